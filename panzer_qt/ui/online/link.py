"""A seat's connection for the windows: ``net.client.SeatClient`` in an asyncio event loop of its own thread,
its news carried to the UI thread (``later.call_in_window``).

Why a thread and not an asyncio loop driven by Qt's: the client's keep-alive pings, its reconnections and the
parsing of large views go on while the UI thread is busy (a modal dialog's loop, a long repaint), and the
program needs no further dependency. Every message the client takes in is handed, as the immutable pydantic
value it is, to the UI thread with the whole view the client holds once it has taken the message in (the server
sends each change of the view, which the client applies to its copy, asking for the whole view again should it
fall out of step: ``net.views``); the network thread never touches the link itself, which the UI thread may be
deleting meanwhile. The windows read only what is handed over and the link's signals carry, never the client's
own fields.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal
from websockets.exceptions import InvalidURI, WebSocketException

from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Side
from panzer_qt.model.events import Event
from panzer_qt.model.record import GameRecord
from panzer_qt.model.scenario import Scenario
from panzer_qt.net.client import NotASeatCode, SeatClient, ServerError
from panzer_qt.net.protocol import (
    ChatLine,
    Error,
    Joined,
    Played,
    Presence,
    Refused,
    ServerMessage,
    Undone,
    View,
    new_chat_line,
)
from panzer_qt.ui.later import call_in_window
from panzer_qt.ui.translated import engine_text

T = TypeVar("T")
CONNECT_TIMEOUT = 10.0
"""Seconds to keep trying a server before saying it cannot be reached (a seat once joined tries for ever)."""
log = logging.getLogger(__name__)


class NetLoop:
    """One asyncio event loop in a daemon thread, shared by every connection of the program."""

    _shared: NetLoop | None = None

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="panzer-qt-net", daemon=True)
        self.thread.start()

    @classmethod
    def shared(cls) -> NetLoop:
        """The program's network loop (started when first asked for)."""
        if cls._shared is None:
            cls._shared = NetLoop()
        return cls._shared

    def submit(self, work: Coroutine[Any, Any, T]) -> Future[T]:
        """Run a coroutine in the network thread."""
        return asyncio.run_coroutine_threadsafe(work, self.loop)


def when_done(future: Future[T], done: Callable[[Future[T]], object]) -> None:
    """Call ``done`` with the future once it is done (in the network thread: ``done`` hands the answer to the window's
    thread, ``later.call_in_window``)."""
    future.add_done_callback(done)


class SeatLink(QObject):
    """One seat of one online game: its view, the events told for each step, its connection's state, in the UI
    thread; sends commands, undo, resignation and chat lines."""

    ready = Signal()
    """The seat is joined and its first view is in."""
    viewed = Signal(list, bool)
    """A new view is in (``view``): with the events told since the last one; True after an undo."""
    linkChanged = Signal(bool, float)  # noqa: N815 (Qt signal name)
    """The seat is joined (True) or the connection is lost (False, with the seconds before the next try)."""
    presence = Signal(list)
    """The sides connected to the server now."""
    chatLine = Signal(object)  # noqa: N815 (Qt signal name)
    """A chat line (``ChatLine``) from either player."""
    refused = Signal(object, object)
    """A command (given) the server refused (``Refused``)."""
    failed = Signal(str)
    """An error the server sent (or the connection's: the seat cannot be joined), in the reader's language."""
    recordIn = Signal(object)  # noqa: N815 (Qt signal name)
    """The whole record of the finished game (``GameRecord``), or the error (``Exception``) asked for it."""

    def __init__(self, url: str, code: str, name: str = "", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.url, self.code = url, code
        self.net = NetLoop.shared()
        self.client = SeatClient(url, code, name=name)
        self.side: Side | None = None
        self.scenario: Scenario | None = None
        self.names: dict[Side, str] = {}
        self.view: View | None = None
        self.told: dict[int, list[Event]] = {}
        self.chat: list[ChatLine] = []
        self.joined = False
        self.online: list[Side] = []
        self._news: list[Event] = []
        self._undone = False
        self.client.listener = self._heard
        self.client.on_link = lambda joined, pause: call_in_window(self, lambda: self._linked(joined, pause))

    def start(self) -> None:
        """Connect and join (``ready`` once the first view is in; ``failed`` if the address or the code cannot be
        one, or the server is not reached within ``CONNECT_TIMEOUT``)."""

        def done(future: Future[None]) -> None:
            error = None if future.cancelled() else future.exception()
            if error is not None:
                call_in_window(self, lambda: self.failed.emit(reason(error, self.url)))

        when_done(self.net.submit(self.client.run(CONNECT_TIMEOUT)), done)

    def close(self) -> None:
        """Disconnect for good (returns at once)."""
        self.net.submit(self.client.close())

    # -- from the network thread -------------------------------------------------------------------
    def _heard(self, message: ServerMessage) -> None:
        """In the network thread: the message and the view the client holds once it has taken it in (a new
        value whenever the view changed: a view held is never changed in place)."""
        view = self.client.view
        call_in_window(self, lambda: self._take(message, view))

    def _take(self, message: ServerMessage, view: View | None) -> None:
        if isinstance(message, Joined):
            self.side, self.scenario, self.names = message.side, message.scenario, dict(message.names)
        elif isinstance(message, Played):
            self.told[message.step] = message.events
            self._news.extend(message.events)
        elif isinstance(message, Undone):
            self.told = {n: e for n, e in self.told.items() if n <= message.step}
            self._undone = True
        elif isinstance(message, ChatLine):
            if new_chat_line(self.chat, message):
                self.chat.append(message)
                self.chatLine.emit(message)
        elif isinstance(message, Presence):
            self.online = list(message.online)
            self.names.update(message.names)
            self.presence.emit(self.online)
        elif isinstance(message, Error) and message.id is None:
            self.failed.emit(engine_text(message.text.text()))
        if view is not None and view is not self.view:
            self._viewed(view)

    def _viewed(self, view: View) -> None:
        first = self.view is None
        self.view = view
        self.told = {n: e for n, e in self.told.items() if n <= view.step}  # steps taken back while away
        news, undone, self._news, self._undone = self._news, self._undone, [], False
        if first:
            self.ready.emit()
        else:
            self.viewed.emit(news, undone)

    def _linked(self, joined: bool, pause: float) -> None:
        self.joined = joined
        self.linkChanged.emit(joined, pause)

    def _answered(self, command: Command | None, answer: object) -> None:
        if isinstance(answer, Refused):
            self.refused.emit(command, answer)
        elif isinstance(answer, Exception):
            self.failed.emit(reason(answer, self.url))

    # -- requests ----------------------------------------------------------------------------------
    def _ask(self, command: Command | None, work: Coroutine[Any, Any, object]) -> None:
        def done(future: Future[object]) -> None:
            error = future.exception()
            answer = error if error is not None else future.result()
            call_in_window(self, lambda: self._answered(command, answer))

        when_done(self.net.submit(work), done)

    def play(self, command: Command) -> None:
        """Send a command (sent again on reconnection until answered; ``refused`` if the rules refuse it)."""
        self._ask(command, self.client.play(command))

    def undo(self) -> None:
        """Take back the seat's last command."""
        self._ask(None, self.client.undo())

    def resign(self) -> None:
        """Give up the game."""
        self._ask(None, self.client.resign())

    def say(self, text: str) -> None:
        """Send a chat line (kept until the connection is back)."""
        self.net.submit(self.client.say(text))

    def fetch_record(self) -> None:
        """Ask for the whole record of the finished game (``recordIn`` with it, or with the error)."""

        def done(future: Future[GameRecord]) -> None:
            error = future.exception()
            record = error if error is not None else future.result()
            call_in_window(self, lambda: self.recordIn.emit(record))

        when_done(self.net.submit(self.client.record()), done)


def reason(error: object, server: str) -> str:
    """Why a request to ``server`` failed, in the reader's language: the server's reason, an address or a seat code
    that is not one, a server not reached (the technical detail goes to the log); else the error's text."""
    if isinstance(error, ServerError):
        return engine_text(error.text)
    if not isinstance(error, Exception):
        return str(error)
    log.info("%s: %s: %s", server, type(error).__name__, error)
    if isinstance(error, InvalidURI):
        return QCoreApplication.translate(
            "Connection", "{server} is not a server address: use ws://HOST:PORT or wss://HOST:PORT"
        ).format(server=server)
    if isinstance(error, NotASeatCode):
        return QCoreApplication.translate(
            "Connection",
            "this is not a seat code: a code is 16 to 128 letters, digits, - and _ (copy the one your opponent gave"
            " you, nothing before or after it)",
        )
    if isinstance(error, OSError | WebSocketException):
        return QCoreApplication.translate(
            "Connection", "cannot reach the server at {server}: is it running? Is the address right?"
        ).format(server=server)
    return str(error) or type(error).__name__
