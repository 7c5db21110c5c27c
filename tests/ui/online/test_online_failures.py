"""The online dialogs when a game cannot be created, listed or joined: a scenario file with a problem, a server
nothing listens on, an address that is not a server's; each said in words for people, in the player's language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from panzer_qt.ui.online import link
from panzer_qt.ui.online.dialogs import JoinOnlineDialog, MyGamesDialog, NewOnlineDialog
from panzer_qt.ui.online.known import KnownGame, join_link, keep_game
from tests.helpers.net_kit import free_port, server_thread
from tests.helpers.online_kit import WAIT_MS, online_settings
from tests.ui.test_i18n import spanish

LEFT = Qt.MouseButton.LeftButton
CODE = "A" * 43
NOT_A_CODE = (
    "Cannot open the game: this is not a seat code: a code is 16 to 128 letters, digits, - and _ (copy the one your"
    " opponent gave you, nothing before or after it)"
)
NOT_AN_ADDRESS = "Cannot open the game: {server} is not a server address: use ws://HOST:PORT or wss://HOST:PORT"
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
    assert dialog.status.text() == f"{missing}: no se puede leer el archivo: No such file or directory"
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


def join_says(qtbot: QtBot, tmp_path: Path, server: str, code: str) -> tuple[JoinOnlineDialog, str]:
    """The Join dialog once Join is clicked with ``server`` and ``code`` and the seat cannot be joined: what it says
    (Join is off meanwhile, on again after)."""
    dialog = JoinOnlineDialog(online_settings(tmp_path, "join"))
    qtbot.addWidget(dialog)
    dialog.server.setText(server)
    dialog.code.setText(code)
    qtbot.mouseClick(dialog.join, LEFT)
    assert not dialog.join.isEnabled()
    qtbot.waitUntil(dialog.join.isEnabled, timeout=WAIT_MS)
    return dialog, dialog.status.text()


@pytest.mark.parametrize(
    ("server", "code", "said"),
    [
        ("{url}", CODE + ".", NOT_A_CODE),
        ("{url}", "short", NOT_A_CODE),
        ("127.0.0.1:{port}", CODE, NOT_AN_ADDRESS.format(server="127.0.0.1:{port}")),
        ("", join_link("http://127.0.0.1:{port}", CODE), NOT_AN_ADDRESS.format(server="http://127.0.0.1:{port}")),
    ],
    ids=["trailing-dot", "short-code", "no-scheme", "http-link"],
)
def test_join_says_at_once_a_code_or_an_address_cannot_be_one(
    qtbot: QtBot, tmp_path: Path, server: str, code: str, said: str
) -> None:
    with server_thread() as running:
        port = running.url.rsplit(":", 1)[1]
        fill = {"url": running.url, "port": port}
        code = code.replace("%7Bport%7D", port)
        _dialog, text = join_says(qtbot, tmp_path, server.format(**fill), code)
        assert text == said.format(**fill)


def test_join_gives_up_on_a_server_not_reached_and_runs_one_client_at_a_time(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(link, "CONNECT_TIMEOUT", 1.0)
    server = f"ws://127.0.0.1:{free_port()}"
    dialog = JoinOnlineDialog(online_settings(tmp_path, "join"))
    qtbot.addWidget(dialog)
    dialog.server.setText(server)
    dialog.code.setText(CODE)
    qtbot.mouseClick(dialog.join, LEFT)
    opening = dialog.opening
    assert dialog.status.text() == f"Connecting to {server}..."
    qtbot.mouseClick(dialog.join, LEFT)
    assert dialog.opening is opening and not dialog.join.isEnabled()
    qtbot.waitUntil(dialog.join.isEnabled, timeout=WAIT_MS)
    assert dialog.status.text() == (
        f"Cannot open the game: cannot reach the server at {server}: is it running? Is the address right?"
    )
