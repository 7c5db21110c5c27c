"""Every window usable from the keyboard and explained: each menu opens with Alt and a letter, each action in a
menu or toolbar has a tooltip (saying more than its name; its shortcut in it when it has one), each dock toggles
from the View menu with a shortcut, each button, box and field has a tooltip; every window has the Help menu."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QMainWindow,
    QMenu,
    QSlider,
    QToolBar,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from panzer_qt.records.records import save_record
from panzer_qt.rules.game import Game
from panzer_qt.ui.replay.window import ReplayWindow
from tests.editor_kit import make_editor
from tests.helpers.games import scenario
from tests.ui_kit import make_window

QT_OWN = ("ScrollLeftButton", "ScrollRightButton")
"""Buttons Qt adds by itself (tab scrolling); its other own parts are named ``qt_...``."""
CONTROLS = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QSlider)


def _is_qt_own(widget: QWidget) -> bool:
    return widget.objectName().startswith("qt_") or widget.objectName() in QT_OWN


def action_problems(window: QMainWindow) -> list[str]:
    """The menu and toolbar actions without a tooltip of their own, or whose tooltip hides their shortcut."""
    actions: list[tuple[str, QAction]] = []
    for menu in window.menuBar().findChildren(QMenu):
        actions += [(menu.title(), a) for a in menu.actions() if not a.isSeparator() and a.menu() is None]
    for bar in window.findChildren(QToolBar):
        actions += [(bar.windowTitle(), a) for a in bar.actions() if not a.isSeparator() and a.text()]
    problems = []
    for where, action in actions:
        tip, name = action.toolTip(), action.text().replace("&", "")
        if not tip or tip == name:
            problems.append(f"{where} > {name}: no tooltip")
        elif not action.shortcut().isEmpty() and action.shortcut().toString() not in tip:
            problems.append(f"{where} > {name}: the tooltip does not show {action.shortcut().toString()}")
    return problems


def control_problems(window: QMainWindow) -> list[str]:
    """The buttons, boxes and fields of the window without a tooltip."""
    problems = []
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or _is_qt_own(widget):
            continue
        action = widget.defaultAction() if isinstance(widget, QToolButton) else None
        tip = action.toolTip() if action is not None else widget.toolTip()
        if not tip:
            text = widget.text() if isinstance(widget, (QAbstractButton, QLineEdit)) else ""
            problems.append(f"{type(widget).__name__} {widget.objectName()!r} {text!r} in {type(widget.parent()).__name__}")
    return problems


def keyboard_problems(window: QMainWindow) -> list[str]:
    """Menus without an Alt letter, toolbar buttons without a shortcut, docks without a View menu toggle with a
    shortcut, no Help menu."""
    menus = [a for a in window.menuBar().actions() if a.menu() is not None]
    problems = [f"menu {a.text()} has no Alt letter" for a in menus if "&" not in a.text()]
    for bar in window.findChildren(QToolBar):
        problems += [f"toolbar button {a.text()}: no shortcut" for a in bar.actions() if a.text() and a.shortcut().isEmpty()]
    view = next(a.menu() for a in menus if a.text() == "&View")
    shown = set(view.actions())
    docks = getattr(window, "docks", {})
    for dock in docks.values():
        toggle = dock.toggleViewAction()
        if toggle not in shown or toggle.shortcut().isEmpty():
            problems.append(f"dock {dock.windowTitle()}: no View toggle with a shortcut")
    if "&Help" not in [a.text() for a in menus]:
        problems.append("no Help menu")
    return problems


def all_problems(window: QMainWindow) -> list[str]:
    return action_problems(window) + control_problems(window) + keyboard_problems(window)


def test_the_client_is_explained_and_keyboard_reachable(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    assert all_problems(window) == []


def test_the_editor_is_explained_and_keyboard_reachable(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    assert all_problems(window) == []
    tools = list(window.actions_.tools.values())
    assert tools and all(not a.shortcut().isEmpty() for a in tools)


def test_the_viewer_is_explained_and_keyboard_reachable(qtbot: QtBot, tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    save_record(Game.new(scenario("tiny"), seed=1944), record)
    window = ReplayWindow(record)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.review is not None, timeout=30_000)
    assert all_problems(window) == []
    window.close()


def test_the_walk_finds_a_control_without_a_tooltip(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1944), tmp_path)
    window.combat.clear_button.setToolTip("")
    window.actions_.fit.setToolTip("")
    assert control_problems(window) == ["QPushButton '' 'Clear' in CombatPanel"]
    assert sorted(action_problems(window)) == ["&View > Fit: no tooltip", "Tools > Fit: no tooltip"]
    window.actions_.fit.setToolTip("Show the whole map")
    assert action_problems(window) == ["&View > Fit: the tooltip does not show Ctrl+0", "Tools > Fit: the tooltip does not show Ctrl+0"]


def test_a_dock_shortcut_hides_and_shows_its_dock(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1944), tmp_path)
    window.activateWindow()
    QTest.qWaitForWindowActive(window, 2000)
    dock = next(d for d in window.docks.values() if d.toggleViewAction().shortcut().toString() == "Alt+2")
    assert dock.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    assert dock.isHidden()
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    assert not dock.isHidden()
