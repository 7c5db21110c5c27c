"""The least-squares affine fit from hex centres (map pixels, hex size 1) to longitude/latitude, with each tie
point's residual in kilometres; and the checks every warp's tie points pass (three or more, not on one line).

>>> from panzer_qt.model.mapspec import ControlPoint
>>> pts = [ControlPoint(hex=h, lon=lon, lat=lat) for h, lon, lat in
...        [("0101", 25.0, 50.0), ("0301", 25.3, 50.0), ("0103", 25.0, 49.8)]]
>>> [round(v, 6) for v in fit_affine(pts).to_lonlat(*center("0303", 1.0))]
[25.3, 49.8]
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from panzer_qt.model.mapspec import ControlPoint
from panzer_qt.model.text import Text
from panzer_qt.rules.grid import center

Array = NDArray[np.float64]
AFFINE = "affine"
THIN_PLATE_SPLINE = "thin_plate_spline"
MIN_TIE_POINTS = 3
KM_PER_DEGREE = 6371.0088 * math.pi / 180
"""Kilometres in a degree of latitude (the mean Earth radius)."""
FLAT = 1e-9
"""Tie points whose spread across their main line is this fraction of their spread along it lie on one line."""


class FitRefused(ValueError):
    """Tie points no warp can be fitted through, and why."""

    def __init__(self, text: Text) -> None:
        self.text = text
        super().__init__(str(text))


def _on_one_line(xy: Array) -> bool:
    """Whether 2-D points all lie on one line (or on one point)."""
    spread = np.linalg.svd(xy - xy.mean(axis=0), compute_uv=False)
    return bool(spread[0] == 0 or spread[1] <= FLAT * spread[0])


def _local(lonlat: Array) -> Array:
    """Degrees to a locally isotropic plane (longitude shrunk by cos latitude)."""
    scale = math.cos(math.radians(float(lonlat[:, 1].mean())))
    return np.column_stack([lonlat[:, 0] * scale, lonlat[:, 1]])


def check_tie_points(points: Sequence[ControlPoint]) -> None:
    """FitRefused unless there are three or more tie points whose hexes, and whose places, do not lie on one line."""
    if len(points) < MIN_TIE_POINTS:
        raise FitRefused(
            Text("a georeference needs at least {least} tie points; it has {count}", least=MIN_TIE_POINTS,
                 count=len(points))
        )  # fmt: skip
    if _on_one_line(np.array([center(p.hex, 1.0) for p in points], dtype=np.float64)):
        raise FitRefused(Text("the tie points' hexes lie on one line: tie hexes spread across the map"))
    if _on_one_line(_local(np.array([(p.lon, p.lat) for p in points], dtype=np.float64))):
        raise FitRefused(Text("the tie points' longitudes and latitudes lie on one line"))


@dataclass(frozen=True)
class AffineFit:
    """lon/lat = offset + (x, y) @ linear, fitted to tie points; how far each tie point lies off it."""

    offset: Array
    linear: Array
    residuals_km: tuple[float, ...]

    def to_lonlat(self, x: float, y: float) -> tuple[float, float]:
        """Longitude and latitude of a map pixel (hex size 1)."""
        lon, lat = self.offset + np.array([x, y], dtype=np.float64) @ self.linear
        return float(lon), float(lat)


def _km(fitted: Array, given: Array) -> tuple[float, ...]:
    """Distances in km between pairs of lon/lat points a few km apart (locally flat)."""
    east = (fitted[:, 0] - given[:, 0]) * np.cos(np.radians(given[:, 1]))
    north = fitted[:, 1] - given[:, 1]
    return tuple(float(d) for d in np.hypot(east, north) * KM_PER_DEGREE)


def fit_affine(points: Sequence[ControlPoint]) -> AffineFit:
    """The least-squares affine map from the tie points' hex centres to their lon/lat (FitRefused: see
    ``check_tie_points``)."""
    check_tie_points(points)
    xy = np.array([center(p.hex, 1.0) for p in points], dtype=np.float64)
    given = np.array([(p.lon, p.lat) for p in points], dtype=np.float64)
    design = np.hstack([np.ones((len(points), 1)), xy])
    coef = np.asarray(np.linalg.lstsq(design, given, rcond=None)[0], dtype=np.float64)
    if abs(np.linalg.det(coef[1:])) <= FLAT * float(np.abs(coef[1:]).max()) ** 2:
        raise FitRefused(Text("the tie points' longitudes and latitudes lie on one line"))
    return AffineFit(coef[0], coef[1:], _km(design @ coef, given))
