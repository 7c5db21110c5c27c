"""An online game in the client's window: a ``GameSession`` whose game is the player's side's view as the server
sends it, and whose commands go to the server.

The window reads it as it reads a hot-seat session (``game``, ``answers``, ``selection``, ``changed``...). The
session never plays a command itself: ``apply`` sends it, and the position changes when the server's view comes
back, its events (the ones the side may know) announced for the log and the animations. The seat is fixed (the
player's side), so there is no hand-over; an answer the player would have no choice in is sent at once, as the
hot-seat session gives it.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal

from panzer_qt.ai.position.view import Fog, SeenGame
from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Side
from panzer_qt.model.events import Event
from panzer_qt.model.record import Ending, RecordStep
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.text import shown_name
from panzer_qt.net.look import OnlineLook, save_look
from panzer_qt.net.protocol import Refused, View
from panzer_qt.rules.board import Board
from panzer_qt.ui.map.position_answers import Answers
from panzer_qt.ui.online.link import SeatLink
from panzer_qt.ui.play.forced import forced_answer
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.translated import engine_text, unit_names


class OnlineGame(SeenGame):
    """The player's side's view of an online game: the state the server sent, its fog, and as history the events
    the side was told at each step (the commands of the other side are not known)."""

    def __init__(
        self, scenario: Scenario, view: View, told: dict[int, list[Event]], board: Board | None = None
    ) -> None:
        super().__init__(scenario, view.state, fog_of(view), view.step, board)
        self.view = view
        self.follow(view, told)

    def follow(self, view: View, told: dict[int, list[Event]]) -> None:
        """Take the server's newer view and the events told up to it."""
        self.view, self.fog, self.played = view, fog_of(view), view.step
        self._state = view.state
        self.start_events = list(told.get(0, []))
        self.steps = [  # the events told: the other side's commands are not known
            RecordStep.model_construct(command=None, events=told.get(n, []))  # type: ignore[arg-type]
            for n in range(1, view.step + 1)
        ]

    def can_undo(self, side: Side | None = None) -> bool:
        """Whether the server would take back the side's last command (it takes back only the side's own)."""
        del side
        return self.view.can_undo

    @property
    def ended(self) -> Ending | None:
        """How the game ended other than by play, as the server tells it: resigned (by whom) or abandoned."""
        return Ending.of(self.view.status, self.view.resigned_by)


def fog_of(view: View) -> Fog:
    """What the view's side cannot see."""
    return Fog(viewer=view.side, hidden=view.hidden, unseen=frozenset(view.unseen))


class OnlineAnswers(Answers):
    """The engine's answers on the side's view, with the enemy counters the server says each hex hides."""

    def __init__(self, game: OnlineGame) -> None:
        super().__init__(game, game.fog.viewer)
        self.fog = game.fog

    @cached_property
    def hidden(self) -> dict[str, int]:
        """How many counters of each enemy stack the side cannot see (6.3, R26), as the server counts them."""
        return dict(self.fog.hidden)

    def count(self, hid: str) -> int:
        """Counters in a hex, the hidden ones included (R26)."""
        return len(self.stacks.get(hid, ())) + self.fog.hidden.get(hid, 0)


class SideSession(GameSession):
    """A session on one side's view of an online game (``OnlineGame``): the engine's answers on that view, no
    referee view, no autosave, nothing unsaved."""

    def __init__(self, game: OnlineGame, *, settings: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(game, settings=settings, parent=parent)
        self.game: OnlineGame = game
        self.seat = game.fog.viewer

    @property
    def side(self) -> Side:
        """The player's side."""
        return self.game.fog.viewer

    def follow_autosave(self) -> None:
        """No autosave: the server keeps the game."""
        self.autosave_timer.stop()

    @property
    def modified(self) -> bool:
        """Never: every move is kept by the server as it is made."""
        return False

    @property
    def answers(self) -> Answers:
        """The engine's answers on the side's view (asked for once)."""
        if self._answers is None:
            self._answers = OnlineAnswers(self.game)
        return self._answers

    def set_referee(self, on: bool) -> None:
        """No referee view online: the server sends the side's view only."""
        del on

    def look(self) -> OnlineLook:
        """The side's view as it is now, and the events it was told: what Save As writes."""
        game = self.game
        steps = [step.events for step in game.steps]
        return OnlineLook(scenario=game.scenario, view=game.view, start_events=game.start_events, steps=steps)


class OnlineSession(SideSession):
    """A seat of an online game in the window; ``link`` is its connection (joined, its first view in)."""

    turnCame = Signal()  # noqa: N815 (Qt signal name)
    """The side is to act again after waiting for the other."""

    def __init__(self, link: SeatLink, *, settings: QSettings | None = None, parent: QObject | None = None) -> None:
        assert link.view is not None and link.scenario is not None, "the seat is joined"
        self.link = link
        super().__init__(OnlineGame(link.scenario, link.view, link.told), settings=settings, parent=parent)
        self.answer_forced = False
        self._sent: dict[int, Command] = {}
        self._forced_at: int | None = None
        link.viewed.connect(self._viewed)
        link.refused.connect(self._refused)
        self.send_forced()

    @property
    def waiting(self) -> bool:
        """Whether the other side is to act."""
        return self.game.view.waiting

    def apply(self, command: Command) -> list[Event] | None:
        """Send ``command`` to the server; the position follows when its view comes back (``refused`` with the
        reason if the rules refuse it). An empty list: sent."""
        self.link.play(command)
        return []

    def undo(self) -> bool:
        """Ask the server to take back the side's last command, if it may."""
        if not self.game.can_undo():
            return False
        self.link.undo()
        return True

    def _viewed(self, events: list[Event], undone: bool) -> None:
        view = self.link.view
        assert view is not None
        was_waiting = self.game.view.waiting
        self.game.follow(view, self.link.told)
        self._announce([] if undone else events)
        if was_waiting and not view.waiting and view.status == "playing":
            self.turnCame.emit()
        self.send_forced()

    def send_forced(self) -> None:
        """Send at once an answer the side has no choice in (once for each position)."""
        view = self.game.view
        if view.waiting or view.status != "playing" or self._forced_at == view.step:
            return
        answer = forced_answer(self.game, self.side.enemy)
        if answer is not None:
            self._forced_at = view.step
            self.link.play(answer)

    def _refused(self, command: Command | None, answer: Refused) -> None:
        del command
        self.refused.emit(refusal_text(answer, unit_names(self.game.board.specs)))

    def save(self, path: str | Path | None = None) -> Path:
        """Write the side's view as it is now (``look``) to ``path``: the server keeps the game itself."""
        if path is None:
            raise ValueError("no file name to save to")
        target = Path(path)
        save_look(self.look(), target)
        self.add_recent(target)
        return target

    def saved_text(self, path: Path) -> str:
        """What the status bar says once the side's view is saved: that it is the side's view only."""
        return QCoreApplication.translate(
            "OnlineSession",
            "Saved {saved}: your side's view only, as it is now; it reopens as a read-only look at this moment",
        ).format(saved=shown_name(path))


def refusal_text(answer: Refused, names: Mapping[str, str] | None = None) -> str:
    """Why the server refused a request, in the reader's language, with the rule: "... (7.2)"; unit ids given their
    ``names``."""
    return f"{engine_text(answer.text.text(), names)} ({answer.rule})"
