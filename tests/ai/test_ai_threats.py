"""Division threats measured in games (panzer_qt.ai.judgement.threats) and the computer players that read them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from panzer_qt import Game
from panzer_qt.ai.judgement.evaluation import Judge
from panzer_qt.ai.judgement.weights import DEFAULT_WEIGHTS, MEASURED_THREATS
from panzer_qt.ai.players.computer import ComputerPlayer
from panzer_qt.ai.players.greedy import GreedyPolicy
from panzer_qt.ai.position.cc_lines import Line, lines_of
from panzer_qt.ai.position.clock import combats_left, moves_left
from panzer_qt.ai.position.picture import Picture
from panzer_qt.model.enums import Phase, Segment, Sequence, Side
from panzer_qt.model.situation import PlacedUnit, Situation
from tests.ai.test_ai_evaluation import CENTRE, DIVISION, SOUTH_GAP, SOVIETS, ring
from tests.ai.test_ai_incremental import candidates, opening
from tests.helpers.games import scenario

MEASURED = replace(DEFAULT_WEIGHTS, measured=MEASURED_THREATS)


def position(soviet_hexes: list[str], *, steps: int, turn: int = 4, phase: Phase = Phase.SOVIET_1) -> Game:
    """7 Pz in 2515 with ``steps`` steps left, Soviet corps in ``soviet_hexes``, the Soviet movement of ``turn``."""
    units = {
        DIVISION: PlacedUnit(hex=CENTRE, steps=steps),
        **{u: PlacedUnit(hex=h) for u, h in zip(SOVIETS, soviet_hexes, strict=False)},
    }
    situation = Situation(units=units, turn=turn, phase=phase, segment=Segment.MOVEMENT)
    return Game.from_situation(scenario("default"), situation)


@pytest.mark.parametrize(
    ("line", "steps", "combats", "chance"),
    [
        (Line.CUT, 1, 1, 0.78),  # the last Soviet combat: only a one-step division still dies
        (Line.CUT, 2, 1, 0.03),
        (Line.CUT, 2, 2, 0.3),  # two combats: a step lost in the first, the last in the second
        (Line.CUT, 4, 4, 0.03),
        (Line.CUT, 4, 9, 0.12),
        (Line.CUT, 8, 9, 0.05),  # five steps or more read the last column
        (Line.FRAGILE, 1, 3, 0.38),
        (Line.FRAGILE, 1, 2, 0.0),  # in C&C with two combats left: no time to cut it and kill it
        (Line.CLOSING, 2, 5, 0.25),
        (Line.SAFE, 1, 12, 0.38),
        (Line.SAFE, 4, 12, 0.03),
        (Line.CUT, 1, 0, 0.0),  # no Soviet combat left
        (Line.CUT, 2.4, 9, 0.31),  # hidden units: the average steps, rounded
    ],
)
def test_the_measured_chance_reads_the_line_the_steps_and_the_combats_left(
    line: Line, steps: float, combats: int, chance: float
) -> None:
    assert MEASURED_THREATS.chance(line, steps, combats) == chance


def test_combats_left_counts_the_soviet_combat_segments_to_come() -> None:
    game = position([], steps=4, turn=8)
    board, state = game.board, game.state
    state.sequence[Side.SOVIET] = Sequence.MOVE_FIGHT
    counts = []
    for phase, segment in (
        (Phase.SOVIET_1, Segment.MOVEMENT),
        (Phase.SOVIET_1, Segment.COMBAT),
        (Phase.SOVIET_2, Segment.COMBAT),
        (Phase.SOVIET_2, Segment.MOVEMENT),  # move/fight: the second phase fights first, then moves (5.4)
    ):
        state.phase, state.segment = phase, segment
        counts.append((combats_left(board, state, Side.SOVIET), moves_left(board, state, Side.SOVIET)))
    assert counts == [(2, 2), (2, 1), (1, 1), (0, 1)]
    state.turn, state.phase, state.segment = 7, Phase.SOVIET_1, Segment.MOVEMENT
    assert combats_left(board, state, Side.SOVIET) == 4


def test_a_cut_off_division_with_one_step_left_is_threatened_far_more_than_one_with_four() -> None:
    judge = Judge(position([], steps=1).board, weights=MEASURED)
    weak, strong = (position(ring(2), steps=s) for s in (1, 4))
    assert not weak.supply_status(Side.GERMAN)[DIVISION].in_supply
    assert judge.assess(weak.state).threat[DIVISION] == 0.67  # turn 4: eight Soviet combat segments left
    assert judge.assess(strong.state).threat[DIVISION] == 0.12
    formula = Judge(weak.board)  # the greedy yardstick's formula: 0.55 cut off, less 0.05 a step left
    assert formula.assess(strong.state).threat[DIVISION] == pytest.approx(0.35)


def test_a_worn_down_division_in_cc_is_threatened_by_its_steps_and_its_line() -> None:
    judge = Judge(position([], steps=1).board, weights=MEASURED)
    safe, fragile = position([], steps=1), position(SOUTH_GAP, steps=2)
    assert judge.assess(safe.state).threat[DIVISION] == 0.38
    assert judge.assess(fragile.state).threat[DIVISION] == 0.29
    late = position(SOUTH_GAP, steps=2, turn=8)  # two Soviet combats left: too late to cut it and finish it
    assert judge.assess(late.state).threat[DIVISION] == 0.0


def test_the_computer_player_of_either_side_reads_the_measured_chances_and_the_greedy_yardstick_does_not() -> None:
    game = position(ring(2), steps=4)
    player = ComputerPlayer()
    assert player._weights(game, Side.SOVIET).measured is MEASURED_THREATS
    assert player._weights(game, Side.GERMAN).measured is MEASURED_THREATS
    assert GreedyPolicy().weights.measured is None


def test_each_hex_s_line_is_read_off_the_nets_each_worked_out_only_while_a_hex_is_in_the_last() -> None:
    seen = set()
    for state in candidates(opening(), 40, seed=2):
        picture = Picture(opening().board, state)
        hexes = [picture.where[u] for u in picture.units_of(Side.GERMAN)]
        hexes += hexes[:3] + list(range(0, len(picture.index.ids), 97))  # hexes asked twice, hexes without units
        want = [
            Line.CUT
            if not picture.cc.holds(i)
            else Line.FRAGILE
            if not picture.fragile_cc.holds(i)
            else Line.CLOSING
            if not picture.closing_cc.holds(i)
            else Line.SAFE
            for i in hexes
        ]
        assert lines_of(picture, hexes) == want
        seen.update(want)
    assert seen == set(Line)
    picture = Picture(opening().board, opening().state)
    cut = [i for i in range(len(picture.index.ids)) if not picture.cc.holds(i)][:5]
    assert lines_of(picture, cut) == [Line.CUT] * 5
    assert "fragile_cc" not in picture.__dict__  # every hex out of C&C: the next net is not worked out
