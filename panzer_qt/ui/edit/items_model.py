"""A table of the scenario's units or KG markers (Qt model/view): one row per item, columns that read a field
and edit it through a Qt-free function, each edit an undo step; enumerations edited with a combo box."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QStyledItemDelegate, QStyleOptionViewItem, QToolTip, QWidget

from panzer_qt.model.scenario import Scenario
from panzer_qt.ui.edit.document import Document, EditCommand, ScenarioChange
from panzer_qt.ui.later import call_later

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
Index = QModelIndex | QPersistentModelIndex
REFUSED_TINT = QColor(255, 205, 205)
"""The background of a cell whose last value was refused."""
REFUSAL_SHOWN_MS = 10000


class CellRefusals(QObject):
    """Why the last value typed into a cell was refused, kept for the cell (its tooltip, a tint) until the scenario
    changes, and said at the cell at once (``refused``)."""

    refused = Signal(QModelIndex, str)
    """A value typed into this cell (of the model) was refused: why."""

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.reasons: dict[tuple[int, int], str] = {}
        document.changed.connect(lambda _change: self.reasons.clear())
        document.replaced.connect(self.reasons.clear)

    def edit(self, index: Index, run: Callable[[], bool]) -> bool:
        """``run()`` (an edit of the document), the reason kept and said if the document refuses it."""
        said: list[str] = []
        slot = said.append
        self.document.refused.connect(slot)
        try:
            done = run()
        finally:
            self.document.refused.disconnect(slot)
        if said:
            self.reasons[(index.row(), index.column())] = said[-1]
            self.refused.emit(self.document_index(index), said[-1])
        return done

    @staticmethod
    def document_index(index: Index) -> QModelIndex:
        """A plain index of the same cell."""
        model = index.model()
        return model.index(index.row(), index.column()) if model is not None else QModelIndex()

    def data(self, index: Index, role: int) -> Any:
        """The reason as the cell's tooltip, and its tint; None for other roles and cells not refused."""
        reason = self.reasons.get((index.row(), index.column()))
        if reason is None:
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            return reason
        return REFUSED_TINT if role == Qt.ItemDataRole.BackgroundRole else None


def say_refusals_at_cells(view: QAbstractItemView, refusals: CellRefusals) -> None:
    """Show each refusal in a tooltip at its cell of ``view`` (whose model is the refusing model or a proxy of it)."""

    def say(index: QPersistentModelIndex, reason: str) -> None:
        proxy = view.model()
        shown = (
            proxy.mapFromSource(proxy.sourceModel().index(index.row(), index.column()))
            if isinstance(proxy, QSortFilterProxyModel)
            else index
        )
        view.scrollTo(shown)
        rect = view.visualRect(shown)
        QToolTip.showText(
            view.viewport().mapToGlobal(rect.bottomLeft()), reason, view.viewport(), QRect(), REFUSAL_SHOWN_MS
        )
        view.setProperty("refusal", reason)

    def later(index: QModelIndex, reason: str) -> None:
        """Once the cell's editor has closed (its closing would hide the tooltip)."""
        kept = QPersistentModelIndex(index)
        call_later(view, lambda: say(kept, reason))

    refusals.refused.connect(later)


@dataclass(frozen=True)
class Column:
    """One column: its title, the text of an item, the edit of the text typed (None: read only), the values an
    enumeration may take, a sort key (else the text) and how a value is shown (else as it is)."""

    title: str
    text: Callable[[Any], str]
    edit: Callable[[Scenario, Any, str], Scenario] | None = None
    choices: tuple[str, ...] = ()
    key: Callable[[Any], object] | None = None
    tip: str = ""
    shown: Callable[[str], str] = str


class ItemsModel(QAbstractTableModel):
    """The rows ``items(scenario)`` of the document's scenario, shown and edited by ``columns``."""

    def __init__(
        self,
        document: Document,
        items: Callable[[Scenario], Sequence[Any]],
        columns: list[Column],
        *,
        command: type[EditCommand],
        name: Callable[[Any], str],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.document, self.items, self.columns, self.command, self.name = document, items, columns, command, name
        self.rows = list(items(document.scenario))
        self.refusals = CellRefusals(document, self)
        document.changed.connect(self._changed)
        document.replaced.connect(lambda: self._changed(None))

    def _changed(self, _change: ScenarioChange | None) -> None:
        """Tell the views what changed: a block of rows inserted or removed, the rows whose items changed; a reset
        (which re-sorts and re-measures the whole table) only when rows were reordered."""
        rows = list(self.items(self.document.scenario))
        if rows == self.rows:  # unchanged items are the same objects: this is quick
            return
        block = block_change([self.name(r) for r in self.rows], [self.name(r) for r in rows])
        if block is None:
            self.beginResetModel()
            self.rows = rows
            self.endResetModel()
            return
        start, count = block
        before = {self.name(r): r for r in self.rows}
        if count:
            inserted = count > 0
            last = start + abs(count) - 1
            (self.beginInsertRows if inserted else self.beginRemoveRows)(QModelIndex(), start, last)
            self.rows = rows
            (self.endInsertRows if inserted else self.endRemoveRows)()
        changed = [i for i, r in enumerate(rows) if before.get(self.name(r), r) is not r]
        self.rows = rows
        if changed:
            self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], len(self.columns) - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 (Qt override)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 (Qt override)
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        column, item = self.columns[index.column()], self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.shown(column.text(item))
        if role == Qt.ItemDataRole.EditRole:
            return column.text(item)
        if role == SORT_ROLE:
            return column.key(item) if column.key else column.text(item)
        refused = self.refusals.data(index, role)
        if refused is None and role == Qt.ItemDataRole.ToolTipRole:
            return column.tip or None
        return refused

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation is Qt.Orientation.Horizontal:
            return self.columns[section].title
        if role == Qt.ItemDataRole.ToolTipRole and orientation is Qt.Orientation.Horizontal:
            return self.columns[section].tip or None
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and self.columns[index.column()].edit is not None:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        column = self.columns[index.column()]
        edit = column.edit
        if role != Qt.ItemDataRole.EditRole or edit is None or str(value) == column.text(self.rows[index.row()]):
            return False
        item = self.rows[index.row()]
        text = f"{self.name(item)}: {column.title.lower()}"
        return self.refusals.edit(index, lambda: self.document.edit(self.command, text, edit, item, str(value)))

    def row_of(self, key: str) -> int:
        """The row of the item named ``key`` (-1 if none)."""
        return next((i for i, r in enumerate(self.rows) if self.name(r) == key), -1)


def block_change(old: Sequence[str], new: Sequence[str]) -> tuple[int, int] | None:
    """How ``new`` follows from ``old``: one block of names inserted at a row (count > 0), removed (count < 0) or
    neither (count 0); None for any other change.

    >>> block_change("abc", "axbc"), block_change("abcd", "ad"), block_change("ab", "ab"), block_change("ab", "ba")
    ((1, 1), (1, -2), (0, 0), None)
    """
    count = len(new) - len(old)
    short, long = (old, new) if count > 0 else (new, old)
    start = next((i for i, (a, b) in enumerate(zip(short, long, strict=False)) if a != b), len(short))
    if list(long[:start]) + list(long[start + abs(count) :]) != list(short):
        return None
    return (start, count) if count else (0, 0)


class ChoiceDelegate(QStyledItemDelegate):
    """Edits the cells that hold an enumeration with a combo box of its values (``choices(index)``; none: text),
    each shown as ``shown(index)`` says (in the reader's language)."""

    def __init__(
        self,
        choices: Callable[[Index], tuple[str, ...]],
        parent: QObject | None = None,
        shown: Callable[[Index], Callable[[str], str]] = lambda _index: str,
    ) -> None:
        super().__init__(parent)
        self.choices = choices
        self.shown = shown

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:  # noqa: N802
        choices = self.choices(index)
        if not choices:
            return super().createEditor(parent, option, index)
        box = QComboBox(parent)
        shown = self.shown(index)
        for value in choices:
            box.addItem(shown(value), value)
        return box

    def setEditorData(self, editor: QWidget, index: Index) -> None:  # noqa: N802
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(editor.findData(str(index.data(Qt.ItemDataRole.EditRole))))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:  # noqa: N802
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)
        else:
            super().setModelData(editor, model, index)
