"""The map generator: the georeference warp, rivers traced onto hexsides, hex sets, and byte-for-byte regeneration."""

from __future__ import annotations

import math
from itertools import pairwise
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from panzer_qt.mapgen.build import course_pixels, generate
from panzer_qt.mapgen.georef import Warp
from panzer_qt.mapgen.hexsets import enclosed_region, german_cc, german_entry, soviet_exit, soviet_supply
from panzer_qt.mapgen.rivers import SideGraph, trace
from panzer_qt.model.mapspec import ControlPoint, River
from panzer_qt.rules.grid import HexGrid, center, side_segment
from panzer_qt.rules.loading import load_scenario

REPO = Path(__file__).resolve().parents[1]
SCENARIO = REPO / "scenarios" / "first_panzer_army.json"
SOURCES = REPO / "scenarios" / "sources"
GEO = Path(__file__).resolve().parents[2] / "shared" / "geo"
TINY = HexGrid(4, 4)


def _shares_corner(a: tuple[str, str], b: tuple[str, str]) -> bool:
    ends_a = {(round(x, 6), round(y, 6)) for x, y in side_segment(*a, 1.0)}
    ends_b = {(round(x, 6), round(y, 6)) for x, y in side_segment(*b, 1.0)}
    return bool(ends_a & ends_b)


def test_warp_is_exact_at_every_control_point() -> None:
    points = load_scenario(SCENARIO).map.georeference.control_points  # type: ignore[union-attr]
    warp = Warp(points)
    for point in points:
        x, y = warp.to_pixel(point.lon, point.lat)
        cx, cy = center(point.hex, 1.0)
        assert math.hypot(x - cx, y - cy) < 1e-6, point.name
        assert warp.to_hex(point.lon, point.lat) == point.hex


def test_warp_of_an_affine_layout_is_that_affine_map() -> None:
    # Four corners of a 3x3 block laid out by a pure scale: the spline adds no bending.
    pts = [ControlPoint(hex=h, lon=lon, lat=lat) for h, lon, lat in
           [("0101", 0.0, 2.0), ("0301", 2.0, 2.0), ("0103", 0.0, 0.0), ("0303", 2.0, 0.0)]]
    warp = Warp(pts)
    x, y = warp.to_pixel(1.0, 1.0)
    (x0, y0), (x1, y1) = center("0101", 1.0), center("0303", 1.0)
    assert x == pytest.approx((x0 + x1) / 2) and y == pytest.approx((y0 + y1) / 2)


def test_a_straight_line_follows_the_zigzag_between_two_columns() -> None:
    sides = SideGraph(TINY)
    chain = sides.hexsides(trace(sides, [(1.75, 0.9), (1.75, 4.3)]))
    assert chain == [("0101", "0201"), ("0102", "0201"), ("0102", "0202"), ("0103", "0202")]


def test_a_tributary_stops_where_it_meets_an_earlier_river() -> None:
    sides = SideGraph(TINY)
    main = trace(sides, [(1.75, 0.9), (1.75, 4.3)])
    branch = trace(sides, [(4.9, 2.6), (2.3, 2.6)], taken=main)
    assert branch[-1] in main
    assert not set(sides.hexsides(branch)) & set(sides.hexsides(main))
    chain = sides.hexsides(branch)
    assert all(_shares_corner(a, b) for a, b in pairwise(chain))


def test_a_course_can_be_pinned_to_a_hexside() -> None:
    sides = SideGraph(TINY)
    warp = Warp([ControlPoint(hex=h, lon=float(i), lat=float(j)) for h, i, j in
                 [("0101", 0, 3), ("0401", 3, 3), ("0104", 0, 0), ("0403", 3, 0)]])
    course = course_pixels([(0.0, 3.0), "side:0202/0302", (3.0, 0.0)], lambda p: p, warp)  # type: ignore[arg-type,return-value]
    assert ("0202", "0302") in sides.hexsides(trace(sides, course))


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.floats(0, 7), st.floats(0, 7)), min_size=2, max_size=6))
def test_any_line_becomes_one_chain_without_repeats(points: list[tuple[float, float]]) -> None:
    sides = SideGraph(TINY)
    chain = sides.hexsides(trace(sides, points))
    assert len(chain) == len(set(chain))
    assert all(_shares_corner(a, b) for a, b in pairwise(chain))
    assert all(TINY.adjacent(a, b) for a, b in chain)


def test_enclosed_region_stops_at_river_hexsides() -> None:
    wall = River(name="Wall", hexsides=[("0101", "0201"), ("0102", "0201"), ("0102", "0202"),
                                        ("0103", "0202"), ("0103", "0203"), ("0104", "0203")])
    assert enclosed_region(TINY, "0101", [wall]) == ["0101", "0102", "0103", "0104"]
    assert len(enclosed_region(TINY, "0101", [])) == len(TINY)


def test_edge_sets_on_a_small_grid() -> None:
    grid = HexGrid(20, 5)
    assert soviet_supply(grid) == [f"{c:02d}01" for c in range(11, 20)] + [f"20{r:02d}" for r in range(1, 5)]
    assert "2004" not in german_cc(grid) and "1905" in german_cc(grid) and "0103" in german_cc(grid)
    assert soviet_exit(grid) == ["0705", "0804", "0905", "1004", "1105", "1204", "1305", "1404", "1505", "1604", "1705"]
    assert german_entry(grid, "0805") == ["0101", "0102", "0103", "0104", "0105", "0805"]


@pytest.mark.skipif(not GEO.is_dir(), reason=f"the shared geographic data is not at {GEO}")
def test_mapgen_regenerates_the_committed_scenario_byte_for_byte(tmp_path: Path) -> None:
    out = tmp_path / "fpa.json"
    generate(GEO, SOURCES, out)
    assert out.read_bytes() == SCENARIO.read_bytes()
