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
from collections.abc import Sequence
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any, Literal, TypeAlias

from pydantic import Field, StringConstraints, TypeAdapter

from panzer_qt.model import enums
from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Phase, Side
from panzer_qt.model.events import Event
from panzer_qt.model.ids import HexId, UnitId
from panzer_qt.model.record import GameRecord
from panzer_qt.model.scenario import Options, Scenario
from panzer_qt.model.state import GameState
from panzer_qt.model.tables import Frozen
from panzer_qt.model.text import Text
from panzer_qt.rules.errors import IllegalCommand

PROTOCOL = 1
SUBPROTOCOL = f"panzer-qt.{PROTOCOL}"
"""The WebSocket subprotocol both ends must name: the protocol's version."""

SeatCode: TypeAlias = Annotated[str, StringConstraints(min_length=16, max_length=128, pattern=r"^[A-Za-z0-9_-]+$")]
"""A seat's secret: whoever holds it plays that side of that game."""
RequestId: TypeAlias = Annotated[str, StringConstraints(min_length=1, max_length=64)]
"""A client's id for a command it sends: a command re-sent with the same id is applied once."""
PlayerName: TypeAlias = Annotated[str, StringConstraints(max_length=40)]
Status: TypeAlias = Literal["playing", "over", "resigned", "abandoned"]
ChatText: TypeAlias = Annotated[str, StringConstraints(min_length=1, max_length=500)]
WORDS: dict[str, type[StrEnum]] = {
    name: kind
    for name, kind in vars(enums).items()
    if isinstance(kind, type) and issubclass(kind, StrEnum) and kind is not StrEnum
}
"""The enums whose values a ``Said`` carries as words, by name."""


class Word(Frozen):
    """A value of a ``Said`` that is a word of the game (``kind``: an enum of ``model.enums``, ``Side``,
    ``Phase``...): the reader shows it in his language."""

    kind: str = Field(max_length=40)
    value: str = Field(max_length=40)


class Said(Frozen):
    """A sentence for the reader, translatable as the engine's texts are (``model.text.Text``, README
    "Languages"): an English ``template`` with ``{name}`` fields and the ``params`` that fill them (numbers,
    hexes and names as they are; ``Word``s and nested ``Said``s translated)."""

    template: str = Field(max_length=2000)
    params: dict[str, int | float | str | Word | Said] = Field(default_factory=dict)

    @classmethod
    def of(cls, text: Text) -> Said:
        """The sentence a ``Text`` is (its values that are neither words nor texts as strings)."""
        return cls(template=text.template, params={name: _said_value(value) for name, value in text.params.items()})

    def text(self) -> Text:
        """The ``Text`` it carries: words back as their enums (a kind this version lacks: the plain value)."""
        return Text(self.template, **{name: _text_value(value) for name, value in self.params.items()})

    def __str__(self) -> str:
        """The English sentence."""
        return str(self.text())


def _said_value(value: object) -> int | float | str | Word | Said:
    if isinstance(value, Text):
        return Said.of(value)
    if isinstance(value, StrEnum) and type(value).__name__ in WORDS:
        return Word(kind=type(value).__name__, value=value.value)
    return value if isinstance(value, int | float | str) else str(value)


def _text_value(value: int | float | str | Word | Said) -> object:
    if isinstance(value, Said):
        return value.text()
    if isinstance(value, Word):
        kind = WORDS.get(value.kind)
        return kind(value.value) if kind is not None and value.value in kind._value2member_map_ else value.value
    return value


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
    again; None: send them all), ``mark``: the mark of step ``since`` as it was told (a step taken back and
    played again meanwhile has another: then every step is sent again)."""

    type: Literal["join"] = "join"
    code: SeatCode
    since: int | None = Field(default=None, ge=0)
    mark: str | None = Field(default=None, max_length=64)
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


class Sync(Frozen):
    """Send the seat's whole view again (a client whose view fell out of step with the changes it is sent)."""

    type: Literal["sync"] = "sync"


ClientMessage: TypeAlias = Annotated[
    Create | Join | Send | Undo | Resign | ListGames | GetRecord | Chat | Sync, Field(discriminator="type")
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


class ViewChange(Frozen):
    """What changed in the seat's view from the one at step ``base`` (the seat's latest) to the one at ``step``:
    the state's fields that changed, a dictionary field (``units``, ``control``...) by its entries that changed
    (``entries``) and its keys gone (``gone``), any other field whole (``fields``); and the view's own fields,
    all of them. Applied to the view at ``base``, it gives exactly the view the server would send whole."""

    base: int = Field(ge=0)
    step: int = Field(ge=0)
    fields: dict[str, Any] = Field(default_factory=dict)
    entries: dict[str, dict[str, Any]] = Field(default_factory=dict)
    gone: dict[str, list[str]] = Field(default_factory=dict)
    hidden: dict[HexId, int] = Field(default_factory=dict)
    unseen: list[UnitId] = Field(default_factory=list)
    to_act: Side | None = None
    can_undo: bool = False
    status: Status = "playing"
    resigned_by: Side | None = None
    last_move_at: float | None = None


class Played(Frozen):
    """The events of step ``step`` that the seat may know (step 0: the set-up), played by ``by``; with ``change``
    (a command just played), what changed in the seat's view, and no ``View`` follows."""

    type: Literal["played"] = "played"
    step: int = Field(ge=0)
    by: Side | None = None
    events: list[Event]
    change: ViewChange | None = None
    mark: str | None = Field(default=None, description="The step's fingerprint, for joining again (Join.mark).")


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
    """The engine (or the referee) refused command ``id``: the rule and the reason, in English (``message``)
    and translatable (``text``); told to its sender only."""

    type: Literal["refused"] = "refused"
    id: RequestId
    rule: str
    message: str
    text: Said

    @classmethod
    def of(cls, request_id: str, refusal: IllegalCommand) -> Refused:
        """The answer to request ``request_id`` refused by ``refusal``."""
        return cls(id=request_id, rule=refusal.rule, message=refusal.message, text=Said.of(refusal.text))


class Undone(Frozen):
    """``by`` took back its last command: the game is back at ``step`` commands; with ``change``, what changed
    in the seat's view (else a ``View`` follows)."""

    type: Literal["undone"] = "undone"
    step: int
    by: Side
    change: ViewChange | None = None


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
    opponent: str = ""
    """The other seat's player's name, as given on joining ("" before)."""


class Games(Frozen):
    """The games the codes open (codes that open none are left out)."""

    type: Literal["games"] = "games"
    games: list[GameInfo]


class Record(Frozen):
    """The game's whole record, fog lifted, for the replay viewer."""

    type: Literal["record"] = "record"
    record: GameRecord


class ChatLine(Frozen):
    """A chat line from the player of ``side`` (plain text); ``n``: its number in the game's chat, from 1 (the
    server keeps the lines and sends the last ``CHAT_KEPT`` again on joining: a client shows each ``n`` once)."""

    type: Literal["chat_line"] = "chat_line"
    side: Side
    text: ChatText
    n: int | None = Field(default=None, ge=1)


CHAT_KEPT = 200
"""How many of a game's last chat lines a seat is sent on joining."""


def new_chat_line(chat: Sequence[ChatLine], line: ChatLine) -> bool:
    """Whether ``line`` is not among the lines ``chat`` holds already (sent again on joining)."""
    return line.n is None or all(kept.n != line.n for kept in chat)


class Presence(Frozen):
    """The sides of the game that have a connection now: sent to every seat of the game when a seat joins or its
    last connection closes."""

    type: Literal["presence"] = "presence"
    online: list[Side]
    names: dict[Side, str] = Field(default_factory=dict)
    """The names the players gave on joining, so far (a seat that joins later is named to the other)."""


class Error(Frozen):
    """A message the server could not take: ``code`` says why (``malformed``, ``too_big``, ``rate``,
    ``no_seat``, ``seated``, ``bad_code``, ``bad_scenario``, ``too_many_games``, ``not_over``, ``gone``,
    ``internal``), ``message`` in English and ``text`` translatable; ``id`` is the request's, when it had one."""

    type: Literal["error"] = "error"
    code: str
    message: str
    text: Said
    id: str | None = None

    @classmethod
    def of(cls, code: str, text: Text, request_id: str | None = None) -> Error:
        """The error ``code`` told as ``text``."""
        return cls(code=code, message=str(text), text=Said.of(text), id=request_id)


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
