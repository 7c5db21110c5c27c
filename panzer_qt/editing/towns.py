"""Town edits: place, move, rename, delete towns and fortified localities, multi-hex towns, initial control.

A town's VP value follows from its kind (4.1: a town hex 1 VP, a fortified-locality hex 4, by the victory
table). The starting VP is what the Soviet-held town hexes are worth (R31), so edits that change it keep it so.
"""

from __future__ import annotations

from collections.abc import Callable

from panzer_qt.editing.checked import EditRefused, built, finish, rebuilt, with_map
from panzer_qt.model.enums import Side
from panzer_qt.model.mapspec import Town
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.text import Text
from panzer_qt.rules.grid import from_cube, grid_for, to_cube


def town_at(scenario: Scenario, hid: str) -> tuple[int, Town] | None:
    """The index and town holding a hex, if any."""
    for i, town in enumerate(scenario.map.towns):
        if hid in town.hexes:
            return i, town
    return None


def _town(scenario: Scenario, hid: str) -> tuple[int, Town]:
    found = town_at(scenario, hid)
    if found is None:
        raise EditRefused.because("$.map.towns", Text("hex {hex} holds no town", hex=hid))
    return found


def town_vp(scenario: Scenario, town: Town) -> int:
    """What each hex of a town is worth to the side holding it at the end (4.1)."""
    table = scenario.tables.victory
    return table.fortified_vp if town.fortified else table.town_vp


def start_vp(scenario: Scenario, control: dict[str, Side] | None = None) -> int:
    """What the town hexes the Soviets hold at the start (by default the scenario's) are worth (3.1, 4.1, R31)."""
    worth = {h: town_vp(scenario, t) for t in scenario.map.towns for h in t.hexes}
    held = scenario.setup.controlled_by if control is None else control
    return sum(worth.get(h, 0) for h, side in held.items() if side is Side.SOVIET)


def with_towns(scenario: Scenario, towns: list[Town], control: dict[str, Side] | None = None) -> Scenario:
    """The scenario with these towns (sorted by first hex, as mapgen writes them), control and a matching VP."""
    edited = with_map(scenario, towns=sorted(towns, key=lambda t: t.hexes[0]))
    held = {h for t in edited.map.towns for h in t.hexes}
    wanted = scenario.setup.controlled_by if control is None else control
    kept = {h: side for h, side in sorted(wanted.items()) if h in held}
    setup = rebuilt(edited.setup, "$.setup", controlled_by=kept, vp=start_vp(edited, kept))
    return finish(scenario, rebuilt(edited, setup=setup))


def _replace(scenario: Scenario, hid: str, make: Callable[[Town], Town | None]) -> Scenario:
    index, town = _town(scenario, hid)
    changed = make(town)
    towns = [t for i, t in enumerate(scenario.map.towns) if i != index]
    return with_towns(scenario, towns if changed is None else [*towns, changed])


def place_town(scenario: Scenario, hid: str, name: str, fortified: bool = False) -> Scenario:
    """A new one-hex town (or fortified locality) in an empty hex."""
    if hid not in grid_for(scenario.map):
        raise EditRefused.because("$.map.towns", Text("hex {hex} is not on the map", hex=hid))
    if town_at(scenario, hid) is not None:
        raise EditRefused.because(
            "$.map.towns", Text("hex {hex} already holds {town}", hex=hid, town=_town(scenario, hid)[1].name)
        )
    town = built(Town, {"name": name, "hexes": [hid], "fortified": fortified}, "$.map.towns")
    return with_towns(scenario, [*scenario.map.towns, town])


def move_town(scenario: Scenario, from_hex: str, to_hex: str) -> Scenario:
    """The town in ``from_hex`` moved so that that hex lands on ``to_hex``; its other hexes keep their places
    around it, and its initial control goes with it."""
    _index, town = _town(scenario, from_hex)
    (q0, r0, s0), (q1, r1, s1) = to_cube(from_hex), to_cube(to_hex)
    moved = [from_cube((q + q1 - q0, r + r1 - r0, s + s1 - s0)) for q, r, s in map(to_cube, town.hexes)]
    grid = grid_for(scenario.map)
    for new in moved:
        other = town_at(scenario, new)
        if new not in grid:
            raise EditRefused.because(
                "$.map.towns", Text("{town} would leave the map at {hex}", town=town.name, hex=new)
            )
        if other is not None and other[1] is not town:
            raise EditRefused.because(
                "$.map.towns", Text("{town} would cover {other} at {hex}", town=town.name, other=other[1].name, hex=new)
            )
    shift = dict(zip(town.hexes, moved, strict=True))
    control = {shift.get(h, h): side for h, side in scenario.setup.controlled_by.items()}
    towns = [rebuilt(t, "$.map.towns", hexes=sorted(moved)) if t is town else t for t in scenario.map.towns]
    return with_towns(scenario, towns, control)


def rename_town(scenario: Scenario, hid: str, name: str) -> Scenario:
    """The town in ``hid`` renamed."""
    return _replace(scenario, hid, lambda t: rebuilt(t, "$.map.towns", name=name))


def set_fortified(scenario: Scenario, hid: str, fortified: bool) -> Scenario:
    """The town in ``hid`` made a fortified locality (4 VP a hex, 13.8.4) or a plain town (1 VP)."""
    return _replace(scenario, hid, lambda t: rebuilt(t, "$.map.towns", fortified=fortified))


def delete_town(scenario: Scenario, hid: str) -> Scenario:
    """The scenario without the town in ``hid`` (all its hexes)."""
    return _replace(scenario, hid, lambda _t: None)


def add_town_hex(scenario: Scenario, town_hex: str, hid: str) -> Scenario:
    """The town in ``town_hex`` grown by the empty hex ``hid``, which must touch it (Vinnitsa has three)."""
    grid = grid_for(scenario.map)
    _index, town = _town(scenario, town_hex)
    if town_at(scenario, hid) is not None:
        raise EditRefused.because(
            "$.map.towns", Text("hex {hex} already holds {town}", hex=hid, town=_town(scenario, hid)[1].name)
        )
    if not any(grid.adjacent(hid, h) for h in town.hexes):
        raise EditRefused.because(
            "$.map.towns", Text("hex {hex} does not touch {town}: a town's hexes must", hex=hid, town=town.name)
        )
    return _replace(scenario, town_hex, lambda t: rebuilt(t, "$.map.towns", hexes=sorted([*t.hexes, hid])))


def remove_town_hex(scenario: Scenario, hid: str) -> Scenario:
    """The hex ``hid`` taken from its town; a town left without hexes is deleted."""
    rest = [h for h in _town(scenario, hid)[1].hexes if h != hid]
    return _replace(scenario, hid, lambda t: rebuilt(t, "$.map.towns", hexes=rest) if rest else None)


def set_control(scenario: Scenario, hid: str, side: Side) -> Scenario:
    """Who holds every hex of the town in ``hid`` at the start (3.1, R24); the starting VP follows."""
    _index, town = _town(scenario, hid)
    control = {h: s for h, s in scenario.setup.controlled_by.items() if h not in town.hexes}
    if side is Side.SOVIET:
        control.update({h: side for h in town.hexes})
    return with_towns(scenario, list(scenario.map.towns), control)
