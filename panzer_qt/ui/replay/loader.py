"""Opening a record in a worker thread: the file read and its header checked, the review made (its cursor at the
start, shown at once), then every step re-simulated and proved, with progress; the window stays responsive.

The worker hands the review over with ``opened`` and touches it no more: it proves the record on a twin of the
review's cursor, which shares its checkpoints, and sends what it proved by signals (queued to the window).

Automatic garbage collection pauses while the worker runs (``ui.collector``, which says why), and the worker
shares the interpreter lock with the window's thread: it hands the lock over more often, and it waits for the window
to show each batch of proved steps before it goes on. The worker also loads the VP chart's plotting library (half a
second of imports) while the window still shows "Opening...", so that the chart is made with the first step.
"""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal

from panzer_qt.model.errors import FileProblemError, Problem, RecordError
from panzer_qt.model.text import Text, shown_name
from panzer_qt.records.cursor import ReplayCursor
from panzer_qt.records.review import Review, prove
from panzer_qt.ui.collector import WorkerPause
from panzer_qt.ui.translated import described

BATCH_SECONDS = 0.05
"""How often proved steps are sent to the window (more often would only load its event loop)."""
HANDLED_WAIT_SECONDS = 0.5
"""How long the proof waits for the window to show a batch (``handled``) before it goes on anyway. While the worker
runs, every call of the window's thread between Qt and Python waits for the interpreter lock (up to the switch
interval, 5 ms), so a window draws a batch many times slower while the proof runs than alone."""
SWITCH_SECONDS = 0.001
"""How long a thread may hold the interpreter lock while another waits for it, while a loader runs (Python's default
is 5 ms: each call of the window's thread from Qt into Python may wait that long while the worker proves)."""
SHOWN_WAIT_SECONDS = 3.0
"""How long the proof waits for the window to show the first step (``shown``) before it starts anyway: the two
would only slow each other down, sharing Python's one interpreter lock."""


class RecordLoader(QObject):
    """Reads, opens and proves one record file (``run`` in a worker thread); ``stop`` ends the proof early."""

    opened = Signal(object)
    """The Review, its cursor at the start (the worker no longer touches it)."""
    proved = Signal(int, list)
    """The first step of a batch proved faithful, and the VP parts of each step of the batch."""
    finished = Signal(object)
    """The proof ended: None (faithful to the end) or the RecordError of the first differing step. Not sent
    when the proof was stopped."""
    failed = Signal(str)
    """The file cannot be opened: every problem, one line each, naming the file and the place in it."""

    def __init__(self, path: str | Path) -> None:
        super().__init__()
        self.path = Path(path)
        self.shown = threading.Event()
        """Set by the window once the first step is on screen: the proof starts then."""
        self.handled = threading.Event()
        """Set by the window once it has shown a batch of proved steps: the proof waits for it before going on."""
        self._stop = threading.Event()

    def stop(self) -> None:
        """Ask the proof to stop at its next step."""
        self._stop.set()
        self.shown.set()
        self.handled.set()

    def run(self) -> None:
        """Open, then prove; every outcome but a stop is told by a signal. The thread ends with it."""
        try:
            self._open_and_prove()
        finally:
            self.thread().quit()

    def _open_and_prove(self) -> None:
        try:
            review = Review.open(self.path)
        except FileProblemError as exc:
            self.failed.emit(described(exc))
            return
        except RecursionError:
            self.failed.emit(self.tr("{path}: $: the file is nested too deeply").format(path=shown_name(self.path)))
            return
        import panzer_qt.ui.replay.vp_chart  # noqa: F401 (loaded here, not in the window's thread: half a second)

        checker = review.cursor.twin()
        self.opened.emit(review)
        self.shown.wait(SHOWN_WAIT_SECONDS)
        with sharing:
            found = self._prove(review, checker)
        if not self._stop.is_set():
            self.finished.emit(found)

    def _prove(self, review: Review, checker: ReplayCursor) -> RecordError | None:
        batch: list[dict[str, int]] = []
        first, sent = 1, time.monotonic()

        def proved(step: int, parts: dict[str, int]) -> bool:
            nonlocal first, sent
            batch.append(parts)
            if time.monotonic() - sent >= BATCH_SECONDS:
                self.handled.clear()
                self.proved.emit(first, list(batch))
                self.handled.wait(HANDLED_WAIT_SECONDS)
                first, sent = step + 1, time.monotonic()
                batch.clear()
            return not self._stop.is_set()

        try:
            found = prove(checker, proved)
        except Exception as exc:  # a thread's boundary: an engine failure becomes a message, never a hang
            step = first + len(batch)
            found = RecordError(
                review.source,
                [
                    Problem(
                        f"$.steps[{step - 1}]",
                        Text("{detail}", detail=self.tr("the engine failed here: {exc!r}").format(exc=exc)),
                    )
                ],
            )
        if batch:
            self.proved.emit(first, list(batch))
        return found


class LockSharing:
    """The interpreter lock handed from thread to thread more often while any proof runs (``SWITCH_SECONDS``); not
    while a file is read, which an event loop kept busy would slow down."""

    def __init__(self) -> None:
        self.proofs = 0
        self.interval = sys.getswitchinterval()
        self._lock = threading.Lock()

    def __enter__(self) -> None:
        with self._lock:
            if self.proofs == 0:
                self.interval = sys.getswitchinterval()
                sys.setswitchinterval(min(self.interval, SWITCH_SECONDS))
            self.proofs += 1

    def __exit__(self, *_exc: object) -> None:
        with self._lock:
            self.proofs -= 1
            if self.proofs == 0:
                sys.setswitchinterval(self.interval)


sharing = LockSharing()


def loader_thread(path: str | Path, parent: QObject) -> tuple[RecordLoader, QThread]:
    """A loader for ``path`` in a thread of its own, not started: connect the loader's signals, then ``start``."""
    thread = QThread(parent)
    loader = RecordLoader(path)
    loader.moveToThread(thread)
    thread.started.connect(loader.run)
    return loader, thread


def start(thread: QThread) -> WorkerPause:
    """Start a loader's thread, collection paused until it ends: told by the thread's end, or by the window that
    waited for it (the thread's signal is lost if the window deletes the thread first)."""
    pause = WorkerPause()
    thread.finished.connect(lambda: pause.end())  # noqa: PLW0108 (a lambda is held by the connection, a method's object is not)
    thread.start()
    return pause
