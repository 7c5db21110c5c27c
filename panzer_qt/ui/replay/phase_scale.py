"""The VP chart's time axis: every phase (or segment) of every turn one unit wide, however many commands it
held, so turns read evenly; inside a phase its steps spread evenly. Qt-free.

>>> from panzer_qt.model.enums import Phase, Segment
>>> marks = [PhaseMark(0, 1, Phase.SETUP, Segment.NONE), PhaseMark(1, 1, Phase.WEATHER, Segment.NONE),
...          PhaseMark(1, 1, Phase.SOVIET_1, Segment.MOVEMENT), PhaseMark(5, 2, Phase.WEATHER, Segment.NONE)]
>>> scale = PhaseScale(marks, total=6)
>>> [scale.x(step) for step in (0, 1, 3, 5, 6)]
[0.0, 2.0, 2.5, 3.0, 3.5]
>>> [scale.step(x) for x in (0.2, 1.5, 2.5, 3.9)]
[0, 1, 3, 6]
"""

from __future__ import annotations

import math
from bisect import bisect_right

from PySide6.QtCore import QCoreApplication

from panzer_qt.records.index import PhaseMark


class PhaseScale:
    """Maps steps to chart positions and back: phase mark ``j`` spans [j, j + 1)."""

    def __init__(self, marks: list[PhaseMark], total: int) -> None:
        self.marks = marks
        self.total = total
        self._starts = [m.step for m in marks]
        ends = [*self._starts[1:], total + 1]
        self._lengths = [max(end - start, 0) for start, end in zip(self._starts, ends, strict=True)]

    @property
    def width(self) -> int:
        """How many phase slots the axis holds."""
        return len(self.marks)

    def x(self, step: int) -> float:
        """The position of a step: in the last phase that began at or before it."""
        j = bisect_right(self._starts, step) - 1
        length = self._lengths[j]
        return j + (step - self._starts[j]) / length if length else float(j)

    def step(self, x: float) -> int:
        """The step shown at position ``x`` (the nearest one of its phase)."""
        j = min(max(math.floor(x), 0), self.width - 1)
        length = self._lengths[j]
        inside = min(round(min(max(x - j, 0.0), 1.0) * length), max(length - 1, 0))
        return min(self._starts[j] + inside, self.total)

    def turn_ticks(self) -> list[tuple[float, str]]:
        """The position and label of each turn's start ("Turn 3")."""
        first: dict[int, int] = {}
        for j, mark in enumerate(self.marks):
            first.setdefault(mark.turn, j)
        return [
            (float(j), QCoreApplication.translate("PhaseScale", "Turn {turn}").format(turn=turn))
            for turn, j in first.items()
        ]
