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

import argparse
import gc
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QApplication

from benchmarks.common import load_average, report
from panzer_qt.records.record_files import load_game
from panzer_qt.rules.game import Game
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.settings import AUTOSAVE_MINUTES

PAUSE_TARGET_MS = 50.0
"""Three frames at 60 Hz: a longer pause is a hitch a player sees."""


def simulated(folder: Path) -> Path:
    """A whole game between the computer's quick levels, recorded in ``folder``."""
    subprocess.run(
        [sys.executable, "-m", "panzer_qt.cli", "simulate", "--seed", "5", "--german", "ai:1", "--soviet", "ai:1",
         "--record", str(folder), "--quiet"],
        check=True, capture_output=True,
    )  # fmt: skip
    return next(folder.glob("*.json"))


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
    app = QApplication.instance() or QApplication(sys.argv)
    source = load_game(record)
    commands = [step.command for step in source.steps]
    game = Game.new(source.scenario, seed=source.seed, auto_deploy=False)
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    session = GameSession(game, settings=settings, autosave_dir=folder / "autosaves")
    window = MainWindow(session, remember_layout=False)
    window.show()
    app.processEvents()
    if not autosave:
        session.prefs.set(AUTOSAVE_MINUTES, 0)
        session.follow_autosave()
    gc.freeze()  # as the program's start does (cli._keep_loaded)
    pauses = Pauses()
    gc.callbacks.append(pauses)
    while len(session.game.steps) < len(commands) and not session.game.state.game_over:
        if session.apply(commands[len(session.game.steps)]) is None:
            raise SystemExit(f"the game went another way at step {len(session.game.steps)}")
        if window.handover.covering():
            window.handover.hide()
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    session.wait_for_proofs()
    gc.callbacks.remove(pauses)
    gc.unfreeze()
    pauses.kept = gc.collect()
    return pauses, len(session.game.steps)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("record", nargs="?", type=Path, help="a game record (default: one game simulated first)")
    parser.add_argument("--no-autosave", action="store_true", help="the session saves nothing")
    args = parser.parse_args()
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
