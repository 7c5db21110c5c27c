"""Lon/lat polygons onto the grid: the hexes whose centre lies inside, the polygon's edges bent with the warp."""

from __future__ import annotations

import numpy as np
import shapely
from shapely.geometry import Point
from shapely.geometry.base import BaseGeometry

from panzer_qt.geo.georef import GeoWarp
from panzer_qt.rules.grid import HexGrid, center

SEGMENT_DEGREES = 0.02
"""Polygon edges are cut into pieces this long before the warp bends them."""


def warped(geometry: BaseGeometry, warp: GeoWarp) -> BaseGeometry:
    """A lon/lat geometry in map pixels (hex size 1), its edges cut so that the warp bends them."""
    cut = shapely.segmentize(geometry, SEGMENT_DEGREES)
    return shapely.transform(cut, lambda xy: np.array(warp.to_pixels([(float(x), float(y)) for x, y in xy])))


def area_hexes(geometry: BaseGeometry, warp: GeoWarp, grid: HexGrid) -> set[str]:
    """Hexes whose centre lies inside a lon/lat polygon."""
    inside = warped(geometry, warp)
    return {hid for hid in grid.hexes if inside.contains(Point(center(hid, 1.0)))}
