"""Shared set-up for the window tests: a main window on any game, with settings and autosaves kept in
a temporary folder, real mouse clicks on hexes and drops of tray items."""

from __future__ import annotations

import time
import warnings
from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QPointF, QSettings, Qt
from PySide6.QtGui import QDropEvent, QMouseEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from panzer_qt.rules.game import Game
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.settings import ANIMATION, CONFIRM_END_PHASE, Settings


def make_window(qtbot: QtBot, game: Game, tmp: Path, hot_seat: bool = False, confirm: bool = False) -> MainWindow:
    """A shown main window on ``game``; hand-over screens only with ``hot_seat``, End Phase asks first only with
    ``confirm``, and nothing is animated."""
    settings = QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat)
    prefs = Settings(settings)
    prefs.set(CONFIRM_END_PHASE, confirm)
    prefs.set(ANIMATION, "off")
    session = GameSession(game, settings=settings, autosave_dir=tmp / "autosave")
    window = MainWindow(session)
    window.hot_seat = hot_seat
    window.actions_.handovers.setChecked(hot_seat)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def click_hex(
    qtbot: QtBot, window: MainWindow, hid: str, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    """A real left click in the middle of hex ``hid`` (the map scrolled to show it)."""
    canvas = window.canvas
    canvas.center_on(hid)
    qtbot.mouseClick(canvas.viewport(), Qt.MouseButton.LeftButton, modifier, canvas.view_pos(hid))


def declare_by_clicks(qtbot: QtBot, window: MainWindow, target: str, attacker: str) -> None:
    """An attack declared as a player does: the defender's hex clicked, then the attackers' hex, then Declare."""
    click_hex(qtbot, window, target)
    click_hex(qtbot, window, attacker)
    qtbot.mouseClick(window.combat.declare_button, Qt.MouseButton.LeftButton)


def press_key(
    qtbot: QtBot, window: MainWindow, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    """A key pressed in the window, made the active one first (shortcuts work in the active window only; the
    offscreen platform activates no window by itself)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        QApplication.setActiveWindow(window)
    qtbot.keyClick(window, key, modifier)


def hover_hex(window: MainWindow, hid: str) -> None:
    """The mouse moved over the middle of hex ``hid`` (the map scrolled to show it)."""
    canvas = window.canvas
    canvas.center_on(hid)
    at = QPointF(canvas.view_pos(hid))
    move = QMouseEvent(QEvent.Type.MouseMove, at, canvas.viewport().mapToGlobal(at), Qt.MouseButton.NoButton,
                       Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)  # fmt: skip
    QApplication.sendEvent(canvas.viewport(), move)


def drop_on_hex(window: MainWindow, payload: str, hid: str) -> None:
    """A tray item's payload dropped in the middle of hex ``hid`` (the map scrolled to show it)."""
    canvas = window.canvas
    canvas.center_on(hid)
    data = QMimeData()
    data.setText(payload)
    drop = QDropEvent(QPointF(canvas.view_pos(hid)), Qt.DropAction.MoveAction, data, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)  # fmt: skip
    canvas.dropEvent(drop)


def log_lines(window: MainWindow) -> list[str]:
    """The event log's sentences, once every slice of a long log is written."""
    log = window.log
    deadline = time.monotonic() + 5
    while not log.complete() and time.monotonic() < deadline:
        QApplication.processEvents()
    assert log.complete(), "the event log was never complete"
    return [log.item(i).text() for i in range(log.count())]
