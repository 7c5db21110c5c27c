"""The turn sequence (5.0-5.8, RULINGS R22, R23, R29): phase order, who acts, weather, air, KG timing."""

from __future__ import annotations

import pytest

from panzer_qt import Game, IllegalCommand
from panzer_qt.model.commands import ChooseSequence, DeployKG, EndPhase
from panzer_qt.model.enums import Phase, Segment, Sequence, Side, Weather
from panzer_qt.model.events import AirSuperiority, DiceRolled, KGDeployed, PhaseStarted, WeatherSet
from panzer_qt.model.situation import Situation
from panzer_qt.rules.dice import Dice
from panzer_qt.rules.phases import run_until_player
from tests.helpers.games import context, of_type, scenario

S, G = Side.SOVIET, Side.GERMAN
MOVE, COMBAT, NONE = Segment.MOVEMENT, Segment.COMBAT, Segment.NONE


def stations(events: list) -> list[tuple[int, str, str, str | None]]:
    return [
        (e.turn, e.phase.value, e.segment.value, e.acting.value if e.acting else None)
        for e in of_type(events, PhaseStarted)
    ]


def play_until(game: Game, phase: Phase, segment: Segment, turn: int, *, german: Sequence, soviet: Sequence) -> list:
    events: list = []
    while (game.state.turn, game.state.phase, game.state.segment) != (turn, phase, segment):
        state = game.state
        if state.segment is NONE and state.phase in (Phase.SOVIET_1, Phase.GERMAN_1):
            choice = soviet if state.phase is Phase.SOVIET_1 else german
            events += game.apply(ChooseSequence(sequence=choice))
        else:
            events += game.apply(EndPhase())
    return events


def test_turns_one_and_two_run_in_rulebook_order() -> None:
    game = Game.new(scenario("tiny"), seed=11)
    first = [e for step in game.steps for e in step.events]
    events = first + play_until(game, Phase.SOVIET_1, MOVE, 2, german=Sequence.FIGHT_MOVE, soviet=Sequence.FIGHT_MOVE)
    events += play_until(game, Phase.REINFORCEMENT, NONE, 2, german=Sequence.MOVE_FIGHT, soviet=Sequence.FIGHT_MOVE)
    assert stations(events) == [
        (1, "weather", "none", None),
        (1, "air", "none", None),
        (1, "kg_deployment", "none", None),
        (1, "soviet_1", "none", None),  # turn 1: move/fight forced and announced automatically
        (1, "soviet_1", "movement", "soviet"),  # R51: the second phase mirrors the first
        (1, "soviet_1", "combat", "soviet"),
        (1, "soviet_2", "combat", "soviet"),
        (1, "soviet_2", "movement", "soviet"),
        (1, "german_1", "none", "german"),
        (1, "german_1", "combat", "german"),
        (1, "german_mech_1", "combat", "german"),
        (1, "german_1", "movement", "german"),
        (1, "german_2", "movement", "german"),
        (1, "german_2", "combat", "german"),
        (1, "german_mech_2", "combat", "german"),
        (1, "reinforcement", "none", None),
        (1, "replacement", "none", None),
        (1, "administrative", "none", None),
        (2, "weather", "none", None),
        (2, "air", "none", None),
        (2, "kg_deployment", "none", None),
        (2, "soviet_1", "none", "soviet"),
        (2, "soviet_1", "combat", "soviet"),
        (2, "soviet_1", "movement", "soviet"),
        (2, "soviet_2", "movement", "soviet"),
        (2, "soviet_2", "combat", "soviet"),
        (2, "german_1", "none", "german"),
        (2, "german_1", "movement", "german"),
        (2, "german_1", "combat", "german"),
        (2, "german_mech_1", "combat", "german"),
        (2, "german_2", "combat", "german"),
        (2, "german_mech_2", "combat", "german"),
        (2, "german_2", "movement", "german"),
        (2, "reinforcement", "none", "german"),  # 9 SS arrives on turn 2 in the tiny scenario
    ]
    assert game.state.acting is G


def test_soviet_must_move_first_on_turn_one_but_may_choose_later() -> None:
    game = Game.from_situation(scenario("tiny"), Situation(turn=1, phase=Phase.SOVIET_1, segment=NONE))
    with pytest.raises(IllegalCommand) as info:
        game.apply(ChooseSequence(sequence=Sequence.FIGHT_MOVE))
    assert info.value.rule == "5.4"
    later = Game.from_situation(scenario("tiny"), Situation(turn=3, phase=Phase.SOVIET_1, segment=NONE))
    later.apply(ChooseSequence(sequence=Sequence.FIGHT_MOVE))
    assert (later.state.phase, later.state.segment) == (Phase.SOVIET_1, COMBAT)


def test_end_phase_refused_before_the_announcement() -> None:
    game = Game.from_situation(scenario("tiny"), Situation(turn=2, phase=Phase.GERMAN_1, segment=NONE))
    with pytest.raises(IllegalCommand) as info:
        game.apply(EndPhase())
    assert info.value.rule == "5.4"


def test_turn_one_is_thaw_and_soviet_air_is_one_die() -> None:
    game = Game.new(scenario("tiny"), seed=99)
    roll = Dice(99).roll()
    (air,) = of_type(game.start_events, AirSuperiority)
    assert (air.side, air.markers) == (S, roll)
    assert game.state.cas == {G: 0, S: roll}
    assert game.state.weather is Weather.THAW
    (weather,) = of_type(game.steps[0].events, WeatherSet)
    assert weather.weather is Weather.THAW


# The rulebook's Weather Table (14.1): turn -> results for rolls 1..6.
WEATHER = {
    2: "TTTFFS",
    3: "TFFSSS",
    4: "TFSSSS",
    5: "TFFFSS",
    6: "TTFFFS",
    7: "TTTTFS",
    8: "TTTTTF",
}
LETTER = {"T": Weather.THAW, "F": Weather.FROST, "S": Weather.STORM}


@pytest.mark.parametrize("turn", range(2, 9))
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6, 7, 8])
def test_weather_follows_the_table(turn: int, seed: int) -> None:
    game = Game.from_situation(scenario("tiny"), Situation(turn=turn - 1, phase=Phase.ADMINISTRATIVE, segment=NONE))
    game.dice = Dice(seed)
    expected_roll = Dice(seed).roll()
    events = game.apply(EndPhase())
    (rolled, *_) = of_type(events, DiceRolled)
    assert (rolled.purpose, rolled.dice) == ("weather", [expected_roll])
    assert game.state.weather is LETTER[WEATHER[turn][expected_roll - 1]]


def _air_events(seed: int, weather_turn: int = 8) -> tuple[Game, list]:
    game = Game.from_situation(scenario("tiny"), Situation(turn=weather_turn, phase=Phase.WEATHER, segment=NONE))
    game.dice = Dice(seed)
    game.state.weather = Weather.THAW
    # Enter the air phase directly: the weather phase is automatic, so end it by hand.

    return game, run_until_player(context(game))


def _first_tie_seed() -> int:
    for seed in range(1, 10_000):
        dice = Dice(seed)
        if dice.roll() + dice.roll() == dice.roll() + dice.roll():
            return seed
    raise AssertionError("no seed with a tie")


def test_air_superiority_difference_and_ties_rerolled() -> None:
    seed = _first_tie_seed()
    game, events = _air_events(seed)
    rolls = [e for e in of_type(events, DiceRolled) if e.rule == "5.2"]
    first = rolls[0].dice
    assert len(rolls) >= 2 and len(first) == 4 and first[0] + first[1] == first[2] + first[3]
    german, soviet = sum(rolls[-1].dice[:2]), sum(rolls[-1].dice[2:])
    assert german != soviet
    (air,) = of_type(events, AirSuperiority)
    winner = G if german > soviet else S
    assert (air.side, air.markers) == (winner, abs(german - soviet))
    assert game.state.cas[winner] == abs(german - soviet) and game.state.cas[winner.enemy] == 0


def test_no_air_in_storm() -> None:
    game = Game.from_situation(
        scenario("tiny"), Situation(turn=4, phase=Phase.WEATHER, segment=NONE, weather=Weather.STORM)
    )

    events = run_until_player(context(game))
    (air,) = of_type(events, AirSuperiority)
    assert (air.side, air.markers) == (None, 0)
    assert not [e for e in of_type(events, DiceRolled) if e.rule == "5.2"]


@pytest.mark.parametrize("turn", [1, 2])
def test_kg_not_deployable_on_turns_one_and_two(turn: int) -> None:
    game = Game.from_situation(scenario("tiny"), Situation(turn=turn, phase=Phase.KG_DEPLOYMENT, segment=NONE))
    with pytest.raises(IllegalCommand) as info:
        game.apply(DeployKG(kg="kg-a", hex="0303"))
    assert info.value.rule == "5.3"


def test_kg_deployment_from_turn_three_one_per_hex_and_removed_at_admin() -> None:
    game = Game.from_situation(scenario("tiny"), Situation(turn=3, phase=Phase.KG_DEPLOYMENT, segment=NONE))
    game.apply(DeployKG(kg="kg-a", hex="0504"))  # may share a hex with Soviet units (5.3)
    with pytest.raises(IllegalCommand, match="already holds a KG"):
        game.apply(DeployKG(kg="kg-b", hex="0504"))
    game.apply(DeployKG(kg="kg-b", hex="0303"))
    assert game.state.kg == {"kg-a": "0504", "kg-b": "0303"}
    game2 = Game.from_situation(
        scenario("tiny"), Situation(turn=3, phase=Phase.REPLACEMENT, segment=NONE, kg={"kg-a": "0504"}, cas={S: 3})
    )
    events = game2.apply(EndPhase())
    assert game2.state.kg == {"kg-a": None, "kg-b": None}
    assert [(e.kg, e.hex, e.rule) for e in of_type(events, KGDeployed)] == [("kg-a", None, "5.8")]
    assert game2.state.turn == 4


def test_kg_deployment_skipped_on_turn_two() -> None:
    game = Game.from_situation(scenario("tiny"), Situation(turn=2, phase=Phase.AIR, segment=NONE))

    events = run_until_player(context(game))
    assert [(e.phase, e.acting) for e in of_type(events, PhaseStarted)] == [
        (Phase.KG_DEPLOYMENT, None),
        (Phase.SOVIET_1, S),
    ]
