"""Combat results a player cannot miss: the result card with the die, the column, the result and what followed,
the hand-over cover that shows it to the player who rolled, and the odds panel keeping the resolved odds."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from panzer_qt.model.enums import Phase, Side
from panzer_qt.model.events import OddsComputed
from panzer_qt.rules.combat.odds import breakdown
from tests.helpers.combat_kit import combat_game, seed_for
from tests.helpers.ui_kit import click_hex, declare_by_clicks, make_window

LEFT = Qt.MouseButton.LeftButton


def test_the_panel_keeps_the_odds_the_combat_was_resolved_at(qtbot: QtBot, tmp_path: Path) -> None:
    units = {"de-9ss": ("1009", 6), "su-rif": ("1010", 1), "su-rif2": ("1010", 1)}
    game = combat_game(units, seed=seed_for(1))
    window = make_window(qtbot, game, tmp_path)
    declare_by_clicks(qtbot, window, "1010", "1009")
    qtbot.mouseClick(window.combat.resolve_button, LEFT)
    (logged,) = [e.breakdown for e in game.steps[-1].events if isinstance(e, OddsComputed)]
    click_hex(qtbot, window, "1010")  # the first rifle corps takes the loss and is gone
    combat = game.state.combat
    assert combat is not None and breakdown(game.board, game.state, combat).final_label != logged.final_label
    text = window.combat.odds_text()
    assert f"Final column\n{logged.final_label}" in text and text.splitlines()[0].startswith(
        f"Column {logged.final_label}"
    )
    assert [d.kind for d in game.state.pending] == ["retreat"]
    click_hex(qtbot, window, window.decisions.retreat_hexes[0])
    assert [d.kind for d in game.state.pending] == ["advance"]
    window.decisions.advance()
    assert game.state.combat is None
    text = window.combat.odds_text()
    assert text.startswith("Last combat, at 1010, resolved at:") and f"Final column\n{logged.final_label}" in text


def test_the_result_card_tells_the_die_the_column_the_result_and_what_followed(qtbot: QtBot, tmp_path: Path) -> None:
    units = {"de-9ss": ("1009", 6), "su-rif": ("1010", 1), "su-rif2": ("1010", 1)}
    game = combat_game(units, seed=seed_for(1))
    window = make_window(qtbot, game, tmp_path)
    card = window.result_card
    assert not card.isVisible()
    declare_by_clicks(qtbot, window, "1010", "1009")
    qtbot.mouseClick(window.combat.resolve_button, LEFT)
    (logged,) = [e.breakdown for e in game.steps[-1].events if isinstance(e, OddsComputed)]
    assert card.isVisible() and card.report is not None
    assert card.title.text().count("DL1+DR at 1010: the defender loses a step and retreats") == 1
    assert f"Column {logged.final_label}, {logged.attack_total} against {logged.defence_total}, die 1" in (
        card.report.plain()
    )
    canvas = window.canvas.geometry()
    assert canvas.contains(card.geometry().topLeft()) and card.geometry().top() < canvas.top() + 40
    click_hex(qtbot, window, "1010")
    lost = card.report.lines[-1]
    assert lost.endswith("loses a step (0 left) (13.9)") or "eliminated" in lost
    qtbot.mouseClick(card.close_button, LEFT)
    assert not card.isVisible()


def test_the_attacker_reads_his_result_on_the_cover_before_handing_over(qtbot: QtBot, tmp_path: Path) -> None:
    units = {"su-9mech": "1009", "su-tk": "1009", "de-371": ("1010", 1), "de-509": ("1010", 1)}
    game = combat_game(units, phase=Phase.SOVIET_1, seed=seed_for(2), cas={Side.GERMAN: 1})
    window = make_window(qtbot, game, tmp_path, hot_seat=True)
    declare_by_clicks(qtbot, window, "1010", "1009")
    qtbot.mouseClick(window.handover, LEFT)
    qtbot.mouseClick(window.combat.defend_button, LEFT)
    qtbot.mouseClick(window.handover, LEFT)
    qtbot.mouseClick(window.combat.resolve_button, LEFT)
    report = window.result_card.report
    assert report is not None and report.headline == "DL1 at 1010: the defender loses a step"
    assert game.side_to_act() is Side.GERMAN  # which of two divisions loses the step: a real choice
    assert window.handover.covering() and window.handover.result == report.plain()
    assert report.roll.startswith("Column 3:1, ") and report.roll.endswith(", die 2")
