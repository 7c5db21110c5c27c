"""Set-up and placement through the window: German set-up by clicks, KG markers by drag and drop, the
New Game dialog's options and the Recent menu."""

from __future__ import annotations

import json
from pathlib import Path

from pytestqt.qtbot import QtBot

from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.model.situation import PlacedUnit, Situation
from panzer_qt.rules.game import Game
from panzer_qt.rules.placement import deploy_hexes, kg_hexes
from panzer_qt.ui.play.new_game import NewGameDialog
from panzer_qt.ui.play.session import new_game
from panzer_qt.ui.play.tray import PAYLOAD_ROLE
from tests.conftest import DATA, ROOT
from tests.helpers.games import scenario
from tests.helpers.ui_kit import click_hex, drop_on_hex, make_window


def test_german_set_up_by_click_select_then_click_a_highlighted_hex(qtbot: QtBot, tmp_path: Path) -> None:
    game = Game.new(scenario("default"), auto_deploy=False)
    window = make_window(qtbot, game, tmp_path)
    assert window.phase_bar.phase_label.text() == "German set-up"
    click_hex(qtbot, window, "2208")
    (unit,) = window.session.selection
    here = game.state.units[unit].hex
    targets = [h for h in deploy_hexes(game, unit) if h != here]
    assert window.canvas.highlighted("placement") == set(targets)
    click_hex(qtbot, window, targets[-1])
    assert game.state.units[unit].hex == targets[-1]


def test_kg_marker_dragged_onto_the_map(qtbot: QtBot, tmp_path: Path) -> None:
    situation = Situation(
        units={"de-16pz": PlacedUnit(hex="1010"), "su-tk": PlacedUnit(hex="1510")},
        turn=3,
        phase=Phase.KG_DEPLOYMENT,
        segment=Segment.NONE,
    )
    game = Game.from_situation(scenario("combat"), situation)
    window = make_window(qtbot, game, tmp_path)
    listed = window.tray.lists["kg"]
    assert [listed.item(i).data(PAYLOAD_ROLE) for i in range(listed.count())] == ["kg:kg-a", "kg:kg-b"]
    assert listed.mimeData([listed.item(1)]).text() == "kg:kg-b"
    where = kg_hexes(game, "kg-b")[0]
    drop_on_hex(window, "kg:kg-b", where)
    assert game.state.kg["kg-b"] == where
    assert "KG B (on " + where + ")" in [listed.item(i).text() for i in range(listed.count())]


def test_new_game_dialog_options_reach_the_game(qtbot: QtBot) -> None:
    dialog = NewGameDialog(DATA / "tiny.json")
    qtbot.addWidget(dialog)
    dialog.seeded.setChecked(True)  # fresh dice unless a seed is asked for
    dialog.seed.setValue(7)
    dialog.river.setChecked(True)
    choice = dialog.choice()
    game = new_game(choice.scenario, choice.seed, choice.river_flat_cost, auto_deploy=not choice.manual_setup)
    assert (game.seed, game.scenario.options.river_flat_cost) == (7, True)


def test_new_game_keeps_the_scenarios_last_turn(qtbot: QtBot, tmp_path: Path) -> None:
    """A 6-turn scenario with weather rows to turn 6 only stays a 6-turn game (the dialog chose 8 before)."""
    data = json.loads((DATA / "tiny.json").read_text(encoding="utf-8"))
    data["options"] = {"last_turn": 6}
    data.setdefault("tables", {})["weather"] = {str(t): ["thaw"] * 6 for t in range(2, 7)}
    short = tmp_path / "short.json"
    short.write_text(json.dumps(data), encoding="utf-8")
    dialog = NewGameDialog(short)
    qtbot.addWidget(dialog)
    choice = dialog.choice()
    game = new_game(choice.scenario, choice.seed, choice.river_flat_cost)
    assert (game.scenario.options.last_turn, game.scenario.options.river_flat_cost) == (6, False)


def test_recent_menu_reopens_a_saved_game(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    saved = tmp_path / "one.json"
    window.session.save(saved)
    window.actions_.open(ROOT / "tests" / "data" / "tiny.json")
    assert window.session.game.scenario.meta.name == scenario("tiny").meta.name
    assert window.session.path is None
    grid = window.canvas.grid
    assert (grid.columns, grid.rows) == (scenario("tiny").map.columns, scenario("tiny").map.rows)
    assert window.centralWidget() is window.canvas and window.layers.overlay_on("movement")
    unit = next(u for u in window.session.game.movement_ranges(Side.SOVIET))
    click_hex(qtbot, window, window.session.game.state.units[unit].hex or "")
    assert unit in window.session.selection
    menu = window.actions_.recent
    menu.aboutToShow.emit()
    entries = {a.text(): a for a in menu.actions()}
    assert list(entries) == [str((ROOT / "tests" / "data" / "tiny.json").resolve()), str(saved.resolve())]
    entries[str(saved.resolve())].trigger()
    assert window.session.path == saved.resolve()
    assert window.session.game.scenario.meta.name == scenario("default").meta.name
