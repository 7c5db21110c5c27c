"""The named hex sets of RULINGS R3 and R12, computed from the grid's edges and the map's rivers."""

from __future__ import annotations

from collections.abc import Iterable

from panzer_qt.model.ids import hex_id, split_hex_id
from panzer_qt.model.mapspec import HexSets, River
from panzer_qt.rules.grid import HexGrid, side_key

SOVIET_SUPPLY_FIRST_NORTH_COLUMN = 11
"""Soviet supply runs along the north edge from 1101 eastward (8.2, R3)."""
SOVIET_EXIT_COLUMNS = (7, 17)
"""Soviet exit hexes: the south edge from 0729 to 1729 inclusive (4.1, R3)."""
GERMAN_ENTRY_LAST_ROW = 13
"""German reinforcements enter on the west edge from 0101 to 0113 (10.1, R3)."""


def soviet_supply(grid: HexGrid) -> list[str]:
    """North-edge hexes from column 11 eastward plus the whole east edge (8.2)."""
    north = [h for h in grid.edge("north") if split_hex_id(h)[0] >= SOVIET_SUPPLY_FIRST_NORTH_COLUMN]
    return sorted(set(north) | set(grid.edge("east")))


def german_cc(grid: HexGrid) -> list[str]:
    """The west edge plus the south edge up to 4628, the south-east corner being Soviet (9.2)."""
    south = set(grid.edge("south")) - set(grid.edge("east"))
    return sorted(set(grid.edge("west")) | south)


def soviet_exit(grid: HexGrid) -> list[str]:
    """South-edge hexes of columns 07 to 17 (4.1)."""
    first, last = SOVIET_EXIT_COLUMNS
    return [h for h in grid.edge("south") if first <= split_hex_id(h)[0] <= last]


def german_entry(grid: HexGrid, town_hex: str) -> list[str]:
    """West-edge hexes 0101-0113 and the Ternopol hex (10.1)."""
    west = [hex_id(1, row) for row in range(1, GERMAN_ENTRY_LAST_ROW + 1) if hex_id(1, row) in grid]
    return sorted({*west, town_hex})


def enclosed_region(grid: HexGrid, seed: str, rivers: Iterable[River]) -> list[str]:
    """Hexes reachable from ``seed`` without crossing a hexside of these rivers (the 12.5 zone, R12)."""
    walls = {side_key(a, b) for river in rivers for a, b in river.hexsides}
    found = {seed}
    frontier = [seed]
    while frontier:
        hid = frontier.pop()
        for other in grid.neighbors(hid):
            if other not in found and side_key(hid, other) not in walls:
                found.add(other)
                frontier.append(other)
    return sorted(found)


def hex_sets(grid: HexGrid, ternopol: str, restricted: list[str]) -> HexSets:
    """All the named hex sets of the default map."""
    return HexSets(
        soviet_supply=soviet_supply(grid),
        german_cc=german_cc(grid),
        soviet_exit=soviet_exit(grid),
        german_entry=german_entry(grid, ternopol),
        soviet_restricted=restricted,
    )
