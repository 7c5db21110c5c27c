"""Calls put off to a later pass of the event loop, dropped with the object they belong to."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer


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
