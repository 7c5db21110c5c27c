"""Choosing the top counter in the client (6.3, RULINGS R58): the stack list (its context menu's command, O, a
drag), O on the map, and what the enemy's hover text then shows."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView
from pytestqt.qtbot import QtBot

from panzer_qt.model.commands import PutOnTop
from panzer_qt.model.enums import Segment, Side
from panzer_qt.ui.map.hex_info import explain
from panzer_qt.ui.map.position_answers import Answers
from tests.helpers.combat_kit import combat_game
from tests.helpers.ui_kit import click_hex, log_lines, make_window, press_key

STACK = {"de-16pz": "1010", "de-371": "1010", "de-208": "1010", "su-tk": "1013"}


def enemy_hover(window: object, hid: str) -> str:
    """The hover text of ``hid`` as the Soviet player would read it."""
    game = window.session.game  # type: ignore[attr-defined]
    return explain(Answers(game, Side.SOVIET).facts, hid)


def test_the_stack_list_shows_the_selected_stack_top_first_and_puts_a_unit_on_top(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, combat_game(STACK, segment=Segment.MOVEMENT), tmp_path)
    click_hex(qtbot, window, "1010")
    panel = window.stack
    assert panel.list.units() == ["de-16pz", "de-371", "de-208"]
    assert panel.list.item(0).text() == "16 Pz (4 steps): on top, the enemy sees it"
    assert panel.list.dragDropMode() is QAbstractItemView.DragDropMode.InternalMove
    assert "16 Pz" in enemy_hover(window, "1010") and "371 Inf" not in enemy_hover(window, "1010")
    panel.list.setCurrentRow(2)
    qtbot.keyClick(panel.list, Qt.Key.Key_O)
    assert window.session.game.steps[-1].command == PutOnTop(unit_id="de-208")
    assert panel.list.units() == ["de-208", "de-16pz", "de-371"]
    hover = enemy_hover(window, "1010")
    assert "208 Inf" in hover and "16 Pz" not in hover and "+ 2 hidden (6.3)" in hover
    assert "German stack in 1010: 208 Inf on top (6.3)" in log_lines(window)


def test_dragging_in_the_stack_list_orders_the_stack_with_the_fewest_commands(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, combat_game(STACK, segment=Segment.MOVEMENT), tmp_path)
    click_hex(qtbot, window, "1010")
    window.stack.list.reordered.emit(["de-371", "de-208", "de-16pz"])
    game = window.session.game
    assert [s.command for s in game.steps] == [PutOnTop(unit_id="de-208"), PutOnTop(unit_id="de-371")]
    assert game.visible_units(None)["1010"] == ["de-371", "de-208", "de-16pz"]
    assert window.stack.list.units() == ["de-371", "de-208", "de-16pz"]


def test_o_on_the_map_puts_the_selected_unit_on_top(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, combat_game(STACK, segment=Segment.MOVEMENT), tmp_path)
    click_hex(qtbot, window, "1010")
    click_hex(qtbot, window, "1010")  # a second click selects the next unit of the stack
    assert window.session.selection == ["de-371"]
    window.canvas.setFocus()
    press_key(qtbot, window.canvas, Qt.Key.Key_O)  # type: ignore[arg-type]
    assert window.session.game.visible_units(Side.SOVIET)["1010"] == ["de-371"]


def test_an_enemy_stack_or_another_side_s_turn_cannot_be_ordered(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, combat_game({**STACK, "su-rif": "1013"}, segment=Segment.MOVEMENT), tmp_path)
    assert not window.stack.orderable(["su-tk", "su-rif"])
    assert window.stack.orderable(["de-16pz", "de-371", "de-208"])
    assert not window.stack.orderable(["de-16pz"])
