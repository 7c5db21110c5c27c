"""Rivers: a line in map pixels becomes the continuous chain of hexsides it follows.

Hex corners are the vertices of a graph whose edges are the hexsides between two on-map hexes.
Points along the line snap to their nearest vertex and consecutive vertices are joined by the
shortest run of hexsides, so the result is always one connected chain with no repeated side.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import pairwise

import networkx as nx
import numpy as np
import shapely
from numpy.typing import NDArray
from shapely.geometry import LineString, Polygon

from panzer_qt.model.mapspec import River
from panzer_qt.rules.grid import HexGrid, Hexside, corners, side_segment

Point = tuple[float, float]
Vertex = tuple[float, float]
SNAP_DECIMALS = 6
DENSIFY = 0.25
"""Longest step, in hex radii, between the points of a line before snapping."""


def corner_key(point: Point) -> Vertex:
    """A corner's point rounded, so that the corner graph names each corner once, whichever hex drew it."""
    return round(point[0], SNAP_DECIMALS), round(point[1], SNAP_DECIMALS)


@dataclass(frozen=True)
class SideGraph:
    """The hexsides of a grid (hex size 1) as a graph of corner vertices."""

    grid: HexGrid

    @cached_property
    def graph(self) -> nx.Graph:
        """Vertices are corners; each edge carries the two hexes of its hexside."""
        graph = nx.Graph()
        for hid in self.grid.hexes:
            for other in self.grid.neighbors(hid):
                if hid < other:
                    p, q = (corner_key(pt) for pt in side_segment(hid, other, 1.0))
                    graph.add_edge(p, q, hexes=(hid, other), length=1.0)
        return graph

    @cached_property
    def _vertices(self) -> tuple[list[Vertex], NDArray[np.float64]]:
        keys = sorted(self.graph.nodes)
        return keys, np.array(keys, dtype=np.float64)

    def nearest(self, points: Sequence[Point]) -> list[Vertex]:
        """The nearest hexside vertex of each point."""
        keys, coords = self._vertices
        pts = np.array(points, dtype=np.float64)
        dist = np.linalg.norm(pts[:, None, :] - coords[None, :, :], axis=2)
        return [keys[i] for i in np.argmin(dist, axis=1)]

    def vertex_path(self, line: Sequence[Point]) -> list[Vertex]:
        """A simple path of vertices following ``line`` (loops and back-steps cut out)."""
        whole = LineString(line)
        coords = shapely.segmentize(whole, DENSIFY).coords if whole.length > 0 else line
        snapped = self.nearest([(float(x), float(y)) for x, y in coords])
        path: list[Vertex] = [snapped[0]]
        for target in snapped[1:]:
            if target == path[-1]:
                continue
            for vertex in nx.shortest_path(self.graph, path[-1], target, weight="length")[1:]:
                _extend_simple(path, vertex)
        return path

    def hexsides(self, path: Sequence[Vertex]) -> list[Hexside]:
        """The hexsides between consecutive vertices of a path."""
        sides: list[Hexside] = [self.graph.edges[a, b]["hexes"] for a, b in pairwise(path)]
        return sides


def _extend_simple(path: list[Vertex], vertex: Vertex) -> None:
    """Append ``vertex``; if the path already visits it, drop the loop instead."""
    if vertex in path:
        del path[path.index(vertex) + 1 :]
    else:
        path.append(vertex)


def stop_at(path: Sequence[Vertex], taken: Iterable[Vertex]) -> list[Vertex]:
    """The path up to its first vertex, after the source, already on another river (a confluence)."""
    seen = set(taken)
    for i, vertex in enumerate(path[1:], start=1):
        if vertex in seen:
            return list(path[: i + 1])
    return list(path)


CONFLUENCE_REACH = 1.5
"""How far (hex radii) a river's end may lie from an earlier river and still be joined to it."""


def trace(sides: SideGraph, line: Sequence[Point], taken: Iterable[Vertex] = ()) -> list[Vertex]:
    """The vertex chain of a river line, ending where it meets an earlier river (joined if it ends close)."""
    taken = set(taken)
    path = stop_at(sides.vertex_path(line), taken)
    if not taken or path[-1] in taken:
        return path
    end = np.array(path[-1])
    near = min(sorted(taken), key=lambda v: float(np.hypot(*(np.array(v) - end))))
    if float(np.hypot(*(np.array(near) - end))) > CONFLUENCE_REACH:
        return path
    for vertex in nx.shortest_path(sides.graph, path[-1], near, weight="length")[1:]:
        _extend_simple(path, vertex)
    return stop_at(path, taken)


OUTLINE_INSET = 0.3
"""River lines are clipped this far (hex radii) inside the map so they snap to inner hexsides."""

OUTLINE_SLACK = 0.01
MIN_PIECE_SIDES = 4
"""Bits of a river shorter than this many hexsides, where it grazes the map edge, are left out."""


@dataclass(frozen=True)
class Course:
    """A river's real lines in map pixels, before they are clipped and traced onto hexsides."""

    name: str
    major: bool
    lines: list[list[Point]]


def map_outline(grid: HexGrid) -> Polygon:
    """The map's outline in pixels (hex size 1), drawn in by ``OUTLINE_INSET``."""
    # Each hex is grown a little before the union so rounding leaves no slivers between hexes.
    hexes = shapely.union_all([Polygon(corners(h, 1.0)).buffer(OUTLINE_SLACK) for h in grid.hexes])
    outline: Polygon = hexes.buffer(-OUTLINE_INSET - OUTLINE_SLACK)
    return outline


def _pieces(lines: Sequence[Sequence[Point]], outline: Polygon) -> list[list[Point]]:
    """The parts of pixel lines that lie on the map, longest first."""
    parts: list[LineString] = []
    for line in lines:
        whole = LineString(line)
        clipped = whole if outline.covers(whole) else outline.intersection(whole)
        parts.extend(g for g in getattr(clipped, "geoms", [clipped]) if isinstance(g, LineString) and not g.is_empty)
    parts.sort(key=lambda g: -g.length)
    return [[(float(x), float(y)) for x, y in g.coords] for g in parts]


def build_rivers(courses: Sequence[Course], grid: HexGrid, rivers_on_map: Iterable[Vertex] = ()) -> list[River]:
    """Each course clipped to the map and traced onto hexsides, a tributary cut where it meets an earlier river
    (or one already on the map, whose hexside corners are ``rivers_on_map``)."""
    sides = SideGraph(grid)
    outline = map_outline(grid)
    taken: set[Vertex] = set(rivers_on_map)
    rivers: list[River] = []
    for course in courses:
        for piece in _pieces(course.lines, outline):
            path = trace(sides, piece, taken)
            if len(path) - 1 >= MIN_PIECE_SIDES:
                rivers.append(River(name=course.name, major=course.major, hexsides=sides.hexsides(path)))
                taken.update(path)
    return rivers
