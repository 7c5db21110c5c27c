"""Parts every window builds the same way: an action with its shortcut and tips, a dock, a dialog's OK and Cancel."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeAlias

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QDockWidget, QMainWindow, QWidget

KeySpec: TypeAlias = str | QKeySequence.StandardKey


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


def add_dock(window: QMainWindow, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
    """A dock holding ``widget`` in ``area`` of ``window``, named by its title (for saved layouts)."""
    dock = QDockWidget(title, window)
    dock.setObjectName(title)
    dock.setWidget(widget)
    window.addDockWidget(area, dock)
    return dock


def ok_cancel(dialog: QDialog) -> QDialogButtonBox:
    """OK and Cancel buttons that accept and reject ``dialog``."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons
