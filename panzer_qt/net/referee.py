"""The referee: the only full copy of each game, the engine applying every command, each side told only what
it may know (``rules.seen``). No networking here: ``net.server`` carries its answers to the connections.

Dice come from the operating system's randomness at the moment of each roll (``system_die``). Each accepted
command is committed to the database before anyone is told of it; a command re-sent with an id already
applied is answered as before and not applied again.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import cast

from pydantic import TypeAdapter, ValidationError

from panzer_qt.model.commands import EndPhase
from panzer_qt.model.enums import Side
from panzer_qt.model.errors import FileProblemError
from panzer_qt.model.events import Event
from panzer_qt.model.record import GameRecord, RecordStep
from panzer_qt.net.protocol import (
    Accepted,
    Create,
    Created,
    GameInfo,
    Games,
    Joined,
    Played,
    Record,
    Refused,
    Send,
    ServerMessage,
    Undone,
    View,
)
from panzer_qt.net.protocol import (
    Status as ProtocolStatus,
)
from panzer_qt.net.store import Moved, Store, StoredStep, code_hash
from panzer_qt.rules.dice import DieSource
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.fog import hidden_units
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import scenario_from_json
from panzer_qt.rules.seen import concealed, events_seen_by

EVENTS: TypeAdapter[list[Event]] = TypeAdapter(list[Event])
StoredStatus = str
"""``playing``, ``over`` or ``resigned:SIDE``."""


def system_die() -> int:
    """One die from the operating system's randomness, rolled when asked: nobody can know it before."""
    return secrets.randbelow(6) + 1


class Refusal(Exception):
    """A request the server does not take: ``code`` (see ``protocol.Error``) and a plain-text reason."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code, self.message = code, message


@dataclass(frozen=True)
class Seat:
    """One side of one game: what a connection acts for once it has joined."""

    game_id: str
    side: Side
    digest: str


@dataclass
class Outcome:
    """What a request gives: ``reply`` for its sender, ``told`` for every connection of each side of the game."""

    reply: list[ServerMessage] = field(default_factory=list)
    told: dict[Side, list[ServerMessage]] = field(default_factory=dict)


@dataclass
class Table:
    """A game loaded in memory."""

    game_id: str
    game: Game
    status: StoredStatus
    last_move: float
    names: dict[Side, str]
    by: list[Side] = field(default_factory=list)
    """Who played each step."""
    requests: dict[tuple[Side, str], int] = field(default_factory=dict)
    """The step each (side, request id) was applied as."""
    concealed: dict[Side, frozenset[str]] = field(default_factory=dict)
    """What each side cannot see now."""

    def moved(self) -> Moved:
        """The game's status, last move and position, as the database keeps them."""
        state = self.game.state
        position = {"turn": state.turn, "phase": state.phase.value, "to_act": self.to_act()}
        return Moved(self.status, self.last_move, json.dumps(position))

    def to_act(self) -> Side | None:
        """Who must decide now; None once the game is over."""
        return self.game.side_to_act() if self.playing else None

    def refresh(self) -> None:
        """Work out again what each side cannot see."""
        self.concealed = {side: concealed(self.game, side) for side in Side}

    @property
    def playing(self) -> bool:
        """Whether the game goes on."""
        return self.status == "playing"


class Referee:
    """Every game of one server process; loads a game from the database when a seat first asks for it."""

    def __init__(
        self,
        store: Store,
        *,
        games_per_address: int = 20,
        die: DieSource = system_die,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.games_per_address = games_per_address
        self.die = die
        self.clock = clock
        self.tables: dict[str, Table] = {}

    # -- games and seats ---------------------------------------------------------------------------
    def create(self, request: Create, address: str) -> Created:
        """A new game of the uploaded scenario; its seat codes (Refusal if the scenario is not valid or the
        address has too many games going)."""
        if self.store.games_playing_from(address) >= self.games_per_address:
            raise Refusal("too_many_games", f"at most {self.games_per_address} games at once from one address")
        try:
            scenario = scenario_from_json(request.scenario, "the uploaded scenario")
            game = Game.new(scenario, options=request.options, auto_deploy=False, dice=self.die)
        except FileProblemError as exc:
            raise Refusal("bad_scenario", exc.describe()) from None
        except ValidationError as exc:
            raise Refusal("bad_scenario", f"the options do not suit the scenario: {exc.errors()[0]['msg']}") from None
        game_id = secrets.token_hex(8)
        codes = {side: secrets.token_urlsafe(32) for side in Side}
        header = game.record().model_copy(update={"steps": [], "snapshots": {}}).model_dump_json()
        names = {request.side: plain(request.name)}
        table = Table(game_id, game, "playing", self.clock(), names)
        table.refresh()
        digests = {side: code_hash(code) for side, code in codes.items()}
        self.store.create(game_id, header, digests, names=names, address=address, moved=table.moved())
        self.tables[game_id] = table
        if not request.deploy:
            self._accept_set_up(table)
        return Created(game_id=game_id, seats=codes)

    def _accept_set_up(self, table: Table) -> None:
        """The printed German set-up accepted, when it can be (as ``Game.new`` does)."""
        before = table.concealed
        try:
            events = table.game.apply(EndPhase())
        except IllegalCommand:
            return
        self._commit(table, Side.GERMAN, "set-up", events, before)

    def seat(self, code: str) -> Seat:
        """The seat a code opens (compared by hash, in constant time); Refusal ``bad_code`` if none."""
        digest = code_hash(code)
        found = self.store.seat(digest)
        if found is None or not secrets.compare_digest(found[2], digest):
            raise Refusal("bad_code", "no game has a seat with this code")
        return Seat(found[0], found[1], digest)

    def table(self, game_id: str) -> Table:
        """The game, loaded and replayed from the database if it is not in memory (Refusal ``gone`` if deleted)."""
        table = self.tables.get(game_id)
        if table is None:
            table = self._load(game_id)
            self.tables[game_id] = table
        return table

    def _load(self, game_id: str) -> Table:
        stored = self.store.load(game_id)
        if stored is None:
            raise Refusal("gone", "this game is no longer kept")
        header = GameRecord.model_validate_json(stored.header)
        steps = [RecordStep.model_validate_json(s.step) for s in stored.steps]
        record = header.model_copy(update={"steps": steps})
        source = f"game {game_id}"
        game = Game.replaying(record, source)
        for i in range(len(steps)):
            game.replay_step(record, i, source)
        game.dice = self.die
        table = Table(game_id, game, stored.status, stored.last_move, stored.names)
        table.by = [s.side for s in stored.steps]
        table.requests = {(s.side, s.request): s.n for s in stored.steps}
        table.refresh()
        return table

    def forget(self, game_id: str) -> None:
        """Drop the game from memory (it is loaded again from the database when asked for)."""
        self.tables.pop(game_id, None)

    def join(self, seat: Seat, since: int | None, name: str) -> list[ServerMessage]:
        """What a connection taking ``seat`` is sent: the seat, the events of the steps after ``since``, the view."""
        table = self.table(seat.game_id)
        if name:
            table.names[seat.side] = plain(name)
            self.store.name_seat(seat.digest, table.names[seat.side])
        self.store.seen(seat.game_id, self.clock())
        messages: list[ServerMessage] = [
            Joined(game_id=seat.game_id, side=seat.side, scenario=table.game.scenario, names=table.names)
        ]
        if since is None:
            messages.append(Played(step=0, events=self._start_told(table, seat.side)))
        stored = self.store.load(seat.game_id)
        assert stored is not None, "a loaded game is in the database"
        for step in stored.steps[since or 0 :]:
            messages.append(Played(step=step.n, by=step.side, events=EVENTS.validate_json(step.told[seat.side])))
        messages.append(self.view(table, seat.side))
        return messages

    def _start_told(self, table: Table, side: Side) -> list[Event]:
        """The set-up's events as ``side`` was told them."""
        game = table.game
        start = Game(game.scenario, game.snapshots[0], board=game.board)
        hidden = concealed(start, side)
        return events_seen_by(game.start_events, hidden, hidden)

    # -- play --------------------------------------------------------------------------------------
    def play(self, seat: Seat, request: Send) -> Outcome:
        """Apply the seat's command if it is the seat's to give and the rules allow it."""
        table = self.table(seat.game_id)
        done = table.requests.get((seat.side, request.id))
        if done is not None:
            return Outcome(reply=[Accepted(id=request.id, step=done)])
        refusal = self._not_yours(table, seat)
        if refusal is not None:
            return Outcome(reply=[Refused(id=request.id, rule=refusal[0], message=refusal[1])])
        before = table.concealed
        try:
            events = table.game.apply(request.command)
        except IllegalCommand as exc:
            return Outcome(reply=[Refused(id=request.id, rule=exc.rule, message=exc.message)])
        except Exception:
            self.forget(seat.game_id)  # the engine failed half-way: the database holds the game as it was
            raise
        n = self._commit(table, seat.side, request.id, events, before)
        played = self._played(table, events, n, before)
        self._resume_end(table, request.id, played)
        return Outcome(
            reply=[Accepted(id=request.id, step=n)], told={s: [*played[s], self.view(table, s)] for s in Side}
        )

    @staticmethod
    def _not_yours(table: Table, seat: Seat) -> tuple[str, str] | None:
        if not table.playing:
            return "4.3", "the game is over"
        acting = table.to_act()
        if acting is not seat.side:
            return "5.0", f"the {acting.value if acting else 'other'} side decides now, not the {seat.side.value}"
        return None

    def _commit(
        self, table: Table, side: Side, request: str, events: list[Event], before: dict[Side, frozenset[str]]
    ) -> int:
        """Store the step just applied, then note it in memory; the step's number."""
        game = table.game
        n = len(game.steps)
        after = {s: concealed(game, s) for s in Side}
        told = {s: EVENTS.dump_json(events_seen_by(events, before[s], after[s])).decode() for s in Side}
        table.status = "over" if game.state.game_over else "playing"
        table.last_move = self.clock()
        stored = StoredStep(n, side, request, game.steps[-1].model_dump_json(), told)
        try:
            self.store.add_step(table.game_id, stored, table.moved())
        except Exception:
            self.forget(table.game_id)
            raise
        table.concealed = after
        table.by.append(side)
        table.requests[(side, request)] = n
        return n

    def _resume_end(self, table: Table, request: str, played: dict[Side, list[ServerMessage]]) -> None:
        """Give the End Phase a thinning of the last over-stacked hex resumes (6.0), as a step of the side that asked
        for it; what each side is told of it added to ``played``."""
        end = table.game.resumed_end()
        side = table.to_act()
        if end is None or side is None:
            return
        before = table.concealed
        events = table.game.apply(end)
        n = self._commit(table, side, f"{request}/end", events, before)
        for s, told in self._played(table, events, n, before).items():
            played[s] += told

    @staticmethod
    def _played(
        table: Table, events: list[Event], n: int, before: dict[Side, frozenset[str]]
    ) -> dict[Side, list[ServerMessage]]:
        """What each side is told of step ``n`` just committed."""
        by = table.by[-1]
        return {s: [Played(step=n, by=by, events=events_seen_by(events, before[s], table.concealed[s]))] for s in Side}

    def undo(self, seat: Seat, request: str) -> Outcome:
        """Take back the seat's last command, if nothing was rolled or revealed since (12.0 as in hot-seat)."""
        table = self.table(seat.game_id)
        game = table.game
        if not (table.playing and table.by and table.by[-1] is seat.side and game.can_undo()):
            message = (
                "nothing to undo: a die was rolled, a stack revealed, a phase begun or the other side played since"
            )
            return Outcome(reply=[Refused(id=request, rule="12.0", message=message)])
        n = len(game.steps)
        game.undo()
        table.last_move = self.clock()
        try:
            self.store.drop_step(seat.game_id, n, table.moved())
        except Exception:
            self.forget(seat.game_id)
            raise
        table.by.pop()
        table.requests = {key: step for key, step in table.requests.items() if step != n}
        table.refresh()
        told: dict[Side, list[ServerMessage]] = {
            s: [Undone(step=n - 1, by=seat.side), self.view(table, s)] for s in Side
        }
        return Outcome(reply=[Accepted(id=request, step=n - 1)], told=told)

    def resign(self, seat: Seat, request: str) -> Outcome:
        """The seat's side gives up: the game ends."""
        table = self.table(seat.game_id)
        if not table.playing:
            return Outcome(reply=[Refused(id=request, rule="4.3", message="the game is over")])
        table.status, table.last_move = f"resigned:{seat.side.value}", self.clock()
        self.store.moved(seat.game_id, table.moved())
        told: dict[Side, list[ServerMessage]] = {s: [self.view(table, s)] for s in Side}
        return Outcome(reply=[Accepted(id=request, step=len(table.game.steps))], told=told)

    # -- what a seat may read ----------------------------------------------------------------------
    def view(self, table: Table, side: Side) -> View:
        """The position as ``side`` may see it."""
        game = table.game
        hidden = hidden_units(game, side)
        status, resigned = _status(table.status)
        return View(
            game_id=table.game_id,
            side=side,
            step=len(game.steps),
            state=game.as_seen_by(side).state,
            hidden={hid: len(ids) for hid, ids in hidden.items()},
            unseen=sorted(table.concealed[side]),
            to_act=table.to_act(),
            can_undo=table.playing and bool(table.by) and table.by[-1] is side and game.can_undo(),
            status=status,
            resigned_by=resigned,
            last_move_at=table.last_move,
        )

    def record(self, seat: Seat) -> Record:
        """The whole record, fog lifted: only once the game is over (Refusal ``not_over`` before)."""
        table = self.table(seat.game_id)
        if table.playing:
            raise Refusal("not_over", "the whole record is given once the game is over; until then, your side's view")
        return Record(record=table.game.record())

    def games(self, codes: list[str]) -> Games:
        """The games these codes open, as a list for the player holding them."""
        found = []
        for code in codes:
            try:
                seat = self.seat(code)
            except Refusal:
                continue
            info = self._info(seat)
            if info is not None:
                found.append(info)
        return Games(games=found)

    def _info(self, seat: Seat) -> GameInfo | None:
        table = self.tables.get(seat.game_id)
        moved = table.moved() if table is not None else self.store.summary(seat.game_id)  # unloaded: not replayed
        if moved is None:
            return None
        status, resigned = _status(moved.status)
        return GameInfo.model_validate(
            {
                **json.loads(moved.position),
                "game_id": seat.game_id,
                "side": seat.side,
                "status": status,
                "resigned_by": resigned,
                "last_move_at": moved.at,
            }
        )


def _status(status: StoredStatus) -> tuple[ProtocolStatus, Side | None]:
    """The protocol's status and who resigned, from the stored status."""
    kind, _, side = status.partition(":")
    return cast(ProtocolStatus, kind), Side(side) if side else None


def plain(text: str) -> str:
    """A player's text with control characters taken out (it is shown as plain text everywhere)."""
    return "".join(ch for ch in text if ch.isprintable()).strip()
