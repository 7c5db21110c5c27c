"""Everything wrong with a scenario, for the editor's live validation panel.

The errors are the one verdict every face of the program gives (``rules.verdict``: what ``panzer-qt validate``
reports, what the client refuses to open); then warnings: German set-up stacks over the limit, units out of supply
or C&C at the set-up, sources no unit can trace to, a Soviet victory out of reach; and what makes a map hard to
keep: towns without a name, broken river chains. Each finding names the rule or the field, and the hexes or unit
it is about.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from panzer_qt.editing.hexsides import hexsides_of
from panzer_qt.editing.rivers import walk
from panzer_qt.editing.terrain import flood
from panzer_qt.model.enums import Side, Weather
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.state import GameState
from panzer_qt.model.text import Text
from panzer_qt.rules.board import Board
from panzer_qt.rules.grid import HexGrid, grid_for
from panzer_qt.rules.setup import initial_state
from panzer_qt.rules.stacking_limits import stack_fits
from panzer_qt.rules.stacks import stacks
from panzer_qt.rules.verdict import ERROR, WARNING, Finding, scenario_errors, subject, unreachable_victory

__all__ = ["ERROR", "WARNING", "Finding", "findings", "subject"]


def findings(scenario: Scenario) -> list[Finding]:
    """Every problem found, errors first: the one verdict's errors (``rules.verdict``), then warnings."""
    errors = scenario_errors(scenario)
    refused = any(f.rule == "format" for f in errors)
    warnings = [*([] if refused else setup_findings(scenario)), *unreachable_victory(scenario), *map_findings(scenario)]
    return [*errors, *warnings]


# -- the set-up, as the engine sees it -------------------------------------------------------------
def setup_findings(scenario: Scenario) -> list[Finding]:
    """German set-up stacks over the limit, units that cannot trace to a source at the start, and sources no unit
    can trace to (warnings, for a scenario of a sound format)."""
    return [*_stands(Board(scenario), initial_state(scenario)), *_unreached_sources(scenario)]


def _stands(board: Board, state: GameState) -> Iterator[Finding]:
    scenario = board.scenario
    index = {u.id: i for i, u in enumerate(scenario.units)}
    specs = {u.id: u for u in scenario.units}

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


def _unreached_sources(scenario: Scenario) -> Iterator[Finding]:
    """Sources in a stretch of clear hexes (no enemy unit, no EZOC) that no unit of the side stands in or next
    to: no supply or C&C path can run from them to a unit at the start (8.2, 9.2, R6); and units but static
    garrisons that no such stretch reaches: out of supply or C&C at the start.

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
        yield from _cut_off(scenario, grid, side, seen)


def _cut_off(scenario: Scenario, grid: HexGrid, side: Side, reached: set[str]) -> Iterator[Finding]:
    """Units of ``side`` but static garrisons standing neither in nor next to a hex a source of theirs reaches."""
    for i, unit in enumerate(scenario.units):
        hid = unit.setup_hex
        if unit.side is not side or hid is None or hid not in grid or unit.abilities.static_garrison:
            continue
        if reached.isdisjoint((hid, *grid.neighbors(hid))):
            message = (
                Text("{unit} sets up in {hex}, out of supply: it traces to no Soviet supply source", unit=unit.name,
                     hex=hid)
                if side is Side.SOVIET
                else Text("{unit} sets up in {hex}, out of C&C: it traces to no German C&C source", unit=unit.name,
                          hex=hid)
            )  # fmt: skip
            yield Finding(WARNING, f"$.units[{i}].setup_hex", message, "8.2" if side is Side.SOVIET else "9.2",
                          (hid,), unit.id)  # fmt: skip


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
