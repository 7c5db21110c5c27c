"""Importing georeferenced GeoJSON onto the grid through the map's georeference (``geo``, as mapgen does): lines become
rivers traced onto hexsides (stopping where they meet a river already drawn), points become towns, polygons (lakes)
make the hexes whose centre they hold the scenario's lake terrain, or marsh where it has none.

A feature's ``name`` property names the river, town or lake; ``major`` (rivers) and ``fortified`` (towns) are read
as flags. ``plan_import`` says what would be added, which points have no name (``named`` names them) and what is
left out, and why; ``apply_import`` adds it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from shapely.geometry import LineString, MultiLineString, MultiPolygon, Point, Polygon, shape

from panzer_qt.editing.checked import EditRefused, built, finish, with_map
from panzer_qt.editing.hexsides import hexsides_of
from panzer_qt.editing.terrain import terrain_with
from panzer_qt.editing.towns import town_at, with_towns
from panzer_qt.geo.affine import FitRefused
from panzer_qt.geo.areas import area_hexes
from panzer_qt.geo.georef import GeoWarp, warp_of
from panzer_qt.geo.rivers import Course, build_rivers
from panzer_qt.model.enums import Terrain
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


LAKE = "lake"
"""The name of a lake terrain, in a scenario whose Terrain Effects Chart has one."""
HINT_CHARS = 120
"""An unnamed point's other properties are shown up to this length."""


@dataclass(frozen=True)
class Lake:
    """A polygon feature as the hexes it turns to the lake terrain (one for every lake of a scenario)."""

    name: str
    hexes: tuple[str, ...]
    terrain: Terrain


@dataclass(frozen=True)
class UnnamedPoint:
    """A point feature without a name property, in a hex free for a town: offered for naming."""

    where: str
    hex: str
    hint: str
    """Its other properties, as "key: value" pairs, to tell what it is."""
    fortified: bool


@dataclass
class ImportPlan:
    """What an import would add, the points it needs names for, and what it leaves out with the reason."""

    rivers: list[River] = field(default_factory=list)
    towns: list[Town] = field(default_factory=list)
    lakes: list[Lake] = field(default_factory=list)
    unnamed: list[UnnamedPoint] = field(default_factory=list)
    skipped: list[Problem] = field(default_factory=list)

    def hexes(self) -> set[str]:
        """Every hex the import changes or names: river banks, towns, lakes, unnamed points."""
        found = {h for r in self.rivers for side in r.hexsides for h in side}
        found.update(h for t in self.towns for h in t.hexes)
        found.update(h for lake in self.lakes for h in lake.hexes)
        return found | {p.hex for p in self.unnamed}

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
        lines += [
            Text("lake {lake}: {count} hexes of {terrain}", lake=lake.name, count=len(lake.hexes), terrain=lake.terrain)
            for lake in self.lakes
        ]
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


def _courses(features: list[Feature], warp: GeoWarp) -> list[Course]:
    return [
        Course(
            _name(f, f"River {i + 1}"),
            bool(f.properties.get("major")),
            [warp.to_pixels(line) for line in _lines(f.geometry)],
        )
        for i, f in enumerate(features)
    ]


def _hint(feature: Feature) -> str:
    """A point's properties but ``fortified``, as "key: value" pairs, shortened."""
    pairs = ", ".join(f"{k}: {v}" for k, v in feature.properties.items() if k != "fortified" and v is not None)
    return pairs if len(pairs) <= HINT_CHARS else pairs[: HINT_CHARS - 3] + "..."


def _plan_towns(scenario: Scenario, points: list[Feature], warp: GeoWarp, plan: ImportPlan) -> None:
    grid = grid_for(scenario.map)
    used: set[str] = set()
    for feature in points:
        name = _name(feature, "")
        hid = warp.to_hex(feature.geometry.x, feature.geometry.y, grid)
        shown = name or feature.where
        fortified = bool(feature.properties.get("fortified"))
        if hid is None:
            plan.skipped.append(Problem(feature.where, Text("{name} falls off the map", name=shown)))
        elif hid in used or town_at(scenario, hid) is not None:
            plan.skipped.append(
                Problem(feature.where, Text("{name} falls in {hex}, which already holds a town", name=shown, hex=hid))
            )
        elif not name:
            used.add(hid)
            plan.unnamed.append(UnnamedPoint(feature.where, hid, _hint(feature), fortified))
        else:
            used.add(hid)
            plan.towns.append(built(Town, {"name": name, "hexes": [hid], "fortified": fortified}, feature.where))


def lake_terrain(scenario: Scenario) -> Terrain:
    """The scenario's lake terrain if its Terrain Effects Chart has one, else marsh."""
    return next((t for t in scenario.tables.terrain if t.value == LAKE), Terrain.MARSH)


def _plan_lakes(scenario: Scenario, areas: list[Feature], warp: GeoWarp, plan: ImportPlan) -> None:
    """Each polygon as the hexes whose centre it holds (a small one: the hex of a point inside it)."""
    grid, terrain = grid_for(scenario.map), lake_terrain(scenario)
    for i, feature in enumerate(areas):
        name = _name(feature, f"Lake {i + 1}")
        hexes = area_hexes(feature.geometry, warp, grid)
        if not hexes:
            inside = feature.geometry.representative_point()
            hexes = {h for h in [warp.to_hex(inside.x, inside.y, grid)] if h is not None}
        if hexes:
            plan.lakes.append(Lake(name, tuple(sorted(hexes)), terrain))
        else:
            plan.skipped.append(Problem(feature.where, Text("{name} falls off the map", name=name)))


def _warp(scenario: Scenario) -> GeoWarp:
    """The warp of the map's georeference (EditRefused if it has none or it makes none)."""
    georef = scenario.map.georeference
    if georef is None:
        raise EditRefused.because(
            "$.map.georeference", Text("the map has no georeference to place lon/lat on the grid")
        )
    try:
        return warp_of(georef)
    except FitRefused as exc:
        raise EditRefused.because("$.map.georeference", exc.text) from None


def plan_import(scenario: Scenario, features: list[Feature]) -> ImportPlan:
    """What importing these features would add to the scenario (EditRefused if the map has no georeference)."""
    warp = _warp(scenario)
    plan = ImportPlan()
    lines = [f for f in features if isinstance(f.geometry, LineString | MultiLineString)]
    points = [f for f in features if isinstance(f.geometry, Point)]
    areas = [f for f in features if isinstance(f.geometry, Polygon | MultiPolygon)]
    plan.skipped += [
        Problem(f.where, Text("{kind} is neither a line, a point nor a polygon", kind=f.geometry.geom_type))
        for f in features
        if f not in lines and f not in points and f not in areas
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
    _plan_lakes(scenario, areas, warp, plan)
    plan.skipped.sort(key=lambda p: _index(p.where))
    return plan


def _index(where: str) -> int:
    return int(where.removeprefix("$.features[").rstrip("]"))


def named(plan: ImportPlan, names: Mapping[str, str]) -> ImportPlan:
    """The plan with the unnamed points given a name in ``names`` (by their place in the file) added as towns;
    those left without one are left out."""
    towns, skipped = list(plan.towns), list(plan.skipped)
    for point in plan.unnamed:
        name = names.get(point.where, "").strip()
        if name:
            data = {"name": name, "hexes": [point.hex], "fortified": point.fortified}
            towns.append(built(Town, data, point.where))
        else:
            skipped.append(Problem(point.where, Text("a point left without a name")))
    skipped.sort(key=lambda p: _index(p.where))
    return replace(plan, towns=towns, unnamed=[], skipped=skipped)


def apply_import(scenario: Scenario, plan: ImportPlan) -> Scenario:
    """The scenario with the planned rivers, towns and lakes added (unnamed points are not: see ``named``)."""
    lakes = [h for lake in plan.lakes for h in lake.hexes]
    terrain = terrain_with(scenario.map, lakes, plan.lakes[0].terrain) if plan.lakes else scenario.map.terrain
    edited = with_map(scenario, rivers=[*scenario.map.rivers, *plan.rivers], terrain=terrain)
    return finish(scenario, with_towns(edited, [*edited.map.towns, *plan.towns]))
