"""Readable at 200%: at QT_SCALE_FACTOR=2 a 1920x1080 screen is 960x540 logical pixels, so the client, the editor
and the replay viewer must fit in that, in English and in Spanish (longer words): their minimum sizes do, and the
dialogs' too."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from panzer_qt.model.enums import Phase
from panzer_qt.ui.common.settings_dialog import SettingsDialog
from panzer_qt.ui.common.tables_view import TablesDialog
from panzer_qt.ui.edit.dialogs import NewDialog, ResizeDialog
from panzer_qt.ui.play.new_game import NewGameDialog
from panzer_qt.ui.play.session import load_any
from tests.helpers.editor_kit import DEFAULT, make_editor
from tests.helpers.games import SET_UP_SPREAD
from tests.helpers.ui_kit import make_window
from tests.ui.play.test_ui_window import _end_phases_until
from tests.ui.replay.test_replay_viewer import finished_game, open_viewer

SCREEN_AT_200 = QSize(960, 540)
"""A 1920x1080 screen at 200% scaling, in logical pixels."""
pytestmark = pytest.mark.usefixtures("language")


def too_big(window: QWidget) -> str:
    """How the window's minimum size passes the screen at 200%, or ""."""
    need = window.minimumSizeHint().expandedTo(window.minimumSize())
    return "" if need.width() <= SCREEN_AT_200.width() and need.height() <= SCREEN_AT_200.height() else f"{need}"


def test_the_three_windows_fit_a_full_hd_screen_at_200_percent(qtbot: QtBot, tmp_path: Path) -> None:
    game, _record = load_any(str(DEFAULT))
    client = make_window(qtbot, game, tmp_path / "client")
    editor = make_editor(qtbot, tmp_path / "editor")
    record = tmp_path / "game.json"
    record.write_text(finished_game().record().model_dump_json())
    viewer = open_viewer(qtbot, record)
    assert {name: too_big(w) for name, w in (("client", client), ("editor", editor), ("viewer", viewer))} == {
        "client": "",
        "editor": "",
        "viewer": "",
    }


def test_the_client_fits_when_the_phase_bar_asks_for_the_sequence(qtbot: QtBot, tmp_path: Path) -> None:
    game, _record = load_any(str(DEFAULT))
    client = make_window(qtbot, game, tmp_path)
    client.session.apply(SET_UP_SPREAD)
    _end_phases_until(qtbot, client, 2, Phase.SOVIET_1)
    assert all(b.isVisible() for b in client.phase_bar.sequence_buttons.values())  # the widest the bar gets
    assert too_big(client) == ""


def test_the_dialogs_fit_too(qtbot: QtBot, tmp_path: Path) -> None:
    game, _record = load_any(str(DEFAULT))
    client = make_window(qtbot, game, tmp_path)
    dialogs = {
        "new game": NewGameDialog(DEFAULT, client),
        "settings": SettingsDialog(client.session.prefs, client),
        "tables": TablesDialog(game.scenario.tables, client),
        "new scenario": NewDialog(client),
        "resize": ResizeDialog(20, 15, client),
    }
    assert {name: too_big(d) for name, d in dialogs.items()} == {name: "" for name in dialogs}
