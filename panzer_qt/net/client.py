"""A seat's connection to the referee server, Qt-free (asyncio): for the windows and for ``simulate --server``.

``SeatClient`` joins with its seat code, keeps the latest ``View`` (the whole view when it joins, then the
changes the server sends applied to it, ``net.views``; asking for the whole view again should it fall out of
step) and the events told for each step, and sends commands each with an id of its own. When the connection
drops it connects again by itself (with growing pauses), joins again from the last step it knows and sends
again what was not answered: the server applies a command re-sent with the same id only once. An address that is
not ws:// or wss:// and a code that is not a seat code stop it before it connects.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import secrets
import ssl
from collections.abc import Callable
from typing import Any

from pydantic import TypeAdapter, ValidationError
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.typing import Subprotocol
from websockets.uri import parse_uri

from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Side
from panzer_qt.model.events import Event
from panzer_qt.model.record import GameRecord
from panzer_qt.model.scenario import Options, Scenario
from panzer_qt.net.protocol import (
    SERVER,
    SUBPROTOCOL,
    Accepted,
    Chat,
    ChatLine,
    Create,
    Created,
    Error,
    GetRecord,
    Join,
    Joined,
    Played,
    Record,
    Refused,
    Resign,
    SeatCode,
    Send,
    ServerMessage,
    Sync,
    Undo,
    Undone,
    View,
    ViewChange,
    encode,
    new_chat_line,
)
from panzer_qt.net.views import apply_change

FIRST_PAUSE = 0.05
LAST_PAUSE = 5.0
"""Seconds between two attempts to connect: doubling from the first to the last."""
RATE_PAUSE = 0.25
"""Seconds before a request the server found over its rate limit is sent again."""
MAX_MESSAGE = 16 * 1024 * 1024
"""Bytes a message from the server may hold (a whole record)."""

SEAT_CODE: TypeAdapter[str] = TypeAdapter(SeatCode)

Answer = Accepted | Refused


class NotASeatCode(ValueError):
    """A seat code that is not one: a code is 16 to 128 letters, digits, ``-`` and ``_``."""


def check_seat(url: str, code: str) -> None:
    """Raise InvalidURI for an address that is not ws:// or wss://, NotASeatCode for a code that is not one."""
    parse_uri(url)
    try:
        SEAT_CODE.validate_python(code)
    except ValidationError as exc:
        raise NotASeatCode(code) from exc


class ServerError(Exception):
    """The server answered a request with an Error."""

    def __init__(self, error: Error) -> None:
        super().__init__(f"{error.code}: {error.message}")
        self.error = error
        self.text = error.text.text()
        """The reason, translatable (``model.text.Text``)."""


async def open_connection(url: str, tls: ssl.SSLContext | None = None) -> ClientConnection:
    """A connection speaking this protocol's version (its Welcome read)."""
    socket = await connect(url, subprotocols=[Subprotocol(SUBPROTOCOL)], max_size=MAX_MESSAGE, ssl=tls, open_timeout=10)
    welcome = SERVER.validate_json(await socket.recv())
    if welcome.type != "welcome":
        await socket.close()
        raise ConnectionError(f"the server greeted with {welcome.type}, not welcome")
    return socket


async def request(url: str, message: Any, tls: ssl.SSLContext | None = None) -> ServerMessage:
    """Send one message on a connection of its own and return the answer (ServerError for an Error)."""
    async with await open_connection(url, tls) as socket:
        await socket.send(encode(message))
        answer = SERVER.validate_json(await socket.recv())
    if isinstance(answer, Error):
        raise ServerError(answer)
    return answer


async def create_game(
    url: str,
    scenario: dict[str, Any],
    *,
    options: Options | None = None,
    side: Side = Side.GERMAN,
    name: str = "",
    deploy: bool = True,
    tls: ssl.SSLContext | None = None,
) -> Created:
    """Create a game on the server: its id and the seat codes."""
    answer = await request(url, Create(scenario=scenario, options=options, side=side, name=name, deploy=deploy), tls)
    assert isinstance(answer, Created), answer.type
    return answer


class SeatClient:
    """One seat's connection, kept open (``run`` in a task) until ``close``."""

    def __init__(self, url: str, code: str, *, name: str = "", tls: ssl.SSLContext | None = None) -> None:
        self.url, self.code, self.name, self.tls = url, code, name, tls
        self.side: Side | None = None
        self.scenario: Scenario | None = None
        self.view: View | None = None
        self.told: dict[int, list[Event]] = {}
        """The events told for each step (0: the set-up)."""
        self._marks: dict[int, str] = {}
        """Each step's mark as told (``Played.mark``), for joining again."""
        self.chat: list[ChatLine] = []
        self.errors: list[Error] = []
        """Errors the server sent that answer no request."""
        self.reconnects = 0
        self.received: list[ServerMessage] = []
        """Every message received, when ``keep`` is on (tests check what a seat was told)."""
        self.views: list[View] = []
        """Every view held (whole or changed), when ``keep`` is on."""
        self.syncs = 0
        """Times the whole view was asked for again (a change that did not apply)."""
        self.keep = False
        self.listener: Callable[[ServerMessage], object] | None = None
        """Called in the client's event loop with every message received, once the client has taken it in."""
        self.on_link: Callable[[bool, float], object] | None = None
        """Called in the client's event loop when the seat is joined (True, 0) and when the connection is lost or
        cannot be made (False, the seconds before the next try)."""
        self._said: list[str] = []
        """Chat lines not yet sent (the connection was down)."""
        self._socket: ClientConnection | None = None
        self._pending: dict[str, tuple[str, asyncio.Future[Answer]]] = {}
        self._record: asyncio.Future[GameRecord] | None = None
        self._changed = asyncio.Condition()
        self._closing = False
        self._joined = asyncio.Event()
        self._syncing = False
        self._task: asyncio.Task[None] | None = None

    async def start(self, timeout: float | None = None) -> None:
        """Connect and join; returns once the first view is in (TimeoutError after ``timeout`` seconds)."""
        self._task = asyncio.create_task(self.run())
        await self.wait_view(lambda _view: True, timeout)

    async def run(self, give_up: float | None = None) -> None:
        """Stay connected: connect, join, read; after a drop, again after a pause. Fails at once for an address or a
        code that cannot be one (``check_seat``), and with the last connection's error if the seat has not joined
        within ``give_up`` seconds (None: tries for ever); once joined, it connects again for as long as it runs."""
        check_seat(self.url, self.code)
        deadline = None if give_up is None else asyncio.get_running_loop().time() + give_up
        pause = FIRST_PAUSE
        while not self._closing:
            if self.side is not None:
                deadline = None
            try:
                async with asyncio.timeout_at(deadline):
                    socket = await open_connection(self.url, self.tls)
            except (OSError, InvalidHandshake, ConnectionClosed, TimeoutError):
                wait = pause * (1 + random.random())
                if deadline is not None and asyncio.get_running_loop().time() + wait >= deadline:
                    raise
                self._tell_link(False, wait)
                await asyncio.sleep(wait)
                pause = min(pause * 2, LAST_PAUSE)
                continue
            pause = FIRST_PAUSE
            try:
                await self._session(socket)
            except ConnectionClosed:
                pass
            finally:
                self._socket = None
                self._syncing = False
                self._joined.clear()
                await socket.close()
            if not self._closing:
                self.reconnects += 1
                self._tell_link(False, 0.0)

    def _tell_link(self, joined: bool, pause: float) -> None:
        if self.on_link is not None:
            self.on_link(joined, pause)

    async def _session(self, socket: ClientConnection) -> None:
        since = None if self.view is None else self.view.step
        mark = None if since is None else self._marks.get(since)
        await socket.send(encode(Join(code=self.code, since=since, mark=mark, name=self.name)))
        async for raw in socket:
            message = SERVER.validate_json(raw)
            if self.keep:
                self.received.append(message)
            if isinstance(message, Joined):
                self.side, self.scenario = message.side, message.scenario
                self._socket = socket
                self._joined.set()
                for text, _future in list(self._pending.values()):
                    await socket.send(text)  # not answered before the drop: the server applies each id once
                while self._said:
                    await socket.send(self._said.pop(0))
                if self._awaited_record() is not None:
                    await socket.send(encode(GetRecord()))
                self._tell_link(True, 0.0)
            else:
                await self._take(message)
            if self.listener is not None:
                self.listener(message)

    async def _take(self, message: ServerMessage) -> None:
        if isinstance(message, Played):
            self.told[message.step] = message.events
            if message.mark is not None:
                self._marks[message.step] = message.mark
            await self._change(message.change)
        elif isinstance(message, Undone):
            self._forget_after(message.step)
            await self._change(message.change)
        elif isinstance(message, View):
            self._forget_after(message.step)  # steps taken back while the connection was down
            await self._hold(message, whole=True)
        elif isinstance(message, Accepted | Refused):
            pending = self._pending.pop(message.id, None)
            if pending is not None and not pending[1].done():
                pending[1].set_result(message)
        elif isinstance(message, Record):
            if (awaited := self._awaited_record()) is not None:
                awaited.set_result(message.record)
        elif isinstance(message, ChatLine) and new_chat_line(self.chat, message):
            self.chat.append(message)
        elif isinstance(message, Error):
            self._failed(message)

    def _forget_after(self, step: int) -> None:
        """Drop what was told of the steps after ``step`` (taken back)."""
        self.told = {n: e for n, e in self.told.items() if n <= step}
        self._marks = {n: m for n, m in self._marks.items() if n <= step}

    async def _change(self, change: ViewChange | None) -> None:
        """Apply a change to the view held; ask for the whole view if it does not apply."""
        if change is None:
            return
        try:
            if self.view is None:
                raise ValueError("no view yet")
            view = apply_change(self.view, change)
        except ValueError:
            if not self._syncing and self._socket is not None:
                self._syncing, self.syncs = True, self.syncs + 1
                await self._socket.send(encode(Sync()))  # the changes until the whole view comes are dropped
            return
        await self._hold(view)

    async def _hold(self, view: View, whole: bool = False) -> None:
        if whole:
            self._syncing = False
        async with self._changed:
            self.view = view
            if self.keep:
                self.views.append(view)
            self._changed.notify_all()

    def _failed(self, error: Error) -> None:
        if error.code == "rate" and error.id in self._pending:
            asyncio.get_running_loop().call_later(RATE_PAUSE, self._again, error.id)
            return
        if error.code == "rate" and error.id is None and self._awaiting():
            asyncio.get_running_loop().call_later(RATE_PAUSE, self._ask_again)
            return
        pending = self._pending.pop(error.id, None) if error.id else None
        if pending is not None:
            pending[1].set_exception(ServerError(error))
        elif error.code == "not_over" and (awaited := self._awaited_record()) is not None:
            awaited.set_exception(ServerError(error))
        else:
            self.errors.append(error)

    def _again(self, request_id: str) -> None:
        """Send a request again (it came over the rate limit)."""
        pending = self._pending.get(request_id)
        if pending is not None:
            self._send_soon([pending[0]])

    def _awaited_record(self) -> asyncio.Future[GameRecord] | None:
        """The record asked for and not yet come."""
        return self._record if self._record is not None and not self._record.done() else None

    def _awaiting(self) -> bool:
        """Whether a request without an id is unanswered: the record, or the whole view (``Sync``)."""
        return self._syncing or self._awaited_record() is not None

    def _ask_again(self) -> None:
        """Send the requests without an id that are unanswered again (one of them came over the rate limit; an
        answer that comes twice is harmless)."""
        texts = [encode(Sync())] if self._syncing else []
        if self._awaited_record() is not None:
            texts.append(encode(GetRecord()))
        self._send_soon(texts)

    def _send_soon(self, texts: list[str]) -> None:
        """Send ``texts`` on the connection open now, without waiting (none is open: joining again brings the
        whole view, sends the requests pending and asks for the record again)."""
        socket = self._socket
        if socket is None:
            return
        for text in texts:
            task = asyncio.ensure_future(socket.send(text))
            task.add_done_callback(lambda t: t.cancelled() or t.exception())

    async def wait_view(self, ready: Callable[[View], bool], timeout: float | None = None) -> View:
        """The first view (the current one included) for which ``ready`` holds."""
        async with asyncio.timeout(timeout), self._changed:
            await self._changed.wait_for(lambda: self.view is not None and ready(self.view))
        assert self.view is not None
        return self.view

    async def _ask(self, message: Send | Undo | Resign) -> Answer:
        future: asyncio.Future[Answer] = asyncio.get_running_loop().create_future()
        text = encode(message)
        self._pending[message.id] = (text, future)
        if self._socket is not None:
            with contextlib.suppress(ConnectionClosed):
                await self._socket.send(text)  # if the connection drops now, the next one sends it again
        return await future

    async def play(self, command: Command) -> Answer:
        """Send a command; Accepted (with its step) or Refused (with the rule and the reason)."""
        return await self._ask(Send(id=secrets.token_hex(8), command=command))

    async def undo(self) -> Answer:
        """Take back the seat's last command."""
        return await self._ask(Undo(id=secrets.token_hex(8)))

    async def resign(self) -> Answer:
        """Give up the game."""
        return await self._ask(Resign(id=secrets.token_hex(8)))

    async def say(self, text: str) -> None:
        """Send a chat line (kept until the connection is back, if it is down)."""
        line = encode(Chat(text=text))
        if self._socket is None:
            self._said.append(line)
            return
        try:
            await self._socket.send(line)
        except ConnectionClosed:
            self._said.append(line)

    async def record(self) -> GameRecord:
        """The whole record, once the game is over (ServerError ``not_over`` before)."""
        await self._joined.wait()
        self._record = asyncio.get_running_loop().create_future()
        if self._socket is not None:
            with contextlib.suppress(ConnectionClosed):
                await self._socket.send(encode(GetRecord()))  # if the connection drops now, the next one asks again
        return await self._record

    @property
    def closed(self) -> bool:
        """Whether the client was closed for good and holds no connection."""
        return self._closing and self._socket is None

    async def close(self) -> None:
        """Disconnect for good."""
        self._closing = True
        if self._socket is not None:
            await self._socket.close()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
