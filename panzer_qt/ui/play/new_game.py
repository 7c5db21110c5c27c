"""The New Game dialog: scenario file, dice (fresh and unforeseeable, or from a seed for a reproducible game) and
options."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from panzer_qt.ui.play.computer_seats import SeatRows


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

    def __init__(self, scenario: Path, parent: QWidget | None = None, river_flat_cost: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        form = QFormLayout(self)
        self.path = QLineEdit(str(scenario))
        browse = QPushButton("Browse...")
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path)
        row.addWidget(browse)
        form.addRow("Scenario", row)
        self.seeded = QCheckBox("Reproducible dice from seed")
        self.seeded.setToolTip("Unticked, the dice are fresh and random: nobody can foresee a roll")
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setEnabled(False)
        self.seeded.toggled.connect(self.seed.setEnabled)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seeded)
        seed_row.addWidget(self.seed, 1)
        form.addRow("Dice", seed_row)
        self.river = QCheckBox("Rivers cost a flat +3 MP, no roll (optional 12.3)")
        self.river.setChecked(river_flat_cost)
        self.river.setToolTip(self.tr("The default is set in Settings"))
        form.addRow(self.river)
        self.manual = QCheckBox("German player sets up by hand (3.2)")
        form.addRow(self.manual)
        self.seats = SeatRows(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _browse(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Scenario", self.path.text(), "Scenarios (*.json)")
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
