"""The editor's small dialogs: a new map's size, a resize of the map, the preview of a GeoJSON import (with its
unnamed points to name)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from panzer_qt.editing.geoimport import ImportPlan
from panzer_qt.editing.resize import Resize
from panzer_qt.ui.translated import engine_text
from panzer_qt.ui.window_parts import explain_buttons

MAX_SIZE = 99
NAME_COLUMN = 3
"""Of the unnamed points' table: where the modder types a name."""


def read_only_cell(text: str, tip: str = "") -> QTableWidgetItem:
    """A table cell that can be chosen but not edited."""
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if tip:
        item.setToolTip(tip)
    return item


def _buttons(dialog: QDialog, ok: str, tip: str) -> QDialogButtonBox:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    box.button(QDialogButtonBox.StandardButton.Ok).setText(ok)
    explain_buttons(box, {"Ok": tip})
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


class NewDialog(QDialog):
    """The name and map size of a new scenario."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New scenario"))
        form = QFormLayout(self)
        self.name = QLineEdit(self.tr("New scenario"))
        self.columns = QSpinBox(minimum=1, maximum=MAX_SIZE, value=20)
        self.rows = QSpinBox(minimum=2, maximum=MAX_SIZE, value=15)
        self.name.setToolTip(self.tr("The scenario's name, shown in the title bar and the New Game dialog"))
        self.columns.setToolTip(self.tr("Hex columns from west to east (1 to {most})").format(most=MAX_SIZE))
        self.rows.setToolTip(self.tr("Hexes in an odd column from north to south (2 to {most})").format(most=MAX_SIZE))
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Columns:"), self.columns)
        form.addRow(self.tr("Rows (odd columns; even ones have one less):"), self.rows)
        form.addRow(_buttons(self, self.tr("Create"), self.tr("Start a new scenario with an empty map of this size")))


class ResizeDialog(QDialog):
    """Rows and columns to add (or, negative, remove) at each edge."""

    def __init__(self, columns: int, rows: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Resize the map"))
        self.size_now = (columns, rows)
        form = QFormLayout(self)
        form.addRow(
            QLabel(
                self.tr("The map has {columns} columns and {rows} rows. Add (or, negative, remove):").format(
                    columns=columns, rows=rows
                )
            )
        )
        labels = {
            "north": self.tr("Rows at the north edge:"),
            "south": self.tr("Rows at the south edge:"),
            "west": self.tr("Columns at the west edge:"),
            "east": self.tr("Columns at the east edge:"),
        }
        self.edges = {name: QSpinBox(minimum=-MAX_SIZE, maximum=MAX_SIZE) for name in labels}
        self.edges["west"].setSingleStep(2)
        tips = {
            "north": self.tr("Rows to add along the north edge; negative: rows to remove"),
            "south": self.tr("Rows to add along the south edge; negative: rows to remove"),
            "west": self.tr(
                "Columns to add along the west edge, two at a time: odd columns stand higher than even ones (R2)"
            ),
            "east": self.tr("Columns to add along the east edge; negative: columns to remove"),
        }
        for name, spin in self.edges.items():
            spin.setToolTip(tips[name])
        for name, spin in self.edges.items():
            spin.setObjectName(f"resize_{name}")
            spin.valueChanged.connect(self._show_result)
            form.addRow(labels[name], spin)
        self.outcome = QLabel()
        form.addRow(self.outcome)
        form.addRow(_buttons(self, self.tr("Resize"), self.tr("Resize the map; Undo takes it back")))
        self._show_result()

    def change(self) -> Resize:
        """The resize asked for."""
        return Resize(**{name: spin.value() for name, spin in self.edges.items()})

    def _show_result(self) -> None:
        change = self.change()
        columns, rows = self.size_now
        self.outcome.setText(
            self.tr("New size: {columns} columns, {rows} rows").format(
                columns=columns + change.west + change.east, rows=rows + change.north + change.south
            )
        )


class ImportDialog(QDialog):
    """What a GeoJSON import adds and leaves out, and its points without a name, to name; the map behind shows the
    result (framed and outlined) until the choice is made."""

    def __init__(self, plan: ImportPlan, source: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plan = plan
        self.setWindowTitle(self.tr("Import {source}").format(source=source))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("The map shows the import, outlined. It adds and leaves out:")))
        text = QPlainTextEdit("\n".join(engine_text(line) for line in plan.summary()))
        text.setObjectName("import_summary")
        text.setReadOnly(True)
        text.setToolTip(self.tr("What the import adds, and each feature it leaves out with the reason"))
        layout.addWidget(text)
        self.unnamed = QTableWidget(len(plan.unnamed), 4, self)
        self.unnamed.setObjectName("unnamed_points")
        self.unnamed.setToolTip(
            self.tr("Type a name to import the point as a town; one left without a name is left out")
        )
        if plan.unnamed:
            self._fill_unnamed()
            note = QLabel(self.tr("%n point(s) have no name. Type one to import a point as a town:", "",
                                  len(plan.unnamed)))  # fmt: skip
            layout.addWidget(note)
            layout.addWidget(self.unnamed)
        else:
            self.unnamed.hide()
        layout.addWidget(
            _buttons(
                self, self.tr("Import"), self.tr("Add these rivers, towns and lakes to the map; Undo takes them back")
            )
        )
        self.resize(620, 480 if plan.unnamed else 360)

    def _fill_unnamed(self) -> None:
        table = self.unnamed
        table.setHorizontalHeaderLabels([self.tr("Feature"), self.tr("Hex"), self.tr("Properties"), self.tr("Name")])
        table.verticalHeader().hide()
        table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        for row, point in enumerate(self.plan.unnamed):
            for col, cell in enumerate([point.where, point.hex, point.hint]):
                table.setItem(row, col, read_only_cell(cell, point.hint if col == 2 else ""))
            table.setItem(row, NAME_COLUMN, QTableWidgetItem(""))
        table.resizeColumnsToContents()
        table.horizontalHeader().setStretchLastSection(True)

    def names(self) -> dict[str, str]:
        """The names typed for the unnamed points, by their place in the file."""
        return {
            point.where: item.text() if (item := self.unnamed.item(row, NAME_COLUMN)) is not None else ""
            for row, point in enumerate(self.plan.unnamed)
        }
