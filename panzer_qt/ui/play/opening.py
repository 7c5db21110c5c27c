"""Opening a long saved game without freezing the window: the record is read and replayed on a worker thread
while a progress dialog counts the steps replayed and may cancel; the game takes over when it is ready.

Only Python objects cross the thread (the record, the game, the counts); every widget stays on the GUI thread,
which polls the worker with a timer. Automatic garbage collection pauses while the worker runs
(``ui.collector``, which says why).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QProgressDialog, QWidget

from panzer_qt.model.errors import FileProblemError
from panzer_qt.model.text import shown_name
from panzer_qt.rules.game import Game
from panzer_qt.ui.collector import WorkerPause
from panzer_qt.ui.play.session import OpeningCancelled, load_any

LARGE_RECORD_BYTES = 200_000
"""Records larger than this are opened in the background (a game of some 100 commands)."""
POLL_MS = 30
ABANDON_WAIT_S = 2.0
"""How long a window going away waits for its worker to stop."""
START_MS = 1
"""The worker starts this long after the dialog is shown, and the game is handed over this long after it is hidden:
after the pass of the event loop that draws the window anew."""


class BackgroundOpen(QObject):
    """Reads and replays one file on a worker thread; ``done`` gets the game and whether it came from a record,
    ``failed`` the file problem."""

    def __init__(
        self,
        parent: QWidget,
        path: Path,
        done: Callable[[Game, bool], None],
        failed: Callable[[FileProblemError], None],
    ) -> None:
        super().__init__(parent)
        self.path, self.done, self.failed = path, done, failed
        self.step, self.steps = 0, 0
        self.game: Game | None = None
        self.is_record = False
        self.problem: FileProblemError | None = None
        self._cancel = threading.Event()
        self._pause: WorkerPause | None = None
        """The collection's pause while the worker runs."""
        self._thread = threading.Thread(target=self._work, name="open-record", daemon=True)
        self.dialog = QProgressDialog(
            self.tr("Reading {name}...").format(name=shown_name(path.name)), self.tr("Cancel"), 0, 0, parent
        )
        self.dialog.setWindowTitle(self.tr("Opening a saved game"))
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setMinimumDuration(0)
        self.dialog.canceled.connect(self._cancel.set)
        self._timer = QTimer(self, interval=POLL_MS)
        self._timer.timeout.connect(self._poll)

    def start(self) -> None:
        """Show the dialog, and start reading once the dialog and the window it blocks are drawn: a worker reading
        holds the interpreter lock most of the time, and drawing them meanwhile takes several times as long."""
        self.dialog.show()
        QTimer.singleShot(START_MS, self, self._start_worker)

    def _start_worker(self) -> None:
        pause, cancel, thread = WorkerPause(), self._cancel, self._thread
        self._pause = pause
        self.destroyed.connect(lambda: _abandon(cancel, thread, pause))
        thread.start()
        self._timer.start()

    def _work(self) -> None:
        try:
            self.game, self.is_record = load_any(self.path, self._progress)
        except FileProblemError as exc:
            self.problem = exc
        except OpeningCancelled:
            pass

    def _progress(self, step: int, steps: int) -> None:
        """Told after each command replayed: count it, stop if cancelled, and offer the interpreter lock to the
        window's thread (a command's work in C, pydantic's, may hold it long)."""
        if self._cancel.is_set():
            raise OpeningCancelled
        self.step, self.steps = step, steps
        time.sleep(0)

    def _poll(self) -> None:
        """Show how far the worker got; hand over its result when it has finished."""
        if self.steps:
            self.dialog.setMaximum(self.steps)
            self.dialog.setValue(self.step)
            self.dialog.setLabelText(
                self.tr("Replaying {name}: step {step} of {steps}").format(
                    name=self.path.name, step=self.step, steps=self.steps
                )
            )
        if self._thread.is_alive():
            return
        self._timer.stop()
        if self._pause is not None:
            self._pause.end()
        self.dialog.reset()
        self.dialog.hide()
        QTimer.singleShot(START_MS, self, self._hand_over)

    def _hand_over(self) -> None:
        """The game or the problem, once the window freed from the dialog has been drawn again (one pass each)."""
        if self.problem is not None:
            self.failed(self.problem)
        elif self.game is not None and not self._cancel.is_set():
            self.done(self.game, self.is_record)
        self.deleteLater()


def _abandon(cancel: threading.Event, thread: threading.Thread, pause: WorkerPause) -> None:
    """The window went while its file was being read: stop the worker (it stops after the step it replays) and
    resume the collection."""
    cancel.set()
    thread.join(ABANDON_WAIT_S)
    pause.end()


def is_large(path: Path) -> bool:
    """Whether opening ``path`` is worth a background replay (a large file)."""
    try:
        return path.stat().st_size > LARGE_RECORD_BYTES
    except OSError:
        return False
