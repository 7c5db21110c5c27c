"""Moves and results animated: a counter slides along the path taken, a hex that lost a step flashes, briefly
at the normal speed and not at all when animation is off; nothing hidden by fog moves on screen."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QVariantAnimation
from pytestqt.qtbot import QtBot

from panzer_qt.model.events import Retreated, StepLost, UnitEliminated, UnitMoved
from panzer_qt.rules.game import Game
from panzer_qt.ui.map.animation import MOVE_MS_MAX, Flash, Ghost, Slide, motions
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.settings import ANIMATION
from tests.helpers.combat_kit import combat_game, seed_for
from tests.helpers.games import scenario
from tests.helpers.ui_kit import click_hex, declare_by_clicks, make_window

LEFT = Qt.MouseButton.LeftButton
UNIT, START = "su-11gt", "1216"


def _moved(unit_ids: list[str], a: str, b: str) -> UnitMoved:
    return UnitMoved(unit_ids=unit_ids, from_hex=a, to_hex=b, mp=1, mp_left=5, rule="12.0")


def test_a_stack_s_steps_make_one_slide_and_hidden_units_none() -> None:
    events = [
        _moved(["a", "b"], "0101", "0102"),
        _moved(["a", "b"], "0102", "0103"),
        _moved(["x"], "0505", "0506"),
        Retreated(unit_id="c", from_hex="0707", to_hex="0708", rule="13.9"),
        StepLost(unit_id="d", steps_left=2, rule="13.9"),
        UnitEliminated(unit_id="e", hex="0909", rule="13.9"),
    ]
    slides, losses = motions(events, lambda unit, _hex: unit != "x", lambda unit: "0808" if unit == "d" else None)
    assert slides == [Slide("a", ("0101", "0102", "0103")), Slide("c", ("0707", "0708"))]
    assert losses == ["0808", "0909"]


def _items(window: object, kind: type) -> list[object]:
    return [i for i in window.canvas.scene().items() if isinstance(i, kind)]  # type: ignore[attr-defined]


def _three_hex_move(qtbot: QtBot, tmp_path: Path, speed: str) -> tuple[MainWindow, str]:
    """The client on the default scenario, a unit moved three hexes by clicks at ``speed``; the hex it went to."""
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    window.session.prefs.set(ANIMATION, speed)
    reach = window.session.game.movement_range([UNIT])
    target = next(h for h in sorted(reach) if len(reach.path(h)) == 3 and not reach.uncertain(h))
    click_hex(qtbot, window, START)
    click_hex(qtbot, window, target)
    return window, target


def test_a_move_slides_its_counter_within_the_budget(qtbot: QtBot, tmp_path: Path) -> None:
    window, target = _three_hex_move(qtbot, tmp_path, "normal")
    (ghost,) = _items(window, Ghost)
    (slide,) = window.layers.animation.running
    assert slide.duration() == min(MOVE_MS_MAX, 45 * 3 + 60) <= 300
    assert ghost.spec.id == UNIT  # type: ignore[attr-defined]
    assert not window.layers.units.stacks[target].isVisible()
    qtbot.waitUntil(lambda: not _items(window, Ghost), timeout=2000)
    assert window.layers.animation.running == [] and window.layers.units.stacks[target].isVisible()
    qtbot.waitUntil(lambda: not window.layers.animation.findChildren(QVariantAnimation))  # deleted once played


def test_no_animation_when_off_and_a_loss_flashes_when_on(qtbot: QtBot, tmp_path: Path) -> None:
    units = {"de-9ss": ("1009", 6), "su-rif": ("1010", 1), "su-rif2": ("1010", 1)}
    window = make_window(qtbot, combat_game(units, seed=seed_for(1)), tmp_path)
    declare_by_clicks(qtbot, window, "1010", "1009")
    qtbot.mouseClick(window.combat.resolve_button, LEFT)
    assert not _items(window, Flash) and not _items(window, Ghost)
    window.session.prefs.set(ANIMATION, "slow")
    click_hex(qtbot, window, "1010")  # a rifle corps takes the loss: eliminated
    assert len(_items(window, Flash)) == 1
    qtbot.waitUntil(lambda: not _items(window, Flash), timeout=3000)


def test_a_window_closed_mid_slide_takes_its_animations_with_it(qtbot: QtBot, tmp_path: Path) -> None:
    window, _target = _three_hex_move(qtbot, tmp_path, "slow")
    (slide,) = window.layers.animation.running
    destroyed: list[bool] = []
    slide.destroyed.connect(lambda: destroyed.append(True))
    window.canvas.scene().deleteLater()
    qtbot.waitUntil(lambda: destroyed == [True], timeout=1000)  # gone with the scene, before its end
    qtbot.wait(MOVE_MS_MAX * 2)  # an orphan would end here on a deleted scene and raise
