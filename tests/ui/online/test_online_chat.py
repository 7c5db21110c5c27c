"""The chat of an online game is kept with the game on the server: a line written while the opponent is away is
read when the opponent's window opens again, and a window that joins again shows each line once. The players are
named by the names they gave, in the chat and in My Online Games."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from panzer_qt.model.enums import Side
from panzer_qt.net.protocol import Create
from panzer_qt.ui.online.dialogs import MyGamesDialog
from panzer_qt.ui.online.known import NAME_KEY
from panzer_qt.ui.play.main_window import MainWindow
from tests.helpers.net_kit import scenario_data, server_thread
from tests.helpers.online_kit import WAIT_MS, online_settings, open_seat

NAMES = {Side.GERMAN: "Hans", Side.SOVIET: "Ivan"}


def _say(qtbot: QtBot, window: MainWindow, text: str) -> None:
    chat = window.online.chat  # type: ignore[attr-defined]
    chat.entry.setText(text)
    qtbot.keyClick(chat.entry, Qt.Key.Key_Return)


def _shown(window: MainWindow) -> list[str]:
    lines = window.online.chat.lines  # type: ignore[attr-defined]
    return [lines.item(i).text() for i in range(lines.count())]


def test_a_line_written_while_the_opponent_is_away_is_read_when_he_comes_back(qtbot: QtBot, tmp_path: Path) -> None:
    with server_thread() as running:
        created = running.referee.create(Create(scenario=scenario_data(), deploy=False), "127.0.0.1")
        settings = {side: online_settings(tmp_path, side.value) for side in Side}
        for side, name in NAMES.items():
            settings[side].setValue(NAME_KEY, name)
        german, soviet = (open_seat(qtbot, running.url, created.seats[s], settings[s]) for s in Side)
        _say(qtbot, soviet, "hello")
        qtbot.waitUntil(lambda: _shown(german) == ["Ivan (Soviet): hello"], timeout=WAIT_MS)
        german.close()
        qtbot.waitUntil(lambda: soviet.session.link.online == [Side.SOVIET], timeout=WAIT_MS)
        _say(qtbot, soviet, "are you there?")
        qtbot.waitUntil(lambda: _shown(soviet) == ["You: hello", "You: are you there?"], timeout=WAIT_MS)
        again = open_seat(qtbot, running.url, created.seats[Side.GERMAN], settings[Side.GERMAN])
        qtbot.waitUntil(lambda: len(_shown(again)) == 2, timeout=WAIT_MS)
        _say(qtbot, again, "here")
        qtbot.waitUntil(lambda: len(_shown(soviet)) == 3, timeout=WAIT_MS)
        assert _shown(again) == ["Ivan (Soviet): hello", "Ivan (Soviet): are you there?", "You: here"]
        assert _shown(soviet) == ["You: hello", "You: are you there?", "Hans (German): here"]
        games = MyGamesDialog(settings[Side.GERMAN])
        qtbot.addWidget(games)
        qtbot.waitUntil(lambda: games.table.item(0, 2).text() != "", timeout=WAIT_MS)
        assert games.table.item(0, 1).text() == "Ivan (Soviet)"
