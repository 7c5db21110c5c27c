"""Combat through the window: target and attackers by clicks, the live odds panel, declare and resolve
with the seeded die, losses, retreats and advances answered on the map, defensive support, probes."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from panzer_qt.model.commands import ChooseRetreat, DeclareAttack, DefenceSupport
from panzer_qt.model.enums import CombatResult, Phase, Side
from panzer_qt.model.events import CombatResolved, DefenceSupported, DiceRolled, RetreatBlocked, StepLost
from panzer_qt.model.state import UnitStatus
from panzer_qt.rules.combat.retreat import retreat_hexes
from panzer_qt.rules.game import Game
from panzer_qt.rules.legal import probes
from panzer_qt.ui.play.main_window import MainWindow
from tests.helpers.combat_kit import combat_game, seed_for
from tests.helpers.games import scenario
from tests.helpers.ui_kit import click_hex, declare_by_clicks, make_window

EXAMPLE_STACK = {"de-16pz": "2218", "de-371": "2218", "de-509": "2218"}
LEFT = Qt.MouseButton.LeftButton


def buttons(window: MainWindow, text: str) -> list[QPushButton]:
    """Visible buttons of the decision panel with this text."""
    return [b for b in window.decisions.findChildren(QPushButton) if b.text() == text and b.isVisible()]


def test_odds_panel_shows_the_worked_example(qtbot: QtBot, tmp_path: Path) -> None:
    game = combat_game({**EXAMPLE_STACK, "su-9mech": "2119"}, kg={"kg-a": "2219"}, cas={Side.GERMAN: 3})
    window = make_window(qtbot, game, tmp_path)
    panel = window.combat
    assert panel.isVisible()
    click_hex(qtbot, window, "2119")
    click_hex(qtbot, window, "2218")
    assert sorted(panel.attackers) == sorted(EXAMPLE_STACK)
    assert window.canvas.highlighted("target") == {"2119"}
    assert window.canvas.highlighted("attackers") == {"2218"}
    panel.attack_support.cas.setValue(1)
    panel.attack_support.kg.setCurrentIndex(panel.attack_support.kg.findData("kg-a"))
    odds = game.odds(list(EXAMPLE_STACK), "2119", cas=1, kg="kg-a")
    text = panel.odds_text()
    assert odds.final_label == "2:1"
    assert f"Final column\n{odds.final_label}" in text
    assert f"Raw odds (13.8)\n{odds.raw_label}" in text
    assert f"Attack total\n{odds.attack_total}" in text and f"Defence total\n{odds.defence_total}" in text
    for shift in odds.shifts:
        assert f"({shift.rule})" in text
    for factor in odds.attack:
        assert factor.label in text
    assert panel.declare_button.isEnabled()
    click_hex(qtbot, window, "2218")
    assert panel.attackers == [] and not panel.declare_button.isEnabled()


def test_declare_resolve_then_loss_retreat_and_advance_on_the_map(qtbot: QtBot, tmp_path: Path) -> None:
    units = {"de-9ss": ("1009", 6), "su-rif": ("1010", 1), "su-rif2": ("1010", 1)}
    game = combat_game(units, seed=seed_for(1))
    window = make_window(qtbot, game, tmp_path)
    declare_by_clicks(qtbot, window, "1010", "1009")
    assert game.state.combat is not None and window.combat.resolve_button.isEnabled()
    qtbot.mouseClick(window.combat.resolve_button, LEFT)
    resolved = next(e for e in game.steps[-1].events if isinstance(e, CombatResolved))
    assert (resolved.roll, resolved.result) == (1, CombatResult.DL1_DR)
    (roll,) = [e for e in game.steps[-1].events if isinstance(e, DiceRolled)]
    assert window.phase_bar.dice_label.text() == f"Dice: 1 ({roll.purpose})"
    assert window.decisions.isVisible()
    chosen = next(u for u in window.layers.units_at("1010") if u in ("su-rif", "su-rif2"))
    click_hex(qtbot, window, "1010")
    assert [e.unit_id for e in game.steps[-1].events if isinstance(e, StepLost)] == [chosen]
    survivor = "su-rif2" if chosen == "su-rif" else "su-rif"
    expected = retreat_hexes(game, survivor)
    assert expected and window.canvas.highlighted("retreat") == set(expected)
    assert not buttons(window, "Stay and lose a step")
    click_hex(qtbot, window, expected[-1])
    assert game.state.units[survivor].hex == expected[-1]
    assert window.canvas.highlighted("advance") == {"1010"}
    click_hex(qtbot, window, "1010")
    assert game.state.units["de-9ss"].hex == "1010"
    assert game.state.combat is None and not window.decisions.isVisible()


def test_german_defence_support_then_a_blocked_retreat_answered_without_a_choice(qtbot: QtBot, tmp_path: Path) -> None:
    game = combat_game(
        {"su-9mech": "1009", "de-gar": "1010"}, phase=Phase.SOVIET_1, seed=seed_for(4), cas={Side.GERMAN: 2}
    )
    window = make_window(qtbot, game, tmp_path)
    declare_by_clicks(qtbot, window, "1010", "1009")
    panel = window.combat
    assert panel.defence_box.isVisible() and not panel.resolve_button.isEnabled()
    assert panel.defence_support.cas.maximum() == 2
    qtbot.mouseClick(panel.defend_button, LEFT)
    assert any(isinstance(e, DefenceSupported) for e in game.steps[-1].events)
    qtbot.mouseClick(panel.resolve_button, LEFT)
    resolved = next(e for e in game.steps[-2].events if isinstance(e, CombatResolved))
    assert resolved.result is CombatResult.DR
    assert game.steps[-1].command == ChooseRetreat(unit_id="de-gar", hex=None)  # nowhere to go: no choice to make
    assert any(isinstance(e, RetreatBlocked) for e in game.steps[-1].events)
    assert game.state.units["de-gar"].status is UnitStatus.DEAD
    assert not buttons(window, "Stay and lose a step")
    assert [d.kind for d in game.state.pending] == ["advance"]  # the attacker's own choice, his seat still


def test_a_blocked_retreat_the_player_answers_himself(qtbot: QtBot, tmp_path: Path) -> None:
    game = combat_game({"su-9mech": "1009", "de-gar": "1010"}, phase=Phase.SOVIET_1, seed=seed_for(4))
    window = make_window(qtbot, game, tmp_path)
    window.session.answer_forced = False
    game.apply(DeclareAttack(attacker_ids=["su-9mech"], defender_hex="1010"))
    window.session.apply(DefenceSupport())
    qtbot.mouseClick(window.combat.resolve_button, LEFT)
    assert retreat_hexes(game, "de-gar") == [] and window.canvas.highlighted("retreat") == set()
    (stay,) = buttons(window, "Stay and lose a step")
    qtbot.mouseClick(stay, LEFT)
    assert game.state.units["de-gar"].status is UnitStatus.DEAD


def test_refused_declaration_is_explained_not_raised(qtbot: QtBot, tmp_path: Path) -> None:
    game = combat_game({"de-9ss": "1009", "su-tk": "1212"})
    window = make_window(qtbot, game, tmp_path)
    click_hex(qtbot, window, "1212")
    click_hex(qtbot, window, "1009")
    assert "(13." in window.combat.odds_text() and not window.combat.declare_button.isEnabled()


def test_probe_into_an_empty_hex_next_to_the_enemy(qtbot: QtBot, tmp_path: Path) -> None:
    game = combat_game({"de-9ss": "1009", "su-tk": "1011"})
    window = make_window(qtbot, game, tmp_path)
    legal = [p for p in probes(game) if p.unit_ids == ("de-9ss",)]
    target = legal[0].hex
    click_hex(qtbot, window, "1009")
    click_hex(qtbot, window, target)
    assert window.canvas.highlighted("probe") == {target}
    assert window.combat.probe_button.isEnabled()
    qtbot.mouseClick(window.combat.probe_button, LEFT)
    assert game.steps and game.steps[-1].command.type == "probe"


def test_over_stack_removal_chosen_by_the_opponent(qtbot: QtBot, tmp_path: Path) -> None:
    game = Game.new(scenario("tiny"), seed=4)
    game.state.update_unit("su-gm", hex="0503")  # two artillery steps: over the Soviet limit (6.2)
    window = make_window(qtbot, game, tmp_path)
    qtbot.mouseClick(window.phase_bar.end_button, LEFT)
    (decision,) = game.state.pending
    assert window.decisions.prompt.text().startswith("German player: 0503 is over-stacked")
    assert not window.phase_bar.end_button.isEnabled()
    names = {f"{window.names.unit(u)}: 1 of 1 steps": u for u in decision.candidates}  # type: ignore[union-attr]
    assert sorted(b.text() for b in window.decisions.findChildren(QPushButton) if b.isVisible()) == sorted(names)
    qtbot.mouseClick(buttons(window, f"{window.names.unit('su-art')}: 1 of 1 steps")[0], LEFT)
    assert game.state.units["su-art"].status is UnitStatus.DEAD and not game.state.pending
    assert not window.decisions.isVisible()


def test_more_cas_added_after_the_declaration_shows_in_the_odds(qtbot: QtBot, tmp_path: Path) -> None:
    game = combat_game({**EXAMPLE_STACK, "su-9mech": "2119"}, cas={Side.GERMAN: 3})
    window = make_window(qtbot, game, tmp_path)
    panel = window.combat
    click_hex(qtbot, window, "2119")
    click_hex(qtbot, window, "2218")
    qtbot.mouseClick(panel.declare_button, LEFT)
    assert panel.more_cas_box.isVisible() and panel.more_cas.maximum() == 3
    panel.more_cas.setValue(2)
    qtbot.mouseClick(panel.add_cas_button, LEFT)
    combat = window.session.game.state.combat
    assert combat is not None and combat.cas == 2
    assert window.session.game.state.cas[Side.GERMAN] == 1
    assert "CAS (13.3)\n2" in panel.odds_text()
    assert "German CAS for the combat at 2119: +2, 2 in all (13.3)" in window.log.item(window.log.count() - 1).text()


def test_the_odds_stay_where_the_player_scrolled_them_while_they_read_the_same(qtbot: QtBot, tmp_path: Path) -> None:
    game = combat_game({**EXAMPLE_STACK, "su-9mech": "2119"}, kg={"kg-a": "2219"}, cas={Side.GERMAN: 3})
    window = make_window(qtbot, game, tmp_path)
    click_hex(qtbot, window, "2119")
    click_hex(qtbot, window, "2218")
    view = window.combat.odds_view
    view.setFixedHeight(160)
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum())
    shown = window.combat.odds_text()
    window.combat.refresh()  # as after any command that leaves the choice and its odds as they were
    assert window.combat.odds_text() == shown and bar.value() == bar.maximum() > 0
    click_hex(qtbot, window, "2218")  # the attackers taken away again: the odds go
    assert window.combat.odds_text() != shown and bar.value() == 0
