"""Assemble the default scenario from the overrides, the order of battle and the GeoJSON layers.

The output is deterministic: keys in model field order, hex maps and lists sorted or in input order,
so running mapgen again on the same inputs rewrites the committed file byte for byte.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import shapely
from shapely.geometry import MultiLineString, shape

from panzer_qt.geo.georef import Warp
from panzer_qt.geo.rivers import Course, Point, build_rivers
from panzer_qt.mapgen.banks import bank_checks
from panzer_qt.mapgen.hexsets import enclosed_region, hex_sets
from panzer_qt.mapgen.inputs import GeoLayers, LonLat, MapOverrides, read_overrides
from panzer_qt.mapgen.terrain import build_terrain
from panzer_qt.mapgen.towns import place_towns
from panzer_qt.model.enums import Side
from panzer_qt.model.mapspec import Georeference, MapLabel, MapSpec, River, Town
from panzer_qt.model.scenario import InitialSetup, Scenario
from panzer_qt.model.scenario_file import save_scenario
from panzer_qt.rules.grid import HexGrid, side_segment

OVERRIDES_FILE = "map_overrides.json"
OOB_FILE = "order_of_battle.json"
MOUTH_PREFIX = "mouth:"
SIDE_PREFIX = "side:"
Resolver = Callable[[str | LonLat], LonLat]


def resolver(overrides: MapOverrides, layers: GeoLayers) -> Resolver:
    """Turns a course entry (town, waypoint, ``mouth:NAME`` or lon/lat) into lon/lat."""
    named: dict[str, LonLat] = {t.name: (t.lon, t.lat) for t in overrides.towns}
    named.update(overrides.places)

    def resolve(entry: str | LonLat) -> LonLat:
        if not isinstance(entry, str):
            return entry
        if entry.startswith(MOUTH_PREFIX):
            return layers.mouth(entry.removeprefix(MOUTH_PREFIX))
        if entry not in named:
            raise ValueError(f"unknown place {entry!r} in a course")
        return named[entry]

    return resolve


def course_pixels(course: Sequence[str | LonLat], resolve: Resolver, warp: Warp) -> list[Point]:
    """A traced course in pixels; ``side:AAAA/BBBB`` makes it run along that hexside (a rulebook fix)."""
    stops: list[list[Point]] = []
    for entry in course:
        if isinstance(entry, str) and entry.startswith(SIDE_PREFIX):
            a, b = entry.removeprefix(SIDE_PREFIX).split("/")
            stops.append(list(side_segment(a, b, 1.0)))
        else:
            stops.append([warp.to_pixel(*resolve(entry))])
    points: list[Point] = []
    for i, stop in enumerate(stops):
        ends = stop
        if len(stop) == 2 and points and i + 1 < len(stops):
            nxt = stops[i + 1][0]
            forward = math.dist(points[-1], stop[0]) + math.dist(stop[1], nxt)
            backward = math.dist(points[-1], stop[1]) + math.dist(stop[0], nxt)
            ends = stop if forward <= backward else stop[::-1]
        points.extend(ends)
    return points


def _feature_lines(layers: GeoLayers, rivernum: int) -> list[list[LonLat]]:
    """The lines of the rivers-layer features with this Natural Earth river number."""
    geoms = [shape(f.geometry) for f in layers.rivers if f.properties.get("rivernum") == rivernum]
    if not geoms:
        raise ValueError(f"no river with rivernum {rivernum} in the rivers layer")
    merged = shapely.line_merge(shapely.union_all(geoms))
    lines = merged.geoms if isinstance(merged, MultiLineString) else [merged]
    return [[(float(x), float(y)) for x, y in g.coords] for g in lines]


def river_courses(overrides: MapOverrides, layers: GeoLayers, warp: Warp) -> list[Course]:
    """Main rivers from the rivers layer, then the tributaries traced through places, in that order."""
    resolve = resolver(overrides, layers)
    courses = [
        Course(r.name, r.major, [warp.to_pixels(line) for line in _feature_lines(layers, r.rivernum)])
        for r in overrides.rivers
    ]
    courses += [Course(t.name, False, [course_pixels(t.course, resolve, warp)]) for t in overrides.tributaries]
    return courses


def real_lines(courses: Sequence[Course]) -> dict[str, list[list[Point]]]:
    """Every river's real lines by name (a name may come from several courses)."""
    lines: dict[str, list[list[Point]]] = {}
    for course in courses:
        lines.setdefault(course.name, []).extend(course.lines)
    return lines


def check_banks(
    overrides: MapOverrides, towns: Sequence[Town], courses: Sequence[Course], rivers: Sequence[River], warp: Warp
) -> None:
    """ValueError naming every town whose hexes lie across a nearby river from its coordinates."""
    checks = bank_checks(overrides.towns, towns, real_lines(courses), rivers, warp)
    wrong = [c.message() for c in checks if c.wrong]
    if wrong:
        raise ValueError(f"{OVERRIDES_FILE}: " + "; ".join(wrong))


def build_labels(overrides: MapOverrides, layers: GeoLayers, warp: Warp, grid: HexGrid) -> list[MapLabel]:
    """Labels anchored at the hex of their place."""
    resolve = resolver(overrides, layers)
    labels = []
    for label in overrides.labels:
        hid = warp.to_hex(*resolve(label.at), grid)
        if hid is None:
            raise ValueError(f"label {label.text!r} falls off the map")
        labels.append(MapLabel(text=label.text, hex=hid, kind=label.kind))
    return labels


def _town_hex(towns: Sequence[Town], name: str) -> str:
    for town in towns:
        if town.name == name:
            return town.hexes[0]
    raise ValueError(f"no town named {name!r}")


def build_map(overrides: MapOverrides, layers: GeoLayers) -> MapSpec:
    """The map of the default scenario."""
    grid = HexGrid(overrides.columns, overrides.rows)
    warp = Warp(overrides.control_points)
    towns = place_towns(overrides.towns, warp, grid)
    courses = river_courses(overrides, layers, warp)
    rivers = build_rivers(courses, grid)
    check_banks(overrides, towns, courses, rivers, warp)
    zone = overrides.restriction
    walls = [r for r in rivers if r.name in zone.bounded_by]
    terrain = build_terrain(overrides.terrain, layers, resolver(overrides, layers), warp, grid)
    return MapSpec(
        columns=overrides.columns,
        rows=overrides.rows,
        terrain=terrain,
        towns=towns,
        rivers=rivers,
        hex_sets=hex_sets(grid, _town_hex(towns, overrides.entry_town), enclosed_region(grid, zone.seed, walls)),
        georeference=Georeference(control_points=overrides.control_points),
        labels=build_labels(overrides, layers, warp, grid),
    )


def build_scenario(overrides: MapOverrides, oob: dict[str, Any], layers: GeoLayers) -> Scenario:
    """The whole default scenario: the built map plus the order of battle and the initial situation."""
    spec = build_map(overrides, layers)
    control = {_town_hex(spec.towns, name): Side.SOVIET for name in overrides.soviet_controlled}
    return Scenario.model_validate(
        {
            **oob,
            "map": spec.model_dump(mode="json"),
            "setup": InitialSetup(vp=overrides.initial_vp, controlled_by=control).model_dump(mode="json"),
        }
    )


def generate(geo_folder: Path, sources: Path, out: Path) -> Scenario:
    """Build the scenario from its inputs and write it to ``out``."""
    overrides = read_overrides(sources / OVERRIDES_FILE)
    oob = json.loads((sources / OOB_FILE).read_text(encoding="utf-8"))
    scenario = build_scenario(overrides, oob, GeoLayers.from_folder(geo_folder))
    save_scenario(scenario, out)
    return scenario
