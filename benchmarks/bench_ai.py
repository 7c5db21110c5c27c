"""The computer player's strength in VP against fixed opponents, its thinking time per phase, and the
VP distribution of AI against AI (issue 15's figures), with fixed seeds.

Run: ``python -m benchmarks.bench_ai [--games N] [--workers K] [--level L] [--seed S] [--json FILE]``, or
``python -m benchmarks.bench_ai --read PAIRING=FILE...`` for the figures of games played before (by
``panzer-qt simulate --json``, in several runs at once if need be).

Four pairings, each over the same N seeds (German player first): random-ai, greedy-ai, greedy-greedy,
ai-ai. Strength is read side by side from them:

- Soviet: share of Soviet victories (32+ VP) against the random German (target 90% or more); mean VP
  against the greedy German, less what the greedy Soviet scores against it (target 5 or more).
- German: mean VP conceded to the Soviet AI by the random German and by the greedy German, less what the
  German AI concedes (targets 8 and 3 or more).
- Thinking per phase at the level played, in processor time (``ai.games.GameSummary``): median (target
  under 5 s) and worst (under 15 s).

Each mean comes with its standard error (+/-), each difference with the standard error of the
difference: the pairings' games are independent, so a difference smaller than about twice its error
may be noise.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from pathlib import Path

from benchmarks.common import report
from panzer_qt.ai.backends import LocalPool, run_games
from panzer_qt.ai.games import GameSummary
from panzer_qt.ai.players.levels import DEFAULT_LEVEL
from panzer_qt.ai.simulate import SCENARIO, VP_SOURCES, jobs_for
from panzer_qt.model.enums import Side
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
    """Play the pairings (or read games played before) and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--level", type=int, default=DEFAULT_LEVEL)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--json", metavar="FILE")
    parser.add_argument(
        "--read",
        nargs="+",
        metavar="PAIRING=FILE",
        help="play nothing: read each pairing's games from JSON summaries of `panzer-qt simulate` or of this "
        "benchmark (a pairing may be named more than once; its games are pooled)",
    )
    args = parser.parse_args()
    played = read_games(args.read) if args.read else play_pairings(args)
    for name, games in played.items():
        refused = sum(g.refused for g in games)
        label = f"{name}: mean Soviet VP, {len(games)} games (+/- {spread(games):.1f}, {refused} refused)"
        report(label, mean_vp(games), "VP")
        print("  by source: " + ", ".join(f"{part} {vp:.1f}" for part, vp in vp_by_source(games).items()))
    print_figures(played, args.level)
    if args.json:
        data = {name: [vars(g) for g in games] for name, games in played.items()}
        Path(args.json).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def play_pairings(args: argparse.Namespace) -> dict[str, list[GameSummary]]:
    """Every pairing over the same seeds."""
    played: dict[str, list[GameSummary]] = {}
    for name, (german, soviet) in pairings(args.level).items():
        jobs = jobs_for(SCENARIO, args.games, args.seed, {Side.GERMAN: german, Side.SOVIET: soviet})
        outcomes = run_games({SCENARIO: DEFAULT_SCENARIO.read_text(encoding="utf-8")}, jobs, LocalPool(args.workers))
        played[name] = [o.summary for o in outcomes]
    return played


def read_games(sources: list[str]) -> dict[str, list[GameSummary]]:
    """Games read from JSON files (``PAIRING=FILE``): a simulate summary's ``per_game``, or this
    benchmark's own file (the pairing's list)."""
    played: dict[str, list[GameSummary]] = {name: [] for name in pairings(DEFAULT_LEVEL)}
    for source in sources:
        name, _, path = source.partition("=")
        if name not in played:
            raise SystemExit(f"{source}: the pairings are {', '.join(played)}")
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        games = data["per_game"] if "per_game" in data else data[name]
        played[name].extend(GameSummary(**g) for g in games)
    missing = [name for name, games in played.items() if not games]
    if missing:
        raise SystemExit(f"no games read for {', '.join(missing)}")
    return played


def vp_by_source(games: list[GameSummary]) -> dict[str, float]:
    """Mean final VP of each source (4.1, 4.2)."""
    return {part: statistics.fmean(g.vp_parts.get(part, 0) for g in games) for part in VP_SOURCES}


def spread(games: list[GameSummary]) -> float:
    """Standard error of the mean final VP (0 for fewer than two games)."""
    vp = [g.vp for g in games]
    return statistics.stdev(vp) / math.sqrt(len(vp)) if len(vp) > 1 else 0.0


def difference(label: str, more: list[GameSummary], less: list[GameSummary], target: str) -> None:
    """Report the difference of two pairings' mean VP with its standard error (the games are independent)."""
    error = math.hypot(spread(more), spread(less))
    report(f"{label} (+/- {error:.1f})", mean_vp(more) - mean_vp(less), "VP", target)


def print_figures(played: dict[str, list[GameSummary]], level: int) -> None:
    """The issue's figures from the games played; each difference with its standard error."""
    against_random = played["random-ai"]
    wins = sum(g.vp >= SOVIET_VICTORY for g in against_random) / len(against_random)
    report("Soviet AI vs random German: share of Soviet victories", 100 * wins, "%", "90 or more")
    difference("Soviet AI minus greedy Soviet, vs greedy German", played["greedy-ai"], played["greedy-greedy"], "5+")
    more = "concedes more than German AI, vs Soviet AI"
    difference(f"random German {more}", against_random, played["ai-ai"], "8 or more")
    difference(f"greedy German {more}", played["greedy-ai"], played["ai-ai"], "3 or more")
    players = pairings(level)
    times = [
        t
        for name, games in played.items()
        for side, who in zip(("german", "soviet"), players[name], strict=True)
        if who.startswith("ai")
        for g in games
        for t in g.thinking.get(side, [])
    ]
    label = f"ai:{level} processor time per phase, median of {len(times)} phases"
    report(label, statistics.median(times), "s", "under 5")
    report("  worst phase", max(times), "s", "under 15")
    vp = sorted(g.vp for g in played["ai-ai"])
    quartiles = statistics.quantiles(vp, n=4, method="inclusive") if len(vp) > 1 else [vp[0]] * 3
    print(f"AI vs AI Soviet VP: min {vp[0]}, quartiles {quartiles}, max {vp[-1]}")
    print(f"  (the historical outcome, 4.0: {HISTORICAL_VP} VP, a draw)")


if __name__ == "__main__":
    main()
