"""The referee: the only full copy of each game, the engine applying every command, each side told only what
it may know (``rules.seen``). No networking here: ``net.server`` carries its answers to the connections.

Dice come from the operating system's randomness at the moment of each roll (``system_die``). Each accepted
command is committed to the database before anyone is told of it; a command re-sent with an id already
applied is answered as before and not applied again.

Each side's view is worked out once per step (one fog computation per side) and kept with the game; after a
command a seat is told what changed in it (``net.views``), the whole view only when it joins or asks. Games
of one scenario share one ``Board`` (the map, the order of battle and their precomputed tables).
"""

from __future__ import annotations

import hashlib
import json
import secrets
import time
import weakref
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import cast

from pydantic import TypeAdapter, ValidationError

from panzer_qt.model.commands import EndPhase
from panzer_qt.model.enums import Side
from panzer_qt.model.errors import FileProblemError
from panzer_qt.model.events import Event
from panzer_qt.model.record import Ending, GameRecord, RecordStep, scenario_hash
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.text import Text
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
from panzer_qt.net.views import view_change
from panzer_qt.rules.board import Board
from panzer_qt.rules.dice import DieSource
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.fog import hidden_units
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import scenario_from_json
from panzer_qt.rules.seen import concealed, events_seen_by

EVENTS: TypeAdapter[list[Event]] = TypeAdapter(list[Event])
StoredStatus = str
"""``playing``, ``over``, ``resigned:SIDE`` or ``abandoned``."""
DAY = 86_400.0
EVERY_SIDE: tuple[Side, ...] = tuple(Side)


def step_mark(step: str) -> str:
    """A stored step's fingerprint (``Played.mark``): a client joining again tells the mark of the last step
    it knows, so a step taken back and played again while it was away is not mistaken for the one it knew."""
    return hashlib.sha256(step.encode("utf-8")).hexdigest()[:16]


def system_die() -> int:
    """One die from the operating system's randomness, rolled when asked: nobody can know it before."""
    return secrets.randbelow(6) + 1


class Refusal(Exception):
    """A request the server does not take: ``code`` (see ``protocol.Error``) and the reason (``text``, a
    template with named fields the client translates; ``message``, its English)."""

    def __init__(self, code: str, text: Text) -> None:
        self.code, self.text, self.message = code, text, str(text)
        super().__init__(self.message)


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
    concealed: dict[Side, dict[str, list[str]]] = field(default_factory=dict)
    """What each side cannot see now, by hex (``rules.fog.hidden_units``)."""
    unseen: dict[Side, frozenset[str]] = field(default_factory=dict)
    """The same, as a set of unit ids."""
    views: dict[Side, View] = field(default_factory=dict)
    """Each side's view as last sent, while its seats are connected (a change is worked out from it)."""

    def moved(self) -> Moved:
        """The game's status, last move and position, as the database keeps them."""
        state = self.game.state
        position = {"turn": state.turn, "phase": state.phase.value, "to_act": self.to_act()}
        return Moved(self.status, self.last_move, json.dumps(position))

    def to_act(self) -> Side | None:
        """Who must decide now; None once the game is over."""
        return self.game.side_to_act() if self.playing else None

    def refresh(self) -> None:
        """Work out again what each side cannot see (after a step); the views kept are now out of date."""
        self.concealed = {side: hidden_units(self.game, side) for side in Side}
        self.unseen = {side: frozenset(u for ids in self.concealed[side].values() for u in ids) for side in Side}

    @property
    def playing(self) -> bool:
        """Whether the game goes on."""
        return self.status == "playing"

    def view(self, side: Side) -> View:
        """The position as ``side`` may see it now (``Game.as_seen_by``)."""
        game, hidden = self.game, self.concealed[side]
        status, resigned = _status(self.status)
        return View(
            game_id=self.game_id,
            side=side,
            step=len(game.steps),
            state=game.as_seen_by(side, concealed=hidden).state,
            hidden={hid: len(ids) for hid, ids in hidden.items()},
            unseen=sorted(self.unseen[side]),
            to_act=self.to_act(),
            can_undo=self.playing and bool(self.by) and self.by[-1] is side and self.game.can_undo(),
            status=status,
            resigned_by=resigned,
            last_move_at=self.last_move,
        )


class Boards:
    """One ``Board`` per scenario (by its hash, options applied), shared by the games loaded that play it."""

    def __init__(self) -> None:
        self._boards: weakref.WeakValueDictionary[str, Board] = weakref.WeakValueDictionary()

    def of(self, scenario: Scenario, digest: str | None = None) -> Board:
        """The board of ``scenario`` (``digest``: its ``scenario_hash``, when known)."""
        key = digest or scenario_hash(scenario)
        board = self._boards.get(key)
        if board is None:
            board = Board(scenario)
            self._boards[key] = board
        return board


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
        self.boards = Boards()

    # -- games and seats ---------------------------------------------------------------------------
    def create(self, request: Create, address: str) -> Created:
        """A new game of the uploaded scenario; its seat codes (Refusal if the scenario is not valid or the
        address has too many games going)."""
        if self.store.games_playing_from(address) >= self.games_per_address:
            text = Text("at most {count} games at once from one address", count=self.games_per_address)
            raise Refusal("too_many_games", text)
        try:
            scenario = scenario_from_json(request.scenario, "the uploaded scenario")
            if request.options is not None:
                scenario = scenario.with_options(request.options)
        except FileProblemError as exc:
            first = exc.problems[0]
            text = Text("the uploaded scenario: {where}: {problem}", where=first.where, problem=first.text)
            raise Refusal("bad_scenario", text) from None
        except ValidationError as exc:
            text = Text("the options do not suit the scenario: {reason}", reason=exc.errors()[0]["msg"])
            raise Refusal("bad_scenario", text) from None
        game = Game.new(scenario, auto_deploy=False, dice=self.die, board=self.boards.of(scenario))
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
        before = table.unseen
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
            raise Refusal("bad_code", Text("no game has a seat with this code"))
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
            raise Refusal("gone", Text("this game is no longer kept"))
        header = GameRecord.model_validate_json(stored.header)
        steps = [RecordStep.model_validate_json(s.step) for s in stored.steps]
        record = header.model_copy(update={"steps": steps})
        source = f"game {game_id}"
        game = Game.replaying(record, source, board=self.boards.of(header.scenario, header.scenario_hash))
        for i in range(len(steps)):
            game.replay_step(record, i, source)
        game.dice = self.die
        table = Table(game_id, game, stored.status, stored.last_move, stored.names)
        table.by = [s.side for s in stored.steps]
        table.requests = {**stored.answered, **{(s.side, s.request): s.n for s in stored.steps}}
        table.refresh()
        return table

    def forget(self, game_id: str) -> None:
        """Drop the game from memory (it is loaded again from the database when asked for)."""
        self.tables.pop(game_id, None)

    def join(self, seat: Seat, since: int | None, name: str, mark: str | None = None) -> list[ServerMessage]:
        """What a connection taking ``seat`` is sent: the seat, the events of the steps after ``since`` (all of
        them if the game's step ``since`` is gone or has another ``mark``), the view."""
        table = self.table(seat.game_id)
        if name:
            table.names[seat.side] = plain(name)
            self.store.name_seat(seat.digest, table.names[seat.side])
        self.store.seen(seat.game_id, self.clock())
        messages: list[ServerMessage] = [
            Joined(game_id=seat.game_id, side=seat.side, scenario=table.game.scenario, names=table.names)
        ]
        stored = self.store.load(seat.game_id)
        assert stored is not None, "a loaded game is in the database"
        steps = stored.steps
        if since is not None and (since > len(steps) or (since and step_mark(steps[since - 1].step) != mark)):
            since = None  # a step the client knew was taken back meanwhile: all again
        if since is None:
            messages.append(Played(step=0, events=self._start_told(table, seat.side)))
        for step in steps[since or 0 :]:
            events = EVENTS.validate_json(step.told[seat.side])
            messages.append(Played(step=step.n, by=step.side, events=events, mark=step_mark(step.step)))
        messages.append(self.view(table, seat.side))
        return messages

    def _start_told(self, table: Table, side: Side) -> list[Event]:
        """The set-up's events as ``side`` was told them."""
        game = table.game
        start = Game(game.scenario, game.snapshots[0], board=game.board)
        hidden = concealed(start, side)
        return events_seen_by(game.start_events, hidden, hidden)

    # -- play --------------------------------------------------------------------------------------
    def play(self, seat: Seat, request: Send, listening: Collection[Side] = EVERY_SIDE) -> Outcome:
        """Apply the seat's command if it is the seat's to give and the rules allow it; what each ``listening``
        side is told of it."""
        table = self.table(seat.game_id)
        done = table.requests.get((seat.side, request.id))
        if done is not None:
            return Outcome(reply=[Accepted(id=request.id, step=done)])
        refusal = self._not_yours(table, seat)
        if refusal is not None:
            return Outcome(reply=[Refused.of(request.id, refusal)])
        before = table.unseen
        try:
            events = table.game.apply(request.command)
        except IllegalCommand as exc:
            return Outcome(reply=[Refused.of(request.id, exc)])
        except Exception:
            self.forget(seat.game_id)  # the engine failed half-way: the database holds the game as it was
            raise
        stored = self._commit(table, seat.side, request.id, events, before)
        told = self._played(table, stored, events, before, listening)
        self._resume_end(table, request.id, told, listening)
        return Outcome(reply=[Accepted(id=request.id, step=stored.n)], told=self._with_views(table, told))

    @staticmethod
    def _not_yours(table: Table, seat: Seat) -> IllegalCommand | None:
        if not table.playing:
            return IllegalCommand("4.3", "the game is over")
        acting = table.to_act()
        if acting is None:
            return IllegalCommand("5.0", "the other side decides now, not the {side}", side=seat.side)
        if acting is not seat.side:
            return IllegalCommand("5.0", "the {acting} side decides now, not the {side}", acting=acting, side=seat.side)
        return None

    def _commit(
        self, table: Table, side: Side, request: str, events: list[Event], before: dict[Side, frozenset[str]]
    ) -> StoredStep:
        """Store the step just applied, then note it in memory; the step as stored."""
        game = table.game
        n = len(game.steps)
        table.refresh()
        told = {s: EVENTS.dump_json(events_seen_by(events, before[s], table.unseen[s])).decode() for s in Side}
        table.status = "over" if game.state.game_over else "playing"
        table.last_move = self.clock()
        stored = StoredStep(n, side, request, game.steps[-1].model_dump_json(), told)
        try:
            self.store.add_step(table.game_id, stored, table.moved())
        except Exception:
            self.forget(table.game_id)
            raise
        table.by.append(side)
        table.requests[(side, request)] = n
        return stored

    @staticmethod
    def _played(
        table: Table,
        stored: StoredStep,
        events: list[Event],
        before: dict[Side, frozenset[str]],
        listening: Collection[Side],
    ) -> dict[Side, list[ServerMessage]]:
        """What each ``listening`` side is told of the step just stored."""
        mark = step_mark(stored.step)
        return {
            s: [Played(step=stored.n, by=stored.side, events=events_seen_by(events, before[s], table.unseen[s]),
                       mark=mark)]
            for s in listening
        }  # fmt: skip

    def _resume_end(
        self, table: Table, request: str, told: dict[Side, list[ServerMessage]], listening: Collection[Side]
    ) -> None:
        """Give the End Phase a thinning of the last over-stacked hex resumes (6.0), as a step of the side that asked
        for it; what each side is told of it added to ``told``."""
        end = table.game.resumed_end()
        side = table.to_act()
        if end is None or side is None:
            return
        before = table.unseen
        events = table.game.apply(end)
        stored = self._commit(table, side, f"{request}/end", events, before)
        for s, more in self._played(table, stored, events, before, listening).items():
            told[s] += more

    def _with_views(self, table: Table, told: dict[Side, list[ServerMessage]]) -> dict[Side, list[ServerMessage]]:
        """``told`` (a Played or an Undone per side, or a few Played) with what changed in each side's view put in the
        last one, or the whole view after them when the side's last view is not kept; the sides not told lose the
        view kept."""
        for side in Side:
            old = table.views.pop(side, None)
            if side not in told:
                continue
            new = self.view(table, side)
            last = told[side][-1]
            if old is None or not isinstance(last, Played | Undone):
                told[side].append(new)
            else:
                told[side][-1] = last.model_copy(update={"change": view_change(old, new)})
        return told

    def undo(self, seat: Seat, request: str, listening: Collection[Side] = EVERY_SIDE) -> Outcome:
        """Take back the seat's last command, if nothing was rolled or revealed since (12.0 as in hot-seat); an
        undo re-sent with its id is answered as before, and so is the command it took back (never applied again)."""
        table = self.table(seat.game_id)
        done = table.requests.get((seat.side, request))
        if done is not None:
            return Outcome(reply=[Accepted(id=request, step=done)])
        game = table.game
        if not (table.playing and table.by and table.by[-1] is seat.side and game.can_undo()):
            refusal = IllegalCommand(
                "12.0",
                "nothing to undo: a die was rolled, a stack revealed, a phase begun or the other side played since",
            )
            return Outcome(reply=[Refused.of(request, refusal)])
        n = len(game.steps)
        game.undo()
        table.last_move = self.clock()
        taken_back = [(side, made, n) for (side, made), step in table.requests.items() if step == n]
        try:
            self.store.drop_step(seat.game_id, n, table.moved(), [(seat.side, request, n - 1), *taken_back])
        except Exception:
            self.forget(seat.game_id)
            raise
        table.by.pop()
        table.requests[(seat.side, request)] = n - 1  # the command taken back stays answered: re-sent, not applied
        table.refresh()
        told: dict[Side, list[ServerMessage]] = {s: [Undone(step=n - 1, by=seat.side)] for s in listening}
        return Outcome(reply=[Accepted(id=request, step=n - 1)], told=self._with_views(table, told))

    def resign(self, seat: Seat, request: str, listening: Collection[Side] = EVERY_SIDE) -> Outcome:
        """The seat's side gives up: the game ends (a resignation re-sent with its id is answered as before)."""
        table = self.table(seat.game_id)
        done = table.requests.get((seat.side, request))
        if done is not None:
            return Outcome(reply=[Accepted(id=request, step=done)])
        if not table.playing:
            return Outcome(reply=[Refused.of(request, IllegalCommand("4.3", "the game is over"))])
        table.status, table.last_move = f"resigned:{seat.side.value}", self.clock()
        n = len(table.game.steps)
        self.store.moved(seat.game_id, table.moved(), (seat.side, request, n))
        table.requests[(seat.side, request)] = n
        table.views.clear()
        told: dict[Side, list[ServerMessage]] = {s: [self.view(table, s)] for s in listening}
        return Outcome(reply=[Accepted(id=request, step=n)], told=told)

    # -- what a seat may read ----------------------------------------------------------------------
    def view(self, table: Table, side: Side) -> View:
        """The position as ``side`` may see it (the one kept, else worked out and kept)."""
        view = table.views.get(side)
        if view is None:
            view = table.views[side] = table.view(side)
        return view

    def sync(self, seat: Seat) -> View:
        """The seat's whole view (a client out of step with the changes asks for it)."""
        return self.view(self.table(seat.game_id), seat.side)

    def record(self, seat: Seat) -> Record:
        """The whole record, fog lifted, with how it ended when not by play: only once the game is over (Refusal
        ``not_over`` before)."""
        table = self.table(seat.game_id)
        if table.playing:
            text = Text("the whole record is given once the game is over; until then, your side's view")
            raise Refusal("not_over", text)
        ended = Ending.of(*_status(table.status))
        return Record(record=table.game.record().model_copy(update={"ended": ended}))

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
                "opponent": self.store.seat_names(seat.game_id).get(seat.side.enemy, ""),
            }
        )

    # -- upkeep ------------------------------------------------------------------------------------
    def abandon(self, days: float) -> list[str]:
        """End every game still being played that no seat has used (joined, played) for ``days``: it is listed
        ``abandoned`` from now on, its record given to either seat. The ids of the games ended."""
        now = self.clock()
        ended = self.store.abandon(now - days * DAY, now)
        for game_id in ended:
            table = self.tables.get(game_id)
            if table is not None:
                table.status, table.last_move = "abandoned", now
                table.views.clear()
        return ended

    def drop_view(self, game_id: str, side: Side) -> None:
        """Keep no view of ``side`` in the game (none of its seats is connected)."""
        table = self.tables.get(game_id)
        if table is not None:
            table.views.pop(side, None)

    def drop_views(self, idle: float) -> int:
        """Drop the views kept of the games in memory that nobody moved in for ``idle`` seconds (worked out
        again when asked for); how many games had some."""
        cutoff = self.clock() - idle
        idle_tables = [t for t in self.tables.values() if t.views and t.last_move < cutoff]
        for table in idle_tables:
            table.views.clear()
        return len(idle_tables)


def _status(status: StoredStatus) -> tuple[ProtocolStatus, Side | None]:
    """The protocol's status and who resigned, from the stored status."""
    kind, _, side = status.partition(":")
    return cast(ProtocolStatus, kind), Side(side) if side else None


def plain(text: str) -> str:
    """A player's text with control characters taken out (it is shown as plain text everywhere)."""
    return "".join(ch for ch in text if ch.isprintable()).strip()
