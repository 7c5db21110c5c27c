"""Nothing lost by accident: "save changes?" before Open and Quit throw away a changed game; Save As adds
``.json``; a large saved game opens in the background with progress, and may be cancelled."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from panzer_qt.model.commands import EndPhase
from panzer_qt.records.record_files import load_record, save_record
from panzer_qt.rules.game import Game
from panzer_qt.rules.legal import can_end_phase, sequence_choices
from panzer_qt.ui.play import opening
from panzer_qt.ui.play.main_window import MainWindow
from tests.helpers.games import SET_UP_SPREAD, scenario
from tests.helpers.ui_kit import click_hex, make_window

LEFT = Qt.MouseButton.LeftButton
UNIT, START = "su-11gt", "1216"


def moved(qtbot: QtBot, window: MainWindow) -> None:
    """The Soviet player moves a tank army one hex by clicks."""
    reach = window.session.game.movement_range([UNIT])
    click_hex(qtbot, window, START)
    click_hex(qtbot, window, next(h for h in sorted(reach) if len(reach.path(h)) == 1 and not reach.uncertain(h)))
    assert window.session.game.state.units[UNIT].hex != START


def asked(window: MainWindow) -> QMessageBox:
    box = window.actions_.unsaved.box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.windowTitle() == "Save changes?" and "not saved" in box.text()
    return box


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    return make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)


def test_open_asks_first_after_a_move_cancel_keeps_the_game_discard_opens(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    other = tmp_path / "other.json"
    save_record(Game.new(scenario("tiny"), seed=3), other)
    assert not window.session.modified
    moved(qtbot, window)
    assert window.session.modified
    game = window.session.game
    window.actions_._opener(str(other))()
    qtbot.mouseClick(asked(window).button(QMessageBox.StandardButton.Cancel), LEFT)
    assert window.session.game is game and window.actions_.unsaved.box is None
    window.actions_._opener(str(other))()
    qtbot.mouseClick(asked(window).button(QMessageBox.StandardButton.Discard), LEFT)
    assert window.session.game is not game and window.session.path == other
    assert not window.session.modified


def test_quit_asks_and_save_writes_the_moves_then_closes(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    window.session.save(target)
    moved(qtbot, window)
    window.close()
    assert window.isVisible()
    qtbot.mouseClick(asked(window).button(QMessageBox.StandardButton.Save), LEFT)
    assert load_record(target).steps == window.session.game.steps
    assert not window.isVisible()


def test_an_unchanged_game_quits_without_asking(qtbot: QtBot, window: MainWindow) -> None:
    moved(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not window.session.modified
    window.close()
    assert not window.isVisible() and window.actions_.unsaved.box is None


def test_save_as_adds_json(monkeypatch: pytest.MonkeyPatch, window: MainWindow, tmp_path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_args: (str(tmp_path / "my game"), ""))
    assert window.actions_.save_as()
    assert window.session.path == tmp_path / "my game.json" and (tmp_path / "my game.json").is_file()
    assert "my game.json" in window.windowTitle()


def saved_game(tmp_path: Path) -> tuple[Path, Game]:
    """A default-scenario game a few commands in, saved."""
    game = Game.new(scenario("default"), seed=1944)
    game.apply(SET_UP_SPREAD)
    while game.state.turn == 1 and len(game.steps) < 12:
        game.apply(EndPhase() if can_end_phase(game) else sequence_choices(game)[0])
    path = tmp_path / "long.json"
    save_record(game, path)
    return path, game


def test_a_large_saved_game_opens_in_the_background_with_progress(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path, game = saved_game(tmp_path)
    monkeypatch.setattr(opening, "LARGE_RECORD_BYTES", 0)
    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1), tmp_path)
    before = window.session.game
    assert window.actions_.open(path)
    loader = window.actions_.opening
    assert loader is not None and loader.dialog.isVisible() and window.session.game is before
    qtbot.waitUntil(lambda: window.session.game is not before, timeout=20000)
    assert window.session.game.state == game.state and window.session.path == path
    assert (loader.step, loader.steps) == (len(game.steps), len(game.steps))
    assert not window.session.modified and window.session.recent()[0] == str(path.resolve())


def test_a_background_opening_can_be_cancelled_or_fail_and_the_game_goes_on(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path, _game = saved_game(tmp_path)
    monkeypatch.setattr(opening, "LARGE_RECORD_BYTES", 0)
    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1), tmp_path)
    before = window.session.game
    window.actions_.open(path)
    loader = window.actions_.opening
    assert loader is not None
    qtbot.mouseClick(loader.dialog.findChild(QPushButton), LEFT)  # Cancel
    qtbot.waitUntil(lambda: not loader.dialog.isVisible(), timeout=20000)
    qtbot.wait(100)
    assert window.session.game is before
    broken = tmp_path / "broken.json"
    broken.write_text('{"kind": "panzer_qt.record", "steps": [', encoding="utf-8")
    window.actions_.open(broken)
    qtbot.waitUntil(lambda: window.actions_.problem_box is not None, timeout=20000)
    assert window.session.game is before and "invalid JSON" in window.actions_.problem_box.text()  # type: ignore[union-attr]
