"""Terrain: named forests, ridges and mountains from the register, region polygons, then hand patches."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import shapely
from shapely.geometry import shape

from panzer_qt.geo.areas import area_hexes
from panzer_qt.geo.georef import Warp
from panzer_qt.mapgen.inputs import GeoFeature, GeoLayers, LonLat, TerrainInput
from panzer_qt.model.enums import Terrain
from panzer_qt.rules.grid import HexGrid, pixel_to_hex


def _point_hexes(features: Iterable[GeoFeature], kinds: Sequence[str], warp: Warp, grid: HexGrid) -> set[str]:
    """Hexes holding a point feature of one of these register kinds."""
    found: set[str] = set()
    for feature in features:
        if feature.properties.get("kind_en") in kinds and feature.geometry["type"] == "Point":
            lon, lat = feature.geometry["coordinates"]
            hid = warp.to_hex(lon, lat, grid)
            if hid is not None:
                found.add(hid)
    return found


def _region_hexes(feature: GeoFeature, warp: Warp, grid: HexGrid) -> set[str]:
    """Hexes whose centre lies inside a region polygon."""
    return area_hexes(shape(feature.geometry), warp, grid)


def _course_hexes(course: Sequence[LonLat], radius: int, warp: Warp, grid: HexGrid) -> set[str]:
    """Hexes a line of points passes through, widened by ``radius`` hexes."""
    pixels = warp.to_pixels(list(course))
    if len(pixels) > 1:
        pixels = list(shapely.segmentize(shapely.LineString(pixels), 0.2).coords)
    core = {pixel_to_hex(x, y, 1.0, grid) for x, y in pixels}
    return {near for hid in core if hid is not None for near in grid.within(hid, radius)}


def build_terrain(
    spec: TerrainInput, layers: GeoLayers, resolve: Callable[[str | LonLat], LonLat], warp: Warp, grid: HexGrid
) -> dict[str, Terrain]:
    """Terrain of every hex that is not clear; later sources override earlier ones."""
    terrain: dict[str, Terrain] = {}
    for hid in _point_hexes(layers.relief, spec.forest_kinds, warp, grid):
        terrain[hid] = Terrain.FOREST
    for feature in layers.regions:
        kind = spec.regions.get(str(feature.properties.get("name", "")))
        if kind is not None:
            terrain.update(dict.fromkeys(_region_hexes(feature, warp, grid), kind))
    for hid in _point_hexes(layers.relief, spec.rough_kinds, warp, grid):
        terrain[hid] = Terrain.ROUGH
    for hid in _point_hexes(layers.hydro, spec.marsh_kinds, warp, grid):
        terrain[hid] = Terrain.MARSH
    for patch in spec.patches:
        course = [resolve(p) for p in patch.course]
        terrain.update(dict.fromkeys(_course_hexes(course, patch.radius, warp, grid), patch.terrain))
    terrain.update(spec.hexes)
    return {hid: kind for hid, kind in sorted(terrain.items()) if kind is not Terrain.CLEAR}
