"""Opening a long saved game in the client, offscreen (``python -m benchmarks.bench_ui_open [RECORD]``).

Without RECORD, one whole game is simulated first (seed 7, random players: some 1,200 commands). The client
opens it through File > Open's path (a large file is read and replayed in the background); a 10 ms timer on the
GUI thread measures the longest the event loop went without serving it, from the Open until a second after the
game is shown (reading the file, replaying it, showing the game), and the time until the game is shown.
Exits with status 1 when the event loop stalled for more than 100 ms.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from benchmarks.common import report
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import load_scenario
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.play.session import GameSession

STALL_TARGET_MS = 100.0


def simulated(folder: Path) -> Path:
    """A whole simulated game's record in ``folder``."""
    subprocess.run(
        [sys.executable, "-m", "panzer_qt.cli", "simulate", "--seed", "7", "--record", str(folder)], check=True,
        capture_output=True,
    )  # fmt: skip
    return folder / "game-7.json"


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        record = Path(sys.argv[1]) if len(sys.argv) > 1 else simulated(folder)
        steps = len(json.loads(record.read_text(encoding="utf-8"))["steps"])
        settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        game = Game.new(load_scenario(DEFAULT_SCENARIO))
        session = GameSession(game, settings=settings, autosave_dir=folder)
        window = MainWindow(session)
        window.show()
        app.processEvents()
        before, last = session.game, time.perf_counter()
        gaps: dict[str, list[float]] = {"reading": [0.0], "replaying": [0.0], "showing": [0.0]}

        def tick() -> None:
            nonlocal last
            now = time.perf_counter()
            loader = window.actions_.opening
            phase = "showing" if session.game is not before else "replaying" if loader and loader.steps else "reading"
            gaps[phase].append((now - last) * 1000)
            last = now

        timer = QTimer(interval=10)
        timer.timeout.connect(tick)
        timer.start()
        start = time.perf_counter()
        last = start
        window.actions_.open(record)
        while session.game is before and time.perf_counter() - start < 120:
            app.processEvents()
        shown = time.perf_counter() - start
        settle = time.perf_counter() + 1.0  # the log and the map are drawn after the hand-over
        while time.perf_counter() < settle:
            app.processEvents()
        timer.stop()
        print(f"record {record.name}: {steps} commands")
        report("time until the game is shown", shown * 1000, "ms")
        for phase, times in gaps.items():
            report(f"longest event-loop stall, {phase}", max(times), "ms", f"< {STALL_TARGET_MS:.0f} ms")
        window.close()
    return 0 if max(max(times) for times in gaps.values()) < STALL_TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
