"""Movement ranges (12.0-12.5, 7.2, 6.1-6.2, 3.2, 4.1; RULINGS R8-R14) through ``Game.movement_range``."""

from __future__ import annotations

import pytest

from panzer_qt.model.enums import Side, Terrain, Weather
from panzer_qt.rules.grid import distance
from panzer_qt.rules.hexindex import hex_index
from panzer_qt.rules.movement.range import MovementRange, Reach
from tests.helpers.games import scenario as default_scenario
from tests.helpers.movement_kit import game_at, hexes_in_columns, scenario, with_options

AROUND_0303 = {"0302": "forest", "0402": "fortified", "0403": "clear", "0304": "rough", "0203": "town", "0202": "marsh"}


def test_terrain_costs_for_mechanized_units() -> None:
    rng = game_at("movement", {"de-pz": "0303"}).movement_range(["de-pz"])
    assert {h: rng.cost(h) for h in AROUND_0303} == {
        "0302": 2, "0402": 1, "0403": 1, "0304": 2, "0203": 1, "0202": 3,
    }  # fmt: skip
    assert all(rng.path(h) == [h] for h in AROUND_0303)


def test_terrain_costs_for_non_mechanized_units() -> None:
    rng = game_at("movement", {"de-inf": "0303"}).movement_range(["de-inf"])
    assert {h: rng.cost(h) for h in AROUND_0303} == dict.fromkeys(AROUND_0303, 1)


def test_a_mixed_stack_pays_mechanized_costs_with_the_smaller_allowance() -> None:
    rng = game_at("movement", {"de-pz": "0303", "de-inf": ("0303", 2)}).movement_range(["de-pz", "de-inf"])
    assert rng.mp_allowance == 7
    assert rng.cost("0202") == 3
    assert rng.cost("0302") == 2


@pytest.mark.parametrize(
    ("weather", "unit", "mp"),
    [
        (Weather.STORM, "de-a", 7),
        (Weather.THAW, "de-a", 10),
        (Weather.FROST, "de-a", 13),
        (Weather.STORM, "de-b", 5),
        (Weather.THAW, "de-b", 7),
        (Weather.FROST, "de-b", 9),
    ],
)
def test_weather_sets_the_allowance_and_the_reach(weather: Weather, unit: str, mp: int) -> None:
    game = game_at("strip", {unit: "0102"}, weather=weather)
    rng = game.movement_range([unit])
    assert rng.mp_allowance == mp
    assert rng.start == "0102"
    assert dict(rng.hexes) == {h: distance("0102", h) for h in game.board.grid.hexes if 0 < distance("0102", h) <= mp}


def test_entering_an_ezoc_ends_the_move() -> None:
    # The Soviet unit at 0602 covers all of column 6 and 0502/0503: nothing east of it can be reached.
    game = game_at("strip", {"de-a": "0102", "su-a": "0602"})
    rng = game.movement_range(["de-a"])
    assert set(rng) == (hexes_in_columns(game, 1, 5) - {"0102"}) | {"0601"}
    assert all(rng.cost(h) == distance("0102", h) for h in rng)
    assert rng.path("0601") == ["0201", "0301", "0401", "0501", "0601"]


def test_leaving_an_ezoc_first_into_a_free_hex() -> None:
    # 0502 is in the ZOC of the Soviet unit at 0602, and so are its neighbours 0503 and 0601.
    rng = game_at("strip", {"de-a": "0502", "su-a": "0602"}).movement_range(["de-a"])
    assert rng.cost("0503") == 2
    assert rng.path("0503") == ["0402", "0503"]
    assert rng.cost("0601") == 2
    assert rng.path("0601") == ["0501", "0601"]
    assert "0602" not in rng


def test_out_of_supply_soviet_units_halve_their_allowance_rounding_up() -> None:
    supplied = game_at("strip", {"su-a": "0302", "su-b": "0301"}, acting=Side.SOVIET)
    assert supplied.movement_range(["su-a"]).mp_allowance == 10
    assert supplied.movement_range(["su-b"]).mp_allowance == 7
    cut_off = game_at("strip", {"su-a": "0302", "su-b": "0301", "de-a": "1002"}, acting=Side.SOVIET)
    assert cut_off.movement_range(["su-a"]).mp_allowance == 5
    assert cut_off.movement_range(["su-b"]).mp_allowance == 4
    assert max(cut_off.movement_range(["su-b"]).hexes.values()) == 4


def test_river_crossing_is_shown_at_its_worst_and_marked_uncertain() -> None:
    rng = game_at("rivers", {"de-pz": "0302"}).movement_range(["de-pz"])
    assert rng.cost("0402") == 4
    assert rng.uncertain("0402")
    assert rng.uncertain("0502")
    assert not rng.uncertain("0303")


def test_crossing_into_a_town_is_free_and_certain() -> None:
    rng = game_at("rivers", {"de-pz": "0302"}).movement_range(["de-pz"])
    assert rng.cost("0404") == 3
    assert rng.path("0404") == ["0303", "0304", "0404"]
    assert not rng.uncertain("0404")
    assert rng.cost("0403") == 4
    assert not rng.uncertain("0403")


def test_major_river_worst_case_is_capped_at_the_last_column() -> None:
    rng = game_at("rivers", {"de-pz": "0602"}).movement_range(["de-pz"])
    assert rng.cost("0702") == 4
    assert rng.uncertain("0702")


@pytest.mark.parametrize(("weather", "cost", "uncertain"), [(Weather.FROST, 1, False), (Weather.STORM, 4, True)])
def test_river_crossing_by_weather(weather: Weather, cost: int, uncertain: bool) -> None:
    rng = game_at("rivers", {"de-pz": "0302"}, weather=weather).movement_range(["de-pz"])
    assert rng.cost("0402") == cost
    assert rng.uncertain("0402") is uncertain


def test_optional_flat_crossing_cost() -> None:
    flat = with_options(scenario("rivers"), river_flat_cost=True)
    rng = game_at(flat, {"de-pz": "0302"}).movement_range(["de-pz"])
    assert rng.cost("0402") == 4
    assert not rng.uncertain("0402")
    assert rng.cost("0404") == 3


def test_active_kg_range_makes_crossings_free() -> None:
    rng = game_at("rivers", {"de-pz": "0302"}, kg={"kg-a": "0402"}, turn=3).movement_range(["de-pz"])
    assert rng.cost("0402") == 0
    assert not rng.uncertain("0402")


def test_soviet_units_never_enter_the_restriction_zone() -> None:
    restricted = {"0101", "0102", "0201"}
    soviet = game_at("movement", {"su-rifle": "0202"}, acting=Side.SOVIET).movement_range(["su-rifle"])
    german = game_at("movement", {"de-inf": "0202"}).movement_range(["de-inf"])
    assert not restricted & set(soviet)
    assert restricted <= set(german)
    assert set(german) - set(soviet) == restricted


def test_stand_fast_order_on_turn_one() -> None:
    turn1 = game_at("movement", {"de-east": "0603"})
    assert set(turn1.movement_range(["de-east"])) == hexes_in_columns(turn1, 5, 8) - {"0603"}
    assert set(game_at("movement", {"de-east": "0603"}, turn=2).movement_range(["de-east"])) & {"0402", "0303"}


def test_stand_fast_binds_stacks_with_an_eastern_unit_but_not_others() -> None:
    game = game_at("movement", {"de-east": "0603", "de-pz": "0603", "de-late": "0603"})
    assert "0403" in game.movement_range(["de-pz"])
    assert "0403" in game.movement_range(["de-late"])
    assert not set(game.movement_range(["de-pz", "de-east"])) & hexes_in_columns(game, 1, 4)


def test_static_garrisons_never_move() -> None:
    game = game_at("movement", {"de-gar": "0402", "de-pz": "0402"})
    assert len(game.movement_range(["de-gar"])) == 0
    assert game.movement_range(["de-gar"]).mp_allowance == 0
    assert len(game.movement_range(["de-gar", "de-pz"])) == 0


def test_german_stacking_limit_marks_the_hexes_a_move_would_overstack() -> None:
    """R52: such hexes stay in the range, marked; the limit is nine steps, garrisons count nothing (6.1)."""
    full = game_at("movement", {"de-big": "0303", "de-pz": "0403"}).movement_range(["de-big"])
    assert "0403" in full and full.overstacks("0403")
    assert "0503" in full and not full.overstacks("0503")
    assert full.cost("0503") == 2
    assert full.overstacking == {"0403"}
    small = game_at("movement", {"de-big": "0303", "de-pz": ("0403", 1)}).movement_range(["de-big"])
    assert not small.overstacks("0403")
    assert not game_at("movement", {"de-big": "0303", "de-gar": "0402"}).movement_range(["de-big"]).overstacks("0402")


def test_soviet_stacking_limits() -> None:
    units = {"su-tank": "0703", "su-rifle": "0703", "su-rifle2": "0704", "su-art": "0705", "su-art2": "0604"}
    game = game_at("movement", units, acting=Side.SOVIET)
    assert game.movement_range(["su-rifle2"]).overstacks("0703")  # five non-artillery steps
    assert not game.movement_range(["su-art"]).overstacks("0703")  # the artillery step has its own room
    assert game.movement_range(["su-art2"]).overstacks("0705")  # two artillery steps
    assert not game.movement_range(["su-art2"]).overstacks("0704")


def test_exit_hexes_within_reach() -> None:
    soviet = game_at("movement", {"su-div": "0303"}, acting=Side.SOVIET).movement_range(["su-div"])
    assert soviet.exit_from == {"0105", "0204"}
    assert soviet.can_exit
    assert not game_at("movement", {"de-inf": "0303"}).movement_range(["de-inf"]).can_exit


def test_no_exit_through_an_ezoc_but_from_the_start_hex() -> None:
    blocked = game_at("movement", {"su-div": "0303", "de-inf": "0104"}, acting=Side.SOVIET)
    assert not blocked.movement_range(["su-div"]).can_exit
    start = game_at("movement", {"su-div": "0204", "de-inf": "0104"}, acting=Side.SOVIET)
    assert start.movement_range(["su-div"]).exit_from == {"0204"}


def test_units_of_two_hexes_are_not_one_stack() -> None:
    game = game_at("movement", {"de-pz": "0303", "de-inf": "0403"})
    with pytest.raises(ValueError, match="one stack"):
        game.movement_range(["de-pz", "de-inf"])


def test_a_town_costs_one_mp_whatever_lies_beneath() -> None:
    """R56: the Town and Fortified rows of the TEC replace the hex's terrain for movement: on the default map
    six towns stand on rough, forest or marsh (Kolomyya stood on rough before it moved to its true bank), and
    each costs every class 1 MP to enter."""
    board_scenario = default_scenario("default")
    towns = {h: t.name for t in board_scenario.map.towns for h in t.hexes}
    terrain = board_scenario.map.terrain_of
    beneath = {h: terrain(h) for h in towns if terrain(h) is not Terrain.CLEAR}
    assert sorted(beneath) == ["1020", "1307", "2011", "2411", "3206", "3508"]
    assert beneath["3206"] is Terrain.MARSH  # Medzhibozh: 3 MP for a mechanized unit as marsh
    for hid in beneath:
        for unit in ("de-16pz", "de-96inf"):
            board = game_at(board_scenario, {}).board
            neighbour = next(n for n in board.grid.neighbors(hid) if board.river_between(hid, n) is None)
            game = game_at(board_scenario, {unit: neighbour}, turn=2)
            assert game.movement_range([unit]).cost(hid) == 1, (towns[hid], unit)


def test_a_path_whose_search_parents_never_lead_back_is_an_error_not_a_hang() -> None:
    """``MovementRange.path`` follows the search's parents back to the start: parents that run in a circle (a
    broken search, as once for a route with no MP left at worst) raise, naming the hexes, instead of looping."""
    index = hex_index(game_at("movement", {"de-pz": "0303"}).board)
    size = len(index.ids)
    parent = [-1] * size
    a, b = index.index["0403"], index.index["0404"]
    parent[a], parent[b] = b, a
    looping = Reach(cost=[0] * size, other=[0] * size, parent=parent, hexes=[a, b])
    broken = MovementRange(
        start="0303", mp_allowance=8, hexes={"0403": 1, "0404": 2}, index=index, paths=(looping, None)
    )
    with pytest.raises(RuntimeError, match="from 0404 away from 0303"):
        broken.path("0404")
