"""What play-testing the client in a real window turned up: a stale movement range left on screen, a click
on one's own stack that moved the selection onto it, the side to act, the odds headline, the step-loss
prompt, the dice text, the announcement hint and the stand-fast note."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from panzer_qt.model.commands import ChooseSequence, EndPhase
from panzer_qt.model.enums import Phase, Segment, Sequence, Side
from panzer_qt.rules.game import Game
from panzer_qt.ui.play.main_window import WINDOW_SIZE, MainWindow
from tests.helpers.combat_kit import combat_game, seed_for
from tests.helpers.games import SET_UP_SPREAD, scenario
from tests.helpers.ui_kit import click_hex, declare_by_clicks, make_window

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
RIFLE_STACK, RIFLE_HEX = ["su-18grc", "su-3art"], "2705"
TANK, TANK_HEX = "su-7gt", "2506"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    return make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)


def pixel(window: MainWindow, hid: str) -> str:
    """The colour drawn a little below the centre of ``hid`` (clear of its labels), the map scrolled to it."""
    canvas = window.canvas
    canvas.center_on(hid)
    point = canvas.mapFromScene(canvas.scene_pos(hid) + QPointF(0, 12))
    return canvas.viewport().grab().toImage().pixelColor(point).name()


def test_a_moved_stack_leaves_no_trace_of_its_old_range(qtbot: QtBot, window: MainWindow) -> None:
    for _ in range(2):
        window.canvas.zoom_in()
    click_hex(qtbot, window, RIFLE_HEX, SHIFT)
    old_range = window.session.reach()
    assert old_range is not None and "2904" in old_range
    qtbot.wait(50)  # the range is painted (and cached) before the move, as on a real screen
    click_hex(qtbot, window, "2605")
    qtbot.wait(50)
    assert window.session.game.state.units[RIFLE_STACK[0]].hex == "2605"
    assert window.session.reach() is None
    shown = pixel(window, "2904")
    window.layers.set_overlay("movement", False)
    assert shown == pixel(window, "2904")


def test_a_click_on_another_own_stack_selects_it_and_ctrl_click_stacks_up(qtbot: QtBot, window: MainWindow) -> None:
    units = window.session.game.state.units
    click_hex(qtbot, window, RIFLE_HEX, SHIFT)
    reach = window.session.reach()
    assert reach is not None and TANK_HEX in reach
    assert "Ctrl+click to stack with the units here" in window.layers.explain(TANK_HEX)
    click_hex(qtbot, window, TANK_HEX)
    assert window.session.selection == [TANK] and units[RIFLE_STACK[0]].hex == RIFLE_HEX
    click_hex(qtbot, window, RIFLE_HEX, SHIFT)
    click_hex(qtbot, window, TANK_HEX, CTRL)
    assert [units[u].hex for u in RIFLE_STACK] == [TANK_HEX, TANK_HEX]


def test_the_phase_bar_names_the_german_player_while_he_answers_a_soviet_attack(qtbot: QtBot, tmp_path: Path) -> None:
    game = combat_game(
        {"su-9mech": "1009", "de-gar": "1010"}, phase=Phase.SOVIET_1, seed=seed_for(4), cas={Side.GERMAN: 1}
    )  # with a CAS marker the German player has a choice to make
    window = make_window(qtbot, game, tmp_path)
    assert window.phase_bar.side_label.text() == "Soviet to act"
    declare_by_clicks(qtbot, window, "1010", "1009")
    assert window.phase_bar.side_label.text() == "German to act"
    qtbot.mouseClick(window.combat.defend_button, LEFT)
    assert window.phase_bar.side_label.text() == "Soviet to act"


def test_the_odds_panel_opens_with_the_column_and_the_chances(qtbot: QtBot, tmp_path: Path) -> None:
    game = combat_game({"de-9ss": "1009", "su-tk": "1010"})
    window = make_window(qtbot, game, tmp_path)
    click_hex(qtbot, window, "1010")
    click_hex(qtbot, window, "1009")
    odds = game.odds(["de-9ss"], "1010")
    assert odds.automatic is None
    chances = ", ".join(f"{r.value} {p:.0%}" for r, p in odds.probabilities.items() if p > 0)
    assert window.combat.odds_text().splitlines()[0] == f"Column {odds.final_label}: chances {chances}"


def test_an_attackers_loss_is_asked_for_where_the_attackers_stand(qtbot: QtBot, tmp_path: Path) -> None:
    game = combat_game({"de-371": "1009", "su-9mech": "1010", "su-tk": "1010"})
    window = make_window(qtbot, game, tmp_path)
    declare_by_clicks(qtbot, window, "1010", "1009")
    assert window.combat.status.text().startswith(f"Declared: {window.names.unit('de-371')} attacks 1010.")
    qtbot.mouseClick(window.combat.resolve_button, LEFT)
    assert game.state.pending and game.state.pending[0].hex == "1010"
    prompt = window.decisions.prompt.text()
    assert prompt.startswith("German player: choose the unit attacking 1010 that loses a step")


def test_the_dice_text_fits_the_phase_bar(window: MainWindow) -> None:
    label = window.phase_bar.dice_label
    assert "air superiority" in label.text()
    assert label.width() >= label.fontMetrics().horizontalAdvance(label.text())


def german_turn_one(window: MainWindow) -> Game:
    """End phases until the German player must announce his order on turn 1."""
    game = window.session.game
    window.session.apply(SET_UP_SPREAD)
    while game.state.acting is not Side.GERMAN:
        window.session.apply(EndPhase())
    return game


def test_the_side_panel_asks_for_the_announcement(window: MainWindow) -> None:
    german_turn_one(window)
    assert window.selection_note.text() == (
        "German player: announce this turn's order with Move/Fight or Fight/Move on the phase bar (5.4)."
    )


def test_a_unit_under_the_stand_fast_order_says_so(qtbot: QtBot, window: MainWindow) -> None:
    game = german_turn_one(window)
    window.session.apply(ChooseSequence(sequence=Sequence.MOVE_FIGHT))
    assert (game.state.phase, game.state.segment) == (Phase.GERMAN_1, Segment.MOVEMENT)
    click_hex(qtbot, window, "2416")
    reach = window.session.reach()
    assert reach is not None and min(int(h[:2]) for h in reach) == 23
    assert window.selection_note.text().endswith("Stand fast: no hex west of column 23 this turn (3.2).")
    click_hex(qtbot, window, "2208")
    assert window.session.selection == ["de-1sspz"] and "Stand fast" not in window.selection_note.text()


def test_the_window_keeps_its_size_in_combat_with_every_overlay_on(qtbot: QtBot, tmp_path: Path) -> None:
    game = combat_game({"de-9ss": "1615", "su-tk": "1616", "de-16pz": "1717"}, seed=seed_for(2))
    window = make_window(qtbot, game, tmp_path)
    for action in window.actions_.overlays.values():
        if not action.isChecked():
            action.trigger()
    declare_by_clicks(qtbot, window, "1616", "1615")
    qtbot.mouseClick(window.combat.resolve_button, LEFT)
    qtbot.wait(20)
    assert game.state.pending and window.decisions.isVisible()
    assert (window.width(), window.height()) == WINDOW_SIZE


def test_the_hand_over_cover_says_what_the_next_player_must_do(qtbot: QtBot, tmp_path: Path) -> None:
    game = combat_game(
        {"su-9mech": "1009", "de-gar": "1010"}, phase=Phase.SOVIET_1, seed=seed_for(4), cas={Side.GERMAN: 1}
    )
    window = make_window(qtbot, game, tmp_path, hot_seat=True)
    declare_by_clicks(qtbot, window, "1010", "1009")
    cover = window.handover
    assert cover.covering() and cover.side is Side.GERMAN
    assert cover.reason == "To commit defensive support against the attack on 1010 (13.3)."
    qtbot.mouseClick(cover, LEFT)
    qtbot.mouseClick(window.combat.defend_button, LEFT)
    assert cover.covering() and cover.side is Side.SOVIET
    assert cover.reason == "To play IV Soviet 1st phase - combat (5.0)."


def test_a_stack_that_has_moved_says_why_it_shows_no_range(qtbot: QtBot, window: MainWindow) -> None:
    click_hex(qtbot, window, "1216")
    click_hex(qtbot, window, "1412")
    assert window.session.game.state.units["su-11gt"].hex == "1412"
    assert window.selection_note.text() == (
        f"Selected: {window.names.unit('su-11gt')}: {window.names.unit('su-11gt')} has already moved this phase (12.0)"
    )


def test_a_static_garrison_says_it_never_moves(qtbot: QtBot, window: MainWindow) -> None:
    game = german_turn_one(window)
    window.session.apply(ChooseSequence(sequence=Sequence.MOVE_FIGHT))
    click_hex(qtbot, window, "2021")
    assert window.session.selection == ["de-gar-kamenets"]
    assert window.selection_note.text().endswith(": KPG (Kamenets-Podolsky) is a static garrison and never moves (2.7)")
    assert game.state.units["de-gar-kamenets"].hex == "2021"
