"""How likely a German division is to be destroyed out of C&C (4.2), as measured in games.

The evaluation's formula (``ai.evaluation``) counts a division cut off from C&C as more than half lost,
whatever its steps. Games say otherwise: a division loses at most about a step a Soviet combat segment,
and the German side opens its C&C lines again in each of its phases, so what decides is how many steps it
has left against the Soviet combat segments still to come, and how close it is to being cut off. The table
here holds the chances that were measured, by both; the computer player of either side reads them
(``ai.computer``), the greedy yardstick keeps the formula.
"""

from __future__ import annotations

from dataclasses import dataclass

from panzer_qt.ai.position.cc_lines import Line

Row = tuple[float, float, float, float, float]
"""Chances for a division with 1, 2, 3, 4, and 5 or more steps left."""


@dataclass(frozen=True)
class Stage:
    """The chances of each C&C line state while the Soviets have at least ``combats`` combat segments left."""

    combats: int
    rows: dict[Line, Row]


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
        if stage is None:
            return 0.0
        row = stage.rows.get(line)
        if row is None:
            return 0.0
        return row[min(max(round(steps), 1), len(row)) - 1]


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
