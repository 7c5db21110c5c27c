"""Soviet supply (8.0) and German command and communications (9.2), RULINGS R6 and R7.

One breadth-first search per side starts at every usable source hex and spreads over hexes that
hold no enemy unit and lie in no EZOC ("clear" hexes). A unit is in supply / C&C when its hex was
reached, or when it is next to a reached hex (its own hex may lie in an EZOC: "into but not
through", 7.4), or when it stands in a source hex without enemy units (8.4, 9.2).
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass

from panzer_qt.model.enums import Side
from panzer_qt.model.state import GameState, UnitStatus
from panzer_qt.rules.board import Board
from panzer_qt.rules.hexindex import HexIndex
from panzer_qt.rules.zoc import Occupancy, occupancy

UNREACHED = -1


@dataclass(frozen=True)
class SupplyStatus:
    """Whether a unit is in supply (Soviet) or in C&C (German), and one shortest path to a source.

    ``path`` runs from the unit's hex to the source hex, both included; it is empty when out.
    """

    in_supply: bool
    path: tuple[str, ...] = ()


OUT_OF_SUPPLY = SupplyStatus(False)


class SupplyNet:
    """The result of one side's search: which hexes connect to a source, and how."""

    def __init__(self, idx: HexIndex, sources: frozenset[int], enemy: frozenset[int], ezoc: frozenset[int]) -> None:
        self.index = idx
        self._sources = sources
        self._enemy = enemy
        self._parent, self._dist = _search(idx, sources - enemy - ezoc, enemy | ezoc)

    def status_at(self, i: int) -> SupplyStatus:
        """The status of a unit of the side standing in hex ``i`` (none can stand in an enemy-held hex)."""
        if i in self._enemy:
            return OUT_OF_SUPPLY
        if i in self._sources:
            return SupplyStatus(True, (self.index.ids[i],))
        parent = self._parent
        if parent[i] != UNREACHED:
            return SupplyStatus(True, self._path(i))
        reached = [n for n in self.index.neighbors[i] if parent[n] != UNREACHED]
        if not reached:
            return OUT_OF_SUPPLY
        nearest = min(reached, key=self._dist.__getitem__)
        return SupplyStatus(True, (self.index.ids[i], *self._path(nearest)))

    def holds(self, i: int) -> bool:
        """Whether a unit of the side standing in hex ``i`` is in supply / C&C: ``status_at`` without the path,
        for searches that ask it very often (the computer players)."""
        if i in self._enemy:
            return False
        parent = self._parent
        if i in self._sources or parent[i] != UNREACHED:
            return True
        return any(parent[n] != UNREACHED for n in self.index.neighbors[i])

    def status_of_hex(self, hid: str) -> SupplyStatus:
        """The status a unit of the side would have in hex ``hid`` (RULINGS R7: town C&C)."""
        return self.status_at(self.index.index[hid])

    def hexes(self) -> frozenset[int]:
        """Every hex without enemy units from which a unit of the side would be in supply."""
        parent, neighbors = self._parent, self.index.neighbors
        found = {i for i, p in enumerate(parent) if p != UNREACHED}
        for i in list(found):
            found.update(neighbors[i])
        found |= self._sources
        return frozenset(found - self._enemy)

    def _path(self, i: int) -> tuple[str, ...]:
        ids, parent = self.index.ids, self._parent
        path = [ids[i]]
        while parent[i] != i:
            i = parent[i]
            path.append(ids[i])
        return tuple(path)


def _search(idx: HexIndex, starts: frozenset[int], blocked: frozenset[int]) -> tuple[list[int], list[int]]:
    """Breadth-first parents and distances from the start hexes over unblocked hexes.

    A start hex is its own parent; unreached hexes have parent ``UNREACHED``.
    """
    parent = [UNREACHED] * len(idx.ids)
    dist = [0] * len(idx.ids)
    for s in starts:
        parent[s] = s
    queue = deque(sorted(starts))
    neighbors = idx.neighbors
    while queue:
        u = queue.popleft()
        step = dist[u] + 1
        for v in neighbors[u]:
            if parent[v] == UNREACHED and v not in blocked:
                parent[v] = u
                dist[v] = step
                queue.append(v)
    return parent, dist


def sources(board: Board, side: Side) -> frozenset[str]:
    """The side's source hexes: Soviet supply sources (8.2) or German C&C sources (9.2)."""
    return board.soviet_supply if side is Side.SOVIET else board.german_cc


def supply_net(board: Board, state: GameState, side: Side, occ: Occupancy | None = None) -> SupplyNet:
    """The side's supply / C&C search on the current position.

    It depends only on where the enemy stands and what its ZOC covers, so the board remembers it:
    while the enemy does not move, every unit of the side reuses one search.
    """
    occ = occ or occupancy(board, state)
    enemy, ezoc = occ.enemy(side), occ.ezoc(side)

    def search() -> SupplyNet:
        return SupplyNet(occ.index, occ.index.ints(sources(board, side)), enemy, ezoc)

    return board.memo(("supply", side, enemy, ezoc), search)


def supply_status(board: Board, state: GameState, side: Side) -> dict[str, SupplyStatus]:
    """Supply (Soviet) or C&C (German) status of every unit of ``side`` on the map."""
    net = supply_net(board, state, side)
    index = net.index.index
    return {
        unit_id: net.status_at(index[unit.hex])
        for unit_id, unit in state.units.items()
        if unit.status is UnitStatus.ON_MAP and unit.hex is not None and board.specs[unit_id].side is side
    }


def units_out_of_supply(board: Board, state: GameState, side: Side, unit_ids: Iterable[str]) -> list[str]:
    """Those of ``unit_ids`` (units of ``side``) out of supply / C&C, as ``supply_status`` says, without working out
    every unit's path; a unit off the map is out."""
    net = supply_net(board, state, side)
    index, units = net.index.index, state.units
    return [u for u in unit_ids if (hid := units[u].hex) is None or not net.holds(index[hid])]


@dataclass(frozen=True)
class BlockedLine:
    """The line a unit out of supply / C&C would need: ``path`` from its hex to a source, crossing as few hexes held
    by the enemy or in its ZOC as any (``blocks``, in order); empty when no line leads to a source at all."""

    path: tuple[str, ...]
    blocks: tuple[str, ...]


def blocked_line(board: Board, state: GameState, side: Side, hid: str) -> BlockedLine:
    """Why a unit of ``side`` in ``hid`` is out of supply / C&C: the line to a source with the fewest blocked hexes
    (enemy units or EZOC; the unit's own hex never blocks it, 7.4), the shortest such (8.0, 9.2)."""
    occ = occupancy(board, state)
    idx, blocked = occ.index, occ.enemy(side) | occ.ezoc(side)
    goals, start = idx.ints(sources(board, side)), idx.index[hid]
    best = {start: (0, 0)}
    parent = {start: start}
    queue = [(0, 0, start)]
    while queue:
        blocks, steps, u = heapq.heappop(queue)
        if u in goals:
            path = [u]
            while parent[path[-1]] != path[-1]:
                path.append(parent[path[-1]])
            ids = tuple(idx.ids[i] for i in reversed(path))
            return BlockedLine(
                ids, tuple(h for i, h in zip(reversed(path), ids, strict=True) if i != start and i in blocked)
            )
        if best[u] < (blocks, steps):
            continue
        for v in idx.neighbors[u]:
            cost = (blocks + (v in blocked), steps + 1)
            if v not in best or cost < best[v]:
                best[v], parent[v] = cost, u
                heapq.heappush(queue, (*cost, v))
    return BlockedLine((), ())
