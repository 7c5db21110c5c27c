"""Walking a game record both ways: a cursor that keeps one board and moves by commands and checkpoints.

The cursor checks the record's header once. Forward, it applies the next recorded command and
checks the events against the record; back, and for a jump, it restores the nearest earlier state
it computed itself and applies the commands from there. It trusts none of the record's states:
the record's snapshots are only compared with the re-simulation (a difference is a desync). Where
the record stops being faithful (a refused command, other events, another snapshot), the cursor
stops: ``desync`` says where and why, and everything before stays viewable.

``check`` walks the whole record once (with progress), which also leaves a checkpoint every
``CHECKPOINT_EVERY`` steps, so that any later jump applies at most that many commands. A cursor's ``twin``
shares its checkpoints: the replay viewer checks the record with a twin in a worker thread while the window's
cursor already jumps on the checkpoints it leaves.
"""

from __future__ import annotations

import threading
from bisect import bisect_right, insort
from collections.abc import Callable
from dataclasses import dataclass

from panzer_qt.model.enums import Phase, Segment
from panzer_qt.model.errors import RecordError
from panzer_qt.model.events import Event
from panzer_qt.model.record import GameRecord
from panzer_qt.model.state import GameState
from panzer_qt.rules.game import Game
from panzer_qt.rules.hexindex import hex_index

CHECKPOINT_EVERY = 2
"""The cursor keeps its own copy of the state every this many steps, for fast jumps (a jump applies at most one
command: a timeline dragged over a long record jumps at every move; the copies of an 8-turn game take some 6 MB)."""
RECENT = 2 * CHECKPOINT_EVERY
"""How many of the last states it passed a cursor keeps besides, so that stepping back after a walk forward (or
after a jump, which walks from a checkpoint) restores a state instead of applying commands again."""

Progress = Callable[[int, int], bool]
"""Told (steps checked, steps in all) as a check goes on; returning False stops the check."""


@dataclass(frozen=True)
class ReplayPosition:
    """Where a cursor stands: ``step`` recorded commands applied out of ``total``, and the game's turn and phase."""

    step: int
    total: int
    turn: int
    phase: Phase
    segment: Segment


class Checkpoints:
    """States the cursors of one record computed themselves, by step. A state is never changed once stored
    (restore a clone), so twins in two threads may share them; a lock keeps the index whole."""

    def __init__(self, start: GameState) -> None:
        self._states = {0: start}
        self._steps = [0]
        self._lock = threading.Lock()

    def __contains__(self, step: object) -> bool:
        return step in self._states

    def add(self, step: int, state: GameState) -> None:
        """Keep ``state`` (not copied: the caller gives up changing it) as the state at ``step``."""
        with self._lock:
            if step not in self._states:
                self._states[step] = state
                insort(self._steps, step)

    def base(self, step: int) -> tuple[int, GameState]:
        """The nearest step at or before ``step`` with a known state, and that state (clone it before use)."""
        with self._lock:
            found = self._steps[bisect_right(self._steps, step) - 1]
            return found, self._states[found]


class ReplayCursor:
    """A position in a record: ``forward``, ``back``, ``seek``; ``game``, ``events`` and ``position`` there."""

    def __init__(self, record: GameRecord, source: str = "record", checkpoints: Checkpoints | None = None) -> None:
        self.record = record
        self.source = source
        start = Game.replaying(record, source)
        hex_index(start.board)  # built once here, not on the first step
        self._game = start
        self._known = checkpoints if checkpoints is not None else Checkpoints(start.state.clone())
        self._recent: dict[int, GameState] = {}
        self._step = 0
        self._checked = 0
        self.end = len(record.steps)
        """The last step the cursor can reach: the record's length, or the step before a desync."""
        self.desync: RecordError | None = None
        """Where the record stops being faithful, once the cursor has found it."""

    @property
    def game(self) -> Game:
        """The game at the cursor (read it; to play on from here, start a new game with ``branch``)."""
        return self._game

    @property
    def step(self) -> int:
        """How many recorded commands have been applied."""
        return self._step

    @property
    def events(self) -> list[Event]:
        """The events of the step that led here (the set-up's at step 0)."""
        if self._step == 0:
            return list(self.record.start_events)
        return list(self.record.steps[self._step - 1].events)

    @property
    def position(self) -> ReplayPosition:
        """Step, turn and phase at the cursor."""
        state = self._game.state
        return ReplayPosition(self._step, len(self.record.steps), state.turn, state.phase, state.segment)

    def check(self, progress: Progress | None = None) -> RecordError | None:
        """Re-simulate the rest of the record, checking it; return the desync found, if any.

        The cursor comes back to where it was. ``progress`` may stop the check early.
        """
        here = self._step
        self.seek(self._checked)
        while self._step < self.end and self.forward():
            if progress is not None and not progress(self._step, len(self.record.steps)):
                break
        self.seek(min(here, self.end))
        return self.desync

    def forward(self) -> bool:
        """Apply the next recorded command; False at the end (or at a desync, then noted in ``desync``)."""
        if self._step >= self.end:
            return False
        try:
            self._game.replay_step(self.record, self._step, self.source)
        except RecordError as found:
            self.desync, self.end = found, self._step
            self._restore(*self._known.base(self.end))  # the refused or differing step may have changed the state
            self.seek(self.end)
            return False
        self._step += 1
        self._checked = max(self._checked, self._step)
        if self._step % CHECKPOINT_EVERY == 0:
            if self._step not in self._known:
                self._known.add(self._step, self._game.state.clone())
        else:
            self._remember(self._step, self._game.state.clone())
        return True

    def _remember(self, step: int, state: GameState) -> None:
        self._recent.pop(step, None)
        self._recent[step] = state
        if len(self._recent) > RECENT:
            del self._recent[next(iter(self._recent))]  # the one remembered longest ago

    def back(self) -> bool:
        """Go back one step; False at the start."""
        if self._step == 0:
            return False
        self.seek(self._step - 1)
        return True

    def seek(self, step: int) -> None:
        """Stand after the first ``step`` recorded commands (clamped to ``end``)."""
        step = max(0, min(step, self.end))
        base, state = self._known.base(step)
        nearer = max((k for k in self._recent if base < k <= step), default=None)
        if nearer is not None:
            base, state = nearer, self._recent[nearer]
        if step < self._step or base > self._step:
            self._restore(base, state)
        while self._step < step and self.forward():
            pass

    def branch(self) -> Game:
        """A new game continuing from the cursor's position, with the record's history up to here."""
        return Game.from_record(self.record, upto=self._step, source=self.source)

    def twin(self) -> ReplayCursor:
        """A cursor over the same record, at its start, with a board of its own (boards remember answers and are
        not shared between threads) and this cursor's checkpoints shared: what either computes, both use."""
        return ReplayCursor(self.record, self.source, self._known)

    def _restore(self, step: int, state: GameState) -> None:
        self._game = Game(self._game.scenario, state.clone(), board=self._game.board)
        self._step = step
