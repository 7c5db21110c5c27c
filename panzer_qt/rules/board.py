"""Static facts of a scenario the engine looks up all the time, built once per game."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import networkx as nx

from panzer_qt.model.mapspec import River, Town
from panzer_qt.model.oob import UnitSpec
from panzer_qt.model.scenario import Scenario
from panzer_qt.rules.grid import HexGrid, build_graph, grid_for, hexside


@dataclass(frozen=True, eq=False)
class Board:
    """The scenario's map and order of battle, indexed for the engine."""

    scenario: Scenario

    @cached_property
    def grid(self) -> HexGrid:
        """The hex grid of the map."""
        return grid_for(self.scenario.map)

    @cached_property
    def graph(self) -> nx.Graph:
        """The hex graph: nodes hexes, edges hexsides with river data."""
        return build_graph(self.scenario.map)

    @cached_property
    def specs(self) -> dict[str, UnitSpec]:
        """Order-of-battle entries by unit id."""
        return {u.id: u for u in self.scenario.units}

    @cached_property
    def towns(self) -> dict[str, Town]:
        """The town or fortified locality of each town hex."""
        return {h: t for t in self.scenario.map.towns for h in t.hexes}

    @cached_property
    def rivers(self) -> dict[str, River]:
        """The river on each river hexside, by canonical hexside id."""
        return {hexside(a, b): r for r in self.scenario.map.rivers for a, b in r.hexsides}

    def river_between(self, a: str, b: str) -> River | None:
        """The river on the side shared by ``a`` and ``b``, if any."""
        return self.rivers.get(hexside(a, b))

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
