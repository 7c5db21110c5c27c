"""Victory points (4.0-4.4, RULINGS R25): the running total, towns, fortified localities, the end."""

from __future__ import annotations

import pytest

from panzer_qt import Game
from panzer_qt.model.commands import EndPhase, Move
from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.model.events import GameOver, VPScored
from panzer_qt.model.situation import PlacedUnit, Situation
from panzer_qt.rules.victory import cut_off_towns, result_level, territory_vp
from tests.helpers.games import of_type, scenario


def situation(units: dict[str, str], **extra: object) -> Game:
    placed = {uid: PlacedUnit(hex=h) for uid, h in units.items()}
    return Game.from_situation(scenario("arrivals"), Situation(units=placed, **extra))  # type: ignore[arg-type]


def test_start_vp_is_the_soviet_towns() -> None:
    game = Game.new(scenario("arrivals"), seed=1)
    assert (game.state.vp, game.state.vp_territory) == (1, 1)


def test_vinnitsa_style_town_scores_each_hex() -> None:
    game = situation({"su-tk": "0804"}, control={"0802": Side.SOVIET, "0902": Side.SOVIET, "0903": Side.SOVIET})
    assert territory_vp(game.board, game.state) == 1 + 3


def test_taking_a_fortified_locality_scores_four_and_makes_it_a_town() -> None:
    game = situation({"su-tk": "0605", "de-a": "0202"}, phase=Phase.SOVIET_1, segment=Segment.MOVEMENT)
    events = game.apply(Move(unit_ids=["su-tk"], path=["0505"]))
    scored = of_type(events, VPScored)
    assert [(e.points, e.total, e.rule) for e in scored] == [(4, 5, "4.1")]
    assert game.state.vp == 5
    assert game.state.fortified_captured == ["0505"]
    assert game.state.control["0505"] is Side.SOVIET


def test_losing_a_town_takes_its_vp_back() -> None:
    game = situation({"de-a": "0604"}, phase=Phase.GERMAN_1, segment=Segment.MOVEMENT)
    events = game.apply(Move(unit_ids=["de-a"], path=["0704"]))
    assert [(e.points, e.total) for e in of_type(events, VPScored)] == [(-1, 0)]


def test_german_towns_cut_off_at_the_end_score_one_each() -> None:
    # A Soviet line down column 07 puts every hex of it in an EZOC: the three Drei hexes lose C&C.
    units = {"su-tk": "0702", "su-rif": "0704", "su-b1": "0706", "de-a": "0202"}
    game = situation(units, turn=8, phase=Phase.REPLACEMENT, segment=Segment.NONE)
    assert cut_off_towns(game.board, game.state) == ["0802", "0902", "0903"]
    events = game.apply(EndPhase())
    assert [(e.points, e.total, e.rule) for e in of_type(events, VPScored)] == [(3, 4, "4.1")]
    assert isinstance(events[-1], GameOver)
    assert game.state.vp_cut_off_towns == 3
    assert game.state.vp == 1 + 3
    (over,) = of_type(events, GameOver)
    assert (over.vp, over.result, over.rule) == (4, "German victory", "4.3")
    assert game.state.game_over and game.legal_commands() == []


def test_no_cut_off_points_before_the_last_turn() -> None:
    units = {"su-tk": "0702", "su-rif": "0704", "su-b1": "0706"}
    game = situation(units, turn=7, phase=Phase.REPLACEMENT, segment=Segment.NONE)
    game.apply(EndPhase())
    assert (game.state.turn, game.state.vp_cut_off_towns, game.state.game_over) == (8, 0, False)


@pytest.mark.parametrize(
    ("vp", "result"),
    [
        (0, "German victory"),
        (27, "German victory"),
        (28, "Draw"),
        (31, "Draw"),
        (32, "Soviet victory"),
        (40, "Soviet victory"),
    ],
)
def test_victory_levels(vp: int, result: str) -> None:
    game = Game.new(scenario("arrivals"), seed=1)
    assert result_level(game.board, vp) == result


def test_default_scenario_vinnitsa_three_hexes_and_fortified_ternopol() -> None:
    base = Game.new(scenario("default"), seed=1)
    assert base.state.vp == 2  # Krasilov 2603 and Khmel'nik 4004 (3.1)
    vinnitsa = {h: Side.SOVIET for h in ("4513", "4612", "4613")}
    game = Game.from_situation(scenario("default"), Situation(control={**vinnitsa, "0805": Side.SOVIET}))
    assert territory_vp(game.board, game.state) == 2 + 3 + 4
    assert game.state.vp == 9
