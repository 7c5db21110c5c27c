"""A resignation in an online game: both windows say who resigned and who won, in English and in Spanish, and
nobody is to act any more; the full record the server then gives tells the resignation to the replay viewer."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from panzer_qt.model.enums import Side
from panzer_qt.net.protocol import Create
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.replay.window import ReplayWindow
from tests.helpers.net_kit import scenario_data, server_thread
from tests.helpers.online_kit import WAIT_MS, open_both
from tests.ui.test_i18n import spanish

__all__ = ["spanish"]


def plain(html: str) -> str:
    """Rich text as the reader sees it, on one line."""
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


@contextmanager
def resigned_windows(qtbot: QtBot, tmp_path: Path) -> Iterator[dict[Side, MainWindow]]:
    """Both windows of a game the German side resigned, once each shows its game-over box (the server running)."""
    with server_thread() as running:
        created = running.referee.create(Create(scenario=scenario_data(), deploy=False), "127.0.0.1")
        windows = open_both(qtbot, running.url, created, tmp_path)
        windows[Side.GERMAN].session.link.resign()
        for window in windows.values():
            qtbot.waitUntil(lambda w=window: shown_box(w) is not None, timeout=WAIT_MS)
        yield windows


def shown_box(window: MainWindow) -> QMessageBox | None:
    """The window's game-over box, when shown."""
    box = window.game_over
    return box if box is not None and box.isVisible() else None


def test_both_windows_say_the_german_side_resigned_and_the_soviet_side_won_and_so_does_the_full_record(
    qtbot: QtBot, tmp_path: Path
) -> None:
    with resigned_windows(qtbot, tmp_path) as windows:
        for window in windows.values():
            box = shown_box(window)
            assert box is not None
            text = plain(box.text())
            assert text.startswith("Game over: the German side resigned. Soviet victory. ")
            assert text.endswith("The German side resigned: Soviet victory.")
            assert "If the game ended now" not in text and "German victory" not in text
            assert "If the game ended now" not in plain(window.vp_panel.table.text())
            assert window.phase_bar.side_label.text() == "game over"
            assert "background: #444444" in window.phase_bar.side_label.styleSheet()  # no side's colour
            assert window.online.bar.turn.text() == "Game over: the German side resigned. Soviet victory."
        soviet = windows[Side.SOVIET]
        box = shown_box(soviet)
        assert box is not None
        qtbot.mouseClick(box.findChild(QPushButton, "open_full_record"), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: isinstance(soviet.online.viewer, ReplayWindow), timeout=WAIT_MS)
        viewer = soviet.online.viewer
        assert isinstance(viewer, ReplayWindow)
        qtbot.waitUntil(lambda: viewer.review is not None and viewer.review.finished, timeout=WAIT_MS)
        assert viewer.review is not None
        viewer.go_to_step(viewer.review.index.total)
        assert "The German side resigned: Soviet victory" in viewer.explanation.toPlainText()
        viewer.dirty = False
        viewer.close()


def test_the_resignation_is_told_in_spanish(qtbot: QtBot, tmp_path: Path, spanish: None) -> None:
    with resigned_windows(qtbot, tmp_path) as windows:
        for window in windows.values():
            box = shown_box(window)
            assert box is not None
            text = plain(box.text())
            assert text.startswith("Partida terminada: el bando alemán se rindió. Victoria soviética. ")
            assert "Si la partida terminara ahora" not in text and "Victoria alemana" not in text
            assert window.phase_bar.side_label.text() == "partida terminada"
