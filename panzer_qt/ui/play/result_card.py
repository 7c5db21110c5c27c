"""The combat result card: a banner over the map with the die, the column, the result and what it did, shown
when a combat is resolved and kept, with what follows (losses, retreats, advance), until the player closes it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from panzer_qt.model.enums import CombatResult
from panzer_qt.model.events import (
    Advanced,
    AttackDeclared,
    CombatResolved,
    Event,
    OddsComputed,
    PhaseStarted,
    RetreatBlocked,
    Retreated,
    RetreatIgnored,
    StepLost,
    UnitEliminated,
    VPScored,
)
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.ui.help.rule_links import RuleLabel

RESULT_WORDS: dict[CombatResult, str] = {
    CombatResult.AL1: QT_TRANSLATE_NOOP("ResultCard", "the attacker loses a step"),
    CombatResult.AS: QT_TRANSLATE_NOOP("ResultCard", "attack stalled: nothing happens"),
    CombatResult.DR: QT_TRANSLATE_NOOP("ResultCard", "the defender retreats"),
    CombatResult.DL1: QT_TRANSLATE_NOOP("ResultCard", "the defender loses a step"),
    CombatResult.DL1_DR: QT_TRANSLATE_NOOP("ResultCard", "the defender loses a step and retreats"),
    CombatResult.EX: QT_TRANSLATE_NOOP("ResultCard", "exchange: both sides lose a step"),
}
"""What each result of the CRT does (13.9)."""
AFTERMATH = (StepLost, UnitEliminated, Retreated, RetreatBlocked, RetreatIgnored, Advanced, VPScored)
"""Events told on the card below the result."""


@dataclass
class CombatReport:
    """One resolved combat in words: its headline, the roll and what followed."""

    hex: str
    headline: str
    roll: str
    lines: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, events: list[Event], text: Callable[[Event], str]) -> CombatReport | None:
        """The report of the combat resolved among ``events``, or None if none was."""
        resolved = next((e for e in events if isinstance(e, CombatResolved)), None)
        if resolved is None:
            return None
        odds = next((e.breakdown for e in events if isinstance(e, OddsComputed)), None)
        die = (
            QCoreApplication.translate("CombatReport", "die {roll}").format(roll=resolved.roll)
            if resolved.roll is not None
            else QCoreApplication.translate("CombatReport", "no roll (automatic result, 13.8.1)")
        )
        totals = (
            QCoreApplication.translate("CombatReport", ", {attack} against {defence}").format(
                attack=odds.attack_total, defence=odds.defence_total
            )
            if odds is not None
            else ""
        )
        report = cls(
            resolved.defender_hex,
            QCoreApplication.translate("ResultCard", "{result} at {hex}: {words}").format(
                result=resolved.result.value,
                hex=resolved.defender_hex,
                words=QCoreApplication.translate("ResultCard", RESULT_WORDS[resolved.result]),
            ),
            QCoreApplication.translate("CombatReport", "Column {column}{totals}, {die}").format(
                column=resolved.column, totals=totals, die=die
            ),
        )
        report.follow(events[events.index(resolved) + 1 :], text)
        return report

    def follow(self, events: list[Event], text: Callable[[Event], str]) -> bool:
        """Add what these later events did to the combat; False once another combat or phase began."""
        for event in events:
            if isinstance(event, AttackDeclared | PhaseStarted | CombatResolved):
                return False
            if isinstance(event, AFTERMATH):
                self.lines.append(text(event))
        return True

    def plain(self) -> str:
        """The report as plain lines (for the hand-over cover and tests)."""
        return "\n".join([self.headline, self.roll, *self.lines])


class ResultCard(QFrame):
    """A banner over the top of the map; ``show_report`` fills and shows it, OK hides it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.report: CombatReport | None = None
        self.setObjectName("result_card")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#result_card { background: #fffbea; border: 2px solid #8a6d00; border-radius: 6px; }"
            " QLabel { color: #1a1a1a; }"
        )
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)
        self.body = RuleLabel()
        self.body.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.title, 1)
        self.close_button = QPushButton(self.tr("OK"))
        self.close_button.setToolTip(self.tr("Close the combat result"))
        self.close_button.clicked.connect(self.dismiss)
        row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(row)
        layout.addWidget(self.body)
        self.hide()

    def show_report(self, report: CombatReport) -> None:
        """Show a newly resolved combat."""
        self.report = report
        self._fill()
        self.show()
        self.raise_()

    def follow(self, events: list[Event], text: Callable[[Event], str]) -> None:
        """Add what followed the combat shown; a new combat or phase closes the card."""
        if self.report is None or not self.isVisible():
            return
        if not self.report.follow(events, text):
            self.dismiss()
            return
        self._fill()

    def dismiss(self) -> None:
        """Close the card."""
        self.report = None
        self.hide()

    def place(self, area: QWidget) -> None:
        """Sit at the top centre of ``area`` (the map), as wide as it reads well."""
        parent = self.parentWidget()
        if parent is None:
            return
        origin = area.mapTo(parent, area.rect().topLeft())
        width = min(560, area.width() - 40)
        self.setFixedWidth(max(240, width))
        self.adjustSize()
        self.move(origin.x() + (area.width() - self.width()) // 2, origin.y() + 12)

    def _fill(self) -> None:
        report = self.report
        assert report is not None
        self.title.setText(
            self.tr("<b style='font-size:15pt'>{headline}</b><br>{roll}").format(
                headline=escape(report.headline), roll=escape(report.roll)
            )
        )
        self.body.setText("\n".join(report.lines))
        self.body.setVisible(bool(report.lines))
        if self.parentWidget() is not None:
            self.adjustSize()
