"""The German computer player's last movement segment before the Soviet side's last turn
(panzer_qt.ai.judgement.weights.before_last_soviet_turn): a German town with a German unit in it is then almost safe,
an empty Soviet town the German could retake is more likely to stay Soviet than the evaluation says."""

from __future__ import annotations

from dataclasses import replace

import pytest

from panzer_qt import Game
from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.judgement.weights import (
    DEFAULT_WEIGHTS,
    MEASURED_THREATS,
    Weights,
    before_last_soviet_turn,
    counter_attacking,
    next_to_last_move_towns,
)
from panzer_qt.ai.planners.destinations import MoveOption, with_move
from panzer_qt.ai.players.computer import ComputerPlayer
from panzer_qt.ai.players.greedy import GreedyPolicy
from panzer_qt.model.commands import Move
from panzer_qt.model.enums import Phase, Side
from tests.ai.test_ai_evaluation import DIVISION
from tests.ai.test_ai_last_move import destination, position

GERMAN_TOWN, SOVIET_TOWN = "2411", "2011"
"""Two 1 VP towns within the reach of the 7th Panzer Division in 2515: Yarmolintsy, German and empty within the
reach of a Soviet tank corps in 2513, and Gorodok, Soviet and empty."""


def german_move(turn: int, phase: Phase) -> Game:
    """The German movement of ``phase`` in turn ``turn``: 7 Pz in 2515, a Soviet tank corps in 2513, 2411 German
    and 2011 Soviet, both empty."""
    return position(turn, phase, "2513", {GERMAN_TOWN: Side.GERMAN, SOVIET_TOWN: Side.SOVIET})


def weighed(weights: Weights, destination: str) -> float:
    """The German side's score of the 7 Pz moving to ``destination`` in its last movement before the Soviet last turn
    (the towns on its path claimed, as the computer player weighs a move; lower is better for the German)."""
    game = german_move(7, Phase.GERMAN_2)
    outlook = Outlook.of(game, Side.GERMAN, weights)
    path = tuple(outlook.view.movement_range([DIVISION]).path(destination))
    option = MoveOption(DIVISION, (Move(unit_ids=(DIVISION,), path=path),), destination, path)
    return outlook.judge.score(with_move(outlook.board, outlook.state, option))


def test_before_the_soviet_last_turn_retaking_a_town_weighs_more_for_the_german_than_guarding_one() -> None:
    """By the evaluation's chances, guarding the German town the Soviet corps may reach scores better for the German
    than retaking the empty Soviet town, and the greedy player guards 2411; with the chances measured in games
    before the Soviet last turn, retaking 2011 scores better."""
    measured = replace(DEFAULT_WEIGHTS, measured=MEASURED_THREATS)
    assert weighed(measured, GERMAN_TOWN) == pytest.approx(8.65, abs=0.005)
    assert weighed(measured, SOVIET_TOWN) == pytest.approx(8.66, abs=0.005)
    before = before_last_soviet_turn(measured)
    assert weighed(before, SOVIET_TOWN) == pytest.approx(13.83, abs=0.005)
    assert weighed(before, GERMAN_TOWN) == pytest.approx(13.86, abs=0.005)
    assert destination(GreedyPolicy().choose(german_move(7, Phase.GERMAN_2))) == GERMAN_TOWN


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
    measured = replace(DEFAULT_WEIGHTS, measured=MEASURED_THREATS)
    assert chosen.pop((7, Phase.GERMAN_2)) == counter_attacking(before_last_soviet_turn(measured))
    assert all(weights == counter_attacking(measured) for weights in chosen.values())
    assert player._weights(german_move(7, Phase.GERMAN_2), Side.SOVIET) == next_to_last_move_towns(measured)
