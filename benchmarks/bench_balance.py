"""The balance lab's speed on the default scenario: games per minute per worker (greedy-greedy and ai-ai), two
local workers against one (efficiency), the Dask path against the local pool on the same games (overhead), and
the editor's frame time while a Balance Test runs.

    python -m benchmarks.bench_balance [--games 20] [--ai-games 2] [--skip-ui] [--only workers|scaling|dask|ui]

The machine's load average is printed first: on a machine shared with other work the wall-clock figures are
those of the share this run got.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks.common import children_cpu_seconds, group_cpu_seconds, report
from panzer_qt.ai.backends import Backend, DaskCluster, LocalPool, run_games
from panzer_qt.ai.simulate import SCENARIO, jobs_for
from panzer_qt.model.enums import Side
from panzer_qt.paths import DEFAULT_SCENARIO

TEXT = {SCENARIO: DEFAULT_SCENARIO.read_text(encoding="utf-8")}


def timed(backend: Backend, games: int, player: str, seed: int = 1000) -> float:
    """Seconds to play the games on the backend."""
    jobs = jobs_for(SCENARIO, games, seed, {Side.GERMAN: player, Side.SOVIET: player})
    started = time.perf_counter()
    run_games(TEXT, jobs, backend)
    return time.perf_counter() - started


def per_worker(games: int, ai_games: int) -> None:
    """Games per minute of one worker (in this process, no start-up)."""
    for player, count in (("greedy", games), ("ai", ai_games)):
        seconds = timed(LocalPool(1), count, player)
        report(f"{player}-{player}: games per minute, one worker ({count} games)", 60 * count / seconds, "games/min")


def scaling(games: int) -> None:
    """Two local processes against one on the same greedy games."""
    one = timed(LocalPool(1, in_process=False), games, "greedy")
    two = timed(LocalPool(2, in_process=False), games, "greedy")
    report(f"local pool: 1 process, {games} greedy-greedy games", one, "s")
    report(f"local pool: 2 processes, {games} greedy-greedy games", two, "s")
    report("efficiency of 2 workers (t1 / 2 t2)", 100 * one / (2 * two), "%", "85 or more")


def dask_overhead(games: int, rounds: int = 3) -> None:
    """The Dask path (a scheduler and 2 one-thread workers on 127.0.0.1) against the local pool of 2: the cluster
    started as docs/balance-lab.md says (``FOR_GAMES``) for ``rounds``, then with Dask's defaults for one. The pool
    is timed beside each cluster (whose housekeeping shares the machine's cores), the two in turn. Wall time, best
    of the rounds, and processor time, the median: the pool's processes and this one's against the cluster's
    (scheduler, nannies, workers) and this one's (the client)."""
    from tests.helpers.lab_kit import FOR_GAMES

    for name, settings, times in (("settings for games", FOR_GAMES, rounds), ("Dask's default settings", {}, 1)):
        local, remote = cluster_against_pool(games, settings, times)
        target = "under 5" if settings else ""
        report(f"local pool of 2: {games} greedy-greedy games, best of {times}", min(local)[0], "s")
        report(f"Dask, 2 workers, {name}: the same games", min(remote)[0], "s")
        report("  overhead in wall time (best against best)", 100 * (min(remote)[0] / min(local)[0] - 1), "%", target)
        cpu = [statistics.median(c for _, c in runs) for runs in (local, remote)]
        report(f"  processor time, median: pool {cpu[0]:.1f} s, Dask (its overhead)", 100 * (cpu[1] / cpu[0] - 1), "%")


def cluster_against_pool(
    games: int, settings: dict[str, str], rounds: int
) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
    """Wall and processor seconds of the local pool of 2 and of a cluster of 2 workers, in turn for ``rounds``."""
    from tests.helpers.lab_kit import dask_cluster

    with tempfile.TemporaryDirectory() as folder, dask_cluster(Path(folder), 2, settings) as cluster:
        groups = {p.pid for p in cluster.processes}  # each process started in a group of its own, with its children
        local, remote = [], []
        for _ in range(rounds):  # the pool's processes are counted once it has shut and waited for them
            local.append(with_processor(LocalPool(2, in_process=False), games, children_cpu_seconds))
            remote.append(with_processor(DaskCluster(cluster.address), games, lambda: group_cpu_seconds(groups)))
    return local, remote


def with_processor(backend: Backend, games: int, others: Callable[[], float]) -> tuple[float, float]:
    """Seconds to play the greedy games on ``backend``, and the processor seconds this process and ``others`` spent
    on them."""
    before = time.process_time() + others()
    wall = timed(backend, games, "greedy")
    return wall, time.process_time() + others() - before


def frame_time(seconds: float) -> None:
    """The editor's frame time (a full repaint of the map and the events waiting) while a test runs."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from panzer_qt.editing.files import read_scenario
    from panzer_qt.ui.edit.balance_dialog import BalanceDialog
    from panzer_qt.ui.edit.document import Document
    from panzer_qt.ui.edit.editor_window import EditorWindow

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        os.environ["PANZER_QT_HOME"] = folder
        settings = QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat)
        window = EditorWindow(Document(read_scenario(DEFAULT_SCENARIO), None), settings, remember_layout=False)
        window.show()
        dialog = window.actions_.balance_test()
        assert isinstance(dialog, BalanceDialog)
        dialog.german.kind.setCurrentIndex(1)
        dialog.soviet.kind.setCurrentIndex(1)
        dialog.games.setValue(200)
        dialog.processes.setValue(2)
        dialog.baseline.setCurrentIndex(0)
        app.processEvents()  # the window's first paint (its own benchmark: bench_ui_editor) is not a frame of the run
        window.canvas.viewport().repaint()
        dialog.repaint()
        dialog.start()
        frames, end = [], time.monotonic() + seconds
        while time.monotonic() < end:
            began = time.perf_counter()
            app.processEvents()
            window.canvas.viewport().repaint()
            dialog.repaint()
            frames.append((time.perf_counter() - began) * 1000)
        games = dialog.study.done if dialog.study else 0
        dialog.cancel()
        while dialog.run is not None:
            app.processEvents()
            time.sleep(0.02)
    frames.sort()
    report(
        f"editor frame while a test runs: median ({len(frames)} frames, {games} games)", statistics.median(frames), "ms"
    )
    report("  95th percentile", frames[int(0.95 * len(frames))], "ms")
    report("  worst", frames[-1], "ms", "under 50")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--ai-games", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=20.0, help="how long to measure the editor's frames")
    parser.add_argument("--skip-ui", action="store_true")
    parser.add_argument("--only", choices=["workers", "scaling", "dask", "ui"], help="one part of the benchmark")
    args = parser.parse_args()
    parts: dict[str, Callable[[], None]] = {
        "workers": lambda: per_worker(args.games, args.ai_games),
        "scaling": lambda: scaling(args.games),
        "dask": lambda: dask_overhead(args.games),
        "ui": lambda: None if args.skip_ui else frame_time(args.seconds),
    }
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    for name, part in parts.items():
        if args.only in (None, name):
            part()
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
