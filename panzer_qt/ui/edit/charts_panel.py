"""The charts (14.0) as editable tables, each with "reset to the rulebook", and the scenario's description,
options and starting situation. Every change is an undo step through ``editing.tables``."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from panzer_qt.editing.tables import reset_tables, set_part, set_table_value, table_value
from panzer_qt.model.enums import CombatResult, Terrain, Weather
from panzer_qt.model.tables import CRT_COLUMNS, DIE_FACES, CombatShifts, Stacking, TownEffects, VictoryTable
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.ui.edit.commands import EditScenario, EditTables
from panzer_qt.ui.edit.document import Document, ScenarioChange
from panzer_qt.ui.edit.items_model import CellRefusals, ChoiceDelegate, say_refusals_at_cells
from panzer_qt.ui.window_parts import scrolled

Path = tuple[str | int, ...]
Index = QModelIndex | QPersistentModelIndex
DIE: list[tuple[str, Path]] = [(str(d + 1), (d,)) for d in range(DIE_FACES)]
VALUE: list[tuple[str, Path]] = [("value", ())]


@dataclass(frozen=True)
class Chart:
    """A grid of chart entries: each cell's path is its row's path followed by its column's."""

    title: str
    rows: list[tuple[str, Path]]
    columns: list[tuple[str, Path]]
    choices: tuple[str, ...] = ()


def _fields(prefix: str, model: Any) -> list[tuple[str, Path]]:
    return [(name.replace("_", " "), (prefix, name)) for name in model.model_fields]


CHART_LABELS = (
    QT_TRANSLATE_NOOP("ChartsPanel", "value"),
    QT_TRANSLATE_NOOP("ChartsPanel", "below 1:2"),
    QT_TRANSLATE_NOOP("ChartsPanel", "above 7:1"),
    QT_TRANSLATE_NOOP("ChartsPanel", "MP mechanized"),
    QT_TRANSLATE_NOOP("ChartsPanel", "MP non-mechanized"),
    QT_TRANSLATE_NOOP("ChartsPanel", "mechanized"),
    QT_TRANSLATE_NOOP("ChartsPanel", "non-mechanized"),
    QT_TRANSLATE_NOOP("ChartsPanel", "clear"),
    QT_TRANSLATE_NOOP("ChartsPanel", "forest"),
    QT_TRANSLATE_NOOP("ChartsPanel", "rough"),
    QT_TRANSLATE_NOOP("ChartsPanel", "marsh"),
    QT_TRANSLATE_NOOP("ChartsPanel", "thaw"),
    QT_TRANSLATE_NOOP("ChartsPanel", "frost"),
    QT_TRANSLATE_NOOP("ChartsPanel", "storm"),
    QT_TRANSLATE_NOOP("ChartsPanel", "town shift"),
    QT_TRANSLATE_NOOP("ChartsPanel", "fortified shift german defends"),
    QT_TRANSLATE_NOOP("ChartsPanel", "fortified shift soviet defends"),
    QT_TRANSLATE_NOOP("ChartsPanel", "mp non mechanized"),
    QT_TRANSLATE_NOOP("ChartsPanel", "mp mechanized"),
    QT_TRANSLATE_NOOP("ChartsPanel", "river"),
    QT_TRANSLATE_NOOP("ChartsPanel", "concentric german"),
    QT_TRANSLATE_NOOP("ChartsPanel", "concentric soviet"),
    QT_TRANSLATE_NOOP("ChartsPanel", "kg"),
    QT_TRANSLATE_NOOP("ChartsPanel", "tiger"),
    QT_TRANSLATE_NOOP("ChartsPanel", "german steps"),
    QT_TRANSLATE_NOOP("ChartsPanel", "soviet non artillery steps"),
    QT_TRANSLATE_NOOP("ChartsPanel", "soviet artillery steps"),
    QT_TRANSLATE_NOOP("ChartsPanel", "town vp"),
    QT_TRANSLATE_NOOP("ChartsPanel", "fortified vp"),
    QT_TRANSLATE_NOOP("ChartsPanel", "out of cc town vp"),
    QT_TRANSLATE_NOOP("ChartsPanel", "exit vp"),
    QT_TRANSLATE_NOOP("ChartsPanel", "exit vp max"),
    QT_TRANSLATE_NOOP("ChartsPanel", "soviet victory at"),
    QT_TRANSLATE_NOOP("ChartsPanel", "draw at"),
)
"""The charts' row and column labels (the tables' field names in words), marked for translation."""


def chart_label(label: str) -> str:
    """A chart's row or column label in the reader's language ("turn 3" keeps its number; numbers and odds
    columns stay as they are)."""
    turn = re.fullmatch(r"turn (\d+)", label)
    if not re.search("[a-z]", label):
        return label
    if turn:
        return QCoreApplication.translate("ChartsPanel", "turn {n}").format(n=turn.group(1))
    return QCoreApplication.translate("ChartsPanel", label)


WEATHERS = [(w.value, (w.value,)) for w in Weather]
TABS: list[tuple[str, tuple[str, ...], list[Chart]]] = [
    (
        QT_TRANSLATE_NOOP("ChartsPanel", "CRT"),
        ("crt", "crt_below", "crt_above"),
        [
            Chart(
                QT_TRANSLATE_NOOP("ChartsPanel", "Combat Results Table (13.9): odds column by die roll"),
                [(c, ("crt", c)) for c in CRT_COLUMNS],
                DIE,
                tuple(r.value for r in CombatResult),
            ),
            Chart(
                QT_TRANSLATE_NOOP("ChartsPanel", "Off the table (R15)"),
                [("below 1:2", ("crt_below",)), ("above 7:1", ("crt_above",))],
                VALUE,
                tuple(r.value for r in CombatResult),
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("ChartsPanel", "Terrain"),
        ("terrain", "town", "shifts"),
        [
            Chart(
                QT_TRANSLATE_NOOP("ChartsPanel", "Terrain Effects Chart (12.2, 13.8)"),
                [(t.value, ("terrain", t.value)) for t in Terrain],
                [
                    ("MP non-mechanized", ("mp_non_mechanized",)),
                    ("MP mechanized", ("mp_mechanized",)),
                    (QT_TRANSLATE_NOOP("ChartsPanel", "combat shift"), ("combat_shift",)),
                ],
            ),
            Chart(
                QT_TRANSLATE_NOOP("ChartsPanel", "Towns and fortified localities (13.8.4, R36, R56)"),
                _fields("town", TownEffects),
                VALUE,
            ),
            Chart(
                QT_TRANSLATE_NOOP("ChartsPanel", "Other column shifts (13.4, 13.5, 13.8.2)"),
                _fields("shifts", CombatShifts),
                VALUE,
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("ChartsPanel", "Weather"),
        ("weather", "first_turn_weather"),
        [
            Chart(
                QT_TRANSLATE_NOOP("ChartsPanel", "Weather by turn and die roll (5.1)"),
                [(f"turn {t}", ("weather", str(t))) for t in range(2, 9)],
                DIE,
                tuple(w.value for w in Weather),
            ),
            Chart(
                QT_TRANSLATE_NOOP("ChartsPanel", "Turn 1 (3.1)"),
                [("turn 1", ("first_turn_weather",))],
                VALUE,
                tuple(w.value for w in Weather),
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("ChartsPanel", "Movement"),
        ("movement", "river_crossing"),
        [
            Chart(
                QT_TRANSLATE_NOOP("ChartsPanel", "Movement factors (12.1)"),
                [(w, ("movement", *p)) for w, p in WEATHERS],
                [("non-mechanized", ("non_mechanized",)), ("mechanized", ("mechanized",))],
            ),
            Chart(
                QT_TRANSLATE_NOOP("ChartsPanel", "River crossing: extra MP by die roll (12.3)"),
                [(w.value, ("river_crossing", "by_roll", w.value)) for w in (Weather.STORM, Weather.THAW)],
                DIE,
            ),
            Chart(
                QT_TRANSLATE_NOOP("ChartsPanel", "River crossing (12.3)"),
                [
                    (
                        QT_TRANSLATE_NOOP("ChartsPanel", "major river roll bonus"),
                        ("river_crossing", "major_river_roll_bonus"),
                    ),
                    (QT_TRANSLATE_NOOP("ChartsPanel", "flat cost (optional rule)"), ("river_crossing", "flat_cost")),
                ],
                VALUE,
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("ChartsPanel", "Stacking, victory"),
        ("stacking", "victory"),
        [
            Chart(QT_TRANSLATE_NOOP("ChartsPanel", "Stacking limits (6.1, 6.2)"), _fields("stacking", Stacking), VALUE),
            Chart(
                QT_TRANSLATE_NOOP("ChartsPanel", "Victory points (4.1-4.4)"), _fields("victory", VictoryTable), VALUE
            ),
        ],
    ),
]
"""The tabs: title, the chart fields that "reset to the rulebook" resets, and the charts shown."""


class ChartModel(QAbstractTableModel):
    """One chart of the document's tables."""

    def __init__(self, document: Document, chart: Chart, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document, self.chart = document, chart
        self.refusals = CellRefusals(document, self)
        document.changed.connect(self._changed)
        document.replaced.connect(lambda: self._changed(None))

    def _changed(self, change: ScenarioChange | None) -> None:
        if change is None or change.old.tables != change.new.tables:
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def path(self, index: Index) -> Path:
        """The tables path of a cell."""
        return self.chart.rows[index.row()][1] + self.chart.columns[index.column()][1]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 (Qt override)
        return 0 if parent.isValid() else len(self.chart.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 (Qt override)
        return 0 if parent.isValid() else len(self.chart.columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if index.isValid() and role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            value = str(table_value(self.document.scenario.tables, self.path(index)))
            shown = self.chart.choices and role == Qt.ItemDataRole.DisplayRole  # a weather in the reader's words
            return chart_label(value) if shown else value
        if index.isValid() and role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        return self.refusals.data(index, role) if index.isValid() else None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        labels = self.chart.columns if orientation is Qt.Orientation.Horizontal else self.chart.rows
        return chart_label(labels[section][0])

    def flags(self, index: Index) -> Qt.ItemFlag:
        return super().flags(index) | Qt.ItemFlag.ItemIsEditable

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        text = str(value).strip()
        if role != Qt.ItemDataRole.EditRole or text == self.data(index, Qt.ItemDataRole.EditRole):
            return False
        typed: Any = text if self.chart.choices else (int(text) if text.lstrip("-").isdigit() else text)
        label = f"{self.chart.rows[index.row()][0]}, {self.chart.columns[index.column()][0]}"
        text = self.tr("Chart: {label}").format(label=label)
        return self.refusals.edit(
            index, lambda: self.document.edit(EditTables, text, set_table_value, self.path(index), typed)
        )


def _chart_view(model: ChartModel) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setItemDelegate(ChoiceDelegate(lambda _index: model.chart.choices, view))
    say_refusals_at_cells(view, model.refusals)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    height = view.horizontalHeader().sizeHint().height() + 2
    view.setFixedHeight(height + sum(view.rowHeight(r) for r in range(model.rowCount())) + 4)
    return view


class ChartsPanel(QTabWidget):
    """A tab per group of charts, and one for the scenario's description and options."""

    def __init__(self, document: Document) -> None:
        super().__init__()
        self.document = document
        self.models: list[ChartModel] = []
        for title, fields, charts in TABS:
            self.addTab(scrolled(self._tab(fields, charts)), QCoreApplication.translate("ChartsPanel", title))
        self.addTab(scrolled(ScenarioForm(document)), self.tr("Scenario"))

    def _tab(self, fields: tuple[str, ...], charts: list[Chart]) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        for chart in charts:
            model = ChartModel(self.document, chart, page)
            self.models.append(model)
            title = QLabel(QCoreApplication.translate("ChartsPanel", chart.title))
            title.setWordWrap(True)
            layout.addWidget(title)
            layout.addWidget(_chart_view(model))
        reset = QPushButton(self.tr("Reset to the rulebook"))
        reset.setObjectName("reset_" + "_".join(fields))
        reset.setToolTip(self.tr("put the rulebook's values back in these charts (R1)"))
        reset.clicked.connect(
            lambda: self.document.edit(
                EditTables,
                QCoreApplication.translate("ChartsPanel", "Reset charts to the rulebook"),
                reset_tables,
                fields,
            )
        )
        layout.addWidget(reset)
        layout.addStretch(1)
        return page


class ScenarioForm(QWidget):
    """The scenario's name, author, date and description; the options; the starting situation."""

    def __init__(self, document: Document) -> None:
        super().__init__()
        self.document = document
        form = QFormLayout(self)
        labels = {
            "name": self.tr("Name:"),
            "author": self.tr("Author:"),
            "date": self.tr("Date:"),
            "description": self.tr("Description:"),
        }
        self.texts = {name: QLineEdit() for name in labels}
        for name, edit in self.texts.items():
            edit.setObjectName(f"meta_{name}")
            edit.setToolTip(self.tr("The scenario's {0}, shown when it is opened").format(name))
            edit.editingFinished.connect(lambda n=name: self._text(n))
            form.addRow(labels[name], edit)
        self.flat = QCheckBox(self.tr("+3 MP a river crossing, no roll"))
        self.flat.setToolTip(self.tr("the optional rule of 12.3"))
        self.flat.clicked.connect(lambda on: self._set("options", river_flat_cost=on))
        self.last_turn = QSpinBox(minimum=1, maximum=99)
        self.last_turn.setToolTip(self.tr("The turn after which the game ends (4.3)"))
        self.last_turn.editingFinished.connect(lambda: self._set("options", last_turn=self.last_turn.value()))
        self.stand_fast = QSpinBox(minimum=0, maximum=99)
        self.stand_fast.setSpecialValueText(self.tr("none"))
        self.stand_fast.setToolTip(self.tr("Hitler's stand-fast order (3.2.6, R46): the column, or none"))
        self.stand_fast.editingFinished.connect(
            lambda: self._set("setup", stand_fast_column=self.stand_fast.value() or None)
        )
        self.vp = QLabel()
        form.addRow(self.flat)
        form.addRow(self.tr("Last turn:"), self.last_turn)
        form.addRow(self.tr("Stand-fast column:"), self.stand_fast)
        form.addRow(self.tr("Starting VP (R31):"), self.vp)
        document.changed.connect(self._changed)
        document.replaced.connect(self.refresh)
        self.refresh()

    def _changed(self, change: ScenarioChange) -> None:
        old, new = change.old, change.new
        if (old.meta, old.options, old.setup) != (new.meta, new.options, new.setup):
            self.refresh()

    def refresh(self) -> None:
        """Show the scenario's values."""
        scenario = self.document.scenario
        for name, edit in self.texts.items():
            edit.setText(getattr(scenario.meta, name))
        self.flat.setChecked(scenario.options.river_flat_cost)
        self.last_turn.setValue(scenario.options.last_turn)
        self.stand_fast.setValue(scenario.setup.stand_fast_column or 0)
        self.vp.setText(
            self.tr("{vp}: what the towns held by the Soviets at the start are worth").format(vp=scenario.setup.vp)
        )

    def _text(self, name: str) -> None:
        text = self.texts[name].text()
        if text != getattr(self.document.scenario.meta, name):
            self._set("meta", **{name: text})

    def _set(self, part: str, **changes: Any) -> None:
        self.document.edit(EditScenario, self.tr("Scenario {part}").format(part=part), set_part, part, **changes)
        self.refresh()
