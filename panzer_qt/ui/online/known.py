"""The online games this player knows (server, seat code, side, scenario), the server address last used, and the
``panzer-qt://`` links that carry a seat to the opponent. Kept in the user's settings."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from urllib.parse import parse_qs, quote, urlsplit

from PySide6.QtCore import QCoreApplication, QSettings

from panzer_qt.model.enums import Side
from panzer_qt.ui.translated import capitalized

GAMES_KEY = "online/games"
SERVER_KEY = "online/server"
NAME_KEY = "online/name"
DEFAULT_SERVER = "ws://127.0.0.1:8765"
SCHEME = "panzer-qt"


@dataclass(frozen=True)
class KnownGame:
    """A seat the player holds: where, its secret code, and what it is (as last seen)."""

    server: str
    code: str
    game_id: str
    side: str
    scenario: str


def known_games(settings: QSettings) -> list[KnownGame]:
    """The seats kept, newest first."""
    try:
        rows = json.loads(str(settings.value(GAMES_KEY, "[]")))
        return [KnownGame(**row) for row in rows]
    except (ValueError, TypeError):
        return []


def keep_game(settings: QSettings, game: KnownGame) -> None:
    """Remember a seat (first in the list; the same seat once)."""
    games = [game, *(g for g in known_games(settings) if g.code != game.code)]
    settings.setValue(GAMES_KEY, json.dumps([asdict(g) for g in games]))


def forget_game(settings: QSettings, code: str) -> None:
    """Forget a seat."""
    games = [g for g in known_games(settings) if g.code != code]
    settings.setValue(GAMES_KEY, json.dumps([asdict(g) for g in games]))


def last_server(settings: QSettings) -> str:
    """The server address last used."""
    return str(settings.value(SERVER_KEY, DEFAULT_SERVER))


def player_name(settings: QSettings) -> str:
    """The name the player last gave."""
    return str(settings.value(NAME_KEY, ""))


def player_text(name: str, side: Side) -> str:
    """A player as the online windows name him: "Anna (Soviet)", or the side alone while no name is known."""
    if not name:
        return capitalized(side)
    return QCoreApplication.translate("Online", "{name} ({side})").format(name=name, side=capitalized(side))


def join_link(server: str, code: str) -> str:
    """A ``panzer-qt://`` link that opens the seat ``code`` on ``server``."""
    return f"{SCHEME}://join?server={quote(server, safe='')}&code={quote(code, safe='')}"


def parse_link(link: str) -> tuple[str, str] | None:
    """The server and the seat code a ``panzer-qt://`` link holds (None: not such a link). Neither is checked here:
    joining says what is wrong with them."""
    parts = urlsplit(link.strip())
    if parts.scheme != SCHEME:
        return None
    query = parse_qs(parts.query)
    server, code = query.get("server", [""])[0], query.get("code", [""])[0]
    if not server or not code:
        return None
    return server, code


def side_of(text: str) -> Side | None:
    """The side a stored name stands for."""
    try:
        return Side(text)
    except ValueError:
        return None
