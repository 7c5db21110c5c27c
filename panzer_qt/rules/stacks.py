"""Where the units are: per-hex stacks and per-side occupancy, derived from a state."""

from __future__ import annotations

from collections.abc import Mapping

from panzer_qt.model.enums import Side
from panzer_qt.model.state import GameState, UnitStatus
from panzer_qt.rules.board import Board


def stacks(board: Board, state: GameState) -> Mapping[str, tuple[str, ...]]:
    """Unit ids on the map by hex, in order-of-battle order (shared: do not change it)."""
    return board.per_placement(state, "stacks", lambda: _stacks(state))


def _stacks(state: GameState) -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {}
    on_map = UnitStatus.ON_MAP
    for unit_id, unit in state.units.items():
        hid = unit.hex
        if hid is not None and unit.status is on_map:
            if hid in found:
                found[hid].append(unit_id)
            else:
                found[hid] = [unit_id]
    return {hid: tuple(ids) for hid, ids in found.items()}


def occupied(board: Board, state: GameState, side: Side) -> set[str]:
    """Hexes holding at least one unit of ``side``."""
    sides = board.sides
    return {hid for hid, ids in stacks(board, state).items() if sides[ids[0]] is side}


def side_of(board: Board, unit_id: str) -> Side:
    """The side a unit belongs to."""
    return board.specs[unit_id].side
