"""Errors you can see and a log: the crash dialog raised by a failing action in a real window (it shows, copies its
details, opens the log folder, and the window goes on), the log file written, rotated and at the chosen level, and
the command line's manners (``--version``, a piped ``simulate``, the progress bar on a terminal only, a screenshot
without a display)."""

from __future__ import annotations

import io
import logging
import os
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QGuiApplication, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

import panzer_qt
from panzer_qt import logs
from panzer_qt.cli import has_display, main
from panzer_qt.paths import DEFAULT_SCENARIO, HOME_VARIABLE
from panzer_qt.rules.game import Game
from panzer_qt.ui.common.crash import CrashDialog, CrashReporter, install_crash_dialog
from panzer_qt.ui.play.main_window import MainWindow
from tests.conftest import ROOT
from tests.helpers.games import scenario
from tests.helpers.ui_kit import make_window

LEFT = Qt.MouseButton.LeftButton
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def log_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The user's folders in ``tmp_path`` and the log going to its log folder; the log closed afterwards."""
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    folder = tmp_path / "log"
    assert logs.start_logging("INFO") == folder / logs.LOG_NAME
    yield folder
    logs.stop_logging()
    logging.getLogger().setLevel(logging.WARNING)


@pytest.fixture
def reporter(monkeypatch: pytest.MonkeyPatch, log_folder: Path) -> CrashReporter:
    """The crash dialog hooked in as the application hooks it (Python's hooks put back afterwards)."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    app = QApplication.instance()
    assert app is not None
    return install_crash_dialog(app)


def _fail() -> None:
    raise ZeroDivisionError("the deliberate failure")


def _failing_action(window: MainWindow) -> QAction:
    """An action of the window's Edit menu whose slot fails, on Ctrl+Shift+F9."""
    action = QAction("Fail", window)
    action.setShortcut("Ctrl+Shift+F9")
    action.triggered.connect(_fail)
    window.menuBar().actions()[1].menu().addAction(action)
    return action


def _shown_dialog(qtbot: QtBot, reporter: CrashReporter) -> CrashDialog:
    qtbot.waitUntil(lambda: any(d.isVisible() for d in reporter.dialogs), timeout=5000)
    (dialog,) = reporter.dialogs
    return dialog


@pytest.mark.qt_no_exception_capture
def test_a_failing_action_shows_the_dialog_and_the_window_goes_on(
    qtbot: QtBot, tmp_path: Path, reporter: CrashReporter, log_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1944), tmp_path)
    _failing_action(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_F9, CTRL_SHIFT)
    dialog = _shown_dialog(qtbot, reporter)
    texts = [label.text() for label in dialog.findChildren(type(dialog.status))]
    assert texts[0] == "Something went wrong: ZeroDivisionError: the deliberate failure"
    assert texts[1].startswith("What you were doing was stopped; the program goes on, and your game is safe.\n")
    assert "No game has been autosaved yet." in texts[1]

    qtbot.mouseClick(dialog.copy_button, LEFT)
    copied = QGuiApplication.clipboard().text()
    assert copied == dialog.details and dialog.status.text() == "The details are on the clipboard."
    assert copied.startswith(f"panzer-qt {panzer_qt.__version__}\nPlatform: ")
    assert "\nPython 3." in copied and "\nQt 6." in copied and "PySide6 6." in copied
    assert 'in _fail\n    raise ZeroDivisionError("the deliberate failure")' in copied
    assert copied.index("Traceback") < copied.index("Last lines of the log:")
    assert "ERROR panzer_qt.ui.common.crash: an error nothing caught" in copied.split("Last lines of the log:")[1]

    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    qtbot.mouseClick(dialog.folder_button, LEFT)
    assert [url.toLocalFile() for url in opened] == [str(log_folder)]

    dialog.reject()
    assert window.isVisible()
    steps = len(window.session.game.steps)
    window.actions_.end_phase.trigger()  # the window still plays
    assert len(window.session.game.steps) == steps + 1
    assert "ZeroDivisionError: the deliberate failure" in (log_folder / logs.LOG_NAME).read_text(encoding="utf-8")


@pytest.mark.qt_no_exception_capture
def test_the_dialog_names_the_last_autosave_and_shows_once_while_open(
    qtbot: QtBot, reporter: CrashReporter, log_folder: Path
) -> None:
    autosave = log_folder.parent / "data" / "autosave" / "autosave.json"
    autosave.parent.mkdir(parents=True)
    autosave.write_text("{}", encoding="utf-8")
    qtbot.waitUntil(lambda: reporter.running)  # the program handles events: the dialog does not block
    for _ in range(2):
        try:
            _fail()
        except ZeroDivisionError:
            sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
    dialog = _shown_dialog(qtbot, reporter)
    assert f"The last autosave is {autosave}, from " in dialog.findChildren(type(dialog.status))[1].text()
    assert len(reporter.dialogs) == 1 and reporter.shown.total() == 2
    dialog.reject()


@pytest.mark.qt_no_exception_capture
def test_an_error_in_another_thread_shows_the_dialog_in_the_main_thread(qtbot: QtBot, reporter: CrashReporter) -> None:
    qtbot.waitUntil(lambda: reporter.running)
    thread = threading.Thread(target=_fail)
    thread.start()
    thread.join()
    dialog = _shown_dialog(qtbot, reporter)
    assert dialog.thread() is QApplication.instance().thread()  # type: ignore[union-attr]
    assert "ZeroDivisionError: the deliberate failure" in dialog.details
    dialog.reject()


def test_an_error_shown_often_enough_is_only_logged(qtbot: QtBot, reporter: CrashReporter) -> None:
    qtbot.waitUntil(lambda: reporter.running)
    shown = []
    for _ in range(5):
        dialog = reporter.show_dialog("KeyError: 'x'", "details", "the same place")
        shown.append(dialog is not None)
        if dialog is not None:
            dialog.reject()
    assert shown == [True, True, True, False, False]


def test_the_log_file_rotates(log_folder: Path) -> None:
    logs.start_logging("INFO", log_folder, max_bytes=2000)
    for n in range(200):
        logging.getLogger("panzer_qt.test").info("line %d of the test", n)
    files = sorted(p.name for p in log_folder.iterdir())
    assert files == ["panzer-qt.log", "panzer-qt.log.1", "panzer-qt.log.2", "panzer-qt.log.3"]
    assert all((log_folder / name).stat().st_size <= 2000 for name in files)
    assert logs.last_lines(1)[0].endswith("INFO panzer_qt.test: line 199 of the test")


def test_log_level_on_the_command_line(log_folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--log-level", "debug", "validate", str(DEFAULT_SCENARIO)]) == 0
    assert capsys.readouterr().out == "OK\n"
    assert logging.getLogger().level == logging.DEBUG and logs.chosen_level == ["DEBUG"]
    logs.follow_setting("ERROR")  # the command line wins over the setting
    assert logging.getLogger().level == logging.DEBUG
    assert logs.last_lines(1)[0].endswith(f"INFO panzer_qt.cli: panzer-qt {panzer_qt.__version__}: validate")
    assert main(["validate", str(DEFAULT_SCENARIO)]) == 0
    logs.follow_setting("ERROR")  # no level given: the setting's
    assert logging.getLogger().level == logging.ERROR and logs.chosen_level == []


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0 and capsys.readouterr().out == f"panzer-qt {panzer_qt.__version__}\n"


def _program(*arguments: str, env: dict[str, str] | None = None, **options: object) -> subprocess.Popen[str]:
    command = [sys.executable, "-m", "panzer_qt", *arguments]
    return subprocess.Popen(command, cwd=ROOT, env=env, text=True, **options)  # type: ignore[call-overload]


def test_simulate_into_a_closed_pipe_ends_quietly() -> None:
    """``panzer-qt simulate | head``: the reader gone before the summary is written; no traceback, no bar."""
    process = _program("simulate", "--games", "1", stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None
    process.stdout.close()  # as head does once it has its lines
    _, errors = process.communicate(timeout=120)
    assert (process.returncode, errors) == (141, "")


def test_the_progress_bar_is_drawn_on_a_terminal_only(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], log_folder: Path
) -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    arguments = ["simulate", "--games", "1", "--json", str(log_folder / "summary.json")]
    assert main(arguments) == 0
    assert capsys.readouterr().err == ""
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(arguments) == 0
    assert terminal.getvalue() == f"\r[{'#' * 30}] 1/1 games\n"


def test_a_screenshot_without_a_display_is_drawn_offscreen(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    shot = tmp_path / "shot.png"
    process = _program("--screenshot", str(shot), env=env, stderr=subprocess.PIPE)
    _, errors = process.communicate(timeout=180)
    assert process.returncode == 0, errors
    assert QImage(str(shot)).width() >= 800


def test_a_display_is_a_platform_or_an_x11_or_wayland_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    assert not has_display({})
    assert has_display({"DISPLAY": ":0"}) and has_display({"WAYLAND_DISPLAY": "wayland-0"})
    assert has_display({"QT_QPA_PLATFORM": "xcb"})
    monkeypatch.setattr(sys, "platform", "win32")
    assert has_display({})


def test_the_log_tells_no_hidden_unit_nor_a_die(log_folder: Path) -> None:
    """Computer players thinking at DEBUG: the log says how long, never a hex, a unit or a roll."""
    arguments = ["--log-level", "debug", "simulate", "--games", "1", "--german", "ai:1", "--soviet", "greedy"]
    assert main([*arguments, "--json", str(log_folder / "summary.json")]) == 0
    messages = [
        line.split(": ", 1)[1] for line in (log_folder / logs.LOG_NAME).read_text(encoding="utf-8").splitlines()
    ]
    thoughts = [m for m in messages if m.startswith("ai:1 (german) thought ")]
    assert thoughts and all(
        re.fullmatch(r"ai:1 \(german\) thought [\d.]+ s over \d+ decisions: turn \d+, \w+, \w+", m) for m in thoughts
    )
    units = set(scenario_units())
    assert not [m for m in messages if re.search(r"\b\d{4}\b", m) or units & set(re.findall(r"[\w-]+", m))]
    assert not [m for m in messages if re.search(r"\b(die|dice|roll)", m)]


def scenario_units() -> list[str]:
    from panzer_qt.rules.loading import load_scenario

    return [unit.id for unit in load_scenario(DEFAULT_SCENARIO).units]
