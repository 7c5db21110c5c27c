"""Why the computer played a recorded step (issue 35): the reason ``ComputerPlayer.explain`` gives for the step's
command, at the level of the record's computer seat that made it, from the position before it; a person's step has
none.

A reason is worked out off the window's thread, for the step the cursor rests on only (``RESTING_MS``: not for the
steps a drag passes, and not while the record plays), and kept by step. The worker explains on a twin of the
reader's cursor of its own, made in its thread (a board is not shared between threads); the cycle collector pauses
while it works (``ui.collector``).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from panzer_qt.ai.players.computer import ComputerPlayer
from panzer_qt.ai.players.levels import playable
from panzer_qt.ai.players.reasons import Reason
from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Side
from panzer_qt.records.cursor import ReplayCursor
from panzer_qt.rules.game import Game
from panzer_qt.ui.collector import WorkerPause

log = logging.getLogger(__name__)

RESTING_MS = 150
"""How long the cursor must rest on a step before its reason is worked out."""
STOP_WAIT_MS = 5000


@dataclass(frozen=True)
class StepReason:
    """The side whose computer seat made a step, and its reason."""

    side: Side
    reason: Reason


def seat_reason(game: Game, seats: Mapping[Side, int], command: Command) -> StepReason | None:
    """Why the computer seat to act in ``game`` made ``command`` (None when the side to act is a person's)."""
    side = game.side_to_act()
    if side is None or side not in seats:
        return None
    level = playable(dict(seats))[side]
    return StepReason(side, ComputerPlayer(level).explain(game, command))


class _Explainer(QObject):
    """Works out one step's reason at a time, in the worker thread."""

    found = Signal(int, object)
    """A step and its ``StepReason`` (None: a person's step, or the reason could not be worked out)."""

    def __init__(self, cursor: ReplayCursor) -> None:
        super().__init__()
        self.reader = cursor
        self.cursor: ReplayCursor | None = None

    @Slot(int)
    def explain(self, step: int) -> None:
        """Work out the reason of ``step`` and send it (``found``)."""
        if self.cursor is None:
            self.cursor = self.reader.twin()
        record = self.cursor.record
        try:
            self.cursor.seek(step - 1)
            found = seat_reason(self.cursor.game, record.seats, record.steps[step - 1].command)
        except Exception:  # a thread's boundary: a failure leaves the step without a reason, never a hang
            log.exception("no reason for step %d", step)
            found = None
        self.found.emit(step, found)


class StepReasons(QObject):
    """The reasons of a record's steps, each worked out once the cursor rests on it (``want``), kept by step;
    ``found`` tells when one is known."""

    found = Signal(int)
    """The step whose reason (or that it has none) became known."""
    _asked = Signal(int)

    def __init__(self, cursor: ReplayCursor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cursor = cursor
        self.seats = dict(cursor.record.seats)
        self.known: dict[int, StepReason | None] = {}
        self.wanted = 0
        self._pause: WorkerPause | None = None
        self._thread: QThread | None = None
        self._worker: _Explainer | None = None
        self._rest = QTimer(self)
        self._rest.setSingleShot(True)
        self._rest.setInterval(RESTING_MS)
        self._rest.timeout.connect(self._ask)

    def reason(self, step: int) -> StepReason | None:
        """The reason of ``step`` if it is known and a computer seat made it."""
        return self.known.get(step)

    def want(self, step: int | None) -> None:
        """Work out the reason of ``step`` once the cursor has rested on it (None: no step's, the record plays)."""
        if step is None or step == 0 or step in self.known or not self.seats:
            self.wanted = 0
            self._rest.stop()
            return
        self.wanted = step
        self._rest.start()

    def busy(self) -> bool:
        """Whether a reason is being worked out."""
        return self._pause is not None

    def _ask(self) -> None:
        if self.busy() or not self.wanted or self.wanted in self.known:
            return
        if self._thread is None:
            self._thread, self._worker = self._start()
        self._pause = WorkerPause()
        self._asked.emit(self.wanted)

    def _start(self) -> tuple[QThread, _Explainer]:
        """The worker in a thread of its own (the worker kept here: Qt does not keep its Python object alive)."""
        thread = QThread(self)
        worker = _Explainer(self.cursor)
        worker.moveToThread(thread)
        self._asked.connect(worker.explain)
        worker.found.connect(self._found)
        thread.start()
        return thread, worker

    def _found(self, step: int, found: StepReason | None) -> None:
        self.known[step] = found
        self._end_pause()
        self.found.emit(step)
        if self.wanted and self.wanted not in self.known:
            self._rest.start()

    def _end_pause(self) -> None:
        if self._pause is not None:
            self._pause.end()
            self._pause = None

    def stop(self) -> None:
        """Stop the worker (after the reason it works on, if any) and wait for it to end."""
        self._rest.stop()
        self.wanted = 0
        thread, self._thread = self._thread, None
        if thread is not None:
            thread.quit()
            thread.wait(STOP_WAIT_MS)
        self._worker = None
        self._end_pause()
