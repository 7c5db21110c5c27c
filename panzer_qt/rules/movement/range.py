"""Movement ranges (12.0): every hex a stack can end its move in this phase, with MP spent and path.

The search is a Dijkstra over hex indices with costs from ``StackRules``. River crossings that need
a die roll count at their worst case and mark the hexes behind them as uncertain (RULINGS R8);
among equally cheap paths one without such a crossing is preferred. Entering an EZOC hex ends the
move; a stack that starts in an EZOC must first enter a hex free of EZOC (7.2, RULINGS R11).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from heapq import heappop, heappush

from panzer_qt.model.enums import Side
from panzer_qt.rules.hexindex import HexIndex
from panzer_qt.rules.movement.costs import EXIT_MP, MovePosition, StackRules


class MovementRange:
    """The hexes a stack can reach and stop in this phase.

    ``hex in rng`` tells whether the stack may end its move there; ``cost`` and ``path`` give the MP
    spent (worst case) and the hexes entered in order; ``uncertain`` marks hexes whose path crosses a
    river at the mercy of a die. The start hex itself is not in the range. ``exit_from`` holds the
    exit hexes from which the (Soviet) stack could still leave the map this phase (R14).
    """

    __slots__ = ("_index", "_reach", "exit_from", "hexes", "mp_allowance", "start")

    def __init__(
        self,
        *,
        start: str,
        mp_allowance: int,
        hexes: Mapping[str, int],
        exit_from: frozenset[str],
        index: HexIndex,
        reach: Reach,
    ) -> None:
        self.start = start
        self.mp_allowance = mp_allowance
        self.hexes = hexes
        self.exit_from = exit_from
        self._index = index
        self._reach = reach

    def __contains__(self, hid: object) -> bool:
        return hid in self.hexes

    def __iter__(self) -> Iterator[str]:
        return iter(self.hexes)

    def __len__(self) -> int:
        return len(self.hexes)

    def __repr__(self) -> str:
        return f"<MovementRange from {self.start}: {len(self.hexes)} hexes, {self.mp_allowance} MP>"

    def cost(self, hid: str) -> int:
        """MP spent to reach ``hid`` (crossings at their worst case)."""
        return self.hexes[hid]

    def path(self, hid: str) -> list[str]:
        """The hexes entered, in order, to reach ``hid``."""
        if hid not in self.hexes:
            raise KeyError(hid)
        ids, parent = self._index.ids, self._reach.parent
        v, start = self._index.index[hid], self._index.index[self.start]
        path = []
        while v != start:
            path.append(ids[v])
            v = parent[v]
        path.reverse()
        return path

    def uncertain(self, hid: str) -> bool:
        """Whether the path to ``hid`` crosses a river whose cost a die decides."""
        return hid in self.hexes and bool(self._reach.best[self._index.index[hid]] & 1)

    @property
    def can_exit(self) -> bool:
        """Whether the stack can leave the map this phase (4.1, RULINGS R14)."""
        return bool(self.exit_from)


def movement_range(position: MovePosition, unit_ids: list[str] | tuple[str, ...]) -> MovementRange:
    """The movement range of units moving together from their one hex."""
    rules = position.stack_rules(unit_ids)
    reach = search(rules)
    ids, best, moving = position.index.ids, reach.best, rules.unit_ids
    crowded = position.stacks
    alone = position.fits(moving, "")
    hexes = {}
    for v in reach.hexes:
        hid = ids[v]
        if position.fits(moving, hid) if hid in crowded else alone:
            hexes[hid] = best[v] >> 1
    start = ids[rules.start]
    return MovementRange(
        start=start,
        mp_allowance=rules.allowance,
        hexes=hexes,
        exit_from=_exits(position, rules, start, hexes),
        index=position.index,
        reach=reach,
    )


def _exits(position: MovePosition, rules: StackRules, start: str, hexes: Mapping[str, int]) -> frozenset[str]:
    if rules.side is not Side.SOVIET or rules.allowance < EXIT_MP:
        return frozenset()
    exits = position.board.soviet_exit
    spare = rules.allowance - EXIT_MP
    found = {h for h in exits & hexes.keys() if hexes[h] <= spare and position.index.index[h] not in rules.ezoc}
    if start in exits:
        found.add(start)
    return frozenset(found)


SHIFT = 16
"""Heap entries pack ``key << SHIFT | hex``; maps have fewer than 2**16 hexes."""
UNSEEN = 1 << 62


@dataclass(frozen=True)
class Reach:
    """What the search found: per hex ``best`` = 2 * MP + (1 if a die decides a crossing on the way)."""

    best: list[int]
    parent: list[int]
    hexes: list[int]


def search(rules: StackRules) -> Reach:
    """Cheapest worst-case MP to every hex the stack can enter this phase, preferring certain paths.

    Costs are those of ``StackRules.entry_cost`` and ``StackRules.river_crossing(...).worst``, laid
    out as per-hex arrays of doubled MP so the key of a hex carries its uncertainty in the low bit.
    """
    idx = rules.index
    start, limit = rules.start, 2 * rules.allowance + 1
    best, parent = [UNSEEN] * len(idx.ids), [-1] * len(idx.ids)
    best[start] = 0
    found: list[int] = []
    if rules.allowance <= 0:
        return Reach(best, parent, found)
    enter, crossing = _doubled_costs(rules)
    neighbors, rivers, town = idx.neighbors, idx.rivers, idx.town
    ezoc, free, mask = rules.ezoc, rules.free, (1 << SHIFT) - 1
    heap = [start]
    while heap:
        item = heappop(heap)
        key, u = item >> SHIFT, item & mask
        if key != best[u]:
            continue
        closed = NOWHERE
        if u in ezoc:
            if u != start:
                continue
            closed = ezoc
        for v, kind in zip(neighbors[u], rivers[u], strict=False):
            new = key + enter[v]
            if kind and v not in free and not (town[u] or town[v]):
                new = (new + crossing[kind][0]) | crossing[kind][1]
            if new > limit or new >= best[v] or v in closed:
                continue
            if best[v] == UNSEEN:
                found.append(v)
            best[v] = new
            parent[v] = u
            heappush(heap, new << SHIFT | v)
    return Reach(best, parent, found)


NOWHERE: frozenset[int] = frozenset()


def _doubled_costs(rules: StackRules) -> tuple[list[int], tuple[tuple[int, int], ...]]:
    """Doubled terrain MP per hex (0 in active KG ranges, out of reach if blocked), doubled crossings."""
    enter = [2 * c for c in rules.cost]
    for v in rules.free:
        enter[v] = 0
    out_of_reach = 2 * rules.allowance + 2
    for v in rules.blocked:
        enter[v] = out_of_reach
    crossing = tuple((2 * c.worst, int(c.roll)) for c in rules.crossings)
    return enter, crossing
