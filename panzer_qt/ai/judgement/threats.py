"""How likely each German division is to be destroyed out of C&C (4.2), which scores for the Soviets.

The computer player reads the chances measured in games (``judgement.weights.MEASURED_THREATS``) by the
division's C&C line (``position.cc_lines``), its steps left and the Soviet combat segments left. The greedy
yardstick keeps the formula the evaluation had before they were measured (``yardstick_threat``), which counts a
division cut off as more than half lost whatever its steps; games say a division loses about a step a Soviet
combat segment at most, and the German side opens its lines again in each of its phases.
"""

from __future__ import annotations

from panzer_qt.ai.judgement.weights import Weights
from panzer_qt.ai.position.cc_lines import Line, lines_of
from panzer_qt.ai.position.clock import Clock
from panzer_qt.ai.position.memo import kept
from panzer_qt.ai.position.picture import Picture
from panzer_qt.model.enums import Side, UnitSize


def division_threats(picture: Picture, weights: Weights, clock: Clock) -> dict[str, float]:
    """Each German division's chance of being destroyed out of C&C (4.2)."""
    if clock.soviet == 0:
        return {}
    germans, steps = picture.lasting("ai divisions on the map", lambda: _divisions(picture))
    where = picture.where
    chances = threats(picture, [(where[uid], n) for uid, n in zip(germans, steps, strict=True)], weights, clock)
    return dict(zip(germans, chances, strict=True))


def _divisions(picture: Picture) -> tuple[list[str], list[int]]:
    """The German divisions on the map and their steps."""
    board, units = picture.board, picture.state.units
    divisions = kept(
        board, "ai divisions", lambda: frozenset(u for u, s in board.specs.items() if s.size is UnitSize.DIVISION)
    )
    germans = [uid for uid in picture.units_of(Side.GERMAN) if uid in divisions]
    return germans, [units[uid].steps for uid in germans]


def threat(picture: Picture, i: int, steps: float, weights: Weights, clock: Clock) -> float:
    """The chance a German division in hex ``i`` with ``steps`` steps (an average for hidden ones) dies out of
    C&C: the measured one (``Weights.measured``), else by the yardstick formula (``yardstick_threat``)."""
    return threats(picture, [(i, steps)], weights, clock)[0]


def threats(picture: Picture, divisions: list[tuple[int, float]], weights: Weights, clock: Clock) -> list[float]:
    """``threat`` of each division given by its hex and steps: the C&C nets read once for all (``lines_of``) and
    the measured stage looked up once."""
    if weights.measured is None:
        lines = lines_of(picture, [i for i, _ in divisions])
        return [
            yardstick_threat(picture, i, steps, weights, clock, line=line)
            for (i, steps), line in zip(divisions, lines, strict=True)
        ]
    stage = weights.measured.stage(clock.combats)
    if stage is None:
        return [0.0] * len(divisions)
    chance, lines = stage.chance, lines_of(picture, [i for i, _ in divisions])
    return [chance(line, steps) for (_, steps), line in zip(divisions, lines, strict=True)]


def yardstick_threat(picture: Picture, i: int, steps: float, weights: Weights, clock: Clock, *, line: Line) -> float:
    """The greedy yardstick's chance, by formula (the computer player reads the measured chances instead):
    ``fragile`` if one Soviet step could cut the division off, ``closing`` if two could; out of C&C, more the
    more Soviet units press it and the fewer steps it has, less with few Soviet movement segments left."""
    if line is not Line.CUT:
        return {Line.FRAGILE: weights.fragile, Line.CLOSING: weights.closing}.get(line, 0.0)
    soviet = picture.held[Side.SOVIET]
    pressed = sum(1 for n in picture.index.neighbors[i] if soviet >> n & 1)
    chance = weights.cut_off + weights.per_adjacent * pressed - weights.per_step * steps
    time = min(1.0, clock.soviet / weights.combats_to_kill)
    return min(max(chance * time, weights.fragile), 0.9)
