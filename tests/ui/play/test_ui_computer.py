"""The computer at the table (panzer_qt.ui.play.computer_seats): chosen in New Game per side, thinking off the
UI thread with progress and Stop, its commands played one by one, no hand-over cover, the person's view kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from panzer_qt.ai.players.computer import DEFAULT_LEVEL
from panzer_qt.model.enums import Side
from panzer_qt.rules.game import Game
from panzer_qt.ui.map.tool import MapTool
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.play.new_game import NewGameDialog
from panzer_qt.ui.settings import COMPUTER_PACE, SCHEMA
from tests.conftest import DATA
from tests.helpers.games import scenario
from tests.helpers.ui_kit import make_window


def computer_window(qtbot: QtBot, tmp_path: Path, game: Game, levels: dict[Side, int]) -> MainWindow:
    window = make_window(qtbot, game, tmp_path, hot_seat=True)
    window.session.prefs.set(COMPUTER_PACE, "none")
    window.computer.take_seats(levels)
    return window


def test_new_game_lets_each_side_be_a_person_or_the_computer_at_a_level(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1), tmp_path, hot_seat=True)

    def choose(dialog: NewGameDialog) -> QDialog.DialogCode:
        dialog.path.setText(str(DATA / "tiny.json"))
        box = dialog.seats.boxes[Side.SOVIET]
        assert [box.itemText(i) for i in range(box.count())] == [
            "Person", "Computer, quick", "Computer, standard (default)", "Computer, deep",
        ]  # fmt: skip
        box.setCurrentIndex(1)
        pace = dialog.seats.pace
        assert pace.currentData() == "long"  # the pause stored in the settings
        assert [pace.itemText(i) for i in range(pace.count())] == [
            "none (0 ms)", "short (200 ms)", "normal (400 ms)", "long (1000 ms)",
        ]  # fmt: skip
        pace.setCurrentIndex(pace.findData("none"))
        return QDialog.DialogCode.Accepted

    window.session.prefs.set(COMPUTER_PACE, "long")
    monkeypatch.setattr(NewGameDialog, "exec", choose)
    window.actions_.new_game()
    computer = window.computer
    assert computer.levels == {Side.SOVIET: 1} and computer.pace_ms == 0
    assert window.session.prefs.get(COMPUTER_PACE) == "none" and COMPUTER_PACE in SCHEMA
    assert window.session.seat is Side.GERMAN and window.session.viewer is Side.GERMAN
    assert computer.panel.isVisible()


def test_the_computer_plays_both_sides_command_by_command_without_hand_over(qtbot: QtBot, tmp_path: Path) -> None:
    game = Game.new(scenario("tiny"), seed=4)
    before = len(game.steps)
    window = make_window(qtbot, game, tmp_path, hot_seat=True)
    window.session.prefs.set(COMPUTER_PACE, "none")
    shown: list[list[str]] = []
    window.computer.stepShown.connect(shown.append)
    window.computer.take_seats({Side.GERMAN: 1, Side.SOVIET: 1})
    qtbot.waitUntil(lambda: game.state.game_over, timeout=90_000)
    qtbot.wait(50)
    # every command came back one at a time, with its hexes; the session adds the forced answers itself
    assert 10 < len(shown) <= len(game.steps) - before
    assert sum(bool(hexes) for hexes in shown) > 10
    assert not window.handover.covering()
    assert window.session.viewer is game.side_to_act() or game.side_to_act() is None


def test_against_the_computer_the_map_keeps_the_persons_view_and_controls_are_off_in_its_turn(
    qtbot: QtBot, tmp_path: Path
) -> None:
    game = Game.new(scenario("tiny"), seed=4)
    acting = game.side_to_act()
    assert acting is not None
    window = computer_window(qtbot, tmp_path, game, {acting.enemy: 1})
    window.computer.stop_thinking()
    assert window.session.viewer is acting and window.canvas.tool is window.tool
    window.end_phase()
    while game.side_to_act() is acting:
        window.end_phase()
    assert window.session.viewer is acting  # the computer's turn is seen from the person's side
    assert not window.phase_bar.isEnabled() and type(window.canvas.tool) is MapTool
    qtbot.waitUntil(lambda: game.side_to_act() is acting, timeout=60_000)
    assert window.phase_bar.isEnabled() and window.canvas.tool is window.tool
    assert not window.handover.covering()


def test_the_computer_thinks_off_the_ui_thread_shows_progress_and_stops(qtbot: QtBot, tmp_path: Path) -> None:
    game = Game.new(scenario("default"), seed=2)
    window = computer_window(qtbot, tmp_path, game, {Side.GERMAN: 2, Side.SOVIET: 2})
    computer = window.computer
    ticks: list[bool] = []  # a timer of the UI thread notes, each time it fires, whether the computer is thinking
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(computer.worker is not None and computer.worker.isRunning()))
    timer.start(5)
    qtbot.waitUntil(lambda: computer.panel.bar.value() > 0 and any(ticks), timeout=60_000)
    timer.stop()
    steps = len(game.steps)
    qtbot.mouseClick(computer.panel.stop, Qt.MouseButton.LeftButton)
    assert computer.paused and computer.worker is None and computer.panel.stop.text() == "Go on"
    assert computer.panel.label.text() == "Computer stopped"
    qtbot.wait(200)
    assert len(game.steps) == steps  # the decision it was thinking about was dropped
    qtbot.mouseClick(computer.panel.stop, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(game.steps) > steps, timeout=60_000)
    window.close()
    assert computer.worker is None


def test_a_stopped_computer_hands_its_side_over_to_a_person(qtbot: QtBot, tmp_path: Path) -> None:
    game = Game.new(scenario("tiny"), seed=4)
    window = computer_window(qtbot, tmp_path, game, {Side.GERMAN: 1, Side.SOVIET: 1})
    computer = window.computer
    qtbot.mouseClick(computer.panel.stop, Qt.MouseButton.LeftButton)
    acting = game.side_to_act()
    assert acting is not None and computer.paused and computer.panel.take_over.isVisible()
    steps = len(game.steps)
    qtbot.mouseClick(computer.panel.take_over, Qt.MouseButton.LeftButton)
    assert computer.levels == {acting.enemy: 1} and window.session.seat is acting
    assert not computer.paused and not computer.panel.take_over.isVisible()
    qtbot.wait(300)
    assert len(game.steps) == steps and window.phase_bar.isEnabled()  # the person's turn: the computer waits


def test_a_saved_game_against_the_computer_reopens_with_the_computer_in_its_seat(qtbot: QtBot, tmp_path: Path) -> None:
    game = Game.new(scenario("tiny"), seed=4)
    acting = game.side_to_act()
    assert acting is not None
    window = computer_window(qtbot, tmp_path, game, {acting.enemy: 1})
    window.computer.stop_thinking()
    path = tmp_path / "against.json"
    assert window.session.save(path) == path
    hot_seat = computer_window(qtbot, tmp_path, Game.new(scenario("tiny"), seed=5), {})
    assert hot_seat.computer.levels == {} and hot_seat.session.seat is None
    assert hot_seat.actions_.open(path)
    assert hot_seat.computer.levels == {acting.enemy: 1} and hot_seat.session.seat is acting
    assert not hot_seat.handover.covering()
    assert not hot_seat.computer.panel.isVisible()  # the person's own turn: no "waiting", 0% bar or Stop button
    hot_seat.computer.take_seats({})  # hot-seat again: the next save says so
    hot_seat.session.save(path)
    reopened = computer_window(qtbot, tmp_path, Game.new(scenario("tiny"), seed=5), {})
    assert reopened.actions_.open(path) and reopened.computer.levels == {} and reopened.session.seat is None
    data = json.loads(path.read_text())
    data["seats"] = {acting.enemy.value: 7}  # a level this version does not have: its default level plays
    path.write_text(json.dumps(data))
    assert reopened.actions_.open(path) and reopened.computer.levels == {acting.enemy: DEFAULT_LEVEL}
