"""What a computer player reads off a position before judging it: who stands where, zones of control,
Soviet supply, German C&C, and which towns each side could reach with its next move.

Everything is kept as hex indices (``rules.hexindex``) for speed. Zones of control are taken as in
fair weather even in a Storm turn: the picture is about the turns to come, and a Storm lasts one turn.
A ``Memory`` kept by a player through one segment saves the searches that its own moves leave as they
were (see ``Memory``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from weakref import WeakKeyDictionary

from panzer_qt.ai.bits import Spread, bits_of, flags, hex_bits, members
from panzer_qt.model.enums import Mobility, Phase, Segment, Sequence, Side, Weather
from panzer_qt.model.state import GameState, UnitStatus
from panzer_qt.rules.board import Board
from panzer_qt.rules.hexindex import HexIndex, hex_index
from panzer_qt.rules.movement.costs import allowance
from panzer_qt.rules.sequence import turn_stations
from panzer_qt.rules.supply import sources as sources_of

RIVER_MP = 1
"""MP a reach search adds per river crossing outside Frost (the table's rolls average a little above 1)."""
MEMORY_SIZE = 256
"""Enemy placements a ``Memory`` keeps the towns in reach for (it forgets them all when full)."""

Reached = dict[tuple[int, int], frozenset[int]]
"""Towns in reach of a unit by its hex and MP, for one enemy placement."""


@dataclass
class Memory:
    """Searches a player reuses while it weighs many positions of one segment.

    ``towns_reached`` caches, per enemy placement and then per unit hex and MP, the towns a unit
    could reach. ``frozen`` holds, per side, the towns that side could reach as worked out once for
    the whole planning step: the side not moving keeps it while the mover's candidates are weighed
    (its zones of control change only a little from one candidate to the next).
    """

    towns_reached: dict[tuple[object, ...], Reached] = field(default_factory=dict)
    frozen: dict[Side, frozenset[int]] = field(default_factory=dict)

    def reached_with(self, enemy: tuple[object, ...]) -> Reached:
        """The towns in reach kept for one enemy placement (forgetting every placement when full)."""
        found = self.towns_reached.get(enemy)
        if found is None:
            if len(self.towns_reached) >= MEMORY_SIZE:
                self.towns_reached.clear()
            found = self.towns_reached[enemy] = {}
        return found


@dataclass(eq=False)
class Picture:
    """The derived facts of one position (a state on a board), worked out as they are asked for."""

    board: Board
    state: GameState
    memory: Memory | None = None
    index: HexIndex = field(init=False)
    where: dict[str, int] = field(init=False)
    """Hex index of every unit on the map."""

    def __post_init__(self) -> None:
        self.index = hex_index(self.board)
        self.bits = hex_bits(self.board)
        at, sides, on_map = self.index.index, self.board.sides, UnitStatus.ON_MAP
        where: dict[str, int] = {}
        germans: list[str] = []
        soviets: list[str] = []
        german = soviet = 0
        for uid, unit in self.state.units.items():
            if unit.status is on_map and unit.hex is not None:
                i = where[uid] = at[unit.hex]
                if sides[uid] is Side.GERMAN:
                    german |= 1 << i
                    germans.append(uid)
                else:
                    soviet |= 1 << i
                    soviets.append(uid)
        self.where = where
        self.held = {Side.GERMAN: german, Side.SOVIET: soviet}
        self._units = {Side.GERMAN: germans, Side.SOVIET: soviets}

    @cached_property
    def zoc_bits(self) -> dict[Side, int]:
        """Each side's zone of control as in fair weather (7.0), as bits."""
        return {side: self.bits.grow(held) for side, held in self.held.items()}

    @cached_property
    def occupied(self) -> dict[Side, frozenset[int]]:
        """Hexes holding units of each side."""
        return {side: frozenset(members(held)) for side, held in self.held.items()}

    def zoc_flags(self, side: Side) -> list[bool]:
        """Whether each hex (by index) is in ``side``'s zone of control as in fair weather (7.0)."""
        found = self._zoc_flags.get(side)
        if found is None:
            found = self._zoc_flags[side] = flags(self.zoc_bits[side], len(self.index.ids))
        return found

    def units_of(self, side: Side) -> list[str]:
        """Units of ``side`` on the map (shared: do not change the list)."""
        return self._units[side]

    # -- supply and C&C ----------------------------------------------------------------------------
    def _net(self, side: Side, ezoc: int, kind: str) -> Net:
        enemy = self.held[side.enemy]
        key = ("ai net", side, enemy, ezoc)
        return self.board.memo(key, lambda: Net.search(self.board, side, enemy, ezoc, kind))

    @cached_property
    def cc(self) -> Net:
        """German C&C (9.2, R6)."""
        return self._net(Side.GERMAN, self.zoc_bits[Side.SOVIET], "cc")

    @cached_property
    def supply(self) -> Net:
        """Soviet supply (8.2, R6)."""
        return self._net(Side.SOVIET, self.zoc_bits[Side.GERMAN], "supply")

    @cached_property
    def fragile_cc(self) -> Net:
        """German C&C if every Soviet ZOC reached one hex further: a division out of it is one Soviet step
        from being cut off."""
        return self._net(Side.GERMAN, self.bits.grow(self.zoc_bits[Side.SOVIET]), "fragile")

    @cached_property
    def closing_cc(self) -> Net:
        """German C&C if every Soviet ZOC reached two hexes further: a division out of it but in
        ``fragile_cc`` stands in a pocket that two Soviet steps could close."""
        return self._net(Side.GERMAN, self.bits.grow(self.bits.grow(self.zoc_bits[Side.SOVIET])), "closing")

    def starts(self, side: Side) -> list[tuple[int, int]]:
        """Each unit of ``side`` on the map: its hex and its MP in the current weather (Soviet: halved out of
        supply; 0 for static garrisons)."""
        mps, sides = _allowances(self.board, self.state.weather), self.board.sides
        if side is Side.GERMAN:
            return [(i, mps[uid][0]) for uid, i in self.where.items() if sides[uid] is side]
        supply = self.supply.held
        return [(i, mps[uid][not supply >> i & 1]) for uid, i in self.where.items() if sides[uid] is side]

    # -- reach -------------------------------------------------------------------------------------
    def towns_in_reach(self, side: Side) -> frozenset[int]:
        """Town hexes some mobile unit of ``side`` could enter with its next move (none if it has no move left)."""
        if self.memory is not None and side in self.memory.frozen:
            return self.memory.frozen[side]
        found = self._towns_reached.get(side)
        if found is None:
            found = self._towns_reached[side] = self._reach_towns(side, unit_by_unit=self.memory is not None)
        return found

    @cached_property
    def _towns_reached(self) -> dict[Side, frozenset[int]]:
        return {}

    @cached_property
    def _zoc_flags(self) -> dict[Side, list[bool]]:
        return {}

    def _reach_towns(self, side: Side, *, unit_by_unit: bool) -> frozenset[int]:
        """One search from every unit at once, or one per unit remembered in the memory (cheaper when
        only a few units change place between the positions weighed)."""
        if moves_left(self.board, self.state, side) == 0:
            return frozenset()
        towns = self.board.memo("ai towns", lambda: frozenset(self.index.ints(self.board.towns)))
        if not unit_by_unit or self.memory is None:
            budgets: dict[int, int] = {}
            for i, mp in self.starts(side):
                budgets[i] = max(budgets.get(i, 0), mp)
            enemy = (self.held[side.enemy], self.zoc_bits[side.enemy], self.state.weather)
            key = ("ai towns in reach", side, *sorted(budgets.items()), *enemy)  # positions recur in a segment
            return self.board.memo(key, lambda: _reached(towns, self._reach_search(side, budgets)))
        found: set[int] = set()
        reached = self.memory.reached_with((side, self.held[side.enemy], self.zoc_bits[side.enemy], self.state.weather))
        for start in self.starts(side):
            known = reached.get(start)
            if known is None:
                known = reached[start] = _reached(towns, self._reach_search(side, dict([start])))
            found |= known
        return frozenset(found)

    def freeze(self, sides: Iterable[Side] = tuple(Side)) -> None:
        """Keep these sides' towns in reach as they are now for the rest of the memory's use: the side
        not moving while the mover's options are weighed, both sides while the results of one combat are
        (they move few units)."""
        if self.memory is not None:
            self.memory.frozen = {side: self._reach_towns(side, unit_by_unit=False) for side in sides}

    def _reach_search(self, side: Side, budgets: Mapping[int, int]) -> list[int]:
        blocked = self.occupied[side.enemy]
        if side is Side.SOVIET:
            blocked = blocked | self.board.memo("ai restricted", lambda: self.index.ints(self.board.soviet_restricted))
        river = 0 if self.state.weather is Weather.FROST else RIVER_MP
        return reach_search(self.index, budgets, blocked, self.zoc_flags(side.enemy), river)


@dataclass(frozen=True)
class Net:
    """One side's supply (Soviet) or C&C (German) as in R6, the engine's ``rules.supply`` worked out on
    bits: a unit is in it when its hex can be traced to, lies next to such a hex, or is a source hex
    without enemy units. ``held`` holds every hex a unit of the side would be in it from."""

    held: int

    @classmethod
    def search(cls, board: Board, side: Side, enemy: int, ezoc: int, kind: str | None = None) -> Net:
        """The net of ``side`` with enemy units in ``enemy`` and the enemy's ZOC over ``ezoc``. A ``kind``
        of net (a player weighs many positions a move or two apart) resumes the flood fill of the last
        net of that kind where the two part (``HexBits.spread_again``): the same net, sooner."""
        bits, sources = hex_bits(board), _source_bits(board, side)
        clear = bits.full & ~(enemy | ezoc)
        if kind is None:
            reached = bits.spread(sources & clear, clear)
        else:
            fills = _FILLS.setdefault(board, {})
            before = fills.get((side, kind))
            if before is None:
                steps = bits.spread_steps(sources & clear, clear)
            else:
                steps = bits.spread_again(before, sources & clear, clear)
            fills[side, kind] = (clear, steps)
            reached = steps[-1]
        return cls((bits.grow(reached) | sources) & ~enemy)

    @classmethod
    def with_one_more(cls, board: Board, side: Side, enemy: int, ezoc: int, hexes: Iterable[int]) -> Iterator[Net]:
        """``search`` with one more enemy unit, and its ZOC, in each of ``hexes`` in turn. The flood fill
        without it is kept step by step, and each new one resumes from the last step the new unit's zone
        does not touch (until then the two fills are the same)."""
        bits, sources = hex_bits(board), _source_bits(board, side)
        clear = bits.full & ~(enemy | ezoc)
        steps = bits.spread_steps(sources & clear, clear)
        for i in hexes:
            zone = bits.grow(1 << i)
            narrowed = clear & ~zone
            low, high = 0, len(steps)  # the first step that touches the zone (``len(steps)``: none does)
            while low < high:
                middle = (low + high) // 2
                if steps[middle] & zone:
                    high = middle
                else:
                    low = middle + 1
            reached = bits.spread(steps[max(low - 1, 0)] & narrowed, narrowed)
            yield cls((bits.grow(reached) | sources) & ~(enemy | 1 << i))

    def holds(self, i: int) -> bool:
        """Whether a unit of the side standing in hex ``i`` is in supply / C&C."""
        return bool(self.held >> i & 1)


_FILLS: WeakKeyDictionary[Board, dict[tuple[Side, str], Spread]] = WeakKeyDictionary()
"""The last flood fill of each side and kind of net, per board (``Net.search``)."""


def _source_bits(board: Board, side: Side) -> int:
    return board.memo(("ai source bits", side), lambda: bits_of(hex_index(board).ints(sources_of(board, side))))


def reach_search(
    idx: HexIndex, budgets: Mapping[int, int], blocked: frozenset[int], stop: list[bool], river: int
) -> list[int]:
    """Most MP left on arrival in each hex (by index) some start can reach with its budget, -1 elsewhere.

    Mechanized terrain costs, ``river`` extra MP per river hexside (none into or out of a town); a hex
    ``i`` with ``stop[i]`` (enemy ZOC) may be entered but not left unless it is a start; ``blocked``
    hexes never.
    """
    best = [-1] * len(idx.ids)
    top = max(budgets.values(), default=0)
    buckets: list[list[int]] = [[] for _ in range(top + 1)]
    walled = [i for i in blocked if i not in budgets]
    for i in walled:
        best[i] = _WALL  # never improved on: never entered
    pinned = blocked & budgets.keys()  # a blocked start keeps its own budget
    for i, mp in budgets.items():
        best[i] = mp
        buckets[mp].append(i)
    steps = _steps(idx, river)
    for left in range(top, -1, -1):
        for u in buckets[left]:
            if best[u] != left or (stop[u] and u not in budgets):
                continue
            for v, cost in steps[u]:
                rest = left - cost
                if rest > best[v] and not (pinned and v in pinned):
                    best[v] = rest
                    buckets[rest].append(v)
    for i in walled:
        best[i] = -1
    return best


_WALL = 1 << 30
_STEPS: WeakKeyDictionary[HexIndex, dict[int, tuple[tuple[tuple[int, int], ...], ...]]] = WeakKeyDictionary()


def _steps(idx: HexIndex, river: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Each hex's neighbours with the MP of the step into them (``reach_search``), built once per index."""
    known = _STEPS.setdefault(idx, {})
    found = known.get(river)
    if found is None:
        cost, town = idx.terrain_cost[Mobility.MECHANIZED], idx.town
        found = known[river] = tuple(
            tuple(
                (v, cost[v] + (river if kind and not (town[u] or town[v]) else 0))
                for v, kind in zip(idx.neighbors[u], idx.rivers[u], strict=True)
            )
            for u in range(len(idx.ids))
        )
    return found


def _allowances(board: Board, weather: Weather) -> dict[str, tuple[int, int]]:
    """Each unit's MP in ``weather`` in supply and out of it (``rules.movement.costs.allowance``)."""
    return board.memo(
        ("ai allowances", weather),
        lambda: {u: (allowance(board, weather, u, False), allowance(board, weather, u, True)) for u in board.specs},
    )


def _reached(hexes: frozenset[int], best: list[int]) -> frozenset[int]:
    return frozenset(i for i in hexes if best[i] >= 0)


def moves_left(board: Board, state: GameState, side: Side) -> int:
    """Movement segments ``side`` still has in the game, the current one included (a side that has not
    announced its sequence is counted as moving twice a turn)."""
    return _left(board, state)[side, Segment.MOVEMENT]


def combats_left(board: Board, state: GameState, side: Side) -> int:
    """Combat segments ``side`` still has in the game, the current one included (as ``moves_left``)."""
    return _left(board, state)[side, Segment.COMBAT]


def _left(board: Board, state: GameState) -> dict[tuple[Side, Segment], int]:
    """Both sides' movement and combat segments left, remembered by the state's turn, phase, segment and
    sequences (a handful per game)."""
    key = (state.game_over, state.turn, state.phase, state.segment, *state.sequence.items())
    known = _SEGMENTS_LEFT.setdefault(board, {})
    found = known.get(key)
    if found is None:
        found = known[key] = {
            (side, kind): _segments_left(board, state, side, kind)
            for side in Side
            for kind in (Segment.MOVEMENT, Segment.COMBAT)
        }
    return found


_SEGMENTS_LEFT: WeakKeyDictionary[Board, dict[tuple[object, ...], dict[tuple[Side, Segment], int]]] = (
    WeakKeyDictionary()
)


def _segments_left(board: Board, state: GameState, side: Side, kind: Segment) -> int:
    last = board.scenario.options.last_turn
    if state.game_over or state.turn > last:
        return 0
    later = 2 * (last - state.turn)
    if state.phase is Phase.SETUP:
        return later + 2
    sequences = {s: state.sequence.get(s, Sequence.MOVE_FIGHT) for s in Side}
    stations = turn_stations(sequences)
    here = (state.phase, state.segment)
    start = stations.index(here) if here in stations else len(stations)
    mine = (Phase.SOVIET_1, Phase.SOVIET_2) if side is Side.SOVIET else (Phase.GERMAN_1, Phase.GERMAN_2)
    ahead = sum(1 for phase, segment in stations[start:] if phase in mine and segment is kind)
    return later + ahead
