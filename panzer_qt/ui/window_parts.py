"""Parts every window builds the same way: an action with its shortcut and tips, a dock and its toggle, a dialog's
OK and Cancel, the layout remembered between runs."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TypeAlias, TypeVar

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFrame,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QScrollBar,
    QVBoxLayout,
    QWidget,
)

from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.ui.collector import collection

KeySpec: TypeAlias = str | QKeySequence.StandardKey
W = TypeVar("W", bound=QWidget)
BUTTON_TIPS = {
    "Ok": QT_TRANSLATE_NOOP("Window", "Accept what is chosen here and close"),
    "Cancel": QT_TRANSLATE_NOOP("Window", "Close without changing anything"),
    "Close": QT_TRANSLATE_NOOP("Window", "Close this window"),
    "Save": QT_TRANSLATE_NOOP("Window", "Save the changes first, then go on"),
    "Discard": QT_TRANSLATE_NOOP("Window", "Go on without saving: the changes are lost"),
    "Yes": QT_TRANSLATE_NOOP("Window", "Yes: go on"),
    "No": QT_TRANSLATE_NOOP("Window", "No: go back"),
}
"""What each standard button of a dialog or message box does, for its tooltip (by the button's name)."""


def window_action(window: QWidget, text: str, slot: Callable[..., object], key: KeySpec | None, tip: str) -> QAction:
    """An action of ``window`` (its shortcut works wherever the window has the focus), the shortcut in its tooltip."""
    action = QAction(text, window)
    if key is not None:
        action.setShortcut(QKeySequence(key))
    action.setToolTip(f"{tip} ({action.shortcut().toString()})" if key else tip)
    action.setStatusTip(tip)
    action.triggered.connect(slot)
    window.addAction(action)
    return action


def overlay_tip(label: str) -> str:
    """The tooltip of an overlay's toggle."""
    return QCoreApplication.translate("Window", "Show or hide this overlay on the map: {0}").format(label)


def scrolled(widget: QWidget) -> QScrollArea:
    """``widget`` in a frameless scroll area, so its height never forces the window taller (nor spills over)."""
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    return area


def opaque_scroll_bar(bar: QScrollBar) -> None:
    """Mark a scroll area's bar, and the box Qt keeps it in, as painting all their pixels: a slider that moves then
    repaints the bar alone, not the dock behind it (a replay's step moves two sliders)."""
    for widget in (bar, bar.parentWidget()):
        if widget is not None:
            widget.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)


def add_dock(window: QMainWindow, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
    """A dock holding ``widget`` in ``area`` of ``window``, named by its title (for saved layouts)."""
    dock = QDockWidget(title, window)
    dock.setObjectName(title)
    dock.setWidget(widget)
    window.addDockWidget(area, dock)
    return dock


def explain_buttons(box: QDialogButtonBox | QMessageBox, tips: Mapping[str, str] | None = None) -> None:
    """Give each standard button of ``box`` a tooltip: from ``tips`` (by the button's name: "Ok", "Save"...),
    else the usual one; a button that has one keeps it."""
    for button in box.buttons():
        name = box.standardButton(button).name or ""
        tip = (tips or {}).get(name) or QCoreApplication.translate("Window", BUTTON_TIPS.get(name, ""))
        if tip and not button.toolTip():
            button.setToolTip(tip)


def explain_message(box: QMessageBox) -> None:
    """The tooltip of a message box's OK, which only closes it."""
    explain_buttons(box, {"Ok": QCoreApplication.translate("Window", "Close this message")})


def body_and_close(dialog: QDialog, body: QWidget, close: Callable[[], object]) -> None:
    """Lay ``dialog`` out as ``body`` above a Close button that calls ``close``."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    explain_buttons(buttons)
    buttons.rejected.connect(close)
    column = QVBoxLayout(dialog)
    column.addWidget(body)
    column.addWidget(buttons)


def ok_cancel(dialog: QDialog) -> QDialogButtonBox:
    """OK and Cancel buttons that accept and reject ``dialog``."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    explain_buttons(buttons)
    return buttons


def save_layout(window: QMainWindow, store: QSettings, name: str) -> None:
    """Remember the size, place, docks and toolbars of ``window`` under ``name``."""
    store.setValue(f"layout/{name}/geometry", window.saveGeometry())
    store.setValue(f"layout/{name}/state", window.saveState())


def restore_layout(window: QMainWindow, store: QSettings, name: str) -> bool:
    """Give ``window`` the layout remembered under ``name``; whether there was one."""
    geometry, state = store.value(f"layout/{name}/geometry"), store.value(f"layout/{name}/state")
    if not isinstance(geometry, QByteArray) or not isinstance(state, QByteArray):
        return False
    return window.restoreGeometry(geometry) and window.restoreState(state)


def dock_toggles(window: QMainWindow, docks: list[QDockWidget]) -> list[QAction]:
    """The actions that show and hide ``docks``, with the shortcuts Alt+1, Alt+2... and tips."""
    actions = []
    for number, dock in enumerate(docks, 1):
        action = dock.toggleViewAction()
        tip = QCoreApplication.translate("Window", "Show or hide the {0} panel").format(dock.windowTitle())
        if number <= 9:
            action.setShortcut(QKeySequence(f"Alt+{number}"))
            tip += f" ({action.shortcut().toString()})"
        action.setToolTip(tip)
        action.setStatusTip(tip)
        actions.append(action)
    return actions


_OPEN_WINDOWS: dict[int, QWidget] = {}
"""Windows opened by another one, kept alive while they are open (``keep_open``)."""


def keep_open(window: W) -> W:
    """Keep a parentless window alive while it is open, not longer: deleted once closed, then forgotten and its
    memory released (``collection.release``: a window is full of reference cycles)."""
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    key = id(window)
    _OPEN_WINDOWS[key] = window

    def forget() -> None:
        _OPEN_WINDOWS.pop(key, None)
        QTimer.singleShot(0, collection.release)

    window.destroyed.connect(forget)
    return window


def open_windows() -> list[QWidget]:
    """The windows ``keep_open`` keeps."""
    return list(_OPEN_WINDOWS.values())
