"""Checks of a parsed scenario that need the grid or the rules: ids on the map, adjacency, uniqueness,
units within the stacking limits; and of a hand-written situation against its scenario."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Generator, Iterable, Iterator

from panzer_qt.model.enums import Side
from panzer_qt.model.errors import Problem
from panzer_qt.model.mapspec import MapSpec, Town
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.situation import Situation
from panzer_qt.model.text import Text
from panzer_qt.rules.grid import HexGrid, grid_for
from panzer_qt.rules.stacking_limits import steps_fit


def check_scenario(scenario: Scenario) -> list[Problem]:
    """Every problem in a scenario that pydantic's field validation cannot see."""
    grid = grid_for(scenario.map)
    return [
        *_check_map(scenario, grid),
        *_check_units(scenario, grid),
        *_check_setup_stacks(scenario),
        *_check_start_vp(scenario),
    ]


def check_situation(scenario: Scenario, situation: Situation) -> list[str]:
    """What in a hand-written position does not fit the scenario: unknown units or KGs, hexes off the map."""
    grid = grid_for(scenario.map)
    unit_ids = {u.id for u in scenario.units}
    kg_ids = {k.id for k in scenario.kg_markers}
    towns = {h for t in scenario.map.towns for h in t.hexes}
    size = f"the {grid.columns}x{grid.rows} map"
    named = [*situation.units, *situation.replacement_track]
    return [
        *(f"unit {uid} is not in the scenario" for uid in named if uid not in unit_ids),
        *(f"{uid} stands on hex {p.hex}, not on {size}" for uid, p in situation.units.items() if p.hex not in grid),
        *(f"KG {kg} is not in the scenario" for kg in situation.kg if kg not in kg_ids),
        *(f"KG {kg} stands on hex {hid}, not on {size}" for kg, hid in situation.kg.items() if hid not in grid),
        *(f"hex {hid} is not a town or fortified locality" for hid in situation.control if hid not in towns),
    ]


def _off_map(grid: HexGrid, where: str, hexes: Iterable[str]) -> Iterator[Problem]:
    for i, hid in enumerate(hexes):
        if hid not in grid:
            yield Problem(
                f"{where}[{i}]",
                Text("hex {hex} is not on the {columns}x{rows} map", hex=hid, columns=grid.columns, rows=grid.rows),
            )


def _check_map(scenario: Scenario, grid: HexGrid) -> Iterator[Problem]:
    spec = scenario.map
    for hid in spec.terrain:
        if hid not in grid:
            yield Problem(
                f"$.map.terrain.{hid}",
                Text("hex {hex} is not on the {columns}x{rows} map", hex=hid, columns=grid.columns, rows=grid.rows),
            )
    seen_town_hex = yield from _check_towns(spec.towns, grid)
    yield from _check_rivers(spec, grid)
    for name in type(spec.hex_sets).model_fields:
        yield from _off_map(grid, f"$.map.hex_sets.{name}", getattr(spec.hex_sets, name))
    if spec.georeference:
        points = [p.hex for p in spec.georeference.control_points]
        yield from _off_map(grid, "$.map.georeference.control_points", points)
    yield from _off_map(grid, "$.map.labels", [label.hex for label in spec.labels])
    for hid in scenario.setup.controlled_by:
        if hid not in seen_town_hex:
            yield Problem(
                f"$.setup.controlled_by.{hid}", Text("hex {hex} is not a town or fortified locality", hex=hid)
            )


def _check_towns(towns: list[Town], grid: HexGrid) -> Generator[Problem, None, dict[str, str]]:
    seen_town_hex: dict[str, str] = {}
    for t, town in enumerate(towns):
        yield from _off_map(grid, f"$.map.towns[{t}].hexes", town.hexes)
        for hid in town.hexes:
            if hid in seen_town_hex:
                yield Problem(
                    f"$.map.towns[{t}]", Text("hex {hex} already belongs to {town}", hex=hid, town=seen_town_hex[hid])
                )
            seen_town_hex[hid] = town.name
    return seen_town_hex


def _check_rivers(spec: MapSpec, grid: HexGrid) -> Iterator[Problem]:
    seen_sides: dict[str, str] = {}
    for r, river in enumerate(spec.rivers):
        for s, (a, b) in enumerate(river.hexsides):
            where = f"$.map.rivers[{r}].hexsides[{s}]"
            if a not in grid or b not in grid:
                yield Problem(where, Text("hexside {a}-{b} has a hex that is not on the map", a=a, b=b))
            elif not grid.adjacent(a, b):
                yield Problem(
                    where, Text("river {river}: hexes {a} and {b} are not adjacent", river=river.name, a=a, b=b)
                )
            else:
                key = "-".join(sorted((a, b)))
                if key in seen_sides:
                    yield Problem(
                        where,
                        Text("hexside {hexside} is already a side of the {river}", hexside=key, river=seen_sides[key]),
                    )
                seen_sides[key] = river.name


def _check_units(scenario: Scenario, grid: HexGrid) -> Iterator[Problem]:
    counts = Counter(u.id for u in scenario.units)
    reported: set[str] = set()
    for i, unit in enumerate(scenario.units):
        where = f"$.units[{i}]"
        if counts[unit.id] > 1 and unit.id not in reported:
            reported.add(unit.id)
            yield Problem(
                f"{where}.id", Text("unit id {id!r} is used {count} times", id=unit.id, count=counts[unit.id])
            )
        if unit.setup_hex is not None and unit.setup_hex not in grid:
            yield Problem(
                f"{where}.setup_hex",
                Text("{unit}: set-up hex {hex} is not on the map", unit=unit.name, hex=unit.setup_hex),
            )
    kg_counts = Counter(k.id for k in scenario.kg_markers)
    for i, kg in enumerate(scenario.kg_markers):
        if kg_counts[kg.id] > 1:
            yield Problem(
                f"$.kg_markers[{i}].id", Text("KG id {id!r} is used {count} times", id=kg.id, count=kg_counts[kg.id])
            )


def _check_start_vp(scenario: Scenario) -> Iterator[Problem]:
    """The starting VP must be what the Soviet-held towns are worth (3.1, 4.1), so the track adds up."""
    table = scenario.tables.victory
    fortified = {h for t in scenario.map.towns if t.fortified for h in t.hexes}
    worth = sum(
        table.fortified_vp if h in fortified else table.town_vp
        for h, side in scenario.setup.controlled_by.items()
        if side == "soviet"
    )
    if scenario.setup.vp != worth:
        message = Text(
            "starts at {vp} VP, but the Soviet-controlled towns are worth {worth} (4.1)",
            vp=scenario.setup.vp,
            worth=worth,
        )
        yield Problem("$.setup.vp", message)


def _check_setup_stacks(scenario: Scenario) -> Iterator[Problem]:
    """No unit is too big to stand anywhere, and the sides never set up in one hex (6.0, 6.1, 6.2).

    A set-up hex may hold more than the limit: the German player spreads his units out (3.2), the
    end of the first Soviet movement segment thins a Soviet hex (R33).
    """
    limits = scenario.tables.stacking
    sides: dict[str, set[Side]] = defaultdict(set)
    for i, unit in enumerate(scenario.units):
        where = f"$.units[{i}]"
        if not steps_fit(limits, [(unit, unit.max_steps)]):
            yield Problem(
                f"{where}.steps",
                Text("{unit}: {steps} steps, over the stacking limit (6.1, 6.2)", unit=unit.name, steps=unit.max_steps),
            )
        if unit.setup_hex is not None:
            sides[unit.setup_hex].add(unit.side)
            if len(sides[unit.setup_hex]) == 2:
                yield Problem(
                    f"{where}.setup_hex",
                    Text("{unit}: sets up in {hex} with enemy units (6.0)", unit=unit.name, hex=unit.setup_hex),
                )
