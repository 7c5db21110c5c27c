"""The New Game dialog: scenario file, dice (fresh and unforeseeable, or from a seed for a reproducible game) and
options."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from panzer_qt.ui.play.computer_seats import SeatRows
from panzer_qt.ui.settings import COMPUTER_PACE
from panzer_qt.ui.window_parts import ok_cancel


@dataclass(frozen=True)
class NewGameChoice:
    """What the player chose for a new game."""

    scenario: Path
    seed: int | None
    """None: fresh dice nobody can foresee; a number: the same dice every time (a reproducible game)."""
    river_flat_cost: bool
    manual_setup: bool


class NewGameDialog(QDialog):
    """Pick a scenario, the dice (random unless a seed is asked for) and the optional rules."""

    def __init__(
        self,
        scenario: Path,
        parent: QWidget | None = None,
        river_flat_cost: bool = False,
        pace: str = COMPUTER_PACE.default,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        form = QFormLayout(self)
        self.path = QLineEdit(str(scenario))
        self.path.setToolTip(self.tr("The scenario file the game starts from"))
        browse = QPushButton(self.tr("Browse..."))
        browse.setToolTip(self.tr("Choose another scenario file"))
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path)
        row.addWidget(browse)
        form.addRow(self.tr("Scenario"), row)
        self.seeded = QCheckBox(self.tr("Reproducible dice from seed"))
        self.seeded.setToolTip(self.tr("Unticked, the dice are fresh and random: nobody can foresee a roll"))
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setEnabled(False)
        self.seed.setToolTip(self.tr("The same seed and the same moves give the same dice"))
        self.seeded.toggled.connect(self.seed.setEnabled)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seeded)
        seed_row.addWidget(self.seed, 1)
        form.addRow(self.tr("Dice"), seed_row)
        self.river = QCheckBox(self.tr("Rivers cost a flat +3 MP, no roll (optional 12.3)"))
        self.river.setChecked(river_flat_cost)
        self.river.setToolTip(self.tr("The default is set in Settings"))
        form.addRow(self.river)
        self.manual = QCheckBox(self.tr("German player sets up by hand (3.2)"))
        self.manual.setToolTip(
            self.tr("Unticked, the German units start on their set-up hexes and the set-up ends at once")
        )
        form.addRow(self.manual)
        self.seats = SeatRows(form, pace)
        form.addRow(ok_cancel(self))

    def _browse(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Scenario"), self.path.text(), self.tr("Scenarios (*.json)")
        )
        if name:
            self.path.setText(name)

    def choice(self) -> NewGameChoice:
        """The dialog's current values."""
        return NewGameChoice(
            scenario=Path(self.path.text()),
            seed=self.seed.value() if self.seeded.isChecked() else None,
            river_flat_cost=self.river.isChecked(),
            manual_setup=self.manual.isChecked(),
        )
