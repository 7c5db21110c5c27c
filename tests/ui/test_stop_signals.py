"""A stop from outside (Ctrl+C in the terminal, SIGTERM): the program ends as Quit would, asking nothing, and what
each window had not saved (a game, a scenario, bookmarks) is first written to a new file in the user's
``interrupted`` folder; a window whose work cannot be written stays open. The signals are real (``os.kill``), and
one test stops a whole ``panzer-qt play`` process."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from panzer_qt.editing.towns import rename_town
from panzer_qt.model.commands import EndPhase
from panzer_qt.model.mapspec import Town
from panzer_qt.model.record import Bookmark
from panzer_qt.paths import DEFAULT_SCENARIO, HOME_VARIABLE
from panzer_qt.records.record_files import load_record
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import load_scenario
from panzer_qt.ui import stop_signals
from panzer_qt.ui.edit.commands import EditTown
from panzer_qt.ui.edit.editor_window import EditorWindow
from panzer_qt.ui.stop_signals import INTERRUPTED, READY, StopListener
from tests.helpers.editor_kit import make_editor
from tests.helpers.games import scenario
from tests.helpers.ui_kit import make_window
from tests.ui.replay.test_replay_viewer import open_viewer, record, record_file  # noqa: F401 (fixtures)

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's folders of this test alone."""
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def listener(qapp: QApplication) -> Iterator[StopListener]:
    stop = StopListener(qapp)
    yield stop
    stop.close()
    stop.deleteLater()


def _kept(home: Path) -> list[Path]:
    return sorted((home / "data" / INTERRUPTED).glob("*.json"))


def _edited(qtbot: QtBot, tmp_path: Path) -> tuple[EditorWindow, Town]:
    """An editor on the default scenario with its first town renamed "Kept" (not saved), and the town as it was."""
    editor = make_editor(qtbot, tmp_path)
    document = editor.actions_.document
    town = document.scenario.map.towns[0]
    assert document.edit(EditTown, "rename", rename_town, town.hexes[0], "Kept")
    return editor, town


def _stop(qtbot: QtBot, listener: StopListener, number: int = signal.SIGINT) -> int:
    """Send ``number`` to this process as a terminal would, and wait for the listener to end the program."""
    with qtbot.waitSignal(listener.stopped, timeout=10_000) as ended:
        os.kill(os.getpid(), number)
    status: int = ended.args[0]
    return status


def test_ctrl_c_saves_a_changed_game_to_a_new_file_and_closes_the_client(
    qtbot: QtBot, tmp_path: Path, home: Path, listener: StopListener
) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=3), tmp_path)
    window.session.apply(EndPhase())
    assert window.session.modified
    assert _stop(qtbot, listener) == 128 + signal.SIGINT
    assert not window.isVisible()
    [kept] = _kept(home)
    assert kept.name.startswith("game-")
    assert load_record(kept).steps == window.session.game.record().steps


def test_sigterm_closes_an_unchanged_game_and_keeps_nothing(
    qtbot: QtBot, tmp_path: Path, home: Path, listener: StopListener
) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=3), tmp_path)
    assert _stop(qtbot, listener, signal.SIGTERM) == 128 + signal.SIGTERM
    assert not window.isVisible()
    assert _kept(home) == []


def test_an_open_question_is_put_away_and_the_game_kept(
    qtbot: QtBot, tmp_path: Path, home: Path, listener: StopListener
) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=3), tmp_path)
    window.session.apply(EndPhase())
    window.close()  # a changed game: "Save the changes?" opens, and the stop comes while it asks
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is not None)
    _stop(qtbot, listener)
    assert QApplication.activeModalWidget() is None
    assert not window.isVisible()
    assert len(_kept(home)) == 1


def test_the_editor_writes_its_changed_scenario_beside_the_others(
    qtbot: QtBot, tmp_path: Path, home: Path, listener: StopListener
) -> None:
    editor, town = _edited(qtbot, tmp_path)
    _stop(qtbot, listener)
    assert not editor.isVisible()
    [kept] = _kept(home)
    assert kept.name.startswith(DEFAULT_SCENARIO.stem)
    assert load_scenario(kept).map.towns[0].name == "Kept"
    assert load_scenario(DEFAULT_SCENARIO).map.towns[0].name == town.name


def test_the_viewer_writes_its_new_bookmarks_with_the_record(
    qtbot: QtBot,
    record_file: Path,  # noqa: F811
    home: Path,
    listener: StopListener,
) -> None:
    viewer = open_viewer(qtbot, record_file)
    viewer.bookmarks.add(Bookmark(step=7, title="the first attack"))
    assert viewer.dirty
    _stop(qtbot, listener)
    assert not viewer.isVisible()
    [kept] = _kept(home)
    assert [b.title for b in load_record(kept).bookmarks] == ["the first attack"]
    assert load_record(record_file).bookmarks == []


def test_a_game_that_cannot_be_written_keeps_its_window_open_until_a_second_stop(
    qtbot: QtBot,
    home: Path,
    listener: StopListener,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=3), home)
    window.session.apply(EndPhase())
    (home / "data").mkdir(parents=True)
    (home / "data" / INTERRUPTED).write_text("a file where the folder goes")
    ended: list[int] = []
    listener.stopped.connect(ended.append)
    os.kill(os.getpid(), signal.SIGINT)
    qtbot.waitUntil(lambda: listener.refused)
    qtbot.wait(50)
    assert window.isVisible() and window.session.modified and ended == []
    said = capsys.readouterr().err
    assert "cannot keep its work" in said and "stop it again" in said
    ended_at_once: list[int] = []
    monkeypatch.setattr(stop_signals.os, "_exit", ended_at_once.append)
    os.kill(os.getpid(), signal.SIGTERM)
    qtbot.waitUntil(lambda: ended_at_once == [128 + signal.SIGTERM])
    window.session.save(home / "saved.json")


def test_ctrl_c_ends_a_running_client(tmp_path: Path) -> None:
    env = {**os.environ, HOME_VARIABLE: str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    argv = [sys.executable, "-m", "panzer_qt", "--log-level", "debug", "play"]
    client = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    log = tmp_path / "log" / "panzer-qt.log"
    deadline = time.monotonic() + 60
    while READY not in (log.read_text() if log.exists() else "") and time.monotonic() < deadline:
        time.sleep(0.1)
    client.send_signal(signal.SIGINT)
    try:
        _, err = client.communicate(timeout=30)
    finally:
        client.kill()
    assert client.returncode == 128 + signal.SIGINT, err
    assert "Traceback" not in err
    assert "SIGINT: stopping" in log.read_text()


def test_a_question_waiting_in_its_own_event_loop_is_put_away_first(
    qtbot: QtBot, tmp_path: Path, home: Path, listener: StopListener
) -> None:
    editor, _ = _edited(qtbot, tmp_path)
    asked: list[object] = []

    def stop_while_asked() -> None:  # runs in the box's own event loop
        asked.append(QApplication.activeModalWidget())
        os.kill(os.getpid(), signal.SIGINT)

    QTimer.singleShot(100, stop_while_asked)
    with qtbot.waitSignal(listener.stopped, timeout=10_000):
        editor.close()  # "Save the changes?" waits in its own event loop
    assert isinstance(asked[0], QMessageBox)
    assert QApplication.activeModalWidget() is None
    assert not editor.isVisible()
    assert load_scenario(_kept(home)[0]).map.towns[0].name == "Kept"
