"""The editor window driven like a modder drives it: strokes of the terrain brush undone in one step, a river drawn
across hexsides and saved, a unit added in the table and placed by clicking, a broken set-up found, clicked and
mended, files saved and reopened, GeoJSON imported after a preview."""

from __future__ import annotations

import json
import weakref
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QPlainTextEdit, QPushButton, QRadioButton
from pytestqt.qtbot import QtBot

from panzer_qt.editing.files import read_scenario
from panzer_qt.model.enums import Terrain
from panzer_qt.model.scenario_file import save_scenario
from panzer_qt.ui.edit.app import run_edit
from panzer_qt.ui.edit.dialogs import ImportDialog
from panzer_qt.ui.play.main_window import MainWindow
from tests.editing.test_editing_scenario import _geojson, _georeferenced
from tests.helpers.editor_kit import DEFAULT, NONE, RIGHT, click, drag, hex_point, make_editor, mouse, side_point


def test_a_brush_stroke_is_one_undo_step(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    qtbot.keyClick(window, Qt.Key.Key_T)
    window.tools["terrain"].options.findChild(QRadioButton, "terrain_marsh").click()
    window.tools["terrain"].options.findChild(QRadioButton, "brush_7").click()
    window.canvas.center_on("2015")
    path = ["2014", "2015", "2016", "2116"]
    drag(window, [hex_point(window, h) for h in path])
    scenario = window.document.scenario
    covered = {
        "1914",
        "1915",
        "1916",
        "1917",
        "2013",
        "2014",
        "2015",
        "2016",
        "2017",
        "2114",
        "2115",
        "2116",
        "2117",
        "2215",
        "2216",
    }
    assert {h for h in covered if scenario.map.terrain_of(h) is Terrain.MARSH} == covered
    assert window.document.undo_stack.count() == 1 and window.isWindowModified()
    assert window.history.model().rowCount() == 2  # "(opened)" and the stroke
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.scenario == read_scenario(DEFAULT) and not window.isWindowModified()
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.document.scenario.map.terrain_of("2116") is Terrain.MARSH


def test_the_right_button_picks_the_terrain_under_the_cursor(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    terrain = window.tools["terrain"]
    window.canvas.center_on("2015")
    click(window, hex_point(window, "2116"), RIGHT)  # forest? whatever it is, it is picked
    picked = window.document.scenario.map.terrain_of("2116")
    assert terrain.terrain is picked
    assert terrain.options.findChild(QRadioButton, f"terrain_{picked.value}").isChecked()


def test_a_river_drawn_across_three_hexsides_is_in_the_saved_file(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    qtbot.keyClick(window, Qt.Key.Key_R)
    assert window.tool_name() == "rivers"
    window.canvas.center_on("2412")
    sides = [("2412", "2512"), ("2412", "2513"), ("2413", "2513")]
    drag(window, [side_point(window, a, b) for a, b in sides])
    river = window.document.scenario.map.rivers[-1]
    assert (river.name, river.hexsides) == ("River 1", sides)
    assert window.document.undo_stack.count() == 1
    window.tools["rivers"].name.setText("Smotrych branch")
    window.tools["rivers"].name.editingFinished.emit()
    out = tmp_path / "with_river.json"
    assert window.actions_.save_to(out)
    saved = json.loads(out.read_text(encoding="utf-8"))["map"]["rivers"][-1]
    assert saved == {"name": "Smotrych branch", "major": False, "hexsides": [list(s) for s in sides]}
    assert window.windowTitle().startswith("Breakout: First Panzer Army - with_river.json")


def test_a_unit_added_in_the_table_is_placed_by_clicking(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    window.oob.findChild(QPushButton, "add_german").click()
    assert window.editor.unit == "de-new"
    row = window.oob.proxy.mapToSource(window.oob.table.currentIndex()).row()
    assert window.oob.model.rows[row].id == "de-new" and window.oob.preview.pixmap() is not None
    qtbot.keyClick(window, Qt.Key.Key_U)
    window.canvas.center_on("1815")
    click(window, hex_point(window, "1815"))
    assert window.document.scenario.unit("de-new").setup_hex == "1815"
    assert window.editor.view.units_at("1815") == ["de-new"]
    assert window.oob.model.data(window.oob.model.index(row, 7)) == "1815"  # the set-up hex column


def test_a_broken_set_up_is_listed_clicked_and_mended(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    assert window.validation.list.count() == 0
    qtbot.keyClick(window, Qt.Key.Key_U)
    soviet = next(u for u in window.document.scenario.units if u.side.value == "soviet")
    window.canvas.center_on("0310")
    window.editor.select_unit(soviet.id)
    with qtbot.waitSignal(window.validation.validated, timeout=2000):  # live: nothing asks for it
        click(window, hex_point(window, "0310"))  # inside the restriction zone (12.5)
    assert window.validation.list.count() == 1
    item = window.validation.list.item(0)
    assert "inside the Soviet restriction zone (12.5, R12)" in item.text()
    window.editor.select_unit("")
    listed = window.validation.list
    QTest.mouseClick(listed.viewport(), Qt.MouseButton.LeftButton, pos=listed.visualItemRect(item).center())
    assert window.editor.unit == soviet.id and window.canvas.highlighted("problem") == {"0310"}
    window.canvas.center_on(soviet.setup_hex or "")
    with qtbot.waitSignal(window.validation.validated, timeout=2000):
        click(window, hex_point(window, soviet.setup_hex or ""))  # the chosen unit goes back where it was
    assert window.validation.list.count() == 0 and window.validation.summary.text().startswith("No problems")


def test_saved_and_reopened_the_scenario_is_equal(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    window.canvas.center_on("2015")
    drag(window, [hex_point(window, h) for h in ("2015", "2115")])
    out = tmp_path / "edited.json"
    assert window.actions_.save_to(out) and not window.isWindowModified()
    edited = window.document.scenario
    assert window.actions_.open(DEFAULT) and window.document.scenario != edited
    assert window.actions_.open(out) and window.document.scenario == edited
    assert window.actions_.recent_files()[:2] == [str(out.resolve()), str(DEFAULT.resolve())]


def test_the_default_scenario_opened_and_saved_is_byte_identical(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    out = tmp_path / "same.json"
    assert window.actions_.save_to(out)
    assert out.read_bytes() == DEFAULT.read_bytes()


def test_geojson_is_previewed_on_the_map_then_imported_in_one_step(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    base = tmp_path / "blank.json"
    save_scenario(_georeferenced(), base)
    window = make_editor(qtbot, tmp_path, base)
    line = {"type": "Feature", "properties": {"name": "Middle"},
            "geometry": {"type": "LineString", "coordinates": [[0.05, 0.5], [0.95, 0.5]]}}  # fmt: skip
    town = {
        "type": "Feature",
        "properties": {"name": "Centre"},
        "geometry": {"type": "Point", "coordinates": [0.5, 0.5]},
    }
    shown: list[tuple[int, str]] = []

    def look(dialog: ImportDialog) -> int:
        canvas = window.canvas
        summary = dialog.findChild(QPlainTextEdit, "import_summary")
        shown.append((len(canvas.scenario.map.rivers), summary.toPlainText()))
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(ImportDialog, "exec", look)
    assert window.actions_.import_geojson(_geojson(tmp_path, [line, town]))
    assert shown[0][0] == 1 and "river Middle:" in shown[0][1] and "town Centre in 0505" in shown[0][1]
    assert [r.name for r in window.document.scenario.map.rivers] == ["Middle"]
    assert window.document.undo_stack.count() == 1
    window.document.undo_stack.undo()
    assert window.document.scenario.map.rivers == [] and window.document.scenario.map.towns == []


def test_a_broken_file_opens_with_every_problem_and_loses_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    window.canvas.center_on("2015")
    drag(window, [hex_point(window, "2015")])
    before = window.document.scenario
    data = json.loads(DEFAULT.read_text(encoding="utf-8"))
    data["units"][0]["steps"] = []
    data["meta"]["name"] = "<b>bold</b>"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert not window.actions_.open(bad)
    box = window.actions_.message
    assert box is not None and f"{bad}: $.units[0].steps: has 0 entries, needs at least 1" in box.text()
    assert window.document.scenario is before and window.document.undo_stack.count() == 1
    data["units"][0]["steps"] = [{"attack": 1, "defence": 1}]
    data["units"][0]["setup_hex"] = "9999"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert window.actions_.open(bad)  # only the engine refuses it: it opens, to be mended
    assert "$.units[0].setup_hex: 1 SS Pz: set-up hex 9999 is not on the map" in window.actions_.message.text()
    assert window.actions_.message.textFormat() is Qt.TextFormat.PlainText
    window.validation.refresh()
    assert window.validation.list.item(0).text().startswith("$.units[0].setup_hex: 1 SS Pz: set-up hex 9999")


def test_unsaved_changes_are_asked_about_on_close(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_editor(qtbot, tmp_path)
    window.canvas.center_on("2015")
    drag(window, [hex_point(window, "2015")])
    assert window.windowTitle().endswith("[*] - panzer-qt editor") and window.isWindowModified()
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Discard]
    monkeypatch.setattr(QMessageBox, "exec", lambda _box: answers.pop(0))
    window.close()
    assert window.isVisible()
    window.close()
    assert not window.isVisible() and not answers


def test_a_refused_edit_says_why_in_the_status_bar(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    qtbot.keyClick(window, Qt.Key.Key_N)
    window.canvas.center_on("4513")
    click(window, hex_point(window, "4513"))  # Vinnitsa chosen
    assert window.tools["towns"].name.text() == "Vinnitsa"
    click(window, hex_point(window, "4316"), modifiers=Qt.KeyboardModifier.ShiftModifier)
    assert (
        window.statusBar().currentMessage()
        == "Refused: $.map.towns: hex 4316 does not touch Vinnitsa: a town's hexes must"
    )
    assert window.document.undo_stack.count() == 0


def test_the_status_bar_names_the_hex_under_the_cursor(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    window.canvas.center_on("4513")
    mouse(window, QMouseEvent.Type.MouseMove, hex_point(window, "4513"), NONE, NONE)
    assert window.statusBar().currentMessage() == (
        "4513: clear  |  rivers NE Southern Bug (major), SE Southern Bug (major), S Southern Bug (major)"
        "  |  town Vinnitsa, German at the start"
    )


def test_playtest_opens_the_client_on_the_scenario_being_edited(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    window.canvas.center_on("2015")
    drag(window, [hex_point(window, "2015")])
    client = window.actions_.playtest()
    assert isinstance(client, MainWindow)
    qtbot.addWidget(client)
    assert client.session.game.scenario == window.document.scenario and client.isVisible()


def test_a_closed_playtest_lets_its_game_go(qtbot: QtBot, tmp_path: Path) -> None:
    """A modder playtests again and again: each closed client is deleted, its game with it, and no longer listed."""
    window = make_editor(qtbot, tmp_path)
    client = window.actions_.playtest()
    assert isinstance(client, MainWindow) and window.actions_.playtests == [client]
    game = weakref.ref(client.session.game)
    qtbot.waitExposed(client)
    client.close()
    del client
    qtbot.waitUntil(lambda: not window.actions_.playtests)
    qtbot.wait(10)  # the collection put off to the next pass of the event loop
    assert game() is None


def test_the_edit_command_names_every_problem_of_a_file_it_cannot_open(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    data = json.loads(DEFAULT.read_text(encoding="utf-8"))
    data["map"]["columns"] = "<b>wide</b>"
    del data["meta"]
    bad.write_text(json.dumps(data), encoding="utf-8")
    shown: list[tuple[str, str, Qt.TextFormat]] = []
    monkeypatch.setattr(
        QMessageBox, "exec", lambda box: shown.append((box.text(), box.detailedText(), box.textFormat())) or 0
    )
    assert run_edit(bad, None) == 1
    printed = capsys.readouterr().err
    assert f"{bad}: $.meta: a required field is missing" in printed and f"{bad}: $.map.columns: should be" in printed
    [(summary, details, text_format)] = shown
    assert summary.startswith(f"{bad}\n") and "1 more problem in the details" in summary
    assert details == printed.strip() and text_format == Qt.TextFormat.PlainText
    shot = tmp_path / "editor.png"
    assert run_edit(DEFAULT, str(shot)) == 0
    assert QImage(str(shot)).size().toTuple() == (1500, 950)


def test_the_shipped_scenario_is_saved_as_the_user_s_own(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PANZER_QT_HOME", str(tmp_path / "home"))
    shipped_bytes = DEFAULT.read_bytes()
    window = make_editor(qtbot, tmp_path)
    window.canvas.center_on("2015")
    drag(window, [hex_point(window, "2015")])
    asked: list[str] = []

    def answer(_parent: object, _title: str, start: str, _filter: str) -> tuple[str, str]:
        asked.append(start)
        return str(tmp_path / "mine"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert asked == [str(tmp_path / "home" / "data" / "scenarios" / DEFAULT.name)]
    assert DEFAULT.read_bytes() == shipped_bytes and not window.isWindowModified()
    assert read_scenario(tmp_path / "mine.json") == window.document.scenario
    drag(window, [hex_point(window, "2016")])
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # the user's own file: no question
    assert len(asked) == 1 and read_scenario(tmp_path / "mine.json") == window.document.scenario
