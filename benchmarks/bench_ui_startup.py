"""Cold start of the playing client: ``python -m benchmarks.bench_ui_startup [--repeat N]``.

Times (median of N runs) a fresh process running ``panzer-qt play --screenshot`` on the default
scenario (interpreter start, imports, scenario load, new game, window, first paint, PNG written), and,
in this process, building and showing the main window on a new game. Target: under 2 s each. Exits
with status 1 if a target is missed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.common import ROOT, median_ms, report
from panzer_qt.paths import DEFAULT_SCENARIO

TARGET_MS = 2000.0


def subprocess_start_ms(repeat: int) -> float:
    """Median wall time of ``python -m panzer_qt play --screenshot`` in a new process."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        shot = str(Path(tmp) / "start.png")
        for _ in range(repeat):
            start = time.perf_counter_ns()
            subprocess.run(
                [sys.executable, "-m", "panzer_qt", "play", str(DEFAULT_SCENARIO), "--screenshot", shot],
                check=True,
                cwd=ROOT,
                env=env,
                capture_output=True,
            )
            times.append((time.perf_counter_ns() - start) / 1e6)
    return statistics.median(times)


def in_process_ms(repeat: int) -> float:
    """Median time to load the scenario, start a game, build and show the window with its map painted."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from panzer_qt.rules.game import Game
    from panzer_qt.rules.loading import load_scenario
    from panzer_qt.ui.play.main_window import MainWindow
    from panzer_qt.ui.play.session import GameSession

    app = QApplication.instance() or QApplication(sys.argv[:1])
    tmp = tempfile.TemporaryDirectory()
    settings = QSettings(str(Path(tmp.name) / "settings.ini"), QSettings.Format.IniFormat)

    def start() -> None:
        game = Game.new(load_scenario(DEFAULT_SCENARIO))
        window = MainWindow(GameSession(game, settings=settings, autosave_dir=Path(tmp.name)))
        window.show()
        app.processEvents()
        window.canvas.viewport().grab()
        window.close()
        window.deleteLater()

    result = median_ms(start, repeat)
    tmp.cleanup()
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    cold = subprocess_start_ms(args.repeat)
    warm = in_process_ms(args.repeat)
    report("cold start: panzer-qt play --screenshot (new process)", cold, "ms", f"< {TARGET_MS:.0f} ms")
    report("in process: load, new game, window shown and painted", warm, "ms", f"< {TARGET_MS:.0f} ms")
    return 0 if max(cold, warm) < TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
