"""A balance study: the games of a scenario (and of a baseline, paired by seed) between two computer players, as
they finish; kept as JSON beside the scenario with the scenarios' hashes, the players, the seeds and each
game's summary; the games' records in a folder of the same name.

``run_paired`` is ``panzer-qt simulate --baseline``: both scenarios on one backend, the games of each seed one
after the other, so that the comparison grows evenly while a run goes on.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from pydantic import TypeAdapter, ValidationError

from panzer_qt.ai.backends import Backend, BackendError, Job, Outcome, run_games
from panzer_qt.ai.games import GameSummary
from panzer_qt.ai.simulate import Progress, RunStopped, RunSummary, check_writable, jobs_for, write_records
from panzer_qt.lab.balance import Comparison, compare
from panzer_qt.model.enums import Side
from panzer_qt.model.jsonfile import write_text_atomic
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.scenario_file import scenario_text
from panzer_qt.paths import data_dir, shipped
from panzer_qt.rules.loading import load_scenario

STUDY_KIND = "panzer-qt-balance-study"
STUDY_FORMAT = 1
TEST, BASELINE = "test", "baseline"
"""The keys of the two scenarios among the jobs."""
FINISHED, CANCELLED, RUNNING = "finished", "cancelled", "running"
"""A study's status; a study a backend could not finish says ``stopped: why``."""


def scenario_hash(scenario: Scenario) -> str:
    """The SHA-256 of the scenario's canonical JSON text: the same scenario, the same hash, whatever its file."""
    return "sha256:" + hashlib.sha256(scenario_text(scenario).encode("utf-8")).hexdigest()


@dataclass
class Arm:
    """One scenario of a study: its name, file (empty: not saved), hash, victory levels (draw and Soviet victory
    from, 4.3) and the games played on it."""

    name: str
    file: str
    hash: str
    levels: tuple[int, int] = (0, 0)
    games: list[GameSummary] = field(default_factory=list)

    @classmethod
    def of(cls, scenario: Scenario, path: Path | None) -> Arm:
        """The arm of a scenario (from ``path``, or not saved), no games yet."""
        victory = scenario.tables.victory
        levels = (victory.draw_at, victory.soviet_victory_at)
        return cls(scenario.meta.name, str(path) if path is not None else "", scenario_hash(scenario), levels)


@dataclass
class Study:
    """What a balance test asked for and what it found so far (``status``: see ``FINISHED``)."""

    players: dict[str, str]
    seed: int
    games: int
    where: str
    test: Arm
    baseline: Arm | None = None
    status: str = RUNNING
    started: str = ""
    elapsed: float = 0.0
    records: str = ""
    """The folder holding the games' records, beside the study file (empty: none kept)."""
    kind: str = STUDY_KIND
    format_version: int = STUDY_FORMAT

    def jobs(self, record: bool = True) -> list[Job]:
        """Every game to play, each seed's baseline game right after the scenario's."""
        players = {side: self.players[side.value] for side in Side}
        tests = jobs_for(TEST, self.games, self.seed, players, record)
        if self.baseline is None:
            return tests
        bases = jobs_for(BASELINE, self.games, self.seed, players, record)
        return [job for pair in zip(tests, bases, strict=True) for job in pair]

    def add(self, outcome: Outcome) -> None:
        """Count a game finished."""
        arm = self.baseline if outcome.job.scenario == BASELINE else self.test
        assert arm is not None, "a baseline game in a study without a baseline"
        arm.games.append(outcome.summary)

    @property
    def done(self) -> int:
        """The games finished, both scenarios together."""
        return len(self.test.games) + (len(self.baseline.games) if self.baseline else 0)

    @property
    def total(self) -> int:
        """The games asked for, both scenarios together."""
        return self.games * (2 if self.baseline else 1)

    def comparison(self) -> Comparison | None:
        """The scenario against the baseline, if there is one."""
        return None if self.baseline is None else compare(self.test.games, self.baseline.games)

    def record_folders(self, study_file: Path) -> dict[str, Path]:
        """The folder of each scenario's records (the baseline's inside the scenario's); none if none are kept."""
        if not self.records:
            return {}
        folder = study_file.parent / self.records
        return {TEST: folder, BASELINE: folder / BASELINE}

    def record_path(self, study_file: Path, key: str, seed: int) -> Path | None:
        """Where a game's record is kept (None: the study keeps none)."""
        folder = self.record_folders(study_file).get(key)
        return None if folder is None else folder / f"game-{seed}.json"

    def as_json(self) -> dict[str, object]:
        """Plain data for the file."""
        return asdict(self)

    def save(self, path: Path) -> None:
        """Write the study to ``path`` atomically, its folder made if need be (OSError if it cannot)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, json.dumps(self.as_json(), indent=1) + "\n")


_STUDY = TypeAdapter(Study)


def load_study(path: Path) -> Study:
    """The study in a file; ValueError saying why it cannot be read (OSError if the file cannot be opened)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValueError(f"{path.name}: not JSON ({exc})") from None
    if not isinstance(data, dict) or data.get("kind") != STUDY_KIND:
        raise ValueError(f"{path.name}: not a balance study")
    try:
        return _STUDY.validate_python(data)
    except ValidationError as exc:
        raise ValueError(f"{path.name}: {exc.error_count()} problems, first: {exc.errors()[0]['msg']}") from None


def study_folder(scenario_path: Path | None) -> Path:
    """Where the studies of a scenario are kept: ``NAME.balance`` beside its file, or in the user's data folder
    for a scenario not saved or shipped with the program."""
    if scenario_path is None or shipped(scenario_path):
        stem = scenario_path.stem if scenario_path is not None else "unsaved"
        return data_dir() / "balance" / f"{stem}.balance"
    return scenario_path.with_name(scenario_path.stem + ".balance")


def new_study_file(folder: Path, now: float | None = None) -> Path:
    """A new study's file in ``folder``, named by the time (its records go in the folder of the same stem)."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    path, n = folder / f"study-{stamp}.json", 1
    while path.exists() or path.with_suffix("").exists():
        n += 1
        path = folder / f"study-{stamp}-{n}.json"
    return path


# -- simulate --baseline -------------------------------------------------------------------------------------


@dataclass
class PairedRun:
    """A run of a scenario and its baseline: both summaries and the comparison."""

    scenario: RunSummary
    baseline: RunSummary
    comparison: Comparison

    def text(self) -> str:
        """The summaries and the comparison for a reader."""
        shares = ", ".join(f"{r} {e.text(1, 100)} points" for r, e in self.comparison.shares.items())
        return "\n".join(
            [
                self.scenario.text(),
                "baseline: " + self.baseline.text(),
                f"against the baseline, {self.comparison.pairs} games paired by seed: "
                f"mean VP {self.comparison.vp.text(2)}; {shares}",
                self.comparison.sentence(),
            ]
        )

    def as_json(self) -> dict[str, object]:
        """The scenario's summary with the baseline's and the comparison beside it."""
        return {**self.scenario.as_json(), "baseline": self.baseline.as_json(), "comparison": self.comparison.as_json()}


def run_paired(
    paths: tuple[Path, Path],
    games: int,
    seed: int,
    players: dict[Side, str],
    backend: Backend,
    *,
    record_dir: Path | None = None,
    progress: Progress | None = None,
) -> PairedRun:
    """Play ``games`` seeds on a scenario and on its baseline (``paths``); records of the baseline's games go in
    ``record_dir``/baseline. RunStopped (with what was finished) if the backend cannot go on."""
    scenarios = [load_scenario(path) for path in paths]
    if record_dir is not None:
        check_writable(record_dir / BASELINE)
    study = Study({s.value: p for s, p in players.items()}, seed, games, backend.where, Arm.of(scenarios[0], paths[0]))
    study.baseline = Arm.of(scenarios[1], paths[1])
    texts = {TEST: paths[0].read_text(encoding="utf-8"), BASELINE: paths[1].read_text(encoding="utf-8")}
    started = time.perf_counter()
    try:
        outcomes = run_games(texts, study.jobs(record_dir is not None), backend, progress)
    except BackendError as exc:
        elapsed = time.perf_counter() - started
        paired = _paired(study, exc.done, record_dir, elapsed=elapsed, workers=backend.workers, players=players)
        raise RunStopped(exc.message, paired) from None
    elapsed = time.perf_counter() - started
    return _paired(study, outcomes, record_dir, elapsed=elapsed, workers=backend.workers, players=players)


def _paired(
    study: Study,
    outcomes: Sequence[Outcome],
    record_dir: Path | None,
    *,
    elapsed: float,
    workers: int,
    players: dict[Side, str],
) -> PairedRun:
    if record_dir is not None:
        write_records([o for o in outcomes if o.job.scenario == TEST], record_dir)
        write_records([o for o in outcomes if o.job.scenario == BASELINE], record_dir / BASELINE)
    for outcome in outcomes:
        study.add(outcome)
    assert study.baseline is not None
    arms = (study.test, study.baseline)
    share = [len(arm.games) / max(1, len(outcomes)) for arm in arms]  # of the time, for the games per minute
    summaries = [
        RunSummary.of(arm.name, players, arm.games, elapsed * s, workers) for arm, s in zip(arms, share, strict=True)
    ]
    return PairedRun(summaries[0], summaries[1], compare(study.test.games, study.baseline.games))
