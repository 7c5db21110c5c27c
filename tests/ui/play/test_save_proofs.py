"""Saved files proved off the window's thread, the cycle collector paused meanwhile (ui.play.save_proofs)."""

from __future__ import annotations

import gc
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.commands import EndPhase
from panzer_qt.model.errors import FileProblemError, Problem
from panzer_qt.model.events import PhaseStarted
from panzer_qt.model.jsonfile import Check
from panzer_qt.model.record import GameRecord
from panzer_qt.model.text import Text
from panzer_qt.records import record_files
from panzer_qt.records.record_files import load_record
from panzer_qt.rules.game import Game
from panzer_qt.ui.collector import collection
from panzer_qt.ui.play import save_proofs
from panzer_qt.ui.play.save_proofs import SaveProofs
from panzer_qt.ui.play.session import AUTOSAVE_NAME, GameSession
from panzer_qt.ui.settings import AUTOSAVE_MINUTES
from tests.helpers.games import SET_UP_SPREAD, scenario


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


def _session(tmp_path: Path) -> GameSession:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    session = GameSession(Game.new(scenario("default"), seed=1944), settings=settings, autosave_dir=tmp_path / "auto")
    session.apply(SET_UP_SPREAD)
    return session


@pytest.mark.usefixtures("collector_state")
def test_an_autosave_is_written_read_back_and_replayed_off_the_windows_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session, threads = _session(tmp_path), []
    real_write, real_read = record_files.write_json_atomic, record_files.read_json

    def writing(*args: Any) -> None:
        threads.append(("write", threading.current_thread()))
        real_write(*args)

    def reading(*args: Any) -> Any:
        threads.append(("read", threading.current_thread()))
        return real_read(*args)

    monkeypatch.setattr(record_files, "write_json_atomic", writing)
    monkeypatch.setattr(record_files, "read_json", reading)
    target = session.autosave()
    session.wait_for_proofs()
    assert [kind for kind, _ in threads] == ["write", "read"]
    assert all(thread is not threading.main_thread() for _, thread in threads)
    assert load_record(target).steps == session.game.steps


@pytest.mark.usefixtures("collector_state")
def test_an_autosave_asked_for_before_the_session_went_is_still_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A window closed just after a phase started (its autosave queued behind a replay) loses no autosave; the
    replays not yet started are dropped."""
    session, going, replays = _session(tmp_path), threading.Event(), []
    monkeypatch.setattr(save_proofs, "prove_written", lambda *args: replays.append(args))
    executor = session.proofs._executor
    session.proofs.prove(lambda: going.wait(5))
    target = session.autosave()
    shiboken6.delete(session)
    going.set()
    executor.shutdown(wait=True)
    assert load_record(target).steps and replays == []


def test_a_failed_autosave_is_tried_again_at_the_next_tick(qtbot: QtBot, tmp_path: Path) -> None:
    session = _session(tmp_path)
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", encoding="utf-8")
    session.autosave_dir = blocker / "auto"
    with qtbot.waitSignal(session.autosaveFailed) as told:
        session.autosave()
    assert told.args[0].startswith(f"{blocker / 'auto' / 'autosave.json'}: ")
    session.autosave_dir = tmp_path / "auto"
    session.autosave_timer.timeout.emit()  # the game has not changed since: tried again all the same
    session.wait_for_proofs()
    assert load_record(tmp_path / "auto" / "autosave.json").steps == session.game.steps


@pytest.mark.usefixtures("collector_state")
def test_a_job_starts_once_the_window_has_had_its_turn(qtbot: QtBot) -> None:
    """The job's thread would hold the interpreter lock while the window draws what the command changed: it starts
    at the event loop's next pass."""
    proofs, ran = SaveProofs(), threading.Event()
    proofs.prove(ran.set)
    assert not ran.wait(0.2)
    qtbot.waitUntil(ran.is_set)


def test_an_autosave_that_does_not_read_back_is_reported_and_the_one_before_kept(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = _session(tmp_path)
    first = session.autosave()
    session.wait_for_proofs()
    before = first.read_bytes()
    session.apply(EndPhase())
    real = record_files.write_json_atomic

    def losing_a_step(path: Path, model: GameRecord, check: Check | None = None) -> None:
        real(path, model.model_copy(update={"steps": model.steps[:-1]}), check)

    monkeypatch.setattr(record_files, "write_json_atomic", losing_a_step)
    with qtbot.waitSignal(session.autosaveFailed) as told:
        session.autosave()
    steps = len(session.game.steps)
    assert f"read back with {steps - 1} steps where {steps} were written" in told.args[0]
    assert first.read_bytes() == before and not (tmp_path / "auto" / "autosave-1.json").exists()


@pytest.mark.usefixtures("collector_state")
def test_what_a_job_finds_is_emitted_in_the_windows_thread_and_dropped_once_the_proofs_are_gone(
    qtbot: QtBot,
) -> None:
    """A job's thread never emits a signal of the proofs: the window's thread may be deleting them meanwhile (a
    window closed while its autosave is written), and emitting on an object being deleted crashed the program."""
    proofs, threads, going, started = SaveProofs(), [], threading.Event(), threading.Event()
    problem = FileProblemError("game.json", [Problem("$.steps[3]", Text("desync"))])

    def failing() -> None:
        started.set()
        going.wait(5)
        raise problem

    proofs.unreadable.connect(lambda _: threads.append(threading.current_thread()), Qt.ConnectionType.DirectConnection)
    proofs.prove(failing)
    going.set()
    qtbot.waitUntil(lambda: bool(threads))
    assert threads == [threading.main_thread()]
    going.clear()
    started.clear()
    proofs.prove(failing)
    qtbot.waitUntil(started.is_set)
    shiboken6.delete(proofs)  # the window closed mid-job
    going.set()
    qtbot.wait(200)
    assert threads == [threading.main_thread()] and collection.workers == 0


AUTOSAVE_AT_EXIT = """
import sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from panzer_qt.model.commands import EndPhase
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import load_scenario
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.play.session import GameSession
app = QApplication([])
session = GameSession(Game.new(load_scenario(DEFAULT_SCENARIO), seed=1), autosave_dir=Path(sys.argv[1]))
window = MainWindow(session)
session.apply(EndPhase())
session.autosave()  # its job waits for the event loop, which never turns again: the program ends here
print(len(session.game.steps))
"""


def test_an_autosave_asked_for_as_the_program_ends_is_written(tmp_path: Path) -> None:
    ended = subprocess.run(
        [sys.executable, "-c", AUTOSAVE_AT_EXIT, str(tmp_path)],
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert ended.returncode == 0, ended.stderr
    assert "Traceback" not in ended.stderr
    assert len(load_record(tmp_path / AUTOSAVE_NAME).steps) == int(ended.stdout) > 0
