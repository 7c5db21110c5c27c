"""A game record given to the editor: it is no scenario, so the editor says what it is and offers to open it in the
playing client (to play on) or in the replay viewer (to review it)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from panzer_qt.model.errors import FileProblemError
from panzer_qt.model.text import shown_name
from panzer_qt.ui.common.messages import plain_box

RECORD = "panzer_qt.record"
Opener = Callable[[Path], object]
"""Opens a record in the client or in the viewer."""


def is_record(exc: FileProblemError) -> bool:
    """Whether the file refused as a scenario is a game record."""
    return exc.other_kind == RECORD


def record_offer(path: Path, parent: QWidget | None, play: Opener, review: Opener) -> QMessageBox:
    """A box (not yet shown) saying that ``path`` is a game record, with a button for the client (``play``) and one
    for the viewer (``review``), each opening it when clicked; Cancel opens nothing."""
    text = QCoreApplication.translate(
        "RecordOffer",
        "{name} is a game record (a saved game), not a scenario: the editor edits scenarios only.\n\n"
        "Open it in the playing client to play on, or in the replay viewer to review it?",
    ).format(name=shown_name(path.name))
    box = plain_box(QMessageBox.Icon.Question, QCoreApplication.translate("RecordOffer", "A game record"), text, parent)
    box.setStandardButtons(QMessageBox.StandardButton.Cancel)
    client = box.addButton(
        QCoreApplication.translate("RecordOffer", "Play On in the Client"), QMessageBox.ButtonRole.AcceptRole
    )
    viewer = box.addButton(
        QCoreApplication.translate("RecordOffer", "Review in the Viewer"), QMessageBox.ButtonRole.AcceptRole
    )
    client.setToolTip(QCoreApplication.translate("RecordOffer", "Open the game where it was saved, to play on"))
    viewer.setToolTip(QCoreApplication.translate("RecordOffer", "Step through the game as it was played"))
    client.clicked.connect(lambda: play(path))
    viewer.clicked.connect(lambda: review(path))
    return box
