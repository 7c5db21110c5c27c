"""Nothing lost by accident: before New, Open or Quit throws the current game away, a game changed since it was
last saved or opened asks "save changes?" (Save, Discard, Cancel). The box is window-modal and does not block."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.window_parts import explain_buttons


class UnsavedGuard:
    """Runs an action that replaces the game at once when nothing is unsaved, else after the player's answer."""

    def __init__(self, parent: QWidget, session: GameSession, save: Callable[[], bool]) -> None:
        self.parent, self.session, self.save = parent, session, save
        self.box: QMessageBox | None = None

    def request(self, then: Callable[[], None], doing: str) -> None:
        """Run ``then`` now, or ask first whether to save the changes (``doing``: what ``then`` does, in words)."""
        if not self.session.modified:
            then()
            return
        buttons = QMessageBox.StandardButton
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("UnsavedGuard", "Save changes?"),
            QCoreApplication.translate(
                "UnsavedGuard", "The game has moves that are not saved. Save them before {doing}?"
            ).format(doing=doing),
            buttons.Save | buttons.Discard | buttons.Cancel,
            self.parent,
        )
        box.setDefaultButton(buttons.Save)
        explain_buttons(
            box,
            {
                "Save": QCoreApplication.translate("UnsavedGuard", "Save the game first (Ctrl+S), then go on"),
                "Discard": QCoreApplication.translate("UnsavedGuard", "Go on: the moves since the last save are lost"),
                "Cancel": QCoreApplication.translate("UnsavedGuard", "Keep playing this game"),
            },
        )
        box.finished.connect(lambda _result: self._answered(box, then))
        self.box = box
        box.open()

    def _answered(self, box: QMessageBox, then: Callable[[], None]) -> None:
        self.box = None
        clicked = box.clickedButton()
        if clicked is box.button(QMessageBox.StandardButton.Discard) or (
            clicked is box.button(QMessageBox.StandardButton.Save) and self.save()
        ):
            then()
