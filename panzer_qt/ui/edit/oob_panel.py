"""The order of battle: a sortable, filterable table of every unit, the KG markers, and the chosen unit's counter
at each of its steps, drawn exactly as the game draws it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QSortFilterProxyModel, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from panzer_qt.editing.units import (
    abilities_text,
    add_kg,
    add_unit,
    change_kg,
    change_unit,
    delete_kg,
    delete_unit,
    duplicate_unit,
    parse_abilities,
    parse_steps,
    place_unit,
    set_arrival,
    steps_text,
)
from panzer_qt.model.enums import Mobility, Side, UnitSize, UnitType
from panzer_qt.model.oob import Abilities, KGSpec, UnitSpec
from panzer_qt.model.scenario import Scenario
from panzer_qt.ui.edit.commands import EditMarker, EditUnit
from panzer_qt.ui.edit.document import ScenarioChange
from panzer_qt.ui.edit.items_model import SORT_ROLE, ChoiceDelegate, Column, ItemsModel, say_refusals_at_cells
from panzer_qt.ui.edit.tool_base import Editor
from panzer_qt.ui.map.counters import counter_pixmap
from panzer_qt.ui.map.hex_info import as_tooltip
from panzer_qt.ui.translated import word

PREVIEW = 64
"""Pixel size of the previewed counters."""
MIN_TABLE_WIDTH = 240


def _number(text: str) -> int:
    return int(text) if text.strip().lstrip("-").isdigit() else -1


def _unit_columns() -> list[Column]:
    def field(name: str, title: str, enum: Any = None, tip: str = "") -> Column:
        choices = tuple(e.value for e in enum) if enum else ()
        shown: Callable[[str], str] = (lambda value: word(enum(value))) if enum else str
        return Column(
            title,
            lambda u: str(getattr(u, name)),
            lambda s, u, t: change_unit(s, u.id, **{name: t}),
            choices,
            tip=tip,
            shown=shown,
        )

    return [
        field(
            "id",
            QCoreApplication.translate("OobPanel", "Id"),
            tip=QCoreApplication.translate("OobPanel", "unique id of the unit"),
        ),
        field("name", QCoreApplication.translate("OobPanel", "Name")),
        field("side", QCoreApplication.translate("OobPanel", "Side"), Side),
        field(
            "type",
            QCoreApplication.translate("OobPanel", "Type"),
            UnitType,
            QCoreApplication.translate("OobPanel", "unit type (2.4)"),
        ),
        field(
            "size",
            QCoreApplication.translate("OobPanel", "Size"),
            UnitSize,
            QCoreApplication.translate("OobPanel", "organizational size (2.4)"),
        ),
        field(
            "mobility",
            QCoreApplication.translate("OobPanel", "Mobility"),
            Mobility,
            QCoreApplication.translate("OobPanel", "mobility class (12.1)"),
        ),
        Column(
            QCoreApplication.translate("OobPanel", "Steps"),
            lambda u: steps_text(u.steps),
            lambda s, u, t: change_unit(s, u.id, steps=parse_steps(t, "$.units.steps")),
            key=lambda u: (u.max_steps, u.steps[0].attack),
            tip=QCoreApplication.translate("OobPanel", "attack-defence of each step, full strength first (2.6)"),
        ),
        Column(
            QCoreApplication.translate("OobPanel", "Set-up hex"),
            lambda u: u.setup_hex or "",
            lambda s, u, t: place_unit(s, u.id, t.strip()),
            tip=QCoreApplication.translate(
                "OobPanel", "where the unit sets up (3.2); click the map with the Set-up tool"
            ),
        ),
        Column(
            QCoreApplication.translate("OobPanel", "Arrives"),
            lambda u: "" if u.arrival_turn is None else str(u.arrival_turn),
            lambda s, u, t: set_arrival(s, u.id, _number(t)),
            key=lambda u: u.arrival_turn or 0,
            tip=QCoreApplication.translate("OobPanel", "turn of arrival of a reinforcement (10.1)"),
        ),
        Column(
            QCoreApplication.translate("OobPanel", "Abilities"),
            lambda u: abilities_text(u.abilities),
            lambda s, u, t: change_unit(s, u.id, abilities=parse_abilities(t, "$.units.abilities")),
            tip=QCoreApplication.translate("OobPanel", "flags: ") + ", ".join(Abilities.model_fields),
        ),
        field("formation", QCoreApplication.translate("OobPanel", "Formation")),
    ]


def _kg_columns() -> list[Column]:
    def index(scenario: Scenario, kg: KGSpec) -> int:
        return [k.id for k in scenario.kg_markers].index(kg.id)

    def field(name: str, title: str, number: bool = False, tip: str = "") -> Column:
        def edit(s: Scenario, kg: KGSpec, text: str) -> Scenario:
            return change_kg(s, index(s, kg), **{name: _number(text) if number else text})

        return Column(title, lambda k: str(getattr(k, name)), edit, tip=tip)

    return [
        field("id", QCoreApplication.translate("OobPanel", "Id")),
        field("name", QCoreApplication.translate("OobPanel", "Name")),
        field(
            "available_turn",
            QCoreApplication.translate("OobPanel", "Available"),
            True,
            QCoreApplication.translate("OobPanel", "turn the marker becomes available (10.2)"),
        ),
        field(
            "deploy_from_turn",
            QCoreApplication.translate("OobPanel", "Deployed from"),
            True,
            QCoreApplication.translate("OobPanel", "first turn it may be deployed (5.3)"),
        ),
    ]


def _table(model: ItemsModel) -> tuple[QTableView, QSortFilterProxyModel]:
    proxy = QSortFilterProxyModel(model)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    proxy.setFilterKeyColumn(-1)
    proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    view = QTableView()
    view.setModel(proxy)
    view.setSortingEnabled(True)
    view.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
    columns = model.columns
    view.setItemDelegate(
        ChoiceDelegate(lambda index: columns[index.column()].choices, view, lambda index: columns[index.column()].shown)
    )
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.resizeColumnsToContents()
    view.verticalHeader().hide()
    model.modelReset.connect(view.resizeColumnsToContents)
    say_refusals_at_cells(view, model.refusals)
    return view, proxy


def _buttons(*rows: tuple[str, Any, str]) -> QWidget:
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    for text, slot, tip in rows:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setObjectName(text.lower().replace(" ", "_"))
        button.clicked.connect(slot)
        layout.addWidget(button)
    layout.addStretch(1)
    return row


def counter_strip(unit: UnitSpec, size: int = PREVIEW, dpr: float = 1.0) -> QPixmap:
    """The unit's counter at every step, full strength first (2.6), side by side."""
    gap = size // 8
    strip = QPixmap(round((unit.max_steps * (size + gap) - gap) * dpr), round(size * dpr))
    strip.setDevicePixelRatio(dpr)
    strip.fill(Qt.GlobalColor.transparent)
    painter = QPainter(strip)
    try:
        for i, steps in enumerate(range(unit.max_steps, 0, -1)):
            painter.drawPixmap(i * (size + gap), 0, counter_pixmap(unit, steps, size, dpr))
    finally:
        painter.end()
    return strip


class OobPanel(QWidget):
    """Units and KG markers of the scenario; the chosen unit follows the editor's choice both ways."""

    def __init__(self, editor: Editor) -> None:
        super().__init__()
        self.editor = editor
        document = editor.document
        self.model = ItemsModel(document, lambda s: s.units, _unit_columns(), command=EditUnit, name=lambda u: u.id)
        self.table, self.proxy = _table(self.model)
        self.table.setObjectName("units_table")
        self.filter = QLineEdit()
        self.filter.setToolTip(self.tr("Show only the units whose row holds this text"))
        self.filter.setObjectName("units_filter")
        self.filter.setPlaceholderText(self.tr("Filter units (any column)"))
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.preview = QLabel()
        self.preview.setObjectName("counter_preview")
        self.preview.setMinimumHeight(PREVIEW + 8)
        self.kg_model = ItemsModel(
            document, lambda s: s.kg_markers, _kg_columns(), command=EditMarker, name=lambda k: k.id
        )
        self.kg_table, _kg_proxy = _table(self.kg_model)
        self.kg_table.setObjectName("kg_table")
        self.kg_table.setMaximumHeight(150)
        for table in (self.table, self.kg_table):
            table.setMinimumWidth(MIN_TABLE_WIDTH)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter)
        layout.addWidget(self.table, 1)
        layout.addWidget(_buttons(
            (self.tr("Add German"), lambda: self.add(Side.GERMAN), self.tr("Add a German unit to the order of battle")),
            (self.tr("Add Soviet"), lambda: self.add(Side.SOVIET), self.tr("Add a Soviet unit to the order of battle")),
            (self.tr("Duplicate"), self.duplicate, self.tr("Add a copy of the chosen unit")),
            (self.tr("Delete"), self.delete, self.tr("Remove the chosen unit")),
        ))  # fmt: skip
        layout.addWidget(self.preview)
        layout.addWidget(QLabel(self.tr("Korpsgruppe markers (10.2):")))
        layout.addWidget(self.kg_table)
        layout.addWidget(_buttons(
            (self.tr("Add KG"), self.add_kg, self.tr("Add a Korpsgruppe marker")),
            (self.tr("Delete KG"), self.delete_kg, self.tr("Remove the chosen Korpsgruppe marker")),
        ))  # fmt: skip
        self.table.selectionModel().currentRowChanged.connect(self._row_chosen)
        editor.unitSelected.connect(self.show_unit)
        document.changed.connect(self._changed)
        document.replaced.connect(lambda: editor.select_unit(""))

    def _changed(self, change: ScenarioChange) -> None:
        if change.old.units != change.new.units:
            self.show_unit(self.editor.unit)

    def _row_chosen(self, current: Any, _previous: Any) -> None:
        row = self.proxy.mapToSource(current).row()
        if 0 <= row < len(self.model.rows):
            self.editor.select_unit(self.model.rows[row].id)

    def show_unit(self, unit_id: str) -> None:
        """Select the unit's row and preview its counters ("" nothing)."""
        row = self.model.row_of(unit_id)
        if row >= 0:
            index = self.proxy.mapFromSource(self.model.index(row, 0))
            if index.isValid() and self.table.currentIndex().row() != index.row():
                self.table.setCurrentIndex(index)
                self.table.scrollTo(index)
            unit = self.model.rows[row]
            self.preview.setPixmap(counter_strip(unit, PREVIEW, self.devicePixelRatioF()))
            self.preview.setToolTip(
                as_tooltip(
                    self.tr("{name}: {max_steps} steps, as drawn in the game").format(
                        name=unit.name, max_steps=unit.max_steps
                    )
                )
            )
        else:
            self.preview.clear()

    def _add_and_choose(self, text: str, make: Callable[[Scenario], tuple[Scenario, str]]) -> None:
        made: list[str] = []

        def change(scenario: Scenario) -> Scenario:
            edited, new_id = make(scenario)
            made.append(new_id)
            return edited

        if self.editor.document.edit(EditUnit, text, change):
            self.editor.select_unit(made[-1])

    def add(self, side: Side) -> None:
        """A new unit of ``side`` after the chosen one, chosen."""
        after = self.editor.unit or None
        self._add_and_choose(self.tr("Add a {side} unit").format(side=word(side)), lambda s: add_unit(s, side, after))

    def duplicate(self) -> None:
        """A copy of the chosen unit, chosen."""
        unit_id = self.editor.unit
        if unit_id:
            self._add_and_choose(
                self.tr("Duplicate {unit_id}").format(unit_id=unit_id), lambda s: duplicate_unit(s, unit_id)
            )

    def delete(self) -> None:
        """Delete the chosen unit."""
        unit_id, document = self.editor.unit, self.editor.document
        unit = next((u for u in document.scenario.units if u.id == unit_id), None)
        if unit is None or not document.edit(
            EditUnit, self.tr("Delete {unit_id}").format(unit_id=unit_id), delete_unit, unit_id
        ):
            return
        self.editor.select_unit("")
        if unit.setup_hex is not None:
            said = self.tr("Deleted {unit} ({unit_id}), set up in {hex}; Undo puts it back")
            document.told.emit(said.format(unit=unit.name, unit_id=unit.id, hex=unit.setup_hex))
        else:
            said = self.tr("Deleted {unit} ({unit_id}), arriving on turn {turn}; Undo puts it back")
            document.told.emit(said.format(unit=unit.name, unit_id=unit.id, turn=unit.arrival_turn))

    def add_kg(self) -> None:
        """A new KG marker, last."""
        self.editor.document.edit(EditMarker, self.tr("Add KG marker"), add_kg)

    def delete_kg(self) -> None:
        """Delete the KG marker chosen in its table."""
        row = _kg_proxy_row(self.kg_table)
        if row >= 0:
            self.editor.document.edit(EditMarker, self.tr("Delete KG marker"), delete_kg, row)


def _kg_proxy_row(view: QTableView) -> int:
    proxy = view.model()
    index = view.currentIndex()
    if not index.isValid() or not isinstance(proxy, QSortFilterProxyModel):
        return -1
    return proxy.mapToSource(index).row()
