"""A hot-seat game both players can trust, driven through the window: fog of war in the odds panel and the log
(6.3, R26), dice nobody can foresee, no phase ended by accident, hand-overs only for a real choice."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from panzer_qt.model.commands import Command, DefenceSupport, ResolveCombat
from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.model.events import DiceRolled, UnitPlaced
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.rules.game import Game
from panzer_qt.rules.legal import attacks
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.play.new_game import NewGameDialog
from panzer_qt.ui.settings import CONFIRM_END_PHASE
from tests.helpers.combat_kit import combat_game, seed_for
from tests.helpers.games import SET_UP_SPREAD, scenario
from tests.helpers.ui_kit import click_hex, declare_by_clicks, log_lines, make_window

LEFT = Qt.MouseButton.LeftButton
HIDDEN_STACK = {"de-9ss": "1009", "su-tk": "1010", "su-rif": "1010"}


def test_the_odds_before_a_declaration_count_only_what_the_attacker_sees(qtbot: QtBot, tmp_path: Path) -> None:
    game = combat_game(HIDDEN_STACK)
    window = make_window(qtbot, game, tmp_path)
    (top,) = window.layers.units_at("1010")
    hidden = next(u for u in ("su-tk", "su-rif") if u != top)
    click_hex(qtbot, window, "1010")
    click_hex(qtbot, window, "1009")
    text = window.combat.odds_text()
    assert window.names.unit(top) in text and window.names.unit(hidden) not in text
    assert "1 unknown unit (hidden until declared, 6.3)" in text
    seen = game.as_seen_by(Side.GERMAN).odds(["de-9ss"], "1010")
    assert text.splitlines()[0].startswith(f"Column {seen.final_label} at best")
    assert f"Defence total\nat least {seen.defence_total}" in text
    assert window.combat.clear_button.isEnabled()
    qtbot.mouseClick(window.combat.declare_button, LEFT)
    text = window.combat.odds_text()  # the stack is revealed now: every defender counts
    assert window.names.unit(hidden) in text and "unknown" not in text and "at best" not in text
    assert not window.combat.clear_button.isEnabled()  # the declaration that revealed the stack stands


def test_each_side_s_log_names_only_its_own_placements(qtbot: QtBot, tmp_path: Path) -> None:
    game = Game.new(scenario("default"), seed=1944)
    window = make_window(qtbot, game, tmp_path)
    placed = [e for e in game.start_events if isinstance(e, UnitPlaced)]
    specs = game.board.specs
    soviet = [e for e in placed if specs[e.unit_id].side is Side.SOVIET]
    german = [e for e in placed if specs[e.unit_id].side is Side.GERMAN]
    assert soviet and german and window.session.viewer is Side.SOVIET
    lines = log_lines(window)
    for own in soviet:
        assert f"{window.names.unit(own.unit_id)} placed in {own.hex} (" in " | ".join(lines)
    enemy_lines = [line for line in lines if line.startswith("an enemy unit placed in ")]
    assert len(enemy_lines) == len(german)
    assert not any(window.names.unit(e.unit_id) in line for e in german for line in lines if " placed in " in line)
    window.session.apply(SET_UP_SPREAD)
    while game.side_to_act() is not Side.GERMAN:
        window.end_phase()
    lines = log_lines(window)
    assert len([line for line in lines if line.startswith("an enemy unit placed in ")]) == len(soviet)


def _roll_after_reopening(window: MainWindow, path: Path, attack: Command) -> int:
    assert window.actions_.open(path)
    game = window.session.game
    window.session.apply(attack)
    if game.side_to_act() is Side.GERMAN:
        window.session.apply(DefenceSupport())
    window.session.apply(ResolveCombat())
    rolled = [e for step in game.steps[-2:] for e in step.events if isinstance(e, DiceRolled)]
    return rolled[0].dice[0]


def test_reopening_a_save_never_tells_the_next_roll(qtbot: QtBot, tmp_path: Path) -> None:
    game = Game.new(scenario("default"), seed=1944)
    window = make_window(qtbot, game, tmp_path)
    window.session.apply(SET_UP_SPREAD)
    window.end_phase()
    assert game.state.segment is Segment.COMBAT
    attack = attacks(game)[0]
    path = tmp_path / "before-the-attack.json"
    window.session.save(path)
    assert "1944" not in json.dumps(json.loads(path.read_text())["steps"])
    rolls = [_roll_after_reopening(window, path, attack) for _ in range(10)]
    assert len(set(rolls)) > 1, rolls  # ten equal rolls from fresh dice: one chance in ten million


def test_a_new_game_has_fresh_dice_unless_a_seed_is_asked_for(qtbot: QtBot) -> None:
    dialog = NewGameDialog(DEFAULT_SCENARIO)
    qtbot.addWidget(dialog)
    assert dialog.choice().seed is None and not dialog.seed.isEnabled()
    dialog.seeded.setChecked(True)
    dialog.seed.setValue(77)
    assert dialog.choice().seed == 77
    assert isinstance(dialog.findChild(QDialogButtonBox), QDialogButtonBox)


def test_end_phase_asks_while_stacks_could_still_move(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path, confirm=True)
    game = window.session.game
    window.session.apply(SET_UP_SPREAD)
    assert game.state.segment is Segment.MOVEMENT
    qtbot.mouseClick(window.phase_bar.end_button, LEFT)
    box = window.end_guard.box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "could still move. End this segment anyway?" in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), LEFT)
    assert game.state.segment is Segment.MOVEMENT
    qtbot.mouseClick(window.phase_bar.end_button, LEFT)
    box = window.end_guard.box
    assert box is not None
    box.checkBox().setChecked(True)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), LEFT)
    assert game.state.segment is Segment.COMBAT
    assert window.session.prefs.get(CONFIRM_END_PHASE) is False
    qtbot.mouseClick(window.phase_bar.end_button, LEFT)
    assert window.end_guard.box is None and game.state.phase is Phase.SOVIET_2


def test_a_soviet_attack_on_a_german_player_with_nothing_to_choose_raises_no_cover(
    qtbot: QtBot, tmp_path: Path
) -> None:
    game = combat_game({"su-9mech": "1009", "de-gar": "1010"}, phase=Phase.SOVIET_1, seed=seed_for(4))
    window = make_window(qtbot, game, tmp_path, hot_seat=True)
    declare_by_clicks(qtbot, window, "1010", "1009")
    assert game.steps[-1].command == DefenceSupport() and not window.handover.covering()
    qtbot.mouseClick(window.combat.resolve_button, LEFT)
    assert not window.handover.covering() and game.side_to_act() is Side.SOVIET
