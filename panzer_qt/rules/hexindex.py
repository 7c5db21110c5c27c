"""An integer-indexed form of a board's hex graph, built once per board, for the fast searches.

Movement, supply and range searches run on these tuples instead of on hex-id strings: hex ``i`` is
``ids[i]``; its neighbours are ``neighbors[i]``, and ``rivers[i][k]`` says what river (if any) lies on
the side towards ``neighbors[i][k]``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from weakref import WeakKeyDictionary

from panzer_qt.model.enums import Mobility, Terrain
from panzer_qt.model.ids import split_hex_id
from panzer_qt.model.mapspec import River
from panzer_qt.model.tables import Tables
from panzer_qt.rules.board import Board

NO_RIVER = 0
RIVER = 1
MAJOR_RIVER = 2


@dataclass(frozen=True, eq=False)
class HexIndex:
    """Hexes as integers with their neighbours, river sides, terrain costs and town flags."""

    ids: tuple[str, ...]
    index: dict[str, int]
    neighbors: tuple[tuple[int, ...], ...]
    rivers: tuple[tuple[int, ...], ...]
    terrain_cost: dict[Mobility, tuple[int, ...]]
    town: tuple[bool, ...]
    column: tuple[int, ...]

    @cached_property
    def closed_neighborhood(self) -> tuple[frozenset[int], ...]:
        """Each hex with its neighbours: the zone of control a unit there projects (7.0)."""
        return tuple(frozenset((i, *around)) for i, around in enumerate(self.neighbors))

    @cached_property
    def mixed_cost(self) -> tuple[int, ...]:
        """Per-hex terrain MP for a stack of both classes: the dearer wherever they differ (14.0 TEC)."""
        return tuple(map(max, self.terrain_cost[Mobility.MECHANIZED], self.terrain_cost[Mobility.NON_MECHANIZED]))

    @cached_property
    def sides(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        """Each hex's ``(neighbour, river kind)`` pairs for the inner loop of the movement search, the kind
        ``NO_RIVER`` into or out of a town or fortified locality, where crossing is free (12.3)."""
        town = self.town
        dry = [(v, NO_RIVER) for v in range(len(self.ids))]  # one pair per hex for all the sides without a river
        return tuple(
            tuple((v, NO_RIVER if town[u] or town[v] else kind) for v, kind in zip(n, r, strict=True))
            if any(r)
            else tuple(map(dry.__getitem__, n))
            for u, (n, r) in enumerate(zip(self.neighbors, self.rivers, strict=True))
        )

    def ints(self, hexes: Iterable[str]) -> frozenset[int]:
        """The indices of on-map hex ids (others are ignored)."""
        index = self.index
        return frozenset(index[h] for h in hexes if h in index)

    def names(self, ints: Iterable[int]) -> frozenset[str]:
        """The hex ids of indices."""
        ids = self.ids
        return frozenset(ids[i] for i in ints)

    def river_name(self, board: Board, a: int, b: int) -> str:
        """The name of the river between two adjacent hexes ('' if none)."""
        river = board.river_between(self.ids[a], self.ids[b])
        return river.name if river else ""


_INDEXES: WeakKeyDictionary[Board, HexIndex] = WeakKeyDictionary()


def hex_index(board: Board) -> HexIndex:
    """The index of a board, built from its grid, terrain, towns and rivers on first use."""
    found = _INDEXES.get(board)
    if found is None:
        found = _build(board)
        _INDEXES[board] = found
    return found


def _build(board: Board) -> HexIndex:
    grid, spec = board.grid, board.scenario.map
    ids = tuple(grid.hexes)
    index = {h: i for i, h in enumerate(ids)}
    neighbors: list[tuple[int, ...]] = []
    rivers: list[tuple[int, ...]] = []
    for hid in ids:
        around = grid.neighbors(hid)
        neighbors.append(tuple(index[n] for n in around))
        rivers.append(tuple(_river_kind(board.river_between(hid, n)) for n in around))
    tables = board.scenario.tables
    terrain = [spec.terrain_of(h) for h in ids]
    town = tuple(h in board.towns for h in ids)
    return HexIndex(
        ids=ids,
        index=index,
        neighbors=tuple(neighbors),
        rivers=tuple(rivers),
        terrain_cost={
            Mobility.MECHANIZED: _entry_costs(tables, terrain, town, mechanized=True),
            Mobility.NON_MECHANIZED: _entry_costs(tables, terrain, town, mechanized=False),
        },
        town=town,
        column=tuple(split_hex_id(h)[0] for h in ids),
    )


def _entry_costs(
    tables: Tables, terrain: list[Terrain], town: tuple[bool, ...], *, mechanized: bool
) -> tuple[int, ...]:
    """MP to enter each hex for one class: a town's or fortified locality's own cost replaces the terrain
    beneath it (TEC, R56)."""
    towns = tables.town.mp_mechanized if mechanized else tables.town.mp_non_mechanized
    rows = {t: row.mp_mechanized if mechanized else row.mp_non_mechanized for t, row in tables.terrain.items()}
    return tuple(towns if in_town else rows[t] for t, in_town in zip(terrain, town, strict=True))


def _river_kind(river: River | None) -> int:
    if river is None:
        return NO_RIVER
    return MAJOR_RIVER if river.major else RIVER
