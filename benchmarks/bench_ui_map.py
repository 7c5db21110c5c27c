"""Map canvas timings, offscreen (``python -m benchmarks.bench_ui_map``).

The default scenario after set-up (every starting counter on the map, the Soviet turn-1 movement), referee
view, movement overlay on, the canvas about 1600x1000 and fitted to the whole map. Times, as medians:

- the canvas alone, as the editor and the replay viewer will hold it (canvas, game layers and a session):
  the yardstick, a full repaint with the Soviet ZOC overlay on; selecting the largest mobile stack until its
  range is drawn; a one-hex change, a Move of one unit into the next hex applied through the session until
  painted, and the repaint of the region it left dirty alone;
- the client window, every panel following the session: a left press on the stack until its range is drawn,
  the same Move until everything is painted, and a four-hex Move animated at the default speed until its slide
  has ended and the counter is painted where it stops (target: 300 ms);
- in fresh processes, the cold start to a painted map.

Every selection starts from fresh engine answers, so each one asks the engine for its movement range.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QEventLoop, QObject, QPoint, QSettings, Qt
from PySide6.QtGui import QPaintEvent, QRegion
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from benchmarks.common import ROOT, median_ms, report
from panzer_qt.model.commands import Move
from panzer_qt.model.enums import Mobility
from panzer_qt.model.events import DiceRolled
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.rules.game import Game
from panzer_qt.rules.legal import movers
from panzer_qt.rules.loading import load_scenario
from panzer_qt.ui.map.game_layers import GameLayers
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.settings import ANIMATION

CANVAS_SIZE = (1600, 1000)
REPAINT_TARGET_MS, SELECT_TARGET_MS, CHANGE_TARGET_MS, COLD_TARGET_S = 16.0, 20.0, 5.0, 2.0
ANIMATED_TARGET_MS, ANIMATED_HEXES = 300.0, 4

COLD_START = """
import time; t0 = time.perf_counter()
import os; os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtWidgets import QApplication
app = QApplication([])
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import load_scenario
from panzer_qt.ui.map.position_answers import Answers
from panzer_qt.ui.map.game_layers import GameLayers
from panzer_qt.ui.map.map_canvas import MapCanvas
game = Game.new(load_scenario(r"{scenario}"))
canvas = MapCanvas(game.scenario); canvas.resize(1600, 1000)
GameLayers(canvas).show(Answers(game, None)); canvas.show()
canvas.viewport().repaint(); app.processEvents()
print(time.perf_counter() - t0)
"""


class PaintWatch(QObject):
    """Counts a widget's paint events and gathers the regions they paint."""

    def __init__(self) -> None:
        super().__init__()
        self.paints = 0
        self.region = QRegion()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint and isinstance(event, QPaintEvent):
            self.paints += 1
            self.region += event.region()
        return False

    def settle(self, app: QApplication, seconds: float = 0.1) -> None:
        """Process events for a while, so that nothing left over (layouts, timers) falls into the next timing."""
        deadline = time.perf_counter() + seconds
        while time.perf_counter() < deadline:
            app.processEvents()

    def until_painted(self, app: QApplication, seconds: float = 2.0) -> bool:
        """Process events until the next paint has happened (False if none came within ``seconds``)."""
        seen, deadline = self.paints, time.perf_counter() + seconds
        while self.paints == seen and time.perf_counter() < deadline:
            app.processEvents()
        return self.paints > seen


def make_window(app: QApplication, folder: Path) -> MainWindow:
    """The client on the default scenario's set-up, its canvas about ``CANVAS_SIZE`` and fitted, referee view."""
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    session = GameSession(Game.new(load_scenario(DEFAULT_SCENARIO)), settings=settings, autosave_dir=folder)
    window = MainWindow(session)
    window.hot_seat = False
    window.show()
    app.processEvents()
    canvas = window.canvas
    window.resize(window.width() + CANVAS_SIZE[0] - canvas.width(), window.height() + CANVAS_SIZE[1] - canvas.height())
    window.set_referee(True)
    app.processEvents()
    canvas.fit()
    app.processEvents()
    return window


class CanvasAlone:
    """A canvas with its game layers following a session, and nothing else."""

    def __init__(self, app: QApplication, folder: Path) -> None:
        settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        self.session = GameSession(Game.new(load_scenario(DEFAULT_SCENARIO)), settings=settings, autosave_dir=folder)
        self.session.set_referee(True)
        self.canvas = MapCanvas(self.session.game.scenario)
        self.layers = GameLayers(self.canvas)
        self.layers.set_overlay("movement", True)
        self.session.changed.connect(self.show)
        self.session.selectionChanged.connect(self.show)
        self.canvas.resize(*CANVAS_SIZE)
        self.show()
        self.canvas.show()
        app.processEvents()
        self.canvas.fit()
        app.processEvents()

    def show(self, _events: object = None) -> None:
        """Draw the session's position and selection."""
        self.layers.show(self.session.answers, self.session.selection)


def biggest_moving_stack(game: Game) -> list[str]:
    """The acting side's movable stack with the most mechanized units."""
    free, specs = set(movers(game)), game.board.specs
    stacks: dict[str, list[str]] = {}
    for uid in free:
        hid = game.state.units[uid].hex
        if hid is not None:
            stacks.setdefault(hid, []).append(uid)
    return max(stacks.values(), key=lambda ids: (sum(specs[u].mobility is Mobility.MECHANIZED for u in ids), ids))


def one_hex_move(game: Game, stack: list[str], hexes: int = 1) -> Move:
    """A Move of a unit alone (not of ``stack``) ``hexes`` hexes into an empty hex, with no die to roll (so that
    it can be undone)."""
    seen = game.visible_units(None)
    for uid in sorted(movers(game)):
        reach = game.movement_range([uid])
        for hid in sorted(h for h in reach if len(reach.path(h)) == hexes and h not in seen and uid not in stack):
            move = Move(unit_ids=[uid], path=list(reach.path(hid)))
            if not any(isinstance(e, DiceRolled) for e in game.copy().apply(move)):
                return move
    raise LookupError(f"no unit can move {hexes} hexes into an empty hex without a die roll")


def timed(app: QApplication, watch: PaintWatch, act: Callable[[], object]) -> float:
    """Milliseconds from ``act`` until the canvas has painted what it changed."""
    start = time.perf_counter_ns()
    act()
    if not watch.until_painted(app):
        raise RuntimeError("nothing was painted")
    return (time.perf_counter_ns() - start) / 1e6


def median(values: list[float]) -> float:
    """The middle value."""
    return sorted(values)[len(values) // 2]


def select_ms(app: QApplication, session: GameSession, watch: PaintWatch, select: Callable[[], None], n: int) -> float:
    """Median time from ``select`` to the range drawn, each time from fresh engine answers and no selection."""
    times = []
    for _ in range(n):
        session.select([])
        session.set_referee(True)  # the position announced anew: its engine answers are asked for again
        watch.settle(app)
        times.append(timed(app, watch, select))
    return median(times)


def press(viewport: QWidget, at: QPoint) -> Callable[[], None]:
    """A Shift+left press at ``at`` (the whole stack)."""
    return lambda: QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, at)


def change_ms(app: QApplication, session: GameSession, watch: PaintWatch, move: Move, n: int) -> tuple[float, QRegion]:
    """Median time from applying ``move`` through the session to the change painted; the region last painted."""
    times = []
    session.select([])
    for _ in range(n):
        watch.region = QRegion()
        times.append(timed(app, watch, lambda: session.apply(move)))
        region = watch.region
        session.undo()
        watch.settle(app)
    return median(times), region


def cold_start_s(repeat: int) -> float:
    """Median seconds from a fresh interpreter to a painted map."""
    script = COLD_START.format(scenario=DEFAULT_SCENARIO)
    times = []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, check=True)
        times.append(float(out.stdout.strip().splitlines()[-1]))
    return sorted(times)[len(times) // 2]


def canvas_alone(app: QApplication, folder: Path, repeat: int) -> bool:
    """Time the canvas with its layers and a session; True if the targets are met."""
    alone = CanvasAlone(app, folder)
    canvas, game, session = alone.canvas, alone.session.game, alone.session
    viewport = canvas.viewport()
    size = (viewport.width(), viewport.height())
    counters = sum(len(ids) for ids in game.visible_units(None).values())
    stacks = len(alone.layers.units.stacks)
    print(f"{len(game.board.grid)} hexes, {counters} counters in {stacks} stacks, canvas {size}")
    print("The canvas alone (canvas, game layers, session):")
    watch = PaintWatch()
    viewport.installEventFilter(watch)
    alone.layers.set_overlay("zoc_soviet", True)
    first = time.perf_counter()
    viewport.repaint()
    report("first repaint, Soviet ZOC overlay on (fills the caches)", (time.perf_counter() - first) * 1e3, "ms")
    full = median_ms(viewport.repaint, repeat)
    report("yardstick: full-map repaint, one overlay on", full, "ms", f"< {REPAINT_TARGET_MS}")
    alone.layers.set_overlay("zoc_soviet", False)
    app.processEvents()
    stack = biggest_moving_stack(game)
    selected = select_ms(app, session, watch, lambda: session.select(stack), repeat)
    reach = session.reach()
    report(f"select {'+'.join(stack)} -> range drawn ({len(reach or [])} hexes)", selected, "ms")
    move = one_hex_move(game, stack)
    changed, region = change_ms(app, session, watch, move, repeat)
    moved = f"Move {move.unit_ids[0]} to {move.path[0]} through the session -> painted"
    report(moved, changed, "ms", f"< {CHANGE_TARGET_MS}")
    box = region.boundingRect()
    share = box.width() * box.height() / (size[0] * size[1])
    repaint = median_ms(lambda: viewport.repaint(region), repeat)
    report(f"  of which the repaint of its region ({share:.1%} of the canvas)", repaint, "ms")
    engine = median_ms(lambda: (game.apply(move), game.undo()), repeat)
    report("  of which the engine (Game.apply and undo)", engine, "ms")
    canvas.close()
    return full < REPAINT_TARGET_MS and changed < CHANGE_TARGET_MS


def client_window(app: QApplication, folder: Path, repeat: int) -> bool:
    """Time the same in the client window; True if the selection target is met."""
    window = make_window(app, folder)
    canvas, session = window.canvas, window.session
    print("The client window (every panel following the session):")
    watch = PaintWatch()
    canvas.viewport().installEventFilter(watch)
    stack = biggest_moving_stack(session.game)
    at = canvas.view_pos(session.game.state.units[stack[0]].hex or "")
    selected = select_ms(app, session, watch, press(canvas.viewport(), at), repeat)
    if sorted(session.selection) != sorted(stack):
        raise RuntimeError(f"the press selected {session.selection}, not {stack}")
    report(f"press on {'+'.join(stack)} -> range drawn", selected, "ms", f"< {SELECT_TARGET_MS}")
    move = one_hex_move(session.game, stack)
    changed, _region = change_ms(app, session, watch, move, repeat)
    report(f"Move {move.unit_ids[0]} to {move.path[0]} through the session -> painted", changed, "ms")
    far = one_hex_move(session.game, stack, ANIMATED_HEXES)
    wall, cpu = animated_ms(app, window, watch, far, repeat)
    label = f"animated Move ({window.session.prefs.get(ANIMATION)} speed, {ANIMATED_HEXES} hexes) -> ended, painted"
    report(label, wall, "ms", f"< {ANIMATED_TARGET_MS}")
    report("  of which the CPU of the window's thread", cpu, "ms")
    window.close()
    return selected < SELECT_TARGET_MS and wall < ANIMATED_TARGET_MS


def animated_ms(app: QApplication, window: MainWindow, watch: PaintWatch, move: Move, n: int) -> tuple[float, float]:
    """Median wall time from applying ``move`` until its slide has ended and the counter is painted where it
    stops (the slide lasts a set time), and the median CPU time of the window's thread over the same span: the
    cost of drawing it."""
    walls, cpus = [], []
    animation = window.layers.animation
    for _ in range(n):
        start, cpu = time.perf_counter_ns(), time.thread_time_ns()
        window.session.apply(move)
        app.processEvents()
        if not animation.running:
            raise RuntimeError("the move was not animated")
        while animation.running:
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)  # idle between frames, as a window is
        watch.until_painted(app)
        walls.append((time.perf_counter_ns() - start) / 1e6)
        cpus.append((time.thread_time_ns() - cpu) / 1e6)
        window.session.undo()
        watch.settle(app)
    return median(walls), median(cpus)


def main(argv: list[str] | None = None) -> int:
    """Run the timings; exit status 1 if a target is missed."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument("--cold", type=int, default=3, help="cold-start runs (0 to skip)")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as folder:
        ok = canvas_alone(app, Path(folder), args.repeat)  # type: ignore[arg-type]
        ok = client_window(app, Path(folder), args.repeat) and ok  # type: ignore[arg-type]
    if args.cold:
        cold = cold_start_s(args.cold)
        report("cold start to a shown map", cold, "s", f"< {COLD_TARGET_S}")
        ok = ok and cold < COLD_TARGET_S
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
