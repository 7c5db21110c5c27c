"""How one stack may move in the current position (12.0-12.5): its MP, its costs, the hexes closed to it.

``MovePosition`` holds what every stack shares (who stands where, ZOC, active KG ranges, Soviet
supply), computed once; ``MovePosition.stack_rules`` derives a ``StackRules`` per moving stack. The
range search (range.py) and the Move command (commands.py) both read their costs from here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property
from math import ceil
from typing import NamedTuple

from panzer_qt.model.enums import Mobility, Side, Weather
from panzer_qt.model.state import GameState, UnitStatus
from panzer_qt.model.tables import DIE_FACES
from panzer_qt.rules.board import Board
from panzer_qt.rules.hexindex import NO_RIVER, HexIndex
from panzer_qt.rules.kg import free_hexes
from panzer_qt.rules.stacking_limits import stack_fits
from panzer_qt.rules.stacks import stacks
from panzer_qt.rules.standfast import bound_column
from panzer_qt.rules.supply import SupplyNet, supply_net
from panzer_qt.rules.zoc import Occupancy, occupancy

EXIT_MP = 1
"""MP a Soviet unit spends to leave the map from an exit hex (4.1, RULINGS R14)."""


class Crossing(NamedTuple):
    """Extra MP for one river hexside: the worst and best case, and whether a die decides (12.3)."""

    worst: int
    best: int
    roll: bool


NO_COST = Crossing(0, 0, False)


@dataclass(frozen=True, eq=False)
class StackRules:
    """The movement rules for one stack in one position."""

    board: Board
    index: HexIndex
    side: Side
    unit_ids: tuple[str, ...]
    start: int
    allowance: int
    cost: tuple[int, ...]
    enemy: frozenset[int]
    restricted: frozenset[int]
    stand_fast: frozenset[int]
    ezoc: frozenset[int]
    free: frozenset[int]
    crossings: tuple[Crossing, Crossing, Crossing]
    roll_table: tuple[int, ...]
    roll_bonus: tuple[int, int, int]

    @cached_property
    def rolls_matter(self) -> bool:
        """Whether a die may make some river crossing cheaper than its worst case (12.3)."""
        return any(c.roll and c.best < c.worst for c in self.crossings)

    @cached_property
    def blocked(self) -> frozenset[int]:
        """Hexes the stack may never enter: enemy-held (R11), restriction zone (12.5), stand fast (3.2)."""
        return self.enemy | self.restricted | self.stand_fast

    def river_crossing(self, u: int, v: int, kind: int) -> Crossing:
        """The crossing cost from ``u`` into adjacent ``v`` over a side with river ``kind``.

        Crossings into active KG ranges (R9) and into or out of towns and fortified localities (12.3) are free.
        """
        if kind == NO_RIVER or v in self.free or self.index.town[u] or self.index.town[v]:
            return NO_COST
        return self.crossings[kind]

    def entry_cost(self, v: int) -> int:
        """Terrain MP to enter ``v`` (0 inside an active KG range, R9)."""
        return 0 if v in self.free else self.cost[v]

    def rolled_crossing(self, kind: int, roll: int) -> int:
        """Extra MP of a crossing whose die showed ``roll`` (+1 on major rivers, capped at the last column)."""
        return self.roll_table[min(roll + self.roll_bonus[kind], DIE_FACES) - 1]


def allowance(board: Board, weather: Weather, unit_id: str, out_of_supply: bool) -> int:
    """A unit's MP in ``weather`` (12.1), halved rounding up if Soviet and out of supply (8.3); 0 if static."""
    spec = board.specs[unit_id]
    if spec.mobility is Mobility.STATIC:
        return 0
    factors = board.scenario.tables.movement[weather]
    mp = factors.mechanized if spec.mobility is Mobility.MECHANIZED else factors.non_mechanized
    return ceil(mp / 2) if spec.side is Side.SOVIET and out_of_supply else mp


class MovePosition:
    """What movement needs to know about a position, shared by every stack that moves from it."""

    def __init__(self, board: Board, state: GameState, occ: Occupancy | None = None) -> None:
        self.board = board
        self.state = state
        self.occ = occ or occupancy(board, state)
        self.index = self.occ.index

    @cached_property
    def kg_free(self) -> frozenset[int]:
        """Hexes in active KG traffic ranges (R9)."""
        return free_hexes(self.board, self.state, self.occ)

    @cached_property
    def soviet_supply(self) -> SupplyNet:
        """Soviet supply as the stack begins to move (8.1, RULINGS R7)."""
        return supply_net(self.board, self.state, Side.SOVIET, self.occ)

    @cached_property
    def stacks(self) -> Mapping[str, tuple[str, ...]]:
        """Units on the map by hex."""
        return stacks(self.board, self.state)

    def unit_hex(self, unit_ids: Iterable[str]) -> tuple[str, Side]:
        """The one hex and side of a group of units on the map (ValueError if they are not one stack)."""
        hexes, sides = set(), set()
        for unit_id in unit_ids:
            unit = self.state.units[unit_id]
            if unit.status is not UnitStatus.ON_MAP or unit.hex is None:
                raise ValueError(f"{unit_id} is not on the map")
            hexes.add(unit.hex)
            sides.add(self.board.specs[unit_id].side)
        if len(hexes) != 1 or len(sides) != 1:
            raise ValueError("the units do not form one stack of one side")
        return hexes.pop(), sides.pop()

    def allowance(self, unit_id: str) -> int:
        """A unit's MP this phase: weather (12.1), halved rounding up if Soviet and out of supply (8.3)."""
        hid = self.state.units[unit_id].hex
        soviet = self.board.sides[unit_id] is Side.SOVIET
        cut_off = soviet and hid is not None and not self.soviet_supply.status_of_hex(hid).in_supply
        return allowance(self.board, self.state.weather, unit_id, out_of_supply=cut_off)

    def fits(self, unit_ids: tuple[str, ...], hid: str) -> bool:
        """Whether the stack may end its move in ``hid`` with the friendly units already there (6.1, 6.2).

        A hex holding no other unit (``""`` for any such hex) asks whether the stack fits alone.
        """
        present = [u for u in self.stacks.get(hid, ()) if u not in unit_ids]
        return stack_fits(self.board, self.state, [*present, *unit_ids])

    def stack_rules(self, unit_ids: Iterable[str]) -> StackRules:
        """The rules for these units moving together (ValueError if they are not one stack on the map)."""
        ids = tuple(dict.fromkeys(unit_ids))
        hid, side = self.unit_hex(ids)
        idx = self.index
        scenario = self.board.scenario
        return StackRules(
            board=self.board,
            index=idx,
            side=side,
            unit_ids=ids,
            start=idx.index[hid],
            allowance=min(self.allowance(u) for u in ids),
            cost=self._terrain_costs(ids),
            enemy=self.occ.enemy(side),
            restricted=self._restricted() if side is Side.SOVIET else frozenset(),
            stand_fast=self._stand_fast(ids),
            ezoc=self.occ.ezoc(side),
            free=self.kg_free if side is Side.GERMAN else frozenset(),
            crossings=self.board.memo(("crossings", self.state.weather), self._crossings),
            roll_table=tuple(scenario.tables.river_crossing.by_roll.get(self.state.weather, [0] * DIE_FACES)),
            roll_bonus=(0, 0, scenario.tables.river_crossing.major_river_roll_bonus),
        )

    def _restricted(self) -> frozenset[int]:
        """The Soviet restriction zone as hex indices (12.5)."""
        return self.board.memo("restricted", lambda: self.index.ints(self.board.soviet_restricted))

    def _terrain_costs(self, ids: tuple[str, ...]) -> tuple[int, ...]:
        """Per-hex terrain MP for the stack: the dearer class wherever classes differ (14.0 TEC)."""
        costs = self.index.terrain_cost
        classes = {self.board.specs[u].mobility for u in ids} - {Mobility.STATIC}
        return costs[classes.pop()] if len(classes) == 1 else self.index.mixed_cost

    def _stand_fast(self, ids: tuple[str, ...]) -> frozenset[int]:
        """Hexes west of the stand-fast column, closed on turn 1 to German units set up at or east of it (R13)."""
        column = bound_column(self.board, self.state, ids)
        if column is None:
            return frozenset()
        columns = self.index.column
        return self.board.memo(("west of", column), lambda: frozenset(i for i, c in enumerate(columns) if c < column))

    def _crossings(self) -> tuple[Crossing, Crossing, Crossing]:
        """Crossing costs by river kind: free in Frost, flat under the optional rule, else by die (12.3, R8)."""
        table = self.board.scenario.tables.river_crossing
        row = table.by_roll.get(self.state.weather)
        if self.state.weather is Weather.FROST or row is None:
            return NO_COST, NO_COST, NO_COST
        if self.board.scenario.options.river_flat_cost:
            flat = Crossing(table.flat_cost, table.flat_cost, False)
            return NO_COST, flat, flat

        def by_die(bonus: int) -> Crossing:
            costs = [row[min(roll + bonus, DIE_FACES) - 1] for roll in range(1, DIE_FACES + 1)]
            return Crossing(max(costs), min(costs), True)

        return NO_COST, by_die(0), by_die(table.major_river_roll_bonus)
