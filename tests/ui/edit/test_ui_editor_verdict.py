"""The editor gives the one verdict on a scenario: its problem panel lists the errors ``panzer-qt validate`` prints,
F5 (Playtest) refuses to start on them, Ctrl+S asks before saving; a file with a river side between hexes that
share none opens with that problem listed and its map painted."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from panzer_qt.editing.problems import ERROR
from panzer_qt.records.validate import validate_file
from tests.helpers.editor_kit import make_editor
from tests.rules.test_scenario_verdict import TINY, _broken

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.mark.parametrize("name", ["a Soviet unit in the restriction zone", "no German entry hex", "no units"])
def test_the_panel_lists_what_validate_prints_and_playtest_and_save_stop_on_it(
    name: str, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, where, message = _broken(tmp_path, name)
    window = make_editor(qtbot, tmp_path, path)
    window.actions_.message = None
    panel = [f for f in window.validation.findings if f.severity == ERROR]
    items = [window.validation.list.item(i).text() for i in range(window.validation.list.count())]
    assert any(text.startswith(f"{where}: {message}") for text in items)
    assert [f"{path}: {f.where}: {f.message}" for f in panel] == validate_file(path)
    assert window.validation.summary.text().startswith(f"{len(panel)} error")
    qtbot.keyClick(window, Qt.Key.Key_F5)
    assert window.actions_.message is not None and window.actions_.message.windowTitle() == "Cannot playtest"
    assert f"{where}: {message}" in window.actions_.message.text() and not window.actions_.playtests
    window.actions_.message.close()
    asked: list[str] = []

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        asked.append(box.text())
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "exec", answer)
    window.document.path = tmp_path / "mine.json"
    qtbot.keyClick(window, Qt.Key.Key_S, CTRL)
    assert len(asked) == 1 and f"{where}: {message}" in asked[0] and asked[0].endswith("Save anyway?")
    assert not (tmp_path / "mine.json").exists()


def test_a_river_side_between_hexes_that_share_none_opens_listed_and_painted(qtbot: QtBot, tmp_path: Path) -> None:
    data = copy.deepcopy(TINY)
    data["map"]["rivers"][0]["hexsides"].append(["0101", "0505"])
    path = tmp_path / "river.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    window = make_editor(qtbot, tmp_path, path)
    window.actions_.message = None
    image = QImage(window.canvas.viewport().size(), QImage.Format.Format_ARGB32)
    window.canvas.viewport().render(image)  # paints the map, the river side left out
    qtbot.wait(50)
    first = window.validation.findings[0]
    assert (first.severity, first.where, first.hexes) == (ERROR, "$.map.rivers[0].hexsides[4]", ("0101", "0505"))
    assert first.message == "river Testa: hexes 0101 and 0505 are not adjacent"
    assert validate_file(path) == [f"{path}: $.map.rivers[0].hexsides[4]: {first.message}"]
