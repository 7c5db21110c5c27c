"""The hex grid: RULINGS R2 numbering, adjacency facts from the rulebook, distances, edges, geometry."""

from __future__ import annotations

import math

import pytest

from panzer_qt.geo.hexgraph import build_graph
from panzer_qt.model.mapspec import MapSpec, River
from panzer_qt.rules.grid import (
    DEFAULT_GRID,
    HexGrid,
    center,
    corners,
    distance,
    from_cube,
    hexside,
    neighbors,
    pixel_to_hex,
    side_segment,
    to_cube,
)


def test_default_map_has_1340_hexes() -> None:
    assert len(DEFAULT_GRID) == 1340
    assert DEFAULT_GRID.rows_in(1) == 29 and DEFAULT_GRID.rows_in(2) == 28
    assert "0129" in DEFAULT_GRID and "0229" not in DEFAULT_GRID and "4729" in DEFAULT_GRID


@pytest.mark.parametrize(
    ("hid", "expected"),
    [
        # even column (half a hex lower): the neighbours either side are rows r and r+1
        ("0805", {"0804", "0806", "0705", "0706", "0905", "0906"}),
        # even column (half a hex lower): rows r and r+1
        ("2218", {"2217", "2219", "2118", "2119", "2318", "2319"}),
        # odd column: rows r-1 and r
        ("2119", {"2118", "2120", "2018", "2019", "2218", "2219"}),
        ("4612", {"4611", "4613", "4512", "4513", "4712", "4713"}),
        # corners and edges
        ("0101", {"0102", "0201"}),
        ("4729", {"4728", "4628"}),
        ("4628", {"4627", "4528", "4529", "4728", "4729"}),
        ("0201", {"0202", "0101", "0102", "0301", "0302"}),
    ],
)
def test_neighbours(hid: str, expected: set[str]) -> None:
    assert set(neighbors(hid)) == expected


def test_vinnitsa_hexes_touch_each_other() -> None:
    for a, b in [("4513", "4612"), ("4513", "4613"), ("4612", "4613")]:
        assert DEFAULT_GRID.adjacent(a, b)


def test_example_turn_hexes() -> None:
    # 2218 attacks 2119 and the stack later probes on into 2018 (example turn).
    assert DEFAULT_GRID.adjacent("2218", "2119")
    assert DEFAULT_GRID.adjacent("2119", "2018")
    assert distance("2218", "2018") == 2
    # 9 Mech retreats 2119 -> 2019 -> 1920: each step one hex.
    assert DEFAULT_GRID.adjacent("2119", "2019") and DEFAULT_GRID.adjacent("1919", "1920")


def test_corners_have_two_neighbours_and_4628_ends_the_south_edge() -> None:
    assert len(neighbors("0101")) == 2
    assert len(neighbors("4729")) == 2
    assert DEFAULT_GRID.is_edge("4628")
    assert DEFAULT_GRID.edge("south")[-2:] == ["4628", "4729"]


def test_edges_follow_r3() -> None:
    edge = {h for h in DEFAULT_GRID if DEFAULT_GRID.is_edge(h)}
    sides = set().union(*(DEFAULT_GRID.edge(s) for s in ("north", "south", "west", "east")))
    assert edge == sides
    assert len(DEFAULT_GRID.edge("north")) == 47
    assert DEFAULT_GRID.edge("west") == [f"01{r:02d}" for r in range(1, 30)]
    assert DEFAULT_GRID.edge("south")[:3] == ["0129", "0228", "0329"]
    assert not DEFAULT_GRID.is_edge("0202")


@pytest.mark.parametrize(
    ("a", "b", "d"),
    [
        ("0101", "0101", 0),
        ("0101", "0102", 1),
        ("0101", "0201", 1),
        ("0101", "0301", 2),
        ("0805", "2607", 18),
        ("0101", "4729", 51),
        ("0129", "4701", 51),
        ("2218", "2018", 2),
    ],
)
def test_distance(a: str, b: str, d: int) -> None:
    assert distance(a, b) == d
    assert distance(b, a) == d


def test_distance_matches_breadth_first_search() -> None:
    grid = HexGrid(9, 7)
    start = "0504"
    seen = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for h in frontier:
            for n in grid.neighbors(h):
                if n not in seen:
                    seen[n] = seen[h] + 1
                    nxt.append(n)
        frontier = nxt
    assert all(distance(start, h) == d for h, d in seen.items())
    assert len(seen) == len(grid)


def test_cube_round_trip() -> None:
    assert all(from_cube(to_cube(h)) == h for h in DEFAULT_GRID)


def test_ring_and_range_counts() -> None:
    assert len(DEFAULT_GRID.within("2315", 2)) == 19
    assert len(DEFAULT_GRID.ring("2315", 2)) == 12
    assert set(DEFAULT_GRID.ring("2315", 1)) == set(neighbors("2315"))
    assert sorted(DEFAULT_GRID.within("0101", 1)) == ["0101", "0102", "0201"]


def test_hexside_is_canonical() -> None:
    assert hexside("2218", "2119") == hexside("2119", "2218") == "2119-2218"
    all_sides = {hexside(h, n) for h in DEFAULT_GRID for n in neighbors(h)}
    edges = sum(len(neighbors(h)) for h in DEFAULT_GRID) // 2
    assert len(all_sides) == edges


def test_pixel_geometry() -> None:
    size = 10.0
    x, y = center("0101", size)
    assert (x, y) == pytest.approx((10.0, math.sqrt(3) * 5))
    # even columns sit half a hex lower
    assert center("0201", size)[1] - center("0101", size)[1] == pytest.approx(math.sqrt(3) * 5)
    pts = corners("0805", size)
    assert len(pts) == 6
    assert all(math.dist(p, center("0805", size)) == pytest.approx(size) for p in pts)
    for h in ("0805", "2218", "4628"):
        assert pixel_to_hex(*center(h, size), size) == h
    assert pixel_to_hex(-50.0, -50.0, size) is None


def test_shared_side_segment_is_common_to_both_hexes() -> None:
    size = 12.0
    for a in ("0805", "2218"):
        for b in neighbors(a):
            p, q = side_segment(a, b, size)
            r, s = side_segment(b, a, size)
            assert {(round(p[0], 6), round(p[1], 6)), (round(q[0], 6), round(q[1], 6))} == {
                (round(r[0], 6), round(r[1], 6)),
                (round(s[0], 6), round(s[1], 6)),
            }
            assert math.dist(p, q) == pytest.approx(size)


def test_graph_carries_terrain_towns_and_rivers() -> None:
    spec = MapSpec.model_validate(
        {
            "columns": 4,
            "rows": 4,
            "terrain": {"0202": "forest"},
            "towns": [{"name": "T", "hexes": ["0303"], "fortified": True}],
            "rivers": [River(name="R", major=True, hexsides=[("0101", "0201")])],
        }
    )
    graph = build_graph(spec)
    assert graph.number_of_nodes() == len(HexGrid(4, 4))
    assert graph.nodes["0202"]["terrain"] == "forest"
    assert graph.nodes["0303"]["fortified"] and graph.nodes["0303"]["town"] == "T"
    assert graph.edges["0101", "0201"] == {"river": "R", "major": True}
    assert graph.edges["0101", "0102"]["river"] is None
    assert graph.degree("0101") == 2
