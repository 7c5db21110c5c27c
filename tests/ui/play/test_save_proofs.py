"""Saved files proved off the window's thread, the cycle collector paused meanwhile (ui.play.save_proofs)."""

from __future__ import annotations

import gc
import threading
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.errors import FileProblemError, Problem
from panzer_qt.model.events import PhaseStarted
from panzer_qt.model.text import Text
from panzer_qt.rules.game import Game
from panzer_qt.ui.collector import collection
from panzer_qt.ui.play.save_proofs import SaveProofs
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.settings import AUTOSAVE_MINUTES
from tests.helpers.games import scenario


@pytest.mark.usefixtures("collector_state")
def test_the_collector_pauses_while_a_proof_runs_and_then_sets_the_game_aside(qtbot: QtBot) -> None:
    proofs, going, ran = SaveProofs(), threading.Event(), threading.Event()
    gc.unfreeze()

    def replay() -> None:
        going.wait(5)
        ran.set()

    proofs.prove(replay)
    assert not gc.isenabled() and collection.workers == 1  # no collection walks the replay's objects
    going.set()
    qtbot.waitUntil(lambda: collection.workers == 0)
    assert ran.is_set() and gc.isenabled() and gc.get_freeze_count() > 0  # what is alive set aside


@pytest.mark.usefixtures("collector_state")
def test_a_proof_that_fails_says_why_and_resumes_the_collector(qtbot: QtBot) -> None:
    proofs = SaveProofs()
    problem = FileProblemError("game.json", [Problem("$.steps[3]", Text("desync"))])

    def replay() -> None:
        raise problem

    with qtbot.waitSignal(proofs.unreadable) as told:
        proofs.prove(replay)
    assert told.args == [problem]
    qtbot.waitUntil(lambda: collection.workers == 0)
    assert gc.isenabled()


@pytest.mark.usefixtures("collector_state")
def test_proofs_deleted_mid_replay_resume_the_collector_and_start_no_more(qtbot: QtBot) -> None:
    proofs, going, started = SaveProofs(), threading.Event(), []
    proofs.prove(lambda: (started.append(1), going.wait(5)))
    proofs.prove(lambda: started.append(2))
    qtbot.waitUntil(lambda: started == [1])
    shiboken6.delete(proofs)  # the window closed while the first file was being replayed
    assert collection.workers == 0 and gc.isenabled()
    going.set()
    qtbot.wait(50)
    assert started == [1]


@pytest.mark.usefixtures("collector_state")
def test_with_autosave_off_a_new_phase_sets_the_game_so_far_aside(tmp_path: Path) -> None:
    """Without an autosave (and its proof) at a phase's start, the phase's start itself sets the game aside: later
    collections do not walk the whole game so far again."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    session = GameSession(Game.new(scenario("default"), seed=1944), settings=settings, autosave_dir=tmp_path)
    session.prefs.set(AUTOSAVE_MINUTES, 0)
    session.follow_autosave()
    gc.unfreeze()
    player = RandomPolicy(3)
    for _ in range(300):  # played on until a phase starts
        command = player.choose(session.game)
        events = session.apply(command)
        if events is None:
            player.refused(command)
        elif any(isinstance(e, PhaseStarted) for e in events):
            break
        assert gc.get_freeze_count() == 0
    assert gc.get_freeze_count() > 0 and not list(tmp_path.glob("autosave*"))
