"""The client's third pass (issue 32): warnings before consequences, a reason for every "no", and the small things
a player trips over, tried with real clicks and keys."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QLabel, QListWidget, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from panzer_qt.ai.players.computer import ComputerPlayer
from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.ai.players.reasons import TERMS
from panzer_qt.model.commands import DeclareAttack, DefenceSupport, EndPhase, Move, RemoveUnit
from panzer_qt.model.enums import CombatResult, Phase, Segment, Side
from panzer_qt.model.state import UnitStatus
from panzer_qt.rules.game import Game
from panzer_qt.rules.supply import BlockedLine
from panzer_qt.ui.play.main_window import MainWindow
from tests.conftest import ROOT
from tests.helpers.combat_kit import combat_game, seed_for
from tests.helpers.games import scenario
from tests.helpers.movement_kit import game_at
from tests.helpers.ui_kit import click_hex, hover_hex, log_lines, make_window, press_key

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier


def button_named(window: object, text: str) -> QPushButton:
    """The visible push button of the decisions panel whose text starts with ``text``."""
    found = [b for b in window.decisions.findChildren(QPushButton) if b.isVisible() and b.text().startswith(text)]  # type: ignore[attr-defined]
    assert len(found) == 1, [b.text() for b in window.decisions.findChildren(QPushButton)]  # type: ignore[attr-defined]
    return found[0]


def test_the_segment_ends_once_the_german_thins_the_over_stacked_hex(qtbot: QtBot, tmp_path: Path) -> None:
    """6.0: removal happens at the end of the segment the Soviet player ended; he is not asked again."""
    game = Game.new(scenario("default"), seed=1)
    window = make_window(qtbot, game, tmp_path, hot_seat=True)
    press_key(qtbot, window, Qt.Key.Key_E, CTRL)
    assert window.handover.covering() and game.side_to_act() is Side.GERMAN
    qtbot.mouseClick(window.handover, LEFT)
    qtbot.mouseClick(button_named(window, "4 G Tank"), LEFT)
    assert game.state.units["su-4gt"].status is UnitStatus.DEAD
    assert (game.state.phase, game.state.segment) == (Phase.SOVIET_1, Segment.COMBAT)
    assert [type(step.command) for step in game.steps[-2:]] == [RemoveUnit, EndPhase]


def test_undo_never_takes_back_the_other_sides_decision(qtbot: QtBot, tmp_path: Path) -> None:
    """The German answered a Soviet attack (he had CAS to choose from): Ctrl+Z in the Soviet turn leaves it."""
    units = {"su-9mech": "1009", "de-gar": "1010"}
    game = combat_game(units, phase=Phase.SOVIET_1, cas={Side.GERMAN: 1}, seed=seed_for(4))
    window = make_window(qtbot, game, tmp_path)
    window.session.apply(DeclareAttack(attacker_ids=["su-9mech"], defender_hex="1010"))
    assert game.side_to_act() is Side.GERMAN
    window.session.apply(DefenceSupport())
    assert game.side_to_act() is Side.SOVIET and game.can_undo()
    assert not game.can_undo(Side.SOVIET) and game.can_undo(Side.GERMAN)
    assert not window.actions_.undo.isEnabled()
    steps = len(game.steps)
    press_key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert len(game.steps) == steps and game.steps[-1].command == DefenceSupport()


def test_over_stacked_hexes_are_marked_and_listed_first_in_the_end_phase_question(qtbot: QtBot, tmp_path: Path) -> None:
    """The Soviet set-up leaves 0906 one step over the limit (6.2): marked, told on hover, and named first."""
    game = Game.new(scenario("default"), seed=1)
    window = make_window(qtbot, game, tmp_path, confirm=True)
    warning = "0906 is over the limit: the German player will remove units (6.0)"
    assert window.canvas.highlighted("over_stacked") == {"0906"}
    hover_hex(window, "0906")
    assert warning in window.statusBar().currentMessage()
    press_key(qtbot, window, Qt.Key.Key_E, CTRL)
    box = window.end_guard.box
    assert isinstance(box, QMessageBox) and box.isVisible()
    lines = box.text().split("\n")
    assert lines[0] == f"{warning}." and lines[-1].endswith("End this segment anyway?")
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), LEFT)
    assert not game.state.pending and game.state.segment is Segment.MOVEMENT
    window.session.apply(Move(unit_ids=["su-4gt"], path=["1006"]))
    assert window.canvas.highlighted("over_stacked") == set()


def visible_texts(window: MainWindow) -> list[str]:
    """Every text a player can read in the window now: labels, buttons, boxes, lists, the status bar, the title."""
    texts = [window.windowTitle(), window.statusBar().currentMessage()]
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        if isinstance(widget, QListWidget):
            texts += [widget.item(i).text() for i in range(widget.count())]
        texts.append(widget.toolTip())
    return [t for t in texts if t]


def test_no_internal_id_in_any_text_over_a_whole_scripted_turn(qtbot: QtBot, tmp_path: Path) -> None:
    """A turn of random legal play, each moved stack clicked again ("... has already moved"): no unit id is shown."""
    game = Game.new(scenario("default"), seed=3)
    window = make_window(qtbot, game, tmp_path)
    ids = re.compile("|".join(re.escape(u) for u in sorted(game.board.specs, key=len, reverse=True)))
    policy = RandomPolicy(7)
    seen, moved_notes = 0, 0
    while game.state.turn == 1 and not game.state.game_over:
        command = policy.choose(game)
        if window.session.apply(command) is None:
            policy.refused(command)
            continue
        if isinstance(command, Move):
            click_hex(qtbot, window, command.path[-1])  # selects the moved stack: the note says why it cannot move
            moved_notes += "has already moved this phase (12.0)" in window.selection_note.text()
        texts = visible_texts(window) + log_lines(window)[-5:]
        shown = [t for t in texts if ids.search(t)]
        assert shown == [], shown
        seen += len(texts)
    assert game.state.turn == 2 and seen > 1000 and moved_notes > 5


def test_the_advance_starts_with_a_legal_choice_and_says_no_in_the_panel(qtbot: QtBot, tmp_path: Path) -> None:
    """8 + 4 German steps cannot both enter 1010 (nine at most, 6.2): the strongest is ticked, and ticking the other
    too is refused under the question itself."""
    units = {"de-9ss": ("1009", 8), "de-16pz": ("1011", 4), "su-rif": ("1010", 1)}
    game = combat_game(units, seed=seed_for(1))
    window = make_window(qtbot, game, tmp_path)
    window.session.apply(DeclareAttack(attacker_ids=["de-9ss", "de-16pz"], defender_hex="1010"))
    qtbot.mouseClick(window.combat.resolve_button, LEFT)
    assert [d.kind for d in game.state.pending] == ["advance"]
    boxes = {str(b.property("unit_id")): b for b in window.decisions.findChildren(QCheckBox) if b.isVisible()}
    assert {u: b.isChecked() for u, b in boxes.items()} == {"de-9ss": True, "de-16pz": False}
    boxes["de-16pz"].click()
    qtbot.mouseClick(button_named(window, "Advance"), LEFT)
    refusal = window.decisions.refusal
    assert refusal.isVisible() and refusal.text() == "Not allowed: those units would over-stack 1010 (6.0)"
    boxes["de-16pz"].click()
    qtbot.mouseClick(button_named(window, "Advance"), LEFT)
    assert game.state.units["de-9ss"].hex == "1010" and game.state.units["de-16pz"].hex == "1011"
    assert not refusal.isVisible()


def luminance(colour: QColor) -> float:
    """WCAG relative luminance."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("scale", [1, 2])
def test_the_hand_over_cover_is_readable(qtbot: QtBot, tmp_path: Path, language: str, scale: int) -> None:
    """The instruction line under a combat result, measured on the rendered pixels at 100% and 200%: WCAG AA."""
    window = make_window(qtbot, Game.new(scenario("default"), seed=1), tmp_path, hot_seat=True)
    window.hand_over(Side.GERMAN, "Combat at 1010: column 3:1, die 4 -> DR")
    cover = window.handover
    image = QImage(cover.size() * scale, QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(scale)
    cover.render(image)
    background = image.pixelColor(2, 2)
    middle = (cover.height() // 2 + 40) * scale
    band = range(middle - 30 * scale, middle + 30 * scale)
    ink = max(
        (image.pixelColor(x, y) for y in band for x in range(0, image.width(), 2)),
        key=lambda c: contrast(c, background),
    )
    assert contrast(ink, background) >= 4.5, (language, ink.name(), background.name())


def test_the_hover_text_and_the_dice_fit_beside_what_shares_their_row(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    """1024 pixels wide: the hover text ends before the rule links, the dice are shown whole or shortened, never cut."""
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() == 1024)
    hover_hex(window, "0906")
    bar, links = window.statusBar(), window.rule_links
    message = bar.currentMessage()
    assert links.isVisible() and message
    qtbot.waitUntil(lambda: links.geometry().left() > 0)
    assert bar.fontMetrics().horizontalAdvance(message) < links.geometry().left()
    dice = window.phase_bar.dice_label
    assert dice.shown() in dice.texts[:2]  # with what they were rolled for, or the rule
    assert dice.fontMetrics().horizontalAdvance(dice.shown()) <= dice.contentsRect().width()


def test_the_map_tells_more_the_overview_shows_stacks_and_the_vp_panel_each_town(qtbot: QtBot, tmp_path: Path) -> None:
    game = Game.new(scenario("default"), seed=1)
    window = make_window(qtbot, game, tmp_path)
    answers, specs = window.session.answers, game.board.specs
    overview = window.overview
    assert overview.stacks == {hid: specs[ids[0]].side for hid, ids in answers.visible.items()}
    assert Side.GERMAN in overview.stacks.values() and Side.SOVIET in overview.stacks.values()
    hidden = {u for ids in answers.stacks.values() for u in ids} - {u for ids in answers.visible.values() for u in ids}
    assert hidden and not any(game.state.units[u].hex in overview.stacks and game.state.units[u].hex not in
                              answers.visible for u in hidden)  # fmt: skip
    image = overview.grab().toImage()
    scale, bounds, origin = overview._scale(), overview._bounds(), overview._origin()
    centre = origin + (window.canvas.geo.centre("0906") - bounds.topLeft()) * scale
    dot = image.pixelColor(round(centre.x() * image.devicePixelRatio()), round(centre.y() * image.devicePixelRatio()))
    assert dot.red() > 150 and dot.green() < 90, dot.name()  # the Soviet stack in 0906, red
    towns = window.vp_panel.towns
    rows = {towns.item(r, 0).text(): [towns.item(r, c).text() for c in (1, 2, 3)] for r in range(towns.rowCount())}
    assert len(rows) == len(game.board.towns)
    assert rows["Ternopol (0805)"] == [str(game.board.town_vp["0805"]), "German", "the start"]


def test_the_guide_names_the_keys_the_window_has(qtbot: QtBot, tmp_path: Path) -> None:
    """The user guide's End Phase and Suggest rows name the keys of those actions, and no single key ends a phase
    (Space pans the map)."""
    window = make_window(qtbot, Game.new(scenario("default"), seed=1), tmp_path)
    guide = (ROOT / "panzer_qt/ui/help/guides/user-guide.md").read_text()
    rows = {line.split("|")[1].strip(): line for line in guide.splitlines() if line.startswith("| ")}
    keys = {name: window.actions_.set[name].shortcut().toString() for name in ("end_phase", "suggest")}
    assert keys == {"end_phase": "Ctrl+E", "suggest": "H"}
    assert "`Ctrl+E`" in rows["End Phase"] and "or `Space`" not in rows["End Phase"]
    assert rows["suggest a move"].startswith("| suggest a move | `H`:") and "`Enter` plays it" in rows["suggest a move"]


def test_hovering_a_destination_previews_the_town_taken_and_the_unit_cut_off(qtbot: QtBot, tmp_path: Path) -> None:
    """The combat map's one German C&C source is 0120: a Soviet ZOC over it cuts de-208 off (9.2); Stadt (0808) is a
    German town one move from 9 Mech (4.1)."""
    units = {"su-9mech": "0707", "su-tk": "0418", "de-208": "0115"}
    game = combat_game(units, phase=Phase.SOVIET_1, segment=Segment.MOVEMENT)
    window = make_window(qtbot, game, tmp_path)
    tip = window.canvas.viewport().toolTip
    click_hex(qtbot, window, "0707")
    hover_hex(window, "0808")
    assert "Stadt (0808) passes to the Soviet side: +1 Soviet VP (4.1)" in tip()
    assert "Enemy cut off" not in tip()
    click_hex(qtbot, window, "0418")
    hover_hex(window, "0219")
    assert f"Enemy cut off: {window.names.unit('de-208')} (8.0, 9.2)" in tip()
    assert "The move ends here: enemy zone of control (7.2)" not in tip()
    hover_hex(window, "0417")
    assert "Enemy cut off" not in tip() and game.state.units["su-tk"].hex == "0418"  # nothing was moved


def test_suggest_proposes_a_legal_move_with_its_reason_and_enter_plays_it(qtbot: QtBot, tmp_path: Path) -> None:
    """H: the quick computer player proposes the Soviet turn-1 move, drawn on the map with its own reason for it (the
    one ``choose_with_reason`` gives: the move, the evaluation's deciding terms in VP); Enter plays exactly that move;
    asked again, Esc lets the next one go."""
    game = Game.new(scenario("default"), seed=1944)
    window = make_window(qtbot, game, tmp_path)
    window.computer.levels = {}
    window.suggestions.suggester.level = lambda: 1
    press_key(qtbot, window, Qt.Key.Key_H)
    suggester = window.suggestions.suggester
    qtbot.waitUntil(lambda: suggester.suggestion is not None, timeout=120_000)
    suggestion = suggester.suggestion
    assert suggestion is not None and isinstance(suggestion.command, Move)
    assert game.is_legal(suggestion.command)
    assert (
        window.canvas.highlighted("suggested") == set(suggestion.hexes)
        and suggestion.command.path[-1] in suggestion.hexes
    )
    panel = window.suggest_panel
    assert panel.isVisible() and panel.label.text() == suggestion.reason
    command, why = ComputerPlayer(1).choose_with_reason(game.copy())
    assert command == suggestion.command and suggestion.why == why and why.terms
    moved = f"Moves {window.names.unit(command.unit_ids[0])} to {command.path[-1]}: "
    assert suggestion.reason.startswith(moved)
    deciding = ", ".join(f"{TERMS[term]} {vp:+.1f} VP" for term, vp in why.terms)
    assert why.soviet_vp is not None
    before, after = why.soviet_vp
    expected = f" (VP for your side). Expected Soviet VP {before:.1f} -> {after:.1f}."
    assert suggestion.reason == moved + deciding + expected
    steps = len(game.steps)
    press_key(qtbot, window, Qt.Key.Key_Return)
    assert len(game.steps) == steps + 1 and game.steps[-1].command == suggestion.command
    assert suggester.suggestion is None and not panel.isVisible() and window.canvas.highlighted("suggested") == set()
    press_key(qtbot, window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: suggester.suggestion is not None, timeout=120_000)
    press_key(qtbot, window, Qt.Key.Key_Escape)
    assert suggester.suggestion is None and not panel.isVisible() and window.canvas.highlighted("suggested") == set()
    assert len(game.steps) == steps + 1


def test_a_declared_attack_on_a_town_tells_the_vp_at_stake_on_each_result(qtbot: QtBot, tmp_path: Path) -> None:
    units = {"su-9mech": "0807", "de-bn": "0808"}
    game = combat_game(units, phase=Phase.SOVIET_1, seed=seed_for(4))
    window = make_window(qtbot, game, tmp_path)
    odds = game.odds(["su-9mech"], "0808")
    window.session.apply(DeclareAttack(attacker_ids=["su-9mech"], defender_hex="0808"))
    hover_hex(window, "0808")
    tip = window.canvas.viewport().toolTip()
    assert "Soviet VP at stake in Stadt (0808), if the attacker advances (13.9, 13.10): " in tip
    chances = {odds.automatic: 1.0} if odds.automatic is not None else odds.probabilities
    for result, chance in chances.items():
        vp = 1 if result in (CombatResult.DR, CombatResult.DL1_DR) else 0
        assert f"{result.value} {chance:.0%}: {vp:+d} VP" in tip


def test_the_blocked_c_and_c_line_of_a_selected_division_is_drawn_and_told(qtbot: QtBot, tmp_path: Path) -> None:
    """The combat map's one C&C source is 0120: 4 Tank in 0219 holds it and 0119 in its ZOC, so 208 in 0115 is out of
    C&C (9.2); its line runs 0115-0120 and is blocked in 0119 and 0120."""
    game = combat_game({"su-tk": "0219", "de-208": "0115"}, phase=Phase.GERMAN_1, segment=Segment.MOVEMENT)
    assert game.blocked_line(Side.GERMAN, "0115") == BlockedLine(
        ("0115", "0116", "0117", "0118", "0119", "0120"), ("0119", "0120")
    )
    window = make_window(qtbot, game, tmp_path)
    assert window.canvas.highlighted("supply_blocked") == set()
    click_hex(qtbot, window, "0115")
    assert window.session.selection == ["de-208"]
    assert window.canvas.highlighted("supply_blocked") == {"0119", "0120"}
    assert window.canvas.highlighted("supply_needed") == {"0115", "0116", "0117", "0118", "0119", "0120"}
    assert window.selection_note.text().endswith(
        " Out of supply / C&C: its line to 0120 is blocked in 0119, 0120 (8.0, 9.2)."
    )
    window.session.select([])
    assert window.canvas.highlighted("supply_blocked") == set()


def test_the_kg_overlay_outlines_the_soviet_zoc_hex_that_negates_a_range(qtbot: QtBot, tmp_path: Path) -> None:
    game = game_at("kg", {"su-tank": "0804", "de-pz": "0103"}, kg={"kg-a": "0603"}, turn=3)
    window = make_window(qtbot, game, tmp_path)
    window.layers.set_overlay("kg", True)
    shapes = window.layers.overlay_items["kg"].shapes
    assert set(shapes.marked["kg_negator"]) == {"0704"}


def test_closing_the_window_stops_the_suggestion_it_is_thinking_about(qtbot: QtBot, tmp_path: Path) -> None:
    """A window closed (and deleted, as the windows one opens from another are) while the computer thinks about a
    suggestion: the thinking stops with it, instead of answering a window that is gone."""
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    window.computer.levels = {}
    press_key(qtbot, window, Qt.Key.Key_H)
    suggester = window.suggestions.suggester
    thread = suggester.worker
    assert thread is not None and thread.isRunning()
    assert window.close()
    assert suggester.worker is None and thread.isFinished() and suggester.suggestion is None
