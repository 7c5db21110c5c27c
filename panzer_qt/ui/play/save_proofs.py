"""The files a session saves, replayed one at a time off the window's thread to prove they reopen.

A replay makes a whole game at once: the cycle collector pauses while one runs (``ui.collector``), as for every
worker, or its collections would walk the replay's objects and stop the window. Once none runs, what is alive is
set aside from the collector's reach: the game so far is history later collections need not walk again.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import suppress

from PySide6.QtCore import QObject, Signal

from panzer_qt.model.errors import FileProblemError
from panzer_qt.ui.collector import WorkerPause


class SaveProofs(QObject):
    """Replays saved files in a thread of its own; ``unreadable`` gets the FileProblemError of one that would not
    reopen (in the window's thread)."""

    unreadable = Signal(object)
    _over = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="save-proof")
        self._pauses: list[WorkerPause] = []
        """The collection's pause of each proof not yet over, oldest first."""
        self._over.connect(self._ended)
        executor, pauses = self._executor, self._pauses
        self.destroyed.connect(lambda: _abandon(executor, pauses))

    def prove(self, replay: Callable[[], None]) -> None:
        """Run ``replay`` (raises FileProblemError if the file would not reopen) after those asked for before."""

        def run() -> None:
            try:
                replay()
            except FileProblemError as exc:
                with suppress(RuntimeError):  # deleted meanwhile (its window closed): nobody to tell
                    self.unreadable.emit(exc)
            finally:
                with suppress(RuntimeError):
                    self._over.emit()

        self._pauses.append(WorkerPause())
        self._executor.submit(run)

    def wait(self) -> None:
        """Wait until every proof asked for so far has run (what it found is queued to the window's thread)."""
        self._executor.submit(lambda: None).result()

    def _ended(self) -> None:
        if self._pauses:
            self._pauses.pop(0).end()


def _abandon(executor: ThreadPoolExecutor, pauses: list[WorkerPause]) -> None:
    """The session went: no proof waits to start, and the collection resumes (a proof still running ends alone)."""
    executor.shutdown(wait=False, cancel_futures=True)
    for pause in pauses:
        pause.end()
    pauses.clear()
