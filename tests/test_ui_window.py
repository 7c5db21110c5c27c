"""The main window driven like a player: select, move, undo, end phases through a turn, hot-seat hand-over,
the event log and the screenshot option (default scenario)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.model.events import UnitMoved
from panzer_qt.rules.game import Game
from panzer_qt.rules.position import stacks
from panzer_qt.ui.app import run_play
from panzer_qt.ui.event_text import event_hexes
from panzer_qt.ui.main_window import MainWindow
from tests.helpers.games import scenario
from tests.ui_kit import click_hex, log_lines, make_window

UNIT, START = "su-11gt", "1216"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    return make_window(qtbot, Game.new(scenario("default")), tmp_path)


def test_opens_on_the_first_decision_with_the_phase_bar_filled(window: MainWindow) -> None:
    bar = window.phase_bar
    assert bar.turn_label.text() == "Turn 1 of 8"
    assert bar.phase_label.text() == "IV Soviet 1st phase - movement"
    assert bar.side_label.text() == "Soviet to act"
    assert bar.cas_label.text() == f"CAS: German 0, Soviet {window.session.game.state.cas[Side.SOVIET]} (5.2)"
    assert bar.end_button.isEnabled()
    assert window.log.count() == len(window.session.game.start_events) + len(window.session.game.steps[0].events)


def test_clicking_a_unit_shows_exactly_its_movement_range(qtbot: QtBot, window: MainWindow) -> None:
    click_hex(qtbot, window, START)
    assert window.view.selection() == [UNIT]
    shown = window.view.state.movement()
    expected = window.session.game.movement_range([UNIT])
    assert shown is not None and set(shown) == set(expected) and len(shown) > 20
    name = window.names.unit(UNIT)
    assert window.selection_label.text().startswith(
        f"Selected: {name}: {expected.mp_allowance} MP, {len(expected)} hexes"
    )


def test_move_by_clicks_then_undo(qtbot: QtBot, window: MainWindow) -> None:
    game = window.session.game
    rng = game.movement_range([UNIT])
    goal = max(rng, key=lambda h: (rng.cost(h), h))
    click_hex(qtbot, window, START)
    click_hex(qtbot, window, goal)
    assert game.state.units[UNIT].hex == goal
    moved = [e for e in game.steps[-1].events if isinstance(e, UnitMoved)]
    assert [e.to_hex for e in moved] == rng.path(goal)
    events = game.steps[-1].events
    assert log_lines(window)[-len(events) :] == [window.names(e) for e in events]
    assert f"{START} -> {rng.path(goal)[0]}" in log_lines(window)[-len(events)]
    assert window.actions_.undo.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.state.units[UNIT].hex == START
    assert not window.actions_.undo.isEnabled()


def test_right_click_deselects(qtbot: QtBot, window: MainWindow) -> None:
    click_hex(qtbot, window, START)
    view = window.view
    pos = view.mapFromScene(view.scene_pos(START))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, pos)
    assert view.selection() == []


def test_click_cycles_a_stack_and_shift_takes_all(qtbot: QtBot, window: MainWindow) -> None:
    game = window.session.game
    hid, ids = next(
        (h, ids)
        for h, ids in sorted(stacks(game.board, game.state).items())
        if len(ids) == 2 and game.board.specs[ids[0]].side is Side.SOVIET
    )
    click_hex(qtbot, window, hid)
    first = window.view.selection()
    click_hex(qtbot, window, hid)
    second = window.view.selection()
    assert len(first) == len(second) == 1 and {first[0], second[0]} == set(ids)
    click_hex(qtbot, window, hid, Qt.KeyboardModifier.ShiftModifier)
    assert sorted(window.view.selection()) == sorted(ids)


def _end_phases_until(qtbot: QtBot, window: MainWindow, turn: int, phase: Phase) -> None:
    game = window.session.game
    for _ in range(60):
        state = game.state
        if (state.turn, state.phase) == (turn, phase):
            return
        if window.handover.covering():
            qtbot.mouseClick(window.handover, Qt.MouseButton.LeftButton)
        buttons = [b for b in window.phase_bar.sequence_buttons.values() if b.isVisible() and b.isEnabled()]
        if buttons:
            qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
        else:
            assert window.phase_bar.end_button.isEnabled(), (state.phase, state.segment, state.pending)
            qtbot.mouseClick(window.phase_bar.end_button, Qt.MouseButton.LeftButton)
    raise AssertionError(f"never reached turn {turn} {phase}")


def test_end_phase_through_a_whole_turn(qtbot: QtBot, window: MainWindow) -> None:
    _end_phases_until(qtbot, window, 2, Phase.SOVIET_1)
    state = window.session.game.state
    assert window.phase_bar.turn_label.text() == "Turn 2 of 8"
    assert window.phase_bar.turns.value == 2
    assert window.phase_bar.phase_label.text() == "IV Soviet 1st phase"
    assert all(b.isVisible() for b in window.phase_bar.sequence_buttons.values())
    assert window.phase_bar.dice_label.text().startswith("Dice: ")
    assert any(line.startswith("Weather: ") and line.endswith("(5.1)") for line in log_lines(window))
    assert state.segment is Segment.NONE


def test_space_ends_the_phase(qtbot: QtBot, window: MainWindow) -> None:
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert window.session.game.state.segment is Segment.COMBAT


def test_hot_seat_hand_over_hides_the_other_sides_stacks(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default")), tmp_path, hot_seat=True)
    game = window.session.game
    soviet_stack = next(
        h
        for h, ids in stacks(game.board, game.state).items()
        if len(ids) > 1 and game.board.specs[ids[0]].side is Side.SOVIET
    )
    assert len(window.view.units_at(soviet_stack)) > 1
    _end_phases_until(qtbot, window, 1, Phase.GERMAN_1)
    assert window.handover.covering()
    assert window.handover.geometry() == window.rect()
    assert window.session.viewer is Side.GERMAN
    assert len(window.view.units_at(soviet_stack)) == 1
    qtbot.mouseClick(window.handover, Qt.MouseButton.LeftButton)
    assert not window.handover.covering()
    window.actions_.referee.trigger()
    assert len(window.view.units_at(soviet_stack)) == len(stacks(game.board, game.state)[soviet_stack])


def test_clicking_a_log_entry_highlights_its_hexes(qtbot: QtBot, window: MainWindow) -> None:
    log = window.log
    game = window.session.game
    row = next(i for i, e in enumerate([*game.start_events, *game.steps[0].events]) if event_hexes(e))
    event = [*game.start_events, *game.steps[0].events][row]
    item = log.item(row)
    log.scrollToItem(item)
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(item).center())
    assert window.view.highlighted("event") == set(event_hexes(event))


def test_screenshot_option_writes_a_png(tmp_path: Path) -> None:
    target = tmp_path / "shot.png"
    assert run_play(str(Path("tests/data/tiny.json").resolve()), str(target)) == 0
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
