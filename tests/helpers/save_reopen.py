"""Whole games played through the client's own objects (``GameSession`` with its forced answers and autosaves, and
the main window in hot-seat), saved at every kind of moment; every file written is reopened with the client's Open
and with ``validate``, and must give the game on screen: the same state, the same steps, the same log."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from unittest import mock

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from panzer_qt.ai.games import Policy
from panzer_qt.model.commands import ChooseRetreat, Command
from panzer_qt.model.enums import Side
from panzer_qt.model.events import PhaseStarted
from panzer_qt.records.validate import validate_file
from panzer_qt.rules.game import Game
from panzer_qt.ui.play.forced import forced_answer
from panzer_qt.ui.play.main_window import MainWindow, all_events
from panzer_qt.ui.play.session import AUTOSAVE_NAME, GameSession, load_any

SAVE_CHANCE = 0.03
"""The chance of a Save As after any command (besides the first moment of each kind)."""
UNDO_CHANCE = 0.05
"""The chance of an Undo (where the rules allow one) before any command."""
MAX_STEPS = 4000


@dataclass
class Tally:
    """What a run of games wrote and reopened, at which moments, and which forced answers the session gave."""

    written: int = 0
    reopened: int = 0
    failures: list[str] = field(default_factory=list)
    moments: Counter[str] = field(default_factory=Counter)
    forced: Counter[str] = field(default_factory=Counter)


def forced_kind(answer: Command) -> str:
    """A forced answer's kind: its command type, a retreat with no hex told apart."""
    if isinstance(answer, ChooseRetreat) and answer.hex is None:
        return "choose_retreat (none)"
    return answer.type


@contextmanager
def counting_forced_answers(tally: Tally) -> Iterator[None]:
    """Count every forced answer the sessions give while inside."""

    def counted(game: Game, seat: Side | None) -> Command | None:
        answer = forced_answer(game, seat)
        if answer is not None:
            tally.forced[forced_kind(answer)] += 1
        return answer

    with mock.patch("panzer_qt.ui.play.session.forced_answer", counted):
        yield


def moment(game: Game) -> str:
    """What kind of moment a save is made at."""
    state = game.state
    if state.pending or (state.combat is not None and not state.combat.defence_answered):
        return "decision pending"
    return "mid-segment"


def check_reopens(path: Path, session: GameSession, tally: Tally, window: MainWindow | None = None) -> None:
    """Reopen ``path`` as the client's Open does and with ``validate``: the game on screen, else a failure noted
    (the log compared too when a ``window`` shows the game)."""
    tally.written += 1
    problems = validate_file(path)
    try:
        game, is_record = load_any(path)
    except Exception as exc:  # every failure is reported with its file, not raised: the tally counts them all
        tally.failures.append(f"{path.name} at step {len(session.game.steps)}: {exc}")
        return
    live = session.game
    if problems:
        tally.failures.append(f"{path.name}: validate says {problems[0]}")
    elif not is_record or game.state != live.state or game.steps != live.steps:
        tally.failures.append(f"{path.name} at step {len(live.steps)}: reopens as another game")
    elif all_events(game) != all_events(live):
        tally.failures.append(f"{path.name}: the log differs")
    elif window is not None and not same_log(window, game):
        tally.failures.append(f"{path.name}: the window's log differs from the reopened game's")
    else:
        tally.reopened += 1


def same_log(window: MainWindow, reopened: Game) -> bool:
    """Whether the window's log reads as the log of ``reopened`` shown to the same viewer."""
    from tests.helpers.ui_kit import log_lines

    shown = log_lines(window)
    window.log.reset_to(all_events(reopened))
    return log_lines(window) == shown


def save_as(session: GameSession, out: Path, tally: Tally, kind: str, window: MainWindow | None = None) -> None:
    """Save As a new file in ``out`` now, and check that it reopens."""
    path = out / f"save-{tally.written:04d}.json"
    session.save(path)
    tally.moments[kind] += 1
    check_reopens(path, session, tally, window)


def play_through_session(
    session: GameSession,
    players: dict[Side, Policy],
    seed: int,
    out: Path,
    tally: Tally,
    *,
    window: MainWindow | None = None,
    max_steps: int = MAX_STEPS,
) -> None:
    """Play the session's game on with ``players`` through ``session.apply``, undoing and saving at random moments
    (seeded), the autosave checked at every phase start and a last save at the end."""
    rng = random.Random(seed)
    autosave = session.autosave_dir / AUTOSAVE_NAME
    while not session.game.state.game_over and len(session.game.steps) < max_steps:
        if rng.random() < UNDO_CHANCE and session.undo():
            save_as(session, out, tally, "after undo", window)
        side = session.game.side_to_act() or Side.GERMAN
        command = players[side].choose(session.game)
        events = session.apply(command)
        if events is None:
            players[side].refused(command)
            continue
        if any(isinstance(e, PhaseStarted) for e in events) and session.autosave_timer.isActive():
            tally.moments["autosave"] += 1
            session.wait_for_proofs()  # the autosave is written off the window's thread
            check_reopens(autosave, session, tally, window)
        if window is not None and window.handover.covering():
            QTest.mouseClick(window.handover, Qt.MouseButton.LeftButton)  # the next player sits down
        kind = moment(session.game)
        if kind not in tally.moments or rng.random() < SAVE_CHANCE:  # every kind of moment at least once
            save_as(session, out, tally, kind, window)
    save_as(session, out, tally, "game over" if session.game.state.game_over else "last", window)
    session.wait_for_proofs()
