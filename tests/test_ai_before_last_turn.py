"""The German computer player's last movement segment before the Soviet side's last turn
(panzer_qt.ai.computer.before_last_soviet_turn): a German town with a German unit in it is then almost safe,
an empty Soviet town the German could retake is more likely to stay Soviet than the evaluation says."""

from __future__ import annotations

from dataclasses import replace

from panzer_qt import Game
from panzer_qt.ai.computer import ComputerPlayer, before_last_soviet_turn, next_to_last_move_towns
from panzer_qt.ai.evaluation import DEFAULT_WEIGHTS
from panzer_qt.ai.greedy import GreedyPolicy
from panzer_qt.ai.threats import SOVIET_MEASURED
from panzer_qt.model.enums import Phase, Side

from .test_ai_last_move import destination, position

GERMAN_TOWN, SOVIET_TOWN = "2411", "2011"
"""Two 1 VP towns within the reach of the 7th Panzer Division in 2515: Yarmolintsy, German and empty within the
reach of a Soviet tank corps in 2513, and Gorodok, Soviet and empty."""


def german_move(turn: int, phase: Phase) -> Game:
    """The German movement of ``phase`` in turn ``turn``: 7 Pz in 2515, a Soviet tank corps in 2513, 2411 German
    and 2011 Soviet, both empty."""
    return position(turn, phase, "2513", {GERMAN_TOWN: Side.GERMAN, SOVIET_TOWN: Side.SOVIET})


def test_before_the_soviet_last_turn_the_german_computer_player_retakes_a_town_rather_than_guard_one() -> None:
    """By the evaluation's chances, standing in the German town the Soviet corps may reach gains 0.5 - 0.16 and
    retaking the Soviet town 0.45 - 0.16, so the greedy player guards 2411, and so does the computer player
    in any German movement but the last before the Soviet side's last turn; there the chances measured in
    games make the retaking worth 0.57 - 0.03 and the guarding 0.43 - 0.03, and it retakes 2011."""
    last = german_move(7, Phase.GERMAN_2)
    assert destination(ComputerPlayer(2).choose(last)) == SOVIET_TOWN
    assert destination(ComputerPlayer(1).choose(last)) == SOVIET_TOWN
    assert destination(GreedyPolicy().choose(german_move(7, Phase.GERMAN_2))) == GERMAN_TOWN
    assert destination(ComputerPlayer(2).choose(german_move(7, Phase.GERMAN_1))) == GERMAN_TOWN
    assert destination(ComputerPlayer(2).choose(german_move(6, Phase.GERMAN_2))) == GERMAN_TOWN


def test_the_chances_before_the_soviet_last_turn_are_the_measured_ones_and_only_the_towns_change() -> None:
    weights = before_last_soviet_turn(DEFAULT_WEIGHTS)
    towns = (weights.town_defended, weights.town_open, weights.town_far, weights.town_held, weights.town_exposed)
    assert towns == (0.015, 0.43, 0.13, 0.69, 0.57)
    assert weights.town_safe == DEFAULT_WEIGHTS.town_safe and weights.cut_off_town == DEFAULT_WEIGHTS.cut_off_town
    assert weights.cut_off == DEFAULT_WEIGHTS.cut_off and weights.exit_corps == DEFAULT_WEIGHTS.exit_corps


def test_the_german_player_weighs_with_them_only_in_its_last_movement_before_the_soviet_last_turn() -> None:
    player = ComputerPlayer(2)
    chosen = {
        (turn, phase): player._weights(german_move(turn, phase), Side.GERMAN)
        for turn, phase in ((6, Phase.GERMAN_2), (7, Phase.GERMAN_1), (7, Phase.GERMAN_2), (8, Phase.GERMAN_1))
    }
    assert chosen.pop((7, Phase.GERMAN_2)) == before_last_soviet_turn(DEFAULT_WEIGHTS)
    assert all(weights == DEFAULT_WEIGHTS for weights in chosen.values())
    soviet = replace(DEFAULT_WEIGHTS, measured=SOVIET_MEASURED)
    assert player._weights(german_move(7, Phase.GERMAN_2), Side.SOVIET) == next_to_last_move_towns(soviet)
