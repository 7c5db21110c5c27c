"""Helpers of the online client tests: two windows of one game, each a seat joined through a referee server on
127.0.0.1, and the check that a window names no enemy unit its side cannot see."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from panzer_qt.model.enums import Side
from panzer_qt.net.protocol import Created
from panzer_qt.ui.online.window import Opening
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.settings import ANIMATION, CONFIRM_END_PHASE, Settings
from tests.helpers.ui_kit import log_lines

WAIT_MS = 10_000


def online_settings(folder: Path, name: str) -> QSettings:
    """A player's own settings: nothing animated, End Phase not asked about."""
    settings = QSettings(str(folder / f"{name}.ini"), QSettings.Format.IniFormat)
    prefs = Settings(settings)
    prefs.set(ANIMATION, "off")
    prefs.set(CONFIRM_END_PHASE, False)
    return settings


def open_seat(qtbot: QtBot, url: str, code: str, settings: QSettings) -> MainWindow:
    """A shown window on a seat, once its first view is in."""
    opening = Opening(url, code, settings)
    qtbot.waitUntil(lambda: opening.window is not None, timeout=WAIT_MS)
    window = opening.window
    assert window is not None  # kept open, and closed after the test, as the program keeps it (tests/ui/online)
    window.show()
    qtbot.waitExposed(window)
    return window


def open_both(qtbot: QtBot, url: str, created: Created, folder: Path) -> dict[Side, MainWindow]:
    """A window for each seat of a game."""
    return {side: open_seat(qtbot, url, created.seats[side], online_settings(folder, side.value)) for side in Side}


def step_of(window: MainWindow) -> int:
    """The step of the window's view."""
    return int(window.session.game.played)  # type: ignore[attr-defined]


def hidden_names(window: MainWindow) -> list[str]:
    """The names of the enemy units the window's side cannot see now."""
    return [window.names.unit(u) for u in window.session.game.fog.unseen]  # type: ignore[attr-defined]


def assert_names_no_hidden_unit(window: MainWindow, hexes: list[str]) -> None:
    """The log, the odds panel and the hover texts of ``hexes`` name no enemy unit the side cannot see."""
    hidden = hidden_names(window)
    texts = [*log_lines(window), window.combat.odds_text(), *(window.layers.explain(h) for h in hexes)]
    leaked = [(name, text) for name in hidden for text in texts if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text)]
    assert not leaked, leaked[:3]
