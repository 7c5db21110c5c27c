"""The cycle collector's pauses in the client's window thread over a whole game played in it
(``python -m benchmarks.bench_gc_pauses [RECORD] [--no-autosave]``).

Without RECORD, one whole game is simulated first (seed 5, the computer's quick level on both sides: some 830
commands). Its commands are given one by one to a main window's session on the same scenario, seed and set-up, as
hot-seat players give them (the hand-over cover lifted, the event loop served and deferred deletions done after each
command), after the start's ``gc.freeze`` as ``panzer-qt play`` does it. Every collection is timed through
``gc.callbacks``; the benchmark prints each generation's count, median, worst and total pause, the objects found in
reference cycles, those left in cycles among the objects set aside from the collector (found by a last full
collection over every object), and the process's memory at the end. Exits with status 1 when a pause of the window's
thread exceeded ``PAUSE_TARGET_MS``. With ``--no-autosave`` the session saves nothing (the Autosave setting at 0).
"""

from __future__ import annotations

import gc
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.common import load_average, report
from benchmarks.window_game import WindowGame, arguments, simulated

PAUSE_TARGET_MS = 50.0
"""Three frames at 60 Hz: a longer pause is a hitch a player sees."""


class Pauses:
    """Every collection's length by generation, and what it found in cycles."""

    def __init__(self) -> None:
        self.ms: dict[int, list[float]] = {0: [], 1: [], 2: []}
        self.found = 0
        self.kept = 0
        """Objects in cycles among those set aside (``ui.collector``): kept until a window closes."""
        self._started = 0.0

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.ms[info["generation"]].append((time.perf_counter() - self._started) * 1000)
            self.found += info["collected"]


def play(record: Path, autosave: bool, folder: Path) -> tuple[Pauses, int]:
    """The record's commands given to a window's session, its settings and autosaves in ``folder``; the pauses and
    the commands given."""
    played = WindowGame(record, folder, autosave)
    gc.freeze()  # as the program's start does (cli._keep_loaded)
    pauses = Pauses()
    gc.callbacks.append(pauses)
    while played.give_next() is not None:
        pass
    played.session.wait_for_proofs()
    gc.callbacks.remove(pauses)
    gc.unfreeze()
    pauses.kept = gc.collect()
    return pauses, len(played.session.game.steps)


def main() -> int:
    args = arguments(__doc__.splitlines()[0])
    with tempfile.TemporaryDirectory() as folder:
        record = args.record if args.record is not None else simulated(Path(folder))
        started = time.perf_counter()
        pauses, steps = play(record, autosave=not args.no_autosave, folder=Path(folder))
    print(f"{steps} commands in {time.perf_counter() - started:.1f} s; load average {load_average()}")
    for generation, ms in pauses.ms.items():
        worst = max(ms, default=0.0)
        median = statistics.median(ms) if ms else 0.0
        print(f"generation {generation}: {len(ms):5d} collections")
        report(f"  generation {generation}: median pause", median, "ms")
        report(f"  generation {generation}: worst pause", worst, "ms", f"< {PAUSE_TARGET_MS:.0f}")
        report(f"  generation {generation}: all pauses", sum(ms), "ms")
    print(f"objects found in reference cycles: {pauses.found}; left in cycles among those set aside: {pauses.kept}")
    rss = int(Path("/proc/self/statm").read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6
    report("memory at the end (resident)", rss, "MB")
    return 1 if max(max(ms, default=0.0) for ms in pauses.ms.values()) > PAUSE_TARGET_MS else 0


if __name__ == "__main__":
    sys.exit(main())
