"""The computer at the table: the sides it plays and their levels, its thinking off the UI thread, its moves
played one at a time with the hexes of each marked on the map, and a progress bar with a Stop button
(once stopped, the computer goes on, or hands its side over to a person).

The sides and levels are kept in the game (``Game.seats``), so its saved record reopens with the computer
in the same seats. The computer player (``panzer_qt.ai.players.computer``) thinks in a ``QThread`` on a copy of
the game and never touches the game on screen: its command comes back to the UI thread, which hands it to
the session like any player's. While the computer plays one side, the map shows the person's side (no hand-over cover).
The player's code is loaded when the first player is made (``computer_player``): a game between people never loads it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QThread, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from panzer_qt.ai.players.levels import DEFAULT_LEVEL, LEVELS, Stopped, playable
from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Side
from panzer_qt.model.events import Event
from panzer_qt.model.text import ENGINE, QT_TRANSLATE_NOOP
from panzer_qt.rules.game import Game
from panzer_qt.ui.common.event_text import event_hexes
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.settings import CHOICE_WORDS, COMPUTER_PACE, COMPUTER_PACES
from panzer_qt.ui.translated import capitalized, word

if TYPE_CHECKING:
    from panzer_qt.ai.players.computer import ComputerPlayer
    from panzer_qt.ai.players.reasons import Reason

PERSON = QT_TRANSLATE_NOOP("ComputerSeats", "Person")
MAX_REFUSALS = 5
"""Refused commands in a row after which the computer stops (the status bar says why)."""


def computer_player(level: int) -> ComputerPlayer:
    """A computer player at ``level`` (its code is loaded with the first: the client starts without it)."""
    from panzer_qt.ai.players.computer import ComputerPlayer

    return ComputerPlayer(level)


class SeatRows:
    """The New Game rows that say who plays each side (a person, or the computer at a level) and the pace."""

    def __init__(self, form: QFormLayout, pace: str = COMPUTER_PACE.default) -> None:
        self.boxes: dict[Side, QComboBox] = {}
        for side in Side:
            box = QComboBox()
            box.setObjectName(f"seat_{side.value}")
            box.addItem(QCoreApplication.translate("ComputerSeats", PERSON), None)
            for number, level in sorted(LEVELS.items()):
                name = QCoreApplication.translate(ENGINE, level.name)
                text = (
                    QCoreApplication.translate("SeatRows", "Computer, {name} (default)")
                    if number == DEFAULT_LEVEL
                    else QCoreApplication.translate("SeatRows", "Computer, {name}")
                )
                box.addItem(text.format(name=name), number)
            box.setToolTip(
                QCoreApplication.translate("SeatRows", "Who plays the {side} side: a person or the computer").format(
                    side=word(side)
                )
            )
            form.addRow(QCoreApplication.translate("SeatRows", "{side} side").format(side=capitalized(side)), box)
            self.boxes[side] = box
        self.pace = QComboBox()
        self.pace.setObjectName("computer_pace")
        for name, ms in COMPUTER_PACES.items():
            self.pace.addItem(
                QCoreApplication.translate("SeatRows", "{name} ({ms} ms)").format(
                    name=QCoreApplication.translate("Settings", CHOICE_WORDS[name]), ms=ms
                ),
                name,
            )
        self.pace.setCurrentIndex(max(self.pace.findData(pace), 0))
        self.pace.setToolTip(
            QCoreApplication.translate(
                "SeatRows", "How long the computer waits after each of its moves, to follow them"
            )
        )
        form.addRow(QCoreApplication.translate("SeatRows", "Pause after each computer move"), self.pace)

    def levels(self) -> dict[Side, int]:
        """The sides the computer plays, with their levels."""
        return {side: box.currentData() for side, box in self.boxes.items() if box.currentData() is not None}


class ThinkingThread(QThread):
    """One decision of the computer player, on a copy of the game, off the UI thread."""

    progressed = Signal(float)
    done = Signal(object)
    """Emitted with the thread itself when the decision is made, stopped or failed."""

    def __init__(
        self, player: ComputerPlayer, game: Game, parent: QObject | None = None, *, with_reason: bool = False
    ) -> None:
        super().__init__(parent)
        self.player, self.game, self.with_reason = player, game, with_reason
        self.command: Command | None = None
        self.reason: Reason | None = None
        """Why the player chose the command (``ComputerPlayer.choose_with_reason``), when asked ``with_reason``."""
        self.error = ""

    def run(self) -> None:
        try:
            progress, cancel = self.progressed.emit, self.isInterruptionRequested
            if self.with_reason:
                self.command, self.reason = self.player.choose_with_reason(self.game, progress, cancel)
            else:
                self.command = self.player.choose(self.game, progress, cancel)
        except Stopped:
            self.command = None
        except Exception as exc:  # a bug in the player must not take the window down
            self.error = f"{type(exc).__name__}: {exc}"
        self.done.emit(self)


class ComputerSeats(QObject):
    """Plays the sides given to the computer whenever one of them is to act (see the module docstring)."""

    stepShown = Signal(list)  # noqa: N815 (Qt signal name)
    """Emitted with the hexes of each command the computer played (the window marks them)."""
    handsOff = Signal(bool)  # noqa: N815 (Qt signal name)
    """Emitted after every change: True while the computer is to act (the person's controls are then off)."""

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.levels: dict[Side, int] = {}
        self.players: dict[Side, ComputerPlayer] = {}
        self.paused = False
        self.worker: ThinkingThread | None = None
        self._started_at = 0
        self._refusals = 0
        self.panel = ThinkingPanel()
        self.panel.stop.clicked.connect(self.toggle)
        self.panel.take_over.clicked.connect(self.hand_over)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.think)
        session.changed.connect(self._follow)
        session.replaced.connect(lambda: self.take_seats(playable(session.game.seats)))
        if parent is not None:
            parent.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        """The window closes: stop thinking first (a running thread must not outlive it)."""
        if event.type() is QEvent.Type.Close:
            self.paused = True
            self.stop_thinking()
        return super().eventFilter(watched, event)

    @property
    def pace_ms(self) -> int:
        """The pause after each computer command (the setting ``COMPUTER_PACE``)."""
        return COMPUTER_PACES[self.session.prefs.get(COMPUTER_PACE)]

    def set_pace(self, pace: str) -> None:
        """Remember the pause after each computer command (one of ``COMPUTER_PACES``)."""
        self.session.prefs.set(COMPUTER_PACE, pace)

    def take_seats(self, levels: dict[Side, int]) -> None:
        """The computer plays these sides from now on (none: two people at one screen)."""
        self.stop_thinking()
        self.levels = dict(levels)
        self.session.keep_seats(levels)
        self.players = {side: computer_player(level) for side, level in levels.items()}
        people = [side for side in Side if side not in levels]
        self.paused = False
        seat = people[0] if len(people) == 1 else None
        if seat != self.session.seat:
            self.session.set_seat(seat)  # announced: _follow starts the computer
        else:
            self._follow([])

    def plays(self, side: Side | None) -> bool:
        """Whether the computer plays ``side``."""
        return side is not None and side in self.levels

    def _follow(self, events: list[Event]) -> None:
        """After every change: mark the computer's last step, and think again if it is still to act."""
        del events
        self.panel.show_state(self)
        computer_turn = self.plays(self.session.game.side_to_act())
        self.handsOff.emit(computer_turn)
        if self.worker is None and not self.paused and computer_turn:
            self._timer.start(self.pace_ms)

    def think(self) -> None:
        """Start thinking about the side to act, if the computer plays it."""
        game = self.session.game
        side = game.side_to_act()
        if self.worker is not None or self.paused or not self.plays(side) or side is None:
            return
        self._started_at = len(game.steps)
        self.worker = ThinkingThread(self.players[side], game.copy(), self)
        self.worker.progressed.connect(self.panel.show_progress)
        self.worker.done.connect(self._thought)
        self.panel.show_state(self)
        self.worker.start()

    def _thought(self, thread: ThinkingThread) -> None:
        """A decision came back: play it if the game is still where the thinking started."""
        if thread is not self.worker:
            return  # stopped and dropped already
        self.worker = None
        thread.wait()
        thread.deleteLater()
        if thread.error:
            self.paused = True
            self.session.refused.emit(
                self.tr("the computer player failed and is paused: {error}").format(error=thread.error)
            )
        elif thread.command is not None and self._still(thread.game):
            events = self.session.apply(thread.command)
            if events is None:  # hidden units made it illegal: the player tries another, a few times at most
                thread.player.refused(thread.command)
                self._refusals += 1
                self.paused = self._refusals >= MAX_REFUSALS
            else:
                self._refusals = 0
                self.stepShown.emit([h for e in events for h in event_hexes(e)])
        self.panel.show_state(self)
        self._follow([])

    def _still(self, copy: Game) -> bool:
        """Whether the game on screen is still the one the thinking started from (no undo, no other game)."""
        game = self.session.game
        return copy.scenario is game.scenario and len(game.steps) == self._started_at

    def toggle(self) -> None:
        """Stop the computer (it finishes nothing it was thinking about), or let it go on."""
        if self.paused:
            self.paused = False
            self._follow([])
        else:
            self.paused = True
            self.stop_thinking()
        self.panel.show_state(self)

    def hand_over(self) -> None:
        """A person plays from now on the side the stopped computer was to play (or, if it is not the
        computer's turn, the side it played; with both, the side to act)."""
        side = self.session.game.side_to_act()
        chosen = side if self.plays(side) else next(iter(self.levels), None)
        if chosen is None:
            return
        self.take_seats({s: level for s, level in self.levels.items() if s is not chosen})

    def stop_thinking(self) -> None:
        """Ask the thinking thread to stop and wait for it (it checks often)."""
        self._timer.stop()
        thread, self.worker = self.worker, None
        if thread is not None:
            thread.requestInterruption()
            thread.wait()
            thread.deleteLater()


class ThinkingPanel(QWidget):
    """In the status bar while the computer plays: whose thinking, how far, and Stop / Go on."""

    def __init__(self) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        self.bar = QProgressBar()
        self.bar.setRange(0, 100)
        self.bar.setMaximumWidth(160)
        self.stop = QPushButton(self.tr("Stop"))
        self.stop.setToolTip(self.tr("Stop the computer player; press again to let it go on"))
        self.take_over = QPushButton(self.tr("Play it myself"))
        self.take_over.setToolTip(self.tr("Hand the side the stopped computer was playing over to a person"))
        self.take_over.hide()
        for widget in (self.label, self.bar, self.stop, self.take_over):
            row.addWidget(widget)
        self.hide()

    def show_progress(self, share: float) -> None:
        """How far the current decision is."""
        self.bar.setValue(round(100 * share))

    def show_state(self, seats: ComputerSeats) -> None:
        """Shown while the computer is to play, thinks or is stopped (not in the person's own turn); what it does."""
        side = seats.session.game.side_to_act()
        self.setVisible(bool(seats.levels) and (seats.paused or seats.worker is not None or seats.plays(side)))
        self.take_over.setVisible(seats.paused)
        name = capitalized(side) if side is not None else ""
        if seats.paused:
            self.label.setText(self.tr("Computer stopped"))
            self.stop.setText(self.tr("Go on"))
        elif seats.worker is not None:
            self.label.setText(self.tr("Computer ({name}) thinking").format(name=name))
            self.stop.setText(self.tr("Stop"))
        else:
            self.label.setText(self.tr("Computer ({name}) to play").format(name=name))
            self.stop.setText(self.tr("Stop"))
        if seats.worker is None:
            self.bar.setValue(0)
