"""Editor timings, offscreen (``python -m benchmarks.bench_ui_editor``).

The default scenario in the editor window (1500x950, the map at scale 1), the terrain tool with a one-hex brush.
Times, as medians unless said otherwise:

- the yardstick: a full repaint of the map canvas with the map's pixel cache dropped (every hex drawn);
- opening the default scenario: from reading the file to the editor window shown with its map painted, and a
  cold start of ``panzer-qt edit`` in a fresh process to a painted window;
- each hex event of a 50-hex brush stroke: from the mouse move into a new hex until the canvas has painted it
  (median and slowest), real mouse events on the canvas's viewport;
- live validation: from an edit until the panel lists the edited scenario's problems, after a hex painted, a unit
  moved and a unit added, and the checks alone;
- undo of the 50-hex stroke (one step) until the canvas has painted it (median of undoing it, redoing it between).
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

from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem

from benchmarks.bench_ui_map import PaintWatch, median
from benchmarks.common import ROOT, median_ms, report
from panzer_qt.editing.files import read_scenario
from panzer_qt.editing.problems import findings
from panzer_qt.editing.terrain import paint_terrain
from panzer_qt.editing.units import add_unit, place_unit
from panzer_qt.model.enums import Side, Terrain
from panzer_qt.model.ids import hex_id
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.ui.edit.commands import EditUnit, PaintTerrain
from panzer_qt.ui.edit.document import Document
from panzer_qt.ui.edit.editor_window import EditorWindow
from panzer_qt.ui.edit.paint_tools import TerrainTool

OPEN_TARGET_S, EVENT_TARGET_MS, VALIDATE_TARGET_MS, UNDO_TARGET_MS = 1.0, 16.0, 50.0, 16.0
STROKE = 50

COLD_START = """
import time; t0 = time.perf_counter()
import os; os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from panzer_qt.editing.files import read_scenario
from panzer_qt.ui.edit.document import Document
from panzer_qt.ui.edit.editor_window import EditorWindow
path = Path(r"{scenario}")
window = EditorWindow(Document(read_scenario(path), path))
window.show(); window.canvas.viewport().repaint(); app.processEvents()
print(time.perf_counter() - t0)
"""


def open_window(app: QApplication, folder: Path) -> EditorWindow:
    """The editor on the default scenario, shown and painted."""
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = EditorWindow(Document(read_scenario(DEFAULT_SCENARIO), DEFAULT_SCENARIO), settings)
    window.show()
    window.canvas.viewport().repaint()
    app.processEvents()
    return window


def open_s(app: QApplication, folder: Path, repeat: int) -> float:
    """Median seconds from reading the file to the window shown with its map painted."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        window = open_window(app, folder)
        times.append(time.perf_counter() - start)
        window.close()
        window.deleteLater()
        app.processEvents()
    return median(times)


def cold_start_s(repeat: int) -> float:
    """Median seconds from a fresh interpreter to the editor painted."""
    script = COLD_START.format(scenario=DEFAULT_SCENARIO)
    times = []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, check=True)
        times.append(float(out.stdout.strip().splitlines()[-1]))
    return median(times)


def full_repaint_ms(app: QApplication, window: EditorWindow, repeat: int) -> float:
    """The yardstick: the whole visible map drawn again, its pixel cache dropped each time."""
    item, viewport = window.canvas.map_item, window.canvas.viewport()

    def repaint() -> None:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        viewport.repaint()

    return median_ms(repaint, repeat)


def stroke_path(window: EditorWindow) -> list[str]:
    """Fifty hexes in a row-by-row snake around the middle of the view, none of them marsh."""
    scenario = window.document.scenario
    hexes = [hex_id(c, r) for r in range(10, 20) for c in (range(17, 27) if r % 2 else range(26, 16, -1))]
    return [h for h in hexes if scenario.map.terrain_of(h) is not Terrain.MARSH][:STROKE]


def send(window: EditorWindow, kind: QMouseEvent.Type, hid: str, button: Qt.MouseButton, held: Qt.MouseButton) -> None:
    """A real mouse event at the centre of a hex."""
    viewport = window.canvas.viewport()
    at = QPointF(window.canvas.view_pos(hid))
    event = QMouseEvent(kind, at, viewport.mapToGlobal(at), button, held, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


def stroke_ms(app: QApplication, window: EditorWindow, watch: PaintWatch) -> list[float]:
    """Each hex event of one stroke, from the move until painted."""
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    path = stroke_path(window)
    times = []
    send(window, QMouseEvent.Type.MouseButtonPress, path[0], left, left)
    watch.until_painted(app)
    for hid in path[1:]:
        start = time.perf_counter_ns()
        send(window, QMouseEvent.Type.MouseMove, hid, none, left)
        if not watch.until_painted(app):
            raise RuntimeError(f"nothing painted for {hid}")
        times.append((time.perf_counter_ns() - start) / 1e6)
    send(window, QMouseEvent.Type.MouseButtonRelease, path[-1], left, none)
    painted = sum(window.document.scenario.map.terrain_of(h) is Terrain.MARSH for h in path)
    if painted != STROKE or window.document.undo_stack.count() != 1:
        raise RuntimeError(f"the stroke painted {painted} hexes in {window.document.undo_stack.count()} steps")
    return times


def undo_ms(app: QApplication, window: EditorWindow, watch: PaintWatch, repeat: int) -> float:
    """The stroke undone in one step, until painted (redone, and everything settled, between the runs)."""
    stack, times = window.document.undo_stack, []
    for _ in range(repeat):
        watch.settle(app)
        start = time.perf_counter_ns()
        stack.undo()
        if not watch.until_painted(app):
            raise RuntimeError("the undo painted nothing")
        times.append((time.perf_counter_ns() - start) / 1e6)
        watch.settle(app)
        stack.redo()
    return median(times)


def validated_ms(app: QApplication, window: EditorWindow, edit: Callable[[], object]) -> float:
    """Milliseconds from an edit until the validation panel lists the edited scenario's problems."""
    done: list[int] = []
    window.validation.validated.connect(lambda: done.append(time.perf_counter_ns()))
    start = time.perf_counter_ns()
    edit()
    deadline = time.perf_counter() + 5.0
    while not done and time.perf_counter() < deadline:
        app.processEvents()
    window.validation.validated.disconnect()
    if not done:
        raise RuntimeError("the panel never validated")
    return (done[0] - start) / 1e6


def validation_ms(app: QApplication, window: EditorWindow, repeat: int) -> dict[str, float]:
    """From an edit to the panel refilled: a hex painted, a unit moved, a unit added; the panel waits for the map to
    show the edit first."""
    document = window.document
    home = document.scenario.unit("de-1sspz").setup_hex or ""

    def paint() -> None:
        kind = Terrain.FOREST if document.scenario.map.terrain_of("2115") is Terrain.MARSH else Terrain.MARSH
        document.edit(PaintTerrain, "paint", paint_terrain, ["2115"], kind)

    def move() -> None:
        target = "2209" if document.scenario.unit("de-1sspz").setup_hex == home else home
        document.edit(EditUnit, "move", place_unit, "de-1sspz", target)

    def add() -> None:
        document.edit(EditUnit, "add", lambda s: add_unit(s, Side.GERMAN)[0])

    times = {}
    for name, edit in (("a hex painted", paint), ("a unit moved", move), ("a unit added", add)):
        times[name] = median([validated_ms(app, window, edit) for _ in range(repeat)])
    return times


def main(argv: list[str] | None = None) -> int:
    """Run the timings; exit status 1 if a target is missed."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--cold", type=int, default=3, help="cold-start runs (0 to skip)")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        start = time.perf_counter()
        window = open_window(app, folder)
        first = time.perf_counter() - start
        window.canvas.resetTransform()
        window.canvas.center_on("2115")
        app.processEvents()
        size = window.canvas.viewport().size()
        print(f"editor window 1500x950, canvas {size.width()}x{size.height()} at scale 1, default scenario")
        full = full_repaint_ms(app, window, args.repeat)
        report("yardstick: full map repaint, cache dropped", full, "ms")
        report("open the default scenario -> shown, painted (first in process)", first, "s", f"< {OPEN_TARGET_S}")
        opened = open_s(app, folder, max(3, args.repeat // 4))
        report("  again (median of later opens)", opened, "s", f"< {OPEN_TARGET_S}")
        terrain = window.tools["terrain"]
        assert isinstance(terrain, TerrainTool)
        terrain.choose(Terrain.MARSH)
        watch = PaintWatch()
        window.canvas.viewport().installEventFilter(watch)
        watch.settle(app)
        events = stroke_ms(app, window, watch)
        stroke = f"{STROKE}-hex brush stroke: each hex event -> painted (median)"
        report(stroke, median(events), "ms", f"< {EVENT_TARGET_MS}")
        report("  the slowest hex event of the stroke", max(events), "ms")
        watch.settle(app)
        undone = undo_ms(app, window, watch, max(3, args.repeat // 2))
        report(f"undo of the {STROKE}-hex stroke -> painted", undone, "ms", f"< {UNDO_TARGET_MS}")
        print("live validation, from the edit to the panel refilled (after the map shows the edit):")
        validations = validation_ms(app, window, args.repeat)
        for name, took in validations.items():
            report(f"  after {name}", took, "ms", f"< {VALIDATE_TARGET_MS}")
        report(
            "  of which the checks alone (findings), default scenario",
            median_ms(lambda: findings(window.document.scenario), args.repeat),
            "ms",
        )
        window.document.undo_stack.setClean()
        window.close()
    ok = max(first, opened) < OPEN_TARGET_S and median(events) < EVENT_TARGET_MS and undone < UNDO_TARGET_MS
    ok = ok and max(validations.values()) < VALIDATE_TARGET_MS
    if args.cold:
        report("cold start of the editor to a painted window (fresh process)", cold_start_s(args.cold), "s")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
