"""Tables that say no clearly: a value a cell refuses keeps the cell as it was, and the reason is shown at the cell
(a tooltip there, the cell's own tooltip, a tint); copies of copies get readable ids."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QPushButton, QTableView, QToolTip
from pytestqt.qtbot import QtBot

from panzer_qt.ui.edit.items_model import REFUSED_TINT
from tests.helpers.editor_kit import make_editor
from tests.ui.edit.test_ui_editor_tools import _edit_cell, _table_ids
from tests.ui.test_i18n import spanish

__all__ = ["spanish"]


def test_a_refused_step_value_is_explained_at_its_cell(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    window.docks["oob"].raise_()
    table, model = window.oob.table, window.oob.model
    steps = [c.title for c in model.columns].index("Steps")
    row = _table_ids(window).index("de-509hv")
    before = window.document.scenario
    _edit_cell(qtbot, table, row, steps, "4-x")
    reason = "$.units.steps[0]: '4-x' is not a step: write attack-defence, e.g. 4-3"
    assert window.document.scenario == before
    cell = table.model().index(row, steps)
    assert cell.data() == "2-2"  # the value it had, not blank
    assert cell.data(Qt.ItemDataRole.ToolTipRole) == reason
    assert QColor(cell.data(Qt.ItemDataRole.BackgroundRole)) == REFUSED_TINT
    qtbot.waitUntil(lambda: table.property("refusal") == reason, timeout=2000)
    assert QToolTip.isVisible() and QToolTip.text() == reason
    _edit_cell(qtbot, table, row, steps, "3-3")  # taken: the reason goes
    assert window.document.scenario.unit("de-509hv").steps[0].attack == 3
    assert table.model().index(row, steps).data(Qt.ItemDataRole.ToolTipRole) != reason


def test_a_refused_chart_value_is_explained_at_its_cell(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    window.docks["charts"].raise_()
    chart = next(m for m in window.charts.models if str(m.data(m.index(0, 0))).isdigit())
    view = next(v for v in window.charts.findChildren(QTableView) if v.model() is chart)
    old = chart.data(chart.index(0, 0))
    _edit_cell(qtbot, view, 0, 0, "many")
    qtbot.waitUntil(lambda: view.property("refusal") is not None, timeout=2000)
    reason = view.property("refusal")
    assert isinstance(reason, str) and reason.startswith("$.")
    assert chart.data(chart.index(0, 0)) == old
    assert chart.index(0, 0).data(Qt.ItemDataRole.ToolTipRole) == reason


def test_copies_of_copies_get_readable_ids(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    duplicate = window.oob.findChild(QPushButton, "duplicate")
    window.editor.select_unit("de-509hv")
    made = []
    for _ in range(4):
        duplicate.click()
        made.append(window.editor.unit)  # the copy is chosen: the next click copies the copy
    assert made == ["de-509hv-2", "de-509hv-3", "de-509hv-4", "de-509hv-5"]


def test_in_spanish_the_weather_chart_and_the_history_read_in_spanish(
    qtbot: QtBot, tmp_path: Path, spanish: None
) -> None:
    window = make_editor(qtbot, tmp_path)
    weathers = next(m for m in window.charts.models if m.chart.choices and "thaw" in m.chart.choices)
    cells = [weathers.index(r, c) for r in range(weathers.rowCount()) for c in range(weathers.columnCount())]
    shown = {weathers.data(cell) for cell in cells}
    raw = {weathers.data(cell, Qt.ItemDataRole.EditRole) for cell in cells}
    assert "thaw" in raw and "thaw" not in shown and "deshielo" in shown
    assert window.history.emptyLabel() == "(abierto)"
