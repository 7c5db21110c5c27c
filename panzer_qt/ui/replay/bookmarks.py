"""Bookmarks and notes on the steps of a record: the panel listing them (a double click goes there), the dialog
that writes one. They are kept inside the record when it is saved. Notes are plain text everywhere."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from panzer_qt.model.record import Bookmark
from panzer_qt.records.index import RecordIndex
from panzer_qt.ui.common.event_text import phase_title
from panzer_qt.ui.window_parts import ok_cancel

TITLE_LIMIT = 200


class BookmarkDialog(QDialog):
    """A bookmark's title and note."""

    def __init__(self, heading: str, mark: Bookmark, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(heading)
        self.mark = mark
        self.title = QLineEdit(mark.title)
        self.title.setMaxLength(TITLE_LIMIT)
        self.title.setToolTip(self.tr("The bookmark's name in the Bookmarks list"))
        self.note = QPlainTextEdit(mark.note)
        form = QFormLayout(self)
        form.addRow(self.tr("Title"), self.title)
        form.addRow(self.tr("Note"), self.note)
        form.addRow(ok_cancel(self))

    def bookmark(self) -> Bookmark:
        """The bookmark as written."""
        return Bookmark(step=self.mark.step, title=self.title.text().strip(), note=self.note.toPlainText())


class BookmarkPanel(QWidget):
    """The record's bookmarks by step; ``stepChosen`` on a double click, ``changed`` when one is added, edited or
    removed, ``addRequested`` for the Add button (the window knows the cursor's step)."""

    stepChosen = Signal(int)  # noqa: N815 (Qt signal name)
    changed = Signal()
    addRequested = Signal()  # noqa: N815 (Qt signal name)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.marks: list[Bookmark] = []
        self.index: RecordIndex | None = None
        self.list = QListWidget()
        self.list.itemActivated.connect(self._chosen)  # a double click, or Enter on the chosen one
        self.list.currentRowChanged.connect(self._show_note)
        self.note = QPlainTextEdit()
        self.note.setReadOnly(True)
        self.note.setPlaceholderText(self.tr("The chosen bookmark's note"))
        self.note.setMaximumHeight(110)
        buttons = QHBoxLayout()
        tips = (self.tr("Bookmark the step shown"), self.tr("Change the chosen bookmark's title and note"),
                self.tr("Remove the chosen bookmark"))  # fmt: skip
        for (text, slot), tip in zip(
            (
                (self.tr("Add..."), self.addRequested.emit),
                (self.tr("Edit..."), self.edit_current),
                (self.tr("Remove"), self.remove),
            ),
            tips,
            strict=True,
        ):
            button = QPushButton(text)
            button.setToolTip(tip)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        column = QVBoxLayout(self)
        column.addWidget(self.list, 1)
        column.addWidget(self.note)
        column.addLayout(buttons)

    def set_marks(self, marks: list[Bookmark], index: RecordIndex) -> None:
        """Show these bookmarks (a record was opened)."""
        self.index = index
        self.marks = sorted(marks, key=lambda m: m.step)
        self._fill()

    def label(self, mark: Bookmark) -> str:
        """A bookmark's line: step, turn, phase, title."""
        where = self.tr("Step {step}").format(step=mark.step)
        if self.index is not None:
            at = self.index.mark_at(mark.step)
            where += self.tr(", turn {turn}, {phase}").format(turn=at.turn, phase=phase_title(at.phase, at.segment))
        return f"{where}: {mark.title}" if mark.title else where

    def _fill(self, current: int = -1) -> None:
        self.list.clear()
        for mark in self.marks:
            item = QListWidgetItem(self.label(mark))
            item.setData(Qt.ItemDataRole.UserRole, mark.step)
            item.setToolTip(
                self.tr("<p style='white-space:pre-wrap'>{note}</p>").format(note=escape(mark.note))
                if mark.note
                else ""
            )
            self.list.addItem(item)
        self.list.setCurrentRow(min(current, self.list.count() - 1))
        self._show_note(self.list.currentRow())

    def _show_note(self, row: int) -> None:
        self.note.setPlainText(self.marks[row].note if 0 <= row < len(self.marks) else "")

    def add(self, mark: Bookmark) -> None:
        """Add a bookmark, kept in step order."""
        self.marks = sorted([*self.marks, mark], key=lambda m: m.step)
        self._fill(self.marks.index(mark))
        self.changed.emit()

    def ask_and_add(self, step: int) -> None:
        """Ask for a title and note for a new bookmark on ``step``."""
        dialog = BookmarkDialog(self.tr("Add bookmark"), Bookmark(step=step), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.add(dialog.bookmark())

    def edit_current(self) -> None:
        """Edit the chosen bookmark's title and note."""
        row = self.list.currentRow()
        if not 0 <= row < len(self.marks):
            return
        dialog = BookmarkDialog(self.tr("Edit bookmark"), self.marks[row], self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.marks[row] = dialog.bookmark()
            self._fill(row)
            self.changed.emit()

    def remove(self) -> None:
        """Remove the chosen bookmark."""
        row = self.list.currentRow()
        if 0 <= row < len(self.marks):
            del self.marks[row]
            self._fill(row)
            self.changed.emit()

    def steps(self) -> list[int]:
        """The bookmarked steps."""
        return [mark.step for mark in self.marks]

    def _chosen(self, item: QListWidgetItem) -> None:
        self.stepChosen.emit(int(item.data(Qt.ItemDataRole.UserRole)))
