"""The game being played in the window: the Game, who is looking, what is selected, the engine's answers about the
position, its file, autosave and recent files.

UI code never changes the game state itself: it builds a Command and hands it to ``GameSession.apply``.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QSettings, QTimer, Signal

from panzer_qt import paths
from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Side
from panzer_qt.model.errors import FileProblemError, Problem, RecordError
from panzer_qt.model.events import Event, PhaseStarted
from panzer_qt.model.jsonfile import read_json
from panzer_qt.model.text import Text, shown_name
from panzer_qt.records.record_files import prove_written, record_from_json, save_record
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import load_playable, playable_from_json
from panzer_qt.rules.movement.range import MovementRange
from panzer_qt.ui.collector import collection
from panzer_qt.ui.map.position_answers import Answers
from panzer_qt.ui.play.forced import forced_answer
from panzer_qt.ui.play.save_proofs import SaveProofs
from panzer_qt.ui.settings import AUTOSAVE_MINUTES, Settings, user_store
from panzer_qt.ui.translated import refusal, unit_names

log = logging.getLogger(__name__)

RECENT_KEY = "recent_files"
MAX_RECENT = 8
AUTOSAVE_NAME = "autosave.json"
AUTOSAVES_KEPT = 3
_NOT_AUTOSAVED = object()
"""What the last autosave holds after it failed: never the game's last step, so the timer tries again."""


def load_any(path: str | Path, progress: Callable[[int, int], object] | None = None) -> tuple[Game, bool]:
    """A new game from a scenario file, or a saved game replayed from a record file (then True); ``progress`` is
    told the steps replayed and the steps in all.

    Raises FileProblemError for any file it cannot use, even one that meets a bug in the loaders.
    """
    name = str(path)
    data = read_json(Path(path), RecordError)
    try:
        return _game_of(data, name, progress)
    except (FileProblemError, OpeningCancelled):
        raise
    except Exception as exc:  # a loader bug must not cost the player the game on screen
        message = QCoreApplication.translate(
            "Session", "internal error while reading the file ({kind}: {exc}); please report it"
        ).format(kind=type(exc).__name__, exc=exc)
        raise RecordError(name, [Problem("$", Text("{detail}", detail=message))]) from exc


class OpeningCancelled(Exception):
    """The player cancelled the opening of a file (raised by a progress callback)."""


def _game_of(data: Any, name: str, progress: Callable[[int, int], object] | None) -> tuple[Game, bool]:
    if isinstance(data, dict) and data.get("kind") == "panzer_qt.scenario":
        return Game.new(playable_from_json(data, name)), False
    return Game.from_record(record_from_json(data, name), source=name, progress=progress), True


def new_game(scenario_path: str | Path, seed: int | None, river_flat_cost: bool, auto_deploy: bool = True) -> Game:
    """A new game on a scenario file, its options but the optional river rule as chosen, fresh dice unless seeded
    (raises ScenarioError)."""
    scenario = load_playable(scenario_path)
    options = scenario.options.model_copy(update={"river_flat_cost": river_flat_cost})
    return Game.new(scenario, seed=seed, options=options, auto_deploy=auto_deploy)


def autosave_files(folder: Path) -> list[Path]:
    """The autosaves kept in ``folder``, newest first (``AUTOSAVES_KEPT`` of them at most)."""
    stem, suffix = Path(AUTOSAVE_NAME).stem, Path(AUTOSAVE_NAME).suffix
    return [folder / (f"{stem}-{n}{suffix}" if n else AUTOSAVE_NAME) for n in range(AUTOSAVES_KEPT)]


def rotate_autosaves(folder: Path) -> None:
    """Move each kept autosave one place older (the oldest dropped), freeing the newest's name."""
    files = autosave_files(folder)
    for newer, older in reversed(list(pairwise(files))):
        if newer.exists():
            os.replace(newer, older)


class GameSession(QObject):
    """Holds the game, the viewer (None: referee view), the selected units, the file path; applies commands.

    The engine's answers about the current position (``answers``) are asked for once and shared by every panel;
    they are dropped before ``changed`` is emitted, so whoever reacts to it reads the new position.
    """

    changed = Signal(list)
    """Emitted with the new events after every applied command; with an empty list after an undo, a change of
    viewer (referee view) or another game. The selection may have shrunk to what may still be ordered."""
    replaced = Signal()
    """Emitted when another game took the place of the current one (New, Open), just before ``changed``."""
    refused = Signal(str)
    """Emitted with the reason when the rules refuse a command."""
    autosaveFailed = Signal(str)  # noqa: N815 (Qt signal name)
    """Emitted with the reason when an autosave could not be written (play goes on)."""
    unreadable = Signal(object)
    """Emitted with the FileProblemError when a file just saved or autosaved would not reopen (its replay, made off
    the UI thread, failed); the autosaves before it are kept."""
    selectionChanged = Signal()  # noqa: N815 (Qt signal name)
    """Emitted when the selected units changed (and nothing else did)."""

    def __init__(
        self,
        game: Game,
        *,
        settings: QSettings | None = None,
        autosave_dir: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.path: Path | None = None
        self.referee = False
        self.seat: Side | None = None
        """The one person's side when the computer plays the other (the map shows only that side's view)."""
        self.answer_forced = True
        self.settings = settings if settings is not None else user_store()
        self.prefs = Settings(self.settings)
        self.autosave_dir = autosave_dir if autosave_dir is not None else paths.autosave_dir()
        self._selection: list[str] = []
        self._waypoints: tuple[str, ...] = ()
        self._answers: Answers | None = None
        self._saved = self._autosaved = self._last_step()
        self.proofs = SaveProofs(self)
        self.proofs.unreadable.connect(self.unreadable)
        self.proofs.failed.connect(self._autosave_lost)
        self.autosave_timer = QTimer(self)
        self.autosave_timer.timeout.connect(self.autosave_if_changed)
        self.follow_autosave()

    def follow_autosave(self) -> None:
        """Autosave every so many minutes as the settings say (0: never, not even when a phase starts)."""
        minutes = self.prefs.get(AUTOSAVE_MINUTES)
        if minutes:
            self.autosave_timer.start(minutes * 60_000)
        else:
            self.autosave_timer.stop()

    def _last_step(self) -> object:
        return self.game.steps[-1] if self.game.steps else None

    @property
    def modified(self) -> bool:
        """Whether the game changed since it was opened, started or last saved (undo back to there: unchanged)."""
        return self._last_step() is not self._saved

    @property
    def viewer(self) -> Side | None:
        """Whose view the map shows: the person's side against the computer, else the side to act (hot-seat), or
        None in referee view."""
        if self.referee:
            return None
        return self.seat or self.game.side_to_act() or Side.GERMAN

    @property
    def answers(self) -> Answers:
        """The engine's answers about the current position for the current viewer (asked for once)."""
        if self._answers is None or self._answers.viewer != self.viewer:
            self._answers = Answers(self.game, self.viewer)
        return self._answers

    @property
    def selection(self) -> list[str]:
        """The selected unit ids."""
        return list(self._selection)

    def select(self, unit_ids: list[str]) -> None:
        """Select these units, without waypoints (``selectionChanged`` if that changes the selection)."""
        if list(unit_ids) != self._selection:
            self._selection, self._waypoints = list(unit_ids), ()
            self.selectionChanged.emit()

    @property
    def waypoints(self) -> tuple[str, ...]:
        """The hexes the selection's next move is to pass through, in order (12.0)."""
        return self._waypoints

    def set_waypoints(self, hexes: tuple[str, ...]) -> None:
        """Route the selection's next move through these hexes, each reachable after the one before
        (``selectionChanged`` if they changed; IllegalCommand, nothing changed, if the rules refuse the route)."""
        if hexes and self.answers.route_reach(self._selection, hexes) is None:
            raise IllegalCommand("12.0", "the selection cannot start a move now")
        if hexes != self._waypoints:
            self._waypoints = hexes
            self.selectionChanged.emit()

    def reach(self) -> MovementRange | None:
        """Where the selection can move now, through its waypoints (None: it cannot start a move)."""
        return self.answers.route_reach(self._selection, self._waypoints)

    def set_seat(self, side: Side | None) -> None:
        """The one person's side against the computer (None: hot-seat); the map and log follow that view (announced
        when it changes)."""
        if side != self.seat:
            self.seat = side
            self._announce([])

    def keep_seats(self, levels: dict[Side, int]) -> None:
        """Remember in the game the sides the computer plays and their levels: its record saves them."""
        self.game.seats = dict(levels)

    def set_referee(self, on: bool) -> None:
        """Referee view: both sides' stacks visible (R26)."""
        self.referee = on
        self._announce([])

    def apply(self, command: Command) -> list[Event] | None:
        """Apply ``command``; on refusal emit ``refused`` with the rule and return None.

        With ``answer_forced``, an answer the other player would have no choice in follows at once (``forced``),
        its events announced with the command's, so no hand-over is made for it; the end of a segment whose last
        over-stacked hex was just thinned goes on as its player asked (6.0).
        """
        seat = self.game.side_to_act()
        try:
            events = self.game.apply(command)
        except IllegalCommand as exc:
            self.refused.emit(refusal(exc, unit_names(self.game.board.specs)))
            return None
        while (answer := self._follow_up(seat)) is not None:
            events = [*events, *self.game.apply(answer)]
        if any(isinstance(e, PhaseStarted) for e in events):
            if self.autosave_timer.isActive():
                self.autosave()
            collection.set_aside()  # the game so far is history (once the autosave's proof has run, if one runs)
        self._announce(events)
        return events

    def _follow_up(self, seat: Side | None) -> Command | None:
        """What follows a command at once: the phase end a thinning of the last over-stacked hex resumes (6.0), or
        (with ``answer_forced``) the other player's only answer."""
        resumed = self.game.resumed_end()
        if resumed is not None:
            return resumed
        return forced_answer(self.game, seat) if self.answer_forced else None

    @property
    def undoer(self) -> Side | None:
        """The side whose commands Undo takes back: the person's against the computer, else the side to act."""
        return self.seat or self.game.side_to_act()

    def can_undo(self) -> bool:
        """Whether Undo would take back a command of the ``undoer`` (never the other side's decision)."""
        return self.game.can_undo(self.undoer)

    def undo(self) -> bool:
        """Take back the undoer's last command when the rules allow it (no die rolled, nothing revealed)."""
        if not self.can_undo():
            return False
        self.game.undo(self.undoer)
        self._announce([])
        return True

    def replace(self, game: Game, path: Path | None) -> None:
        """Play ``game`` from now on (after New or Open)."""
        self.game, self.path, self._selection, self._waypoints = game, path, [], ()
        self._answers = None
        self._saved = self._last_step()
        self.replaced.emit()
        self._announce([])

    def _announce(self, events: list[Event]) -> None:
        """The position changed: forget its answers and the waypoints, keep the selected units that may still be
        ordered, tell."""
        self._answers, self._waypoints = None, ()
        units, specs = self.game.state.units, self.game.board.specs
        side = self.game.side_to_act() or Side.GERMAN
        self._selection = [u for u in self._selection if units[u].hex is not None and specs[u].side is side]
        self.changed.emit(events)

    def open(self, path: str | Path) -> None:
        """Load a scenario or saved game; the current game is replaced only if loading succeeds.

        Raises FileProblemError (the current game kept) when the file cannot be used.
        """
        self.opened(path, *load_any(path))

    def opened(self, path: str | Path, game: Game, is_record: bool) -> None:
        """Play a game just read from ``path`` (a record keeps its file name for Save)."""
        self.replace(game, Path(path) if is_record else None)
        self.add_recent(path)

    def save(self, path: str | Path | None = None) -> Path:
        """Save the record (atomically) to ``path`` or the current file; returns the path used.

        What was written is read back before it replaces the file (RecordError, the file as it was, if it does not
        hold the game), then replayed off the UI thread (``unreadable`` if that fails).
        """
        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError("no file name to save to")
        self._prove(save_record(self.game, target), target)
        log.info("saved the game to %s", target)
        self.path, self._saved = target, self._last_step()
        self.add_recent(target)
        return target

    def saved_text(self, path: Path) -> str:
        """What the status bar says once the game is saved to ``path``."""
        return QCoreApplication.translate("WindowActions", "Saved {saved}").format(saved=shown_name(path))

    def autosave(self) -> Path:
        """Save to the autosave folder, the two autosaves before kept (``autosave-1``, ``autosave-2``), and return
        its path: the record is taken now, then written, read back and replayed off the window's thread
        (``autosaveFailed`` if it cannot be written or read back, the earlier autosaves untouched; ``unreadable``
        if it would not reopen)."""
        target, folder = self.autosave_dir / AUTOSAVE_NAME, self.autosave_dir
        self.proofs.write(self.game.record(), target, before_replace=lambda: rotate_autosaves(folder))
        self._autosaved = self._last_step()
        return target

    def _autosave_lost(self, reason: str) -> None:
        log.warning("autosave failed: %s", reason)
        self._autosaved = _NOT_AUTOSAVED
        self.autosaveFailed.emit(reason)

    def _prove(self, written: Any, target: Path) -> None:
        """Replay what was just written to ``target`` off the UI thread; ``unreadable`` if it would not reopen."""
        self.proofs.prove(lambda: prove_written(written, str(target)))

    def wait_for_proofs(self) -> None:
        """Wait until every file written so far has been replayed (its ``unreadable`` queued, if any)."""
        self.proofs.wait()

    def autosave_if_changed(self) -> Path | None:
        """Autosave if the game changed since the last autosave (the timer's call)."""
        return self.autosave() if self._last_step() is not self._autosaved else None

    def recent(self) -> list[str]:
        """Recently opened or saved files, newest first."""
        value = self.settings.value(RECENT_KEY, [])
        if isinstance(value, str):
            return [value]
        return [str(v) for v in value] if isinstance(value, list) else []

    def add_recent(self, path: str | Path) -> None:
        """Put ``path`` first in the recent-files list."""
        name = str(Path(path).resolve())
        files = [name, *(f for f in self.recent() if f != name)][:MAX_RECENT]
        self.settings.setValue(RECENT_KEY, files)
