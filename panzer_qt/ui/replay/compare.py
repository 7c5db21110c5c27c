"""Compare two points of a record: two steps chosen among the current one, the set-up and the bookmarks; the list
of what changed between them (``records.diff``: moves, steps, units gone and arrived, control, VP by source) and,
on the map, the moves as arrows and the other changes highlighted."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QListWidget, QPushButton, QVBoxLayout, QWidget

from panzer_qt.model.record import Bookmark
from panzer_qt.records.cursor import ReplayCursor
from panzer_qt.records.diff import Diff, diff_lines, diff_steps, without
from panzer_qt.records.review import Review
from panzer_qt.ui.replay.step_marks import Arrow, StepMarks
from panzer_qt.ui.translated import engine_text

CURRENT = -1
"""The choice "the current step"."""


def diff_marks(diff: Diff) -> StepMarks:
    """The map's marks of a comparison: an arrow per unit moved, losses, arrivals, units gone and control."""
    marks = StepMarks(arrows=[Arrow("move", (m.from_hex, m.to_hex)) for m in diff.moved])
    marks.hexes["loss"].update(s.hex for s in diff.steps)
    marks.hexes["loss"].update(g.hex for g in diff.left)
    marks.hexes["placement"].update(a.hex for a in diff.arrived)
    marks.hexes["event"].update(c.hex for c in diff.control)
    return marks


class ComparePanel(QWidget):
    """Two steps and what changed between them; ``compared`` carries the diff for the map."""

    compared = Signal(object)
    """A ``Diff`` just listed."""

    def __init__(
        self, current: Callable[[], int], hidden: Callable[[str], bool], parent: QWidget | None = None
    ) -> None:
        """``current``: the step at the viewer's cursor; ``hidden``: whether the view chosen hides a unit (its
        changes are then not listed)."""
        super().__init__(parent)
        self.current, self.hidden = current, hidden
        self.review: Review | None = None
        self.replay: ReplayCursor | None = None
        self.diff: Diff | None = None
        self.first, self.second = QComboBox(), QComboBox()
        self.first.setObjectName("compare_from")
        self.second.setObjectName("compare_to")
        self.first.setToolTip(self.tr("The earlier point: the set-up, a bookmark or the current step"))
        self.second.setToolTip(self.tr("The later point: the set-up, a bookmark or the current step"))
        self.button = QPushButton(self.tr("Compare"))
        self.button.setObjectName("compare")
        self.button.setToolTip(self.tr("List what changed between the two points and show it on the map"))
        self.button.clicked.connect(self.compare)
        self.list = QListWidget()
        self.list.setObjectName("compare_list")
        self.list.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("From:"), self.first)
        form.addRow(self.tr("To:"), self.second)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(self.button)
        column.addWidget(self.list, 1)
        self.set_marks([])

    def set_review(self, review: Review) -> None:
        """Compare steps of this record (with a cursor of its own, sharing the review's checkpoints)."""
        self.review, self.replay = review, None

    def set_marks(self, marks: list[Bookmark]) -> None:
        """Offer the current step, the set-up and these bookmarks; from the first bookmark (else the set-up) to the
        current step."""
        for box in (self.first, self.second):
            box.clear()
            box.addItem(self.tr("The current step"), CURRENT)
            box.addItem(self.tr("Step 0: the set-up"), 0)
            for mark in marks:
                box.addItem(self.tr("Step {step}: {title}").format(step=mark.step, title=mark.title), mark.step)
        self.first.setCurrentIndex(2 if marks else 1)
        self.second.setCurrentIndex(0)

    def step_of(self, box: QComboBox) -> int:
        """The step a choice stands for."""
        chosen = int(box.currentData())
        return self.current() if chosen == CURRENT else chosen

    def compare(self) -> Diff | None:
        """List the changes between the two chosen steps (as far as the record is proved)."""
        if self.review is None:
            return None
        if self.replay is None:
            self.replay = self.review.cursor.twin()
        proved = self.review.proved
        a, b = (min(self.step_of(box), proved) for box in (self.first, self.second))
        self.diff = without(diff_steps(self.replay, a, b), self.hidden)
        self.list.clear()
        heading = QCoreApplication.translate("Compare", "From step {a} to step {b}:").format(a=a, b=b)
        self.list.addItems(
            [heading, *(engine_text(line) for line in diff_lines(self.diff, self.review.record.scenario))]
        )
        self.compared.emit(self.diff)
        return self.diff
