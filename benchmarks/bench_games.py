"""Whole random games per second on the default scenario, and save/load of a complete 8-turn record.

Run: ``python -m benchmarks.bench_games [--games N]``.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from benchmarks.common import median_ms, report
from panzer_qt.ai.games import Policy, play_game
from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.enums import Side
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.records.record_files import load_game, load_record, save_record
from panzer_qt.rules.loading import load_scenario


def main() -> None:
    """Play the games, then time saving and loading the last one's record."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    scenario = load_scenario(DEFAULT_SCENARIO)
    start = time.perf_counter()
    commands = 0
    game = None
    for seed in range(args.games):
        players: dict[Side, Policy] = {Side.GERMAN: RandomPolicy(seed * 2), Side.SOVIET: RandomPolicy(seed * 2 + 1)}
        game, summary = play_game(scenario, seed, players)
        commands += summary.commands
    elapsed = time.perf_counter() - start
    assert game is not None
    report(f"random games ({args.games}, {commands} commands)", args.games / elapsed, "games/s")
    report("mean time per random game", elapsed / args.games, "s")
    report("commands applied per second", commands / elapsed, "cmd/s")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.json"
        report(f"save a complete record ({len(game.steps)} steps)", median_ms(lambda: save_record(game, path), 5), "ms")
        report(
            f"  file size {path.stat().st_size / 1e6:.1f} MB: load and check",
            median_ms(lambda: load_record(path), 5),
            "ms",
        )
        report("  load and replay with desync check", median_ms(lambda: load_game(path), 3), "ms")


if __name__ == "__main__":
    main()
