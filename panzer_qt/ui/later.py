"""Calls put off to a later pass of the window's event loop, from its own thread or another, dropped with the object
they belong to."""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer, Signal


def call_later(context: QObject, slot: Callable[[], object], ms: int = 0) -> None:
    """Call ``slot`` once, ``ms`` milliseconds from now (0: the next pass of the event loop), unless ``context`` is
    deleted first; then nothing keeps ``slot``.

    A timer of ``context``'s own, deleted with it: PySide6 (6.11) keeps the callable of a zero-delay
    ``QTimer.singleShot(0, context, slot)`` for ever when ``context`` is deleted before the call, and with it the
    whole window ``slot`` belongs to.
    """
    timer = QTimer(context)
    timer.setSingleShot(True)
    timer.timeout.connect(slot)
    timer.timeout.connect(timer.deleteLater)
    timer.start(ms)


def call_in_window(context: QObject, call: Callable[[], object]) -> None:
    """From any thread: ``call()`` in the window's thread, at its event loop's next pass, unless ``context`` has been
    deleted by then.

    The thread asking never touches ``context``: the window's thread may be deleting it meanwhile (a window closed
    while a save or a network answer was on its way), and emitting a signal of an object being deleted crashes the
    program. The call goes through ``_Relay``, which lives as long as the program: once the interpreter ends and
    deletes it, calls are dropped.
    """
    if shiboken6.isValid(_RELAY):
        _RELAY.handed.emit(lambda: shiboken6.isValid(context) and call())


class _Relay(QObject):
    """Runs in its own thread, the window's, the calls other threads hand it."""

    handed = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.handed.connect(self._run, Qt.ConnectionType.QueuedConnection)  # a later pass from its own thread too

    def _run(self, call: Callable[[], object]) -> None:  # a method of the relay: queued to the relay's thread
        call()


_RELAY = _Relay()
"""Made when the window's thread first imports this module (no other thread imports the windows' code)."""
