"""The editor's selection with real mouse and keys: a rectangle dragged, copied (Ctrl+C) and pasted (Ctrl+V) at
the hex under the cursor with its terrain, town and river hexsides, cut (Ctrl+X), a lasso; ``[`` and ``]`` change
the brush, 1 to 9 choose a terrain of the palette."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAction, QImage, QMouseEvent, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QRadioButton
from pytestqt.qtbot import QtBot

from panzer_qt.editing.region import copy_region, placed, rectangle
from panzer_qt.model.enums import Terrain
from panzer_qt.ui.edit.editor_window import EditorWindow
from tests.helpers.editor_kit import NONE, drag, hex_point, make_editor, mouse

CTRL = Qt.KeyboardModifier.ControlModifier


def _hover(window: EditorWindow, hid: str) -> None:
    window.canvas.center_on(hid)
    mouse(window, QMouseEvent.Type.MouseMove, hex_point(window, hid), NONE, NONE)


def test_a_rectangle_is_copied_pasted_and_cut_with_what_its_hexes_hold(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    window.canvas.zoom(0.5)
    QTest.keyClick(window, Qt.Key.Key_S)
    assert window.tool_name() == "select"
    window.canvas.center_on("3005")
    drag(window, [hex_point(window, "2903"), hex_point(window, "3005"), hex_point(window, "3207")])
    region = rectangle(window.canvas.grid, "2903", "3207")
    assert window.tools["select"].selection == region and window.canvas.highlighted("selection") == set(region)
    QTest.keyClick(window, Qt.Key.Key_C, CTRL)
    before = window.document.scenario
    clip = copy_region(before, region)
    _hover(window, "0610")
    QTest.keyClick(window, Qt.Key.Key_V, CTRL)
    pasted = window.document.scenario
    covered = [h for o in clip.terrain if (h := placed("0610", o)) is not None]
    again = copy_region(pasted, covered)
    assert (again.terrain, again.towns, again.rivers) == (clip.terrain, clip.towns, clip.rivers)
    assert window.document.undo_stack.count() == 1 and set(window.tools["select"].selection) == set(covered)
    QTest.keyClick(window, Qt.Key.Key_X, CTRL)  # the pasted copy cut again
    cut = window.document.scenario
    assert all(cut.map.terrain_of(h) is cut.map.default_terrain for h in covered)
    assert [t.name for t in cut.map.towns].count("Medzhibozh") == 1
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert window.document.scenario == before


def test_a_lasso_selects_the_hexes_it_encloses(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    window.canvas.zoom(0.5)
    QTest.keyClick(window, Qt.Key.Key_S)
    window.tools["select"].options.findChild(QRadioButton, "select_lasso").click()
    window.canvas.center_on("2010")
    ring = ["2008", "2209", "2211", "2012", "1811", "1809", "2008"]
    drag(window, [hex_point(window, h) for h in ring])
    chosen = set(window.tools["select"].selection)
    assert {"2010", "2009", "2011", *ring} <= chosen and "2014" not in chosen and "2006" not in chosen


def test_brackets_change_the_brush_and_digits_choose_the_terrain(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    QTest.keyClick(window, Qt.Key.Key_T)
    terrain = window.tools["terrain"]
    canvas = window.canvas
    canvas.setFocus()
    QTest.keyClick(canvas, Qt.Key.Key_BracketRight)
    QTest.keyClick(canvas, Qt.Key.Key_BracketRight)
    QTest.keyClick(canvas, Qt.Key.Key_BracketRight)  # no larger brush than 19
    assert terrain.size == 19
    QTest.keyClick(canvas, Qt.Key.Key_BracketLeft)
    assert terrain.size == 7 and terrain.options.findChild(QRadioButton, "brush_7").isChecked()
    kinds = list(window.document.scenario.tables.terrain)
    QTest.keyClick(canvas, Qt.Key.Key_3)
    assert (
        terrain.terrain is kinds[2] and terrain.options.findChild(QRadioButton, f"terrain_{kinds[2].value}").isChecked()
    )
    QTest.keyClick(canvas, Qt.Key.Key_1)
    assert terrain.terrain is kinds[0] is Terrain.CLEAR


def _layer(window: EditorWindow, name: str) -> QAction:
    view = next(m for m in window.menuBar().actions() if m.text() == "&View").menu()
    layers = next(a.menu() for a in view.actions() if a.text() == "&Layers")
    return next(a for a in layers.actions() if a.objectName() == f"layer_{name}")


def _pixels(window: EditorWindow) -> QImage:
    """The scene drawn around hex 2208 (the map, the counters, the town names)."""
    centre, size = window.canvas.scene_pos("2208"), window.canvas.geo.size
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    window.canvas.scene().render(painter, QRectF(0, 0, 400, 400), QRectF(centre.x() - 3 * size, centre.y() - 3 * size,
                                                                          6 * size, 6 * size))  # fmt: skip
    painter.end()
    return image


def test_layers_are_hidden_and_shown_from_the_view_menu(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    window.canvas.center_on("2208")
    with_units = _pixels(window)
    assert window.editor.view.units.shown
    _layer(window, "units").trigger()
    assert not window.editor.view.units.shown and _pixels(window) != with_units
    for name in ("rivers", "terrain", "towns", "soviet_supply", "labels"):
        _layer(window, name).trigger()
    painter = window.canvas.map_item.map_painter
    assert painter.hidden == {"rivers", "terrain", "towns", "soviet_supply", "labels"}
    assert not window.canvas.names.isVisible()
    window.new_canvas()  # a map of another size keeps the choice
    assert window.canvas.map_item.map_painter.hidden == painter.hidden and not window.editor.view.units.shown
    for name in ("units", "rivers", "terrain", "towns", "soviet_supply", "labels"):
        _layer(window, name).trigger()
    assert window.canvas.map_item.map_painter.hidden == frozenset() and window.editor.view.units.shown
    window.canvas.center_on("2208")
    assert _pixels(window) == with_units


def test_a_click_on_the_minimap_shows_that_part_of_the_map(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    minimap = window.minimap
    window.docks["minimap"].show()
    qtbot.waitUntil(lambda: minimap.isVisible() and minimap.width() > 50)
    target = window.canvas.scene_pos("2414")
    at = minimap.mapFromScene(target)
    QTest.mouseClick(minimap.viewport(), Qt.MouseButton.LeftButton, pos=at)
    centre = window.canvas.mapToScene(window.canvas.viewport().rect().center())
    size = window.canvas.geo.size
    assert abs(centre.x() - target.x()) < size and abs(centre.y() - target.y()) < size
    assert minimap.shown_part().contains(target)


def test_the_minimap_outlines_no_more_than_the_map(qtbot: QtBot, tmp_path: Path) -> None:
    """The whole map shown with a margin around it (Fit): the outline is the map's edge, inside the small map (it was
    the canvas's whole view, drawn beyond the panel, two stray lines at its sides)."""
    window = make_editor(qtbot, tmp_path)
    minimap = window.minimap
    window.docks["minimap"].show()
    qtbot.waitUntil(lambda: minimap.isVisible() and minimap.width() > 50)
    window.canvas.fitInView(window.canvas.map_item.boundingRect().adjusted(-500, -500, 500, 500))
    bounds = window.canvas.map_item.boundingRect()
    assert minimap.shown_part() == bounds
    outline = minimap.mapFromScene(minimap.shown_part()).boundingRect()
    assert minimap.viewport().rect().contains(outline)
