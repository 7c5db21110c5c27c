"""Bad positions and commands: the front door answers with IllegalCommand (or a ValueError for a
hand-written position that does not fit the scenario), never another exception, and a refused
command leaves the game as it was."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from panzer_qt import Game, IllegalCommand
from panzer_qt.model.commands import (
    Advance,
    ChooseRetreat,
    ChooseStepLoss,
    Command,
    EndPhase,
    ExitMap,
    Move,
    RemoveUnit,
)
from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.model.scenario import Options
from panzer_qt.model.situation import PlacedUnit, Situation
from panzer_qt.model.state import RetreatDecision
from panzer_qt.model.tables import Stacking
from tests.helpers.games import scenario
from tests.helpers.movement_kit import game_at


def refused(game: Game, command: Command) -> IllegalCommand:
    """The IllegalCommand ``apply`` raises; ``is_legal`` says no first and the state stays as it was."""
    before = game.state.model_copy(deep=True)
    assert not game.is_legal(command)
    with pytest.raises(IllegalCommand) as info:
        game.apply(command)
    assert game.state == before
    return info.value


@pytest.mark.parametrize(
    ("command", "rule"),
    [
        (ChooseStepLoss(unit_id="su-6gm"), "13.9"),
        (ChooseRetreat(unit_id="su-6gm", hex=None), "13.9"),
        (Advance(unit_ids=[]), "13.10"),
        (RemoveUnit(unit_id="su-6gm"), "6.0"),
    ],
)
def test_an_answer_with_no_decision_pending_is_refused(command: Command, rule: str) -> None:
    game = Game.new(scenario("default"))
    assert not game.state.pending
    error = refused(game, command)
    assert (error.rule, error.message) == (rule, f"no decision is pending for {command.type} to answer")


def test_a_retreat_answer_for_a_unit_not_in_the_scenario_is_refused() -> None:
    """Found by the command fuzzing: the retreat looked the unit up before checking it was retreating."""
    game = game_at("movement", {"de-pz": "0303", "su-tank": "0503"}, acting=Side.SOVIET, segment=Segment.COMBAT)
    game.state.pending.append(RetreatDecision(from_hex="0303", units=["de-pz"]))
    error = refused(game, ChooseRetreat(unit_id="0000", hex="0302"))
    assert (error.rule, error.message) == ("13.9", "0000 is not retreating from 0303")


def test_a_move_listing_a_unit_twice_is_refused_like_an_attack() -> None:
    game = game_at("movement", {"de-pz": "0303", "de-inf": "0303"})
    error = refused(game, Move(unit_ids=["de-pz", "de-inf", "de-pz"], path=["0403"]))
    assert (error.rule, error.message) == ("12.0", "a unit is listed twice; each unit moves once")
    error = refused(game, ExitMap(unit_ids=["de-pz", "de-pz"]))
    assert error.rule == "12.0"


def test_a_situation_off_the_map_is_refused_when_the_game_is_made() -> None:
    """1829 lies in an even column, which has one hex fewer than the 29 rows: it is not on the map."""
    situation = Situation(
        units={"su-6gm": PlacedUnit(hex="1829"), "su-nobody": PlacedUnit(hex="0101")},
        kg={"kg-breith": "9999"},
        phase=Phase.SOVIET_1,
    )
    with pytest.raises(ValueError, match="situation does not fit the scenario") as info:
        Game.from_situation(scenario("default"), situation)
    message = str(info.value)
    assert "su-6gm stands on hex 1829, not on the 47x29 map" in message
    assert "unit su-nobody is not in the scenario" in message
    assert "KG kg-breith stands on hex 9999" in message


def test_options_the_tables_cannot_support_are_refused_when_a_game_starts() -> None:
    with pytest.raises(ValidationError, match=r"options.last_turn\n  the game lasts 9 turns, but the weather table"):
        Game.new(scenario("default"), options=Options(last_turn=9))
    game = Game.new(scenario("default"), options=Options(last_turn=6, river_flat_cost=True))
    assert game.scenario.options.last_turn == 6


def test_stacking_limits_below_one_are_refused() -> None:
    with pytest.raises(ValidationError, match="greater than or equal to 1"):
        Stacking(german_steps=-1)


def test_a_printed_set_up_over_the_limit_waits_for_the_german_player() -> None:
    """The movement map prints 18 German steps in 0303: Game.new cannot accept the set-up as it stands,
    so the German player spreads the units himself (3.2) instead of Game.new raising."""
    game = Game.new(scenario("movement"), seed=4)
    assert (game.state.phase, game.state.acting) == (Phase.SETUP, Side.GERMAN)
    error = refused(game, EndPhase())
    assert (error.rule, error.message) == ("6.1", "hex 0303 holds more than 9 German steps")


def test_is_legal_ends_when_a_trial_reaches_the_air_roll() -> None:
    """Found by the command fuzzing: legality trials rolled a die that always showed 1, and the air
    superiority roll, made again until the totals differ (5.2), never ended (memory grew without end)."""
    situation = Situation(
        units={"de-pz": PlacedUnit(hex="0302"), "su-tk": PlacedUnit(hex="0504")},
        turn=1,
        phase=Phase.REPLACEMENT,
        segment=Segment.NONE,
    )
    game = Game.from_situation(scenario("tiny"), situation, seed=1)
    assert game.is_legal(EndPhase())
    events = game.apply(EndPhase())
    assert (game.state.turn, game.state.phase) == (2, Phase.SOVIET_1)
    assert any(e.type == "air_superiority" for e in events)
