"""Where each side stands and what it controls by ZOC, as hex indices, for the fast searches."""

from __future__ import annotations

from dataclasses import dataclass

from panzer_qt.model.enums import Side, Weather
from panzer_qt.model.state import GameState, UnitStatus
from panzer_qt.rules.board import Board
from panzer_qt.rules.hexindex import HexIndex, hex_index


@dataclass(frozen=True, eq=False)
class Occupancy:
    """Hexes occupied by each side and hexes in each side's ZOC (7.0, RULINGS R5)."""

    index: HexIndex
    occupied: dict[Side, frozenset[int]]
    zoc: dict[Side, frozenset[int]]

    def ezoc(self, side: Side) -> frozenset[int]:
        """Hexes in the ZOC of ``side``'s enemy."""
        return self.zoc[side.enemy]

    def enemy(self, side: Side) -> frozenset[int]:
        """Hexes holding units of ``side``'s enemy."""
        return self.occupied[side.enemy]


def occupancy(board: Board, state: GameState) -> Occupancy:
    """Occupied hexes and ZOC of both sides; no ZOC at all in Storm (7.5)."""
    idx = hex_index(board)
    specs = board.specs
    held: dict[Side, set[int]] = {Side.GERMAN: set(), Side.SOVIET: set()}
    for unit_id, unit in state.units.items():
        if unit.status is UnitStatus.ON_MAP and unit.hex is not None:
            held[specs[unit_id].side].add(idx.index[unit.hex])
    zoc: dict[Side, frozenset[int]] = {}
    for side, hexes in held.items():
        zone: set[int] = set()
        if state.weather is not Weather.STORM:
            for i in hexes:
                zone.add(i)
                zone.update(idx.neighbors[i])
        zoc[side] = frozenset(zone)
    return Occupancy(idx, {s: frozenset(h) for s, h in held.items()}, zoc)
