"""The hex grid (RULINGS R2, R3): flat-topped hexes in vertical columns, even columns half a hex lower.

Hex ids are ``CCRR`` strings. Odd columns have ``rows`` hexes, even columns ``rows - 1``.
Neighbour and distance maths go through cube coordinates.

>>> sorted(neighbors("4612"))
['4512', '4513', '4611', '4613', '4712', '4713']
>>> distance("0101", "0103")
2
>>> hexside("2119", "2218")
'2119-2218'
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from panzer_qt.model.ids import hex_id, split_hex_id

if TYPE_CHECKING:
    from panzer_qt.model.mapspec import MapSpec

SQRT3 = math.sqrt(3.0)
DEFAULT_COLUMNS = 47
DEFAULT_ROWS = 29

Cube = tuple[int, int, int]


def to_cube(hid: str) -> Cube:
    """Cube coordinates (q, r, s) of a hex id."""
    col, row = split_hex_id(hid)
    q = col - 1
    r = (row - 1) - (q - (q & 1)) // 2
    return q, r, -q - r


def from_cube(cube: Cube) -> str:
    """Hex id of cube coordinates (which may lie off any map)."""
    q, r, _ = cube
    return hex_id(q + 1, r + (q - (q & 1)) // 2 + 1)


_DIRECTIONS: tuple[Cube, ...] = ((0, -1, 1), (1, -1, 0), (1, 0, -1), (0, 1, -1), (-1, 1, 0), (-1, 0, 1))
"""Cube steps, clockwise from north: N, NE, SE, S, SW, NW."""


def cube_distance(a: Cube, b: Cube) -> int:
    """Hex distance between two cube coordinates."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[2] - b[2]))


def distance(a: str, b: str) -> int:
    """Number of hex steps between two hexes."""
    return cube_distance(to_cube(a), to_cube(b))


Hexside = tuple[str, str]
"""A hexside (the edge two adjacent hexes share) as its two hexes, the lower id first (``side_key``)."""


def side_key(a: str, b: str) -> Hexside:
    """The hexside two hexes share, in canonical order: lower id first."""
    return (a, b) if a < b else (b, a)


def hexside(a: str, b: str) -> str:
    """A hexside's name in text: its two hexes, the lower first, joined by a dash."""
    return "-".join(side_key(a, b))


def direction(a: str, b: str) -> int:
    """Index 0-5 (N, NE, SE, S, SW, NW) of the side of ``a`` that faces adjacent hex ``b``."""
    qa, ra, sa = to_cube(a)
    qb, rb, sb = to_cube(b)
    return _DIRECTIONS.index((qb - qa, rb - ra, sb - sa))


@dataclass(frozen=True)
class HexGrid:
    """The hexes of one map size and the geometry between them."""

    columns: int = DEFAULT_COLUMNS
    rows: int = DEFAULT_ROWS
    _ids: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_ids", frozenset(self.hexes))

    def rows_in(self, col: int) -> int:
        """How many rows column ``col`` has."""
        return self.rows if col % 2 else self.rows - 1

    @cached_property
    def hexes(self) -> tuple[str, ...]:
        """Every hex id, column by column, north to south."""
        return tuple(hex_id(c, r) for c in range(1, self.columns + 1) for r in range(1, self.rows_in(c) + 1))

    def __contains__(self, hid: object) -> bool:
        return hid in self._ids

    def __len__(self) -> int:
        return len(self._ids)

    def __iter__(self) -> Iterator[str]:
        return iter(self.hexes)

    def neighbors(self, hid: str) -> list[str]:
        """The on-map hexes adjacent to ``hid``, clockwise from north."""
        return self._neighbor_table[hid]

    @cached_property
    def _neighbor_table(self) -> dict[str, list[str]]:
        table: dict[str, list[str]] = {}
        for hid in self.hexes:
            q, r, s = to_cube(hid)
            around = (from_cube((q + dq, r + dr, s + ds)) for dq, dr, ds in _DIRECTIONS)
            table[hid] = [n for n in around if n in self._ids]
        return table

    def adjacent(self, a: str, b: str) -> bool:
        """Whether two on-map hexes share a side."""
        return b in self._neighbor_table.get(a, ())

    def within(self, hid: str, radius: int) -> list[str]:
        """On-map hexes at distance 0..radius from ``hid`` (the hex itself first)."""
        q, r, _ = to_cube(hid)
        found = [hid]
        for dq in range(-radius, radius + 1):
            for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
                if dq or dr:
                    other = from_cube((q + dq, r + dr, -q - dq - r - dr))
                    if other in self._ids:
                        found.append(other)
        return found

    def ring(self, hid: str, radius: int) -> list[str]:
        """On-map hexes at exactly ``radius`` from ``hid``."""
        return [h for h in self.within(hid, radius) if distance(hid, h) == radius]

    def is_edge(self, hid: str) -> bool:
        """A map-edge hex has fewer than six on-map neighbours (RULINGS R3)."""
        return len(self.neighbors(hid)) < 6

    def edge(self, side: str) -> list[str]:
        """Edge hexes of one side of the map: 'north', 'south', 'west' or 'east' (RULINGS R3)."""
        if side == "north":
            return [hex_id(c, 1) for c in range(1, self.columns + 1)]
        if side == "south":
            return [hex_id(c, self.rows_in(c)) for c in range(1, self.columns + 1)]
        if side == "west":
            return [hex_id(1, r) for r in range(1, self.rows_in(1) + 1)]
        if side == "east":
            return [hex_id(self.columns, r) for r in range(1, self.rows_in(self.columns) + 1)]
        raise ValueError(f"unknown map side {side!r}")


DEFAULT_GRID = HexGrid()


def neighbors(hid: str, grid: HexGrid = DEFAULT_GRID) -> list[str]:
    """The on-map neighbours of ``hid`` (on the 47x29 map unless another grid is given)."""
    return grid.neighbors(hid)


def center(hid: str, size: float) -> tuple[float, float]:
    """Pixel centre of a flat-topped hex of circumradius ``size``; hex 0101's corner box starts at (0, 0)."""
    col, row = split_hex_id(hid)
    x = size + 1.5 * size * (col - 1)
    y = SQRT3 * size * (row - 0.5 + (0.5 if col % 2 == 0 else 0.0))
    return x, y


def corners(hid: str, size: float) -> list[tuple[float, float]]:
    """The six pixel corners of a flat-topped hex, clockwise from the east corner."""
    cx, cy = center(hid, size)
    return [(cx + size * math.cos(math.radians(60 * i)), cy + size * math.sin(math.radians(60 * i))) for i in range(6)]


def side_segment(a: str, b: str, size: float) -> tuple[tuple[float, float], tuple[float, float]]:
    """Pixel end points of the edge shared by adjacent hexes ``a`` and ``b``."""
    # Corner i of a flat-topped hex lies at angle 60*i (y down); side d (N, NE, ...) spans two corners.
    corner_pairs = ((4, 5), (5, 0), (0, 1), (1, 2), (2, 3), (3, 4))
    i, j = corner_pairs[direction(a, b)]
    pts = corners(a, size)
    return pts[i], pts[j]


def pixel_to_hex(x: float, y: float, size: float, grid: HexGrid = DEFAULT_GRID) -> str | None:
    """The on-map hex under a pixel point, or None."""
    qf = (x - size) / (1.5 * size)
    q = round(qf)
    best: str | None = None
    best_d = math.inf
    for col in (q, q + 1, q + 2):
        if col < 1:
            continue
        row_f = y / (SQRT3 * size) + 0.5 - (0.5 if col % 2 == 0 else 0.0)
        for row in (math.floor(row_f), math.ceil(row_f)):
            hid = hex_id(col, max(row, 0)) if row >= 0 else None
            if hid is None or hid not in grid:
                continue
            cx, cy = center(hid, size)
            d = (cx - x) ** 2 + (cy - y) ** 2
            if d < best_d:
                best, best_d = hid, d
    if best is None or best_d > size * size:
        return None
    return best


SIDE_STEP_DEGREES = 60.0
NORTH_DEGREES = -90.0
"""The outward normal of the north side (y grows downwards); side d (N, NE, SE, S, SW, NW) faces -90 + 60 d."""


def pixel_to_hexside(x: float, y: float, size: float, grid: HexGrid = DEFAULT_GRID) -> Hexside | None:
    """The side of the hex under a pixel point nearest it, as its two hexes, lower id first.

    None off the map, or where the nearest side is the map's edge. Inside a regular hexagon the nearest
    side is the one whose outward normal points most nearly towards the point.

    >>> x, y = center("0505", 40.0)
    >>> pixel_to_hexside(x, y - 30, 40.0), pixel_to_hexside(x + 30, y + 10, 40.0)
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
    return side_key(hid, other)


def grid_for(spec: MapSpec) -> HexGrid:
    """The grid of a map spec (cached per size)."""
    return _grid(spec.columns, spec.rows)


_GRIDS: dict[tuple[int, int], HexGrid] = {}


def _grid(columns: int, rows: int) -> HexGrid:
    key = (columns, rows)
    if key not in _GRIDS:
        _GRIDS[key] = HexGrid(columns, rows)
    return _GRIDS[key]
