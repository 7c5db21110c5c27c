"""The Soviet computer player's last movement segment (panzer_qt.ai.judgement.weights.last_move_towns): the German
moves twice after it, so a town the Soviets leave empty within the German reach is as good as lost."""

from __future__ import annotations

import pytest

from panzer_qt import Game
from panzer_qt.ai.judgement.evaluation import Judge
from panzer_qt.ai.judgement.weights import DEFAULT_WEIGHTS, Weights, last_move_towns
from panzer_qt.ai.players.computer import ComputerPlayer
from panzer_qt.ai.players.greedy import GreedyPolicy
from panzer_qt.model.commands import Move
from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.model.situation import PlacedUnit, Situation
from tests.ai.test_ai_evaluation import CENTRE, DIVISION, SOVIETS
from tests.helpers.games import scenario

TOWN = "2607"
"""A 4 VP town within the reach of the 7th Panzer Division in 2515."""


def position(turn: int, phase: Phase, corps_hex: str, control: dict[str, Side]) -> Game:
    """The movement of ``phase`` in ``turn``: 7 Pz in 2515, a Soviet tank corps in ``corps_hex``, the towns of
    ``control`` held as it says."""
    units = {DIVISION: PlacedUnit(hex=CENTRE), SOVIETS[0]: PlacedUnit(hex=corps_hex)}
    game = Game.from_situation(
        scenario("default"), Situation(units=units, turn=turn, phase=phase, segment=Segment.MOVEMENT)
    )
    game.state.control.update(control)
    return game


def soviet_move(turn: int, phase: Phase, corps_hex: str) -> Game:
    """The Soviet movement of ``phase`` in ``turn``: the town 2607 Soviet and empty unless the corps stands in it."""
    return position(turn, phase, corps_hex, {TOWN: Side.SOVIET})


def standing_in_town(phase: Phase, weights: Weights) -> float:
    """What the corps standing in 2607 rather than in 2707 adds to the evaluation's towns in turn 8, ``phase``."""
    held, empty = soviet_move(8, phase, TOWN), soviet_move(8, phase, "2707")
    judge = Judge(held.board, weights=weights)
    return judge.assess(held.state).parts["towns"] - judge.assess(empty.state).parts["towns"]


def destination(command: object) -> str:
    assert isinstance(command, Move)
    return command.path[-1]


def test_in_its_last_movement_the_soviet_computer_player_stands_in_a_town_the_german_could_retake() -> None:
    """From 2307 the corps may reach the empty Soviet town 2607, which 7 Pz could retake, or go west to 1605.
    By the evaluation's chance for an empty town the enemy can reach (0.45) west is better, and so the greedy
    player goes there in both Soviet movements of turn 8, and the computer player in the first; in the last
    one the computer player counts the town as lost unless it stands in it, and goes there."""
    last, before = soviet_move(8, Phase.SOVIET_2, "2307"), soviet_move(8, Phase.SOVIET_1, "2307")
    assert destination(ComputerPlayer(2).choose(last)) == TOWN
    assert destination(ComputerPlayer(1).choose(last)) == TOWN
    assert destination(GreedyPolicy().choose(last)) == "1605"
    assert destination(ComputerPlayer(2).choose(before)) == "1605"
    assert destination(GreedyPolicy().choose(before)) == "1605"


def test_the_last_move_chances_count_an_empty_town_in_the_german_reach_as_almost_lost() -> None:
    weights = last_move_towns(DEFAULT_WEIGHTS)
    assert (weights.town_held, weights.town_exposed, weights.town_safe) == (1.0, 0.02, 0.72)
    assert weights.cut_off == DEFAULT_WEIGHTS.cut_off and weights.exit_corps == DEFAULT_WEIGHTS.exit_corps
    # what else the corps' place changes (a German town it may reach next) counts alike with both weights
    last = Phase.SOVIET_2
    assert standing_in_town(last, weights) - standing_in_town(last, DEFAULT_WEIGHTS) == pytest.approx(
        4 * ((1.0 - 0.02) - (0.95 - 0.45))
    )
