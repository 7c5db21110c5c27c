"""Movement ranges (12.0): every hex a stack may move to this phase, with MP, path and what is uncertain.

Two Dijkstra searches over hex indices, with costs from ``StackRules``. The first counts river
crossings that need a die roll at their worst case (RULINGS R8): the hexes it reaches are sure, and
those whose path crosses such a river are marked uncertain (they may cost less). The second, run
only when a roll could make a crossing cheaper, counts them at their best case: a hex it alone
reaches is in the range too, marked as needing a favourable roll, because a Move there is legal
(R43: refused only when even the best rolls cannot pay). Among equally cheap paths one without a
rolled crossing is preferred. Entering an EZOC hex ends the move; a stack that starts in an EZOC
must first enter a hex free of EZOC (7.2, RULINGS R11). A move may end over the stacking limit
(6.0, R52): such hexes are in the range, marked. A stack that has moved this segment may not move
again (12.0); it may only leave the map where the rules allow (4.1, R44).

A range may also be drawn from the end of a route fixed so far (``Leg``: the hexes entered to the last
waypoint, route.py): the search starts there with the MP that route leaves, at worst for the sure hexes and
at best for those only kind rolls reach, and every cost counts the whole route.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace

from panzer_qt.model.enums import Side
from panzer_qt.rules.hexindex import HexIndex
from panzer_qt.rules.movement.costs import EXIT_MP, MovePosition, StackRules
from panzer_qt.rules.movement.steps import steps

NO_HEXES: frozenset[str] = frozenset()
BUCKETS_MADE_FIRST = 64
"""The search's buckets made before it starts: every key of a usual allowance (up to 31 MP) has one; a dearer key
reached adds those up to it."""


class MovementRange:
    """Where a stack may move this phase.

    ``hex in reach`` tells whether a Move may end there. ``cost`` is the MP the chosen path costs at
    worst (R8 shows the worst case), ``best_cost`` the least any rolls could make it, ``path`` the
    hexes entered in order. ``uncertain`` marks hexes whose path crosses a river at the mercy of a
    die; ``needs_luck`` those only a favourable roll reaches (their worst case is beyond the MP);
    ``overstacks`` those where the stack would end over the limit (R52). The start hex is not in the
    range. ``exit_from`` holds the exit hexes from which the (Soviet) stack could leave the map this
    phase (R14, R44), ``exit_needs_luck`` those only a favourable roll gets it off from. ``route`` holds
    the hexes entered to the last waypoint of a route (empty without waypoints): every path begins with
    them, costs count them, and the last waypoint is in the range.
    """

    __slots__ = (
        "_ends",
        "_index",
        "_least",
        "_lucky",
        "_paths",
        "_position",
        "_rules",
        "hexes",
        "mp_allowance",
        "route",
        "start",
    )

    def __init__(
        self,
        *,
        start: str,
        mp_allowance: int,
        hexes: Mapping[str, int],
        index: HexIndex,
        paths: tuple[Reach, Reach | None] | None = None,
        least: Mapping[str, int] | None = None,
        route: tuple[str, ...] = (),
        position: MovePosition | None = None,
        rules: StackRules | None = None,
        exit_from: frozenset[str] = NO_HEXES,
    ) -> None:
        """A range whose over-stacking marks and exits are worked out on first asking from ``position`` and
        ``rules`` (without them: no marks, and ``exit_from`` as given, none needing luck)."""
        self.start = start
        self.route = route
        self.mp_allowance = mp_allowance
        self.hexes = hexes
        self._index = index
        self._paths = paths
        self._least = least or {}
        self._lucky: frozenset[str] | None = None
        self._position = position
        self._rules = rules
        self._ends: tuple[frozenset[str], frozenset[str], frozenset[str]] | None = None
        if position is None:
            self._ends = (NO_HEXES, exit_from, NO_HEXES)

    def __contains__(self, hid: object) -> bool:
        return hid in self.hexes

    def __iter__(self) -> Iterator[str]:
        return iter(self.hexes)

    def __len__(self) -> int:
        return len(self.hexes)

    def __repr__(self) -> str:
        return f"<MovementRange from {self.start}: {len(self.hexes)} hexes, {self.mp_allowance} MP>"

    def cost(self, hid: str) -> int:
        """MP the path to ``hid`` costs at worst (crossings at their dearest roll)."""
        return self.hexes[hid]

    def best_cost(self, hid: str) -> int:
        """The MP the path to ``hid`` costs with the kindest rolls."""
        return self._least.get(hid, self.hexes[hid])

    def path(self, hid: str) -> list[str]:
        """The hexes entered, in order, to reach ``hid``."""
        if hid == self.leg_start and hid in self.hexes:
            return list(self.route)
        if hid not in self.hexes or self._paths is None:
            raise KeyError(hid)
        sure, lucky = self._paths
        reach = lucky if lucky is not None and self.needs_luck(hid) else sure
        ids, parent = self._index.ids, reach.parent
        v, start = self._index.index[hid], self._index.index[self.leg_start]
        path: list[str] = []
        for _ in ids:  # a path enters each hex once at most: parents that never lead back must not hang the caller
            if v == start:
                path.reverse()
                return [*self.route, *path]
            path.append(ids[v])
            v = parent[v]
        raise RuntimeError(f"the search's parents lead from {hid} away from {self.leg_start}, never back")

    @property
    def leg_start(self) -> str:
        """Where the last leg of the route begins: the last waypoint, else the stack's hex."""
        return self.route[-1] if self.route else self.start

    def uncertain(self, hid: str) -> bool:
        """Whether the path to ``hid`` crosses a river whose cost a die decides (it may cost less)."""
        return hid in self.hexes and self.best_cost(hid) < self.hexes[hid]

    def needs_luck(self, hid: str) -> bool:
        """Whether only a favourable river roll gets the stack to ``hid`` (its worst case is beyond the MP)."""
        if self._lucky is None:
            self._lucky = frozenset(h for h, cost in self.hexes.items() if cost > self.mp_allowance)
        return hid in self._lucky

    def overstacks(self, hid: str) -> bool:
        """Whether ending the move in ``hid`` leaves it over the stacking limit (allowed, R52)."""
        return hid in self.overstacking

    @property
    def overstacking(self) -> frozenset[str]:
        """The hexes of the range where the stack would end over the stacking limit (R52)."""
        return self._worked_out()[0]

    @property
    def exit_from(self) -> frozenset[str]:
        """The exit hexes the (Soviet) stack could leave the map from this phase (R14, R44)."""
        return self._worked_out()[1]

    @property
    def exit_needs_luck(self) -> frozenset[str]:
        """The exit hexes of ``exit_from`` only a favourable roll gets the stack off from."""
        return self._worked_out()[2]

    def _worked_out(self) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
        """Over-stacking marks, exits and lucky exits, worked out on first asking."""
        if self._ends is None:
            position, rules = self._position, self._rules
            assert position is not None and rules is not None
            from_start = None if self.route else self.start
            exits = _exits(position, rules, from_start, self.hexes, self._least)
            self._ends = (_overstacking(position, rules, self.hexes), *exits)
        return self._ends

    @property
    def can_exit(self) -> bool:
        """Whether the stack can leave the map this phase (4.1, RULINGS R14)."""
        return bool(self.exit_from)


def movement_range(position: MovePosition, unit_ids: list[str] | tuple[str, ...]) -> MovementRange:
    """Where units moving together from their one hex may move this phase."""
    rules = position.stack_rules(unit_ids)
    log = position.state.log
    if any(u in log.moved for u in rules.unit_ids):
        return _after_moving(position, rules, min(log.mp_left.get(u, rules.allowance) for u in rules.unit_ids))
    return range_after(position, rules, Leg())


@dataclass(frozen=True)
class Leg:
    """The part of a route already fixed: the hexes entered to its last waypoint, their MP at worst and at best."""

    path: tuple[str, ...] = ()
    worst: int = 0
    best: int = 0


def range_after(position: MovePosition, rules: StackRules, done: Leg) -> MovementRange:
    """Where the stack may end its move after the route ``done`` (a stack that has not moved yet).

    The move stops at a waypoint in an enemy zone of control (7.2): the range is then that hex alone. A stack
    without MP goes nowhere; a route that leaves it none at worst may still go on into hexes that cost nothing
    (active KG traffic ranges, R9).
    """
    hexes: dict[str, int] = {}
    least: dict[str, int] = {}
    paths = None
    if rules.allowance > 0 and not (done.path and position.index.index[done.path[-1]] in rules.ezoc):
        paths = _last_leg(rules, done, hexes, least)
    if done.path:
        hexes[done.path[-1]] = done.worst
        least.pop(done.path[-1], None)
        if done.best < done.worst:
            least[done.path[-1]] = done.best
    return MovementRange(
        start=position.index.ids[rules.start],
        mp_allowance=rules.allowance,
        hexes=hexes,
        index=position.index,
        paths=paths,
        least=least,
        route=done.path,
        position=position,
        rules=rules,
    )


def _last_leg(rules: StackRules, done: Leg, hexes: dict[str, int], least: dict[str, int]) -> tuple[Reach, Reach | None]:
    """Search on from the end of ``done`` with the MP it leaves; add each hex's whole-route MP at worst to
    ``hexes`` and, where less, at best to ``least``. The second search, at the kindest rolls, runs when a die
    may decide a crossing of the leg or did one before it; it adds the hexes the first did not reach."""
    ids, index = rules.index.ids, rules.index.index
    start = index[done.path[-1]] if done.path else rules.start
    sure = search(_leg(rules, start, rules.allowance - done.worst))
    _note(sure, done, ids, hexes, least, new=sure.hexes)
    if not (rules.rolls_matter and (sure.rolled or done.best < done.worst)):
        return sure, None
    lucky = search(_leg(rules, start, rules.allowance - done.best), best_case=True)
    unreached = 2 * (rules.allowance - done.worst) + 2
    new = [v for v in lucky.hexes if sure.cost[v] >= unreached]
    _note(lucky, done, ids, hexes, least, new=new, lucky=True)
    return sure, lucky


def _note(
    reach: Reach,
    done: Leg,
    ids: tuple[str, ...],
    hexes: dict[str, int],
    least: dict[str, int],
    *,
    new: list[int],
    lucky: bool = False,
) -> None:
    """Add the hexes ``new`` that ``reach`` found with the whole route's MP at worst, and at best where that is
    less. A search's own key is its case (worst, or best when ``lucky``); ``other`` the other. A path without
    a rolled crossing has an even key: after a route that rolled for none, such a hex costs the same at best."""
    low, high = (reach.cost, reach.other) if lucky else (reach.other, reach.cost)
    shift_low, shift_high = (1, 0) if lucky else (0, 1)
    worst, best, key = done.worst, done.best, reach.cost
    hexes.update({ids[v]: worst + (high[v] >> shift_high) for v in new})
    odd = new if best < worst else [v for v in new if key[v] & 1]
    for v in odd:
        dear, cheap = worst + (high[v] >> shift_high), best + (low[v] >> shift_low)
        if cheap < dear:
            least[ids[v]] = cheap


def _leg(rules: StackRules, start: int, allowance: int) -> StackRules:
    """The rules of a leg that starts in ``start`` with ``allowance`` MP (the stack's own when they are its)."""
    if (start, allowance) == (rules.start, rules.allowance):
        return rules
    return replace(rules, start=start, allowance=allowance)


def _after_moving(position: MovePosition, rules: StackRules, mp_left: int) -> MovementRange:
    """A stack that has moved this segment goes nowhere more; from an exit hex it may still leave (R44)."""
    start = position.index.ids[rules.start]
    may_leave = rules.side is Side.SOVIET and start in position.board.soviet_exit and mp_left >= EXIT_MP
    exits = frozenset({start}) if may_leave else NO_HEXES
    return MovementRange(start=start, mp_allowance=mp_left, hexes={}, index=position.index, exit_from=exits)


def _overstacking(position: MovePosition, rules: StackRules, hexes: Mapping[str, int]) -> frozenset[str]:
    """The hexes of the range where the stack would end over the limit."""
    moving, crowded = rules.unit_ids, position.stacks
    alone = position.fits(moving, "")
    return frozenset(h for h in hexes if not (position.fits(moving, h) if h in crowded else alone))


def _exits(
    position: MovePosition, rules: StackRules, start: str | None, hexes: Mapping[str, int], least: Mapping[str, int]
) -> tuple[frozenset[str], frozenset[str]]:
    """Exit hexes the stack can leave the map from, and those of them only a favourable roll allows (``start``:
    the stack's hex when it may leave from where it stands)."""
    if rules.side is not Side.SOVIET or rules.allowance < EXIT_MP:
        return NO_HEXES, NO_HEXES
    exits, index = position.board.soviet_exit, position.index.index
    spare = rules.allowance - EXIT_MP
    found = {h for h in exits & hexes.keys() if least.get(h, hexes[h]) <= spare and index[h] not in rules.ezoc}
    lucky = frozenset(h for h in found if hexes[h] > spare)
    if start is not None and start in exits:
        found.add(start)
    return frozenset(found), lucky


@dataclass(frozen=True)
class Reach:
    """What one search found: per hex ``cost`` = 2 * MP + (1 if a die decides a crossing on the way; -1 for a hex
    the stack may never enter), ``other`` = the MP of the same path with every rolled crossing at its other
    extreme, ``parent`` the hex it is entered from; ``hexes`` the hexes reached, in the order first reached
    (only their entries count)."""

    cost: list[int]
    other: list[int]
    parent: list[int]
    hexes: list[int]
    rolled: bool = False
    """Whether the search met a crossing a die decides (if not, the kindest rolls reach nothing more)."""


def search(rules: StackRules, best_case: bool = False) -> Reach:
    """Cheapest MP to every hex the stack can enter this phase, preferring paths without rolled crossings.

    Rolled crossings count at their worst case, or at their best with ``best_case``. Each step's cost comes
    from ``steps.steps`` (those of ``StackRules.entry_cost`` and ``StackRules.river_crossing``, doubled, so
    the key of a hex carries its uncertainty in the low bit). Keys are small integers, so hexes wait in one
    bucket per key, sorted when its turn comes; a hex entered for nothing joins its bucket in order (ties go to
    the lowest hex index, as in one heap). The buckets run to the dearest key reached (the first
    ``BUCKETS_MADE_FIRST`` made at once), not to the allowance: the work depends on the map, never on the size
    of the MP. Every hex starts at the first key beyond the allowance, so one comparison says whether a step is
    affordable and better; a hex the stack may never enter starts at -1, which no step beats. A hex in an enemy
    zone of control is reached but never left, so it waits in no bucket; the first step out of the start may not
    enter one if the start lies in one (7.2): those hexes hold -1 too until the start is left.
    """
    beyond = 2 * rules.allowance + 2
    cost, other, parent, closed = _fresh(rules, beyond)
    found: list[int] = []
    if rules.allowance < 0:
        return Reach(cost, other, parent, found)
    moves, ezoc = steps(rules, best_case), rules.ezoc
    reached = found.append
    buckets: list[list[int]] = [[] for _ in range(min(beyond, BUCKETS_MADE_FIRST))]
    buckets[0].append(rules.start)
    for key, queue in enumerate(buckets):  # on to the buckets added as dearer keys are reached
        queue.sort()
        rows = moves.odd if key & 1 else moves.even
        for i, u in enumerate(queue):
            if key != cost[u]:
                continue
            spent = other[u]
            for v, add, mp in rows[u]:
                if key + add >= cost[v]:
                    continue
                new = key + add
                if cost[v] == beyond:
                    reached(v)
                cost[v], other[v], parent[v] = new, spent + mp, u
                if v in ezoc:
                    continue
                if new == key:
                    insort(queue, v, i + 1)
                    continue
                try:
                    buckets[new].append(v)
                except IndexError:
                    buckets.extend([] for _ in range(new + 1 - len(buckets)))
                    buckets[new].append(v)
            if closed:
                for v in closed:
                    cost[v] = beyond
                closed = []
    rolls = moves.rolls
    return Reach(cost, other, parent, found, rolls[rules.start] or any(rolls[v] for v in found if v not in ezoc))


def _fresh(rules: StackRules, beyond: int) -> tuple[list[int], list[int], list[int], list[int]]:
    """A search's arrays (every hex at ``beyond`` but the start, at 0, and the hexes never entered, at -1) and
    the hexes its first step may not enter, their key made -1 meanwhile: the enemy zone of control around a
    start that lies in it (7.2)."""
    start, size = rules.start, len(rules.index.ids)
    key = ("unentered", rules.enemy, rules.restricted, rules.stand_fast, beyond)
    cost = rules.board.memo(key, lambda: _unentered(rules, beyond))[:]
    cost[start] = 0
    ezoc = rules.ezoc
    closed = [v for v, _ in rules.index.sides[start] if v in ezoc and cost[v] == beyond] if start in ezoc else []
    for v in closed:
        cost[v] = -1
    return cost, [0] * size, [-1] * size, closed


def _unentered(rules: StackRules, beyond: int) -> list[int]:
    """Every hex at ``beyond``, but those the stack may never enter at -1."""
    cost = [beyond] * len(rules.index.ids)
    for v in rules.blocked:
        cost[v] = -1
    return cost
