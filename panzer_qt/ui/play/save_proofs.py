"""The autosaves a session writes, and every file it saves replayed to prove it reopens, one at a time off the
window's thread.

An autosave late in a long game is some 2 MB of JSON to write, read back and check: made in the window's thread
at every phase's start, it held the window for a tenth of a second. Here the window only takes the record (a few
milliseconds); the rest runs after the jobs before it. A job starts at the event loop's next pass: its thread holds
the interpreter lock for most of its work, and the window draws the phase's start first.

A replay makes a whole game at once: the cycle collector pauses while a job runs (``ui.collector``), as for every
worker, or its collections would walk the replay's objects and stop the window. Once none runs, what is alive is
set aside from the collector's reach: the game so far is history later collections need not walk again.

What a job finds reaches the window's thread through ``later.call_in_window``: the job's thread never emits a signal
of the proofs, which the window's thread may be deleting meanwhile (a window closed while its autosave is written).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from panzer_qt.model.errors import FileProblemError
from panzer_qt.model.record import GameRecord
from panzer_qt.records.record_files import prove_written, write_record
from panzer_qt.ui.collector import WorkerPause
from panzer_qt.ui.later import call_in_window, call_later

log = logging.getLogger(__name__)


class SaveProofs(QObject):
    """Writes autosaves and replays saved files in a thread of its own. ``unreadable`` gets the FileProblemError of
    a file that would not reopen, ``failed`` why an autosave could not be written (both in the window's thread).

    Once the session goes, no replay starts; an autosave asked for before is still written.
    """

    unreadable = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="save-proof")
        self._pauses: list[WorkerPause] = []
        """The collection's pause of each job not yet over, oldest first."""
        self._waiting: list[Callable[[], None]] = []
        """Jobs asked for in this pass of the event loop: they start after it (the window drawn first)."""
        self._gone = threading.Event()
        executor, pauses, waiting, gone = self._executor, self._pauses, self._waiting, self._gone
        self.destroyed.connect(lambda: _abandon(executor, pauses, waiting, gone))

    def prove(self, replay: Callable[[], None]) -> None:
        """Run ``replay`` (raises FileProblemError if the file would not reopen) after the jobs asked for before."""
        gone = self._gone

        def job() -> None:
            if not gone.is_set():
                replay()

        self._run(job)

    def write(self, record: GameRecord, target: Path, before_replace: Callable[[], object]) -> None:
        """Write ``record`` to ``target`` as ``write_record`` does (``target``'s folder made if need be), after the
        jobs asked for before, then replay what was written."""
        gone = self._gone

        def job() -> None:
            try:
                target.parent.mkdir(parents=True, exist_ok=True)
                written = write_record(record, target, before_replace)
            except OSError as exc:
                reason = f"{target}: {exc.strerror or exc}"
                call_in_window(self, lambda: self.failed.emit(reason))
                return
            except FileProblemError as exc:
                problem = str(exc)
                call_in_window(self, lambda: self.failed.emit(problem))
                return
            log.info("wrote %s", target)
            if not gone.is_set():
                prove_written(written, str(target))

        self._run(job)

    def wait(self) -> None:
        """Wait until every job asked for so far has run (what it found is queued to the window's thread)."""
        _start(self._executor, self._waiting)
        self._executor.submit(lambda: None).result()

    def _run(self, job: Callable[[], None]) -> None:
        def run() -> None:
            try:
                job()
            except FileProblemError as exc:
                unreadable = exc
                call_in_window(self, lambda: self.unreadable.emit(unreadable))
            finally:
                call_in_window(self, self._ended)

        self._pauses.append(WorkerPause())
        self._waiting.append(run)
        if len(self._waiting) == 1:  # its thread would hold the interpreter lock against the window's drawing
            call_later(self, lambda: _start(self._executor, self._waiting))

    def _ended(self) -> None:
        if self._pauses:
            self._pauses.pop(0).end()


def _start(executor: ThreadPoolExecutor, waiting: list[Callable[[], None]]) -> None:
    """Hand the waiting jobs to the thread, or run them here once it takes no more (the interpreter ending)."""
    for run in waiting:
        try:
            executor.submit(run)
        except RuntimeError:
            run()
    waiting.clear()


def _abandon(
    executor: ThreadPoolExecutor, pauses: list[WorkerPause], waiting: list[Callable[[], None]], gone: threading.Event
) -> None:
    """The session went: no replay starts (the autosaves asked for are written), and the collection resumes."""
    gone.set()
    _start(executor, waiting)
    executor.shutdown(wait=False)
    for pause in pauses:
        pause.end()
    pauses.clear()
