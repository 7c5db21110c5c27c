"""The referee server: WebSocket connections (``websockets``) carrying the protocol to the ``Referee``.

A connection acts for one seat, once it has joined with the seat's code. Every message is size-checked,
parsed and answered; a malformed or hostile one gets an ``Error`` and nothing else happens (the connection,
its game and the others go on). Each connection has a rate limit (a token bucket) and an idle timeout, and
its own outbox: a client that does not read is dropped rather than let it hold up the others.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import logging
import signal
import ssl
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from panzer_qt.model.enums import Side
from panzer_qt.model.text import Text
from panzer_qt.net.protocol import (
    CHAT_KEPT,
    CLIENT,
    SUBPROTOCOL,
    Chat,
    ChatLine,
    ClientMessage,
    Create,
    Error,
    GetRecord,
    Join,
    ListGames,
    Presence,
    Resign,
    Send,
    ServerMessage,
    Sync,
    Undo,
    Welcome,
    encode,
)
from panzer_qt.net.referee import Outcome, Referee, Refusal, Seat, plain
from panzer_qt.net.store import Store
from panzer_qt.paths import data_dir

log = logging.getLogger("panzer_qt.net")

DEFAULT_PORT = 8765
UPKEEP = 600.0
"""Seconds between two rounds of upkeep: abandoned games ended, idle games' views dropped."""


@dataclass(frozen=True)
class Limits:
    """What one connection may do."""

    message: int = 64 * 1024
    """Bytes of any message but a Create."""
    upload: int = 4 * 1024 * 1024
    """Bytes of a Create (its scenario included)."""
    rate: float = 50.0
    """Messages per second, on average..."""
    burst: int = 200
    """... with this many at once."""
    idle: float = 900.0
    """Seconds without a message before the connection is closed (clients reconnect by themselves)."""
    outbox: int = 2000
    """Messages waiting for a client that does not read before it is dropped."""
    games_per_address: int = 20
    """Games still being played that one address may have created."""
    connections_per_address: int = 50
    """Connections one address may have open at once."""
    abandoned_days: float = 30.0
    """A game still being played that no seat has used for this many days is ended (listed ``abandoned``)."""
    idle_views: float = 600.0
    """Seconds without a move after which a game's views are no longer kept in memory."""


def default_db() -> Path:
    """The database in the user's data folder."""
    return data_dir() / "server" / "games.sqlite3"


@dataclass
class Bucket:
    """A token bucket: ``rate`` tokens a second, at most ``burst``."""

    rate: float
    burst: float
    tokens: float = 0.0
    at: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        self.tokens = self.burst

    def take(self) -> bool:
        """Whether one more message may go now."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Client:
    """One connection: its socket, its seat once joined, its outbox and its rate limit."""

    def __init__(self, socket: ServerConnection, limits: Limits) -> None:
        self.socket = socket
        self.address = str(socket.remote_address[0]) if socket.remote_address else "?"
        self.seat: Seat | None = None
        self.bucket = Bucket(limits.rate, limits.burst)
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue(limits.outbox)
        self.overflowed = False

    def put(self, text: str | None) -> None:
        """Queue a message (None: stop writing); a client whose outbox is full is dropped (it does not read)."""
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:
            self.overflowed = True

    async def write(self) -> None:
        """Send the outbox until told to stop or the connection closes; close a client that does not read."""
        with contextlib.suppress(ConnectionClosed):
            while not self.overflowed:
                text = await self.outbox.get()
                if text is None:
                    return
                await self.socket.send(text)
            await self.socket.close(1008, "messages not read")


class RefereeServer:
    """The protocol over WebSocket connections for one ``Referee``."""

    def __init__(self, referee: Referee, limits: Limits | None = None) -> None:
        self.referee = referee
        self.limits = limits or Limits()
        self.seated: dict[str, dict[Side, set[Client]]] = {}
        """The connections of each game's seats, by game id and side."""
        self.connections: dict[str, int] = {}
        """Connections open, by address."""
        self._handlers: dict[type, Callable[[Client, ClientMessage], Awaitable[None]]] = {
            Create: self._create,
            Join: self._join,
            Send: self._send,
            Undo: self._undo,
            Resign: self._resign,
            ListGames: self._list,
            GetRecord: self._record,
            Chat: self._chat,
            Sync: self._sync,
        }

    async def handle(self, socket: ServerConnection) -> None:
        """Serve one connection until it closes or idles (one over its address's cap: told so and closed)."""
        client = Client(socket, self.limits)
        if self.connections.get(client.address, 0) >= self.limits.connections_per_address:
            text = Text(
                "at most {count} connections at once from one address", count=self.limits.connections_per_address
            )
            await socket.send(encode(Error.of("too_many_connections", text)))
            await socket.close(1008, "too many connections from this address")
            return
        self.connections[client.address] = self.connections.get(client.address, 0) + 1
        writer = asyncio.create_task(client.write())
        client.put(encode(Welcome(max_message=self.limits.upload)))
        try:
            while True:
                try:
                    async with asyncio.timeout(self.limits.idle):
                        raw = await socket.recv()
                except TimeoutError:
                    await socket.close(1000, "idle")
                    break
                await self.take(client, raw)
        except ConnectionClosed:
            pass
        finally:
            self._unseat(client)
            self.connections[client.address] -= 1
            if not self.connections[client.address]:
                del self.connections[client.address]
            client.put(None)
            await writer

    async def take(self, client: Client, raw: str | bytes) -> None:
        """Answer one message (never raises: a problem is told to the client as an Error). A message over the
        rate limit is not applied: its Error (code ``rate``) carries its id, for the client to send it again."""
        if isinstance(raw, bytes):
            client.put(encode(Error.of("malformed", Text("messages are JSON text, not binary frames"))))
            return
        if len(raw) > self.limits.message and not _is_create(raw):
            text = Text("a message holds at most {size} bytes", size=self.limits.message)
            client.put(encode(Error.of("too_big", text)))
            return
        try:
            message = CLIENT.validate_json(raw)
        except ValidationError as exc:
            first = exc.errors()[0]
            where, problem = ".".join(str(p) for p in first["loc"])[:200], first["msg"][:300]
            text = Text("{where}: {problem}", where=where, problem=problem)
            if not where:  # the message itself is not an object of a known type
                text = Text("{problem}", problem=problem)
            client.put(encode(Error.of("malformed", text)))
            return
        request_id = getattr(message, "id", None)
        if not client.bucket.take():
            client.put(encode(Error.of("rate", Text("too many messages: send it again later"), request_id)))
            return
        try:
            await self._handlers[type(message)](client, message)
        except Refusal as exc:
            client.put(encode(Error.of(exc.code, exc.text, request_id)))
        except Exception:
            log.exception("failed to answer a %s message", type(message).__name__)
            text = Text("the server failed to answer this message")
            client.put(encode(Error.of("internal", text, request_id)))

    # -- the messages ------------------------------------------------------------------------------
    def _seat(self, client: Client) -> Seat:
        if client.seat is None:
            raise Refusal("no_seat", Text("join a game with its seat code first"))
        return client.seat

    async def _create(self, client: Client, message: ClientMessage) -> None:
        assert isinstance(message, Create)
        created = self.referee.create(message, client.address)
        log.info("game %s created by %s", created.game_id, client.address)
        client.put(encode(created))

    async def _join(self, client: Client, message: ClientMessage) -> None:
        assert isinstance(message, Join)
        seat = self.referee.seat(message.code)
        if client.seat is not None and client.seat != seat:
            text = Text("this connection acts for another seat already: open another connection")
            raise Refusal("seated", text)
        for reply in self.referee.join(seat, message.since, message.name, message.mark):
            client.put(encode(reply))
        for n, side, said in self.referee.store.chat(seat.game_id, CHAT_KEPT):
            client.put(encode(ChatLine(side=side, text=said, n=n)))
        client.seat = seat
        log.info("game %s: the %s seat joined from %s", seat.game_id, seat.side, client.address)
        self.seated.setdefault(seat.game_id, {}).setdefault(seat.side, set()).add(client)
        self._presence(seat.game_id)

    async def _send(self, client: Client, message: ClientMessage) -> None:
        assert isinstance(message, Send)
        seat = self._seat(client)
        self._deliver(client, seat, self.referee.play(seat, message, self._listening(seat)))

    async def _undo(self, client: Client, message: ClientMessage) -> None:
        assert isinstance(message, Undo)
        seat = self._seat(client)
        self._deliver(client, seat, self.referee.undo(seat, message.id, self._listening(seat)))

    async def _resign(self, client: Client, message: ClientMessage) -> None:
        assert isinstance(message, Resign)
        seat = self._seat(client)
        self._deliver(client, seat, self.referee.resign(seat, message.id, self._listening(seat)))

    async def _list(self, client: Client, message: ClientMessage) -> None:
        assert isinstance(message, ListGames)
        client.put(encode(self.referee.games(message.codes)))

    async def _record(self, client: Client, message: ClientMessage) -> None:
        client.put(encode(self.referee.record(self._seat(client))))

    async def _sync(self, client: Client, message: ClientMessage) -> None:
        client.put(encode(self.referee.sync(self._seat(client))))

    def _listening(self, seat: Seat) -> set[Side]:
        """The sides of the seat's game with a connection."""
        return set(self.seated.get(seat.game_id, {}))

    async def _chat(self, client: Client, message: ClientMessage) -> None:
        assert isinstance(message, Chat)
        seat = self._seat(client)
        text = plain(message.text)
        if text:
            n = self.referee.store.add_chat(seat.game_id, seat.side, text)  # kept before anyone is told
            line: list[ServerMessage] = [ChatLine(side=seat.side, text=text, n=n)]
            self._deliver(client, seat, Outcome(told={side: line for side in Side}))

    def _deliver(self, client: Client, seat: Seat, outcome: Outcome) -> None:
        """The reply to its sender, then what each side is told to every connection of that side."""
        for reply in outcome.reply:
            client.put(encode(reply))
        seated = self.seated.get(seat.game_id, {})
        for side, messages in outcome.told.items():
            texts = [encode(m) for m in messages]
            for other in seated.get(side, ()):
                for text in texts:
                    other.put(text)

    def _unseat(self, client: Client) -> None:
        if client.seat is None:
            return
        game_id, side = client.seat.game_id, client.seat.side
        sides = self.seated.get(game_id, {})
        clients = sides.get(side, set())
        clients.discard(client)
        log.info("game %s: a connection of the %s seat closed", game_id, side)
        if not clients:
            sides.pop(side, None)
            self.referee.drop_view(game_id, side)  # nobody of that side is told the changes now
        if not sides:
            self.seated.pop(game_id, None)
            self.referee.forget(game_id)  # nobody plays it now: kept in the database only
        self._presence(game_id)

    def _presence(self, game_id: str) -> None:
        """Tell every connection of the game which sides have a connection now."""
        sides = self.seated.get(game_id, {})
        table = self.referee.tables.get(game_id)
        names = {side: name for side, name in table.names.items() if name} if table is not None else {}
        text = encode(Presence(online=[side for side in Side if sides.get(side)], names=names))
        for clients in sides.values():
            for client in clients:
                client.put(text)

    def upkeep(self) -> None:
        """End the abandoned games (telling their seats connected), drop the views of idle games and the games
        no connection plays (created but never joined)."""
        for game_id in self.referee.abandon(self.limits.abandoned_days):
            for side, clients in self.seated.get(game_id, {}).items():
                text = encode(self.referee.sync(Seat(game_id, side, "")))
                for client in clients:
                    client.put(text)
        self.referee.drop_views(self.limits.idle_views)
        for game_id in [g for g in self.referee.tables if g not in self.seated]:
            self.referee.forget(game_id)

    async def upkeep_loop(self) -> None:
        """``upkeep`` every ``UPKEEP`` seconds, and a full collection of cyclic garbage (see ``quiet_collector``)."""
        while True:
            self.upkeep()
            gc.collect()
            await asyncio.sleep(UPKEEP)


def quiet_collector() -> None:
    """Keep the cyclic garbage collector's pauses short: what the imports made is frozen out of its reach (it
    lives as long as the process), and full collections (a tenth of a second or more with a few hundred games
    loaded, every few seconds under load) are left to the upkeep. Most garbage is freed by reference counting
    anyway; the young generations are still collected as usual."""
    gc.collect()
    gc.freeze()
    young, middle, _full = gc.get_threshold()
    gc.set_threshold(young, middle, 1_000_000)


def _is_create(raw: str) -> bool:
    """Whether a long message is a Create (the one kind that may be long: it holds a scenario)."""
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):  # RecursionError: nested deeper than the parser goes
        return False
    return isinstance(data, dict) and data.get("type") == "create"


def tls_context(certfile: str | None, keyfile: str | None) -> ssl.SSLContext | None:
    """A server TLS context from a certificate and its key, or None for plain WebSocket."""
    if certfile is None:
        return None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(certfile, keyfile)
    return context


async def start(
    referee: Referee, host: str, port: int, limits: Limits | None = None, tls: ssl.SSLContext | None = None
) -> tuple[Server, RefereeServer]:
    """A listening server (``port`` 0: any free port, read it from the returned server's sockets)."""
    app = RefereeServer(referee, limits)
    server = await serve(
        app.handle,
        host,
        port,
        subprotocols=[SUBPROTOCOL],  # type: ignore[list-item]
        max_size=app.limits.upload,
        ssl=tls,
        ping_interval=20,
        ping_timeout=20,
        compression=None,
    )
    return server, app


def bound_port(server: Server) -> int:
    """The port a started server listens on."""
    return int(next(iter(server.sockets)).getsockname()[1])


async def run(
    db: Path, host: str, port: int, *, limits: Limits, tls: ssl.SSLContext | None, ready: Callable[[int], None]
) -> None:
    """Serve until SIGINT or SIGTERM, then close every connection and the database."""
    store = Store(db)
    referee = Referee(store, games_per_address=limits.games_per_address)
    server, app = await start(referee, host, port, limits, tls)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):  # Windows: Ctrl+C still raises KeyboardInterrupt
            loop.add_signal_handler(signum, stop.set)
    sweeper = asyncio.create_task(app.upkeep_loop())
    quiet_collector()
    ready(bound_port(server))
    try:
        await stop.wait()
    finally:
        sweeper.cancel()
        server.close()
        await server.wait_closed()
        store.close()
