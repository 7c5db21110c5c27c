"""The hexside nearest a point, for tools that work on hexsides (the editor draws rivers along them).

Qt-free pixel geometry beside ``panzer_qt.rules.grid.pixel_to_hex``: it belongs in ``rules.grid`` and is
kept here until the engine takes it.
"""

from __future__ import annotations

import math

from panzer_qt.rules.grid import HexGrid, center, direction, pixel_to_hex

SIDE_STEP_DEGREES = 60.0
NORTH_DEGREES = -90.0
"""The outward normal of the north side (y grows downwards); side d (N, NE, SE, S, SW, NW) faces -90 + 60 d."""


def nearest_hexside(x: float, y: float, size: float, grid: HexGrid) -> tuple[str, str] | None:
    """The side of the hex under (x, y) nearest the point, as its two hexes, lower id first.

    None off the map, or where the nearest side is the map's edge. Inside a regular hexagon the nearest
    side is the one whose outward normal points most nearly towards the point.

    >>> from panzer_qt.rules.grid import DEFAULT_GRID, center
    >>> x, y = center("0505", 40.0)
    >>> nearest_hexside(x, y - 30, 40.0, DEFAULT_GRID), nearest_hexside(x + 30, y + 10, 40.0, DEFAULT_GRID)
    (('0504', '0505'), ('0505', '0605'))
    """
    hid = pixel_to_hex(x, y, size, grid)
    if hid is None:
        return None
    cx, cy = center(hid, size)
    angle = math.degrees(math.atan2(y - cy, x - cx))
    side = round((angle - NORTH_DEGREES) / SIDE_STEP_DEGREES) % 6
    other = {direction(hid, n): n for n in grid.neighbors(hid)}.get(side)
    if other is None:
        return None
    return (hid, other) if hid < other else (other, hid)
