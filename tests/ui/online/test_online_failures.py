"""The online dialogs when a game cannot be created, listed or joined: a scenario file with a problem, a server
nothing listens on, an address that is not a server's; each said in words for people, in the player's language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from panzer_qt.ui.online.dialogs import MyGamesDialog, NewOnlineDialog
from panzer_qt.ui.online.known import KnownGame, keep_game
from tests.helpers.net_kit import free_port
from tests.helpers.online_kit import WAIT_MS, online_settings
from tests.ui.test_i18n import spanish

LEFT = Qt.MouseButton.LeftButton
UNREACHABLE_ES = "no se puede conectar con el servidor en {server}: ¿está en marcha? ¿Es correcta la dirección?"
__all__ = ["spanish"]


def create_says(qtbot: QtBot, dialog: NewOnlineDialog, server: str) -> str:
    """What New Online Game says once Create and Open is clicked with ``server``."""
    dialog.server.setText(server)
    qtbot.mouseClick(dialog.create_button, LEFT)
    qtbot.waitUntil(dialog.create_button.isEnabled, timeout=WAIT_MS)
    return dialog.status.text()


def test_new_online_game_words_a_missing_scenario_and_a_server_not_reached_in_spanish(
    qtbot: QtBot, tmp_path: Path, spanish: None
) -> None:
    dialog = NewOnlineDialog(online_settings(tmp_path, "new"))
    qtbot.addWidget(dialog)
    scenario = dialog.path.text()
    missing = tmp_path / "nonexistent.json"
    dialog.path.setText(str(missing))
    qtbot.mouseClick(dialog.create_button, LEFT)
    assert dialog.status.text() == f"{missing}: $: no se puede leer el archivo: No such file or directory"
    dialog.path.setText(scenario)
    server = f"ws://127.0.0.1:{free_port()}"
    said = create_says(qtbot, dialog, server)
    assert said == "No se puede crear la partida: " + UNREACHABLE_ES.format(server=server)
    assert create_says(qtbot, dialog, "localhost:8765") == (
        "No se puede crear la partida: localhost:8765 no es una dirección de servidor: usa ws://HOST:PUERTO o"
        " wss://HOST:PUERTO"
    )


def test_my_online_games_says_a_server_is_not_reached_in_spanish(qtbot: QtBot, tmp_path: Path, spanish: None) -> None:
    settings = online_settings(tmp_path, "mine")
    server = f"ws://127.0.0.1:{free_port()}"
    keep_game(settings, KnownGame(server, "Y" * 43, "deadbeef", "soviet", "Dead server game"))
    dialog = MyGamesDialog(settings)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.status.text() != "", timeout=WAIT_MS)
    assert dialog.status.text() == "No se puede actualizar la lista: " + UNREACHABLE_ES.format(server=server)
