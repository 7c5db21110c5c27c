"""A stop asked of the program from outside: Ctrl+C in its terminal (SIGINT), ``kill`` or a logout (SIGTERM), the
terminal closed (SIGHUP).

Python sees a signal only when Python code runs, and an idle Qt event loop runs none: Ctrl+C did nothing, then cut
short whatever Python code ran next. Here the signal's byte wakes the event loop through a socket
(``signal.set_wakeup_fd``), and the program ends as Quit would, asking nothing: each window first writes its unsaved
work (a game, a scenario, bookmarks) to a new file in the ``interrupted`` folder of the user's data, and the file is
named on standard error and in the log. A window that cannot keep its work stays open and says why on standard
error. A second stop signal, while the first is under way or after a window refused, ends the program at once.
"""

from __future__ import annotations

import logging
import os
import signal
import socket
import sys
import time
from pathlib import Path
from types import FrameType
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier, QThread, Signal
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from panzer_qt.model.errors import FileProblemError
from panzer_qt.paths import data_dir
from panzer_qt.ui.later import call_later

log = logging.getLogger(__name__)

STOP_SIGNALS = tuple(
    number for number in (getattr(signal, name, None) for name in ("SIGINT", "SIGTERM", "SIGHUP")) if number
)
INTERRUPTED = "interrupted"
"""The folder of the user's data where a stop from outside keeps unsaved work."""
READY = "a stop from outside ends the program as Quit would"
"""What the log says (at the debug level) once the stop signals are caught."""
DIALOG_PASSES = 20
"""How many passes of the event loop a stop waits for open dialogs to close before it closes the windows."""


@runtime_checkable
class KeepsWork(Protocol):
    """A window that can close without asking, keeping its unsaved work in a file of its own."""

    def close_keeping(self, folder: Path) -> Path | None:
        """Close asking nothing, unsaved work first written to a new file in ``folder`` (its path; None when nothing
        was unsaved). Raises OSError or FileProblemError, the window left open, when the work cannot be written."""


def kept_file(folder: Path, path: Path | None, stem: str) -> Path:
    """A new file in ``folder`` (made if missing) for work stopped from outside: the name of the file it came from
    (or ``stem``) and the time, ``game-20261129-010442.json``."""
    folder.mkdir(parents=True, exist_ok=True)
    base = f"{path.stem if path is not None else stem}-{time.strftime('%Y%m%d-%H%M%S')}"
    found, count = folder / f"{base}.json", 1
    while found.exists():
        count += 1
        found = folder / f"{base}-{count}.json"
    return found


class StopListener(QObject):
    """Wakes the event loop on a stop signal and closes every window, keeping its work; ``stopped`` then gives the
    exit status, 128 plus the signal's number (also kept in ``status``)."""

    stopped = Signal(int)

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.status: int | None = None
        self.refused = False
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._before = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._handlers = {number: signal.signal(number, _noted) for number in STOP_SIGNALS}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)
        log.debug("%s: %s", ", ".join(signal.Signals(number).name for number in STOP_SIGNALS), READY)

    def close(self) -> None:
        """Put Python's own handling of the signals back."""
        self._notifier.setEnabled(False)
        signal.set_wakeup_fd(self._before)
        for number, handler in self._handlers.items():
            signal.signal(number, handler)
        self._reader.close()
        self._writer.close()

    def _woken(self) -> None:
        try:
            numbers = self._reader.recv(64)
        except BlockingIOError:
            return
        for number in numbers:
            if number in STOP_SIGNALS:
                self.stop(number)
                return

    def stop(self, number: int) -> None:
        """End the program as Quit would, asking nothing, once every window has kept its work."""
        name = signal.Signals(number).name
        if self.status is not None:  # a stop under way, or one a window refused
            log.warning("%s again: ending without the work not yet kept", name)
            print(f"panzer-qt: {name} again: ending without the work not yet kept", file=sys.stderr)
            logging.shutdown()
            os._exit(128 + number)
        log.warning("%s: stopping (unsaved work goes to %s)", name, data_dir() / INTERRUPTED)
        self.status = 128 + number
        self._close_dialogs(DIALOG_PASSES)

    def _close_dialogs(self, passes: int, level: int = 0) -> None:
        """Close the open dialogs, then, once their own event loops have ended (the loop level back below
        ``level``, the deepest a dialog was found in), the windows; after ``passes`` passes, the windows anyway."""
        dialog, depth = QApplication.activeModalWidget(), QThread.currentThread().loopLevel()
        if passes and (dialog is not None or depth >= level > 0):
            if isinstance(dialog, QDialog):
                dialog.reject()
            elif dialog is not None:
                dialog.close()
            deepest = max(level, depth) if dialog is not None else level
            call_later(self, lambda: self._close_dialogs(passes - 1, deepest))
            return
        self._close_windows()

    def _close_windows(self) -> None:
        folder, refused = data_dir() / INTERRUPTED, []
        for window in [w for w in QApplication.topLevelWidgets() if w.isVisible()]:
            try:
                kept = close_keeping(window, folder)
            except (OSError, FileProblemError) as exc:
                refused.append(window)
                log.error("%s: cannot keep its work: %s", window.windowTitle(), exc)
                print(f"panzer-qt: {window.windowTitle()}: cannot keep its work: {exc}", file=sys.stderr)
                continue
            if kept is not None:
                log.warning("%s: unsaved work kept in %s", window.windowTitle(), kept)
                print(f"panzer-qt: unsaved work kept in {kept}", file=sys.stderr)
        if refused:
            self.refused = True
            print("panzer-qt: not stopped: save from the window, or stop it again to end without it", file=sys.stderr)
            return
        status = self.status or 0
        call_later(self, lambda: self.stopped.emit(status))  # after the closed windows are deleted


def close_keeping(window: QWidget, folder: Path) -> Path | None:
    """Close ``window`` asking nothing, its unsaved work (if it has any) kept in a new file of ``folder``."""
    if isinstance(window, KeepsWork):
        return window.close_keeping(folder)
    window.close()
    return None


def _noted(number: int, frame: FrameType | None) -> None:
    """Python's side of a stop signal: nothing (the wakeup byte has woken the event loop, which does the work)."""


def run_until_stopped(app: QApplication) -> int:
    """``app.exec()``, which a stop signal ends as Quit would; its status, or 128 plus the signal's number."""
    listener = StopListener(app)
    listener.stopped.connect(app.exit)
    try:
        code = app.exec()
    finally:
        listener.close()
    return listener.status if listener.status is not None else code
