"""Helpers of the balance lab's tests: a Dask scheduler and workers on 127.0.0.1 (``dask scheduler``,
``dask worker``, as a user starts them), each in a process group of its own, stopped at the end."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DASK = Path(sys.executable).with_name("dask")
START_TIMEOUT = 60.0
"""Seconds for a scheduler or a worker to be up on a busy machine."""
FOR_GAMES = {
    "DASK_DISTRIBUTED__WORKER__PROFILE__ENABLED": "False",
    "DASK_DISTRIBUTED__ADMIN__TICK__INTERVAL": "1s",
    "DASK_DISTRIBUTED__ADMIN__SYSTEM_MONITOR__INTERVAL": "5s",
    "DASK_DISTRIBUTED__WORKER__MEMORY__MONITOR_INTERVAL": "1s",
}
"""The Dask settings docs/balance-lab.md gives for a cluster that plays games (housekeeping at a slower pace)."""


@dataclass
class Cluster:
    """A scheduler's address and the processes of the cluster (the scheduler first)."""

    address: str
    folder: Path
    processes: list[subprocess.Popen[bytes]] = field(default_factory=list)
    settings: dict[str, str] = field(default_factory=dict)

    def add_worker(self) -> subprocess.Popen[bytes]:
        """Start one more worker (one process, one thread) and wait until the scheduler has it."""
        before = self.workers()
        log = (self.folder / f"worker-{len(self.processes)}.log").open("wb")
        worker = _start(
            [str(DASK), "worker", self.address, "--nthreads", "1", "--nworkers", "1", "--no-dashboard"],
            log,
            self.settings,
        )
        self.processes.append(worker)
        self._wait(lambda: self.workers() > before, "a worker")
        return worker

    def workers(self) -> int:
        """The workers the scheduler knows now."""
        from distributed import Client

        with Client(self.address, timeout=10, set_as_default=False) as client:  # type: ignore[no-untyped-call]
            return len(client.scheduler_info()["workers"])

    def kill(self, process: subprocess.Popen[bytes]) -> None:
        """SIGKILL a process and its children (a worker's nanny and the worker it runs)."""
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)

    def _wait(self, ready: object, what: str) -> None:
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if callable(ready) and ready():
                return
            time.sleep(0.2)
        raise TimeoutError(f"{what} did not start within {START_TIMEOUT:g} s")


def _start(command: list[str], log: object, settings: dict[str, str]) -> subprocess.Popen[bytes]:
    here = {"PYTHONPATH": str(ROOT)}  # this checkout's panzer_qt on the scheduler and the workers
    env = {**os.environ, **settings, **here}
    return subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)  # type: ignore[arg-type]


@contextmanager
def dask_cluster(folder: Path, workers: int = 1, settings: dict[str, str] | None = None) -> Iterator[Cluster]:
    """A scheduler on a free port of 127.0.0.1 and ``workers`` workers, all stopped at the end; ``settings``: Dask's
    environment variables for them all (Dask's defaults if None)."""
    info = folder / "scheduler.json"
    log = (folder / "scheduler.log").open("wb")
    command = [str(DASK), "scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard"]
    scheduler = _start([*command, "--scheduler-file", str(info)], log, settings or {})
    cluster = Cluster("", folder, [scheduler], settings or {})
    try:
        cluster._wait(lambda: info.exists() and info.stat().st_size > 0, "the scheduler")
        cluster.address = json.loads(info.read_text(encoding="utf-8"))["address"]
        for _ in range(workers):
            cluster.add_worker()
        yield cluster
    finally:
        for process in reversed(cluster.processes):
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
        for process in cluster.processes:
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                cluster.kill(process)
