"""Hex-set edits: Soviet supply sources, German C&C sources, exit and entry hexes, the restriction zone."""

from __future__ import annotations

from collections.abc import Iterable

from panzer_qt.editing.checked import EditRefused, finish, rebuilt, with_map
from panzer_qt.editing.rivers import river_sides
from panzer_qt.editing.terrain import flood
from panzer_qt.model.mapspec import HexSets
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.text import Text
from panzer_qt.rules.grid import grid_for, side_key

SET_NAMES: dict[str, str] = {
    "soviet_supply": "Soviet supply sources (8.2)",
    "german_cc": "German C&C sources (9.2)",
    "soviet_exit": "Soviet exit hexes (4.1)",
    "german_entry": "German entry hexes (10.1)",
    "soviet_restricted": "Soviet restriction zone (12.5)",
}
"""The named hex sets of the map, with their rules."""


def members(scenario: Scenario, name: str) -> list[str]:
    """The hexes of one named set."""
    if name not in HexSets.model_fields:
        raise EditRefused.because("$.map.hex_sets", Text("there is no hex set {name!r}", name=name))
    hexes: list[str] = getattr(scenario.map.hex_sets, name)
    return hexes


def paint_hex_set(scenario: Scenario, name: str, hexes: Iterable[str], member: bool = True) -> Scenario:
    """The scenario with ``hexes`` added to (or with ``member`` False, taken from) the named set."""
    grid = grid_for(scenario.map)
    old = set(members(scenario, name))
    new = old | {h for h in hexes if h in grid} if member else old - set(hexes)
    if new == old:
        return scenario
    sets = rebuilt(scenario.map.hex_sets, "$.map.hex_sets", **{name: sorted(new)})
    return finish(scenario, with_map(scenario, hex_sets=sets))


def set_region(scenario: Scenario, name: str, seed: str) -> list[str]:
    """What a flood fill of the named set from ``seed`` covers: the connected hexes that are in the set as the
    seed is or not, without crossing a river (the restriction zone is bounded by rivers, R12)."""
    inside = set(members(scenario, name))
    walls = river_sides(scenario)
    state = seed in inside
    return flood(grid_for(scenario.map), seed, lambda a, b: (b in inside) is state and side_key(a, b) not in walls)
