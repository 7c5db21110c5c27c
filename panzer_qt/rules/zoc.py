"""Zones of control (7.0, RULINGS R5) and the hexes each side occupies, as hex indices for the fast searches.

A ZOC is every ground unit's hex and its on-map neighbours; there is none in Storm (7.5).
"""

from __future__ import annotations

from dataclasses import dataclass

from panzer_qt.model.enums import Side, Weather
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board
from panzer_qt.rules.hexindex import HexIndex, hex_index
from panzer_qt.rules.stacks import stacks


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
    index, side_of = idx.index, board.sides
    held: dict[Side, list[int]] = {Side.GERMAN: [], Side.SOVIET: []}
    for hid, ids in stacks(board, state).items():
        held[side_of[ids[0]]].append(index[hid])
    closed = idx.closed_neighborhood
    zoc = {side: NOWHERE if storm else NOWHERE.union(*(closed[i] for i in hexes)) for side, hexes in held.items()}
    return Occupancy(idx, {s: frozenset(h) for s, h in held.items()}, zoc, storm)


NOWHERE: frozenset[int] = frozenset()


def zoc_hexes(board: Board, state: GameState, side: Side) -> frozenset[str]:
    """Hexes in the ZOC of ``side``'s units (empty in Storm)."""
    occ = occupancy(board, state)
    return occ.index.names(occ.zoc[side])
