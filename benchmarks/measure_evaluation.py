"""The computer player's evaluation against what the games made of it: how much of each of its parts' differences
between games carries into the outcome.

Run: ``python -m benchmarks.measure_evaluation DIR [--side german|soviet] [--target final|next] [--from-turn T]``.
DIR holds records that ``panzer-qt simulate --record DIR`` wrote. At the start of every movement and combat segment,
the position is weighed as that side's computer player at the standard level weighs it (its fog, its weights:
``weights_for``, the German side's ``counter_attacking``), part by part (``Judge.assess``). Against each position
stands an outcome: the game's final Soviet VP (``final``), or the same side's score of the position one turn later,
at the same phase and segment (``next``, less noisy). Positions of the same moment (turn, phase, segment) are
compared across games: the parts and the outcome less their means at that moment, a least-squares fit of the one on
the others. A part whose differences carry whole into the outcome has a coefficient of 1 (the evaluation counts
in the outcome's own VP); under 1, its differences count for less than the evaluation says. The intervals are
bootstrapped over games (a game's positions are not independent of each other).

The games are the players' own: a part the player acts on (it saves a division the threats term says is in danger)
comes out with a coefficient under what counting it more would be worth, so the figures say where the evaluation
and the games disagree, not by how much to change a weight.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.judgement.weights import DEFAULT_WEIGHTS, counter_attacking, weights_for
from panzer_qt.model.enums import Segment, Side
from panzer_qt.records.cursor import ReplayCursor
from panzer_qt.records.record_files import load_record
from panzer_qt.rules.game import Game

PARTS = ("banked", "towns", "divisions", "hidden divisions", "exits", "material", "exposure")
"""The evaluation's parts (``Judge.assess``), in the order printed."""
Moment = tuple[int, str, str]
"""Turn, phase and segment."""


@dataclass(frozen=True)
class Weighed:
    """One position of one game: its moment, its parts, its score, and the outcome it is measured against."""

    game: str
    moment: Moment
    parts: tuple[float, ...]
    score: float
    outcome: float


def assessed(game: Game, side: Side) -> tuple[tuple[float, ...], float]:
    """The parts and the score of the game's position as ``side``'s computer player at the standard level weighs
    it."""
    weights = weights_for(game.board, game.state, side, DEFAULT_WEIGHTS)
    if side is Side.GERMAN:
        weights = counter_attacking(weights)
    outlook = Outlook.of(game, side, weights)
    found = outlook.judge.assess(outlook.state)
    return tuple(found.parts[name] for name in PARTS), found.score


def positions(path: Path, side: Side, target: str) -> list[Weighed]:
    """The positions of one record at the start of each movement and combat segment, with their outcomes."""
    record = load_record(path)
    cursor = ReplayCursor(record)
    seen: dict[Moment, tuple[tuple[float, ...], float]] = {}
    while True:
        state = cursor.game.state
        moment = (state.turn, state.phase.value, state.segment.value)
        if moment not in seen and state.segment is not Segment.NONE and not state.game_over:
            seen[moment] = assessed(cursor.game, side)
        if not cursor.forward():
            break
    final = float(cursor.game.state.vp)
    found = []
    for (turn, phase, segment), (parts, score) in seen.items():
        later = seen.get((turn + 1, phase, segment))
        if target == "final":
            found.append(Weighed(path.name, (turn, phase, segment), parts, score, final))
        elif later is not None:
            found.append(Weighed(path.name, (turn, phase, segment), parts, score, later[1]))
    return found


Centred = tuple[NDArray[np.float64], NDArray[np.float64], NDArray[np.float64]]
"""The parts (a row per position), the outcomes and the scores, each less its mean at the position's moment."""


def within_moments(found: list[Weighed]) -> Centred:
    """The positions' parts, outcomes and scores less their means at each moment (moments seen in fewer than 3
    games left out)."""
    by_moment: dict[Moment, list[Weighed]] = defaultdict(list)
    for weighed in found:
        by_moment[weighed.moment].append(weighed)
    groups = [g for g in by_moment.values() if len(g) >= 3]
    parts = np.concatenate([less_mean([w.parts for w in g]) for g in groups])
    outcomes = np.concatenate([less_mean([w.outcome for w in g]) for g in groups])
    scores = np.concatenate([less_mean([w.score for w in g]) for g in groups])
    return parts, outcomes, scores


def less_mean(values: list[tuple[float, ...]] | list[float]) -> NDArray[np.float64]:
    """The values (rows of parts, or numbers) less their mean."""
    array = np.array(values, dtype=np.float64)
    return np.asarray(array - array.mean(axis=0), dtype=np.float64)


def fit(centred: Centred) -> tuple[NDArray[np.float64], float]:
    """The least-squares coefficient of each part (0 for a part that never differs) and the score's own slope."""
    parts, outcomes, scores = centred
    coefficients = np.asarray(np.linalg.lstsq(parts, outcomes, rcond=None)[0], dtype=np.float64)
    coefficients[~parts.any(axis=0)] = 0.0
    spread = float(scores @ scores)
    return coefficients, float(scores @ outcomes) / spread if spread else 0.0


def bootstrap(found: list[Weighed], rounds: int, seed: int = 1) -> NDArray[np.float64]:
    """The standard errors of the coefficients and of the slope (last), resampling whole games."""
    by_game: dict[str, list[Weighed]] = defaultdict(list)
    for weighed in found:
        by_game[weighed.game].append(weighed)
    games, rng, draws = sorted(by_game), random.Random(seed), []
    for _ in range(rounds):
        coefficients, slope = fit(within_moments([w for _ in games for w in by_game[rng.choice(games)]]))
        draws.append([*coefficients, slope])
    return np.asarray(np.array(draws).std(axis=0, ddof=1), dtype=np.float64)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("records", type=Path, help="directory of game-*.json records")
    parser.add_argument("--side", choices=[s.value for s in Side], default=Side.GERMAN.value)
    parser.add_argument("--target", choices=["final", "next"], default="next")
    parser.add_argument("--from-turn", type=int, default=1, help="first turn counted (default 1)")
    parser.add_argument("--bootstrap", type=int, default=200, help="bootstrap rounds (default 200)")
    args = parser.parse_args(argv)
    paths = sorted(args.records.glob("game-*.json"))
    if len(paths) < 3:
        print(f"{args.records}: fewer than 3 game-*.json records")
        return 1
    side = Side(args.side)
    found = [w for path in paths for w in positions(path, side, args.target) if w.moment[0] >= args.from_turn]
    centred = within_moments(found)
    coefficients, slope = fit(centred)
    errors = bootstrap(found, args.bootstrap)
    outcome = "the final Soviet VP" if args.target == "final" else "the score one turn later"
    who = side.value.capitalize()
    print(f"{len(paths)} games, {len(found)} positions weighed as the {who} side weighs them, against {outcome}")
    print(f"{'the score':18s} slope {slope:6.2f} +/- {errors[-1]:.2f}   (1: its differences carry whole)")
    for name, value, error, spread in zip(PARTS, coefficients, errors[:-1], centred[0].std(axis=0), strict=True):
        print(f"{name:18s} coef  {value:6.2f} +/- {error:.2f}   spread between games at a moment {spread:5.2f} VP")
    return 0


if __name__ == "__main__":
    sys.exit(main())
