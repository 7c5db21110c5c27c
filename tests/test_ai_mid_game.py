"""The Soviet computer player's towns in the middle of the game (panzer_qt.ai.computer.mid_game_towns): while
three Soviet movement segments or more are left, who holds a town says little about who holds it at the end."""

from __future__ import annotations

import pytest

from panzer_qt import Game
from panzer_qt.ai.computer import MID_GAME_MOVES, ComputerPlayer, mid_game_towns
from panzer_qt.ai.evaluation import DEFAULT_WEIGHTS, Judge, Weights
from panzer_qt.ai.greedy import GreedyPolicy
from panzer_qt.ai.picture import moves_left
from panzer_qt.model.commands import EndPhase
from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.model.situation import PlacedUnit, Situation

from .helpers.games import scenario
from .test_ai_evaluation import CENTRE, DIVISION, SOVIETS
from .test_ai_last_move import TOWN, destination


def soviet_move(turn: int, phase: Phase, corps_hex: str) -> Game:
    """The Soviet movement of ``turn`` and ``phase``: 7 Pz in 2515, a Soviet tank corps in ``corps_hex``, the
    4 VP town 2607 Soviet and empty unless the corps stands in it."""
    units = {DIVISION: PlacedUnit(hex=CENTRE), SOVIETS[0]: PlacedUnit(hex=corps_hex)}
    situation = Situation(units=units, turn=turn, phase=phase, segment=Segment.MOVEMENT)
    game = Game.from_situation(scenario("default"), situation)
    game.state.control[TOWN] = Side.SOVIET
    return game


def test_the_mid_game_chances_narrow_what_holding_a_town_is_worth() -> None:
    weights = mid_game_towns(DEFAULT_WEIGHTS)
    assert (weights.town_held, weights.town_exposed, weights.town_safe, weights.town_open) == (0.5, 0.33, 0.4, 0.33)
    assert weights.cut_off == DEFAULT_WEIGHTS.cut_off and weights.town_defended == DEFAULT_WEIGHTS.town_defended
    held, empty = soviet_move(3, Phase.SOVIET_1, TOWN), soviet_move(3, Phase.SOVIET_1, "2707")

    def standing_in_it(chosen: Weights) -> float:
        judge = Judge(held.board, weights=chosen)
        return judge.assess(held.state).parts["towns"] - judge.assess(empty.state).parts["towns"]

    # from 2607 the corps may also reach an empty 1 VP German town next move, at 0.33 instead of 0.5
    assert standing_in_it(weights) - standing_in_it(DEFAULT_WEIGHTS) == pytest.approx(
        4 * ((0.5 - 0.33) - (0.95 - 0.45)) + (0.33 - 0.5)
    )


def test_in_the_middle_of_the_game_the_soviet_computer_player_does_not_leave_a_town_to_claim_another() -> None:
    """A tank corps in the Soviet town 2607, within the reach of 7 Pz: the greedy player, at the evaluation's
    chances, leaves it to claim the German town 1605 in the west, and so does the computer player with two
    Soviet movement segments left (turn 8); in turn 3, with eleven left, it weighs towns at their mid-game
    chances and stays."""
    early, late = soviet_move(3, Phase.SOVIET_2, TOWN), soviet_move(8, Phase.SOVIET_1, TOWN)
    assert moves_left(early.board, early.state, Side.SOVIET) == 11 >= MID_GAME_MOVES
    assert moves_left(late.board, late.state, Side.SOVIET) == 2 < MID_GAME_MOVES
    assert ComputerPlayer(2).choose(early) == EndPhase()
    assert destination(GreedyPolicy().choose(early)) == "1605"
    assert destination(ComputerPlayer(2).choose(late)) == "1605"
    assert destination(GreedyPolicy().choose(late)) == "1605"
