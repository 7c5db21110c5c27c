"""Hot-seat hand-over: a cover over the whole window while the other player takes the seat (R26)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QWidget

from panzer_qt.model.enums import Side
from panzer_qt.model.state import AdvanceDecision, RetreatDecision
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.rules.game import Game
from panzer_qt.ui.common.event_text import phase_title, side_name
from panzer_qt.ui.play.phase_bar import SIDE_COLOURS

DECISION_WORDS = {
    "step_loss": QT_TRANSLATE_NOOP("Handover", "choose a step loss"),
    "retreat": QT_TRANSLATE_NOOP("Handover", "place a retreat"),
    "advance": QT_TRANSLATE_NOOP("Handover", "decide an advance"),
    "overstack": QT_TRANSLATE_NOOP("Handover", "clear an over-stacked hex"),
}


def hand_over_reason(game: Game) -> str:
    """What the incoming player is asked to do, with the rule."""
    state = game.state
    if state.pending:
        decision = state.pending[0]
        if isinstance(decision, RetreatDecision):
            where = decision.from_hex
        elif isinstance(decision, AdvanceDecision):
            where = decision.into_hex
        else:
            where = decision.hex
        return QCoreApplication.translate("Handover", "To {words} at {where} ({rule}).").format(
            words=QCoreApplication.translate("Handover", DECISION_WORDS[decision.kind]), where=where, rule=decision.rule
        )
    combat = state.combat
    if combat is not None and combat.side is Side.SOVIET and not combat.defence_answered:
        return QCoreApplication.translate(
            "Handover", "To commit defensive support against the attack on {defender_hex} (13.3)."
        ).format(defender_hex=combat.defender_hex)
    return QCoreApplication.translate("Handover", "To play {phase} (5.0).").format(
        phase=phase_title(state.phase, state.segment)
    )


class HandOver(QWidget):
    """Covers its parent entirely until clicked (or a key is pressed); then ``accepted`` is emitted."""

    accepted = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.host = parent
        self.side: Side | None = None
        self.reason = ""
        self.result = ""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        parent.installEventFilter(self)
        self.hide()

    def cover(self, side: Side, reason: str = "", result: str = "") -> None:
        """Hide everything and ask for ``side``'s player, saying what for; ``result`` (the combat just rolled) is
        shown on top, so the player who rolled reads it before he hands over."""
        self.side, self.reason, self.result = side, reason, result
        self.setGeometry(self.host.rect())
        self.show()
        self.raise_()
        self.setFocus()

    def covering(self) -> bool:
        """Whether the cover is up."""
        return self.isVisible()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.setGeometry(self.host.rect())
        return False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        colour = SIDE_COLOURS[self.side] if self.side else QColor("#333333")
        painter.fillRect(self.rect(), colour.darker(260))
        text_colour = self.palette().color(QPalette.ColorRole.BrightText)
        painter.setPen(text_colour)
        font = painter.font()
        font.setPixelSize(max(18, self.height() // 22))
        font.setBold(True)
        painter.setFont(font)
        text = self.tr("Hand over to the {side} player").format(side=side_name(self.side))
        painter.drawText(self.rect().adjusted(0, -60, 0, -60), Qt.AlignmentFlag.AlignCenter, text)
        if self.result:
            self._paint_result(painter)
        font.setPixelSize(max(12, self.height() // 50))
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(text_colour)  # the result box drew in its own dark colour
        note = self.tr("{reason}\nThe other side's stacks stay hidden (6.3). Click or press a key to continue.").format(
            reason=self.reason
        )
        painter.drawText(self.rect().adjusted(0, 40, 0, 40), Qt.AlignmentFlag.AlignCenter, note)
        painter.end()

    def _paint_result(self, painter: QPainter) -> None:
        """The combat result in a light box above the hand-over words."""
        font = painter.font()
        font.setPixelSize(max(13, self.height() // 45))
        painter.setFont(font)
        width = min(self.width() - 40, 620)
        box = QRect(0, 0, width, self.height() // 3)
        bounds = painter.boundingRect(box.adjusted(12, 10, -12, -10), Qt.TextFlag.TextWordWrap, self.result)
        box.setHeight(bounds.height() + 20)
        box.moveCenter(QPoint(self.width() // 2, self.height() // 2 - 90 - box.height() // 2))
        painter.setBrush(QColor("#fffbea"))
        painter.setPen(QColor("#8a6d00"))
        painter.drawRoundedRect(box, 6, 6)
        painter.setPen(QColor("#1a1a1a"))
        painter.drawText(box.adjusted(12, 10, -12, -10), Qt.TextFlag.TextWordWrap, self.result)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self._uncover()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        self._uncover()

    def _uncover(self) -> None:
        self.hide()
        self.accepted.emit()
