"""What a computer player reads off a position before judging it: who stands where, zones of control,
Soviet supply and German C&C (``position.nets``), and which towns each side could reach with its next move
(``position.reach``).

Everything is kept as hex indices (``rules.hexindex``) for speed. Zones of control are taken as in
fair weather even in a Storm turn: the picture is about the turns to come, and a Storm lasts one turn.
A ``Memory`` kept by a player through one segment saves the searches that its own moves leave as they
were (see ``Memory``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import InitVar, dataclass, field
from functools import cached_property
from typing import TypeVar

from panzer_qt.ai.position.clock import moves_left
from panzer_qt.ai.position.hexbits import flags, hex_bits, members
from panzer_qt.ai.position.memo import kept
from panzer_qt.ai.position.nets import Net
from panzer_qt.ai.position.reach import RIVER_MP, Memory, allowances, reach_search, reached_in, step_costs
from panzer_qt.model.enums import Side, Weather
from panzer_qt.model.state import GameState, UnitState, UnitStatus
from panzer_qt.rules.board import Board
from panzer_qt.rules.hexindex import HexIndex, hex_index

T = TypeVar("T")


@dataclass(eq=False)
class Picture:
    """The derived facts of one position (a state on a board), worked out as they are asked for. With the
    picture ``last`` of a position weighed before, where the units stand is worked out from it (``_follow``)."""

    board: Board
    state: GameState
    memory: Memory | None = None
    last: InitVar[Picture | None] = None
    index: HexIndex = field(init=False)
    where: dict[str, int] = field(init=False)
    """Hex index of every unit on the map."""
    units: dict[str, UnitState] = field(init=False)
    """Every unit's state as it was when the picture was made (the state may change in place afterwards: an engine
    playing on); shared, do not change it."""

    def __post_init__(self, last: Picture | None) -> None:
        self.index = hex_index(self.board)
        self.bits = hex_bits(self.board)
        self.units = dict(self.state.units)
        self._lasting: dict[str, object] = {}
        if last is None or not self._follow(last):
            self._place()

    def _place(self) -> None:
        """Where every unit stands, from the state alone."""
        at, sides, on_map = self.index.index, self.board.sides, UnitStatus.ON_MAP
        where: dict[str, int] = {}
        germans: list[str] = []
        soviets: list[str] = []
        german = soviet = 0
        for uid, unit in self.units.items():
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

    def _follow(self, last: Picture) -> bool:
        """Where every unit stands, worked out from ``last`` when only units on the map moved on it (the same
        units, in the same order, each still on the map or still off it); False, doing nothing, otherwise."""
        units, before = self.units, last.units
        if len(units) != len(before):
            return False
        moved = []
        strong = True
        for (uid, unit), (was_id, was) in zip(units.items(), before.items(), strict=True):
            if uid is not was_id and uid != was_id:
                return False
            if unit is not was:
                if _on_map(unit) != _on_map(was):
                    return False
                if unit.hex != was.hex and _on_map(unit):
                    moved.append(uid)
                strong &= unit.steps == was.steps and unit.status is was.status
        where, held, at, sides = dict(last.where), dict(last.held), self.index.index, self.board.sides
        for uid in moved:
            where[uid] = at[units[uid].hex]  # type: ignore[index]  # on the map: a hex
        for uid in moved:
            side, left = sides[uid], last.where[uid]
            held[side] |= 1 << where[uid]
            if not any(where[u] == left for u in last._units[side]):
                held[side] &= ~(1 << left)
        self.where, self.held, self._units = where, held, last._units
        if strong:
            self._lasting = last._lasting
        return True

    def lasting(self, name: str, compute: Callable[[], T]) -> T:
        """A fact of which units are on the map and of every unit's steps and status, not of where they stand:
        worked out once, and kept by the pictures that follow while only units on the map move."""
        found = self._lasting.get(name)
        if found is None:
            found = self._lasting[name] = compute()
        return found  # type: ignore[return-value]  # ``name`` names one fact, of one type

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
        mps, where, units = allowances(self.board, self.state.weather), self.where, self._units[side]
        if side is Side.GERMAN:
            return [(where[uid], mps[uid][0]) for uid in units]
        supply = self.supply.held
        return [(i, mps[uid][not supply >> i & 1]) for uid in units for i in (where[uid],)]

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
        towns = kept(self.board, "ai towns", lambda: frozenset(self.index.ints(self.board.towns)))
        if not unit_by_unit or self.memory is None:
            budgets: dict[int, int] = {}
            for i, mp in self.starts(side):
                budgets[i] = max(budgets.get(i, 0), mp)
            enemy = (self.held[side.enemy], self.zoc_bits[side.enemy], self.state.weather)
            key = ("ai towns in reach", side, *sorted(budgets.items()), *enemy)  # positions recur in a segment
            return self.board.memo(key, lambda: reached_in(towns, self._reach_search(side, budgets)))
        reached = self.memory.reached_with((side, self.held[side.enemy], self.zoc_bits[side.enemy], self.state.weather))
        found = []
        for start in set(self.starts(side)):  # units stacked with the same MP: one start
            known = reached.get(start)
            if known is None:
                known = reached[start] = reached_in(towns, self._reach_search(side, dict([start])))
            found.append(known)
        return frozenset().union(*found)

    def freeze(self, sides: Iterable[Side] = tuple(Side)) -> None:
        """Keep these sides' towns in reach as they are now for the rest of the memory's use: the side
        not moving while the mover's options are weighed, both sides while the results of one combat are
        (they move few units)."""
        if self.memory is not None:
            self.memory.frozen = {side: self._reach_towns(side, unit_by_unit=False) for side in sides}

    def _reach_search(self, side: Side, budgets: Mapping[int, int]) -> list[int]:
        blocked = self.occupied[side.enemy]
        if side is Side.SOVIET:
            blocked = blocked | kept(self.board, "ai restricted", lambda: self.index.ints(self.board.soviet_restricted))
        river = 0 if self.state.weather is Weather.FROST else RIVER_MP
        steps = step_costs(self.board, river)
        return reach_search(self.index, budgets, blocked, self.zoc_flags(side.enemy), river, steps=steps)


def _on_map(unit: UnitState) -> bool:
    return unit.status is UnitStatus.ON_MAP and unit.hex is not None
