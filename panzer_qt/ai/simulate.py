"""``panzer-qt simulate``: whole games between computer players, headless, in parallel processes or on a Dask
cluster (``ai.backends``).

Each game ``n`` is played from seed ``seed + n`` (the dice; the players leave nothing to chance), so
a run is the same whatever the number of workers or the backend. The summary gives the results, the VP distribution
and its sources, the turn each German division was first cut off, the games per minute and how long
each side's player thought per phase; ``RunSummary.text`` writes it for reading.
"""

from __future__ import annotations

import logging
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Protocol

from panzer_qt.ai.backends import Backend, BackendError, Job, LocalPool, Outcome, play_job, run_games
from panzer_qt.ai.games import GameSummary
from panzer_qt.ai.player_kinds import PLAYER_KINDS, make_player, parse_player
from panzer_qt.model.enums import Side
from panzer_qt.model.jsonfile import write_text_atomic
from panzer_qt.rules.loading import load_scenario

log = logging.getLogger(__name__)
__all__ = ["PLAYER_KINDS", "BackendError", "Job", "make_player", "parse_player", "play_job"]

UNFINISHED = "unfinished (the command or refusal limit reached)"
"""How a game stopped before its end is counted among the results."""

VP_SOURCES = ("territory", "exits", "eliminations", "cut_off_towns")
SCENARIO = "scenario"
"""The key of the one scenario of a plain run among the scenarios handed to a backend."""

Progress = Callable[[int, int], None]


def jobs_for(key: str, games: int, seed: int, players: dict[Side, str], record: bool = False) -> list[Job]:
    """Games ``seed``, ``seed + 1``... of one scenario between the players."""
    return [Job(key, seed + n, players[Side.GERMAN], players[Side.SOVIET], record) for n in range(games)]


def write_records(outcomes: Sequence[Outcome], record_dir: Path) -> None:
    """Write the records the outcomes carry as ``game-SEED.json`` in ``record_dir``."""
    for outcome in outcomes:
        if outcome.record is not None:
            write_text_atomic(record_dir / f"game-{outcome.job.seed}.json", outcome.record)


def simulate(
    scenario_path: Path,
    games: int,
    seed: int,
    players: dict[Side, str],
    *,
    workers: int = 1,
    record_dir: Path | None = None,
    progress: Progress | None = None,
    backend: Backend | None = None,
) -> RunSummary:
    """Play ``games`` games from seeds ``seed``, ``seed + 1``... on ``backend`` (default: ``workers`` local
    processes); write records if asked; summarise. BackendError keeps the summary of the games finished in
    ``summary``.

    Raises OSError before the first game if ``record_dir`` cannot be written.
    """
    scenario = load_scenario(scenario_path)
    if record_dir is not None:
        check_writable(record_dir)
    backend = backend or LocalPool(workers)
    jobs = jobs_for(SCENARIO, games, seed, players, record_dir is not None)
    scenarios = {SCENARIO: scenario_path.read_text(encoding="utf-8")}
    started = time.perf_counter()
    try:
        outcomes = run_games(scenarios, jobs, backend, progress)
    except BackendError as exc:
        elapsed = time.perf_counter() - started
        summary = RunSummary.of(scenario.meta.name, players, _kept(exc.done, record_dir), elapsed, backend.workers)
        raise RunStopped(exc.message, summary) from None
    elapsed = time.perf_counter() - started
    log.info(
        "%d games of %s against %s played in %.1f s, %d workers", games, *players.values(), elapsed, backend.workers
    )
    return RunSummary.of(scenario.meta.name, players, _kept(outcomes, record_dir), elapsed, backend.workers)


def _kept(outcomes: list[Outcome], record_dir: Path | None) -> list[GameSummary]:
    """The games' summaries, their records written into ``record_dir`` if given."""
    if record_dir is not None:
        write_records(outcomes, record_dir)
    return [o.summary for o in outcomes]


class Summary(Protocol):
    """What a run prints: ``RunSummary``, or a scenario's and its baseline's (``lab.study.PairedRun``)."""

    def text(self) -> str:
        """For a reader."""
        ...

    def as_json(self) -> dict[str, object]:
        """Plain data for ``json.dumps``."""
        ...


class RunStopped(Exception):
    """A run that could not finish: why, and the summary of the games that did."""

    def __init__(self, message: str, summary: Summary) -> None:
        super().__init__(message)
        self.message, self.summary = message, summary


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
    vp_by_turn: list[float]
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
            vp_by_turn=mean_vp_by_turn(summaries),
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


def mean_vp_by_turn(summaries: Sequence[GameSummary]) -> list[float]:
    """The mean VP at the end of each turn; a game over before a turn counts with its final VP."""
    turns = max((len(s.vp_by_turn) for s in summaries), default=0)
    return [_mean([s.vp_by_turn[t] if t < len(s.vp_by_turn) else s.vp for s in summaries]) for t in range(turns)]


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
