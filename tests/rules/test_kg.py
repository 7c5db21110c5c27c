"""KG traffic range (12.4, RULINGS R9) and combat range (13.4, RULINGS R10) through ``Game.kg_ranges``."""

from __future__ import annotations

from panzer_qt.model.enums import Side, Weather
from panzer_qt.rules.grid import distance
from tests.helpers.movement_kit import game_at

TRAFFIC_0603 = {"0603", "0602", "0604", "0503", "0504", "0703", "0704"}


def test_traffic_range_is_the_marker_hex_and_its_neighbours() -> None:
    game = game_at("kg", {"de-pz": "0103"}, kg={"kg-a": "0603"}, turn=3)
    kg = game.kg_ranges()["kg-a"]
    assert kg.hex == "0603"
    assert kg.traffic == TRAFFIC_0603
    assert kg.active
    assert kg.reason == ""
    assert kg.negated_by == set()


def test_combat_range_is_every_hex_within_two() -> None:
    game = game_at("kg", {}, kg={"kg-a": "0603", "kg-b": "0101"}, turn=3)
    ranges = game.kg_ranges()
    assert ranges["kg-a"].combat == {h for h in game.board.grid.hexes if distance(h, "0603") <= 2}
    assert len(ranges["kg-a"].combat) == 18  # 0605 is off the map: even columns have four rows
    assert ranges["kg-b"].combat == {"0101", "0102", "0103", "0201", "0202", "0301", "0302"}


def test_one_soviet_zoc_hex_in_range_negates_the_traffic_bonus() -> None:
    # The Soviet unit at 0804 reaches 0704 with its ZOC, one hex of the range, and no other.
    game = game_at("kg", {"su-tank": "0804"}, kg={"kg-a": "0603"}, turn=3)
    assert game.zoc(Side.SOVIET) & TRAFFIC_0603 == {"0704"}
    kg = game.kg_ranges()["kg-a"]
    assert not kg.active
    assert kg.reason == "Soviet ZOC in 0704 (12.4)"
    assert kg.negated_by == {"0704"}
    assert kg.combat == {h for h in game.board.grid.hexes if distance(h, "0603") <= 2}


def test_soviet_zoc_next_to_the_range_does_not_negate_it() -> None:
    game = game_at("kg", {"su-tank": "0905"}, kg={"kg-a": "0603"}, turn=3)
    assert game.kg_ranges()["kg-a"].active


def test_storm_negates_the_traffic_bonus() -> None:
    game = game_at("kg", {}, kg={"kg-a": "0603"}, turn=3, weather=Weather.STORM)
    kg = game.kg_ranges()["kg-a"]
    assert not kg.active
    assert "Storm" in kg.reason
    assert kg.reason.endswith("(12.4)")
    assert len(kg.combat) == 18


def test_markers_off_the_map_have_no_ranges() -> None:
    game = game_at("kg", {}, kg={"kg-b": "0603"}, turn=3)
    assert set(game.kg_ranges()) == {"kg-b"}


def test_active_range_costs_german_units_nothing() -> None:
    game = game_at("kg", {"de-pz": "0103"}, kg={"kg-a": "0603"}, turn=3)
    rng = game.movement_range(["de-pz"])
    assert rng.cost("0403") == 3
    assert rng.cost("0503") == 3
    assert rng.cost("0703") == 3
    assert rng.cost("0803") == 4
    path = rng.path("0803")
    assert path[-1] == "0803"
    assert len([h for h in path if h not in TRAFFIC_0603]) == 4


def test_without_kg_or_with_a_negated_one_costs_are_normal() -> None:
    plain = game_at("kg", {"de-pz": "0103"}, turn=3).movement_range(["de-pz"])
    negated = game_at("kg", {"de-pz": "0103", "su-tank": "0804"}, kg={"kg-a": "0603"}, turn=3)
    assert plain.cost("0703") == 6
    assert negated.movement_range(["de-pz"]).cost("0703") == 6


def test_soviet_units_get_no_traffic_bonus() -> None:
    game = game_at("kg", {"su-tank": "1103"}, kg={"kg-a": "0603"}, turn=3, acting=Side.SOVIET)
    rng = game.movement_range(["su-tank"])
    assert rng.cost("0503") == 6


def test_no_traffic_bonus_for_movement_in_storm() -> None:
    storm = game_at("kg", {"de-pz": "0103"}, kg={"kg-a": "0603"}, turn=3, weather=Weather.STORM)
    rng = storm.movement_range(["de-pz"])
    assert rng.mp_allowance == 7
    assert rng.cost("0703") == 6


def test_leaving_an_ezoc_into_the_range_then_entering_the_ezoc_beside_the_start() -> None:
    # de-pz at 0402 starts in the ZOC of the Soviet unit at 0303, as does 0403 beside it (7.2); 0503, in the
    # active range, is free of it and costs nothing (R9), so 0403 is reached through it for its clear hex's 1 MP.
    game = game_at("kg", {"de-pz": "0402", "su-tank": "0303"}, kg={"kg-a": "0603"}, turn=3)
    rng = game.movement_range(["de-pz"])
    assert rng.cost("0503") == 0
    assert rng.cost("0403") == 1
    assert rng.path("0403") == ["0503", "0403"]
    assert rng.cost("0302") == 2
