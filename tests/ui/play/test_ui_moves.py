"""What the map says about a move before and when it is made: a hex the stack would over-stack (R52), a hex only
a good river roll reaches (12.3, R43), the worst case of a crossing labelled as such."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from panzer_qt.model.commands import EndPhase
from panzer_qt.model.enums import Side
from panzer_qt.model.state import OverstackDecision
from panzer_qt.ui.map.overlays import OVERSTACK_WARNING, STOP_TEXT
from panzer_qt.ui.play.main_window import MainWindow
from tests.helpers.movement_kit import game_at
from tests.helpers.ui_kit import click_hex, hover_hex, make_window
from tests.rules.test_movement_truth import RIFLE, lone_rifle_corps


def hover(window: MainWindow, hid: str) -> list[str]:
    """The path preview's labels with the mouse over ``hid``."""
    hover_hex(window, hid)
    return [label.text for label in window.layers.path_item.shapes.labels]


def range_labels(window: MainWindow) -> dict[str, str]:
    """The MP label the movement overlay prints in each hex, by the hex under it."""
    canvas, shapes = window.canvas, window.layers.overlay_items["movement"].shapes
    return {canvas.hex_at(canvas.mapFromScene(label.box.center())): label.text for label in shapes.labels}


def test_a_move_that_over_stacks_is_marked_before_and_warned_when_made(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, game_at("movement", {"de-big": "0303", "de-pz": "0403"}), tmp_path)
    click_hex(qtbot, window, "0303")
    assert window.session.selection == ["de-big"]
    marked = window.layers.overlay_items["movement"].shapes.marked
    assert marked["overstack"] == {"0403"}
    reach = window.session.reach()
    assert reach is not None
    labels = range_labels(window)
    assert labels["0403"] == f"{reach.cost('0403')}!" and labels["0503"] == str(reach.cost("0503"))
    assert hover(window, "0403")[1] == OVERSTACK_WARNING
    assert len(hover(window, "0503")) == 1
    click_hex(qtbot, window, "0403", Qt.KeyboardModifier.ControlModifier)
    assert window.session.game.state.units["de-big"].hex == "0403"
    assert window.statusBar().currentMessage() == f"Warning: 0403 is {OVERSTACK_WARNING}"
    window.session.apply(EndPhase())
    game = window.session.game
    decision = game.state.pending[0]
    assert isinstance(decision, OverstackDecision) and len(decision.candidates) == 2
    shown = sorted(b.text() for b in window.decisions.findChildren(QPushButton) if b.isVisible())
    units, specs = game.state.units, game.board.specs
    assert shown == sorted(
        f"{window.names.unit(u)}: {units[u].steps} of {specs[u].max_steps} steps" for u in decision.candidates
    )


def test_a_move_within_the_limit_gives_no_warning(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, game_at("movement", {"de-big": "0303", "de-pz": "0403"}), tmp_path)
    click_hex(qtbot, window, "0303")
    click_hex(qtbot, window, "0503")
    assert window.session.game.state.units["de-big"].hex == "0503"
    assert "Warning" not in window.statusBar().currentMessage()


def test_a_hex_only_a_good_roll_reaches_is_marked_and_may_be_targeted(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, lone_rifle_corps("1321"), tmp_path)
    click_hex(qtbot, window, "1321")
    reach = window.session.reach()
    assert reach is not None and reach.needs_luck("1520")
    marked = window.layers.overlay_items["movement"].shapes.marked
    assert marked["lucky"] == {h for h in reach if reach.needs_luck(h)} and "1420" not in marked["lucky"]
    assert hover(window, "1520") == ["only with a good river roll: 3 MP at best (12.3, R43)"]
    sure = next(h for h in sorted(reach) if reach.uncertain(h) and not reach.needs_luck(h))
    left = reach.mp_allowance - reach.cost(sure)
    assert hover(window, sure) == [f"{left} MP left at worst: a river roll may cost less (12.3)"]
    click_hex(qtbot, window, "1520")
    moved = window.session.game.state.units[RIFLE].hex
    assert moved != "1321" and moved in ["1420", "1520"]


TINY = {"de-pz": "0302", "de-tiger": "0302", "de-inf": "0203", "su-rif": "0503", "su-art": "0503", "su-tk": "0405"}


def test_a_hex_the_stack_cannot_reach_says_why(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, game_at("tiny", TINY), tmp_path)
    reasons = {
        "0503": "0503 holds enemy units (6.0)",
        "0504": "the move ends in 0403, which is in an enemy zone of control (7.2)",
        "0605": "it lies beyond the stack's reach this phase (12.2)",
    }
    for hid, reason in reasons.items():
        click_hex(qtbot, window, "0203")
        assert window.session.selection == ["de-inf"]
        click_hex(qtbot, window, hid)
        assert window.statusBar().currentMessage() == f"Cannot move to {hid}: {reason}"
    assert window.session.game.state.units["de-inf"].hex == "0203"
    click_hex(qtbot, window, "0203")
    click_hex(qtbot, window, "0302")
    assert window.session.selection == ["de-pz"]


def test_a_hex_where_the_move_must_stop_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, game_at("tiny", TINY), tmp_path)
    click_hex(qtbot, window, "0203")
    reach = window.session.reach()
    zoc = window.session.answers.facts.zoc[Side.SOVIET]
    assert reach is not None and "0403" in reach and "0403" in zoc
    assert hover(window, "0403") == [STOP_TEXT]
    free = next(h for h in sorted(reach) if h not in zoc and not reach.uncertain(h))
    assert hover(window, free) == [f"{reach.mp_allowance - reach.cost(free)} MP left"]
