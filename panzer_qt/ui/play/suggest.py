"""Suggest a move (H): the computer player of the chosen level proposes the person's next command, within the
person's fog and as it would play it, off the UI thread; the map marks it and a sentence says why: the player's own
reason for its choice (``ComputerPlayer.choose_with_reason``, worked out from the decision's own outlook: what the
command does, an attack's odds, the evaluation's terms that weighed most), with the expected Soviet VP it counted on.
Enter plays it, Esc (or anything else) lets it go.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from panzer_qt.ai.players.levels import DEFAULT_LEVEL
from panzer_qt.model.commands import Command, DeclareAttack, Move, Probe
from panzer_qt.rules.game import Game
from panzer_qt.ui.common.event_text import EventText
from panzer_qt.ui.common.reason_text import reason_text
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.play.computer_seats import ComputerSeats, ThinkingThread, computer_player
from panzer_qt.ui.play.session import GameSession

if TYPE_CHECKING:
    from panzer_qt.ai.players.reasons import Reason


@dataclass(frozen=True)
class Suggestion:
    """A command proposed to the person, the hexes that show it on the map, why in words (``reason``) and the
    player's reason it was said from (``why``)."""

    command: Command
    hexes: tuple[str, ...]
    reason: str
    why: Reason


def command_hexes(game: Game, command: Command) -> tuple[str, ...]:
    """Where a command acts on the map: a move's start and path, an attack's attackers and target."""
    units = game.state.units
    if isinstance(command, Move):
        return tuple(dict.fromkeys([units[command.unit_ids[0]].hex or "", *command.path]))
    if isinstance(command, DeclareAttack | Probe):
        ids = command.attacker_ids if isinstance(command, DeclareAttack) else command.unit_ids
        target = command.defender_hex if isinstance(command, DeclareAttack) else command.hex
        return tuple(dict.fromkeys([*(units[u].hex or "" for u in ids), target]))
    return ()


class SuggestPanel(QWidget):
    """The suggestion in words, with Play it (Enter) and Ignore (Esc)."""

    accepted = Signal()
    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("suggestion")
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 4, 0, 4)
        self.label = QLabel()
        self.label.setWordWrap(True)
        column.addWidget(self.label)
        row = QHBoxLayout()
        self.play = QPushButton(self.tr("Play it (Enter)"))
        self.play.setToolTip(self.tr("Play the suggested command"))
        self.play.clicked.connect(self.accepted.emit)
        self.ignore = QPushButton(self.tr("Ignore (Esc)"))
        self.ignore.setToolTip(self.tr("Let the suggestion go"))
        self.ignore.clicked.connect(self.dismissed.emit)
        row.addWidget(self.play)
        row.addWidget(self.ignore)
        row.addStretch(1)
        column.addLayout(row)
        self.hide()

    def show_text(self, text: str) -> None:
        """Show ``text`` (the buttons only once there is a suggestion to play)."""
        self.label.setText(text)
        self.show()


class Suggester(QObject):
    """Asks the computer player for the person's next command and holds the answer until it is played or let go."""

    changed = Signal()
    """Emitted when a suggestion came, went, or the thinking started."""

    def __init__(self, game: Callable[[], Game], level: Callable[[], int], names: EventText, parent: QObject) -> None:
        super().__init__(parent)
        self.game, self.level, self.names = game, level, names
        self.worker: ThinkingThread | None = None
        self.suggestion: Suggestion | None = None
        self._steps = -1

    def ask(self) -> None:
        """Start thinking about the side to act's next command (nothing if already thinking)."""
        game = self.game()
        if self.worker is not None or game.side_to_act() is None:
            return
        self.suggestion, self._steps = None, len(game.steps)
        self.worker = ThinkingThread(computer_player(self.level()), game.copy(), self, with_reason=True)
        self.worker.done.connect(self._thought)
        self.worker.start()
        self.changed.emit()

    def _thought(self, thread: ThinkingThread) -> None:
        if thread is not self.worker:
            return
        self.worker = None
        thread.wait()
        thread.deleteLater()
        game = self.game()
        command, why = thread.command, thread.reason
        if command is not None and why is not None and len(game.steps) == self._steps:
            self.suggestion = Suggestion(command, command_hexes(game, command), reason_text(why, self.names), why)
        self.changed.emit()

    def drop(self) -> None:
        """Let the suggestion go (and stop thinking)."""
        thread, self.worker = self.worker, None
        if thread is not None:
            thread.requestInterruption()
            thread.wait()
            thread.deleteLater()
        if self.suggestion is not None or thread is not None:
            self.suggestion = None
            self.changed.emit()


class SuggestingWindow(Protocol):
    """What suggestions use of the client's window."""

    session: GameSession
    names: EventText

    @property
    def canvas(self) -> MapCanvas: ...
    @property
    def computer(self) -> ComputerSeats: ...
    def apply(self, command: Command) -> None: ...


class Suggestions(QObject):
    """The window's suggestions: asked for (H), shown in ``panel`` and on the map, played (Enter) or let go (Esc);
    any change of the game lets a suggestion go."""

    changed = Signal()
    """Emitted when a suggestion came or went, or the thinking started."""

    def __init__(self, window: SuggestingWindow, panel: SuggestPanel) -> None:
        super().__init__(window.session)
        self.window, self.panel = window, panel
        self.suggester = Suggester(lambda: window.session.game, self.level, window.names, self)
        self.suggester.changed.connect(self.show)
        panel.accepted.connect(self.accept)
        panel.dismissed.connect(self.ignore)
        window.session.changed.connect(lambda _events: self.suggester.drop())

    def level(self) -> int:
        """The level of the computer that suggests: the one the computer plays at, else its default."""
        return max(self.window.computer.levels.values(), default=DEFAULT_LEVEL)

    def may_ask(self) -> bool:
        """Whether a person is to act now (the computer suggests only to a person) and none is being worked out."""
        side = self.window.session.game.side_to_act()
        return side is not None and not self.window.computer.plays(side) and self.suggester.worker is None

    def ask(self) -> None:
        """Ask the computer for the person's next move or attack."""
        if self.may_ask():
            self.suggester.ask()

    def shown(self) -> bool:
        """Whether a suggestion is shown."""
        return self.suggester.suggestion is not None

    def accept(self) -> None:
        """Play the suggested command."""
        suggestion = self.suggester.suggestion
        if suggestion is not None:
            self.suggester.drop()
            self.window.apply(suggestion.command)

    def ignore(self) -> None:
        """Let the suggestion go."""
        self.suggester.drop()

    def show(self) -> None:
        """The suggestion, or the thinking about it, in the panel and on the map."""
        suggestion, panel = self.suggester.suggestion, self.panel
        if self.suggester.worker is not None:
            panel.show_text(self.tr("The computer is looking for a move for you..."))
        elif suggestion is not None:
            panel.show_text(suggestion.reason)
            if suggestion.hexes:
                self.window.canvas.center_on(suggestion.hexes[-1])
        else:
            panel.hide()
        panel.play.setVisible(suggestion is not None)
        panel.ignore.setVisible(suggestion is not None)
        self.window.canvas.highlight("suggested", suggestion.hexes if suggestion is not None else ())
        self.changed.emit()
