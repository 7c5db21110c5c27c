"""Why the computer played a step (issue 35): on a record where the quick computer played the Soviet side and a person
(a seeded random player) the German, the step explanation of a computer step says the reason
``ComputerPlayer(1).explain`` gives for it from the position before it; a person's step says none, nor does a view as
the other side; the reason is worked out only for the step the cursor rests on, not for those a walk or play passes."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from panzer_qt import Game
from panzer_qt.ai.games import Policy, play_step
from panzer_qt.ai.players.computer import ComputerPlayer
from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.enums import Side
from panzer_qt.model.record import GameRecord
from panzer_qt.ui.common.event_text import EventText
from panzer_qt.ui.common.reason_text import reason_text
from panzer_qt.ui.replay.step_reasons import StepReasons
from panzer_qt.ui.replay.window import ReplayWindow
from tests.helpers.games import scenario
from tests.ui.replay.test_replay_viewer import open_viewer

STEPS = 34
"""Turn 1's Soviet movement segment and its first combats, the German defender answering some."""
REASON_MS = 10_000


@pytest.fixture(scope="module")
def record() -> GameRecord:
    game = Game.new(scenario("default"), seed=1000)
    game.seats = {Side.SOVIET: 1}
    players: dict[Side, Policy] = {Side.SOVIET: ComputerPlayer(1), Side.GERMAN: RandomPolicy(7)}
    while len(game.record().steps) < STEPS:
        play_step(game, players)
    return game.record()


@pytest.fixture
def record_file(record: GameRecord, tmp_path: Path) -> Path:
    path = tmp_path / "computer.json"
    path.write_text(record.model_dump_json())
    return path


def actors(record: GameRecord) -> list[Side | None]:
    """The side that made each step (index 0: step 1), from a full replay."""
    return [Game.from_record(record, upto=k).side_to_act() for k in range(len(record.steps))]


def why_line(window: ReplayWindow) -> str:
    """The explanation's "Why:" line ("": none)."""
    return next((line for line in window.explanation.toPlainText().splitlines() if line.startswith("Why:")), "")


def reasons(window: ReplayWindow) -> StepReasons:
    assert window.reasons is not None
    return window.reasons


def rest_on(qtbot: QtBot, window: ReplayWindow, step: int) -> None:
    """Stand on ``step`` until its reason is known."""
    window.go_to_step(step)
    qtbot.waitUntil(lambda: step in reasons(window).known, timeout=REASON_MS)


def expected(record: GameRecord, step: int) -> str:
    game = Game.from_record(record, upto=step - 1)
    why = ComputerPlayer(1).explain(game, record.steps[step - 1].command)
    names = EventText({u.id: u.name for u in record.scenario.units})
    return "Why: " + reason_text(why, names, Side.SOVIET)


def test_the_record_has_computer_and_person_steps(record: GameRecord) -> None:
    sides = actors(record)
    assert record.seats == {Side.SOVIET: 1}
    assert sides[0] is Side.GERMAN and record.steps[0].command.type == "end_phase"  # the set-up (3.2)
    assert sides[1:29] == [Side.SOVIET] * 28 and Side.GERMAN in sides[29:]


def test_a_computer_step_says_the_reason_explain_gives(qtbot: QtBot, record_file: Path, record: GameRecord) -> None:
    window = open_viewer(qtbot, record_file)
    rest_on(qtbot, window, 2)
    assert why_line(window) == (
        "Why: Moves 60 Army support to 1003: towns +0.5 VP (VP for the Soviet side). Expected Soviet VP 20.3 -> 20.8."
    )
    assert why_line(window) == expected(record, 2)
    attack = next(k + 1 for k, s in enumerate(record.steps) if s.command.type == "declare_attack")
    rest_on(qtbot, window, attack)
    assert why_line(window) == expected(record, attack)
    assert why_line(window).startswith("Why: Attacks 0805 at 6:1: towns +2.3 VP")


def test_a_persons_step_says_no_reason(qtbot: QtBot, record_file: Path, record: GameRecord) -> None:
    window = open_viewer(qtbot, record_file)
    for german in (1, actors(record).index(Side.GERMAN, 1) + 1):  # the set-up, a defender's answer
        rest_on(qtbot, window, german)
        assert reasons(window).known[german] is None
        assert "Why" not in window.explanation.toPlainText()


def test_the_reason_shows_in_its_sides_view_and_everyones_only(qtbot: QtBot, record_file: Path) -> None:
    window = open_viewer(qtbot, record_file)
    rest_on(qtbot, window, 3)
    shown = why_line(window)
    assert shown.startswith("Why: Moves ")
    window.session.set_viewer(Side.GERMAN)
    assert why_line(window) == "" and "Why" not in window.explanation.toPlainText()
    window.session.set_viewer(Side.SOVIET)
    assert why_line(window) == shown
    window.session.set_viewer(None)
    assert why_line(window) == shown


def test_only_the_step_the_cursor_rests_on_is_explained(qtbot: QtBot, record_file: Path) -> None:
    """A walk over twenty steps, each shown before the next, explains its last step only; playing explains none,
    and the step play pauses on is explained."""
    window = open_viewer(qtbot, record_file)
    for step in range(1, 21):
        window.go_to_step(step)
        QApplication.processEvents()
    qtbot.waitUntil(lambda: 20 in reasons(window).known, timeout=REASON_MS)
    assert set(reasons(window).known) == {20}
    window.actions_.set_playing(True)
    qtbot.waitUntil(lambda: window.place[0] >= 24, timeout=REASON_MS)
    assert set(reasons(window).known) == {20} and not reasons(window).busy()
    window.actions_.set_playing(False)
    stopped = window.place[0]
    qtbot.waitUntil(lambda: stopped in reasons(window).known, timeout=REASON_MS)
    assert set(reasons(window).known) == {20, stopped} and why_line(window).startswith("Why: ")


def test_a_record_without_computer_seats_starts_no_worker(qtbot: QtBot, record: GameRecord, tmp_path: Path) -> None:
    path = tmp_path / "people.json"
    path.write_text(record.model_copy(update={"seats": {}}).model_dump_json())
    window = open_viewer(qtbot, path)
    window.go_to_step(2)
    qtbot.wait(300)
    assert reasons(window).known == {} and reasons(window)._thread is None
    assert "Why" not in window.explanation.toPlainText()


def test_the_reason_in_spanish(qtbot: QtBot, record_file: Path, language: str) -> None:
    window = open_viewer(qtbot, record_file)
    rest_on(qtbot, window, 2)
    text = window.explanation.toPlainText()
    if language == "es":
        assert (
            "Por qué: Mueve 60 Army support a 1003: poblaciones +0.5 VP (VP para el bando soviético). "
            "VP soviéticos esperados 20.3 -> 20.8."
        ) in text
    else:
        assert "Why: Moves 60 Army support to 1003" in text
