"""The Soviet computer player's next to last movement segment (panzer_qt.ai.judgement.weights.next_to_last_move_towns):
the Soviets move once more before the German's last moves, so an empty Soviet town near a Soviet unit ends
Soviet as often as one a Soviet unit stands in."""

from __future__ import annotations

import pytest

from panzer_qt.ai.judgement.weights import DEFAULT_WEIGHTS, next_to_last_move_towns
from panzer_qt.ai.players.computer import ComputerPlayer
from panzer_qt.ai.players.greedy import GreedyPolicy
from panzer_qt.ai.position.clock import moves_left
from panzer_qt.model.commands import Move
from panzer_qt.model.enums import Phase, Side
from tests.ai.test_ai_last_move import TOWN, destination, soviet_move, standing_in_town


def test_in_its_next_to_last_movement_the_soviet_computer_player_does_not_stop_to_guard_a_town() -> None:
    """From 2707 the corps may step into the empty Soviet town 2607, which 7 Pz could retake. By the
    evaluation's chances (0.95 with a Soviet unit in it, 0.45 without) the greedy player does so in every
    Soviet movement, and the computer player in turn 7 and in the last movement; in the next to last one the
    computer player counts the town as likely to end Soviet either way, and goes on through it to 1812,
    claiming the German town 2011 on the way."""
    before, next_to_last, last = (
        soviet_move(7, Phase.SOVIET_2, "2707"),
        soviet_move(8, Phase.SOVIET_1, "2707"),
        soviet_move(8, Phase.SOVIET_2, "2707"),
    )
    assert [moves_left(g.board, g.state, Side.SOVIET) for g in (before, next_to_last, last)] == [3, 2, 1]
    for game in (before, next_to_last, last):
        assert destination(GreedyPolicy().choose(game)) == TOWN
    assert destination(ComputerPlayer(2).choose(before)) == TOWN
    assert destination(ComputerPlayer(2).choose(last)) == TOWN
    command = ComputerPlayer(2).choose(next_to_last)
    assert isinstance(command, Move) and command.path[-1] == "1812"
    assert TOWN in command.path and "2011" in command.path


def test_the_next_to_last_move_chances_value_standing_in_a_town_no_more_than_being_near_it() -> None:
    weights = next_to_last_move_towns(DEFAULT_WEIGHTS)
    assert (weights.town_held, weights.town_exposed, weights.town_safe) == (0.55, 0.55, 0.72)
    assert (weights.town_open, weights.town_defended, weights.town_far) == (0.33, 0.01, 0.0)
    assert weights.cut_off == DEFAULT_WEIGHTS.cut_off and weights.exit_corps == DEFAULT_WEIGHTS.exit_corps
    # from 2607 the corps may also reach the empty 1 VP German town 1605 next move, beyond its reach from 2707
    assert standing_in_town(Phase.SOVIET_1, DEFAULT_WEIGHTS) == pytest.approx(4 * (0.95 - 0.45) + (0.5 - 2 * 0.03))
    assert standing_in_town(Phase.SOVIET_1, weights) == pytest.approx(4 * (0.55 - 0.55) + (0.33 - 0.0))
