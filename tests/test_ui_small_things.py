"""Small things found in play: the side-panel hint follows the phase, the referee view is marked, old status
messages go on a hand-over and on opening a game."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from panzer_qt.model.commands import EndPhase
from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.model.situation import Situation
from panzer_qt.records.records import save_record
from panzer_qt.rules.game import Game
from panzer_qt.ui.play.selection_note import GAME_OVER_HINT, MOVE_HINT, PHASE_HINTS
from tests.helpers.games import SET_UP_SPREAD, placements, scenario
from tests.ui_kit import make_window


def test_the_hint_follows_the_phase(qtbot: QtBot, tmp_path: Path) -> None:
    situation = Situation(units=placements({"de-16pz": "2218"}), turn=2, phase=Phase.KG_DEPLOYMENT, segment=Segment.NONE)
    window = make_window(qtbot, Game.from_situation(scenario("default"), situation), tmp_path)
    assert window.selection_note.text() == PHASE_HINTS[Phase.KG_DEPLOYMENT]
    fresh = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    assert fresh.selection_note.text() == MOVE_HINT
    game = fresh.session.game
    game.state.game_over = True
    fresh.session.set_referee(False)  # any change makes the panels look again
    assert fresh.selection_note.text() == GAME_OVER_HINT


def test_the_referee_view_is_marked(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    assert "REFEREE" not in window.windowTitle() and not window.referee_mark.isVisible()
    window.actions_.referee.trigger()  # View > Referee View
    assert window.session.referee
    assert "REFEREE VIEW" in window.windowTitle() and window.referee_mark.isVisible()
    assert window.referee_mark.text().startswith("REFEREE VIEW")
    window.actions_.referee.trigger()  # View > Referee View
    assert "REFEREE" not in window.windowTitle() and not window.referee_mark.isVisible()


def test_status_messages_go_on_a_hand_over_and_on_opening(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path, hot_seat=True)
    window.session.apply(SET_UP_SPREAD)
    window.statusBar().showMessage("Not allowed: something the Soviet player tried")
    while window.session.game.side_to_act() is not Side.GERMAN:
        window.session.apply(EndPhase())
    assert window.handover.covering() and window.statusBar().currentMessage() == ""
    other = tmp_path / "other.json"
    save_record(Game.new(scenario("tiny"), seed=3), other)
    window.session.save(tmp_path / "before.json")  # nothing unsaved: no question first
    window.statusBar().showMessage("Not allowed: something the German player tried")
    assert window.actions_.open(other)
    assert window.statusBar().currentMessage() == ""
