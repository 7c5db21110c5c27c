"""Map view timings with a real QGraphicsView offscreen (``python -m benchmarks.bench_ui_map``).

The default scenario after set-up (every starting counter on the map) in a 1600x1000 view fitted to the
whole map. Times, as medians: a full repaint with one overlay on; selecting a stack until its movement
range is drawn; and, in a fresh process, the cold start from launch to a shown map.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from benchmarks.common import DEFAULT_SCENARIO, ROOT, median_ms, report
from panzer_qt.model.enums import Mobility, Side
from panzer_qt.rules.game import Game
from panzer_qt.rules.legal import movers
from panzer_qt.rules.loading import load_scenario
from panzer_qt.ui.map_view import MapView

VIEW_SIZE = (1600, 1000)
REPAINT_TARGET_MS, SELECT_TARGET_MS, COLD_TARGET_S = 16.0, 50.0, 2.0

COLD_START = """
import time; t0 = time.perf_counter()
import os; os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtWidgets import QApplication
app = QApplication([])
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import load_scenario
from panzer_qt.ui.map_view import MapView
game = Game.new(load_scenario(r"{scenario}"))
view = MapView(game.scenario); view.resize(1600, 1000); view.set_game(game, None); view.show()
view.viewport().repaint(); app.processEvents()
print(time.perf_counter() - t0)
"""


def make_view(app: QApplication) -> tuple[MapView, Game]:
    """The default scenario's set-up in a shown, fitted view."""
    game = Game.new(load_scenario(DEFAULT_SCENARIO))
    view = MapView(game.scenario)
    view.resize(*VIEW_SIZE)
    view.set_game(game, None)
    view.show()
    app.processEvents()
    view.fit()
    app.processEvents()
    return view, game


def biggest_moving_stack(game: Game) -> list[str]:
    """The acting side's movable stack with the most mechanized units."""
    free, specs = set(movers(game)), game.board.specs
    stacks: dict[str, list[str]] = {}
    for uid in free:
        hid = game.state.units[uid].hex
        if hid is not None:
            stacks.setdefault(hid, []).append(uid)
    return max(stacks.values(), key=lambda ids: (sum(specs[u].mobility is Mobility.MECHANIZED for u in ids), ids))


def cold_start_s(repeat: int) -> float:
    """Median seconds from a fresh interpreter to a painted map."""
    script = COLD_START.format(scenario=DEFAULT_SCENARIO)
    times = []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, check=True)
        times.append(float(out.stdout.strip().splitlines()[-1]))
    return sorted(times)[len(times) // 2]


def main(argv: list[str] | None = None) -> int:
    """Run the timings; exit status 1 if a target is missed."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument("--cold", type=int, default=3, help="cold-start runs (0 to skip)")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    view, game = make_view(app)  # type: ignore[arg-type]
    counters = sum(len(ids) for ids in view.state.visible().values())
    print(f"{len(game.board.grid)} hexes, {counters} counters in {len(view.units.stacks)} stacks, view {VIEW_SIZE}")
    first = time.perf_counter()
    view.set_overlay("zoc_soviet", True)
    view.viewport().repaint()
    report("first repaint, Soviet ZOC overlay on (fills the caches)", (time.perf_counter() - first) * 1e3, "ms")
    repaint = median_ms(view.viewport().repaint, args.repeat)
    report("full-map repaint, one overlay on", repaint, "ms", f"< {REPAINT_TARGET_MS}")
    view.set_overlay("zoc_soviet", False)
    view.set_overlay("movement", True)
    stack = biggest_moving_stack(game)

    def select() -> None:
        view.set_selection([])
        view.viewport().repaint()
        start = time.perf_counter_ns()
        view.set_selection(stack)
        view.viewport().repaint()
        timings.append((time.perf_counter_ns() - start) / 1e6)

    timings: list[float] = []
    for _ in range(args.repeat):
        select()
    selected = sorted(timings)[len(timings) // 2]
    size = len(view.state.movement() or [])
    report(f"select {'+'.join(stack)} -> range drawn ({size} hexes)", selected, "ms", f"< {SELECT_TARGET_MS}")
    ok = repaint < REPAINT_TARGET_MS and selected < SELECT_TARGET_MS
    if args.cold:
        cold = cold_start_s(args.cold)
        report("cold start to a shown map", cold, "s", f"< {COLD_TARGET_S}")
        ok = ok and cold < COLD_TARGET_S
    print(f"side to act: {game.state.acting or Side.GERMAN}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
