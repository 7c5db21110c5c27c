"""The editor's layout: the map keeps most of the window after New, Open and Resize Map, a remembered layout that
squeezes it is not restored, and View > Reset Layout gives it back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QLineEdit, QSpinBox
from pytestqt.qtbot import QtBot

from panzer_qt.editing.files import read_scenario
from panzer_qt.ui.edit.document import Document
from panzer_qt.ui.edit.editor_window import EditorWindow
from tests.helpers.editor_kit import DEFAULT, answer_dialog, make_editor, type_into

CTRL = Qt.KeyboardModifier.ControlModifier
MAX_DOCK = 450
"""The widest a column of docks may be after a file is opened."""


def _settled(qtbot: QtBot, window: EditorWindow) -> None:
    """Wait for the layout to settle, the window active again (for its shortcuts) after a dialog."""
    for _ in range(5):
        qtbot.wait(10)
    window.activateWindow()
    QTest.qWaitForWindowActive(window, 2000)


def _assert_map_wide(window: EditorWindow) -> None:
    left, right = window.docks["tool"].width(), window.docks["oob"].width()
    assert window.canvas.width() >= window.width() // 2, (window.canvas.width(), left, right)
    assert left <= MAX_DOCK and right <= MAX_DOCK


def test_new_open_and_resize_leave_the_map_most_of_the_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_editor(qtbot, tmp_path)
    _settled(qtbot, window)
    _assert_map_wide(window)

    def new(dialog: QDialog) -> None:
        type_into(dialog.findChildren(QSpinBox)[0], 10)
        type_into(dialog.findChildren(QSpinBox)[1], 8)
        dialog.findChild(QLineEdit).setText("Strip")

    answer_dialog(new)
    QTest.keyClick(window, Qt.Key.Key_N, CTRL)
    _settled(qtbot, window)
    assert window.document.scenario.map.columns == 10
    _assert_map_wide(window)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(DEFAULT), ""))
    QTest.keyClick(window, Qt.Key.Key_O, CTRL)
    _settled(qtbot, window)
    assert window.document.path == DEFAULT
    _assert_map_wide(window)
    answer_dialog(lambda dialog: type_into(dialog.findChild(QSpinBox, "resize_east"), 2))
    QTest.keyClick(window, Qt.Key.Key_M, CTRL)
    _settled(qtbot, window)
    assert window.canvas.grid.columns == read_scenario(DEFAULT).map.columns + 2
    _assert_map_wide(window)


def _squeeze(window: EditorWindow) -> None:
    window.resizeDocks([window.docks["tool"], window.docks["oob"]], [650, 650], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    assert window.canvas.width() < window.width() // 2


def test_a_squeezed_layout_is_not_restored_and_reset_layout_gives_the_map_back(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    _settled(qtbot, window)
    _squeeze(window)
    reset = next(a for a in window.findChildren(type(window.actions_.fit)) if a.objectName() == "reset_layout")
    view = next(m for m in window.menuBar().actions() if m.text() == "&View").menu()
    assert reset in view.actions()
    window.docks["charts"].setFloating(True)
    reset.trigger()
    _settled(qtbot, window)
    _assert_map_wide(window)
    assert not window.docks["charts"].isFloating()
    _squeeze(window)
    window.close()  # remembers the squeezed layout
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    again = EditorWindow(Document(read_scenario(DEFAULT), DEFAULT), settings)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    _settled(qtbot, again)
    _assert_map_wide(again)
