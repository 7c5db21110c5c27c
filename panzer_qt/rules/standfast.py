"""Hitler's stand-fast order (3.2.6, RULINGS R13, R46, R48, R50): on turn 1, German units set up in or
east of the scenario's column enter no hex west of it, whether by moving, probing, advancing or retreating."""

from __future__ import annotations

from collections.abc import Iterable

from panzer_qt.model.enums import Side
from panzer_qt.model.ids import split_hex_id
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board


def bound_column(board: Board, state: GameState, unit_ids: Iterable[str]) -> int | None:
    """The column west of which these units may not go now, or None if none of them is bound.

    A unit is bound by the hex it stood in when the set-up ended (R48); a position set by hand,
    which has no set-up record, falls back to the printed set-up hex.
    """
    column = board.scenario.setup.stand_fast_column
    if column is None or state.turn != 1:
        return None
    for unit_id in unit_ids:
        spec = board.specs[unit_id]
        set_up = state.set_up_in.get(unit_id, spec.setup_hex)
        if spec.side is Side.GERMAN and set_up is not None and split_hex_id(set_up)[0] >= column:
            return column
    return None


def closed_to(board: Board, state: GameState, unit_ids: Iterable[str], hid: str) -> bool:
    """Whether the order keeps any of these units out of ``hid`` now."""
    column = bound_column(board, state, unit_ids)
    return column is not None and split_hex_id(hid)[0] < column
