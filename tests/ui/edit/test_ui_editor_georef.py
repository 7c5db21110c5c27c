"""The Georeference dialog driven like a modder drives it on a new map: hexes clicked on its map and typed, their
longitude and latitude typed, too few and collinear tie points refused, the fit's misfits and the GeoJSON drawn
through it, the georeference accepted, undone and redone; then an import framed on the map with its unnamed
point named in the dialog."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDoubleSpinBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
)
from pytestqt.qtbot import QtBot

from panzer_qt.editing.blank import blank_scenario
from panzer_qt.model.enums import Terrain
from panzer_qt.model.scenario_file import save_scenario
from panzer_qt.rules.grid import center
from panzer_qt.ui.edit.dialogs import ImportDialog
from panzer_qt.ui.edit.editor_window import EditorWindow
from panzer_qt.ui.edit.georef_dialog import GeoreferenceDialog
from tests.helpers.editor_kit import LEFT, answer_dialog, make_editor

GEOJSON = Path(__file__).parents[2] / "data" / "geo" / "lake_and_points.geojson"


def _true(hid: str) -> tuple[float, float]:
    """Where a hex lies under the test's transform: lon = 24 + x / 12, lat = 50 - y / 16 (as tests/data/geo has it)."""
    x, y = center(hid, 1.0)
    return 24 + x / 12, 50 - y / 16


def _click_hex(dialog: GeoreferenceDialog, hid: str) -> None:
    canvas = dialog.canvas
    canvas.centerOn(canvas.scene_pos(hid))
    at = QPointF(canvas.view_pos(hid))
    for kind, held in (
        (QMouseEvent.Type.MouseButtonPress, LEFT),
        (QMouseEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton),
    ):
        event = QMouseEvent(kind, at, canvas.viewport().mapToGlobal(at), LEFT, held, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(canvas.viewport(), event)


def _type(field: QDoubleSpinBox | QLineEdit, text: str) -> None:
    field.setFocus()
    field.selectAll()
    QTest.keyClicks(field, text)


def _tie(dialog: GeoreferenceDialog, hid: str, *, click: bool = True) -> None:
    """Click the hex on the map (or type its id), type its lon/lat to 4 decimals, press Add."""
    if click:
        _click_hex(dialog, hid)
    else:
        _type(dialog.findChild(QLineEdit, "tie_hex"), hid)
    lon, lat = _true(hid)
    _type(dialog.findChild(QDoubleSpinBox, "tie_lon"), f"{lon:.4f}")
    _type(dialog.findChild(QDoubleSpinBox, "tie_lat"), f"{lat:.4f}")
    QTest.mouseClick(dialog.findChild(QPushButton, "tie_add"), LEFT)


def _rows(table: QTableWidget) -> list[list[str]]:
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def _georeference(qtbot: QtBot, tmp_path: Path) -> EditorWindow:
    """A new 10x10 map's editor, georeferenced through the dialog with four tie points."""
    blank = tmp_path / "blank.json"
    save_scenario(blank_scenario(10, 10), blank)
    window = make_editor(qtbot, tmp_path, blank)
    window.actions_.set["georeference"].trigger()
    dialog = window.actions_.georef
    assert isinstance(dialog, GeoreferenceDialog) and dialog.isVisible()
    dialog.show_previews([GEOJSON])
    status, ok = dialog.findChild(QLabel, "fit_status"), dialog.ok
    _tie(dialog, "0101")
    assert dialog.findChild(QLineEdit, "tie_hex").text() == "0101"
    _tie(dialog, "0103", click=False)
    assert status.text() == "No fit: a georeference needs at least 3 tie points; it has 2"
    assert not ok.isEnabled() and dialog.drawn.path().isEmpty()
    _tie(dialog, "0107")
    assert status.text() == ("No fit: the tie points' hexes lie on one line: tie hexes spread across the map")
    assert not ok.isEnabled()
    table = dialog.findChild(QTableWidget, "tie_points")
    QTest.mouseClick(table.viewport(), LEFT, pos=table.visualItemRect(table.item(2, 0)).center())
    assert dialog.findChild(QLineEdit, "tie_hex").text() == "0107"
    QTest.mouseClick(dialog.findChild(QPushButton, "tie_remove"), LEFT)
    _tie(dialog, "0909")
    assert _rows(table) == [
        ["0101", "24.0833", "49.9459", "0.00", ""],
        ["0103", "24.0833", "49.7294", "0.00", ""],
        ["0909", "25.0833", "49.0798", "0.00", ""],
    ]
    assert status.text() == "Affine fit of 3 tie points: the farthest lies 0.00 km off it." and ok.isEnabled()
    assert dialog.canvas.highlighted("tie") == {"0101", "0103", "0909"}
    # the features drawn through the fit: the unnamed point of 0707 at its centre, the lake over 0505
    canvas = dialog.canvas
    assert dialog.drawn.points.path().contains(canvas.scene_pos("0707"))
    assert dialog.drawn.areas.path().contains(canvas.scene_pos("0505"))
    assert not dialog.drawn.areas.path().contains(canvas.scene_pos("0707"))
    QTest.mouseClick(ok, LEFT)
    return window


def test_a_new_map_is_georeferenced_in_the_dialog_and_undone(qtbot: QtBot, tmp_path: Path) -> None:
    window = _georeference(qtbot, tmp_path)
    document = window.document
    georef = document.scenario.map.georeference
    assert georef is not None and georef.method == "affine"
    assert [(p.hex, p.lon, p.lat) for p in georef.control_points] == [
        ("0101", 24.0833, 49.9459),
        ("0103", 24.0833, 49.7294),
        ("0909", 25.0833, 49.0798),
    ]
    assert document.undo_stack.count() == 1 and document.undo_stack.text(0) == "Georeference the map"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert document.scenario.map.georeference is None
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert document.scenario.map.georeference == georef
    assert window.actions_.geojson_files() == [GEOJSON]  # the preview is offered again next time
    again = window.actions_.georeference_dialog()
    assert _rows(again.findChild(QTableWidget, "tie_points"))[2][0] == "0909" and again.previews == [GEOJSON]
    again.reject()


def _name_first(dialog: QDialog, seen: dict[str, object]) -> None:
    """Read the unnamed points' table, type a name for the first (F2 on its name cell) and keep what it gives."""
    assert isinstance(dialog, ImportDialog)
    table = dialog.findChild(QTableWidget, "unnamed_points")
    seen["unnamed"] = [[table.item(r, c).text() for c in range(3)] for r in range(table.rowCount())]
    QTest.mouseClick(table.viewport(), LEFT, pos=table.visualItemRect(table.item(0, 3)).center())
    QTest.keyClick(table, Qt.Key.Key_F2)
    editor = table.viewport().findChild(QLineEdit)
    assert editor is not None
    QTest.keyClicks(editor, "Bezodnia")
    QTest.keyClick(editor, Qt.Key.Key_Return)
    QTest.qWait(20)  # the delegate commits an edit ended by Return from the event loop
    seen["names"] = dialog.names()


def test_an_import_is_framed_and_its_unnamed_point_named(qtbot: QtBot, tmp_path: Path) -> None:
    window = _georeference(qtbot, tmp_path)
    canvas = window.canvas
    seen: dict[str, object] = {}

    def name_it(dialog: QDialog) -> None:
        try:
            _name_first(dialog, seen)
        except Exception as exc:  # the dialog must still be answered; the test fails below
            seen["error"] = exc
        seen["outlined"] = canvas.highlighted("import")
        seen["framed"] = canvas.mapToScene(canvas.viewport().rect()).boundingRect()

    answer_dialog(name_it)
    assert window.actions_.import_geojson(GEOJSON)
    assert "error" not in seen, seen.get("error")
    assert seen["unnamed"] == [
        ["$.features[2]", "0707", "name_latn: Bezodnia, kind_en: lake"],
        ["$.features[3]", "0808", "kind_en: river mouth"],
    ]
    assert seen["names"] == {"$.features[2]": "Bezodnia", "$.features[3]": ""}
    lake = {"0304", "0305", "0306", "0403", "0404", "0405", "0406", "0504", "0505", "0506"}
    assert seen["outlined"] == {"0202", "0707", "0808", *lake}
    framed = seen["framed"]
    assert all(framed.contains(canvas.scene_pos(h)) for h in ("0202", "0808", "0304"))
    assert framed.width() < canvas.sceneRect().width() * 1.5
    scenario = window.document.scenario
    assert [(t.name, t.hexes) for t in scenario.map.towns] == [("Named Town", ["0202"]), ("Bezodnia", ["0707"])]
    assert {h for h, t in scenario.map.terrain.items() if t is Terrain.MARSH} == lake
    assert canvas.highlighted("import") == set()
