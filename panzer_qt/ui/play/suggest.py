"""Suggest a move (H): the computer player of the chosen level proposes the person's next command, within the
person's fog and as it would play it, off the UI thread; the map marks it and a sentence says why, from the
computer's own evaluation (the VP terms that changed most, the supply / C&C it gains or cuts, the odds of an
attack). Enter plays it, Esc (or anything else) lets it go.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.players.computer import DEFAULT_LEVEL, ComputerPlayer
from panzer_qt.model.commands import Command, DeclareAttack, Move, Probe
from panzer_qt.model.enums import Side
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game
from panzer_qt.ui.common.command_text import command_text
from panzer_qt.ui.common.event_text import EventText
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.map.preview import consequences, preview_lines
from panzer_qt.ui.play.computer_seats import ComputerSeats, ThinkingThread
from panzer_qt.ui.play.session import GameSession

TERMS = {
    "banked": QT_TRANSLATE_NOOP("Suggest", "VP banked (4.1, 4.2)"),
    "towns": QT_TRANSLATE_NOOP("Suggest", "towns (4.1)"),
    "divisions": QT_TRANSLATE_NOOP("Suggest", "German divisions at risk of destruction out of C&C (4.2)"),
    "hidden divisions": QT_TRANSLATE_NOOP("Suggest", "hidden German divisions at risk (4.2)"),
    "exits": QT_TRANSLATE_NOOP("Suggest", "exits (4.1)"),
    "material": QT_TRANSLATE_NOOP("Suggest", "steps and supply"),
    "exposure": QT_TRANSLATE_NOOP("Suggest", "exposure to attack"),
}
"""The evaluation's parts (``ai.judgement.evaluation.Judge.assess``) in words."""
SHOWN_TERMS = 2
"""The evaluation terms a reason names (those that changed most for the side)."""
SMALL = 0.05
"""A change of an evaluation term, in VP, too small to name."""


@dataclass(frozen=True)
class Suggestion:
    """A command proposed to the person, the hexes that show it on the map, and why."""

    command: Command
    hexes: tuple[str, ...]
    reason: str


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


def _die() -> int:
    return 1


def reason(game: Game, player: ComputerPlayer, command: Command, names: EventText) -> str:
    """Why ``player`` chose ``command`` for the side to act, from its own evaluation of the side's view: the terms
    that changed most in the side's favour, the supply / C&C it changes, and an attack's odds."""
    side = game.side_to_act()
    assert side is not None, "a suggestion is for the side to act"
    outlook = Outlook.of(game, side, player.decision_weights(game), dice=_die)
    view, judge = outlook.view, outlook.judge
    before = judge.assess(view.state)
    after_game = view.copy(dice=_die)
    parts: list[str] = []
    try:
        after_game.apply(command)
    except IllegalCommand:
        after_game = view
    after = judge.assess(after_game.state)
    sign = 1 if side is Side.SOVIET else -1
    changes = sorted(((sign * (after.parts[k] - before.parts[k]), k) for k in before.parts), reverse=True)
    parts += [
        QCoreApplication.translate("Suggest", "{term} {gain:+.1f} VP for your side").format(
            term=QCoreApplication.translate("Suggest", TERMS[k]), gain=gain
        )
        for gain, k in changes[:SHOWN_TERMS]
        if gain > SMALL
    ]
    supply = {s: view.supply_status(s) for s in Side}
    parts += preview_lines(view, consequences(view, side, command, supply), names.names)
    if isinstance(command, DeclareAttack):
        try:
            odds = view.odds(command.attacker_ids, command.defender_hex, command.cas, command.kg, command.support)
            parts.append(QCoreApplication.translate("Suggest", "odds {column} (13.8)").format(column=odds.final_label))
        except IllegalCommand:
            pass
    why = (
        "; ".join(parts)
        if parts
        else QCoreApplication.translate("Suggest", "nothing better to do now by its evaluation")
    )
    return QCoreApplication.translate(
        "Suggest", "{what}: {why}. Expected Soviet VP {before:.1f} -> {after:.1f}."
    ).format(what=command_text(command, names), why=why, before=before.score, after=after.score)


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
        self.worker = ThinkingThread(ComputerPlayer(self.level()), game.copy(), self)
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
        if thread.command is not None and len(game.steps) == self._steps:
            text = reason(game, thread.player, thread.command, self.names)
            self.suggestion = Suggestion(thread.command, command_hexes(game, thread.command), text)
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
