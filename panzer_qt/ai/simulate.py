"""``panzer-qt simulate``: whole games between computer players, headless, with a JSON summary."""

from __future__ import annotations

import json
import tempfile
from dataclasses import asdict
from pathlib import Path

from panzer_qt.ai.play import GameSummary, Policy, play_game
from panzer_qt.ai.random_policy import RandomPolicy
from panzer_qt.model.enums import Side
from panzer_qt.records.records import save_record
from panzer_qt.rules.loading import load_scenario

POLICIES: dict[str, type[RandomPolicy]] = {"random": RandomPolicy}


def simulate(
    scenario_path: Path, games: int, seed: int, players: dict[Side, str], record_dir: Path | None
) -> dict[str, object]:
    """Play ``games`` games from seeds ``seed``, ``seed + 1``...; write records if asked; summarise.

    Raises OSError before the first game if ``record_dir`` cannot be written.
    """
    scenario = load_scenario(scenario_path)
    summaries: list[GameSummary] = []
    if record_dir is not None:
        check_writable(record_dir)
    for n in range(games):
        game_seed = seed + n
        policies: dict[Side, Policy] = {
            side: POLICIES[name](game_seed * 2 + (side is Side.SOVIET)) for side, name in players.items()
        }
        game, summary = play_game(scenario, game_seed, policies)
        summaries.append(summary)
        if record_dir is not None:
            save_record(game, record_dir / f"game-{game_seed}.json")
    results = [s.result for s in summaries]
    return {
        "scenario": scenario.meta.name,
        "players": {side.value: name for side, name in players.items()},
        "games": [asdict(s) for s in summaries],
        "results": {r: results.count(r) for r in sorted({str(r) for r in results})},
        "mean_vp": round(sum(s.vp for s in summaries) / max(len(summaries), 1), 2),
        "mean_seconds": round(sum(s.seconds for s in summaries) / max(len(summaries), 1), 3),
    }


def check_writable(folder: Path) -> None:
    """Create ``folder`` if needed and make sure a file can be written in it (OSError if not)."""
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryFile(dir=folder):
        pass


def print_summary(summary: dict[str, object]) -> None:
    """Print the summary as indented JSON."""
    print(json.dumps(summary, indent=1))
