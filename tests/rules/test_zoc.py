"""Zones of control (7.0, 7.5, RULINGS R5) through ``Game.zoc``."""

from __future__ import annotations

from panzer_qt.model.enums import Side, Weather
from tests.helpers.movement_kit import game_at


def test_zoc_is_own_hex_and_six_neighbours() -> None:
    game = game_at("strip", {"su-a": "0602", "de-a": "0102"})
    assert game.zoc(Side.SOVIET) == {"0602", "0601", "0702", "0703", "0503", "0502"}


def test_zoc_stops_at_the_map_edge() -> None:
    game = game_at("strip", {"su-a": "1202"})
    assert game.zoc(Side.SOVIET) == {"1202", "1201", "1103", "1102"}


def test_zoc_of_a_stack_and_of_two_units_is_the_union() -> None:
    game = game_at("strip", {"su-a": "1202", "su-b": "0602"})
    assert game.zoc(Side.SOVIET) == {"1202", "1201", "1103", "1102", "0602", "0601", "0702", "0703", "0503", "0502"}
    assert game.zoc(Side.GERMAN) == frozenset()


def test_static_garrison_exerts_a_zoc() -> None:
    game = game_at("movement", {"de-gar": "0402"})
    assert game.zoc(Side.GERMAN) == {"0402", "0401", "0502", "0503", "0403", "0303", "0302"}


def test_no_zoc_in_storm() -> None:
    game = game_at("strip", {"su-a": "0602", "de-a": "0102"}, weather=Weather.STORM)
    assert game.zoc(Side.SOVIET) == frozenset()
    assert game.zoc(Side.GERMAN) == frozenset()


def test_kg_markers_exert_no_zoc() -> None:
    game = game_at("kg", {}, kg={"kg-a": "0603"})
    assert game.zoc(Side.GERMAN) == frozenset()


def test_units_off_the_map_exert_no_zoc() -> None:
    game = game_at("tiny", {"de-pz": "0302"})
    assert game.zoc(Side.GERMAN) == {"0302", "0301", "0401", "0402", "0303", "0202", "0201"}
    assert game.zoc(Side.SOVIET) == frozenset()
