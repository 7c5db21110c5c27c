"""Where simulated games are played: the seam between one game-running function and the engines that run it.

``play_job`` plays one ``Job`` (a scenario named by key, a seed, the two players) and returns its ``Outcome``:
the game's summary and, when asked, its record as JSON text (the caller writes it, so records come back from
any machine). A backend runs ``play_job`` over a list of jobs and yields the outcomes as games finish:

- ``LocalPool``: processes on this machine (``concurrent.futures`` with spawned processes; one worker plays in
  this process unless told otherwise). Needs no set-up.
- ``DaskCluster``: an existing Dask cluster (``dask scheduler`` and ``dask worker`` on any machines), by the
  scheduler's address ``tcp://HOST:PORT``. Dask is imported only when this backend is used.

The same job gives the same game on either backend: the seed sets the dice and the players, nothing else
does. A backend that cannot go on (a scheduler out of reach, a worker killed, no worker left) raises
``BackendError``; ``run_games`` hands it the outcomes already finished.
"""

from __future__ import annotations

import concurrent.futures as cf
import json
import multiprocessing
import queue
import re
import threading
import time
import zlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, cast

from panzer_qt.ai.games import GameSummary, play_game
from panzer_qt.ai.player_kinds import make_player
from panzer_qt.model.enums import Side
from panzer_qt.model.scenario import Scenario
from panzer_qt.rules.loading import scenario_from_json

POLL = 0.2
"""Seconds between looks at a cancel request or the state of the cluster while games are being played."""
CONNECT_TIMEOUT = 5.0
"""Seconds to reach a Dask scheduler before saying it cannot be reached."""
LOOK = 1.0
"""Seconds between asks for the cluster's workers while games are played (the scheduler's answer lists them all)."""
NO_WORKERS_GRACE = 30.0
"""Seconds a Dask cluster may have no worker (or the client no scheduler) before the run gives up."""
ADDRESS = re.compile(r"^(tcp|tls)://[A-Za-z0-9.\-\[\]:]+:\d{1,5}$")


@dataclass(frozen=True, order=True)
class Job:
    """One game to play: the scenario's key (in the mapping handed to the backend), the seed, the two players
    (``players.parse_player`` names) and whether to send back its record."""

    scenario: str
    seed: int
    german: str
    soviet: str
    record: bool = False


@dataclass
class Outcome:
    """A game played: its job, its summary and, if the job asked for it, its record as JSON text."""

    job: Job
    summary: GameSummary
    record: str | None = None


class BackendError(Exception):
    """A backend cannot go on; ``done`` holds the games finished before (``run_games`` fills it in)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
        self.done: list[Outcome] = []


KEPT = 4
"""Scenarios a worker keeps parsed (a study plays two, alternately)."""
_parsed: dict[str, Scenario] = {}
"""Scenarios already parsed in this process, by their text, the oldest first."""


def _scenario(text: str) -> Scenario:
    if text not in _parsed:
        if len(_parsed) >= KEPT:
            del _parsed[next(iter(_parsed))]
        _parsed[text] = scenario_from_json(json.loads(text), "scenario")
    return _parsed[text]


def play_job(scenarios: Mapping[str, str], job: Job) -> Outcome:
    """Play one job on its scenario (JSON text by key): the one function every backend runs."""
    scenario = _scenario(scenarios[job.scenario])
    german, soviet = make_player(job.german, job.seed * 2), make_player(job.soviet, job.seed * 2 + 1)
    players = {Side.GERMAN: german, Side.SOVIET: soviet}
    game, summary = play_game(scenario, job.seed, players, set_up=True)
    record = game.record().model_dump_json(indent=1) + "\n" if job.record else None
    return Outcome(job, summary, record)


class Backend(Protocol):
    """Runs ``play_job`` over jobs; ``cancel`` (from any thread) stops it as soon as it can."""

    workers: int
    where: str

    def outcomes(self, scenarios: Mapping[str, str], jobs: Sequence[Job]) -> Iterator[Outcome]:
        """The jobs' outcomes in the order the games finish; stops early once cancelled."""
        ...

    def cancel(self) -> None:
        """Stop: no more outcomes, running games abandoned."""
        ...


Progress = Callable[[int, int], None]


def run_games(
    scenarios: Mapping[str, str], jobs: Sequence[Job], backend: Backend, progress: Progress | None = None
) -> list[Outcome]:
    """Play every job on ``backend``; the outcomes in job order. BackendError carries those finished before."""
    done: list[Outcome] = []
    try:
        for outcome in backend.outcomes(scenarios, jobs):
            done.append(outcome)
            if progress is not None:
                progress(len(done), len(jobs))
    except BackendError as exc:
        exc.done = sorted(done, key=lambda o: o.job)
        raise
    return sorted(done, key=lambda o: o.job)


# -- this machine --------------------------------------------------------------------------------------------

_installed: dict[str, str] = {}
"""The scenarios a pool process was started with."""


def _install(scenarios: dict[str, str]) -> None:
    _installed.clear()
    _installed.update(scenarios)


def _play_installed(job: Job) -> Outcome:
    return play_job(_installed, job)


class LocalPool:
    """Processes on this machine. With one worker and ``in_process`` the games are played in this process (no
    start-up cost; a cancel waits for the game being played)."""

    def __init__(self, workers: int = 1, *, in_process: bool = True) -> None:
        self.workers = max(1, workers)
        self.in_process = in_process and self.workers == 1
        self.where = f"this machine, {self.workers} processes"
        self._stop = threading.Event()

    def cancel(self) -> None:
        self._stop.set()

    def outcomes(self, scenarios: Mapping[str, str], jobs: Sequence[Job]) -> Iterator[Outcome]:
        if self.in_process:
            for job in jobs:
                if self._stop.is_set():
                    return
                yield play_job(scenarios, job)
            return
        context = multiprocessing.get_context("spawn")
        pool = cf.ProcessPoolExecutor(self.workers, context, initializer=_install, initargs=(dict(scenarios),))
        futures = [pool.submit(_play_installed, job) for job in jobs]
        started = _processes(pool)  # every process is started by now: a broken pool forgets them
        try:
            yield from self._collect(pool, futures)
        finally:
            _stop_pool(pool, started)

    def _collect(self, pool: cf.ProcessPoolExecutor, futures: list[cf.Future[Outcome]]) -> Iterator[Outcome]:
        pending = set(futures)
        while pending and not self._stop.is_set():
            done, pending = cf.wait(pending, timeout=POLL, return_when=cf.FIRST_COMPLETED)
            for future in done:
                try:
                    yield future.result()
                except cf.process.BrokenProcessPool:
                    raise BackendError(
                        "a worker process stopped before its game ended (killed, or out of memory)"
                    ) from None


def _processes(pool: cf.ProcessPoolExecutor) -> list[multiprocessing.process.BaseProcess]:
    """The pool's processes, from CPython's own table of them."""
    return list((getattr(pool, "_processes", None) or {}).values())


def _stop_pool(pool: cf.ProcessPoolExecutor, started: list[multiprocessing.process.BaseProcess]) -> None:
    """Shut the pool down without waiting for the games still being played (their processes are ended)."""
    processes = {id(p): p for p in [*started, *_processes(pool)]}
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes.values():
        if process.is_alive():
            process.terminate()
    for process in processes.values():
        process.join(timeout=5)
        if process.is_alive():  # a process still starting on a busy machine
            process.kill()
            process.join(timeout=5)


# -- a Dask cluster ------------------------------------------------------------------------------------------


def _play_packed(job: Job, scenarios: Mapping[str, bytes]) -> Outcome:
    """``play_job`` on scenarios sent compressed."""
    return play_job({key: zlib.decompress(packed).decode("utf-8") for key, packed in scenarios.items()}, job)


def check_address(address: str) -> str:
    """A scheduler address ``tcp://HOST:PORT`` (or ``tls://``); ValueError saying what is expected."""
    if not ADDRESS.match(address):
        raise ValueError(f"{address!r} is not a Dask scheduler address: use tcp://HOST:PORT")
    return address


class DaskCluster:
    """The workers of a Dask cluster, through its scheduler. Start one with ``dask scheduler`` and workers with
    ``dask worker tcp://HOST:PORT --nthreads 1 --nworkers N`` (games are Python: one thread per process)."""

    def __init__(
        self, address: str, *, connect_timeout: float = CONNECT_TIMEOUT, grace: float = NO_WORKERS_GRACE
    ) -> None:
        self.address = check_address(address)
        self.connect_timeout, self.grace = connect_timeout, grace
        self.workers = 0
        self.where = f"the Dask cluster at {address}"
        self._stop = threading.Event()
        self._looked = 0.0

    def cancel(self) -> None:
        self._stop.set()

    def _connect(self) -> Any:
        try:
            from distributed import Client
        except ImportError:
            raise BackendError("playing on a Dask cluster needs Dask: pip install 'panzer-qt[lab]'") from None

        try:
            client = Client(self.address, timeout=self.connect_timeout, set_as_default=False)  # type: ignore[no-untyped-call]
        except (OSError, TimeoutError) as exc:
            raise BackendError(f"cannot reach the Dask scheduler at {self.address}: {exc}") from None
        self.workers = _threads(client)
        return client

    def outcomes(self, scenarios: Mapping[str, str], jobs: Sequence[Job]) -> Iterator[Outcome]:
        client = self._connect()
        packed = {key: zlib.compress(text.encode("utf-8")) for key, text in scenarios.items()}
        futures: list[Any] = []

        def submit(job: Job) -> Any:  # the task carries its scenario: a task whose worker died runs again anywhere
            futures.append(client.submit(_play_packed, job, scenarios=packed, pure=False))
            return futures[-1]

        try:
            yield from self._collect(client, submit, jobs)
        finally:
            client.cancel(futures)
            client.close(timeout=self.connect_timeout)

    def _collect(self, client: Any, submit: Callable[[Job], Any], jobs: Sequence[Job]) -> Iterator[Outcome]:
        """The outcomes as games finish. A game is handed to the cluster only when one of its threads is free, as
        the local pool does, so no game waits behind another on a busy worker while a worker stands idle."""
        finished: queue.Queue[Any] = queue.Queue()
        waiting, playing, done, alone_since = list(reversed(jobs)), 0, 0, None
        while (waiting or playing) and not self._stop.is_set():
            alone_since = self._alone(client, alone_since, done)  # and the threads counted again: workers may join
            while waiting and playing < max(self.workers, 1):
                submit(waiting.pop()).add_done_callback(finished.put)
                playing += 1
            try:
                future = finished.get(timeout=POLL)
            except queue.Empty:
                continue
            playing -= 1
            outcome = self._result(client, future, done)
            if outcome is None:
                return
            done += 1
            yield outcome

    def _alone(self, client: Any, since: float | None, finished: int) -> float | None:
        """When the cluster was first seen without a worker (None if it has some): BackendError once that has lasted
        longer than the grace."""
        if time.monotonic() - self._looked < LOOK:
            return since
        self._looked = time.monotonic()
        since = None if self._working(client) else since or time.monotonic()
        if since is not None and time.monotonic() - since > self.grace:
            raise BackendError(self._stalled(client, finished))
        return since

    def _result(self, client: Any, future: Any, finished: int) -> Outcome | None:
        """A finished game's outcome (None once cancelled). Its result may have been lost with its worker before it
        was fetched: the game is then played again, waited for as any other."""
        from distributed import KilledWorker

        since = None
        while not self._stop.is_set():
            try:
                return cast(Outcome, future.result(timeout=POLL))
            except TimeoutError:
                since = self._alone(client, since, finished)
            except KilledWorker:
                raise BackendError("a game's worker died every time it was given the game") from None
            except Exception as exc:  # a cluster's failure comes back as whatever the scheduler met
                first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
                raise BackendError(
                    f"a game failed on the cluster ({first}); its scheduler and workers need the panzer-qt of here"
                ) from None
        return None

    def _working(self, client: Any) -> bool:
        """Whether the client is connected to a scheduler that has workers."""
        if client.status != "running":
            return False
        try:
            self.workers = _threads(client)
        except (OSError, TimeoutError):
            return False
        return self.workers > 0

    def _stalled(self, client: Any, finished: int) -> str:
        if client.status != "running":
            return f"lost the Dask scheduler at {self.address} ({finished} games finished)"
        return f"the Dask cluster at {self.address} has no workers left ({finished} games finished)"


def _threads(client: Any) -> int:
    """The number of threads the cluster's workers have (the games it plays at once)."""
    workers = client.scheduler_info()["workers"]
    return sum(int(w.get("nthreads", 1)) for w in workers.values())


def backend_for(where: str, workers: int = 1, *, in_process: bool = True) -> Backend:
    """``DaskCluster`` for a scheduler address, else ``LocalPool`` with ``workers`` processes."""
    if where:
        return DaskCluster(where)
    return LocalPool(workers, in_process=in_process)
