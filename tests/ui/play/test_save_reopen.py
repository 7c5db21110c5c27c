"""Nothing lost: whole games played through the client's own session and window, saved and autosaved at every kind
of moment (mid-segment, with a decision pending, after an undo, at each phase start), every file reopened with the
client's Open and with ``validate`` (tests/helpers/save_reopen.py; ``python -m benchmarks.save_reopen`` runs more)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.commands import ChooseRetreat, DeclareAttack, EndPhase, Move, ResolveCombat
from panzer_qt.model.enums import Side
from panzer_qt.model.jsonfile import Check
from panzer_qt.model.record import GameRecord, RecordStep
from panzer_qt.model.scenario import Scenario
from panzer_qt.records import record_files
from panzer_qt.records.record_files import load_record
from panzer_qt.rules.game import Game
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.settings import AUTOSAVE_MINUTES, Settings
from tests.helpers.combat_kit import combat_scenario
from tests.helpers.games import SET_UP_SPREAD, scenario
from tests.helpers.save_reopen import Tally, counting_forced_answers, play_through_session, save_as
from tests.helpers.ui_kit import make_window

FORCED_KINDS = {"defence_support", "choose_step_loss"}
"""The forced answers the session gives in whole games; forced retreats are rare there and have positions of their
own below."""


def _session(game: Game, tmp: Path) -> GameSession:
    from PySide6.QtCore import QSettings

    settings = QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat)
    Settings(settings).set(AUTOSAVE_MINUTES, 5)
    return GameSession(game, settings=settings, autosave_dir=tmp / "autosave")


def _players(seed: int) -> dict[Side, RandomPolicy]:
    return {Side.GERMAN: RandomPolicy(seed * 2), Side.SOVIET: RandomPolicy(seed * 2 + 1)}


@pytest.mark.parametrize("seed", [1, 2])
def test_games_through_the_session_reopen_at_every_save(qtbot: QtBot, tmp_path: Path, seed: int) -> None:
    tally = Tally()
    session = _session(Game.new(scenario("default"), seed=seed), tmp_path)
    with counting_forced_answers(tally):
        play_through_session(session, _players(seed), seed, tmp_path, tally, max_steps=250)
    assert tally.failures == []
    assert tally.reopened == tally.written > 10
    assert {"autosave", "mid-segment", "decision pending", "after undo", "last"} <= set(tally.moments)
    assert set(tally.forced) >= FORCED_KINDS, tally.forced


@pytest.mark.slow
def test_a_whole_game_through_the_session_reopens_at_its_end(qtbot: QtBot, tmp_path: Path) -> None:
    tally = Tally()
    session = _session(Game.new(scenario("default"), seed=3), tmp_path)
    play_through_session(session, _players(3), 3, tmp_path, tally)
    assert session.game.state.game_over and "game over" in tally.moments
    assert tally.failures == [] and tally.reopened == tally.written


def test_hot_seat_with_hand_overs_reopens_with_the_same_log(qtbot: QtBot, tmp_path: Path) -> None:
    tally = Tally()
    window = make_window(qtbot, Game.new(scenario("default"), seed=7), tmp_path, hot_seat=True)
    Settings(window.session.settings).set(AUTOSAVE_MINUTES, 5)
    window.session.follow_autosave()
    with counting_forced_answers(tally):
        play_through_session(window.session, _players(7), 7, tmp_path, tally, window=window, max_steps=250)
    assert tally.failures == []
    assert tally.reopened == tally.written > 10
    assert {"defence_support", "choose_step_loss"} <= set(tally.forced)


def test_the_list_apply_returns_is_the_callers_own(tmp_path: Path) -> None:
    game = Game.new(scenario("default"), seed=1)
    events = game.apply(Move(unit_ids=["su-4gt"], path=["1006"]))
    recorded = list(game.steps[-1].events)
    events.append(events[0])
    events.clear()
    assert game.steps[-1].events == recorded and recorded


def _set_up(places: dict[str, str]) -> Scenario:
    """The combat test map with these units set up at the start and every other unit arriving later."""
    base = combat_scenario()
    units = [
        u.model_copy(update={"setup_hex": places[u.id], "arrival_turn": None}) if u.id in places else u
        for u in base.units
    ]
    return base.model_copy(update={"units": units})


BLOCKED = {"su-rif": "1110", "su-rif2": "1111", "su-tk": "1011", "su-art": "0911"}
"""Soviet units on four of the hexes 1010 could retreat to: 0910 is left."""


@pytest.mark.parametrize(
    ("places", "seed", "retreat"),
    [
        pytest.param({"su-9mech": "1009", "de-371": "1010", **BLOCKED}, 1, "0910", id="one hex left"),
        pytest.param({"su-9mech": "1009", "de-gar": "1010"}, 3, None, id="static garrison, no hex"),
    ],
)
def test_forced_support_and_retreat_answers_reopen(
    qtbot: QtBot, tmp_path: Path, places: dict[str, str], seed: int, retreat: str | None
) -> None:
    tally = Tally()
    session = _session(Game.new(_set_up(places), seed=seed), tmp_path)
    defender = next(u for u in places if u.startswith("de-"))
    with counting_forced_answers(tally):
        session.apply(EndPhase())
        session.apply(DeclareAttack(attacker_ids=["su-9mech"], defender_hex="1010"))
        save_as(session, tmp_path, tally, "after a forced defence support")
        session.apply(ResolveCombat())
    assert session.game.steps[-1].command == ChooseRetreat(unit_id=defender, hex=retreat)
    save_as(session, tmp_path, tally, "after a forced retreat")
    session.wait_for_proofs()
    assert tally.forced == {"defence_support": 1, "choose_retreat" if retreat else "choose_retreat (none)": 1}
    assert tally.failures == [] and tally.reopened == tally.written == 2


def test_a_game_continued_from_the_viewer_logs_each_event_once_and_reopens(qtbot: QtBot, tmp_path: Path) -> None:
    from tests.ui.replay.test_replay_viewer import open_viewer

    tally = Tally()
    first = _session(Game.new(scenario("default"), seed=4), tmp_path)
    play_through_session(first, _players(4), 4, tmp_path, tally, max_steps=150)
    record = tmp_path / "record.json"
    first.save(record)
    clients: list[MainWindow] = []
    (tmp_path / "client").mkdir()

    def client(game: Game, note: str) -> MainWindow:
        window = make_window(qtbot, game, tmp_path / "client")
        clients.append(window)
        return window

    viewer = open_viewer(qtbot, record, client)
    viewer.go_to_step(100)
    viewer.continue_here()
    (window,) = clients
    assert len(window.session.game.steps) == 100
    play_through_session(window.session, _players(5), 5, tmp_path / "client", tally, window=window, max_steps=220)
    assert tally.failures == [] and tally.reopened == tally.written  # the window's log compared with each reopened
    assert len(window.session.game.steps) > 150


def test_the_last_three_autosaves_are_kept(qtbot: QtBot, tmp_path: Path) -> None:
    session = _session(Game.new(scenario("default"), seed=1), tmp_path)
    Settings(session.settings).set(AUTOSAVE_MINUTES, 0)  # only the autosaves made here
    session.follow_autosave()
    session.apply(SET_UP_SPREAD)
    folder = tmp_path / "autosave"
    steps = []
    for _ in range(4):
        assert session.apply(EndPhase()) is not None
        steps.append(len(session.game.steps))
        session.autosave()
    session.wait_for_proofs()
    kept = sorted(p.name for p in folder.iterdir())
    assert kept == ["autosave-1.json", "autosave-2.json", "autosave.json"]
    assert [len(load_record(folder / name).steps) for name in kept] == [steps[2], steps[1], steps[3]]


def test_a_save_that_does_not_read_back_leaves_the_file_and_says_so(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1), tmp_path)
    target = tmp_path / "game.json"
    window.session.save(target)
    before = target.read_bytes()
    window.session.apply(SET_UP_SPREAD)
    real = record_files.write_json_atomic

    def losing_a_step(path: Path, model: GameRecord, check: Check | None = None) -> None:
        real(path, model.model_copy(update={"steps": model.steps[:-1]}), check)

    monkeypatch.setattr(record_files, "write_json_atomic", losing_a_step)
    assert not window.actions_.save()
    box = window.actions_.problem_box
    assert box is not None and box.isVisible()
    assert box.windowTitle() == "Not saved: the file would not reopen; the file there is unchanged"
    steps = len(window.session.game.steps)
    assert f"read back with {steps - 1} steps where {steps} were written" in box.text()
    assert target.read_bytes() == before and [p.name for p in tmp_path.glob(".game.json*")] == []
    assert window.session.modified


def test_an_autosave_that_would_not_reopen_is_reported_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1), tmp_path)
    session = window.session
    session.apply(SET_UP_SPREAD)
    assert session.autosave() is not None
    good = len(session.game.steps)
    step = session.game.steps[-1]
    doubled = RecordStep.model_construct(command=step.command, events=[*step.events, step.events[-1]])
    session.game.steps[-1] = doubled  # a record changed behind the engine's back, as the aliasing bug did
    with qtbot.waitSignal(session.unreadable, timeout=10_000):
        session.autosave()
    box = window.actions_.problem_box
    assert box is not None and box.isVisible() and box.windowTitle() == "A file just saved would not reopen"
    assert "desync" in box.text() and str(tmp_path / "autosave") in box.informativeText()
    assert len(load_record(tmp_path / "autosave" / "autosave-1.json").steps) == good  # the good one kept


def test_a_playtest_of_an_edited_scenario_saves_games_that_reopen(qtbot: QtBot, tmp_path: Path) -> None:
    from tests.helpers.editor_kit import make_editor

    editor = make_editor(qtbot, tmp_path)
    client = editor.actions_.playtest()
    assert isinstance(client, MainWindow)
    qtbot.addWidget(client)
    tally = Tally()
    with counting_forced_answers(tally):
        play_through_session(client.session, _players(6), 6, tmp_path, tally, window=client, max_steps=200)
    assert tally.failures == [] and tally.reopened == tally.written > 5
    assert "defence_support" in tally.forced
