"""The hover explanation of a hex (hex_info): each line checked against the map data and the engine."""

from __future__ import annotations

from panzer_qt.model.enums import Side, Weather
from panzer_qt.ui.map.hex_info import HexFacts, explain
from tests.helpers.movement_kit import game_at, scenario, with_options

POSITION = {"de-pz": "0302", "de-tiger": "0302", "su-rif": "0503", "su-art": "0503"}


def lines(hid: str, viewer: Side | None = Side.SOVIET, **kwargs: object) -> list[str]:
    game = game_at("tiny", POSITION, **kwargs)  # type: ignore[arg-type]
    return explain(HexFacts.of(game, viewer), hid).splitlines()


def test_terrain_and_entry_costs_follow_the_terrain_effects_chart() -> None:
    assert lines("0204")[:2] == ["0204: marsh", "Entry: 3 MP mechanized, 1 MP non-mechanized in thaw (12.2)"]
    rough = lines("0203", weather=Weather.STORM)
    assert rough[:2] == ["0203: rough", "Entry: 2 MP mechanized, 1 MP non-mechanized in storm (12.2); combat -1 column"]


def test_towns_and_fortified_localities_name_their_holder() -> None:
    assert lines("0404")[0] == "0404: clear, town Testgrad, held by the Soviets (3.3)"
    assert lines("0105")[0] == "0105: clear, fortified locality Festung, held by the Germans (3.3)"


def test_river_sides_are_named_by_direction_and_the_crossing_cost_depends_on_weather_and_options() -> None:
    assert "River sides: NE Testa, SE Testa; each crossing costs extra MP by a die roll" in lines("0302")[2]
    assert lines("0505")[2].startswith("River sides: S Grossfluss (major);")
    assert lines("0505", weather=Weather.FROST)[2].endswith("crossings are free in frost (12.3)")
    flat = with_options(scenario("tiny"), river_flat_cost=True)
    game = game_at(flat, POSITION)
    assert (
        explain(HexFacts.of(game, None), "0505").splitlines()[2].endswith("each crossing costs +3 MP (optional 12.3)")
    )
    assert not any(line.startswith("River") for line in lines("0404"))


def test_map_edge_sets_are_listed() -> None:
    assert "Soviet supply source (8.2)" in lines("0601")
    assert {"German C&C source (9.2)", "German entry hex (10.1)", "Inside the Soviet restriction zone (12.5)"} <= set(
        lines("0101")
    )


def test_zoc_lines_match_the_engine() -> None:
    game = game_at("tiny", POSITION)
    facts = HexFacts.of(game, None)
    for hid in game.board.grid:
        sides = [name for side, name in ((Side.GERMAN, "German"), (Side.SOVIET, "Soviet")) if hid in game.zoc(side)]
        expected = f"ZOC of: {' and '.join(sides)} (7.0)" if sides else "No ZOC (7.0)"
        assert expected in explain(facts, hid).splitlines()
    assert "ZOC of: German (7.0)" in lines("0303")
    assert "No ZOC (7.0)" in lines("0106")


def test_supply_line_says_what_a_unit_of_each_side_would_have_there() -> None:
    game = game_at("tiny", POSITION)
    facts = HexFacts.of(game, None)
    for hid in ("0302", "0404", "0601"):
        soviet = "in supply" if game.supply_from_hex(Side.SOVIET, hid).in_supply else "OUT of supply"
        german = "in C&C" if game.supply_from_hex(Side.GERMAN, hid).in_supply else "OUT of C&C"
        assert f"A Soviet unit here would be {soviet} (8.1); a German unit {german} (9.2)" in explain(facts, hid)
    assert "A Soviet unit here would be OUT of supply" in explain(facts, "0302")


def test_kg_ranges_say_whether_the_traffic_bonus_is_negated_and_why() -> None:
    game = game_at("tiny", POSITION, kg={"kg-a": "0302"})
    rng = game.kg_ranges()["kg-a"]
    facts = HexFacts.of(game, Side.GERMAN)
    assert not rng.active
    assert f"KG A traffic range, negated: {rng.reason}" in explain(facts, "0301").splitlines()
    assert "KG A combat range (13.4)" in explain(facts, "0203").splitlines()
    assert not any("KG A" in line for line in explain(facts, "0605").splitlines())
    quiet = game_at("tiny", {"de-pz": "0302"}, kg={"kg-a": "0302"})
    assert "KG A traffic range, active (12.4)" in explain(HexFacts.of(quiet, None), "0301").splitlines()


def test_units_line_respects_the_fog_of_war() -> None:
    assert lines("0302", Side.SOVIET)[-1] == "Units: 1 Pz (4/4 steps) + 1 hidden (6.3)"
    assert lines("0302", Side.GERMAN)[-1] == "Units: 1 Pz (4/4 steps), 503 (1/1 steps)"
    assert lines("0302", None)[-1] == "Units: 1 Pz (4/4 steps), 503 (1/1 steps)"


def test_off_map_hexes_explain_nothing() -> None:
    assert explain(HexFacts.of(game_at("tiny", POSITION), None), "0606") == ""
