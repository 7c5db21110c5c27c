"""Regions of the map copied, cut and pasted with what their hexes hold: terrain, towns (their hexes inside the
region), river hexsides with both hexes inside, hex-set membership. A region is kept as cube offsets from its
first hex, so a paste anywhere keeps neighbours neighbours whatever the columns' parity (R2). A paste replaces
what the hexes it covers held; hexes that fall off the map are left out. Units stay where they are.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from panzer_qt.editing.checked import EditRefused, finish, rebuilt, with_map
from panzer_qt.editing.rivers import cut_rivers
from panzer_qt.editing.towns import with_towns
from panzer_qt.model.enums import Terrain
from panzer_qt.model.ids import split_hex_id
from panzer_qt.model.mapspec import HexSets, River, Town
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.text import Text
from panzer_qt.rules.grid import Cube, HexGrid, from_cube, grid_for, to_cube

Offset = Cube


@dataclass(frozen=True)
class Clip:
    """What a region held, by cube offset from its first hex (its top-left one)."""

    terrain: dict[Offset, Terrain]
    towns: tuple[tuple[str, bool, tuple[Offset, ...]], ...]
    """Name, fortified, the offsets of its hexes inside the region."""
    rivers: tuple[tuple[str, bool, tuple[tuple[Offset, Offset], ...]], ...]
    """Name, major, the hexsides inside the region."""
    sets: dict[str, frozenset[Offset]]


def rectangle(grid: HexGrid, a: str, b: str) -> list[str]:
    """The hexes of the grid whose column and row lie between those of ``a`` and ``b``."""
    (ca, ra), (cb, rb) = split_hex_id(a), split_hex_id(b)
    cols, rows = range(min(ca, cb), max(ca, cb) + 1), range(min(ra, rb), max(ra, rb) + 1)
    return [h for h in grid.hexes if split_hex_id(h)[0] in cols and split_hex_id(h)[1] in rows]


def _offset(origin: Cube, hid: str) -> Offset:
    q, r, s = to_cube(hid)
    return q - origin[0], r - origin[1], s - origin[2]


def placed(anchor: str, offset: Offset) -> str | None:
    """The hex at ``offset`` from ``anchor`` (None off any map)."""
    q, r, s = to_cube(anchor)
    cube = (q + offset[0], r + offset[1], s + offset[2])
    col = cube[0] + 1
    row = cube[1] + (cube[0] - (cube[0] & 1)) // 2 + 1
    return from_cube(cube) if 1 <= col <= 99 and 1 <= row <= 99 else None


def copy_region(scenario: Scenario, hexes: Iterable[str]) -> Clip:
    """What the region's hexes hold (``EditRefused`` for an empty region)."""
    spec, grid = scenario.map, grid_for(scenario.map)
    inside = sorted(h for h in set(hexes) if h in grid)
    if not inside:
        raise EditRefused.because("$.map", Text("no hexes are selected"))
    origin = to_cube(inside[0])
    region = set(inside)
    towns = tuple(
        (t.name, t.fortified, tuple(_offset(origin, h) for h in t.hexes if h in region))
        for t in spec.towns
        if region.intersection(t.hexes)
    )
    rivers = tuple(
        (r.name, r.major, sides)
        for r in spec.rivers
        if (sides := tuple((_offset(origin, a), _offset(origin, b)) for a, b in r.hexsides if {a, b} <= region))
    )
    sets = {
        name: frozenset(_offset(origin, h) for h in getattr(spec.hex_sets, name) if h in region)
        for name in HexSets.model_fields
    }
    return Clip({_offset(origin, h): spec.terrain_of(h) for h in inside}, towns, rivers, sets)


def cut_region(scenario: Scenario, hexes: Iterable[str]) -> Scenario:
    """The scenario with the region emptied: default terrain, no town hexes, river hexsides or hex-set members in
    it (a town or a river cut in two keeps its name)."""
    grid = grid_for(scenario.map)
    return _emptied(scenario, {h for h in hexes if h in grid}, [], [])


def paste_region(scenario: Scenario, clip: Clip, anchor: str) -> Scenario:
    """The scenario with ``clip`` pasted, its first hex on ``anchor``: the hexes it covers (on the map) take its
    terrain, towns, river hexsides and hex-set membership."""
    grid = grid_for(scenario.map)

    def at(offset: Offset) -> str | None:
        hid = placed(anchor, offset)
        return hid if hid is not None and hid in grid else None

    covered = {h for o in clip.terrain if (h := at(o)) is not None}
    if not covered:
        raise EditRefused.because("$.map", Text("hex {hex} is not on the map", hex=anchor))
    towns = [
        Town(name=name, fortified=fortified, hexes=town_hexes)
        for name, fortified, offsets in clip.towns
        if (town_hexes := [h for o in offsets if (h := at(o)) is not None])
    ]
    rivers = [
        River(name=name, major=major, hexsides=kept)
        for name, major, sides in clip.rivers
        if (kept := [(a, b) for o, p in sides if (a := at(o)) is not None and (b := at(p)) is not None])
    ]
    emptied = _emptied(scenario, covered, towns, rivers, finish_edit=False)
    terrain = dict(emptied.map.terrain)
    for offset, kind in clip.terrain.items():
        hid = at(offset)
        if hid is not None and kind is not emptied.map.default_terrain:
            terrain[hid] = kind
    sets = {
        name: sorted(set(getattr(emptied.map.hex_sets, name)) | {h for o in clip.sets[name] if (h := at(o))})
        for name in HexSets.model_fields
    }
    pasted = with_map(emptied, terrain=terrain, hex_sets=rebuilt(emptied.map.hex_sets, "$.map.hex_sets", **sets))
    return _finished(scenario, pasted)


def _emptied(
    scenario: Scenario, region: set[str], towns: list[Town], rivers: list[River], finish_edit: bool = True
) -> Scenario:
    """The scenario with nothing in ``region`` but ``towns`` and ``rivers`` added."""
    spec = scenario.map
    kept_towns = [
        rebuilt(t, "$.map.towns", hexes=hexes) for t in spec.towns if (hexes := [h for h in t.hexes if h not in region])
    ]
    kept_rivers = cut_rivers(scenario, lambda side: None if {side[0], side[1]} <= region else side)
    sets = {name: [h for h in getattr(spec.hex_sets, name) if h not in region] for name in HexSets.model_fields}
    edited = with_map(
        scenario,
        terrain={h: t for h, t in spec.terrain.items() if h not in region},
        rivers=[*kept_rivers, *rivers],
        hex_sets=rebuilt(spec.hex_sets, "$.map.hex_sets", **sets),
        towns=[*kept_towns, *towns],
    )
    return _finished(scenario, edited) if finish_edit else edited


def _finished(before: Scenario, edited: Scenario) -> Scenario:
    """``edited``, its towns sorted and their control and the start VP matching (``with_towns``), checked."""
    held = {h for t in edited.map.towns for h in t.hexes}
    control = {h: side for h, side in before.setup.controlled_by.items() if h in held}
    return finish(before, with_towns(edited, list(edited.map.towns), control)) if edited != before else before
