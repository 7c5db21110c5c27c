"""Importing georeferenced GeoJSON onto the grid through the map's georeference (``geo``, as mapgen does): lines become
rivers traced onto hexsides (stopping where they meet a river already drawn), points become towns.

A feature's ``name`` property names the river or town; ``major`` (rivers) and ``fortified`` (towns) are read
as flags. ``plan_import`` says what would be added and what is left out, and why; ``apply_import`` adds it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from shapely.geometry import LineString, MultiLineString, Point, shape

from panzer_qt.editing.checked import EditRefused, built, finish, with_map
from panzer_qt.editing.hexsides import hexsides_of
from panzer_qt.editing.towns import town_at, with_towns
from panzer_qt.geo.georef import Warp, warp_of
from panzer_qt.geo.rivers import Course, build_rivers
from panzer_qt.model.errors import FileProblemError, Problem
from panzer_qt.model.jsonfile import read_json
from panzer_qt.model.mapspec import River, Town
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.text import Text
from panzer_qt.rules.grid import grid_for, side_key


class GeoJSONError(FileProblemError):
    """A GeoJSON file that cannot be imported."""

    kind = "GeoJSON"


@dataclass(frozen=True)
class Feature:
    """One usable feature: where it is in the file, its properties and its geometry."""

    where: str
    properties: dict[str, Any]
    geometry: Any


@dataclass
class ImportPlan:
    """What an import would add, and what it leaves out with the reason."""

    rivers: list[River] = field(default_factory=list)
    towns: list[Town] = field(default_factory=list)
    skipped: list[Problem] = field(default_factory=list)

    def summary(self) -> list[Text]:
        """One line per river and town added, then each feature left out."""
        lines = [
            Text("major river {river}: {count} hexsides" if r.major else "river {river}: {count} hexsides",
                 river=r.name, count=len(r.hexsides))
            for r in self.rivers
        ]  # fmt: skip
        lines += [
            Text("fortified locality {town} in {hex}" if t.fortified else "town {town} in {hex}",
                 town=t.name, hex=t.hexes[0])
            for t in self.towns
        ]  # fmt: skip
        lines += [Text("left out {where}: {problem}", where=p.where, problem=p.text) for p in self.skipped]
        return lines or [Text("nothing to import")]


def read_features(path: Path) -> list[Feature]:
    """The features of a GeoJSON FeatureCollection; GeoJSONError names the file and every bad feature."""
    data = read_json(path, GeoJSONError)
    items = data.get("features") if isinstance(data, dict) else None
    if not isinstance(items, list):
        raise GeoJSONError(
            str(path), [Problem("$.features", Text("a GeoJSON FeatureCollection needs a features list"))]
        )
    features, problems = [], []
    for i, item in enumerate(items):
        where = f"$.features[{i}]"
        try:
            features.append(Feature(where, dict(item.get("properties") or {}), shape(item["geometry"])))
        except (AttributeError, KeyError, TypeError, ValueError, IndexError) as exc:
            problems.append(
                Problem(
                    f"{where}.geometry",
                    Text("not a GeoJSON geometry ({kind}: {exc})", kind=exc.__class__.__name__, exc=exc),
                )
            )
    if problems:
        raise GeoJSONError(str(path), problems)
    return features


def _name(feature: Feature, default: str) -> str:
    name = feature.properties.get("name")
    return str(name).strip() if name is not None and str(name).strip() else default


def _lines(geometry: Any) -> list[list[tuple[float, float]]]:
    parts = geometry.geoms if isinstance(geometry, MultiLineString) else [geometry]
    return [[(float(x), float(y)) for x, y, *_ in part.coords] for part in parts]


def _courses(features: list[Feature], warp: Warp) -> list[Course]:
    return [
        Course(
            _name(f, f"River {i + 1}"),
            bool(f.properties.get("major")),
            [warp.to_pixels(line) for line in _lines(f.geometry)],
        )
        for i, f in enumerate(features)
    ]


def _plan_towns(scenario: Scenario, points: list[Feature], warp: Warp, plan: ImportPlan) -> None:
    grid = grid_for(scenario.map)
    used: set[str] = set()
    for feature in points:
        name = _name(feature, "")
        hid = warp.to_hex(feature.geometry.x, feature.geometry.y, grid)
        if not name:
            plan.skipped.append(Problem(feature.where, Text("a town needs a name property")))
        elif hid is None:
            plan.skipped.append(Problem(feature.where, Text("{name} falls off the map", name=name)))
        elif hid in used or town_at(scenario, hid) is not None:
            plan.skipped.append(
                Problem(feature.where, Text("{name} falls in {hex}, which already holds a town", name=name, hex=hid))
            )
        else:
            used.add(hid)
            fortified = bool(feature.properties.get("fortified"))
            plan.towns.append(built(Town, {"name": name, "hexes": [hid], "fortified": fortified}, feature.where))


def plan_import(scenario: Scenario, features: list[Feature]) -> ImportPlan:
    """What importing these features would add to the scenario (EditRefused if the map has no georeference)."""
    if scenario.map.georeference is None:
        raise EditRefused.because(
            "$.map.georeference", Text("the map has no georeference to place lon/lat on the grid")
        )
    warp = warp_of(scenario.map.georeference)
    plan = ImportPlan()
    lines = [f for f in features if isinstance(f.geometry, LineString | MultiLineString)]
    points = [f for f in features if isinstance(f.geometry, Point)]
    plan.skipped += [
        Problem(f.where, Text("{kind} is neither a line nor a point", kind=f.geometry.geom_type))
        for f in features
        if f not in lines and f not in points
    ]
    sides = hexsides_of(grid_for(scenario.map))
    corners = {
        v for r in scenario.map.rivers for s in r.hexsides if sides.is_side(s) for v in sides.corners(side_key(*s))
    }
    courses = _courses(lines, warp)
    plan.rivers = build_rivers(courses, grid_for(scenario.map), corners)
    traced = {r.name for r in plan.rivers}
    plan.skipped += [Problem(f.where, Text("{river} leaves no run of hexsides long enough on the map", river=c.name))
                     for f, c in zip(lines, courses, strict=True) if c.name not in traced]  # fmt: skip
    _plan_towns(scenario, points, warp, plan)
    plan.skipped.sort(key=lambda p: int(p.where.removeprefix("$.features[").rstrip("]")))
    return plan


def apply_import(scenario: Scenario, plan: ImportPlan) -> Scenario:
    """The scenario with the planned rivers and towns added."""
    edited = with_map(scenario, rivers=[*scenario.map.rivers, *plan.rivers])
    return finish(scenario, with_towns(edited, [*edited.map.towns, *plan.towns]))
