"""Shared set-up for the editor's window tests: an editor window on a scenario with its settings in a temporary
folder, and real mouse input on hexes and hexsides (presses, drags, releases on the canvas's viewport)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QSettings, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QSpinBox
from pytestqt.qtbot import QtBot

from panzer_qt.editing.files import read_scenario
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.ui.edit.document import Document
from panzer_qt.ui.edit.editor_window import EditorWindow

DEFAULT = DEFAULT_SCENARIO
LEFT, RIGHT, NONE = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton, Qt.MouseButton.NoButton
NO_KEY = Qt.KeyboardModifier.NoModifier


def make_editor(qtbot: QtBot, tmp: Path, path: Path = DEFAULT) -> EditorWindow:
    """A shown editor window on a scenario file, its canvas at scale 1."""
    settings = QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat)
    window = EditorWindow(Document(read_scenario(path), path), settings, autosave_dir=tmp / "autosave")
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())  # no question at teardown
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # keyboard shortcuts need the active window
    QTest.qWaitForWindowActive(window, 2000)
    window.canvas.resetTransform()
    return window


def hex_point(window: EditorWindow, hid: str) -> QPoint:
    """The viewport point at the centre of a hex (scroll first: ``window.canvas.center_on``)."""
    return window.canvas.view_pos(hid)


def side_point(window: EditorWindow, a: str, b: str) -> QPoint:
    """The viewport point a little off the middle of the hexside between ``a`` and ``b``, on ``a``'s side."""
    canvas = window.canvas
    p, q = canvas.geo.side(a, b)
    middle = (p + q) / 2
    return canvas.mapFromScene(middle + (canvas.geo.centre(a) - middle) * 0.15)


def mouse(
    window: EditorWindow, kind: QMouseEvent.Type, at: QPoint, button: Qt.MouseButton, held: Qt.MouseButton,
    *, modifiers: Qt.KeyboardModifier = NO_KEY,
) -> None:  # fmt: skip
    """Send one real mouse event to the canvas's viewport."""
    viewport = window.canvas.viewport()
    event = QMouseEvent(kind, QPointF(at), viewport.mapToGlobal(QPointF(at)), button, held, modifiers)
    QApplication.sendEvent(viewport, event)


def drag(window: EditorWindow, points: list[QPoint], button: Qt.MouseButton = LEFT) -> None:
    """Press at the first point, move through the others with the button held, release at the last."""
    mouse(window, QMouseEvent.Type.MouseButtonPress, points[0], button, button)
    for at in points[1:]:
        mouse(window, QMouseEvent.Type.MouseMove, at, NONE, button)
    mouse(window, QMouseEvent.Type.MouseButtonRelease, points[-1], button, NONE)


def click(
    window: EditorWindow, at: QPoint, button: Qt.MouseButton = LEFT, modifiers: Qt.KeyboardModifier = NO_KEY
) -> None:
    """A press and a release at one point."""
    mouse(window, QMouseEvent.Type.MouseButtonPress, at, button, button, modifiers=modifiers)
    mouse(window, QMouseEvent.Type.MouseButtonRelease, at, button, NONE, modifiers=modifiers)


LEFT_BUTTON = LEFT


def answer_dialog(fill: Callable[[QDialog], None]) -> None:
    """Fill the next modal dialog when it shows, and press its OK button."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog):
            QTimer.singleShot(10, answer)
            return
        fill(dialog)
        QTest.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok), LEFT)

    QTimer.singleShot(0, answer)


def type_into(spin: QSpinBox, value: int) -> None:
    """Select what a spin box holds and type a number over it."""
    spin.selectAll()
    QTest.keyClicks(spin, str(value))
