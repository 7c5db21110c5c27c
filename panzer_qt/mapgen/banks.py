"""Towns on their true banks: a town's hex must lie on the same side of every nearby river as its real point.

The real side is judged from the town's coordinates against the river's real line (warped to map pixels);
the map side from the centre of each of the town's hexes against the river's chain of hexsides. Sides
are named looking downstream along the line (pixel y grows southward, so a positive cross product is
the right bank). A point whose nearest place on a line is one of its ends has no side; neither has a
point on the line itself, as a town the course is traced through stands on both banks.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise

from panzer_qt.geo.georef import Warp
from panzer_qt.mapgen.inputs import TownInput
from panzer_qt.model.mapspec import River, Town
from panzer_qt.rules.grid import center, side_segment

Point = tuple[float, float]
Line = Sequence[Point]
NEAR = 2.0
"""Rivers passing this close (hex radii) to a town's point or to the centre of one of its hexes are checked."""

ON_LINE = 0.01
"""A point this close (hex radii) to a river line stands on the river, on both banks."""

SNAP = 6
LEFT, RIGHT = "left", "right"


@dataclass(frozen=True)
class _Nearest:
    """Where a point is nearest to a line: the distance, and the cross products of the nearest segments."""

    distance: float
    crosses: tuple[float, ...]
    at_end: bool


def _nearest(point: Point, line: Line) -> _Nearest:
    """The nearest place of ``line`` to ``point`` (segments tied at a shared vertex are all kept)."""
    px, py = point
    found: list[tuple[float, float, bool]] = []
    last = len(line) - 2
    for i, ((ax, ay), (bx, by)) in enumerate(pairwise(line)):
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy or 1e-12
        t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length2))
        dist = math.hypot(ax + t * dx - px, ay + t * dy - py)
        end = (i == 0 and t == 0.0) or (i == last and t == 1.0)
        found.append((dist, dx * (py - ay) - dy * (px - ax), end))
    best = min(d for d, _, _ in found)
    tied = [(c, e) for d, c, e in found if d <= best + 1e-9]
    return _Nearest(best, tuple(c for c, _ in tied), any(e for _, e in tied))


def bank(point: Point, lines: Iterable[Line]) -> str | None:
    """The bank (looking downstream) of the nearest line that ``point`` lies on; None on the line or off its ends.

    >>> bank((1.0, 1.0), [[(0.0, 0.0), (2.0, 0.0)]])  # y grows southward: south of an eastward river
    'right'
    >>> bank((3.0, 1.0), [[(0.0, 0.0), (2.0, 0.0)]]) is None
    True
    """
    candidates = [_nearest(point, line) for line in lines if len(line) > 1]
    if not candidates:
        return None
    near = min(candidates, key=lambda n: n.distance)
    if near.distance < ON_LINE or near.at_end:
        return None
    return RIGHT if sum(near.crosses) > 0 else LEFT


def distance_to(point: Point, lines: Iterable[Line]) -> float:
    """The distance from ``point`` to the nearest of ``lines``."""
    return min((_nearest(point, line).distance for line in lines if len(line) > 1), default=math.inf)


def chain_line(river: River) -> list[Point]:
    """A river's chain of hexsides as a polyline of hex corners, in the chain's order."""
    segments = [[_key(p) for p in side_segment(a, b, 1.0)] for a, b in river.hexsides]
    first = segments[0]
    if len(segments) > 1 and first[0] in segments[1]:
        first = first[::-1]
    points = list(first)
    for segment in segments[1:]:
        points.append(segment[1] if segment[0] == points[-1] else segment[0])
    return points


def _key(point: Point) -> Point:
    return round(point[0], SNAP), round(point[1], SNAP)


@dataclass(frozen=True)
class BankCheck:
    """One town against one river: the bank of its real point and of each of its hexes (None: no side)."""

    town: str
    river: str
    real: str | None
    hexes: dict[str, str | None]

    @property
    def wrong(self) -> bool:
        """The real point has a side and none of the town's hexes lies on it."""
        return self.real is not None and self.real not in self.hexes.values()

    def message(self) -> str:
        """What is wrong, for mapgen's refusal."""
        where = ", ".join(f"{h} on the {side or 'undecided'} bank" for h, side in self.hexes.items())
        return (
            f"town {self.town} lies on the {self.real} bank of the {self.river} by its coordinates, "
            f"but its hexes do not ({where}); move the town's hex or the river's course in the overrides"
        )


def bank_checks(
    towns: Sequence[TownInput],
    placed: Sequence[Town],
    real: Mapping[str, Sequence[Line]],
    rivers: Sequence[River],
    warp: Warp,
) -> list[BankCheck]:
    """Every (town, river) pair where the river passes near the town, with the banks found."""
    chains: dict[str, list[list[Point]]] = {}
    for river in rivers:
        chains.setdefault(river.name, []).append(chain_line(river))
    hexes_of = {t.name: t.hexes for t in placed}
    checks = []
    for town in towns:
        point = warp.to_pixel(town.lon, town.lat)
        centres = {h: center(h, 1.0) for h in hexes_of[town.name]}
        for name, lines in real.items():
            chain = chains.get(name, [])
            near_map = min((distance_to(c, chain) for c in centres.values()), default=math.inf)
            if min(distance_to(point, lines), near_map) > NEAR:
                continue
            sides = {h: bank(c, chain) for h, c in centres.items()}
            checks.append(BankCheck(town.name, name, bank(point, lines), sides))
    return checks
