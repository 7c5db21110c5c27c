"""Shared fixtures: paths to test data and loaded test scenarios."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from panzer_qt.paths import HOME_VARIABLE, config_dir
from panzer_qt.ui import i18n
from panzer_qt.ui.settings import SETTINGS_FILE

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
USER_HOME = Path(tempfile.mkdtemp(prefix="panzer-qt-user-"))
"""The tests' stand-in for the user's folders: no test (nor a program a test starts) writes the real ones."""
os.environ[HOME_VARIABLE] = str(USER_HOME)
atexit.register(shutil.rmtree, USER_HOME, ignore_errors=True)
SETTINGS_HOME = tempfile.mkdtemp(prefix="panzer_qt-settings-")
atexit.register(shutil.rmtree, SETTINGS_HOME, ignore_errors=True)
for _format in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):  # never the user's own settings
    QSettings.setPath(_format, QSettings.Scope.UserScope, SETTINGS_HOME)

DATA = Path(__file__).parent / "data"
ROOT = Path(__file__).resolve().parents[1]
PAUSE_END_MS = 10_000
"""How long a test's workers may take to end their pause of the collection after the test."""


@pytest.fixture(autouse=True, scope="session")
def english(qapp: object) -> None:
    """The program's English translation installed, as the application installs it (its plural forms)."""
    app = QCoreApplication.instance()
    assert app is not None
    i18n.install(app, "en")


@pytest.fixture(autouse=True)
def first_run_settings() -> None:
    """Every test starts as a first run: no settings left by an earlier test (a window's remembered layout)."""
    (config_dir() / SETTINGS_FILE).unlink(missing_ok=True)


@pytest.fixture(autouse=True)
def no_collection_pause_left(request: pytest.FixtureRequest) -> Iterator[None]:
    """No test leaves the garbage collector paused for a worker (``ui.collector``): the windows' workers end their
    pause whatever way they end, and every later test in the process would otherwise run without collection."""
    yield
    from panzer_qt.ui.collector import collection

    if collection.workers:
        from pytestqt.exceptions import TimeoutError as WaitedTooLong
        from pytestqt.qtbot import QtBot

        try:
            QtBot(request).waitUntil(lambda: collection.workers == 0, timeout=PAUSE_END_MS)
        except WaitedTooLong:
            pytest.fail(f"the test left {collection.workers} collection pauses: a worker's pause never ended")


@pytest.fixture
def data_dir() -> Path:
    """The folder of small test scenarios."""
    return DATA


def pytest_sessionfinish(session: pytest.Session) -> None:
    """A pytest-xdist worker hands the fuzz counts of its tests to the main process."""
    from tests.helpers.fuzz_kit import TRIED

    output = getattr(session.config, "workeroutput", None)
    if output is not None:
        output["fuzz_tried"] = dict(TRIED)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: object) -> None:
    """The main process adds up the fuzz counts of each pytest-xdist worker as it finishes."""
    from tests.helpers.fuzz_kit import TRIED

    del error
    TRIED.update(getattr(node, "workeroutput", {}).get("fuzz_tried", {}))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Say how many cases the fuzz tests tried (tests/helpers/fuzz_kit.py counts them)."""
    from tests.helpers.fuzz_kit import TRIED

    if TRIED:
        terminalreporter.write_sep("-", "fuzz cases tried")
        for name, count in sorted(TRIED.items()):
            terminalreporter.write_line(f"{name}: {count:,}")


@pytest.fixture(params=i18n.LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The program in each of its languages, English first (for the tests that ask for it)."""
    app = QCoreApplication.instance()
    assert app is not None
    i18n.install(app, request.param)
    yield request.param
    i18n.install(app, "en")
