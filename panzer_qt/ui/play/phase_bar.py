"""The phase bar: turn track, phase and acting side, weather, CAS, VP track, latest dice, End Phase."""

from __future__ import annotations

from itertools import chain

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from panzer_qt.model.commands import ChooseSequence
from panzer_qt.model.enums import Sequence, Side
from panzer_qt.model.events import DiceRolled
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.rules.game import Game
from panzer_qt.rules.legal import can_end_phase, sequence_choices
from panzer_qt.ui.common.event_text import phase_title, sequence_words, side_name
from panzer_qt.ui.common.fitting_label import FittingLabel
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.translated import capitalized, engine_text

SIDE_COLOURS = {Side.GERMAN: QColor("#6f7479"), Side.SOVIET: QColor("#b3261e")}
"""German grey and Soviet red (2.3)."""
MARK_COLOUR = QColor("#b3261e")
SEQUENCE_LABELS = {
    Sequence.MOVE_FIGHT: QT_TRANSLATE_NOOP("PhaseBar", "Move/Fight"),
    Sequence.FIGHT_MOVE: QT_TRANSLATE_NOOP("PhaseBar", "Fight/Move"),
}
TRACK_FILL = QColor("#f3d36b")


def latest_dice(game: Game) -> list[DiceRolled]:
    """The dice rolled by the most recent command that rolled any (or at the set-up)."""
    for events in chain((step.events for step in reversed(game.steps)), [game.start_events]):
        rolls = [e for e in events if isinstance(e, DiceRolled)]
        if rolls:
            return rolls
    return []


def dice_texts(rolls: list[DiceRolled]) -> list[str]:
    """The latest dice with what they were rolled for, then shorter with the rule alone, then the numbers alone (none:
    no text)."""
    if not rolls:
        return []
    dice = QCoreApplication.translate("PhaseBar", "Dice: ")
    return [
        dice + "; ".join(f"{', '.join(map(str, e.dice))} ({engine_text(e.purpose)})" for e in rolls),
        dice + "; ".join(f"{', '.join(map(str, e.dice))} ({e.rule})" for e in rolls),
        "; ".join(", ".join(map(str, e.dice)) for e in rolls),
    ]


class Track(QWidget):
    """A row of numbered boxes from ``first`` to ``last`` with the current value filled and marked boxes outlined;
    boxes ``cell`` pixels wide, narrower down to ``min_cell`` when the window is narrow. A track that ``gives_way``
    (one whose numbers a label beside it also shows) asks for no room at all and is not drawn when narrower still,
    so that a window at 200% scaling fits a Full HD screen."""

    def __init__(
        self,
        first: int,
        last: int,
        marks: dict[int, str],
        cell: int,
        *,
        min_cell: int = 0,
        gives_way: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.first, self.last, self.marks, self.cell = first, last, marks, cell
        self.min_cell = min_cell or cell
        self.gives_way = gives_way
        self.value = first
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.setToolTip("\n".join(f"{k}: {v}" for k, v in marks.items()))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize((self.last - self.first + 1) * self.cell + 2, 22)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(0 if self.gives_way else (self.last - self.first + 1) * self.min_cell + 2, 22)

    def set_value(self, value: int) -> None:
        """Mark ``value`` (clamped to the track)."""
        value = max(self.first, min(self.last, value))
        if value != self.value:
            self.value = value
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        cell = min(float(self.cell), (self.width() - 2) / (self.last - self.first + 1))
        if cell < self.min_cell:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = painter.font()
        font.setPixelSize(max(7, min(11, self.cell - 3)))
        painter.setFont(font)
        for i, number in enumerate(range(self.first, self.last + 1)):
            box = QRectF(1 + i * cell, 3, cell - 1, 16)
            painter.setBrush(TRACK_FILL if number == self.value else QColor("#fbfaf5"))
            marked = number in self.marks
            painter.setPen(QPen(MARK_COLOUR if marked else QColor("#8a8578"), 2 if marked else 1))
            painter.drawRect(box)
            if cell >= 14 or number == self.value or marked:
                painter.setPen(QColor("#222222"))
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(number))
        painter.end()


class PhaseBar(QWidget):
    """Shows where the session's game stands; End Phase and the move/fight announcement are its buttons."""

    endPhase = Signal()  # noqa: N815 (Qt signal name)
    sequenceChosen = Signal(object)  # noqa: N815 (Qt signal name)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        self.turn_label = QLabel()
        self.turns = Track(1, session.game.scenario.options.last_turn, {}, 16, gives_way=True)
        self.phase_label = QLabel()
        self.phase_label.setStyleSheet("font-weight: bold")
        self.side_label = QLabel()
        self.weather_label = QLabel()
        self.cas_label = QLabel()
        self.vp_label = QLabel()
        marks = {28: self.tr("draw from 28 VP (4.3)"), 32: self.tr("Soviet victory from 32 VP (4.3)")}
        self.vp_track = Track(0, 40, marks, 6, min_cell=3, gives_way=True)
        self.dice_label = FittingLabel()
        self.sequence_buttons = {s: QPushButton(self.tr(SEQUENCE_LABELS[s])) for s in Sequence}
        for sequence, button in self.sequence_buttons.items():
            button.setToolTip(
                self.tr("Announce {sequence} for this turn (5.4)").format(sequence=sequence_words(sequence))
            )
            button.clicked.connect(lambda _=False, s=sequence: self.sequenceChosen.emit(s))
        self.end_button = QPushButton(self.tr("End Phase"))
        self.end_button.setToolTip(
            self.tr("Finish the current phase or segment (Ctrl+E); asks first while stacks could still act")
        )
        self.end_button.clicked.connect(self.endPhase.emit)
        for widget in (self.turn_label, self.turns, self.phase_label, self.side_label, self.weather_label):
            layout.addWidget(widget)
        for widget in (self.cas_label, self.vp_label, self.vp_track):
            layout.addWidget(widget)
        layout.addWidget(self.dice_label)
        layout.addStretch(1)
        for button in (*self.sequence_buttons.values(), self.end_button):
            layout.addWidget(button)
        session.changed.connect(self.follow)
        self.follow([])

    def follow(self, _events: list[object]) -> None:
        """The session's game changed."""
        self.show_game(self.session.game)

    def show_game(self, game: Game) -> None:
        """Refresh from the game's state, with the dice of the latest command that rolled any."""
        state, last = game.state, game.scenario.options.last_turn
        self.turn_label.setText(self.tr("Turn {turn} of {last}").format(turn=state.turn, last=last))
        self.turns.last = last
        self.turns.set_value(state.turn)
        self.phase_label.setText(phase_title(state.phase, state.segment))
        acting = None if game.over else game.side_to_act()
        colour = SIDE_COLOURS[acting].name() if acting else "#444444"
        self.side_label.setText(
            self.tr("{acting} to act").format(acting=side_name(acting)) if not game.over else self.tr("game over")
        )
        sheet = f"color: white; background: {colour}; padding: 2px 6px; border-radius: 3px"
        if self.side_label.styleSheet() != sheet:
            self.side_label.setStyleSheet(sheet)
        self.weather_label.setText(capitalized(state.weather))
        self.weather_label.setToolTip(self.tr("This turn's weather and ground (5.1)"))
        cas = state.cas
        self.cas_label.setText(
            self.tr("CAS G {german} / S {soviet}").format(
                german=cas.get(Side.GERMAN, 0), soviet=cas.get(Side.SOVIET, 0)
            )
        )
        self.cas_label.setToolTip(self.tr("Close air support markers left to each side this turn (5.2)"))
        self.vp_label.setText(self.tr("Soviet VP {vp}").format(vp=state.vp))
        self.vp_track.set_value(state.vp)
        self.dice_label.set_texts(dice_texts(latest_dice(game)))
        asking = game.must_announce()
        choices = sequence_choices(game) if asking else []
        open_choices = {c.sequence for c in choices if isinstance(c, ChooseSequence)}
        for sequence, button in self.sequence_buttons.items():
            button.setVisible(asking)
            button.setEnabled(sequence in open_choices)
        self.end_button.setEnabled(can_end_phase(game))
        self.end_button.setVisible(not asking)
