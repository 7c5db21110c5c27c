"""Movement ranges (12.0): every hex a stack can end its move in this phase, with MP spent and path.

The search is a Dijkstra over hex indices with costs from ``StackRules``. River crossings that need
a die roll count at their worst case and mark the hexes behind them as uncertain (RULINGS R8);
among equally cheap paths one without such a crossing is preferred. Entering an EZOC hex ends the
move; a stack that starts in an EZOC must first enter a hex free of EZOC (7.2, RULINGS R11).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from heapq import heappop, heappush

from panzer_qt.model.enums import Side
from panzer_qt.rules.stackrules import EXIT_MP, MovePosition, StackRules


class MovementRange:
    """The hexes a stack can reach and stop in this phase.

    ``hex in rng`` tells whether the stack may end its move there; ``cost`` and ``path`` give the MP
    spent (worst case) and the hexes entered in order; ``uncertain`` marks hexes whose path crosses a
    river at the mercy of a die. The start hex itself is not in the range. ``exit_from`` holds the
    exit hexes from which the (Soviet) stack could still leave the map this phase (R14).
    """

    __slots__ = ("_parent", "_uncertain", "exit_from", "hexes", "mp_allowance", "start")

    def __init__(
        self,
        *,
        start: str,
        mp_allowance: int,
        hexes: Mapping[str, int],
        parent: Mapping[str, str],
        uncertain: frozenset[str],
        exit_from: frozenset[str],
    ) -> None:
        self.start = start
        self.mp_allowance = mp_allowance
        self.hexes = hexes
        self.exit_from = exit_from
        self._parent = parent
        self._uncertain = uncertain

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
        path = []
        while hid != self.start:
            path.append(hid)
            hid = self._parent[hid]
        path.reverse()
        return path

    def uncertain(self, hid: str) -> bool:
        """Whether the path to ``hid`` crosses a river whose cost a die decides."""
        return hid in self._uncertain

    @property
    def can_exit(self) -> bool:
        """Whether the stack can leave the map this phase (4.1, RULINGS R14)."""
        return bool(self.exit_from)


def movement_range(position: MovePosition, unit_ids: list[str] | tuple[str, ...]) -> MovementRange:
    """The movement range of units moving together from their one hex."""
    rules = position.stack_rules(unit_ids)
    best, parent, unsure = search(rules)
    ids = position.index.ids
    start = ids[rules.start]
    hexes = {ids[v]: c for v, c in best.items() if v != rules.start}
    hexes = {h: c for h, c in hexes.items() if position.fits(rules.unit_ids, h)}
    return MovementRange(
        start=start,
        mp_allowance=rules.allowance,
        hexes=hexes,
        parent={ids[v]: ids[u] for v, u in parent.items()},
        uncertain=frozenset(ids[v] for v in unsure),
        exit_from=_exits(position, rules, start, hexes),
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


def search(rules: StackRules) -> tuple[dict[int, int], dict[int, int], set[int]]:
    """Cheapest worst-case MP to every reachable hex, each hex's predecessor, and the uncertain hexes.

    The per-step cost is ``StackRules.entry_cost`` plus ``StackRules.river_crossing(...).worst``,
    written out inline here because this loop is the engine's hottest.
    """
    start, allowance = rules.start, rules.allowance
    if allowance <= 0:
        return {start: 0}, {}, set()
    idx = rules.index
    neighbors, rivers, town = idx.neighbors, idx.rivers, idx.town
    blocked, ezoc, free, cost = rules.blocked, rules.ezoc, rules.free, rules.cost
    crossings = rules.crossings
    best = {start: 0}
    parent: dict[int, int] = {}
    unsure: set[int] = set()
    heap: list[tuple[int, bool, int]] = [(0, False, start)]
    while heap:
        c, un, u = heappop(heap)
        if c != best[u] or un != (u in unsure):
            continue
        leaving_ezoc = u == start and u in ezoc
        if u in ezoc and u != start:
            continue
        for v, kind in zip(neighbors[u], rivers[u], strict=True):
            if v in blocked or (leaving_ezoc and v in ezoc):
                continue
            nc, nu = c, un
            if v not in free:
                nc += cost[v]
                if kind and not (town[u] or town[v]):
                    crossing = crossings[kind]
                    nc += crossing.worst
                    nu = un or crossing.roll
            if nc > allowance:
                continue
            old = best.get(v)
            if old is None or nc < old or (nc == old and not nu and v in unsure):
                best[v] = nc
                parent[v] = u
                if nu:
                    unsure.add(v)
                else:
                    unsure.discard(v)
                heappush(heap, (nc, nu, v))
    return best, parent, unsure
