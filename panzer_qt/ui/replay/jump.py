"""The Go To dialog: a turn and one of the phases the record reaches in it."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QSpinBox, QWidget

from panzer_qt.records.index import RecordIndex
from panzer_qt.ui.common.event_text import phase_title
from panzer_qt.ui.window_parts import ok_cancel


class JumpDialog(QDialog):
    """Choose "turn T, phase P"; ``step`` is where that phase begins."""

    def __init__(self, index: RecordIndex, turn: int, last_step: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Go to turn and phase"))
        self.index = index
        self.turn = QSpinBox()
        turns = [t for t, start in index.turn_starts.items() if start <= last_step]
        self.turn.setRange(min(turns), max(turns))
        self.turn.setValue(turn)
        self.phase = QComboBox()
        self.turn.valueChanged.connect(self._fill_phases)
        self._fill_phases(self.turn.value())
        self.turn.setToolTip(self.tr("The turn to go to"))
        self.phase.setToolTip(self.tr("The phase of that turn to go to: the viewer shows its first step"))
        form = QFormLayout(self)
        form.addRow(self.tr("Turn"), self.turn)
        form.addRow(self.tr("Phase"), self.phase)
        form.addRow(ok_cancel(self))

    def _fill_phases(self, turn: int) -> None:
        self.phase.clear()
        for phase in self.index.phases_of(turn):
            self.phase.addItem(phase_title(phase), phase)

    def step(self) -> int:
        """The step at which the chosen phase of the chosen turn begins."""
        found = self.index.phase_start(self.turn.value(), self.phase.currentData())
        return found if found is not None else self.index.turn_starts[self.turn.value()]
