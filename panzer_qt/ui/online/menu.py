"""The File menu's online entries (New Online Game, Join Online Game, My Online Games), cheap to add: the dialogs
they open are loaded when one is first chosen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction

from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.ui.play.main_window import MainWindow

ENTRIES = (
    ("new_online", QT_TRANSLATE_NOOP("OnlineParts", "New Online Game...")),
    ("join_online", QT_TRANSLATE_NOOP("OnlineParts", "Join Online Game...")),
    ("my_online", QT_TRANSLATE_NOOP("OnlineParts", "My Online Games...")),
)
"""Each entry's name and text."""

Shower = Callable[[str, MainWindow], object]
"""Shows the dialog of an entry (by its name) over a window."""


def add_online_menu(window: MainWindow, show: Shower) -> None:
    """The online entries in ``window``'s File menu, before Recent; ``show`` opens the chosen one's dialog."""
    files = window.actions_.files
    before = window.actions_.recent.menuAction()
    for name, text in ENTRIES:
        action = QAction(QCoreApplication.translate("OnlineParts", text), window)
        action.setObjectName(name)
        action.triggered.connect(lambda _=False, n=name: show(n, window))
        files.insertAction(before, action)
    files.insertSeparator(before)
