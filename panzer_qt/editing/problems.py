"""Everything wrong with a scenario, for the editor's live validation panel.

Errors the game refuses to load (what ``panzer-qt validate`` reports: the engine's scenario checks), then what
needs the engine at the set-up: units where they may not stand, German set-up stacks over the limit, Soviet
units in the restriction zone, sources no unit can trace to; and what makes a map hard to keep: towns without
a name, broken river chains. Each finding names the rule or the field, and the hexes or unit it is about.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from panzer_qt.editing.hexsides import hexsides_of
from panzer_qt.editing.rivers import walk
from panzer_qt.editing.terrain import flood
from panzer_qt.model.enums import Side, Weather
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.text import Text
from panzer_qt.rules.board import Board
from panzer_qt.rules.grid import HexGrid, grid_for
from panzer_qt.rules.scenario_check import check_scenario
from panzer_qt.rules.setup import initial_state
from panzer_qt.rules.stacking_limits import stack_fits
from panzer_qt.rules.stacks import stacks

ERROR, WARNING = "error", "warning"


@dataclass(frozen=True)
class Finding:
    """One problem: how bad, where (a JSON path), under which rule, what (``message``, the English of ``text``), and
    the hexes or unit it concerns."""

    severity: str
    where: str
    text: Text
    rule: str = ""
    hexes: tuple[str, ...] = ()
    unit: str = ""

    @property
    def message(self) -> str:
        return str(self.text)

    def __str__(self) -> str:
        rule = f" ({self.rule})" if self.rule else ""
        return f"{self.where}: {self.message}{rule}"


def findings(scenario: Scenario) -> list[Finding]:
    """Every problem found, errors first."""
    refused = load_findings(scenario)
    found = [*refused, *([] if refused else setup_findings(scenario)), *map_findings(scenario)]
    return sorted(found, key=lambda f: f.severity != ERROR)


# -- what the game refuses to load -----------------------------------------------------------------
_PATH = re.compile(r"^\$\.(?:units\[(\d+)\]|map\.towns\[(\d+)\]|map\.rivers\[(\d+)\]\.hexsides\[(\d+)\])")
_HEX = re.compile(r"\b(\d{4})\b")


def subject(scenario: Scenario, where: str) -> tuple[tuple[str, ...], str]:
    """The hexes and the unit a JSON path points at (for a click on a problem to select)."""
    found = _PATH.match(where)
    grid = grid_for(scenario.map)
    if found and found[1] is not None and int(found[1]) < len(scenario.units):
        unit = scenario.units[int(found[1])]
        return tuple(h for h in (unit.setup_hex,) if h is not None and h in grid), unit.id
    if found and found[2] is not None and int(found[2]) < len(scenario.map.towns):
        return tuple(h for h in scenario.map.towns[int(found[2])].hexes if h in grid), ""
    if found and found[3] is not None and int(found[3]) < len(scenario.map.rivers):
        sides = scenario.map.rivers[int(found[3])].hexsides
        side = sides[int(found[4])] if int(found[4]) < len(sides) else ()
        return tuple(h for h in side if h in grid), ""
    return tuple(h for h in _HEX.findall(where) if h in grid), ""


def load_findings(scenario: Scenario) -> list[Finding]:
    """What ``load_scenario`` (and so ``panzer-qt validate``) would refuse in the scenario."""
    found = []
    for problem in check_scenario(scenario):
        hexes, unit = subject(scenario, problem.where)
        found.append(Finding(ERROR, problem.where, problem.text, "format", hexes, unit))
    return found


# -- the set-up, as the engine sees it -------------------------------------------------------------
def setup_findings(scenario: Scenario) -> list[Finding]:
    """Units that may not stand where they set up, German set-up stacks over the limit, Soviet units in the
    restriction zone, Soviet units that would never arrive, and sources no unit can trace to (for a scenario the
    game loads)."""
    return [*_stands(scenario), *_arrivals(scenario), *_unreached_sources(scenario)]


def _stands(scenario: Scenario) -> Iterator[Finding]:
    board = Board(scenario)
    state = initial_state(scenario)
    index = {u.id: i for i, u in enumerate(scenario.units)}
    specs = {u.id: u for u in scenario.units}
    zone = set(scenario.map.hex_sets.soviet_restricted)

    def about(unit_id: str, hid: str, message: Text, rule: str, severity: str = ERROR) -> Finding:
        return Finding(severity, f"$.units[{index[unit_id]}].setup_hex", message, rule, (hid,), unit_id)

    for hid, ids in sorted(stacks(board, state).items()):
        german = [u for u in ids if specs[u].side is Side.GERMAN]
        if german and not stack_fits(board, state, german):
            steps = sum(state.units[u].steps for u in german if not specs[u].abilities.static_garrison)
            limit = scenario.tables.stacking.german_steps
            message = Text(
                "{steps} German steps set up in {hex}, over the limit of {limit}: the German player must move "
                "some into the hexes around before the set-up can end",
                steps=steps,
                hex=hid,
                limit=limit,
            )
            yield about(german[0], hid, message, "3.2, 6.1", WARNING)  # they may set up next to their hex
        for unit_id in ids:
            if specs[unit_id].side is Side.SOVIET and hid in zone:
                message = Text(
                    "{unit} sets up in {hex}, inside the Soviet restriction zone", unit=specs[unit_id].name, hex=hid
                )
                yield about(unit_id, hid, message, "12.5, R12")


def _arrivals(scenario: Scenario) -> Iterator[Finding]:
    for i, unit in enumerate(scenario.units):
        if unit.side is Side.SOVIET and unit.arrival_turn is not None:
            message = Text(
                "{unit} is Soviet and would never arrive: only German units enter as reinforcements", unit=unit.name
            )
            yield Finding(WARNING, f"$.units[{i}].arrival_turn", message, "10.1", (), unit.id)


def _unreached_sources(scenario: Scenario) -> Iterator[Finding]:
    """Sources in a stretch of clear hexes (no enemy unit, no EZOC) that no unit of the side stands in or next
    to: no supply or C&C path can run from them to a unit at the start (8.2, 9.2, R6).

    The zones of control are worked out here from the grid (every unit's hex and its neighbours, none in Storm:
    7.0, 7.5, R5) rather than by the engine's ``occupancy``, whose hex index needs a board built for each list of
    units (tens of milliseconds, too slow for a panel that follows every edit)."""
    grid = grid_for(scenario.map)
    held: dict[Side, set[str]] = {side: set() for side in Side}
    for unit in scenario.units:
        if unit.setup_hex is not None and unit.setup_hex in grid:
            held[unit.side].add(unit.setup_hex)
    storm = scenario.tables.first_turn_weather is Weather.STORM
    zone = {side: set() if storm else _around(grid, held[side]) for side in Side}
    for side, name, rule in ((Side.SOVIET, "soviet_supply", "8.2, R6"), (Side.GERMAN, "german_cc", "9.2, R6")):
        blocked = held[side.enemy] | zone[side.enemy]
        touched = _around(grid, held[side])
        sources = {h for h in getattr(scenario.map.hex_sets, name) if h in grid}
        seen: set[str] = set()

        def open_to(_a: str, b: str, wall: set[str] = blocked) -> bool:
            return b not in wall

        for start in sorted(sources - blocked):
            if start in seen:
                continue
            region = set(flood(grid, start, open_to))
            seen |= region
            if not region & touched:
                cut = sorted(region & sources)
                message = (
                    Text("German sources {hexes} reach no German unit at the start", hexes=_listed(cut))
                    if side is Side.GERMAN
                    else Text("Soviet sources {hexes} reach no Soviet unit at the start", hexes=_listed(cut))
                )
                yield Finding(WARNING, f"$.map.hex_sets.{name}", message, rule, tuple(cut))


def _around(grid: HexGrid, hexes: set[str]) -> set[str]:
    """These hexes and their neighbours."""
    return {n for h in hexes for n in (h, *grid.neighbors(h))}


def _listed(hexes: list[str], most: int = 6) -> str | Text:
    shown = ", ".join(hexes[:most])
    return Text("{hexes} and {count} more", hexes=shown, count=len(hexes) - most) if len(hexes) > most else shown


# -- what makes the map hard to keep -------------------------------------------------------------------
def map_findings(scenario: Scenario) -> list[Finding]:
    """Towns without a name or sharing one, and rivers whose hexsides do not form one chain."""
    found = []
    names = Counter(t.name.strip() for t in scenario.map.towns)
    for i, town in enumerate(scenario.map.towns):
        where = f"$.map.towns[{i}].name"
        if not town.name.strip():
            nameless = Text("the town in {hex} has no name", hex=town.hexes[0])
            found.append(Finding(WARNING, where, nameless, "3.3", tuple(town.hexes)))
        elif names[town.name.strip()] > 1:
            message = Text(
                "two towns are named {town}: a town of several hexes is one town with several hexes", town=town.name
            )
            found.append(Finding(WARNING, where, message, "4.1", tuple(town.hexes)))
    sides = hexsides_of(grid_for(scenario.map))
    for i, river in enumerate(scenario.map.rivers):
        broken = walk(sides, river.hexsides).broken_at
        if broken is not None:
            a, b = river.hexsides[broken]
            message = Text(
                "river {river} is broken: hexside {a}-{b} does not join the one before it", river=river.name, a=a, b=b
            )
            found.append(Finding(WARNING, f"$.map.rivers[{i}].hexsides[{broken}]", message, "12.3", (a, b)))
    return found
