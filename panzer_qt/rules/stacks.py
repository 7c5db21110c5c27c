"""Where the units are: per-hex stacks and per-side occupancy, derived from a state."""

from __future__ import annotations

from collections import defaultdict

from panzer_qt.model.enums import Side
from panzer_qt.model.state import GameState, UnitStatus
from panzer_qt.rules.board import Board


def stacks(board: Board, state: GameState) -> dict[str, list[str]]:
    """Unit ids on the map by hex, in order-of-battle order."""
    found: dict[str, list[str]] = defaultdict(list)
    for unit_id, unit in state.units.items():
        if unit.status is UnitStatus.ON_MAP and unit.hex is not None:
            found[unit.hex].append(unit_id)
    return dict(found)


def occupied(board: Board, state: GameState, side: Side) -> set[str]:
    """Hexes holding at least one unit of ``side``."""
    return {
        unit.hex
        for unit_id, unit in state.units.items()
        if unit.status is UnitStatus.ON_MAP and unit.hex is not None and board.specs[unit_id].side == side
    }


def side_of(board: Board, unit_id: str) -> Side:
    """The side a unit belongs to."""
    return board.specs[unit_id].side
