"""Every tuned number of the computer players, in one place: the evaluation's weights, the division threats
measured in games, the towns' chances at the moments near the end of the game when they differ, the marks by
which the move planner picks the destinations it weighs, and the least gains the planners act on.

Where a number was measured in games, benchmarks/README.md (computer player) gives the games and the counts.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from panzer_qt.ai.position.cc_lines import Line
from panzer_qt.ai.position.clock import moves_left
from panzer_qt.model.enums import Segment, Side
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board

# -- the division threats measured in games ---------------------------------------------------------
Row = tuple[float, float, float, float, float]
"""Chances for a division with 1, 2, 3, 4, and 5 or more steps left."""
ROW = 5
"""The length of a row: the last counts every division with more steps too."""
NO_CHANCE: Row = (0.0, 0.0, 0.0, 0.0, 0.0)


@dataclass(frozen=True)
class Stage:
    """The chances of each C&C line state while the Soviets have at least ``combats`` combat segments left."""

    combats: int
    rows: dict[Line, Row]

    def chance(self, line: Line, steps: float) -> float:
        """The chance of a division with ``steps`` steps left (an average for hidden units) and this C&C line."""
        return self.by_line[line._value_][min(max(round(steps), 1), ROW) - 1]  # ``value`` is a slower property

    @cached_property
    def by_line(self) -> tuple[Row, ...]:
        """The rows by the lines' values (no chance where a line has no row): read without hashing the lines."""
        return tuple(self.rows.get(line, NO_CHANCE) for line in sorted(Line, key=lambda line: line.value))


@dataclass(frozen=True)
class MeasuredThreats:
    """Chances by the Soviet combat segments left, the C&C line and the steps left; stages by their combats
    left, fewest (the latest in the game) first."""

    stages: tuple[Stage, ...]

    def stage(self, combats: int) -> Stage | None:
        """The stage that holds ``combats`` Soviet combat segments before the end (None when none is left)."""
        return next((s for s in reversed(self.stages) if combats >= s.combats), None)

    def chance(self, line: Line, steps: float, combats: int) -> float:
        """The chance a division with ``steps`` steps left (an average for hidden units) is destroyed out of
        C&C before the game ends, ``combats`` Soviet combat segments before its end."""
        stage = self.stage(combats)
        return 0.0 if stage is None else stage.chance(line, steps)


MEASURED_THREATS = MeasuredThreats(
    stages=(
        Stage(1, {Line.CUT: (0.78, 0.03, 0.0, 0.0, 0.0)}),
        Stage(2, {Line.CUT: (0.82, 0.3, 0.02, 0.01, 0.0)}),
        Stage(
            3,
            {
                Line.CUT: (0.71, 0.29, 0.13, 0.03, 0.03),
                Line.FRAGILE: (0.38, 0.11, 0.0, 0.0, 0.0),
                Line.CLOSING: (0.06, 0.1, 0.0, 0.0, 0.0),
                Line.SAFE: (0.23, 0.06, 0.0, 0.0, 0.0),
            },
        ),
        Stage(
            5,
            {
                Line.CUT: (0.67, 0.31, 0.17, 0.12, 0.05),
                Line.FRAGILE: (0.4, 0.29, 0.16, 0.1, 0.05),
                Line.CLOSING: (0.42, 0.25, 0.08, 0.04, 0.01),
                Line.SAFE: (0.38, 0.12, 0.05, 0.03, 0.0),
            },
        ),
    )
)
"""At the start of every Soviet combat segment from turn 3 on, each German division's C&C line, steps left and Soviet
combat segments left, against whether it is destroyed out of C&C by the end, in games of the Soviet computer player
against the greedy German (``python -m benchmarks.measure_threats DIR`` over the games' records prints them;
benchmarks/README.md, computer player, sixth round, gives the games and the counts)."""


# -- the evaluation ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Weights:
    """The evaluation's constants, in VP and chances (``judgement.evaluation``). A German division's chance of
    being destroyed out of C&C comes from ``measured`` when it is given (the computer player's weights, see
    ``weights_for``); without it, from the greedy yardstick's formula (``fragile`` to ``combats_to_kill``), kept
    so that the yardstick plays as it always has (``judgement.threats.yardstick_threat``)."""

    town_held: float = 0.95
    """Chance a Soviet town with a Soviet unit in it stays Soviet."""
    town_exposed: float = 0.45
    """... with no Soviet unit in it, but a German unit able to reach it next move."""
    town_safe: float = 0.85
    """... with no German unit able to reach it."""
    town_open: float = 0.5
    """Chance the Soviets take an empty German town they can reach next move."""
    town_defended: float = 0.08
    """... a German town with German units in it, per Soviet combat segment left (at most 3)."""
    town_far: float = 0.03
    """... a German town beyond reach, per Soviet move left."""
    cut_off_town: float = 0.7
    """A German town out of C&C now, weighed by the chance it stays German."""
    fragile: float = 0.06
    """Yardstick formula: elimination chance of a division in C&C that one Soviet step could cut off."""
    closing: float = 0.025
    """... that two Soviet steps could cut off (the pocket closing)."""
    cut_off: float = 0.55
    """... of a division out of C&C, before pressure, strength and time."""
    per_adjacent: float = 0.08
    """... more per hex around it held by Soviet units."""
    per_step: float = 0.05
    """... less per step it has left."""
    combats_to_kill: int = 4
    """Soviet combat segments it takes to wear a cut-off division down; with fewer left the chance shrinks."""
    exit_corps: float = 0.8
    """A Soviet corps on an exit hex; less the farther it stands from the exits (``judgement.exit_plan``)."""
    german_step: float = 0.2
    """Per German step lost."""
    soviet_attack: float = 0.03
    """Per Soviet attack factor lost."""
    out_of_supply: float = 0.3
    """Per Soviet unit out of supply (8.3)."""
    lone_artillery: float = 0.3
    """Per Soviet artillery unit with no corps in its hex (13.2)."""
    soviet_unit: float = 0.0
    """Per Soviet unit off the map after losing its last step (dead, or waiting to come back as a replacement,
    11.1), besides its attack factors: the German counter-attack's stake (``counter_attacking``); none in the
    weights the yardsticks and the quick and standard levels play with."""
    judged_retreats: bool = False
    """Whether the German side, weighing an attack, retreats the defenders (its choice, 13.9) to the hex its
    evaluation likes best, as it does when the retreat comes, rather than by rule of thumb (``counter_attacking``)."""
    exposure: float = 0.5
    """Share of the expected losses of the enemy's attacks on stacks next to it that the score counts."""
    cut_off_step: float = 3.0
    """How much more a step of a German stack out of C&C is worth than one in C&C."""
    measured: MeasuredThreats | None = None
    """Division threats read from chances measured in games (``MEASURED_THREATS``) instead of the yardstick
    formula (``fragile`` to ``combats_to_kill``)."""


DEFAULT_WEIGHTS = Weights()
"""The evaluation's weights for the whole game, division threats by the yardstick formula (the greedy player's)."""


def counter_attacking(weights: Weights) -> Weights:
    """``weights`` as the German side weighs its counter-attacks at the deep level: a Soviet corps destroyed takes its
    towns to come and its threats to the German divisions with it, so a Soviet attack factor lost counts for more
    than the Soviet side's own material term says, and a unit destroyed counts at least as much as one left out of
    supply (without it, destroying a Soviet unit out of supply scored as a Soviet gain: its out-of-supply penalty
    went with it); and it weighs the retreats it will choose for the Soviet units it attacks as it will choose them
    (``judged_retreats``)."""
    counter = COUNTER_ATTACK
    return replace(weights, soviet_attack=counter.soviet_attack, soviet_unit=counter.soviet_unit, judged_retreats=True)


COUNTER_ATTACK = Weights(soviet_attack=0.08, soviet_unit=0.6)
"""The German deep level's Soviet material terms (``counter_attacking``)."""


# -- the towns' chances near the end of the game ----------------------------------------------------
def last_move_towns(weights: Weights) -> Weights:
    """``weights`` with the chances that a Soviet town ends Soviet as they are from the Soviet side's last
    movement segment on, when the German still moves twice and nothing can be taken back: an empty town within
    the German reach is all but lost, one beyond it mostly kept, one with a Soviet unit in it kept."""
    return replace(weights, town_held=1.0, town_exposed=0.02, town_safe=0.72)


def next_to_last_move_towns(weights: Weights) -> Weights:
    """``weights`` with the chances that a town ends Soviet as they are in the Soviet side's next to last
    movement segment (turn 8, the first Soviet phase), when the Soviets move once more before the German
    moves twice: a unit may still step into an empty town near it, or leave the one it stands in, so a Soviet
    town with a unit in it is about as likely kept as an empty one within the German reach, and a German town
    the Soviets cannot reach in one move is not taken."""
    return replace(
        weights, town_held=0.55, town_exposed=0.55, town_safe=0.72, town_open=0.33, town_defended=0.01, town_far=0.0
    )


def before_last_soviet_turn(weights: Weights) -> Weights:
    """``weights`` with the chances that a town ends Soviet as they are after the German side's last movement
    segment before the Soviet side's last turn, when the Soviets still move twice and the German twice: a German
    town with a German unit in it is seldom taken, an empty one beyond the Soviet reach more often than the
    evaluation says; a Soviet town is kept less surely than it says with a unit in it, and more surely without."""
    return replace(weights, town_defended=0.015, town_open=0.43, town_far=0.13, town_held=0.69, town_exposed=0.57)


SOVIET_LAST_TURN = 2
"""Movement segments the Soviet side has in its last turn."""
GERMAN_LAST_TURN = 2
"""... the German side."""


def weights_for(board: Board, state: GameState, side: Side, weights: Weights) -> Weights:
    """The computer player's weights for a decision of ``side``: ``weights`` with either side's division threats
    as measured (``MEASURED_THREATS``); the Soviet side's towns at their chances in its next to last movement
    segment (``next_to_last_move_towns``) and at their last-move chances (``last_move_towns``) from its last
    movement segment on; the German side's towns at their chances before the Soviet side's last turn
    (``before_last_soviet_turn``) in its last movement segment before that turn and the combats after it."""
    soviet = moves_left(board, state, Side.SOVIET)
    weights = replace(weights, measured=MEASURED_THREATS)
    if side is Side.SOVIET:
        if soviet <= 1:
            return last_move_towns(weights)
        if soviet == SOVIET_LAST_TURN:
            return next_to_last_move_towns(weights)
    elif soviet == SOVIET_LAST_TURN:
        german = moves_left(board, state, Side.GERMAN) - GERMAN_LAST_TURN
        if german == 0 or (german == 1 and state.segment is Segment.MOVEMENT):
            return before_last_soviet_turn(weights)
    return weights


# -- what the planners pick and act on --------------------------------------------------------------
@dataclass(frozen=True)
class AimWeights:
    """How much a side wants a hex, for the move planner's first pick of the destinations it weighs in full
    (``planners.aims``, ``planners.destinations``); in the units of a town's VP."""

    take: float = 3.0
    """Per VP of a town without enemy units, while the enemy controls it."""
    guard: float = 1.5
    """Per VP of a town the enemy could reach, while the side controls it and has no unit there."""
    next_to_enemy: float = 1.0
    """A hex next to an enemy stack."""
    next_to_weak: float = 2.0
    """... next to a German stack one Soviet step from being cut off (Soviet side)."""
    cc_path: float = 0.5
    """A hex on a German division's C&C path (Soviet side)."""
    exit_hex: float = 4.0
    """A Soviet exit hex, late in the game."""
    safe_line: float = 1.0
    """A hex with a safe C&C line (German side)."""
    westward: float = 0.04
    """Per column from the east edge (German side: towards the relief)."""
    with_friends: float = 3.0
    """A hex of the side's combat units, for its artillery and army support units."""


AIMS = AimWeights()

OVERSTACKED = 3.0
"""VP a hex over the stacking limit costs its side (the enemy would thin it, 6.0, R52)."""
MOVE_GAIN = 0.02
"""The least improvement (VP) a move must bring to be made."""
ATTACK_GAIN = 0.05
"""The least expected improvement (VP) an attack must bring to be made."""
CAS_KEPT = 0.12
"""VP a CAS marker is worth keeping while the side has another combat segment this turn."""
CAS_RESERVE = 0.15
"""VP a German CAS marker spent on defence is worth keeping for the German attacks later in the turn."""
FIGHT_FIRST = 1.0
"""How much more (VP) the attacks open at the announcement must be expected to gain than those open after
the side's moves for it to fight first."""
