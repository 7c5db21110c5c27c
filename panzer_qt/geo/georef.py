"""Georeference: a warp from longitude/latitude to map pixels (hex size 1) through control points (tie points),
each pinned to the centre of a hex.

``thin_plate_spline`` passes exactly through its control points, so the rulebook's fixed towns fall in their
printed hexes while the map between them bends smoothly; ``affine`` is the least-squares affine fit
(``geo.affine``), for a map drawn true to one scale. Pixel coordinates follow ``panzer_qt.rules.grid.center``
with a circumradius of 1.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from panzer_qt.geo.affine import AFFINE, THIN_PLATE_SPLINE, AffineFit, FitRefused, check_tie_points, fit_affine
from panzer_qt.model.mapspec import ControlPoint, Georeference
from panzer_qt.model.text import Text
from panzer_qt.rules.grid import HexGrid, center, pixel_to_hex

Array = NDArray[np.float64]
LonLat = tuple[float, float]


def _kernel(r: Array) -> Array:
    """The thin-plate radial basis r^2 log r (0 at r = 0)."""
    with np.errstate(divide="ignore", invalid="ignore"):
        out = np.where(r > 0, r * r * np.log(r), 0.0)
    return np.asarray(out, dtype=np.float64)


class GeoWarp(ABC):
    """Longitude/latitude -> map pixels (hex size 1) and hexes."""

    @abstractmethod
    def to_pixels(self, lonlat: Sequence[LonLat]) -> list[tuple[float, float]]:
        """Map pixels (hex size 1) of many lon/lat points."""

    def to_pixel(self, lon: float, lat: float) -> tuple[float, float]:
        """Map pixel (hex size 1) of one lon/lat point."""
        return self.to_pixels([(lon, lat)])[0]

    def to_hex(self, lon: float, lat: float, grid: HexGrid | None = None) -> str | None:
        """The hex a lon/lat point falls in, or None off the map."""
        x, y = self.to_pixel(lon, lat)
        return pixel_to_hex(x, y, 1.0, grid) if grid else pixel_to_hex(x, y, 1.0)


class Warp(GeoWarp):
    """Longitude/latitude -> map pixels by a thin-plate spline, exact at the control points.

    >>> from panzer_qt.model.mapspec import ControlPoint
    >>> pts = [ControlPoint(hex=h, lon=lon, lat=lat) for h, lon, lat in
    ...        [("0101", 0.0, 1.0), ("0301", 1.0, 1.0), ("0103", 0.0, 0.0), ("0303", 1.0, 0.0)]]
    >>> Warp(pts).to_hex(1.0, 0.0)
    '0303'
    """

    def __init__(self, points: Sequence[ControlPoint]) -> None:
        if len(points) < 3:
            raise ValueError("a warp needs at least three control points")
        self._lat0 = float(np.mean([p.lat for p in points]))
        self._lon0 = float(np.mean([p.lon for p in points]))
        self._src = self._local(np.array([[p.lon, p.lat] for p in points], dtype=np.float64))
        dst = np.array([center(p.hex, 1.0) for p in points], dtype=np.float64)
        n = len(points)
        system = np.zeros((n + 3, n + 3))
        system[:n, :n] = _kernel(self._distances(self._src))
        poly = np.hstack([np.ones((n, 1)), self._src])
        system[:n, n:] = poly
        system[n:, :n] = poly.T
        rhs = np.zeros((n + 3, 2))
        rhs[:n] = dst
        self._coef: Array = np.asarray(np.linalg.solve(system, rhs), dtype=np.float64)

    def _local(self, lonlat: Array) -> Array:
        """Degrees to a locally isotropic plane (longitude shrunk by cos latitude)."""
        scale = np.cos(np.radians(self._lat0))
        return np.column_stack([(lonlat[:, 0] - self._lon0) * scale, lonlat[:, 1] - self._lat0])

    def _distances(self, pts: Array) -> Array:
        return np.asarray(np.linalg.norm(pts[:, None, :] - self._src[None, :, :], axis=2), dtype=np.float64)

    def to_pixels(self, lonlat: Sequence[LonLat]) -> list[tuple[float, float]]:
        """Map pixels (hex size 1) of many lon/lat points."""
        if not lonlat:
            return []
        pts = self._local(np.array(lonlat, dtype=np.float64))
        n = len(self._src)
        basis = np.hstack([_kernel(self._distances(pts)), np.ones((len(pts), 1)), pts])
        out = basis @ self._coef[: n + 3]
        return [(float(x), float(y)) for x, y in out]


class AffineWarp(GeoWarp):
    """Longitude/latitude -> map pixels by the inverse of a least-squares affine fit.

    >>> from panzer_qt.model.mapspec import ControlPoint
    >>> pts = [ControlPoint(hex=h, lon=lon, lat=lat) for h, lon, lat in
    ...        [("0101", 0.0, 1.0), ("0301", 1.0, 1.0), ("0103", 0.0, 0.0)]]
    >>> AffineWarp(fit_affine(pts)).to_hex(1.0, 0.0)
    '0303'
    """

    def __init__(self, fit: AffineFit) -> None:
        self.fit = fit
        self._inverse: Array = np.asarray(np.linalg.inv(fit.linear), dtype=np.float64)

    def to_pixels(self, lonlat: Sequence[LonLat]) -> list[tuple[float, float]]:
        """Map pixels (hex size 1) of many lon/lat points."""
        if not lonlat:
            return []
        out = (np.array(lonlat, dtype=np.float64) - self.fit.offset) @ self._inverse
        return [(float(x), float(y)) for x, y in out]


def warp_of(georef: Georeference) -> GeoWarp:
    """The warp a map's georeference describes (FitRefused if its control points cannot make one)."""
    if georef.method == AFFINE:
        return AffineWarp(fit_affine(georef.control_points))
    if georef.method != THIN_PLATE_SPLINE:
        raise FitRefused(Text("unknown georeference method {method}", method=georef.method))
    check_tie_points(georef.control_points)
    return Warp(georef.control_points)
