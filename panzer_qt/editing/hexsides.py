"""The hexsides of a grid as geometry (hex size 1): their corners, the nearest one to a point, paths along them.

Picking uses shapely: every hexside is a segment in an ``STRtree``, and the nearest segment to the cursor wins,
on either side of it (the engine's ``pixel_to_hexside`` only looks at the sides of the hex under the point).
The corner graph is ``geo.rivers.SideGraph``, the one rivers are traced on.
"""

from __future__ import annotations

from functools import cache, cached_property
from itertools import pairwise

import networkx as nx
import shapely
from shapely.geometry import LineString, Point

from panzer_qt.geo.rivers import SideGraph, Vertex, corner_key
from panzer_qt.rules.grid import HexGrid, Hexside, side_key, side_segment

PICK_REACH = 0.45
"""How far from a hexside (in hex radii) the cursor may be and still pick it."""


class Hexsides:
    """The hexsides of one grid, built once per grid (``hexsides_of``); the corner graph and the shapely index
    only when first needed (checking rivers needs neither)."""

    def __init__(self, grid: HexGrid) -> None:
        self.grid = grid
        self._corners: dict[Hexside, tuple[Vertex, Vertex]] = {}

    def is_side(self, side: Hexside) -> bool:
        """Whether two hexes are adjacent hexes of the grid."""
        return self.grid.adjacent(*side)

    def corners(self, side: Hexside) -> tuple[Vertex, Vertex]:
        """The two corners of a hexside (lower id first), as the corner graph's vertices."""
        found = self._corners.get(side)
        if found is None:
            p, q = side_segment(side[0], side[1], 1.0)
            found = self._corners[side] = (corner_key(p), corner_key(q))
        return found

    @cached_property
    def graph(self) -> nx.Graph:
        """Corners joined by hexsides (the ``SideGraph`` rivers are traced on)."""
        graph: nx.Graph = SideGraph(self.grid).graph
        return graph

    @cached_property
    def _index(self) -> tuple[list[Hexside], shapely.STRtree]:
        sides = [side_key(*data["hexes"]) for _p, _q, data in self.graph.edges(data=True)]
        return sides, shapely.STRtree([LineString(self.corners(s)) for s in sides])

    def nearest(self, x: float, y: float, reach: float = PICK_REACH) -> Hexside | None:
        """The hexside nearest the point (hex size 1), if one lies within ``reach``; None at the map's edge."""
        sides, tree = self._index
        found = tree.query_nearest(Point(x, y), max_distance=reach)
        return sides[int(found[0])] if len(found) else None

    def joins(self, side: Hexside, vertex: Vertex) -> bool:
        """Whether a hexside ends at ``vertex``."""
        return vertex in self.corners(side)

    def other_end(self, side: Hexside, vertex: Vertex) -> Vertex:
        """The corner of ``side`` that is not ``vertex``."""
        p, q = self.corners(side)
        return q if p == vertex else p

    def shared(self, a: Hexside, b: Hexside) -> Vertex | None:
        """The corner two hexsides share, if any."""
        common = set(self.corners(a)) & set(self.corners(b))
        return next(iter(common)) if len(common) == 1 else None

    def path(self, start: Vertex, side: Hexside) -> list[Hexside]:
        """The fewest hexsides from corner ``start`` through ``side`` (its last), for strokes that skip sides."""
        best: list[Vertex] | None = None
        for corner in self.corners(side):
            way: list[Vertex] = nx.shortest_path(self.graph, start, corner)
            if best is None or len(way) < len(best):
                best = way
        assert best is not None
        steps = [side_key(*self.graph.edges[a, b]["hexes"]) for a, b in pairwise(best)]
        return steps if steps and steps[-1] == side else [*steps, side]


@cache
def hexsides_of(grid: HexGrid) -> Hexsides:
    """The hexside geometry of a grid (built once per size)."""
    return Hexsides(grid)
