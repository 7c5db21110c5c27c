"""Nothing lost by accident: "save changes?" before Open and Quit throw away a changed game; Save As adds
``.json``."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from panzer_qt.records.records import load_record, save_record
from panzer_qt.rules.game import Game
from panzer_qt.ui.play.main_window import MainWindow
from tests.helpers.games import scenario
from tests.ui_kit import click_hex, make_window

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
