"""Resizing the map: columns and rows added or removed at any edge, everything on the map moved with its hexes.

Hexes keep their neighbours: rows shift whole columns, and columns come and go at the west edge two at a time,
since odd columns stand half a hex higher than even ones (R2). The hex sets of the map's edges (R3) follow their
edge: a source on the east edge is on the new east edge, and a set running along an edge runs on where the edge
grows. The restriction zone and everything else keep their hexes; what falls off the map goes, except units and
the georeference's control points, which must be moved first.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from panzer_qt.editing.checked import EditRefused, finish, rebuilt, with_map
from panzer_qt.editing.rivers import cut_rivers
from panzer_qt.editing.towns import start_vp
from panzer_qt.model.ids import hex_id, split_hex_id
from panzer_qt.model.mapspec import Georeference, HexSets, MapSpec
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.text import Text
from panzer_qt.rules.grid import HexGrid, grid_for

EDGE_SETS = ("soviet_supply", "german_cc", "soviet_exit", "german_entry")
EDGES = ("north", "south", "west", "east")
MIN_CONTROL_POINTS = 3
SET_WORDS = {
    "soviet_supply": Text("Soviet supply sources (8.2)"),
    "german_cc": Text("German C&C sources (9.2)"),
    "soviet_exit": Text("Soviet exit hexes (4.1)"),
    "german_entry": Text("German entry hexes (10.1)"),
    "soviet_restricted": Text("Soviet restriction zone (12.5)"),
}
"""The hex sets, named in what a resize would drop."""


@dataclass(frozen=True)
class Resize:
    """Rows or columns added (positive) or removed (negative) at each edge."""

    north: int = 0
    south: int = 0
    west: int = 0
    east: int = 0


@dataclass(frozen=True)
class _Shift:
    old: HexGrid
    new: HexGrid
    columns: int
    rows: int

    def __call__(self, hid: str) -> str | None:
        """Where an old hex lies on the new map (None: it fell off)."""
        col, row = split_hex_id(hid)
        moved = hex_id(col + self.columns, row + self.rows) if col + self.columns > 0 and row + self.rows > 0 else ""
        return moved if moved in self.new else None

    def back(self, hid: str) -> tuple[int, int]:
        """The old column and row a new hex stands for (perhaps off the old map)."""
        col, row = split_hex_id(hid)
        return col - self.columns, row - self.rows


def _along(edge: str, col_row: tuple[int, int]) -> int:
    """The position along an edge: the row on the west and east edges, the column on the others."""
    return col_row[1] if edge in ("west", "east") else col_row[0]


def _carried(old: HexGrid, edge: str, hexes: set[str]) -> dict[int, bool]:
    """Which hexes of an old edge the set holds, by position along it; a corner counts for this edge only if the
    set runs along it there (the next hex along is held too)."""
    line = old.edge(edge)
    held = {_along(edge, split_hex_id(h)): h in hexes for h in line}
    for end, step in ((line[0], 1), (line[-1], -1)):
        pos = _along(edge, split_hex_id(end))
        held[pos] = held[pos] and held.get(pos + step, False)
    return held


def _follows(shift: _Shift, edge: str, held: dict[int, bool]) -> set[str]:
    """The new edge hexes the set holds: as the old edge did at the same place, and beyond its ends where it ran
    on to them."""
    first, last = min(held), max(held)
    return {hid for hid in shift.new.edge(edge) if held[min(max(_along(edge, shift.back(hid)), first), last)]}


def _edge_set(shift: _Shift, hexes: list[str]) -> list[str]:
    members = set(hexes)
    held = {edge: _carried(shift.old, edge, members) for edge in EDGES}
    carried = {h for edge in EDGES for h in shift.old.edge(edge) if held[edge][_along(edge, split_hex_id(h))]}
    moved = {m for h in members - carried if (m := shift(h)) is not None}
    for edge in EDGES:
        moved |= _follows(shift, edge, held[edge])
    return sorted(moved)


def _moved(shift: _Shift, hexes: list[str]) -> list[str]:
    return [m for h in hexes if (m := shift(h)) is not None]


def _refuse_lost(scenario: Scenario, shift: _Shift) -> None:
    lost = [u.name for u in scenario.units if u.setup_hex is not None and shift(u.setup_hex) is None]
    if lost:
        raise EditRefused.because(
            "$.units", Text("units set up where the map would end; move them first: {units}", units=", ".join(lost))
        )
    georef = scenario.map.georeference
    if georef is not None and len(_moved(shift, [p.hex for p in georef.control_points])) < MIN_CONTROL_POINTS:
        message = Text(
            "the georeference would keep fewer than {least} control points on the map", least=MIN_CONTROL_POINTS
        )
        raise EditRefused.because("$.map.georeference", message)


def _georeference(spec: MapSpec, shift: _Shift) -> Georeference | None:
    georef = spec.georeference
    if georef is None:
        return None
    kept = [rebuilt(p, "$.map.georeference", hex=m) for p in georef.control_points if (m := shift(p.hex)) is not None]
    return rebuilt(georef, "$.map.georeference", control_points=kept)


def _map_changes(spec: MapSpec, shift: _Shift) -> dict[str, object]:
    sets = {
        name: (_edge_set if name in EDGE_SETS else _moved)(shift, getattr(spec.hex_sets, name))
        for name in HexSets.model_fields
    }
    towns = [rebuilt(t, "$.map.towns", hexes=hexes) for t in spec.towns if (hexes := _moved(shift, t.hexes))]
    labels = [rebuilt(lb, "$.map.labels", hex=m) for lb in spec.labels if (m := shift(lb.hex)) is not None]
    return {
        "columns": shift.new.columns,
        "rows": shift.new.rows,
        "terrain": {m: t for h, t in spec.terrain.items() if (m := shift(h)) is not None},
        "towns": towns,
        "hex_sets": rebuilt(spec.hex_sets, "$.map.hex_sets", **sets),
        "georeference": _georeference(spec, shift),
        "labels": labels,
    }


def _side_mover(shift: _Shift) -> Callable[[tuple[str, str]], tuple[str, str] | None]:
    def move(side: tuple[str, str]) -> tuple[str, str] | None:
        a, b = shift(side[0]), shift(side[1])
        return (a, b) if a is not None and b is not None else None

    return move


def _shift_for(scenario: Scenario, change: Resize) -> _Shift:
    if change.west % 2:
        raise EditRefused.because("$.map.columns", Text("columns come and go at the west edge two at a time (R2)"))
    old = grid_for(scenario.map)
    columns = old.columns + change.west + change.east
    rows = old.rows + change.north + change.south
    if not (1 <= columns <= 99 and 2 <= rows <= 99):
        raise EditRefused.because(
            "$.map",
            Text("a map has 1 to 99 columns and 2 to 99 rows, not {columns}x{rows}", columns=columns, rows=rows),
        )
    return _Shift(old, HexGrid(columns, rows), change.west, change.north)


def resize_losses(scenario: Scenario, change: Resize) -> list[Text]:
    """What the resize would drop off the map: towns (whole or some of their hexes), river hexsides, hex-set hexes
    and labels, one line each (raises ``EditRefused`` as ``resize_map`` does for a size it refuses)."""
    shift = _shift_for(scenario, change)
    spec, lost = scenario.map, []
    for town in spec.towns:
        kept = _moved(shift, town.hexes)
        if not kept:
            lost.append(Text("the town {town} ({hexes})", town=town.name, hexes=", ".join(town.hexes)))
        elif len(kept) < len(town.hexes):
            gone = [h for h in town.hexes if shift(h) is None]
            lost.append(Text("hexes {hexes} of the town {town}", hexes=", ".join(gone), town=town.name))
    for river in spec.rivers:
        gone_sides = sum(1 for a, b in river.hexsides if shift(a) is None or shift(b) is None)
        if gone_sides:
            lost.append(Text("{count} of the {total} hexsides of the river {river}", count=gone_sides,
                             total=len(river.hexsides), river=river.name))  # fmt: skip
    for name in HexSets.model_fields:
        hexes = getattr(spec.hex_sets, name)
        kept_count = len((_edge_set if name in EDGE_SETS else _moved)(shift, hexes))
        if kept_count < len(hexes):
            lost.append(Text("{set}: {count} fewer hexes", count=len(hexes) - kept_count, set=SET_WORDS[name]))
    labels = [lb.text for lb in spec.labels if shift(lb.hex) is None]
    if labels:
        lost.append(Text("the labels {labels}", labels=", ".join(labels)))
    return lost


def resize_map(scenario: Scenario, change: Resize) -> Scenario:
    """The scenario on a map grown or shrunk at its edges (see the module's note)."""
    shift = _shift_for(scenario, change)
    _refuse_lost(scenario, shift)
    edited = with_map(scenario, rivers=cut_rivers(scenario, _side_mover(shift)), **_map_changes(scenario.map, shift))
    units = [u if u.setup_hex is None else rebuilt(u, "$.units", setup_hex=shift(u.setup_hex)) for u in scenario.units]
    control = {m: s for h, s in scenario.setup.controlled_by.items() if (m := shift(h)) is not None}
    column = scenario.setup.stand_fast_column
    setup = rebuilt(
        scenario.setup,
        "$.setup",
        controlled_by=control,
        vp=start_vp(edited, control),
        stand_fast_column=None if column is None else max(1, column + change.west),
    )
    return finish(scenario, rebuilt(edited, units=units, setup=setup))
