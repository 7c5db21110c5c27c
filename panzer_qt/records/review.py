"""A record opened for review: the cursor a reader moves, the record's landmarks, and what re-simulating it
proved so far (how far it is faithful, and the VP of every step proved, read from the engine's own states).

The proof runs on a twin of the reader's cursor (``prove``), in a worker thread in the viewer and at once for
a report; the reader's cursor jumps on the checkpoints the twin leaves. Qt-free.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from panzer_qt.model.errors import RecordError
from panzer_qt.model.record import GameRecord
from panzer_qt.records.cursor import ReplayCursor
from panzer_qt.records.index import PhaseMark, RecordIndex
from panzer_qt.records.record_files import load_record
from panzer_qt.rules.victory import vp_parts

StepProved = Callable[[int, dict[str, int]], bool]
"""Told each step proved faithful and the VP parts after it; returning False stops the proof."""


def prove(checker: ReplayCursor, proved: StepProved) -> RecordError | None:
    """Re-simulate the record with ``checker`` from where it has checked so far, telling ``proved`` about each
    step; return the desync found, if any."""
    return checker.check(lambda done, _total: proved(done, vp_parts(checker.game.state)))


class Review:
    """A record under review: ``cursor`` (the reader's), ``index`` (landmarks from the record's events), and
    ``proved`` (steps re-simulated and found faithful), ``desync`` and ``vp`` (VP parts at each proved step)."""

    def __init__(self, record: GameRecord, source: str = "record") -> None:
        self.record, self.source = record, source
        self.cursor = ReplayCursor(record, source)
        where = self.cursor.position
        self.index = RecordIndex(record, PhaseMark(0, where.turn, where.phase, where.segment))
        self.vp: list[dict[str, int]] = [vp_parts(self.cursor.game.state)]
        self.desync: RecordError | None = None
        self.finished = False
        """Whether the proof has run to the record's end or to its desync."""

    @classmethod
    def open(cls, path: str | Path) -> Review:
        """Read a record file for review (RecordError names the file, the place and the problem)."""
        return cls(load_record(path), str(path))

    @property
    def proved(self) -> int:
        """The last step proved faithful so far: as far as a reader may go (the last step before a desync)."""
        return len(self.vp) - 1

    def add_proved(self, first: int, parts: list[dict[str, int]]) -> None:
        """Steps ``first``, ``first + 1``... proved faithful, with their VP parts."""
        if first != len(self.vp):
            raise ValueError(f"proved steps must follow on: step {first} after {self.proved}")
        self.vp.extend(parts)

    def finish(self, desync: RecordError | None) -> None:
        """The proof ended: at the record's end, or at ``desync`` (everything before it stays viewable; the turns
        and phases the record claims past it are forgotten)."""
        self.desync, self.finished = desync, True
        if desync is not None:
            self.index.cut(self.proved)

    def prove_now(self) -> RecordError | None:
        """Prove the whole record at once, here (for a report or a test)."""

        def proved(step: int, parts: dict[str, int]) -> bool:
            self.add_proved(step, [parts])
            return True

        found = prove(self.cursor.twin(), proved)
        self.finish(found)
        return found
