"""Nothing disappears silently in the editor: a resize that would drop a town, river hexsides or hex-set hexes says
what will go and asks first; a deleted unit is named in the status bar until the history moves on."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton, QSpinBox
from pytestqt.qtbot import QtBot

from panzer_qt.editing.files import read_scenario
from tests.helpers.editor_kit import DEFAULT, answer_dialog, make_editor, type_into

CTRL = Qt.KeyboardModifier.ControlModifier


def test_a_resize_that_drops_a_town_says_what_goes_and_asks_first(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_editor(qtbot, tmp_path)
    before = window.document.scenario
    asked: list[str] = []
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes]

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        asked.append(box.text())
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "exec", answer)
    for _ in range(2):
        answer_dialog(lambda dialog: type_into(dialog.findChild(QSpinBox, "resize_north"), -1))
        QTest.keyClick(window, Qt.Key.Key_M, CTRL)
        if window.document.scenario == before:  # cancelled: the map is as it was
            assert window.document.undo_stack.count() == 0
        window.activateWindow()
        QTest.qWaitForWindowActive(window, 2000)
    assert asked[0] == asked[1]
    assert asked[0].splitlines()[:3] == [
        "The resize drops from the map:",
        "- the town Starokonstantinov (3001)",
        "- 4 of the 23 hexsides of the river Sluch",
    ]
    assert "- Soviet restriction zone (12.5): 1 fewer hexes" in asked[0].splitlines()
    resized = window.document.scenario
    assert resized.map.rows == before.map.rows - 1
    assert "Starokonstantinov" not in {t.name for t in resized.map.towns}
    window.document.undo_stack.undo()
    assert window.document.scenario == before


def test_a_resize_that_drops_nothing_asks_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_editor(qtbot, tmp_path)
    monkeypatch.setattr(QMessageBox, "exec", lambda _box: pytest.fail("asked"))
    answer_dialog(lambda dialog: type_into(dialog.findChild(QSpinBox, "resize_east"), 2))
    QTest.keyClick(window, Qt.Key.Key_M, CTRL)
    assert window.document.scenario.map.columns == read_scenario(DEFAULT).map.columns + 2


def test_a_deleted_unit_is_named_in_the_status_bar_until_undone(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    window.editor.select_unit("de-1sspz")
    delete = next(b for b in window.oob.findChildren(QPushButton) if b.text() == "Delete")
    QTest.mouseClick(delete, Qt.MouseButton.LeftButton)
    assert "de-1sspz" not in {u.id for u in window.document.scenario.units}
    said = "Deleted 1 SS Pz (de-1sspz), set up in 2208; Undo puts it back"
    assert window.statusBar().currentMessage() == said
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert "de-1sspz" in {u.id for u in window.document.scenario.units}
    assert window.statusBar().currentMessage() == ""
