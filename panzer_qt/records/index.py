"""Landmarks of a record, read from its events at once: where each turn and phase begins, the events of each
step, the positions event by event, and the losses of each side per turn.

The events are the record's: the index is a map of what the record says, read without re-simulating it. Where
the record is faithful (up to ``ReplayCursor.end``) they are the engine's own, since the cursor checks every
event it passes; the viewer shows the rest as unchecked or past a desync.

>>> from panzer_qt.model.enums import Phase, Segment
>>> mark = PhaseMark(step=12, turn=2, phase=Phase.SOVIET_1, segment=Segment.MOVEMENT)
>>> (mark.step, mark.turn, mark.phase.value)
(12, 2, 'soviet_1')
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from dataclasses import dataclass

from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.model.events import Event, PhaseStarted, StepLost, UnitEliminated
from panzer_qt.model.record import GameRecord

Place = tuple[int, int]
"""A position event by event: (step, index of the event among those that led to that step)."""


@dataclass(frozen=True)
class PhaseMark:
    """A phase (or segment) began when ``step`` recorded commands had been applied."""

    step: int
    turn: int
    phase: Phase
    segment: Segment


@dataclass(frozen=True)
class Losses:
    """What one side lost in one turn: steps taken off (13.9) and units removed from play."""

    steps: int = 0
    eliminated: int = 0


class RecordIndex:
    """Turns, phases and events of a record by step. Step 0 is the position after the set-up; ``start`` is
    where it stands (the cursor's position there: turn, phase and segment before any recorded command)."""

    def __init__(self, record: GameRecord, start: PhaseMark) -> None:
        self.record = record
        self.events: list[list[Event]] = [list(record.start_events), *(list(s.events) for s in record.steps)]
        """The events that led to each step (the set-up's at step 0)."""
        marks = [start]
        for step, events in enumerate(self.events[1:], start=1):
            marks += [PhaseMark(step, e.turn, e.phase, e.segment) for e in events if isinstance(e, PhaseStarted)]
        self._set_marks(marks)

    def _set_marks(self, marks: list[PhaseMark]) -> None:
        self.marks = marks
        self._mark_steps = [m.step for m in marks]
        self.turn_starts = {m.turn: m.step for m in reversed(marks)}
        """The step at which each turn begins (its first phase mark)."""

    def cut(self, step: int) -> None:
        """Forget the turns and phases the record claims after ``step``, where it stops being faithful (its
        events stay, to be listed as the record has them)."""
        self._set_marks([m for m in self.marks if m.step <= step])

    @property
    def total(self) -> int:
        """The number of recorded commands (the last step)."""
        return len(self.events) - 1

    def mark_at(self, step: int) -> PhaseMark:
        """The phase under way at ``step``: the last mark at or before it."""
        return self.marks[bisect_right(self._mark_steps, step) - 1]

    def phase_steps(self) -> list[int]:
        """The steps at which a phase or segment begins, each once, in order."""
        return sorted(set(self._mark_steps))

    def next_phase(self, step: int) -> int:
        """The next step after ``step`` at which a phase begins (the last step if none)."""
        return next((s for s in self._mark_steps if s > step), self.total)

    def previous_phase(self, step: int) -> int:
        """The last step before ``step`` at which a phase begins (0 if none)."""
        before = self._mark_steps[: bisect_left(self._mark_steps, step)]
        return before[-1] if before else 0

    def next_turn(self, step: int) -> int:
        """The step at which the next turn begins (the last step if none)."""
        return next((s for s in sorted(self.turn_starts.values()) if s > step), self.total)

    def previous_turn(self, step: int) -> int:
        """The step at which the turn before ``step`` began; from inside a turn, its own start."""
        return max((s for s in self.turn_starts.values() if s < step), default=0)

    def phase_start(self, turn: int, phase: Phase) -> int | None:
        """The step at which ``phase`` of ``turn`` begins; None if the record never reaches it."""
        return next((m.step for m in self.marks if (m.turn, m.phase) == (turn, phase)), None)

    def phases_of(self, turn: int) -> list[Phase]:
        """The phases the record reaches in ``turn``, in order, each once."""
        return list(dict.fromkeys(m.phase for m in self.marks if m.turn == turn))

    # -- event by event ---------------------------------------------------------------------------
    def next_place(self, place: Place) -> Place:
        """One event on (to the first event of the next step after a step's last); the end stays."""
        step, i = place
        if i + 1 < len(self.events[step]):
            return step, i + 1
        return (step + 1, 0) if step < self.total else place

    def previous_place(self, place: Place) -> Place:
        """One event back (to the last event of the step before a step's first); the start stays."""
        step, i = place
        if i > 0:
            return step, i - 1
        return (step - 1, max(len(self.events[step - 1]) - 1, 0)) if step > 0 else place

    # -- what happened ----------------------------------------------------------------------------
    def losses(self, upto: int | None = None) -> dict[int, dict[Side, Losses]]:
        """Per turn and side, the steps lost and the units eliminated in the first ``upto`` steps (all)."""
        sides = {unit.id: unit.side for unit in self.record.scenario.units}
        counts: Counter[tuple[int, Side, str]] = Counter()
        turn = self.marks[0].turn
        for events in self.events[: (self.total if upto is None else upto) + 1]:
            for event in events:
                if isinstance(event, PhaseStarted):
                    turn = event.turn
                elif isinstance(event, StepLost | UnitEliminated) and event.unit_id in sides:
                    counts[turn, sides[event.unit_id], event.type] += 1
        return {
            turn: {
                side: Losses(counts[turn, side, "step_lost"], counts[turn, side, "unit_eliminated"]) for side in Side
            }
            for turn in sorted(self.turn_starts)
        }
