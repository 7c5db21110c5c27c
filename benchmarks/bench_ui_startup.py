"""Cold start of the playing client: ``python -m benchmarks.bench_ui_startup [--repeat N]``.

Times whole processes, the client and its yardstick in turn (A B A B ...): ``panzer-qt play --screenshot`` on the
default scenario (interpreter start, imports, scenario load, new game, window, first paint, PNG written) against a
bare PySide6 program that opens a QGraphicsView on a scene of as many hexagons and saves the same kind of picture.
Both run once untimed first, their modules' bytecode kept in a temporary folder, as an installed program has it
(whatever ``PYTHONDONTWRITEBYTECODE`` says here: without bytecode every start compiles the sources again).
Each is reported as the median wall time and the median processor time of the process (user + system, which the
other jobs of a busy machine do not inflate), and the client as a ratio to the yardstick. A third process in the same
turns, the engine's floor: the bare program that also imports the engine, loads the scenario and starts a game, as
any client on this engine must before its first widget. Also, in this process, building and showing the main window
on a new game. Targets: the client within 2x the bare program (processor time; wall time printed beside it) and the
window under 2 s. Exits with status 1 if a target is missed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from benchmarks.common import ROOT, children_cpu_seconds, load_average, median_ms, report
from panzer_qt.paths import DEFAULT_SCENARIO

TARGET_RATIO = 2.0
TARGET_MS = 2000.0

BARE_QT = """
import sys
from PySide6.QtCore import QPointF
from PySide6.QtGui import QPolygonF
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
app = QApplication(sys.argv[:1])
scene = QGraphicsScene()
unit = ((1, 0), (0.5, 0.87), (-0.5, 0.87), (-1, 0), (-0.5, -0.87), (0.5, -0.87))
corners = [QPointF(20 * c, 20 * s) for c, s in unit]
for col in range(47):
    for row in range(29):
        scene.addPolygon(QPolygonF([p + QPointF(30 * col, 35 * row + 17 * (col % 2)) for p in corners]))
view = QGraphicsView(scene)
view.resize(1280, 800)
view.show()
app.processEvents()
sys.exit(0 if view.grab().save(sys.argv[1], "PNG") else 1)
"""

ENGINE_FLOOR = BARE_QT.replace(
    "app = QApplication",
    "from panzer_qt.paths import DEFAULT_SCENARIO\n"
    "from panzer_qt.rules.game import Game\n"
    "from panzer_qt.rules.loading import load_scenario\n"
    "game = Game.new(load_scenario(DEFAULT_SCENARIO))\n"
    "app = QApplication",
)
"""The bare program that also imports the engine, loads the default scenario and starts a game: what any client on
this engine does before its first widget."""


def run_process(argv: Sequence[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall time and processor time (user + system of the child) of one process, in milliseconds."""
    before = children_cpu_seconds()
    start = time.perf_counter_ns()
    subprocess.run(list(argv), check=True, cwd=ROOT, env=env, capture_output=True)
    wall = (time.perf_counter_ns() - start) / 1e6
    return wall, (children_cpu_seconds() - before) * 1000


def interleaved_starts(repeat: int) -> dict[str, tuple[float, float]]:
    """Median wall and processor time of the client, the bare Qt program and the engine floor, in turn ``repeat``
    times."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    times: dict[str, list[tuple[float, float]]] = {"client": [], "bare Qt": [], "engine floor": []}
    with tempfile.TemporaryDirectory() as tmp:
        env["PANZER_QT_HOME"] = tmp
        env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "bytecode")
        shot = str(Path(tmp) / "start.png")
        commands = {
            "client": [sys.executable, "-m", "panzer_qt", "play", str(DEFAULT_SCENARIO), "--screenshot", shot],
            "bare Qt": [sys.executable, "-c", BARE_QT, shot],
            "engine floor": [sys.executable, "-c", ENGINE_FLOOR, shot],
        }
        for argv in commands.values():
            run_process(argv, env)  # modules compiled once (as an install does) and the files in the cache
        for _ in range(repeat):
            for name, argv in commands.items():
                times[name].append(run_process(argv, env))
    return {
        name: (statistics.median(w for w, _ in runs), statistics.median(c for _, c in runs))
        for name, runs in times.items()
    }


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
    print(f"load average at the start: {load_average()}")
    starts = interleaved_starts(args.repeat)
    (wall, cpu), (bare_wall, bare_cpu) = starts["client"], starts["bare Qt"]
    report("cold start: panzer-qt play --screenshot, processor time", cpu, "ms")
    report("  yardstick: bare PySide6 QGraphicsView, processor time", bare_cpu, "ms")
    report("  ratio to the yardstick, processor time", cpu / bare_cpu, "x", f"<= {TARGET_RATIO:.1f}x")
    floor_cpu = starts["engine floor"][1]
    report("  engine floor: bare program, engine, new game", floor_cpu, "ms")
    report("  engine floor to the yardstick, processor time", floor_cpu / bare_cpu, "x")
    report("cold start, wall time", wall, "ms")
    report("  yardstick, wall time", bare_wall, "ms")
    report("  ratio to the yardstick, wall time", wall / bare_wall, "x")
    warm = in_process_ms(args.repeat)
    report("in process: load, new game, window shown and painted", warm, "ms", f"< {TARGET_MS:.0f} ms")
    print(f"load average at the end: {load_average()}")
    return 0 if cpu / bare_cpu <= TARGET_RATIO and warm < TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
