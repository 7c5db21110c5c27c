"""Terrain edits: brushes of 1, 7 and 19 hexes, flood fill, painting a set of hexes."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from panzer_qt.editing.checked import finish, with_map
from panzer_qt.model.enums import Terrain
from panzer_qt.model.mapspec import MapSpec
from panzer_qt.model.scenario import Scenario
from panzer_qt.rules.grid import HexGrid, grid_for

BRUSH_RADII = {1: 0, 7: 1, 19: 2}
"""Brush size in hexes -> the radius of the hex disc it covers."""


def brush(grid: HexGrid, hid: str, size: int) -> list[str]:
    """The on-map hexes a brush of ``size`` hexes (1, 7 or 19) covers when centred on ``hid``.

    >>> sorted(brush(HexGrid(5, 5), "0303", 7))
    ['0202', '0203', '0302', '0303', '0304', '0402', '0403']
    >>> brush(HexGrid(5, 5), "0101", 7)
    ['0101', '0102', '0201']
    """
    if size not in BRUSH_RADII:
        raise ValueError(f"a brush covers 1, 7 or 19 hexes, not {size}")
    return sorted(grid.within(hid, BRUSH_RADII[size])) if hid in grid else []


def flood(grid: HexGrid, seed: str, joins: Callable[[str, str], bool]) -> list[str]:
    """The hexes reached from ``seed`` by steps between neighbours that ``joins(from, to)`` allows, sorted."""
    if seed not in grid:
        return []
    found, frontier = {seed}, [seed]
    while frontier:
        hid = frontier.pop()
        for other in grid.neighbors(hid):
            if other not in found and joins(hid, other):
                found.add(other)
                frontier.append(other)
    return sorted(found)


def same_terrain_region(scenario: Scenario, seed: str) -> list[str]:
    """The connected hexes of the seed's terrain: what a flood fill from ``seed`` repaints."""
    spec = scenario.map
    kind = spec.terrain_of(seed)
    return flood(grid_for(spec), seed, lambda _a, b: spec.terrain_of(b) is kind)


def paint_terrain(scenario: Scenario, hexes: Iterable[str], terrain: Terrain) -> Scenario:
    """The scenario with ``hexes`` of the given terrain; hexes of the default terrain leave the exceptions map."""
    changed = terrain_with(scenario.map, hexes, terrain)
    if changed == scenario.map.terrain:
        return scenario
    return finish(scenario, with_map(scenario, terrain=changed))


def terrain_with(spec: MapSpec, hexes: Iterable[str], terrain: Terrain) -> dict[str, Terrain]:
    """The map's terrain exceptions with the on-map ``hexes`` of the given terrain, sorted by hex."""
    grid = grid_for(spec)
    changed = dict(spec.terrain)
    for hid in hexes:
        if hid not in grid:
            continue
        if terrain is spec.default_terrain:
            changed.pop(hid, None)
        else:
            changed[hid] = terrain
    return dict(sorted(changed.items()))
