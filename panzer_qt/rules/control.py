"""Hex control (3.3, RULINGS R24): the last side to move through or occupy a town or fortified locality."""

from __future__ import annotations

from panzer_qt.model.enums import Side
from panzer_qt.model.events import ControlChanged, Event
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board


def claim(board: Board, state: GameState, hid: str, side: Side) -> list[Event]:
    """``side`` moves through or occupies ``hid``; take control if it is a town or fortified locality.

    A fortified locality taken by the Soviet side counts as a town from then on (13.8.4).
    """
    town = board.towns.get(hid)
    if town is None or state.control.get(hid) is side:
        return []
    state.control[hid] = side
    if town.fortified and side is Side.SOVIET and hid not in state.fortified_captured:
        state.fortified_captured.append(hid)
        state.fortified_captured.sort()
    return [ControlChanged(hex=hid, side=side, rule="3.3")]
