"""The colour-blind safe palette: under a deuteranopia simulation the target and attacker outlines, and the range
tint and the uncertain-crossing marks, stay apart; switched from the View menu, remembered, the map and the legend
drawn again."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from panzer_qt.rules.game import Game
from panzer_qt.ui.map.overlays import COLOUR_BLIND_STYLES, STANDARD_STYLES, STYLES, Style, use_palette
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.settings import PALETTE
from tests.helpers.combat_kit import combat_game
from tests.helpers.games import scenario
from tests.helpers.ui_kit import click_hex, make_window

DEUTERANOPIA = ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881))
"""Machado, Oliveira and Fernandes (2009), full severity, on linear RGB."""


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _srgb(v: float) -> float:
    v = min(max(v, 0.0), 1.0)
    return 255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


def deuteranope(colour: QColor) -> tuple[float, ...]:
    """How a colour looks without green-sensitive cones (sRGB, 0-255)."""
    rgb = [_linear(c) for c in (colour.redF(), colour.greenF(), colour.blueF())]
    return tuple(_srgb(sum(m * c for m, c in zip(row, rgb, strict=True))) for row in DEUTERANOPIA)


def apart(a: QColor, b: QColor) -> float:
    """How far apart two colours look to a deuteranope."""
    return sum((x - y) ** 2 for x, y in zip(deuteranope(a), deuteranope(b), strict=True)) ** 0.5


def outline(style: Style) -> QColor:
    return style.pen.color() if style.pen.color().alpha() and style.pen.widthF() else style.border.color()


@pytest.fixture(autouse=True)
def standard_afterwards() -> Iterator[None]:
    yield
    use_palette("standard")


def test_the_colour_blind_palette_keeps_the_marks_apart() -> None:
    pairs = [("target", "attackers"), ("movement", "uncertain"), ("control_german", "control_soviet")]
    standard = {pair: apart(outline(STANDARD_STYLES[pair[0]]), outline(STANDARD_STYLES[pair[1]])) for pair in pairs}
    safe = {**STANDARD_STYLES, **COLOUR_BLIND_STYLES}
    blind = {pair: apart(outline(safe[pair[0]]), outline(safe[pair[1]])) for pair in pairs}
    assert standard[("target", "attackers")] < 80  # what the issue found: red and orange run together
    assert all(blind[pair] > 140 for pair in pairs), blind


def drawn_pens(window: MainWindow, kind: str) -> set[str]:
    """The outline colours the canvas draws a highlight kind in."""
    item = window.canvas.highlights[kind]
    return {pen.color().name() for _path, pen, _brush in item.shapes.paths}


def test_the_view_menu_switches_the_palette_and_it_is_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    units = {"de-16pz": "2218", "su-9mech": "2119"}
    window = make_window(qtbot, combat_game(units), tmp_path)
    click_hex(qtbot, window, "2119")
    click_hex(qtbot, window, "2218")
    assert drawn_pens(window, "target") == {"#d50000"} and drawn_pens(window, "attackers") == {"#ff6d00"}
    swatch = window.legend.swatches[0][0].pixmap().toImage()
    before = window.canvas.grab().toImage()
    window.actions_.palette.trigger()
    assert window.session.prefs.get(PALETTE) == "colour-blind"
    assert drawn_pens(window, "target") == {COLOUR_BLIND_STYLES["target"].pen.color().name()}
    assert drawn_pens(window, "attackers") == {COLOUR_BLIND_STYLES["attackers"].pen.color().name()}
    assert window.canvas.grab().toImage() != before
    assert window.legend.swatches[0][0].pixmap().toImage() != swatch
    again = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)  # the same settings file
    assert again.actions_.palette.isChecked() and STYLES["target"] is COLOUR_BLIND_STYLES["target"]
    again.actions_.palette.trigger()
    assert STYLES["target"] is STANDARD_STYLES["target"] and again.session.prefs.get(PALETTE) == "standard"
