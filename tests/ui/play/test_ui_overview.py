"""Where the game opens and the overview dock: counters readable, centred on the acting side's stacks; the
whole map small with the visible area framed, a click moving the map there."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from panzer_qt.model.enums import Side
from panzer_qt.rules.game import Game
from panzer_qt.ui.map.map_canvas import READABLE_SCALE
from panzer_qt.ui.map.map_items import MapItem
from panzer_qt.ui.map.minimap import BACKGROUND, FRAME_PEN, MiniMap
from panzer_qt.ui.play.main_window import MainWindow
from tests.helpers.games import scenario
from tests.helpers.ui_kit import make_window


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    return make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)


def shown_hexes(window: MainWindow, side: Side) -> list[str]:
    """The hexes of ``side``'s stacks the map shows now."""
    canvas, answers = window.canvas, window.session.answers
    area = canvas.mapToScene(canvas.viewport().rect()).boundingRect()
    specs = window.session.game.board.specs
    return [
        h for h, ids in answers.visible.items() if specs[ids[0]].side is side and area.contains(canvas.scene_pos(h))
    ]


def test_the_game_opens_readable_and_centred_on_the_acting_side(window: MainWindow) -> None:
    assert window.session.game.side_to_act() is Side.SOVIET
    assert window.canvas.transform().m11() == pytest.approx(READABLE_SCALE)
    assert len(shown_hexes(window, Side.SOVIET)) >= 5
    assert window.overview.isVisible() and window.overview.width() >= 150


def test_a_click_on_the_overview_moves_the_map_there(qtbot: QtBot, window: MainWindow) -> None:
    overview, canvas = window.overview, window.canvas
    target = QPoint(overview.width() * 2 // 5, overview.height() * 3 // 5)
    wanted = overview.to_scene(QPointF(target))
    before = canvas.mapToScene(canvas.viewport().rect().center())
    assert abs(before.x() - wanted.x()) + abs(before.y() - wanted.y()) > 100
    qtbot.mouseClick(overview, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    centre = canvas.mapToScene(canvas.viewport().rect().center())
    assert abs(centre.x() - wanted.x()) < 2 / READABLE_SCALE and abs(centre.y() - wanted.y()) < 2 / READABLE_SCALE


def test_the_overview_frames_the_visible_area(qtbot: QtBot, window: MainWindow) -> None:
    overview = window.overview
    qtbot.mouseClick(overview, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, overview.rect().center())
    frame = overview.frame_rect()
    shown = window.canvas.mapToScene(window.canvas.viewport().rect()).boundingRect()
    assert overview.to_scene(frame.center()).x() == pytest.approx(shown.center().x(), abs=1)
    assert frame.width() / frame.height() == pytest.approx(shown.width() / shown.height(), rel=0.02)
    image = overview.grab().toImage()
    left, middle = round(frame.left()), round(frame.center().y())
    on_frame = [QColor(image.pixel(x, middle)) for x in range(left - 1, left + 2)]
    assert FRAME_PEN.color() in on_frame
    assert QColor(image.pixel(round(frame.center().x()), middle)) != FRAME_PEN.color()


def test_the_overview_draws_the_small_map_after_the_map_is_first_shown(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[str] = []
    render, paint, shown = MiniMap._render, MapItem.paint, MiniMap.paintEvent
    monkeypatch.setattr(MiniMap, "_render", lambda self: drawn.append("small map") or render(self))
    monkeypatch.setattr(MapItem, "paint", lambda self, *args: drawn.append("map") or paint(self, *args))
    monkeypatch.setattr(MiniMap, "paintEvent", lambda self, event: shown(self, event) or drawn.append("overview shown"))
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    qtbot.waitUntil(lambda: "small map" in drawn)
    assert drawn.index("map") < drawn.index("overview shown") < drawn.index("small map")
    assert drawn.count("small map") == 1
    image = window.overview.grab().toImage()
    assert QColor(image.pixel(window.overview.width() // 2, window.overview.height() // 2)) != BACKGROUND
