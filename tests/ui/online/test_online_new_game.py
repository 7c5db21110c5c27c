"""New Online Game with real clicks against a referee server on 127.0.0.1: the game is created, the opponent's code
and link are shown and the player's own seat opens, on the side chosen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from panzer_qt.model.enums import Side
from panzer_qt.ui.online.dialogs import NewOnlineDialog
from panzer_qt.ui.online.known import join_link
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.window_parts import open_windows
from tests.helpers.net_kit import server_thread
from tests.helpers.online_kit import WAIT_MS, online_settings


@pytest.mark.parametrize("side", [Side.SOVIET, Side.GERMAN])
def test_create_and_open_shows_the_opponents_code_and_opens_the_chosen_side(
    qtbot: QtBot, tmp_path: Path, side: Side
) -> None:
    with server_thread() as running:
        dialog = NewOnlineDialog(online_settings(tmp_path, "new"))
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.server.setText(running.url)
        dialog.side.setCurrentIndex(dialog.side.findData(side))
        qtbot.mouseClick(dialog.create_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: any(isinstance(w, MainWindow) for w in open_windows()), timeout=WAIT_MS)
        [window] = [w for w in open_windows() if isinstance(w, MainWindow)]
        assert window.session.game.fog.viewer is side
        opponent = dialog.code.text()
        assert running.referee.seat(opponent).side is side.enemy
        assert dialog.link.text() == join_link(running.url, opponent)
