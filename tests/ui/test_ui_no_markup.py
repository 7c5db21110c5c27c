"""Text from files is never markup, in any of the three windows: a scenario whose every name (units, KG markers,
formations, towns, rivers, map labels, the scenario's name, description and author) and a record whose bookmarks
are written like markup (``<a href=...><b><img src=...>name</b></a>``) are shown in the client, the editor and the
replay viewer, and every text those windows show is walked: tooltips, labels, message boxes, text views, item
views, actions, map items. Wherever a name shows, it shows character for character, its markup too: never a
picture loaded from a file, a link or bold type."""

from __future__ import annotations

import json
import re
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6 import QtGui
from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QAbstractTableModel,
    QModelIndex,
    QStringListModel,
    Qt,
)
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QStatusBar,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from panzer_qt.ai.games import play_game
from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.enums import Side
from panzer_qt.model.record import Bookmark
from panzer_qt.model.scenario import Scenario
from panzer_qt.paths import APP_ICON
from panzer_qt.records.record_files import save_with_bookmarks
from panzer_qt.rules.game import Game
from panzer_qt.ui.edit.editor_window import EditorWindow
from tests.conftest import DATA
from tests.helpers.editor_kit import make_editor
from tests.helpers.ui_kit import click_hex, hover_hex, log_lines, make_window
from tests.ui.replay.test_replay_viewer import open_viewer

PICTURE = Path(shutil.copy(APP_ICON, Path(tempfile.gettempdir()) / "pq.png")).as_posix()
"""A picture that exists, at a short path (names are at most 100 characters): a name read as markup would load it."""
MARKER = re.compile(r"Zq[A-Za-z]+\d*")
"""The word in the middle of every hostile name."""


def hostile(word: str) -> str:
    """A name written like markup around ``word``: as markup it would show a link, bold type and a picture."""
    return f'<a href="file:///etc"><b><img src="{PICTURE}">{word}</b></a> &amp; <i>'


def hostile_scenario(tmp: Path, broken: bool = False) -> Path:
    """The tiny scenario with every name from the file hostile; ``broken``: a hexside of the first river is the
    second's too, a hex of the first town the second's (the problems name the first river and town)."""
    data = json.loads((DATA / "tiny.json").read_text(encoding="utf-8"))
    meta = data["meta"]
    meta.update(name=hostile("ZqScenario"), description=hostile("ZqDescription"), author=hostile("ZqAuthor"))
    for i, unit in enumerate(data["units"]):
        unit.update(name=hostile(f"ZqUnit{i}"), formation=hostile(f"ZqFormation{i}"))
    for i, marker in enumerate(data.get("kg_markers", [])):
        marker["name"] = hostile(f"ZqKg{i}")
    for i, town in enumerate(data["map"]["towns"]):
        town["name"] = hostile(f"ZqTown{i}")
    for i, river in enumerate(data["map"]["rivers"]):
        river["name"] = hostile(f"ZqRiver{i}")
    data["map"]["labels"] = [{"text": hostile("ZqLabel"), "hex": "0303"}]
    if broken:
        data["map"]["rivers"][1]["hexsides"].append(data["map"]["rivers"][0]["hexsides"][0])
        data["map"]["towns"][1]["hexes"].append(data["map"]["towns"][0]["hexes"][0])
    path = tmp / ("broken.json" if broken else "hostile.json")
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@dataclass
class Shown:
    """Every text a window shows, walked; the hostile names found, and where."""

    seen: dict[str, set[str]] = field(default_factory=dict)
    """Marker: the kinds of place it was seen in ("tooltip", "rich label", ...)."""
    wrong: list[str] = field(default_factory=list)

    def check(self, where: str, text: str, rich: bool) -> None:
        """``text`` as it is shown (rendered first if ``rich``): every marker in it within its whole name."""
        if not MARKER.search(text):
            return
        shown = rendered(text) if rich else text
        kind = f"{'rich ' if rich else ''}{where}"
        for found in MARKER.finditer(shown):
            self.seen.setdefault(found.group(), set()).add(kind)
            if hostile(found.group()) not in shown:
                self.wrong.append(f"{kind}: {text!r} shows as {shown!r}")
        if not MARKER.search(shown):
            self.wrong.append(f"{kind}: {text!r} shows as {shown!r}")

    def rich_kinds(self) -> set[str]:
        return {kind for kinds in self.seen.values() for kind in kinds if kind.startswith("rich ")}

    def markers(self) -> set[str]:
        return set(self.seen)


def rendered(html: str) -> str:
    """The characters rich text shows (a picture as U+FFFC)."""
    document = QTextDocument()
    document.setHtml(html)
    return document.toPlainText()


def auto_rich(text: str) -> bool:
    """Whether Qt shows ``text`` as rich text where it guesses (tooltips, labels in AutoText)."""
    return bool(QtGui.Qt.mightBeRichText(text))


def label_rich(label: QLabel) -> bool:
    fmt = label.textFormat()
    if fmt == Qt.TextFormat.AutoText:
        return auto_rich(QLabel.text(label))
    return fmt != Qt.TextFormat.PlainText


def walk_model(shown: Shown, model: QAbstractItemModel, parent: QModelIndex | None = None) -> None:
    """Every cell's text and tooltip, the headers' too."""
    parent = parent or QModelIndex()
    listed = isinstance(model, (QAbstractListModel, QStringListModel))  # one column, no children
    columns = 1 if listed else model.columnCount(parent)
    roles = ((Qt.ItemDataRole.DisplayRole, "item", False), (Qt.ItemDataRole.ToolTipRole, "item tooltip", True))
    for column in range(columns):
        for role, where, guess in roles:
            value = model.headerData(column, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                shown.check(f"header {where}", value, guess and auto_rich(value))
    for row in range(model.rowCount(parent)):
        for column in range(columns):
            index = model.index(row, column, parent)
            for role, where, guess in roles:
                value = model.data(index, role)
                if isinstance(value, str):
                    shown.check(where, value, guess and auto_rich(value))
            if (
                column == 0
                and not isinstance(model, (QAbstractListModel, QAbstractTableModel))
                and model.hasChildren(index)
            ):
                walk_model(shown, model, index)


def walk_widget(shown: Shown, widget: QWidget) -> None:
    """One widget's texts: tooltip, title, label, text view, item view, actions, map items."""
    for text, where in ((widget.toolTip(), "tooltip"), (widget.whatsThis(), "what's this")):
        shown.check(where, text, auto_rich(text))
    shown.check("window title", widget.windowTitle(), False)
    if isinstance(widget, QLabel):
        shown.check("label", QLabel.text(widget), label_rich(widget))
    if isinstance(widget, (QTextEdit, QPlainTextEdit)):
        shown.check("text view", widget.toPlainText(), False)
    if isinstance(widget, QStatusBar):
        shown.check("status bar", widget.currentMessage(), False)
    if isinstance(widget, QMessageBox):
        shown.check("message details", widget.detailedText(), False)
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        walk_model(shown, widget.model())
    for action in widget.actions():
        walk_action(shown, action)
    if isinstance(widget, QGraphicsView) and widget.scene() is not None:
        for item in widget.scene().items():
            shown.check("map item tooltip", item.toolTip(), auto_rich(item.toolTip()))
            if isinstance(item, QGraphicsTextItem):
                shown.check("map text", item.toPlainText(), False)
            if isinstance(item, QGraphicsSimpleTextItem):
                shown.check("map text", item.text(), False)


def walk_action(shown: Shown, action: QAction) -> None:
    shown.check("action", action.text(), False)
    shown.check("action tooltip", action.toolTip(), auto_rich(action.toolTip()))
    shown.check("action status tip", action.statusTip(), False)


def walk(shown: Shown) -> Shown:
    """Every widget the application has, each window's and each dialog's."""
    for widget in QApplication.allWidgets():
        walk_widget(shown, widget)
    return shown


def assert_never_markup(shown: Shown, expected: set[str], rich: set[str]) -> None:
    """No name read as markup; every name ``expected`` was shown somewhere, and some in each kind of ``rich``
    place (so the walk did reach them)."""
    assert shown.wrong == []
    assert expected <= shown.markers(), sorted(expected - shown.markers())
    assert rich <= shown.rich_kinds(), sorted(shown.rich_kinds())


def boxes_answered(monkeypatch: pytest.MonkeyPatch, shown: Shown) -> list[str]:
    """Modal message boxes walked while they show, then answered Cancel (or the escape button); their texts."""
    texts: list[str] = []

    def answer(box: QMessageBox) -> int:
        box.show()
        walk(shown)
        texts.append(box.text())
        box.hide()
        return int(QMessageBox.StandardButton.Cancel)

    monkeypatch.setattr(QMessageBox, "exec", answer)
    return texts


def unit_markers(scenario: Scenario) -> set[str]:
    return {MARKER.search(u.name).group() for u in scenario.units}  # type: ignore[union-attr]


def test_the_client_shows_no_name_as_markup(qtbot: QtBot, tmp_path: Path) -> None:
    from panzer_qt.editing.files import read_scenario

    scenario = read_scenario(hostile_scenario(tmp_path))
    game = Game.new(scenario, seed=1944)
    window = make_window(qtbot, game, tmp_path)
    shown = Shown()
    for hid in ("0404", "0105", "0302", "0303"):  # the towns, the river, the label
        hover_hex(window, hid)
        walk(shown)
    placed = [hid for hid in (u.hex for u in game.state.units.values()) if hid]
    for hid in placed:
        hover_hex(window, hid)
        click_hex(qtbot, window, hid)
        walk(shown)
    log_lines(window)
    walk(shown)
    own = {MARKER.search(scenario.units[i].name).group() for i, u in enumerate(scenario.units) if u.side is Side.SOVIET}  # type: ignore[union-attr]
    assert_never_markup(shown, own | {"ZqTown0", "ZqTown1", "ZqRiver0", "ZqScenario"}, {"rich tooltip"})


def _edited(window: EditorWindow) -> None:
    """An edit that leaves unsaved changes (a unit duplicated)."""
    window.editor.select_unit(window.document.scenario.units[0].id)
    window.oob.duplicate()
    assert window.document.modified


def test_the_editor_shows_no_name_as_markup(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = hostile_scenario(tmp_path, broken=True)
    window = make_editor(qtbot, tmp_path, path)
    shown = Shown()
    boxes = boxes_answered(monkeypatch, shown)
    scenario = window.document.scenario
    for unit in scenario.units:
        window.editor.select_unit(unit.id)
        walk(shown)
    for tool in window.tools:
        window.choose_tool(tool)
        for hid in ("0404", "0105", "0302", "0303"):
            window.canvas.hexHovered.emit(hid)
            walk(shown)
    _edited(window)
    window.actions_.new()  # asks whether to save the changes to the scenario: Cancel
    window.actions_.save_to(tmp_path / "saved.json")  # the game would refuse it: asks first, Cancel
    assert "ZqScenario" in boxes[0] and "ZqRiver0" in boxes[1] and "ZqTown0" in boxes[1] and len(boxes) == 2
    walk(shown)
    expected = unit_markers(scenario) | {"ZqTown0", "ZqTown1", "ZqRiver0", "ZqRiver1", "ZqScenario", "ZqKg0"}
    assert_never_markup(shown, expected, {"rich tooltip"})


def test_the_viewer_shows_no_name_as_markup(qtbot: QtBot, tmp_path: Path) -> None:
    from panzer_qt.editing.files import read_scenario

    scenario = read_scenario(hostile_scenario(tmp_path))
    game, _ = play_game(scenario, 5, {Side.GERMAN: RandomPolicy(10), Side.SOVIET: RandomPolicy(11)})
    marks = [Bookmark(step=3, title=hostile("ZqMarkTitle"), note=hostile("ZqMarkNote"))]
    path = tmp_path / "game.json"
    save_with_bookmarks(game.record(), marks, path)
    viewer = open_viewer(qtbot, path)
    shown = Shown()
    for step in (0, 3, len(game.steps) // 2, len(game.steps)):
        viewer.go_to_step(step)
        assert viewer.canvas is not None and viewer.layers is not None
        for hid in ("0404", "0105", "0302"):  # the towns, the river
            viewer.canvas.hexHovered.emit(hid)  # the map's tooltip, the status bar
            walk(shown)
        viewer.select(tuple(viewer.layers.units_at("0404")[:1]))
        walk(shown)
    viewer.bookmarks.list.setCurrentRow(0)
    walk(shown)
    expected = {"ZqTown0", "ZqRiver0", "ZqScenario", "ZqMarkTitle", "ZqMarkNote"}
    assert_never_markup(shown, expected, {"rich tooltip"})
