"""Walking a game record both ways: a cursor that keeps one board and moves by commands and snapshots.

The cursor checks the record's header once. Forward it applies the next recorded command and
checks its events against the record (a difference is a desync, reported as ``RecordError`` with
the step). Back, and for a jump, it restores the nearest earlier state it knows (the record's
phase-start snapshots and its own checkpoints) and applies the commands from there. It never
shares mutable state with the record: every restored state is a copy.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from panzer_qt.model.enums import Phase, Segment
from panzer_qt.model.errors import Problem, RecordError
from panzer_qt.model.events import Event
from panzer_qt.model.record import GameRecord
from panzer_qt.model.state import GameState
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game
from panzer_qt.rules.record_check import check_header, compare_events

CHECKPOINT_EVERY = 16
"""The cursor keeps a copy of the state every this many steps it passes, for fast jumps back."""


@dataclass(frozen=True)
class ReplayPosition:
    """Where a cursor stands: ``step`` recorded commands applied out of ``total``, and the game's turn and phase."""

    step: int
    total: int
    turn: int
    phase: Phase
    segment: Segment


class ReplayCursor:
    """A position in a record: ``forward``, ``back``, ``seek``; ``game``, ``events`` and ``position`` there."""

    def __init__(self, record: GameRecord, source: str = "record") -> None:
        check_header(record, source)
        self.record = record
        self.source = source
        scenario = record.scenario.model_copy(update={"options": record.options})
        start = Game.new(scenario, record.seed, record.options, auto_deploy=False)
        if start.start_events != record.start_events:
            raise RecordError(source, [Problem("$.start_events", "the set-up does not match this engine's (desync)")])
        self._game = start
        self._known: dict[int, GameState] = {0: start.state.clone()}
        self._known.update(record.snapshots)
        self._steps_known = sorted(self._known)
        self._step = 0

    @property
    def game(self) -> Game:
        """The game at the cursor (read it; to play on from here, start a new game with ``branch``)."""
        return self._game

    @property
    def step(self) -> int:
        """How many recorded commands have been applied."""
        return self._step

    def __len__(self) -> int:
        return len(self.record.steps)

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

    def forward(self) -> bool:
        """Apply the next recorded command; False at the end of the record."""
        if self._step >= len(self.record.steps):
            return False
        step = self.record.steps[self._step]
        try:
            events = self._game.apply(step.command)
        except IllegalCommand as exc:
            problem = Problem(f"$.steps[{self._step}].command", f"desync: the engine refuses it: {exc}")
            raise RecordError(self.source, [problem]) from None
        compare_events(events, step.events, f"$.steps[{self._step}].events", self.source)
        self._step += 1
        if self._step % CHECKPOINT_EVERY == 0 and self._step not in self._known:
            self._remember(self._step)
        return True

    def back(self) -> bool:
        """Go back one step; False at the start."""
        if self._step == 0:
            return False
        self.seek(self._step - 1)
        return True

    def seek(self, step: int) -> None:
        """Stand after the first ``step`` recorded commands (clamped to the record)."""
        step = max(0, min(step, len(self.record.steps)))
        base = self._steps_known[bisect_right(self._steps_known, step) - 1]
        if not self._step <= step or base > self._step:
            self._restore(base)
        while self._step < step:
            self.forward()

    def branch(self) -> Game:
        """A new game continuing from the cursor's position, with the record's history up to here."""
        return Game.from_record(self.record, upto=self._step, source=self.source)

    def _restore(self, step: int) -> None:
        scenario, record = self._game.scenario, self.record
        self._game = Game(scenario, self._known[step].clone(), record.seed, self._game.board)
        self._step = step

    def _remember(self, step: int) -> None:
        self._known[step] = self._game.state.clone()
        self._steps_known = sorted(self._known)
