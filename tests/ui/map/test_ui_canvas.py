"""The map canvas on its own, as the editor and the replay viewer will use it: built from a scenario without a
game, a left press reaching the active tool at once, panning with the middle button or Space, the wheel, hexside
hit-testing and drops."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QDropEvent, QKeySequence, QWheelEvent
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from panzer_qt.rules.grid import hexside
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.map.tool import MapEvent, MapTool
from tests.helpers.movement_kit import scenario

LEFT, MIDDLE, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.MiddleButton, Qt.MouseButton.RightButton
NO_KEY = Qt.KeyboardModifier.NoModifier


class Recorder(MapTool):
    """A tool that writes down what the canvas tells it."""

    def __init__(self, payloads: tuple[str, ...] = ()) -> None:
        self.calls: list[tuple[str, MapEvent]] = []
        self.hovered: list[str] = []
        self.payloads = payloads
        self.dropped: list[tuple[str, str]] = []

    def press(self, event: MapEvent) -> None:
        self.calls.append(("press", event))

    def move(self, event: MapEvent) -> None:
        self.calls.append(("move", event))

    def release(self, event: MapEvent) -> None:
        self.calls.append(("release", event))

    def hover(self, hid: str) -> None:
        self.hovered.append(hid)

    def accepts(self, payload: str) -> bool:
        return payload in self.payloads

    def drop(self, payload: str, event: MapEvent) -> None:
        self.dropped.append((payload, event.hex))

    def kinds(self) -> list[str]:
        return [kind for kind, _ in self.calls]


@pytest.fixture
def window(qtbot: QtBot) -> QMainWindow:
    host = QMainWindow()
    qtbot.addWidget(host)
    return host


@pytest.fixture
def canvas(qtbot: QtBot, window: QMainWindow) -> MapCanvas:
    """The tiny scenario's map, no game, shown in a window zoomed in so that it can scroll."""
    widget = MapCanvas(scenario("tiny"))
    window.setCentralWidget(widget)
    window.resize(700, 600)
    window.show()
    qtbot.waitExposed(window)
    for _ in range(5):
        widget.zoom_in()
    widget.center_on("0303")
    widget.setFocus()
    return widget


@pytest.fixture
def tool(canvas: MapCanvas) -> Recorder:
    recorder = Recorder(payloads=("unit:de-ss",))
    canvas.set_tool(recorder)
    return recorder


def scroll(canvas: MapCanvas) -> tuple[int, int]:
    return canvas.horizontalScrollBar().value(), canvas.verticalScrollBar().value()


def drag(qtbot: QtBot, canvas: MapCanvas, button: Qt.MouseButton, start: QPoint, steps: list[QPoint]) -> None:
    qtbot.mousePress(canvas.viewport(), button, pos=start)
    for point in steps:
        qtbot.mouseMove(canvas.viewport(), point)
    qtbot.mouseRelease(canvas.viewport(), button, pos=steps[-1])


def test_the_canvas_draws_a_scenario_without_a_game(canvas: MapCanvas) -> None:
    image = canvas.viewport().grab().toImage()
    centre = canvas.view_pos("0303")
    assert image.pixelColor(centre + QPoint(8, 12)).name() == "#ece6c8"  # clear terrain
    assert canvas.hex_at(centre) == "0303" and canvas.hex_at(QPoint(-5000, -5000)) == ""
    canvas.highlight("placement", ["0303", "9999"])
    assert canvas.highlighted("placement") == {"0303"}


def test_a_left_press_reaches_the_tool_at_once_with_the_hex(qtbot: QtBot, canvas: MapCanvas, tool: Recorder) -> None:
    qtbot.mousePress(canvas.viewport(), LEFT, Qt.KeyboardModifier.ShiftModifier, canvas.view_pos("0302"))
    assert tool.kinds() == ["press"]
    _kind, event = tool.calls[0]
    assert (event.hex, event.button) == ("0302", LEFT)
    assert event.modifiers & Qt.KeyboardModifier.ShiftModifier
    qtbot.mouseRelease(canvas.viewport(), LEFT, pos=canvas.view_pos("0302"))
    assert tool.kinds() == ["press", "release"] and tool.calls[1][1].hex == "0302"
    qtbot.mousePress(canvas.viewport(), RIGHT, pos=canvas.view_pos("0404"))
    assert tool.calls[-1][0] == "press" and (tool.calls[-1][1].hex, tool.calls[-1][1].button) == ("0404", RIGHT)


def test_a_left_drag_is_the_tools_and_does_not_pan(qtbot: QtBot, canvas: MapCanvas, tool: Recorder) -> None:
    before = scroll(canvas)
    drag(qtbot, canvas, LEFT, QPoint(300, 300), [QPoint(340, 300), QPoint(380, 300)])
    assert scroll(canvas) == before
    assert tool.kinds()[0] == "press" and tool.kinds()[-1] == "release"
    moves = [event for kind, event in tool.calls if kind == "move"]
    assert moves and all(event.buttons & LEFT for event in moves)


def test_a_middle_drag_pans(qtbot: QtBot, canvas: MapCanvas, tool: Recorder) -> None:
    x, y = scroll(canvas)
    drag(qtbot, canvas, MIDDLE, QPoint(300, 300), [QPoint(340, 300), QPoint(380, 310)])
    assert scroll(canvas) == (x - 80, y - 10)
    assert "press" not in tool.kinds() and "release" not in tool.kinds()


def test_a_left_drag_with_space_held_pans(qtbot: QtBot, canvas: MapCanvas, tool: Recorder) -> None:
    x, y = scroll(canvas)
    qtbot.keyPress(canvas, Qt.Key.Key_Space)
    assert canvas.viewport().cursor().shape() == Qt.CursorShape.OpenHandCursor
    drag(qtbot, canvas, LEFT, QPoint(300, 300), [QPoint(260, 300), QPoint(220, 280)])
    qtbot.keyRelease(canvas, Qt.Key.Key_Space)
    assert scroll(canvas) == (x + 80, y + 20)
    assert "press" not in tool.kinds()
    drag(qtbot, canvas, LEFT, QPoint(300, 300), [QPoint(340, 300)])
    assert tool.kinds()[0] == "press" and scroll(canvas) == (x + 80, y + 20)


def test_space_tapped_or_dragged_triggers_no_shortcut(
    qtbot: QtBot, window: QMainWindow, canvas: MapCanvas, tool: Recorder
) -> None:
    fired: list[bool] = []
    action = QAction("End Phase", window)
    action.setShortcut(QKeySequence(Qt.Key.Key_Space))
    action.triggered.connect(lambda: fired.append(True))
    window.addAction(action)
    qtbot.keyPress(canvas, Qt.Key.Key_Space)
    drag(qtbot, canvas, LEFT, QPoint(300, 300), [QPoint(320, 300)])
    qtbot.keyRelease(canvas, Qt.Key.Key_Space)
    qtbot.keyClick(canvas, Qt.Key.Key_Space)
    assert fired == []  # Space belongs to panning: tapped, it does nothing
    assert canvas.viewport().cursor().shape() == Qt.CursorShape.ArrowCursor


def test_the_wheel_zooms_about_the_cursor(qtbot: QtBot, canvas: MapCanvas) -> None:
    base = canvas.transform().m11()
    point = QPointF(canvas.view_pos("0202"))
    qtbot.mouseMove(canvas.viewport(), point.toPoint())
    notch = QWheelEvent(point, canvas.viewport().mapToGlobal(point), QPoint(0, 0), QPoint(0, 120), Qt.MouseButton.NoButton,
                        NO_KEY, Qt.ScrollPhase.NoScrollPhase, False)  # fmt: skip
    canvas.wheelEvent(notch)
    assert canvas.transform().m11() == pytest.approx(base * 1.15)
    assert canvas.hex_at(point.toPoint()) == "0202"
    back = QWheelEvent(point, canvas.viewport().mapToGlobal(point), QPoint(0, 0), QPoint(0, -240), Qt.MouseButton.NoButton,
                       NO_KEY, Qt.ScrollPhase.NoScrollPhase, False)  # fmt: skip
    canvas.wheelEvent(back)
    assert canvas.transform().m11() == pytest.approx(base / 1.15)


def _towards(canvas: MapCanvas, hid: str, scene: QPointF, fraction: float) -> QPoint:
    """A viewport point on the way from ``scene`` to the centre of ``hid``."""
    centre = canvas.scene_pos(hid)
    return canvas.mapFromScene(scene + (centre - scene) * fraction)


def test_hexside_hit_testing_returns_the_side_nearest_the_cursor(canvas: MapCanvas) -> None:
    for other in canvas.grid.neighbors("0303"):
        a, b = canvas.geo.side("0303", other)
        near_middle = _towards(canvas, "0303", (a + b) / 2, 0.15)
        near_corner = _towards(canvas, "0303", a * 0.8 + b * 0.2, 0.1)
        expected = tuple(hexside("0303", other).split("-"))
        assert canvas.hexside_at(near_middle) == expected, other
        assert canvas.hexside_at(near_corner) == expected, other
    centre = canvas.scene_pos("0303")
    assert canvas.hexside_at(canvas.mapFromScene(centre + QPointF(0, -30))) == ("0302", "0303")
    assert canvas.hexside_at(canvas.mapFromScene(centre + QPointF(-30, 12))) == ("0203", "0303")  # SW
    top = canvas.scene_pos("0301")
    assert canvas.hexside_at(canvas.mapFromScene(top + QPointF(0, -30))) is None  # the map's edge
    assert canvas.hexside_at(QPoint(-5000, -5000)) is None


def test_a_press_carries_the_hexside_under_the_cursor(qtbot: QtBot, canvas: MapCanvas, tool: Recorder) -> None:
    point = canvas.mapFromScene(canvas.scene_pos("0303") + QPointF(28, 16))
    qtbot.mousePress(canvas.viewport(), LEFT, pos=point)
    event = tool.calls[0][1]
    assert (event.hex, event.hexside) == ("0303", ("0303", "0403"))


def test_a_drop_reaches_the_tool_only_with_a_payload_it_accepts(canvas: MapCanvas, tool: Recorder) -> None:
    for payload in ("unit:de-ss", "something else"):
        data = QMimeData()
        data.setText(payload)
        canvas.dropEvent(QDropEvent(QPointF(canvas.view_pos("0101")), Qt.DropAction.MoveAction, data, LEFT, NO_KEY))
    assert tool.dropped == [("unit:de-ss", "0101")]


def test_hovering_tells_the_tool_and_the_signal_the_hex(qtbot: QtBot, canvas: MapCanvas, tool: Recorder) -> None:
    with qtbot.waitSignal(canvas.hexHovered) as hovered:
        qtbot.mouseMove(canvas.viewport(), canvas.view_pos("0404"))
    assert hovered.args == ["0404"] and tool.hovered[-1] == "0404"
