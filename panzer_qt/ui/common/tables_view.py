"""The game's tables one key away: the Combat Results Table, the Terrain Effects Chart and the weather table, read
from the scenario's own tables (so a scenario with other values shows its values)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QWidget,
)

from panzer_qt.model.tables import Tables
from panzer_qt.ui.window_parts import body_and_close

DIE = [str(face) for face in range(1, 7)]


def grid(rows: list[str], columns: list[str], cells: list[list[str]]) -> QTableWidget:
    """A read-only table with these row and column headings."""
    table = QTableWidget(len(rows), len(columns))
    table.setVerticalHeaderLabels(rows)
    table.setHorizontalHeaderLabels(columns)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    for r, row in enumerate(cells):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(r, c, item)
    table.resizeColumnsToContents()
    return table


def crt_table(tables: Tables) -> QTableWidget:
    """Die rolls down, odds columns across, with the automatic results beyond the ends (13.9)."""
    columns = list(tables.crt)
    headings = [f"< {columns[0]}", *columns, f"> {columns[-1]}"]
    auto = QCoreApplication.translate("TablesView", "{result} (auto)")
    below, above = auto.format(result=tables.crt_below.value), auto.format(result=tables.crt_above.value)
    return grid(DIE, headings, [[below, *(tables.crt[col][die].value for col in columns), above] for die in range(6)])


def shift(value: int) -> str:
    """A column shift as the chart prints it (0: none)."""
    return f"{value:+d}" if value else "-"


def terrain_table(tables: Tables) -> QTableWidget:
    """MP to enter and the combat shift of each terrain, towns and fortified localities (12.2)."""
    rows, cells = [], []
    for terrain, effect in tables.terrain.items():
        rows.append(terrain.value)
        cells.append([str(effect.mp_mechanized), str(effect.mp_non_mechanized), shift(effect.combat_shift)])
    town = tables.town
    rows += ["town", QCoreApplication.translate("TablesView", "fortified locality")]
    cells.append([str(town.mp_mechanized), str(town.mp_non_mechanized), shift(town.town_shift)])
    german, soviet = town.fortified_shift_german_defends, town.fortified_shift_soviet_defends
    fortified = QCoreApplication.translate("TablesView", "{german} German defends, {soviet} Soviet defends").format(
        german=shift(german), soviet=shift(soviet)
    )
    cells.append([str(town.mp_mechanized), str(town.mp_non_mechanized), fortified])
    rows.append(QCoreApplication.translate("TablesView", "river hexside"))
    cells.append(
        [
            QCoreApplication.translate("TablesView", "by die (12.3)"),
            QCoreApplication.translate("TablesView", "by die (12.3)"),
            QCoreApplication.translate("TablesView", "{river} if every attacker crosses one").format(
                river=shift(tables.shifts.river)
            ),
        ]
    )
    return grid(
        rows,
        ["MP mechanized", "MP non-mechanized", QCoreApplication.translate("TablesView", "combat shift (columns)")],
        cells,
    )


def river_table(tables: Tables) -> QTableWidget:
    """Extra MP of a river crossing by weather and die roll (12.3); major rivers add to the roll."""
    crossing = tables.river_crossing
    rows = [w.value for w in crossing.by_roll]
    columns = [
        *DIE[:-1],
        QCoreApplication.translate("TablesView", "{DIE}+ (major river: roll +{major_river_roll_bonus})").format(
            DIE=DIE[-1], major_river_roll_bonus=crossing.major_river_roll_bonus
        ),
    ]
    return grid(rows, columns, [[f"+{c}" for c in costs] for costs in crossing.by_roll.values()])


def weather_table(tables: Tables) -> QTableWidget:
    """The weather each die roll gives on each turn (5.1); turn 1 is fixed."""
    turns = sorted(tables.weather)
    rows = ["turn 1 (fixed)", *(f"turn {t}" for t in turns)]
    first = [tables.first_turn_weather.value] * 6
    return grid(rows, DIE, [first, *([w.value for w in tables.weather[t]] for t in turns)])


class TablesDialog(QDialog):
    """The three tables in tabs; not modal, so the map stays usable beside it."""

    def __init__(self, tables: Tables, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Tables"))
        self.tabs = QTabWidget()
        self.tabs.addTab(crt_table(tables), self.tr("Combat Results (13.9)"))
        self.tabs.addTab(terrain_table(tables), self.tr("Terrain Effects (12.2)"))
        self.tabs.addTab(river_table(tables), self.tr("River Crossings (12.3)"))
        self.tabs.addTab(weather_table(tables), self.tr("Weather (5.1)"))
        body_and_close(self, self.tabs, self.close)
        self.resize(640, 420)
