"""The main window driven like a player: select, move, undo, end phases through a turn, hot-seat hand-over,
the event log and the screenshot option (default scenario)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from panzer_qt.model.commands import ResolveCombat
from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.model.events import UnitMoved
from panzer_qt.model.situation import Situation
from panzer_qt.model.state import UnitStatus
from panzer_qt.rules.game import Game
from panzer_qt.rules.stacks import stacks
from panzer_qt.ui.app import run_play
from panzer_qt.ui.common.event_text import event_hexes
from panzer_qt.ui.map.hex_info import as_tooltip
from panzer_qt.ui.play.main_window import MainWindow
from tests.helpers.games import SET_UP_SPREAD, scenario
from tests.helpers.movement_kit import game_at
from tests.helpers.ui_kit import click_hex, hover_hex, log_lines, make_window

UNIT, START = "su-11gt", "1216"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    return make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)


def test_opens_on_the_first_decision_with_the_phase_bar_filled(window: MainWindow) -> None:
    bar = window.phase_bar
    assert bar.turn_label.text() == "Turn 1 of 8"
    assert bar.phase_label.text() == "IV Soviet 1st phase - movement"
    assert bar.side_label.text() == "Soviet to act"
    assert bar.cas_label.text() == f"CAS G 0 / S {window.session.game.state.cas[Side.SOVIET]}"
    assert bar.end_button.isEnabled()
    assert window.log.count() == len(window.session.game.start_events) + len(window.session.game.steps[0].events)


def test_clicking_a_unit_shows_exactly_its_movement_range(qtbot: QtBot, window: MainWindow) -> None:
    click_hex(qtbot, window, START)
    assert window.session.selection == [UNIT]
    shown = window.session.reach()
    expected = window.session.game.movement_range([UNIT])
    assert shown is not None and set(shown) == set(expected) and len(shown) > 20
    name = window.names.unit(UNIT)
    assert window.selection_note.text().startswith(
        f"Selected: {name}: {expected.mp_allowance} MP, {len(expected)} hexes"
    )


def test_move_by_clicks_then_undo(qtbot: QtBot, window: MainWindow) -> None:
    game = window.session.game
    reach = game.movement_range([UNIT])
    goal = max((h for h in reach if not reach.needs_luck(h)), key=lambda h: (reach.cost(h), h))
    click_hex(qtbot, window, START)
    click_hex(qtbot, window, goal)
    assert game.state.units[UNIT].hex == goal
    moved = [e for e in game.steps[-1].events if isinstance(e, UnitMoved)]
    assert [e.to_hex for e in moved] == reach.path(goal)
    events = game.steps[-1].events
    assert log_lines(window)[-len(events) :] == [window.names(e) for e in events]
    assert f"{START} -> {reach.path(goal)[0]}" in log_lines(window)[-len(events)]
    assert window.actions_.undo.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.state.units[UNIT].hex == START
    assert not window.actions_.undo.isEnabled()


def test_right_click_deselects(qtbot: QtBot, window: MainWindow) -> None:
    click_hex(qtbot, window, START)
    canvas = window.canvas
    pos = canvas.mapFromScene(canvas.scene_pos(START))
    qtbot.mouseClick(canvas.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, pos)
    assert window.session.selection == []


def test_click_cycles_a_stack_and_shift_takes_all(qtbot: QtBot, window: MainWindow) -> None:
    game = window.session.game
    hid, ids = next(
        (h, ids)
        for h, ids in sorted(stacks(game.board, game.state).items())
        if len(ids) == 2 and game.board.specs[ids[0]].side is Side.SOVIET
    )
    click_hex(qtbot, window, hid)
    first = window.session.selection
    click_hex(qtbot, window, hid)
    second = window.session.selection
    assert len(first) == len(second) == 1 and {first[0], second[0]} == set(ids)
    click_hex(qtbot, window, hid, Qt.KeyboardModifier.ShiftModifier)
    assert sorted(window.session.selection) == sorted(ids)


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
    window.session.apply(SET_UP_SPREAD)
    _end_phases_until(qtbot, window, 2, Phase.SOVIET_1)
    state = window.session.game.state
    assert window.phase_bar.turn_label.text() == "Turn 2 of 8"
    assert window.phase_bar.turns.value == 2
    assert window.phase_bar.phase_label.text() == "IV Soviet 1st phase"
    assert all(b.isVisible() for b in window.phase_bar.sequence_buttons.values())
    assert window.phase_bar.dice_label.text().startswith("Dice: ")
    assert any(line.startswith("Weather: ") and line.endswith("(5.1)") for line in log_lines(window))
    assert state.segment is Segment.NONE


def test_ctrl_e_ends_the_phase_and_space_does_not(qtbot: QtBot, window: MainWindow) -> None:
    window.session.apply(SET_UP_SPREAD)
    window.canvas.setFocus()
    qtbot.keyClick(window.canvas, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert window.session.game.state.segment is Segment.COMBAT
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_E):
        qtbot.keyClick(window.canvas, key)
        qtbot.keyClick(window, key)
    assert (window.session.game.state.phase, window.session.game.state.segment) == (Phase.SOVIET_1, Segment.COMBAT)
    assert all(QKeySequence(k) not in window.actions_.end_phase.shortcuts() for k in ("Space", "Return", "E"))


def test_hot_seat_hand_over_hides_the_other_sides_stacks(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path, hot_seat=True)
    game = window.session.game
    reach = game.movement_range([UNIT])
    click_hex(qtbot, window, START)
    click_hex(qtbot, window, next(h for h in sorted(reach) if len(reach.path(h)) == 1 and not reach.uncertain(h)))
    moved = log_lines(window).index(window.names(game.steps[-1].events[0]))
    assert log_lines(window)[moved].startswith(window.names.unit(UNIT))
    soviet_stack = next(
        h
        for h, ids in stacks(game.board, game.state).items()
        if len(ids) > 1 and game.board.specs[ids[0]].side is Side.SOVIET
    )
    assert len(window.layers.units_at(soviet_stack)) > 1
    window.session.apply(SET_UP_SPREAD)
    _end_phases_until(qtbot, window, 1, Phase.GERMAN_1)
    assert window.handover.covering()
    assert window.handover.geometry() == window.rect()
    assert window.session.viewer is Side.GERMAN
    assert len(window.layers.units_at(soviet_stack)) == 1
    assert log_lines(window)[moved].startswith("an enemy unit ")
    assert not any(a.isEnabled() for a in window.actions())  # no orders or peeking behind the cover
    qtbot.mouseClick(window.handover, Qt.MouseButton.LeftButton)
    assert window.actions_.referee.isEnabled() and window.actions_.overlays["movement"].isEnabled()
    assert not window.handover.covering()
    window.actions_.referee.trigger()
    assert len(window.layers.units_at(soviet_stack)) == len(stacks(game.board, game.state)[soviet_stack])
    assert log_lines(window)[moved].startswith(window.names.unit(UNIT))


def test_clicking_a_log_entry_highlights_its_hexes(qtbot: QtBot, window: MainWindow) -> None:
    log = window.log
    game = window.session.game
    row = next(i for i, e in enumerate([*game.start_events, *game.steps[0].events]) if event_hexes(e))
    event = [*game.start_events, *game.steps[0].events][row]
    item = log.item(row)
    log.scrollToItem(item)
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(item).center())
    assert window.canvas.highlighted("event") == set(event_hexes(event))


def test_screenshot_option_writes_a_png(tmp_path: Path) -> None:
    target = tmp_path / "shot.png"
    assert run_play(str(Path("tests/data/tiny.json").resolve()), str(target)) == 0
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_game_over_is_announced_and_ends_play(qtbot: QtBot, tmp_path: Path) -> None:
    situation = Situation(units={}, turn=8, phase=Phase.REPLACEMENT, segment=Segment.NONE)
    window = make_window(qtbot, Game.from_situation(scenario("tiny"), situation), tmp_path)
    qtbot.mouseClick(window.phase_bar.end_button, Qt.MouseButton.LeftButton)
    state = window.session.game.state
    assert state.game_over
    (box,) = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert box.text().startswith(f"<h3>{state.result} with {state.vp} Soviet VP</h3>")  # then the VP by source
    assert "Towns and fortified localities under Soviet control (4.1)" in box.text()
    assert window.statusBar().currentMessage() == f"Game over with {state.vp} Soviet VP: {state.result} (4.3)"
    assert window.phase_bar.side_label.text() == "game over"
    assert not window.phase_bar.end_button.isEnabled()


def test_a_corps_moves_to_an_exit_hex_and_leaves_the_map(qtbot: QtBot, tmp_path: Path) -> None:
    game = game_at("movement", {"su-rifle": "0303"}, acting=Side.SOVIET)
    window = make_window(qtbot, game, tmp_path)
    click_hex(qtbot, window, "0303")
    assert window.actions_.exit_map.isEnabled() is game.movement_range(["su-rifle"]).can_exit
    click_hex(qtbot, window, "0204")
    assert game.state.units["su-rifle"].hex == "0204"
    click_hex(qtbot, window, "0204")
    assert window.session.selection == ["su-rifle"] and window.actions_.exit_map.isEnabled()
    window.actions_.exit_map.trigger()
    assert game.state.units["su-rifle"].status is UnitStatus.EXITED
    assert (
        log_lines(window)[-len(game.steps[-1].events)]
        == f"{window.names.unit('su-rifle')} leaves the map from 0204 (4.1)"
    )


def test_hovering_a_hex_explains_it_in_the_status_bar(qtbot: QtBot, window: MainWindow) -> None:
    hover_hex(window, START)
    whole, message = window.layers.explain(START).replace("\n", "  |  "), window.statusBar().currentMessage()
    assert message == whole or (message.endswith("…") and whole.startswith(message[:-1]))  # as much as has room
    assert window.canvas.viewport().toolTip() == as_tooltip(window.layers.explain(START))
    assert START in window.statusBar().currentMessage()


def test_a_refused_command_is_explained_in_the_status_bar(window: MainWindow) -> None:
    steps = len(window.session.game.steps)
    assert window.session.apply(ResolveCombat()) is None
    assert window.statusBar().currentMessage() == "Not allowed: no attack has been declared (13.0)"
    assert len(window.session.game.steps) == steps


def test_legend_dock_follows_the_overlays_and_ctrl_l_raises_it(qtbot: QtBot, window: MainWindow) -> None:
    legend = window.legend
    assert any("MP" in text or "reach" in text.lower() for text in legend.texts())
    before = len(legend.texts())
    window.layers.set_overlay("zoc_soviet", True)
    assert len(legend.texts()) > before
    window.layers.set_overlay("zoc_soviet", False)
    assert len(legend.texts()) == before
    window.docks["legend"].hide()
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert window.docks["legend"].isVisible()
