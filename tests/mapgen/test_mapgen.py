"""The map generator: the georeference warp, rivers traced onto hexsides, hex sets, and byte-for-byte regeneration."""

from __future__ import annotations

import json
import math
import shutil
from itertools import pairwise
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from panzer_qt.cli import main
from panzer_qt.geo.georef import Warp, warp_of
from panzer_qt.geo.rivers import SideGraph, trace
from panzer_qt.mapgen.banks import LEFT, RIGHT, bank, bank_checks, chain_line
from panzer_qt.mapgen.build import OVERRIDES_FILE, course_pixels, generate, real_lines, river_courses
from panzer_qt.mapgen.hexsets import enclosed_region, german_cc, german_entry, soviet_exit, soviet_supply
from panzer_qt.mapgen.inputs import GeoLayers, TownInput, read_overrides
from panzer_qt.model.mapspec import ControlPoint, River, Town
from panzer_qt.paths import DEFAULT_SCENARIO, DEFAULT_SOURCES
from panzer_qt.rules.grid import HexGrid, center, side_segment
from panzer_qt.rules.loading import load_scenario

REPO = Path(__file__).resolve().parents[2]
SCENARIO = DEFAULT_SCENARIO
SOURCES = DEFAULT_SOURCES
GEO = Path(__file__).resolve().parents[3] / "shared" / "geo"
TINY = HexGrid(4, 4)
NEEDS_GEO = pytest.mark.skipif(not GEO.is_dir(), reason=f"the shared geographic data is not at {GEO}")
WALL = River(name="Wall", hexsides=[("0101", "0201"), ("0102", "0201"), ("0102", "0202"), ("0103", "0202")])
"""The chain a straight line from (1.75, 0.9) south to (1.75, 4.3) traces on TINY."""


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
    pts = [
        ControlPoint(hex=h, lon=lon, lat=lat)
        for h, lon, lat in [("0101", 0.0, 2.0), ("0301", 2.0, 2.0), ("0103", 0.0, 0.0), ("0303", 2.0, 0.0)]
    ]
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
    warp = Warp(
        [
            ControlPoint(hex=h, lon=float(i), lat=float(j))
            for h, i, j in [("0101", 0, 3), ("0401", 3, 3), ("0104", 0, 0), ("0403", 3, 0)]
        ]
    )
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
    wall = River(
        name="Wall",
        hexsides=[
            ("0101", "0201"),
            ("0102", "0201"),
            ("0102", "0202"),
            ("0103", "0202"),
            ("0103", "0203"),
            ("0104", "0203"),
        ],
    )
    assert enclosed_region(TINY, "0101", [wall]) == ["0101", "0102", "0103", "0104"]
    assert len(enclosed_region(TINY, "0101", [])) == len(TINY)


def test_edge_sets_on_a_small_grid() -> None:
    grid = HexGrid(20, 5)
    assert soviet_supply(grid) == [f"{c:02d}01" for c in range(11, 20)] + [f"20{r:02d}" for r in range(1, 5)]
    assert "2004" not in german_cc(grid) and "1905" in german_cc(grid) and "0103" in german_cc(grid)
    assert soviet_exit(grid) == ["0705", "0804", "0905", "1004", "1105", "1204", "1305", "1404", "1505", "1604", "1705"]
    assert german_entry(grid, "0805") == ["0101", "0102", "0103", "0104", "0105", "0805"]


@NEEDS_GEO
def test_mapgen_regenerates_the_committed_scenario_byte_for_byte(tmp_path: Path) -> None:
    out = tmp_path / "fpa.json"
    generate(GEO, SOURCES, out)
    assert out.read_bytes() == SCENARIO.read_bytes()


EAST = [(0.0, 0.0), (2.0, 0.0), (4.0, 0.0)]


def test_banks_are_named_looking_downstream() -> None:
    # Pixel y grows southward: south of a river flowing east is its right bank.
    assert bank((1.0, 0.5), [EAST]) == RIGHT
    assert bank((1.0, -0.5), [EAST]) == LEFT
    assert bank((1.0, 0.5), [EAST[::-1]]) == LEFT
    assert bank((1.0, 0.0), [EAST]) is None  # a point on the river stands on both banks
    assert bank((5.0, 0.2), [EAST]) is None  # beyond the mouth there is no side


def test_a_bank_at_a_bend_is_judged_at_the_nearest_place() -> None:
    bend = [(0.0, 0.0), (2.0, 0.0), (2.0, 2.0)]  # east, then south
    assert bank((3.0, -1.0), [bend]) == LEFT  # outside the corner, nearest the bend itself
    assert bank((1.5, 1.0), [bend]) == RIGHT  # inside the corner, nearest the southward reach


def test_a_chain_of_hexsides_becomes_a_line_through_their_corners_in_order() -> None:
    points = chain_line(WALL)
    assert len(points) == len(WALL.hexsides) + 1
    for (a, b), (p, q) in zip(WALL.hexsides, pairwise(points), strict=True):
        assert {(round(x, 6), round(y, 6)) for x, y in side_segment(a, b, 1.0)} == {p, q}
    assert points[0][1] < points[-1][1]  # it runs south, as the line it was traced from


def _tiny_warp() -> Warp:
    return Warp(
        [
            ControlPoint(hex=h, lon=float(i), lat=float(j))
            for h, i, j in [("0101", 0, 3), ("0401", 3, 3), ("0104", 0, 0), ("0403", 3, 0)]
        ]
    )


def test_a_town_whose_hex_is_across_the_river_from_its_point_is_wrong() -> None:
    warp = _tiny_warp()
    town = TownInput(name="Ville", lon=1.0, lat=2.0)
    assert warp.to_hex(town.lon, town.lat) == "0202"  # east of the wall
    real = {"Wall": [[(1.75, 0.9), (1.75, 4.3)]]}
    (check,) = bank_checks([town], [Town(name="Ville", hexes=["0102"])], real, [WALL], warp)
    assert (check.real, check.hexes, check.wrong) == (LEFT, {"0102": RIGHT}, True)
    assert "town Ville lies on the left bank of the Wall" in check.message()
    (right,) = bank_checks([town], [Town(name="Ville", hexes=["0202"])], real, [WALL], warp)
    assert (right.hexes, right.wrong) == ({"0202": LEFT}, False)


def test_a_town_straddling_the_river_is_right_if_one_of_its_hexes_is() -> None:
    warp = _tiny_warp()
    town = TownInput(name="Ville", lon=1.0, lat=2.0)
    real = {"Wall": [[(1.75, 0.9), (1.75, 4.3)]]}
    (check,) = bank_checks([town], [Town(name="Ville", hexes=["0102", "0202"])], real, [WALL], warp)
    assert check.hexes == {"0102": RIGHT, "0202": LEFT} and not check.wrong


@NEEDS_GEO
def test_every_town_of_the_default_map_lies_on_its_true_bank() -> None:
    overrides = read_overrides(SOURCES / OVERRIDES_FILE)
    spec = load_scenario(SCENARIO).map
    warp = warp_of(spec.georeference)  # type: ignore[arg-type]
    courses = river_courses(overrides, GeoLayers.from_folder(GEO), warp)
    checks = bank_checks(overrides.towns, spec.towns, real_lines(courses), spec.rivers, warp)
    assert [c.message() for c in checks if c.wrong] == []
    found = {(c.town, c.river): (c.real, sorted({s for s in c.hexes.values() if s})) for c in checks}
    for town, river, side in [
        ("Mogilev-Podolsky", "Dnestr", LEFT),
        ("Kamenets-Podolsky", "Dnestr", LEFT),
        ("Zalishchiki", "Dnestr", LEFT),
        ("Khotyn", "Dnestr", RIGHT),
        ("Sniatyn", "Prut", LEFT),
        ("Kolomyya", "Prut", LEFT),
        ("Chernovtsy", "Prut", RIGHT),
        ("Skala", "Zbruch", RIGHT),
        ("Gusyatin", "Zbruch", RIGHT),
        ("Volochisk", "Zbruch", LEFT),
    ]:
        assert found[(town, river)] == (side, [side]), (town, river)
    assert sum(1 for c in checks if c.real is not None) >= 20


@NEEDS_GEO
def test_mapgen_refuses_to_write_a_town_on_the_wrong_bank(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sources = tmp_path / "sources"
    shutil.copytree(SOURCES, sources)
    data = json.loads((sources / OVERRIDES_FILE).read_text(encoding="utf-8"))
    next(t for t in data["towns"] if t["name"] == "Gusyatin")["hexes"] = ["1713"]  # across the Zbruch
    (sources / OVERRIDES_FILE).write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "fpa.json"
    assert main(["mapgen", str(GEO), "--sources", str(sources), "--out", str(out)]) == 1
    message = capsys.readouterr().err
    assert message.startswith("mapgen: map_overrides.json: town Gusyatin lies on the right bank of the Zbruch")
    assert "1713 on the left bank" in message and not out.exists()
