"""Qt-free map edits: terrain brushes and flood fill, rivers kept as chains, towns, hex sets; every result validated,
a refused edit says why."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from panzer_qt.editing.checked import EditRefused, rebuilt
from panzer_qt.editing.hexsets import paint_hex_set, set_region
from panzer_qt.editing.hexsides import hexsides_of
from panzer_qt.editing.rivers import change_river, erase_hexsides, extend_river, new_river, walk
from panzer_qt.editing.terrain import brush, paint_terrain, same_terrain_region
from panzer_qt.editing.towns import (
    add_town_hex,
    delete_town,
    move_town,
    place_town,
    remove_town_hex,
    rename_town,
    set_control,
    set_fortified,
    town_at,
)
from panzer_qt.model.enums import Side, Terrain
from panzer_qt.rules.grid import center, grid_for, pixel_to_hexside
from panzer_qt.rules.scenario_check import check_scenario
from tests.helpers.games import scenario

TESTA = [("0301", "0401"), ("0302", "0401"), ("0302", "0402"), ("0303", "0402")]


def test_brushes_cover_1_7_and_19_hexes_and_stop_at_the_edge() -> None:
    grid = grid_for(scenario("default").map)
    assert [len(brush(grid, "2015", n)) for n in (1, 7, 19)] == [1, 7, 19]
    assert sorted(brush(grid, "0101", 19)) == ["0101", "0102", "0103", "0201", "0202", "0301", "0302"]
    with pytest.raises(ValueError, match="1, 7 or 19"):
        brush(grid, "2015", 3)


def test_painting_terrain_returns_a_new_validated_scenario_and_leaves_the_old_one() -> None:
    tiny = scenario("tiny")
    painted = paint_terrain(tiny, ["0303", "0304", "9999"], Terrain.MARSH)
    assert painted.map.terrain_of("0303") is Terrain.MARSH and painted.map.terrain_of("0304") is Terrain.MARSH
    assert "9999" not in painted.map.terrain  # off the map: left out, never written
    assert tiny.map.terrain_of("0303") is Terrain.CLEAR
    assert list(painted.map.terrain) == sorted(painted.map.terrain)  # canonical order, as mapgen writes
    cleared = paint_terrain(painted, ["0202", "0303"], Terrain.CLEAR)
    assert "0202" not in cleared.map.terrain and "0303" not in cleared.map.terrain  # the default needs no entry
    assert paint_terrain(tiny, ["0202"], Terrain.FOREST) is tiny  # nothing to change


def test_flood_fill_covers_the_connected_hexes_of_one_terrain() -> None:
    tiny = scenario("tiny")
    assert same_terrain_region(tiny, "0202") == ["0202"]
    clear = same_terrain_region(tiny, "0605")
    assert len(clear) == 33 - 4 and "0203" not in clear and "0101" in clear


def test_a_change_the_model_refuses_names_the_field() -> None:
    unit = scenario("tiny").units[0]
    with pytest.raises(EditRefused) as refused:
        rebuilt(unit, "$.units[0]", steps=[])
    assert refused.value.problems[0].where == "$.units[0].steps"
    assert refused.value.problems[0].message == "has 0 entries, needs at least 1"


# -- rivers ---------------------------------------------------------------------------------------
def test_a_river_grows_from_its_end_only_along_joined_hexsides() -> None:
    tiny = scenario("tiny")
    longer = extend_river(tiny, 0, [("0303", "0403")])
    assert longer.map.rivers[0].hexsides == [*TESTA, ("0303", "0403")]
    assert walk(hexsides_of(grid_for(tiny.map)), longer.map.rivers[0].hexsides).broken_at is None
    with pytest.raises(EditRefused, match="0505-0605 does not continue the river"):
        extend_river(tiny, 0, [("0505", "0605")])
    with pytest.raises(EditRefused, match="0505-0506 already carries a river"):
        extend_river(tiny, 1, [("0505", "0506")])


def test_a_river_grows_at_its_start_in_course_order() -> None:
    tiny = new_river(scenario("tiny"), "Neu", ("0204", "0304"))
    sides = hexsides_of(grid_for(tiny.map))
    start = walk(sides, tiny.map.rivers[2].hexsides).start
    before = next(s for s in [("0203", "0204"), ("0203", "0304"), ("0204", "0305")] if start in sides.corners(s))
    grown = extend_river(tiny, 2, [before], at_start=True)
    assert grown.map.rivers[2].hexsides == [before, ("0204", "0304")]
    assert grown.map.rivers[2].name == "Neu" and not grown.map.rivers[2].major


def test_erasing_the_middle_of_a_river_leaves_two_chains_of_the_same_name() -> None:
    cut = erase_hexsides(scenario("tiny"), [("0401", "0302")])
    testa = [r for r in cut.map.rivers if r.name == "Testa"]
    assert [r.hexsides for r in testa] == [[TESTA[0]], TESTA[2:]]
    gone = erase_hexsides(cut, [("0301", "0401")])
    assert [r.hexsides for r in gone.map.rivers if r.name == "Testa"] == [TESTA[2:]]


def test_a_river_is_renamed_and_made_major() -> None:
    changed = change_river(scenario("tiny"), 0, name="Strypa", major=True)
    assert (changed.map.rivers[0].name, changed.map.rivers[0].major) == ("Strypa", True)
    with pytest.raises(EditRefused, match="at least 1 character"):
        change_river(scenario("tiny"), 0, name="")


def test_a_broken_chain_is_found_at_the_side_that_does_not_join() -> None:
    sides = hexsides_of(grid_for(scenario("tiny").map))
    assert walk(sides, [TESTA[0], TESTA[1], ("0505", "0506"), TESTA[3]]).broken_at == 2
    assert walk(sides, [TESTA[0], TESTA[2]]).broken_at == 1
    assert walk(sides, TESTA).broken_at is None


def test_the_nearest_hexside_is_picked_on_either_side_of_it() -> None:
    sides = hexsides_of(grid_for(scenario("tiny").map))
    (ax, ay), (bx, by) = sides.corners(("0302", "0402"))
    mid_x, mid_y = (ax + bx) / 2, (ay + by) / 2
    normal = (by - ay, ax - bx)
    for side in (1, -1):  # a little into either hex
        x, y = mid_x + side * 0.2 * normal[0], mid_y + side * 0.2 * normal[1]
        assert sides.nearest(x, y) == ("0302", "0402")
    assert sides.nearest(-5.0, -5.0) is None  # far off the map


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(grid_for(scenario("tiny").map).hexes), st.floats(0.05, 0.8), st.floats(1, 59), st.integers(0, 5))
def test_the_shapely_pick_agrees_with_the_grids_angle_pick_inside_a_hex(hid: str, r: float, deg: float, k: int) -> None:
    """Inside a hex the nearest side is the one the angle points at (the engine's rule): shapely, measuring the
    distance to every hexside, picks the same one (away from the ties towards the corners)."""
    angle = math.radians(60 * k + deg)
    x, y = center(hid, 1.0)
    x, y = x + r * math.cos(angle), y + r * math.sin(angle)
    grid = grid_for(scenario("tiny").map)
    by_angle = pixel_to_hexside(x, y, 1.0, grid)
    if by_angle is not None:
        assert hexsides_of(grid).nearest(x, y, reach=1.0) == by_angle


# -- towns ----------------------------------------------------------------------------------------
def test_towns_are_placed_only_in_empty_hexes() -> None:
    placed = place_town(scenario("tiny"), "0303", "Neustadt", fortified=True)
    assert town_at(placed, "0303") is not None and town_at(placed, "0303")[1].fortified
    assert [t.hexes[0] for t in placed.map.towns] == sorted(t.hexes[0] for t in placed.map.towns)
    with pytest.raises(EditRefused, match="0404 already holds Testgrad"):
        place_town(scenario("tiny"), "0404", "Other")
    with pytest.raises(EditRefused, match="not on the map"):
        place_town(scenario("tiny"), "0909", "Far")


def test_initial_control_sets_the_starting_vp() -> None:
    tiny = scenario("tiny")
    assert (tiny.setup.vp, tiny.setup.controlled_by) == (1, {"0404": Side.SOVIET})
    festung = set_control(tiny, "0105", Side.SOVIET)
    assert festung.setup.controlled_by == {"0105": Side.SOVIET, "0404": Side.SOVIET}
    assert festung.setup.vp == 1 + 4  # a town hex 1 VP, a fortified locality hex 4 (4.1)
    assert set_fortified(tiny, "0404", True).setup.vp == 4
    back = set_control(festung, "0404", Side.GERMAN)
    assert (back.setup.vp, back.setup.controlled_by) == (4, {"0105": Side.SOVIET})
    assert check_scenario(back) == []


def test_a_town_moves_with_its_control_and_keeps_its_shape() -> None:
    moved = move_town(scenario("tiny"), "0404", "0305")
    assert town_at(moved, "0305")[1].name == "Testgrad" and town_at(moved, "0404") is None
    assert moved.setup.controlled_by == {"0305": Side.SOVIET} and moved.setup.vp == 1
    default = scenario("default")
    vinnitsa = move_town(default, "4513", "4413")
    assert town_at(vinnitsa, "4413")[1].hexes == ["4413", "4513", "4514"]  # still three hexes that touch
    with pytest.raises(EditRefused, match="would cover Festung at 0105"):
        move_town(scenario("tiny"), "0404", "0105")


def test_a_multi_hex_town_grows_by_touching_hexes_and_shrinks() -> None:
    grown = add_town_hex(scenario("tiny"), "0404", "0405")
    assert town_at(grown, "0405")[1].hexes == ["0404", "0405"]
    with pytest.raises(EditRefused, match="does not touch Testgrad"):
        add_town_hex(scenario("tiny"), "0404", "0406")
    shrunk = remove_town_hex(grown, "0404")
    assert town_at(shrunk, "0405")[1].hexes == ["0405"] and shrunk.setup.controlled_by == {}
    assert shrunk.setup.vp == 0


def test_a_town_is_renamed_or_deleted_with_its_control() -> None:
    assert town_at(rename_town(scenario("tiny"), "0404", "Neugrad"), "0404")[1].name == "Neugrad"
    with pytest.raises(EditRefused, match="at least 1 character"):
        rename_town(scenario("tiny"), "0404", "")
    gone = delete_town(scenario("tiny"), "0404")
    assert [t.name for t in gone.map.towns] == ["Festung"]
    assert (gone.setup.vp, gone.setup.controlled_by) == (0, {})


# -- hex sets -------------------------------------------------------------------------------------
def test_hex_sets_are_painted_and_erased() -> None:
    more = paint_hex_set(scenario("tiny"), "soviet_exit", ["0305", "0106", "9999"])
    assert more.map.hex_sets.soviet_exit == ["0106", "0205", "0305"]
    fewer = paint_hex_set(more, "soviet_exit", ["0106"], member=False)
    assert fewer.map.hex_sets.soviet_exit == ["0205", "0305"]
    with pytest.raises(EditRefused, match="no hex set 'nowhere'"):
        paint_hex_set(scenario("tiny"), "nowhere", ["0101"])


def test_a_hex_set_fill_stops_at_rivers_and_at_the_set() -> None:
    assert set_region(scenario("tiny"), "soviet_restricted", "0101") == ["0101", "0201"]
    default = scenario("default")
    zone = default.map.hex_sets.soviet_restricted
    assert set_region(default, "soviet_restricted", "0101") == zone  # the Strypa and the Dnestr bound it (R12)
    outside = set_region(default, "soviet_restricted", "0301")  # north of the zone, bounded by rivers too
    assert not set(outside) & set(zone) and "0301" in outside and len(outside) < len(grid_for(default.map)) // 4
