"""One verdict on a scenario, for every face of the program: what ``panzer-qt validate``, the client's Open, the
editor's problem panel, its Save and its Playtest call errors.

``scenario_errors`` is the file's format checks (``check_scenario``: what an edit may never add), then, once those
pass, whether the scenario can be played as a game: both sides have units and a source to trace to, reinforcements
somewhere to enter, units somewhere to stand and something to defend with, a victory table that can be reached,
Korpsgruppe timing that can work. Each finding names the rule or field and the hexes or unit it is about.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from panzer_qt.model.enums import Side, UnitSize
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.text import Text
from panzer_qt.rules.grid import HexGrid, grid_for
from panzer_qt.rules.scenario_check import check_scenario

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


def scenario_errors(scenario: Scenario) -> list[Finding]:
    """Every error in the scenario: its format, then (if the format is sound) whether it can be played."""
    refused = format_findings(scenario)
    return refused or list(play_findings(scenario))


# -- the format ------------------------------------------------------------------------------------
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


def format_findings(scenario: Scenario) -> list[Finding]:
    """What ``check_scenario`` refuses in the scenario, with the hexes and unit each problem is about."""
    found = []
    for problem in check_scenario(scenario):
        hexes, unit = subject(scenario, problem.where)
        found.append(Finding(ERROR, problem.where, problem.text, "format", hexes, unit))
    return found


# -- whether it can be played ----------------------------------------------------------------------
def play_findings(scenario: Scenario) -> Iterator[Finding]:
    """What keeps a scenario of a sound format from being played as a game."""
    grid = grid_for(scenario.map)
    yield from _sides(scenario)
    yield from _sources(scenario)
    yield from _units(scenario)
    yield from _arrivals(scenario)
    yield from _restricted(scenario)
    yield from _crowded(scenario, grid)
    yield from _victory(scenario)
    yield from _kg_timing(scenario)


NO_UNITS = {
    Side.GERMAN: Text("there are no German units: both sides need some"),
    Side.SOVIET: Text("there are no Soviet units: both sides need some"),
}
ALL_GARRISONS = {
    Side.GERMAN: Text("every German unit is a static garrison: none can move or attack"),
    Side.SOVIET: Text("every Soviet unit is a static garrison: none can move or attack"),
}


def _sides(scenario: Scenario) -> Iterator[Finding]:
    """Both sides need units, and units that can move (2.7)."""
    if not scenario.units:
        yield Finding(ERROR, "$.units", Text("the scenario has no units: both sides need some"), "3.0")
        return
    for side in Side:
        units = [u for u in scenario.units if u.side is side]
        if not units:
            yield Finding(ERROR, "$.units", NO_UNITS[side], "3.0")
        elif all(u.abilities.static_garrison for u in units):
            yield Finding(ERROR, "$.units", ALL_GARRISONS[side], "2.7")


def _sources(scenario: Scenario) -> Iterator[Finding]:
    """A Soviet supply source (8.2) and a German C&C source (9.2)."""
    sets = scenario.map.hex_sets
    if not sets.soviet_supply:
        yield Finding(ERROR, "$.map.hex_sets.soviet_supply", Text("there is no Soviet supply source"), "8.2")
    if not sets.german_cc:
        yield Finding(ERROR, "$.map.hex_sets.german_cc", Text("there is no German C&C source"), "9.2")


def _units(scenario: Scenario) -> Iterator[Finding]:
    """Ids a player can read and type, and units with something to defend with."""
    for i, unit in enumerate(scenario.units):
        where = f"$.units[{i}]"
        hexes = (unit.setup_hex,) if unit.setup_hex else ()
        if unit.id != unit.id.strip() or any(c.isspace() for c in unit.id):
            yield Finding(ERROR, f"{where}.id", Text("unit id {id!r} has spaces in it", id=unit.id), "", hexes, unit.id)
        if all(step.defence == 0 for step in unit.steps):
            message = Text("{unit} has a defence factor of 0 at every step", unit=unit.name)
            yield Finding(ERROR, f"{where}.steps", message, "2.6", hexes, unit.id)


def _arrivals(scenario: Scenario) -> Iterator[Finding]:
    """Reinforcements need somewhere to enter: German entry hexes (10.1); Soviet units never enter."""
    entry = scenario.map.hex_sets.german_entry
    for i, unit in enumerate(scenario.units):
        if unit.arrival_turn is None:
            continue
        where = f"$.units[{i}].arrival_turn"
        if unit.side is Side.SOVIET:
            message = Text(
                "{unit} is Soviet and would never arrive: only German units enter as reinforcements", unit=unit.name
            )
            yield Finding(ERROR, where, message, "10.1", (), unit.id)
        elif not entry:
            message = Text(
                "{unit} arrives on turn {turn} but would never enter: there is no German entry hex",
                unit=unit.name,
                turn=unit.arrival_turn,
            )
            yield Finding(ERROR, where, message, "10.1", (), unit.id)


def _restricted(scenario: Scenario) -> Iterator[Finding]:
    """No Soviet unit sets up inside the Soviet restriction zone (12.5, R12)."""
    zone = set(scenario.map.hex_sets.soviet_restricted)
    for i, unit in enumerate(scenario.units):
        if unit.side is Side.SOVIET and unit.setup_hex in zone:
            message = Text(
                "{unit} sets up in {hex}, inside the Soviet restriction zone", unit=unit.name, hex=unit.setup_hex
            )
            yield Finding(ERROR, f"$.units[{i}].setup_hex", message, "12.5, R12", (unit.setup_hex,), unit.id)


def _crowded(scenario: Scenario, grid: HexGrid) -> Iterator[Finding]:
    """A German set-up stack over the limit may spread into the hexes around (3.2), but not beyond what they hold:
    more German steps in a hex than it and its neighbours free of Soviet units can hold is an error (6.1)."""
    limit = scenario.tables.stacking.german_steps
    steps: Counter[str] = Counter()
    first: dict[str, int] = {}
    soviet: set[str] = set()
    for i, unit in enumerate(scenario.units):
        if unit.setup_hex is None:
            continue
        if unit.side is Side.SOVIET:
            soviet.add(unit.setup_hex)
        elif not unit.abilities.static_garrison:
            steps[unit.setup_hex] += unit.max_steps
            first.setdefault(unit.setup_hex, i)
    for hid, count in sorted(steps.items()):
        room = limit * sum(1 for h in (hid, *grid.neighbors(hid)) if h not in soviet)
        if count > room:
            message = Text(
                "{steps} German steps set up in {hex}: more than it and the hexes around can hold ({room})",
                steps=count,
                hex=hid,
                room=room,
            )
            unit_id = scenario.units[first[hid]].id
            yield Finding(ERROR, f"$.units[{first[hid]}].setup_hex", message, "3.2, 6.1", (hid,), unit_id)


def _victory(scenario: Scenario) -> Iterator[Finding]:
    """Towns worth something, and victory levels in order that the Soviet VP can reach (4.1-4.3)."""
    table = scenario.tables.victory
    where = "$.tables.victory"
    if scenario.map.towns and table.town_vp <= 0:
        yield Finding(
            ERROR,
            f"{where}.town_vp",
            Text("a town is worth {vp} VP: it must be worth at least 1", vp=table.town_vp),
            "4.1",
        )
    if any(t.fortified for t in scenario.map.towns) and table.fortified_vp <= 0:
        message = Text("a fortified locality is worth {vp} VP: it must be worth at least 1", vp=table.fortified_vp)
        yield Finding(ERROR, f"{where}.fortified_vp", message, "4.1")
    if table.draw_at <= 0 or table.soviet_victory_at <= table.draw_at:
        message = Text(
            "the victory levels are out of order: a draw from {draw} VP, a Soviet victory from {win}; both must be "
            "above 0 and the victory above the draw",
            draw=table.draw_at,
            win=table.soviet_victory_at,
        )
        yield Finding(ERROR, f"{where}.soviet_victory_at", message, "4.3")


def unreachable_victory(scenario: Scenario) -> Iterator[Finding]:
    """A warning when the Soviet player could never score enough VP for a victory (4.1-4.3)."""
    table, most = scenario.tables.victory, _most_vp(scenario)
    if 0 < table.draw_at < table.soviet_victory_at and most < table.soviet_victory_at:
        message = Text(
            "the Soviet player can score at most {most} VP: a Soviet victory at {win} VP can never be reached",
            most=most,
            win=table.soviet_victory_at,
        )
        yield Finding(WARNING, "$.tables.victory.soviet_victory_at", message, "4.3")


def _most_vp(scenario: Scenario) -> int:
    """The most VP the Soviet player could score: every town, every exit, every German division eliminated out of
    C&C, every town cut off (4.1, 4.2)."""
    table = scenario.tables.victory
    town_hexes = [(h, t.fortified) for t in scenario.map.towns for h in t.hexes]
    towns = sum(table.fortified_vp if fortified else table.town_vp for _h, fortified in town_hexes)
    divisions = sum(u.max_steps for u in scenario.units if u.side is Side.GERMAN and u.size is UnitSize.DIVISION)
    return towns + table.out_of_cc_town_vp * len(town_hexes) + table.exit_vp_max + divisions


def _kg_timing(scenario: Scenario) -> Iterator[Finding]:
    """A Korpsgruppe marker deploys during the game (5.3)."""
    last = scenario.options.last_turn
    for i, kg in enumerate(scenario.kg_markers):
        if kg.deploy_from_turn > last:
            message = Text(
                "KG {kg} deploys from turn {deploy}: it can never deploy in a game of {last} turns",
                kg=kg.name,
                deploy=kg.deploy_from_turn,
                last=last,
            )
            yield Finding(ERROR, f"$.kg_markers[{i}].deploy_from_turn", message, "5.3")
