"""What the editor's status bar says about the hex under the cursor: terrain, rivers, town, hex sets, units."""

from __future__ import annotations

from panzer_qt.editing.hexsets import SET_NAMES
from panzer_qt.editing.rivers import river_sides
from panzer_qt.editing.towns import town_at
from panzer_qt.model.enums import Side
from panzer_qt.model.scenario import Scenario
from panzer_qt.rules.grid import direction, grid_for, side_key

DIRECTIONS = ("N", "NE", "SE", "S", "SW", "NW")


def describe_hex(scenario: Scenario, hid: str) -> str:
    """One line about a hex ("" off the map).

    >>> from panzer_qt.model.mapspec import MapSpec
    >>> from panzer_qt.model.scenario import Scenario, ScenarioMeta
    >>> describe_hex(Scenario(meta=ScenarioMeta(name="s"), map=MapSpec(columns=3, rows=3)), "0202")
    '0202: clear'
    """
    spec = scenario.map
    grid = grid_for(spec)
    if hid not in grid:
        return ""
    parts = [f"{hid}: {spec.terrain_of(hid).value}"]
    sides = river_sides(scenario)
    rivers = []
    for other in grid.neighbors(hid):
        index = sides.get(side_key(hid, other))
        if index is not None:
            river = spec.rivers[index]
            rivers.append(f"{DIRECTIONS[direction(hid, other)]} {river.name}{' (major)' if river.major else ''}")
    if rivers:
        parts.append("rivers " + ", ".join(rivers))
    found = town_at(scenario, hid)
    if found is not None:
        town = found[1]
        kind = "fortified locality" if town.fortified else "town"
        held = "Soviet" if scenario.setup.controlled_by.get(hid) is Side.SOVIET else "German"
        parts.append(f"{kind} {town.name or '(no name)'}, {held} at the start")
    parts += [label for name, label in SET_NAMES.items() if hid in getattr(spec.hex_sets, name)]
    units = [u.name for u in scenario.units if u.setup_hex == hid]
    if units:
        parts.append("sets up: " + ", ".join(units))
    return "  |  ".join(parts)
