"""``panzer-qt simulate``: whole games between computer players, headless, in parallel processes.

Each game ``n`` is played from seed ``seed + n`` (the dice; the players leave nothing to chance), so
a run is the same whatever the number of workers. The summary gives the results, the VP distribution
and its sources, the turn each German division was first cut off, the games per minute and how long
each side's player thought per phase; ``render`` writes it for reading.
"""

from __future__ import annotations

import logging
import multiprocessing
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

from panzer_qt.ai.games import GameSummary, Policy, play_game
from panzer_qt.ai.players.computer import DEFAULT_LEVEL, LEVELS, ComputerPlayer
from panzer_qt.ai.players.greedy import GreedyPolicy
from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.enums import Side
from panzer_qt.model.scenario import Scenario
from panzer_qt.records.records import save_record
from panzer_qt.rules.loading import load_scenario

log = logging.getLogger(__name__)

UNFINISHED = "unfinished (the command or refusal limit reached)"
"""How a game stopped before its end is counted among the results."""

PLAYER_KINDS = ("random", "greedy", "ai")
VP_SOURCES = ("territory", "exits", "eliminations", "cut_off_towns")

Progress = Callable[[int, int], None]


def parse_player(text: str) -> str:
    """Check a player name: ``random``, ``greedy``, ``ai`` or ``ai:LEVEL``; ValueError naming the choices."""
    kind, _, level = text.partition(":")
    if kind not in PLAYER_KINDS or (level and (kind != "ai" or not level.isdigit() or int(level) not in LEVELS)):
        levels = ", ".join(f"ai:{n}" for n in sorted(LEVELS))
        raise ValueError(f"unknown player {text!r}: use random, greedy, ai or {levels}")
    return text


def make_player(text: str, seed: int) -> Policy:
    """A player from its name (see ``parse_player``)."""
    kind, _, level = parse_player(text).partition(":")
    if kind == "random":
        return RandomPolicy(seed)
    if kind == "greedy":
        return GreedyPolicy(seed)
    return ComputerPlayer(int(level) if level else DEFAULT_LEVEL, seed)


@dataclass
class _Worker:
    """What a worker process loads once: the scenario, and where records go."""

    scenario: Scenario | None = None
    record_dir: Path | None = None


_WORKER = _Worker()


def _start_worker(scenario_path: Path, record_dir: Path | None) -> None:
    _WORKER.scenario, _WORKER.record_dir = load_scenario(scenario_path), record_dir


def _play(job: tuple[int, str, str]) -> GameSummary:
    seed, german, soviet = job
    assert _WORKER.scenario is not None, "the worker was not started"
    players = {Side.GERMAN: make_player(german, seed * 2), Side.SOVIET: make_player(soviet, seed * 2 + 1)}
    game, summary = play_game(_WORKER.scenario, seed, players, set_up=True)
    if _WORKER.record_dir is not None:
        save_record(game, _WORKER.record_dir / f"game-{seed}.json")
    return summary


def run_games(
    scenario_path: Path,
    jobs: list[tuple[int, str, str]],
    workers: int,
    record_dir: Path | None = None,
    progress: Progress | None = None,
) -> list[GameSummary]:
    """Play the games (seed, German player, Soviet player) in ``workers`` processes, in seed order."""
    done: list[GameSummary] = []
    for summary in _summaries(scenario_path, jobs, workers, record_dir):
        done.append(summary)
        if progress is not None:
            progress(len(done), len(jobs))
    return sorted(done, key=lambda s: s.seed)


def _summaries(
    scenario_path: Path, jobs: list[tuple[int, str, str]], workers: int, record_dir: Path | None
) -> Iterator[GameSummary]:
    if workers <= 1:
        _start_worker(scenario_path, record_dir)
        yield from map(_play, jobs)
        return
    context = multiprocessing.get_context("spawn")
    with context.Pool(workers, initializer=_start_worker, initargs=(scenario_path, record_dir)) as pool:
        yield from pool.imap_unordered(_play, jobs)


def simulate(
    scenario_path: Path,
    games: int,
    seed: int,
    players: dict[Side, str],
    *,
    workers: int = 1,
    record_dir: Path | None = None,
    progress: Progress | None = None,
) -> RunSummary:
    """Play ``games`` games from seeds ``seed``, ``seed + 1``...; write records if asked; summarise.

    Raises OSError before the first game if ``record_dir`` cannot be written.
    """
    scenario = load_scenario(scenario_path)
    if record_dir is not None:
        check_writable(record_dir)
    jobs = [(seed + n, players[Side.GERMAN], players[Side.SOVIET]) for n in range(games)]
    started = time.perf_counter()
    summaries = run_games(scenario_path, jobs, workers, record_dir, progress)
    elapsed = time.perf_counter() - started
    log.info("%d games of %s against %s played in %.1f s, %d workers", games, *players.values(), elapsed, workers)
    return RunSummary.of(scenario.meta.name, players, summaries, elapsed, workers)


@dataclass
class RunSummary:
    """What a run of games came to (see the module docstring); ``as_json`` for machines, ``text`` for people."""

    scenario: str
    players: dict[str, str]
    games: int
    workers: int
    results: dict[str, int]
    vp: dict[str, float]
    vp_by_source: dict[str, float]
    cut_off: dict[str, CutOff]
    games_per_minute: float
    thinking: dict[str, Thinking]
    per_game: list[GameSummary]

    @classmethod
    def of(
        cls, name: str, players: dict[Side, str], summaries: list[GameSummary], elapsed: float, workers: int
    ) -> RunSummary:
        """Summarise the games of one run."""
        results = [UNFINISHED if s.result is None else str(s.result) for s in summaries]
        return cls(
            scenario=name,
            players={side.value: who for side, who in players.items()},
            games=len(summaries),
            workers=workers,
            results={r: results.count(r) for r in sorted(set(results))},
            vp=_distribution([s.vp for s in summaries]),
            vp_by_source={k: _mean([s.vp_parts.get(k, 0) for s in summaries]) for k in VP_SOURCES},
            cut_off=_cut_off(summaries),
            games_per_minute=round(60 * len(summaries) / elapsed, 2) if elapsed > 0 else 0.0,
            thinking={side.value: _thinking(summaries, side) for side in Side},
            per_game=summaries,
        )

    def as_json(self) -> dict[str, object]:
        """Plain data for ``json.dumps``."""
        return asdict(self)

    def text(self) -> str:
        """The summary for a reader."""
        cut = ", ".join(f"{unit} {c.games}x t{c.median_turn:g}" for unit, c in self.cut_off.items())
        lines = [
            f"{self.games} games on {self.scenario}: German {self.players['german']}, Soviet "
            f"{self.players['soviet']} ({self.games_per_minute} games per minute, {self.workers} workers)",
            "results: " + ", ".join(f"{r} {n}" for r, n in self.results.items()),
            "Soviet VP: " + ", ".join(f"{k} {v:g}" for k, v in self.vp.items()),
            "VP by source (mean): " + ", ".join(f"{k} {v:g}" for k, v in self.vp_by_source.items()),
            "German divisions cut off (games, median first turn): " + (cut or "none"),
        ]
        for side, t in self.thinking.items():
            if t.phases:
                lines.append(f"{side} player thinking per phase: median {t.median:.3f} s, worst {t.worst:.3f} s")
        return "\n".join(lines)


@dataclass
class CutOff:
    """How often one German division was cut off, and the median turn it first was."""

    games: int
    median_turn: float


@dataclass
class Thinking:
    """Seconds a side's player thought per phase over a run."""

    median: float = 0.0
    worst: float = 0.0
    phases: int = 0


def _mean(values: list[int]) -> float:
    return round(statistics.fmean(values), 2) if values else 0.0


def _distribution(values: list[int]) -> dict[str, float]:
    if not values:
        return {}
    quartiles = statistics.quantiles(values, n=4, method="inclusive") if len(values) > 1 else [values[0]] * 3
    return {
        "mean": _mean(values),
        "min": min(values),
        "q1": quartiles[0],
        "median": quartiles[1],
        "q3": quartiles[2],
        "max": max(values),
    }


def check_writable(folder: Path) -> None:
    """Create ``folder`` if needed and make sure a file can be written in it (OSError if not)."""
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryFile(dir=folder):
        pass


def _cut_off(summaries: list[GameSummary]) -> dict[str, CutOff]:
    turns: dict[str, list[int]] = {}
    for summary in summaries:
        for unit_id, turn in summary.cut_off.items():
            turns.setdefault(unit_id, []).append(turn)
    return {unit_id: CutOff(len(found), statistics.median(found)) for unit_id, found in sorted(turns.items())}


def _thinking(summaries: list[GameSummary], side: Side) -> Thinking:
    times = [t for s in summaries for t in s.thinking.get(side.value, [])]
    if not times:
        return Thinking()
    return Thinking(round(statistics.median(times), 3), round(max(times), 3), len(times))


def progress_bar(done: int, total: int) -> None:
    """A one-line progress bar on standard error."""
    width = 30
    filled = width * done // max(total, 1)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()
