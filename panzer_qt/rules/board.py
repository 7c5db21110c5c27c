"""Static facts of a scenario the engine looks up all the time, built once per game."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, TypeVar

from panzer_qt.model.enums import Side
from panzer_qt.model.mapspec import River, Town
from panzer_qt.model.oob import UnitSpec
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.state import GameState, UnitState
from panzer_qt.rules.grid import HexGrid, Hexside, grid_for, side_key

T = TypeVar("T")

MEMO_SIZE = 256
"""How many answers of pure position queries a board keeps, the least recently used going first."""


@dataclass(frozen=True, eq=False)
class Board:
    """The scenario's map and order of battle, indexed for the engine."""

    scenario: Scenario
    _memo: OrderedDict[Hashable, Any] = field(default_factory=OrderedDict, init=False, repr=False)
    _memo_lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)

    def memo(self, key: Hashable, compute: Callable[[], T]) -> T:
        """The answer of a pure function of this board and ``key``, computed once while it stays in the memo.

        ``key`` must hold everything the answer depends on besides the board. Thread-safe.
        """
        memo = self._memo
        with self._memo_lock:
            if key in memo:
                memo.move_to_end(key)
                found: T = memo[key]
                return found
        value = compute()
        with self._memo_lock:
            memo[key] = value
            if len(memo) > MEMO_SIZE:
                memo.popitem(last=False)
        return value

    def forget(self) -> None:
        """Empty the memo: the next queries work everything out again (benchmarks time them so)."""
        with self._memo_lock:
            self._memo.clear()

    def per_placement(self, state: GameState, key: Hashable, compute: Callable[[], T], side: Side | None = None) -> T:
        """``compute()`` remembered for this exact set of unit states (of ``side`` only, if given) and ``key``.

        For pure functions of where the units stand: units are immutable values, so the same unit
        objects mean the same placement. The memo holds the units, so their ids stay unique.
        """
        units = tuple(state.units.values()) if side is None else tuple(map(state.units.__getitem__, self.ids[side]))
        held: tuple[tuple[UnitState, ...], T] = self.memo((key, *map(id, units)), lambda: (units, compute()))
        return held[1]

    @cached_property
    def ids(self) -> dict[Side, tuple[str, ...]]:
        """Each side's unit ids, in order-of-battle order."""
        return {side: tuple(u.id for u in self.scenario.units if u.side is side) for side in Side}

    @cached_property
    def oob_index(self) -> dict[str, int]:
        """Each unit's place in the order of battle."""
        return {u.id: i for i, u in enumerate(self.scenario.units)}

    @cached_property
    def grid(self) -> HexGrid:
        """The hex grid of the map."""
        return grid_for(self.scenario.map)

    @cached_property
    def specs(self) -> dict[str, UnitSpec]:
        """Order-of-battle entries by unit id."""
        return {u.id: u for u in self.scenario.units}

    @cached_property
    def sides(self) -> dict[str, Side]:
        """The side of each unit, by unit id."""
        return {u.id: u.side for u in self.scenario.units}

    @cached_property
    def towns(self) -> dict[str, Town]:
        """The town or fortified locality of each town hex."""
        return {h: t for t in self.scenario.map.towns for h in t.hexes}

    @cached_property
    def town_vp(self) -> dict[str, int]:
        """The VP a town hex (1) or fortified-locality hex (4) is worth to the side controlling it (4.1)."""
        table = self.scenario.tables.victory
        return {h: table.fortified_vp if t.fortified else table.town_vp for h, t in self.towns.items()}

    @cached_property
    def rivers(self) -> dict[Hexside, River]:
        """The river on each river hexside."""
        return {side_key(a, b): r for r in self.scenario.map.rivers for a, b in r.hexsides}

    def river_between(self, a: str, b: str) -> River | None:
        """The river on the side shared by ``a`` and ``b``, if any."""
        return self.rivers.get(side_key(a, b))

    @cached_property
    def soviet_supply(self) -> frozenset[str]:
        """Soviet supply source hexes (8.2)."""
        return frozenset(self.scenario.map.hex_sets.soviet_supply)

    @cached_property
    def german_cc(self) -> frozenset[str]:
        """German C&C source hexes (9.2)."""
        return frozenset(self.scenario.map.hex_sets.german_cc)

    @cached_property
    def soviet_exit(self) -> frozenset[str]:
        """Soviet exit hexes (4.1)."""
        return frozenset(self.scenario.map.hex_sets.soviet_exit)

    @cached_property
    def german_entry(self) -> frozenset[str]:
        """German reinforcement entry hexes (10.1)."""
        return frozenset(self.scenario.map.hex_sets.german_entry)

    @cached_property
    def soviet_restricted(self) -> frozenset[str]:
        """The Soviet operational restriction zone (12.5)."""
        return frozenset(self.scenario.map.hex_sets.soviet_restricted)
