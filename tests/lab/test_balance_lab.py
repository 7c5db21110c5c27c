"""The balance lab's engine: one game-running function on a local process pool or a Dask cluster (the same seeds,
the same games), ``simulate --scheduler`` and ``--baseline``, the paired statistics, clusters that fail."""

from __future__ import annotations

import concurrent.futures as cf
import json
import math
import multiprocessing
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path

import pytest

from panzer_qt.ai.backends import LOOK, POLL, BackendError, DaskCluster, LocalPool, check_address, run_games
from panzer_qt.ai.games import GameSummary
from panzer_qt.ai.simulate import SCENARIO, RunStopped, jobs_for, simulate
from panzer_qt.lab.balance import compare, mean, share
from panzer_qt.lab.study import Arm, Study, load_study, study_folder
from panzer_qt.model.enums import Side
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.scenario_file import save_scenario
from panzer_qt.rules.loading import load_scenario
from tests.conftest import DATA, ROOT
from tests.helpers.lab_kit import dask_cluster

PLAYERS = {Side.GERMAN: "greedy", Side.SOVIET: "ai:1"}
REAPED_S = 10.0
"""How long a process just ended may take to be reaped."""
SAME = ("seed", "vp", "result", "turns", "commands", "events", "refused", "vp_parts", "cut_off", "vp_by_turn")
"""What a game must come to whatever plays it (not the time it took)."""


def with_thresholds(scenario: Scenario, draw_at: int, soviet_at: int, **victory: int) -> Scenario:
    """The scenario with other victory levels (and other VP rules, if given)."""
    table = scenario.tables.victory.model_copy(update={"draw_at": draw_at, "soviet_victory_at": soviet_at, **victory})
    return scenario.model_copy(update={"tables": scenario.tables.model_copy(update={"victory": table})})


def games_of(summary: dict[str, object]) -> list[dict[str, object]]:
    games = summary["per_game"]
    assert isinstance(games, list)
    return [{k: g[k] for k in SAME} for g in games]


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "panzer_qt", "simulate", "--quiet", *args]
    return subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=False, timeout=300)


def test_the_statistics_give_exact_intervals() -> None:
    assert (share(0, 0).half, share(3, 3).value) == (None, 1.0)
    assert share(3, 3).half == pytest.approx(1 - 0.43850, abs=1e-4)  # Wilson: 3 of 3 is 0.4385 to 1
    assert share(1, 4).half == pytest.approx(0.69936 - 0.25, abs=1e-5)  # 0.04559 to 0.69936
    assert (mean([5]).value, mean([5]).half) == (5.0, None)
    assert mean([2, 4, 0, 2]).half == pytest.approx(1.959964 * math.sqrt(8 / 3) / 2)


def summary(seed: int, vp: int, result: str | None) -> GameSummary:
    return GameSummary(seed=seed, vp=vp, result=result, turns=8, commands=1, events=1, refused=0, seconds=0.1)


def test_a_scenario_against_its_baseline_is_paired_by_seed() -> None:
    games = [
        summary(1, 30, "Draw"),
        summary(2, 34, "Soviet victory"),
        summary(3, 20, "German victory"),
        summary(9, 99, "Soviet victory"),
    ]
    base = [
        summary(1, 28, "Draw"),
        summary(2, 30, "Draw"),
        summary(3, 20, "German victory"),
        summary(4, 1, "German victory"),
    ]
    found = compare(games, base)
    assert found.pairs == 3  # seeds 9 and 4 were played by one of them only
    assert (found.vp.value, found.vp.half) == (2.0, pytest.approx(1.959964 * 2 / math.sqrt(3)))
    assert found.shares["Soviet victory"].value == pytest.approx(1 / 3)
    assert found.shares["Draw"].value == pytest.approx(-1 / 3)
    assert (found.shares["German victory"].value, found.shares["German victory"].half) == (0.0, 0.0)
    assert (
        found.sentence()
        == "this change moves the game 2.0 ± 2.3 VP towards the Soviet side (not a clear shift: the interval includes 0)"
    )
    clear = compare([summary(n, 30 - n % 2, None) for n in range(10)], [summary(n, 33, None) for n in range(10)])
    assert clear.sentence() == "this change moves the game 3.5 ± 0.3 VP towards the German side"
    even = compare([summary(1, 30, None), summary(2, 30, None)], [summary(1, 28, None), summary(2, 32, None)])
    assert (even.vp.value, even.sentence()) == (
        0.0,
        f"this change leaves the mean VP where it was (0.0 ± {even.vp.half:.1f} VP)"
        " (not a clear shift: the interval includes 0)",
    )


def test_a_study_is_kept_as_json_and_read_back(tmp_path: Path) -> None:
    scenario = load_scenario(DATA / "tiny.json")
    study = Study(
        {"german": "greedy", "soviet": "ai:1"}, 7, 2, "this machine, 1 processes", Arm.of(scenario, DATA / "tiny.json")
    )
    study.baseline = Arm.of(with_thresholds(scenario, 2, 5), None)
    study.test.games.append(summary(7, 3, "Draw"))
    study.save(tmp_path / "study.json")
    assert load_study(tmp_path / "study.json") == study
    assert study.test.hash != study.baseline.hash and study.test.hash.startswith("sha256:")
    assert [(j.scenario, j.seed) for j in study.jobs()] == [("test", 7), ("baseline", 7), ("test", 8), ("baseline", 8)]
    (tmp_path / "other.json").write_text('{"kind": "panzer-qt-scenario"}', encoding="utf-8")
    with pytest.raises(ValueError, match=r"^other.json: not a balance study$"):
        load_study(tmp_path / "other.json")
    assert study_folder(tmp_path / "mine.json") == tmp_path / "mine.balance"
    assert study_folder(None).name == "unsaved.balance"


def test_simulate_on_a_dask_cluster_gives_the_games_of_the_local_run(tmp_path: Path) -> None:
    args = [
        "--scenario",
        str(DATA / "tiny.json"),
        "--games",
        "4",
        "--seed",
        "11",
        "--german",
        "greedy",
        "--soviet",
        "ai:1",
    ]
    local = cli(*args, "--json", str(tmp_path / "local.json"))
    assert local.returncode == 0, local.stderr
    with dask_cluster(tmp_path) as cluster:
        remote = cli(*args, "--json", str(tmp_path / "dask.json"), "--scheduler", cluster.address)
    assert remote.returncode == 0, remote.stderr
    done = [json.loads((tmp_path / name).read_text(encoding="utf-8")) for name in ("local.json", "dask.json")]
    assert games_of(done[0]) == games_of(done[1])
    assert [g["seed"] for g in games_of(done[1])] == [11, 12, 13, 14]
    assert (done[0]["workers"], done[1]["workers"]) == (1, 1)


def test_simulate_against_a_baseline_prints_the_paired_comparison(tmp_path: Path) -> None:
    scenario = load_scenario(DATA / "tiny.json")
    save_scenario(with_thresholds(scenario, 2, 5), tmp_path / "levels.json")
    save_scenario(with_thresholds(scenario, 2, 5, exit_vp=0), tmp_path / "no-vp.json")
    args = ["--games", "4", "--seed", "3", "--german", "greedy", "--soviet", "ai:1", "--workers", "2"]
    done = cli(
        "--scenario",
        str(tmp_path / "levels.json"),
        "--baseline",
        str(tmp_path / "no-vp.json"),
        *args,
        "--json",
        str(tmp_path / "out.json"),
    )
    assert done.returncode == 0, done.stderr
    out = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    games, base = out["per_game"], out["baseline"]["per_game"]
    assert [g["seed"] for g in games] == [g["seed"] for g in base] == [3, 4, 5, 6]
    differences = [a["vp"] - b["vp"] for a, b in zip(games, base, strict=True)]
    assert out["comparison"]["pairs"] == 4
    assert out["comparison"]["vp"]["value"] == pytest.approx(sum(differences) / 4)
    for result, found in out["comparison"]["shares"].items():
        moved = [(a["result"] == result) - (b["result"] == result) for a, b in zip(games, base, strict=True)]
        assert found["value"] == pytest.approx(sum(moved) / 4)
    assert [g["vp_parts"]["exits"] for g in base] == [0, 0, 0, 0]  # the baseline scores no exit
    lines = done.stdout.splitlines()
    vp = out["comparison"]["vp"]
    side = "Soviet" if vp["value"] >= 0 else "German"
    assert lines[-1] == out["comparison"]["sentence"]
    assert lines[-1].startswith(
        f"this change moves the game {abs(vp['value']):.1f} ± {vp['half']:.1f} VP towards the {side} side"
    )
    assert lines[-2].startswith("against the baseline, 4 games paired by seed: mean VP ")


@pytest.mark.parametrize(
    ("address", "message"),
    [
        ("127.0.0.1:8786", "simulate: '127.0.0.1:8786' is not a Dask scheduler address: use tcp://HOST:PORT\n"),
        ("http://example.org", "simulate: 'http://example.org' is not a Dask scheduler address: use tcp://HOST:PORT\n"),
    ],
)
def test_a_malformed_scheduler_address_is_refused_before_any_game(address: str, message: str) -> None:
    done = cli("--scenario", str(DATA / "tiny.json"), "--scheduler", address)
    assert (done.returncode, done.stdout, done.stderr) == (2, "", message)


def test_a_scheduler_out_of_reach_is_said_so_and_no_game_is_counted(tmp_path: Path) -> None:
    port = free_port()
    done = cli(
        "--scenario",
        str(DATA / "tiny.json"),
        "--games",
        "3",
        "--scheduler",
        f"tcp://127.0.0.1:{port}",
        "--json",
        str(tmp_path / "out.json"),
    )
    assert done.returncode == 1
    assert done.stderr.startswith(f"\nsimulate: cannot reach the Dask scheduler at tcp://127.0.0.1:{port}: ")
    assert done.stderr.endswith("; the games finished are kept in the summary\n")
    assert json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))["games"] == 0
    assert check_address("tcp://[::1]:8786") == "tcp://[::1]:8786"


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def test_a_worker_killed_mid_run_stops_the_run_and_keeps_the_games_finished(tmp_path: Path) -> None:
    path = DATA / "tiny.json"
    local = {o.summary.seed: o.summary for o in run_games(*tiny_jobs(12), LocalPool(1))}
    finished = threading.Event()

    def progress(done: int, _total: int) -> None:
        if done >= 2:
            finished.set()

    with dask_cluster(tmp_path) as cluster:
        killer = threading.Thread(target=lambda: finished.wait(120) and cluster.kill(cluster.processes[1]))
        killer.start()
        with pytest.raises(RunStopped) as stopped:
            simulate(path, 200, 1, PLAYERS, progress=progress, backend=DaskCluster(cluster.address, grace=3))
        killer.join()
    kept = stopped.value.summary.as_json()
    assert (
        stopped.value.message
        == f"the Dask cluster at {cluster.address} has no workers left ({kept['games']} games finished)"
    )
    assert 2 <= int(kept["games"]) < 200  # type: ignore[call-overload]
    for game in kept["per_game"]:  # type: ignore[attr-defined]
        if game["seed"] in local:
            assert {k: game[k] for k in SAME} == {k: asdict(local[game["seed"]])[k] for k in SAME}


def tiny_jobs(games: int) -> tuple[dict[str, str], list[object]]:
    return {SCENARIO: (DATA / "tiny.json").read_text(encoding="utf-8")}, jobs_for(SCENARIO, games, 1, PLAYERS)  # type: ignore[return-value]


def assert_no_process_left() -> None:
    """Every process the pool started has ended (given the moment the system takes to reap one just killed)."""
    deadline = time.monotonic() + REAPED_S
    while multiprocessing.active_children() and time.monotonic() < deadline:
        time.sleep(0.05)
    left = [(p.name, p.pid, p.exitcode) for p in multiprocessing.active_children()]
    assert left == [], "processes left running"


def test_a_local_worker_killed_stops_the_run_and_keeps_the_games_finished() -> None:
    scenarios, jobs = tiny_jobs(200)
    pool = LocalPool(2, in_process=False)
    kept: list[int] = []

    def progress(done: int, _total: int) -> None:
        kept.append(done)
        if done == 2:
            os.kill(multiprocessing.active_children()[0].pid or 0, signal.SIGKILL)

    with pytest.raises(BackendError) as stopped:
        run_games(scenarios, jobs, pool, progress)  # type: ignore[arg-type]
    assert stopped.value.message == "a worker process stopped before its game ended (killed, or out of memory)"
    assert len(stopped.value.done) == kept[-1] >= 2
    assert [o.job.seed for o in stopped.value.done] == sorted(o.job.seed for o in stopped.value.done)
    assert_no_process_left()  # the broken pool's other process is ended too


def test_a_local_pool_cancelled_stops_at_once() -> None:
    scenarios, jobs = tiny_jobs(200)
    pool = LocalPool(2, in_process=False)

    def progress(done: int, _total: int) -> None:
        if done == 1:
            pool.cancel()

    done = run_games(scenarios, jobs, pool, progress)  # type: ignore[arg-type]
    assert 1 <= len(done) < 10
    assert_no_process_left()  # ended, not left playing


class _LostResult:
    """A game the scheduler said was done whose result went with its worker: it never comes."""

    def result(self, timeout: float) -> object:
        time.sleep(timeout)
        raise TimeoutError


def test_a_result_lost_with_the_last_worker_stops_the_run_instead_of_waiting_for_ever() -> None:
    backend = DaskCluster("tcp://127.0.0.1:8786", grace=0.5)
    started = time.monotonic()
    with pytest.raises(BackendError) as stopped:
        backend._result(_Threads(0), _LostResult(), 3)
    assert stopped.value.message == "the Dask cluster at tcp://127.0.0.1:8786 has no workers left (3 games finished)"
    assert time.monotonic() - started < 5


class _Threads:
    """A scheduler's client whose cluster has ``threads`` threads in one worker (changed at will; 0: no worker)."""

    status = "running"

    def __init__(self, threads: int) -> None:
        self.threads = threads

    def scheduler_info(self) -> dict[str, dict[str, object]]:
        return {"workers": {"w": {"nthreads": self.threads}} if self.threads else {}}


class _Games:
    """Games handed to a cluster, each finished by a thread of this test once ``finish`` allows it, in turn."""

    def __init__(self) -> None:
        self.handed: list[cf.Future[object]] = []
        self.most = 0

    def submit(self, job: object) -> cf.Future[object]:
        future: cf.Future[object] = cf.Future()
        future.job = job  # type: ignore[attr-defined]
        self.handed.append(future)
        self.most = max(self.most, sum(not f.done() for f in self.handed))
        return future

    def finish(self, count: int, then: Callable[[int], None] = lambda n: None) -> threading.Thread:
        def in_turn() -> None:
            for n in range(count):
                while len(self.handed) <= n:
                    time.sleep(0.01)
                then(n)
                self.handed[n].set_result(self.handed[n].job)  # type: ignore[attr-defined]

        finisher = threading.Thread(target=in_turn)
        finisher.start()
        return finisher


def test_a_cluster_is_handed_a_game_only_when_one_of_its_threads_is_free() -> None:
    games, backend = _Games(), DaskCluster("tcp://127.0.0.1:8786")
    finisher = games.finish(5)
    outcomes = list(backend._collect(_Threads(2), games.submit, ["a", "b", "c", "d", "e"]))  # type: ignore[arg-type]
    finisher.join()
    assert (outcomes, games.most) == (["a", "b", "c", "d", "e"], 2)


def test_a_worker_that_joins_a_run_is_handed_games() -> None:
    games, backend, client = _Games(), DaskCluster("tcp://127.0.0.1:8786"), _Threads(1)

    def joined(n: int) -> None:  # a game finishes more often than the run polls, so it never waits idle
        client.threads = 3 if n else 1
        time.sleep(POLL / 2)

    count = 4 * round(LOOK / POLL)  # two seconds of games at least: the run looks at its cluster once a second
    finisher = games.finish(count, joined)
    outcomes = list(backend._collect(client, games.submit, list(range(count))))  # type: ignore[arg-type]
    finisher.join()
    assert (outcomes, games.most) == (list(range(count)), 3)
