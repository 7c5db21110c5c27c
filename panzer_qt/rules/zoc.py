"""Zones of control (7.0, RULINGS R5) and the hexes each side occupies, as hex indices for the fast searches.

A ZOC is every ground unit's hex and its on-map neighbours; there is none in Storm (7.5).
"""

from __future__ import annotations

from dataclasses import dataclass

from panzer_qt.model.enums import Side, Weather
from panzer_qt.model.state import GameState, UnitStatus
from panzer_qt.rules.board import Board
from panzer_qt.rules.hexindex import HexIndex, hex_index


@dataclass(frozen=True, eq=False)
class Occupancy:
    """Hexes occupied by each side and hexes in each side's ZOC."""

    index: HexIndex
    occupied: dict[Side, frozenset[int]]
    zoc: dict[Side, frozenset[int]]
    storm: bool

    def ezoc(self, side: Side) -> frozenset[int]:
        """Hexes in the ZOC of ``side``'s enemy."""
        return self.zoc[side.enemy]

    def enemy(self, side: Side) -> frozenset[int]:
        """Hexes holding units of ``side``'s enemy."""
        return self.occupied[side.enemy]


def occupancy(board: Board, state: GameState) -> Occupancy:
    """Occupied hexes and ZOC of both sides; no ZOC at all in Storm (7.5).

    Each side's part is remembered for the placement of that side's units alone, so while one side
    moves, the other's part (what the movers need: enemy hexes and EZOC) is worked out once.
    """
    storm = state.weather is Weather.STORM
    parts = {side: _side(board, state, side, storm) for side in Side}
    return Occupancy(hex_index(board), {s: p[0] for s, p in parts.items()}, {s: p[1] for s, p in parts.items()}, storm)


def remembered_occupancy(board: Board, state: GameState) -> Occupancy:
    """``occupancy``, remembered for the placement of all units: for the queries asked again and again of one
    position (a window's pointer, a player's plans). A command changes the placement, so applying one asks
    ``occupancy`` (one lookup more a command would cost more than it saves there)."""
    storm = state.weather is Weather.STORM
    return board.per_placement(state, ("occupancy", storm), lambda: occupancy(board, state))


def _side(board: Board, state: GameState, side: Side, storm: bool) -> tuple[frozenset[int], frozenset[int]]:
    """The hexes one side's units hold, and its zone of control (remembered for that side's placement)."""
    return board.per_placement(state, ("zoc", side, storm), lambda: _work_out_side(board, state, side, storm), side)


def _work_out_side(board: Board, state: GameState, side: Side, storm: bool) -> tuple[frozenset[int], frozenset[int]]:
    idx = hex_index(board)
    index, units = idx.index, state.units
    held = frozenset(
        index[hid] for u in board.ids[side] if (hid := units[u].hex) is not None and units[u].status is ON_MAP
    )
    zone = NOWHERE if storm else NOWHERE.union(*map(idx.closed_neighborhood.__getitem__, held))
    return held, zone


NOWHERE: frozenset[int] = frozenset()
ON_MAP = UnitStatus.ON_MAP


def zoc_hexes(board: Board, state: GameState, side: Side) -> frozenset[str]:
    """Hexes in the ZOC of ``side``'s units (empty in Storm)."""
    occ = occupancy(board, state)
    return occ.index.names(occ.zoc[side])
