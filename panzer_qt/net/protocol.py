"""The remote-play protocol: JSON messages over a WebSocket, each a pydantic model told apart by ``type``.

The WebSocket subprotocol ``panzer-qt.1`` names the version: a client and a server that speak different
versions never open a connection. The JSON Schema of every message is ``docs/protocol.schema.json``
(``python -m panzer_qt.net.protocol`` writes it; a test fails when it is stale); ``docs/protocol.md`` tells
the conversation.

Text from players (names, chat lines) is plain text: a client shows it as such, never as markup.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any, Literal, TypeAlias

from pydantic import Field, StringConstraints, TypeAdapter

from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Phase, Side
from panzer_qt.model.events import Event
from panzer_qt.model.ids import HexId, UnitId
from panzer_qt.model.record import GameRecord
from panzer_qt.model.scenario import Options, Scenario
from panzer_qt.model.state import GameState
from panzer_qt.model.tables import Frozen

PROTOCOL = 1
SUBPROTOCOL = f"panzer-qt.{PROTOCOL}"
"""The WebSocket subprotocol both ends must name: the protocol's version."""

SeatCode: TypeAlias = Annotated[str, StringConstraints(min_length=16, max_length=128, pattern=r"^[A-Za-z0-9_-]+$")]
"""A seat's secret: whoever holds it plays that side of that game."""
RequestId: TypeAlias = Annotated[str, StringConstraints(min_length=1, max_length=64)]
"""A client's id for a command it sends: a command re-sent with the same id is applied once."""
PlayerName: TypeAlias = Annotated[str, StringConstraints(max_length=40)]
Status: TypeAlias = Literal["playing", "over", "resigned"]
ChatText: TypeAlias = Annotated[str, StringConstraints(min_length=1, max_length=500)]


# -- what a client sends ---------------------------------------------------------------------------
class Create(Frozen):
    """Start a game of ``scenario`` (a scenario file's JSON, checked as any file is) with ``options``;
    the server answers ``Created`` with a seat code for each side (the creator takes ``side``'s)."""

    type: Literal["create"] = "create"
    scenario: dict[str, Any]
    options: Options | None = None
    side: Side = Side.GERMAN
    name: PlayerName = ""
    deploy: bool = Field(default=True, description="The German player places his own set-up (3.2).")


class Join(Frozen):
    """Take a seat with its code; ``since``: the steps the client already knows (their events are not sent
    again; None: send them all)."""

    type: Literal["join"] = "join"
    code: SeatCode
    since: int | None = Field(default=None, ge=0)
    name: PlayerName = ""


class Send(Frozen):
    """Play a command for the seat taken."""

    type: Literal["command"] = "command"
    id: RequestId
    command: Command


class Undo(Frozen):
    """Take back the seat's last command (while no die was rolled and nothing revealed since)."""

    type: Literal["undo"] = "undo"
    id: RequestId


class Resign(Frozen):
    """Give up the game: it ends, the other side wins."""

    type: Literal["resign"] = "resign"
    id: RequestId


class ListGames(Frozen):
    """The games these seat codes open, with whose turn it is and when the last move was made."""

    type: Literal["list_games"] = "list_games"
    codes: list[SeatCode] = Field(max_length=100)


class GetRecord(Frozen):
    """The whole record of the seat's game, fog lifted: only once the game is over."""

    type: Literal["get_record"] = "get_record"


class Chat(Frozen):
    """A line of plain text for the other player."""

    type: Literal["chat"] = "chat"
    text: ChatText


ClientMessage: TypeAlias = Annotated[
    Create | Join | Send | Undo | Resign | ListGames | GetRecord | Chat, Field(discriminator="type")
]


# -- what the server sends -------------------------------------------------------------------------
class Welcome(Frozen):
    """The server's first message on a connection."""

    type: Literal["welcome"] = "welcome"
    protocol: int = PROTOCOL
    max_message: int = Field(description="Bytes a message may hold (a Create: its scenario included).")


class Created(Frozen):
    """A new game: its id and the seat code of each side (give the other to the opponent)."""

    type: Literal["created"] = "created"
    game_id: str
    seats: dict[Side, SeatCode]


class Joined(Frozen):
    """The seat taken: its game, side and scenario; ``Played`` messages and a ``View`` follow."""

    type: Literal["joined"] = "joined"
    game_id: str
    side: Side
    scenario: Scenario
    names: dict[Side, PlayerName] = Field(default_factory=dict)


class Played(Frozen):
    """The events of step ``step`` that the seat may know (step 0: the set-up), played by ``by``."""

    type: Literal["played"] = "played"
    step: int = Field(ge=0)
    by: Side | None = None
    events: list[Event]


class View(Frozen):
    """The position as the seat's side may see it after ``step`` commands (``Game.as_seen_by``), with how
    many counters each enemy stack hides and which enemy units are hidden somewhere."""

    type: Literal["view"] = "view"
    game_id: str
    side: Side
    step: int = Field(ge=0)
    state: GameState
    hidden: dict[HexId, int] = Field(default_factory=dict)
    unseen: list[UnitId] = Field(default_factory=list)
    to_act: Side | None = Field(description="Who must decide now (None once the game is over).")
    can_undo: bool = False
    status: Status = "playing"
    resigned_by: Side | None = None
    last_move_at: float | None = Field(default=None, description="Seconds since 1970 (UTC) of the last command.")

    @property
    def waiting(self) -> bool:
        """Whether the seat waits for the other side."""
        return self.status == "playing" and self.to_act is not self.side


class Accepted(Frozen):
    """The command (or undo, or resignation) ``id`` was applied as step ``step`` (already applied once if re-sent)."""

    type: Literal["accepted"] = "accepted"
    id: RequestId
    step: int


class Refused(Frozen):
    """The engine refused command ``id``: the rule and the reason (told to its sender only)."""

    type: Literal["refused"] = "refused"
    id: RequestId
    rule: str
    message: str


class Undone(Frozen):
    """``by`` took back its last command: the game is back at ``step`` commands; a ``View`` follows."""

    type: Literal["undone"] = "undone"
    step: int
    by: Side


class GameInfo(Frozen):
    """One game of a ``Games`` answer."""

    game_id: str
    side: Side
    turn: int
    phase: Phase
    to_act: Side | None
    status: Status
    resigned_by: Side | None = None
    last_move_at: float | None


class Games(Frozen):
    """The games the codes open (codes that open none are left out)."""

    type: Literal["games"] = "games"
    games: list[GameInfo]


class Record(Frozen):
    """The game's whole record, fog lifted, for the replay viewer."""

    type: Literal["record"] = "record"
    record: GameRecord


class ChatLine(Frozen):
    """A chat line from the player of ``side`` (plain text)."""

    type: Literal["chat_line"] = "chat_line"
    side: Side
    text: ChatText


class Presence(Frozen):
    """The sides of the game that have a connection now: sent to every seat of the game when a seat joins or its
    last connection closes."""

    type: Literal["presence"] = "presence"
    online: list[Side]


class Error(Frozen):
    """A message the server could not take: ``code`` says why (``malformed``, ``too_big``, ``rate``,
    ``no_seat``, ``bad_code``, ``bad_scenario``, ``too_many_games``, ``not_over``, ``gone``, ``internal``...);
    ``id`` is the request's, when it had one."""

    type: Literal["error"] = "error"
    code: str
    message: str
    id: str | None = None


ServerMessage: TypeAlias = Annotated[
    Welcome
    | Created
    | Joined
    | Played
    | View
    | Accepted
    | Refused
    | Undone
    | Games
    | Record
    | ChatLine
    | Presence
    | Error,
    Field(discriminator="type"),
]

CLIENT: TypeAdapter[ClientMessage] = TypeAdapter(ClientMessage)
SERVER: TypeAdapter[ServerMessage] = TypeAdapter(ServerMessage)
MESSAGE: TypeAdapter[ClientMessage | ServerMessage] = TypeAdapter(
    Annotated[ClientMessage | ServerMessage, Field(discriminator="type")]
)

SCHEMA = Path(__file__).resolve().parents[2] / "docs" / "protocol.schema.json"


def encode(message: Frozen) -> str:
    """A message as the JSON text sent."""
    return message.model_dump_json(exclude_none=False)


def schema_text() -> str:
    """The JSON Schema of every message (both directions) as stable, indented JSON text."""
    schema = MESSAGE.json_schema()
    schema["title"] = f"panzer-qt remote play protocol {PROTOCOL} (WebSocket subprotocol {SUBPROTOCOL})"
    return json.dumps(schema, indent=1, sort_keys=True) + "\n"


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else SCHEMA
    target.write_text(schema_text(), encoding="utf-8")
    print(target)
