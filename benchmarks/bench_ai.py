"""The computer player's strength in VP against fixed opponents, its thinking time per phase, and the
VP distribution of AI against AI (issue 15's figures), with fixed seeds.

Run: ``python -m benchmarks.bench_ai [--games N] [--workers K] [--level L] [--seed S] [--json FILE]``.

Four pairings, each over the same N seeds (German player first): random-ai, greedy-ai, greedy-greedy,
ai-ai. Strength is read side by side from them:

- Soviet: share of Soviet victories (32+ VP) against the random German (target 90% or more); mean VP
  against the greedy German, less what the greedy Soviet scores against it (target 5 or more).
- German: mean VP conceded to the Soviet AI by the random German and by the greedy German, less what the
  German AI concedes (targets 8 and 3 or more).
- Thinking per phase at the level played: median (target under 5 s) and worst (under 15 s).
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

from benchmarks.common import report
from panzer_qt.ai.computer import DEFAULT_LEVEL
from panzer_qt.ai.play import GameSummary
from panzer_qt.ai.simulate import run_games
from panzer_qt.paths import DEFAULT_SCENARIO

SOVIET_VICTORY = 32
HISTORICAL_VP = 31


def pairings(level: int) -> dict[str, tuple[str, str]]:
    """The pairings played, by name: (German player, Soviet player)."""
    ai = f"ai:{level}"
    return {
        "random-ai": ("random", ai),
        "greedy-ai": ("greedy", ai),
        "greedy-greedy": ("greedy", "greedy"),
        "ai-ai": (ai, ai),
    }


def mean_vp(games: list[GameSummary]) -> float:
    """Mean final Soviet VP."""
    return statistics.fmean(g.vp for g in games)


def main() -> None:
    """Play the pairings and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--level", type=int, default=DEFAULT_LEVEL)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--json", metavar="FILE")
    args = parser.parse_args()
    played: dict[str, list[GameSummary]] = {}
    for name, (german, soviet) in pairings(args.level).items():
        jobs = [(args.seed + n, german, soviet) for n in range(args.games)]
        played[name] = run_games(DEFAULT_SCENARIO, jobs, args.workers)
        refused = sum(g.refused for g in played[name])
        label = f"{name}: mean Soviet VP over {len(jobs)} games (refused commands: {refused})"
        report(label, mean_vp(played[name]), "VP")
    print_figures(played, args.level)
    if args.json:
        data = {name: [vars(g) for g in games] for name, games in played.items()}
        Path(args.json).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def print_figures(played: dict[str, list[GameSummary]], level: int) -> None:
    """The issue's figures from the games played."""
    against_random = played["random-ai"]
    wins = sum(g.vp >= SOVIET_VICTORY for g in against_random) / len(against_random)
    report("Soviet AI vs random German: share of Soviet victories", 100 * wins, "%", "90 or more")
    report(
        "Soviet AI minus greedy Soviet, both vs greedy German",
        mean_vp(played["greedy-ai"]) - mean_vp(played["greedy-greedy"]),
        "VP",
        "5 or more",
    )
    conceded = mean_vp(played["ai-ai"])
    more = "concedes more than the German AI, vs the Soviet AI"
    report(f"random German {more}", mean_vp(against_random) - conceded, "VP", "8 or more")
    report(f"greedy German {more}", mean_vp(played["greedy-ai"]) - conceded, "VP", "3 or more")
    players = pairings(level)
    times = [
        t
        for name, games in played.items()
        for side, who in zip(("german", "soviet"), players[name], strict=True)
        if who.startswith("ai")
        for g in games
        for t in g.thinking.get(side, [])
    ]
    report(f"ai:{level} thinking per phase, median of {len(times)} phases", statistics.median(times), "s", "under 5")
    report("  worst phase", max(times), "s", "under 15")
    vp = sorted(g.vp for g in played["ai-ai"])
    quartiles = statistics.quantiles(vp, n=4, method="inclusive") if len(vp) > 1 else [vp[0]] * 3
    print(f"AI vs AI Soviet VP: min {vp[0]}, quartiles {quartiles}, max {vp[-1]}")
    print(f"  (the historical outcome, 4.0: {HISTORICAL_VP} VP, a draw)")



if __name__ == "__main__":
    main()
