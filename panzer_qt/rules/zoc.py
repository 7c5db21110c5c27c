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
    """Occupied hexes and ZOC of both sides; no ZOC at all in Storm (7.5)."""
    storm = state.weather is Weather.STORM
    return board.per_placement(state, ("occupancy", storm), lambda: _occupancy(board, state, storm))


def _occupancy(board: Board, state: GameState, storm: bool) -> Occupancy:
    idx = hex_index(board)
    index, side_of, on_map = idx.index, board.sides, UnitStatus.ON_MAP
    held: dict[Side, set[int]] = {Side.GERMAN: set(), Side.SOVIET: set()}
    for unit_id, unit in state.units.items():
        hid = unit.hex
        if hid is not None and unit.status is on_map:
            held[side_of[unit_id]].add(index[hid])
    zoc: dict[Side, frozenset[int]] = {}
    for side, hexes in held.items():
        zone: set[int] = set()
        if not storm:
            zone.update(hexes)
            for i in hexes:
                zone.update(idx.neighbors[i])
        zoc[side] = frozenset(zone)
    return Occupancy(idx, {s: frozenset(h) for s, h in held.items()}, zoc, storm)


def zoc_hexes(board: Board, state: GameState, side: Side) -> frozenset[str]:
    """Hexes in the ZOC of ``side``'s units (empty in Storm)."""
    occ = occupancy(board, state)
    return occ.index.names(occ.zoc[side])
