"""The editor's other tools driven with real input: flood fill, towns placed, grown, moved, renamed, held and
deleted, hex sets painted, units dragged on the map, the order-of-battle table filtered, sorted, edited, added to
and cut, KG markers, the charts edited and reset to the rulebook, New and Resize through their dialogs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableView,
)
from pytestqt.qtbot import QtBot

from panzer_qt.editing.files import read_scenario
from panzer_qt.editing.tables import RULEBOOK
from panzer_qt.editing.terrain import same_terrain_region
from panzer_qt.editing.towns import town_at
from panzer_qt.model.enums import Side, Terrain
from panzer_qt.model.mapspec import Town
from panzer_qt.ui.edit.editor_window import EditorWindow
from panzer_qt.ui.edit.oob_panel import PREVIEW
from panzer_qt.ui.map.counters import counter_pixmap
from tests.helpers.editor_kit import (
    DEFAULT,
    LEFT_BUTTON,
    NONE,
    RIGHT,
    click,
    drag,
    hex_point,
    make_editor,
    mouse,
    side_point,
)
from tests.helpers.editor_kit import (
    answer_dialog as _answer_dialog,
)
from tests.helpers.editor_kit import (
    type_into as _type_into,
)

SHIFT = Qt.KeyboardModifier.ShiftModifier


def _town(window: EditorWindow, hid: str) -> Town | None:
    found = town_at(window.document.scenario, hid)
    return found[1] if found else None


def _edit_cell(qtbot: QtBot, view: QTableView, row: int, column: int, text: str) -> None:
    """Type ``text`` into a cell as a user does: click the cell, F2, select all, type, Enter."""
    index = view.model().index(row, column)
    view.scrollTo(index)
    QTest.mouseClick(view.viewport(), LEFT_BUTTON, Qt.KeyboardModifier.NoModifier, view.visualRect(index).center())
    qtbot.keyClick(view, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    QApplication.processEvents()  # the delegate commits on the next turn of the event loop


def test_a_flood_fill_repaints_one_region_in_one_step(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    terrain = window.tools["terrain"]
    terrain.options.findChild(QRadioButton, "terrain_marsh").click()
    terrain.options.findChild(QCheckBox, "flood_fill").click()
    window.canvas.center_on("1914")
    before = window.document.scenario
    region = set(same_terrain_region(before, "1914"))
    assert before.map.terrain_of("1914") is Terrain.ROUGH and len(region) > 3
    click(window, hex_point(window, "1914"))
    after = window.document.scenario
    assert {h for h in window.canvas.grid.hexes if after.map.terrain_of(h) != before.map.terrain_of(h)} == region
    assert all(after.map.terrain_of(h) is Terrain.MARSH for h in region)
    assert window.document.undo_stack.count() == 1


def test_a_town_is_placed_named_grown_moved_held_and_deleted(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    qtbot.keyClick(window, Qt.Key.Key_N)
    tool = window.tools["towns"]
    window.canvas.center_on("2214")
    assert window.editor.view.units_at("2214") == [] and _town(window, "2214") is None
    click(window, hex_point(window, "2214"))
    assert tool.name.hasFocus()
    qtbot.keyClicks(tool.name, "Novo Selo")
    qtbot.keyClick(tool.name, Qt.Key.Key_Return)
    click(window, hex_point(window, "2215"), modifiers=SHIFT)  # a second hex
    town = _town(window, "2214")
    assert town is not None and (town.name, town.hexes) == ("Novo Selo", ["2214", "2215"])
    assert tool.hexes.text() == "2214, 2215"
    drag(window, [hex_point(window, "2214"), hex_point(window, "2314")])  # moved by its first hex
    moved = _town(window, "2314")
    assert moved is not None and moved.name == "Novo Selo" and _town(window, "2214") is None
    tool.control.setFocus()
    qtbot.keyClick(tool.control, Qt.Key.Key_Down)  # German -> Soviet, as a keyboard user picks it
    assert window.document.scenario.setup.controlled_by[moved.hexes[0]] is Side.SOVIET
    tool.fortified.click()
    assert _town(window, "2314").fortified  # type: ignore[union-attr]
    out = tmp_path / "towns.json"
    assert window.actions_.save_to(out)
    saved = [t for t in json.loads(out.read_text(encoding="utf-8"))["map"]["towns"] if t["name"] == "Novo Selo"]
    assert [(t["hexes"], t["fortified"]) for t in saved] == [(moved.hexes, True)]
    steps = window.document.undo_stack.count()
    window.canvas.setFocus()
    qtbot.keyClick(window.canvas, Qt.Key.Key_Delete)
    assert _town(window, "2314") is None
    assert window.document.undo_stack.count() == steps + 1


def test_a_river_cut_in_the_middle_becomes_two_and_one_is_made_major(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    qtbot.keyClick(window, Qt.Key.Key_R)
    tool = window.tools["rivers"]
    window.canvas.center_on("2412")
    sides = [("2412", "2512"), ("2412", "2513"), ("2413", "2513")]
    drag(window, [side_point(window, a, b) for a, b in sides])
    count = len(window.document.scenario.map.rivers)
    drag(window, [side_point(window, *sides[1])], RIGHT)
    rivers = window.document.scenario.map.rivers
    assert len(rivers) == count + 1
    assert [(r.name, r.hexsides) for r in rivers[-2:]] == [("River 1", [sides[0]]), ("River 1", [sides[2]])]
    click(window, side_point(window, *sides[2]))  # a click on a river chooses it
    assert tool.river == count and tool.name.text() == "River 1"
    tool.major.click()
    assert window.document.scenario.map.rivers[count].major and not window.document.scenario.map.rivers[-2].major
    assert window.document.undo_stack.count() == 3  # drawn, cut, made major


def test_hex_sets_are_painted_and_taken_out(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    qtbot.keyClick(window, Qt.Key.Key_H)
    tool = window.tools["hex_sets"]
    tool.options.findChild(QRadioButton, "set_german_entry").click()
    window.canvas.center_on("2015")
    before = set(window.document.scenario.map.hex_sets.german_entry)
    path = ["2014", "2015", "2115"]
    assert not before & set(path)
    drag(window, [hex_point(window, h) for h in path])
    assert set(window.document.scenario.map.hex_sets.german_entry) == before | set(path)
    assert window.canvas.highlighted("set_german_entry") >= set(path)
    assert window.document.undo_stack.count() == 1
    drag(window, [hex_point(window, "2015")], RIGHT)
    assert set(window.document.scenario.map.hex_sets.german_entry) == before | {"2014", "2115"}
    window.document.undo_stack.undo()
    window.document.undo_stack.undo()
    assert window.document.scenario == read_scenario(DEFAULT)


def test_a_unit_is_dragged_to_another_hex(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    qtbot.keyClick(window, Qt.Key.Key_U)
    start = window.document.scenario.unit("de-509hv").setup_hex or ""
    stack = window.editor.view.units_at(start)
    assert len(stack) > 1 and "de-509hv" in stack
    target = next(h for h in window.canvas.grid.neighbors(start) if not window.editor.view.units_at(h))
    window.canvas.center_on(start)
    drag(window, [hex_point(window, start), hex_point(window, target)])  # the stack's first unit goes
    assert window.document.scenario.unit(stack[0]).setup_hex == target
    assert window.editor.view.units_at(target) == [stack[0]] and window.editor.unit == stack[0]
    assert window.editor.view.units_at(start) == stack[1:]
    assert window.document.undo_stack.count() == 1


def _table_ids(window: EditorWindow) -> list[str]:
    proxy = window.oob.proxy
    return [proxy.data(proxy.index(r, 0)) for r in range(proxy.rowCount())]


def test_the_order_of_battle_is_filtered_sorted_edited_duplicated_and_cut(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    window.docks["oob"].raise_()
    oob, table = window.oob, window.oob.table
    qtbot.keyClicks(oob.filter, "Tiger")
    assert _table_ids(window) == ["de-509hv"]
    oob.filter.clear()
    header = table.horizontalHeader()
    QTest.mouseClick(header.viewport(), LEFT_BUTTON, pos=QPoint(header.sectionViewportPosition(0) + 5, 5))
    ids = _table_ids(window)
    assert len(ids) == len(window.document.scenario.units) and ids in (sorted(ids), sorted(ids, reverse=True))
    row = _table_ids(window).index("de-509hv")
    _edit_cell(qtbot, table, row, 1, "509 s.Pz.Abt")
    assert window.document.scenario.unit("de-509hv").name == "509 s.Pz.Abt"
    assert window.document.undo_stack.count() == 1
    window.editor.select_unit("de-509hv")
    oob.findChild(QPushButton, "duplicate").click()
    copy = window.editor.unit
    assert copy != "de-509hv" and copy in _table_ids(window)
    assert window.document.scenario.unit(copy).name == "509 s.Pz.Abt"
    oob.findChild(QPushButton, "delete").click()
    assert copy not in _table_ids(window) and copy not in {u.id for u in window.document.scenario.units}
    kgs = len(window.document.scenario.kg_markers)
    oob.findChild(QPushButton, "add_kg").click()
    assert len(window.document.scenario.kg_markers) == kgs + 1 and oob.kg_model.rowCount() == kgs + 1


def test_a_chart_entry_is_edited_and_reset_to_the_rulebook(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    window.docks["charts"].raise_()
    crt = next(m for m in window.charts.models if m.chart.title.startswith("Combat Results"))
    view = next(v for v in window.charts.findChildren(QTableView) if v.model() is crt)
    row = [label for label, _ in crt.chart.rows].index("3:1")
    assert crt.data(crt.index(row, 0)) == "DL1+DR"
    index = crt.index(row, 0)
    QTest.mouseClick(view.viewport(), LEFT_BUTTON, pos=view.visualRect(index).center())
    QTest.mouseDClick(view.viewport(), LEFT_BUTTON, pos=view.visualRect(index).center())
    combo = QApplication.focusWidget()
    assert combo is not None and combo.metaObject().className() == "QComboBox"
    combo.setCurrentText("EX")  # type: ignore[attr-defined]
    qtbot.keyClick(combo, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert window.document.scenario.tables.crt["3:1"][0].value == "EX"
    assert crt.data(index) == "EX"
    reset = [b for b in window.charts.findChildren(QPushButton) if b.objectName().startswith("reset_crt")]
    assert len(reset) == 1
    reset[0].click()
    assert window.document.scenario.tables.crt == RULEBOOK.crt and crt.data(index) == "DL1+DR"
    assert window.document.undo_stack.count() == 2


def test_new_and_resize_go_through_their_dialogs(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)

    def new(dialog: QDialog) -> None:
        spins = dialog.findChildren(QSpinBox)
        _type_into(spins[0], 12)
        _type_into(spins[1], 9)
        name = dialog.findChild(QLineEdit)
        name.selectAll()
        QTest.keyClicks(name, "Proskurov")

    _answer_dialog(new)
    window.actions_.new()
    scenario = window.document.scenario
    assert (scenario.meta.name, scenario.map.columns, scenario.map.rows) == ("Proskurov", 12, 9)
    assert window.document.path is None and window.windowTitle().startswith("Proskurov - not saved")
    assert window.canvas.grid.columns == 12
    window.tools["hex_sets"].options.findChild(QRadioButton, "set_soviet_exit").click()
    window.choose_tool("hex_sets")
    window.canvas.center_on("1205")
    click(window, hex_point(window, "1205"))
    assert window.document.scenario.map.hex_sets.soviet_exit == ["1205"]

    def resize(dialog: QDialog) -> None:
        _type_into(dialog.findChild(QSpinBox, "resize_east"), 3)
        _type_into(dialog.findChild(QSpinBox, "resize_north"), 1)

    _answer_dialog(resize)
    window.actions_.resize_dialog()
    resized = window.document.scenario
    assert (resized.map.columns, resized.map.rows) == (15, 10)
    assert resized.map.hex_sets.soviet_exit == ["1506"]  # the east edge followed, one row lower
    assert window.canvas.grid.columns == 15 and window.document.undo_stack.count() == 2
    window.document.undo_stack.undo()
    assert window.document.scenario.map.columns == 12 and window.canvas.grid.columns == 12


def test_a_german_unit_is_made_a_reinforcement_in_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    arrives = [c.title for c in window.oob.model.columns].index("Arrives")
    row = _table_ids(window).index("de-509hv")
    _edit_cell(qtbot, window.oob.table, row, arrives, "3")
    unit = window.document.scenario.unit("de-509hv")
    assert (unit.setup_hex, unit.arrival_turn) == (None, 3)
    assert "de-509hv" not in {u for h in window.canvas.grid.hexes for u in window.editor.view.units_at(h)}
    _edit_cell(qtbot, window.oob.table, row, arrives, "9")  # after the last turn (8): refused, and why
    assert window.document.scenario.unit("de-509hv").arrival_turn == 3
    assert window.statusBar().currentMessage().startswith("Refused: $.units[")
    assert "after the last turn 8" in window.statusBar().currentMessage()


def test_unsaved_changes_are_asked_about_before_new_and_a_recent_file(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_editor(qtbot, tmp_path)
    out = tmp_path / "saved.json"
    assert window.actions_.save_to(out)
    saved = window.document.scenario
    window.canvas.center_on("2015")
    drag(window, [hex_point(window, "2015")])
    edited = window.document.scenario
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Discard]
    asked: list[str] = []

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        asked.append(box.windowTitle())
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "exec", answer)
    window.actions_.new()  # cancelled: nothing changes
    assert window.document.scenario == edited and window.isWindowModified()
    window.actions_.recent.aboutToShow.emit()
    recent = {a.text(): a for a in window.actions_.recent.actions()}
    assert list(recent) == [str(out.resolve())]
    recent[str(out.resolve())].trigger()  # cancelled
    assert window.document.scenario == edited
    recent[str(out.resolve())].trigger()  # the changes discarded: the saved file opens
    assert window.document.scenario == saved and window.document.path == out and not window.isWindowModified()
    assert asked == ["Unsaved changes"] * 3


def test_live_validation_waits_for_the_end_of_a_drag(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    qtbot.keyClick(window, Qt.Key.Key_H)
    window.tools["hex_sets"].options.findChild(QRadioButton, "set_soviet_restricted").click()
    soviet = window.document.scenario.unit("su-11gt")
    hid = soviet.setup_hex or ""
    start = next(h for h in window.canvas.grid.neighbors(hid) if not window.editor.view.units_at(h))
    window.canvas.center_on(hid)
    mouse(window, QMouseEvent.Type.MouseButtonPress, hex_point(window, start), LEFT_BUTTON, LEFT_BUTTON)
    mouse(window, QMouseEvent.Type.MouseMove, hex_point(window, hid), NONE, LEFT_BUTTON)
    assert hid in window.document.scenario.map.hex_sets.soviet_restricted
    qtbot.wait(300)  # the drag goes on: the panel waits
    assert window.validation.list.count() == 0
    with qtbot.waitSignal(window.validation.validated, timeout=2000):
        mouse(window, QMouseEvent.Type.MouseButtonRelease, hex_point(window, hid), LEFT_BUTTON, NONE)
    assert window.validation.list.count() == 1
    assert (
        f"{soviet.name} sets up in {hid}, inside the Soviet restriction zone" in window.validation.list.item(0).text()
    )


def test_the_chosen_units_counters_are_previewed_as_the_game_draws_them(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    window.editor.select_unit("su-11gt")
    unit = window.document.scenario.unit("su-11gt")
    strip = window.oob.preview.pixmap().toImage()
    size, gap = PREVIEW, PREVIEW // 8
    assert strip.width() == unit.max_steps * (size + gap) - gap
    for i, steps in enumerate(range(unit.max_steps, 0, -1)):
        drawn = strip.copy(i * (size + gap), 0, size, size).convertToFormat(QImage.Format.Format_ARGB32)
        game = counter_pixmap(unit, steps, size).toImage().convertToFormat(QImage.Format.Format_ARGB32)
        assert drawn == game, f"step {steps}"
    assert strip.copy(0, 0, size, size) != strip.copy(size + gap, 0, size, size)  # two different faces
