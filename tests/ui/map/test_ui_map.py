"""The game layers on a map canvas, driven as a player would: selection and its movement range, hover, fog,
overlays, highlights, keys and the wheel."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QWheelEvent
from pytestqt.qtbot import QtBot

from panzer_qt.model.enums import Segment, Side
from panzer_qt.rules.game import Game
from panzer_qt.ui.common.legend import Legend
from panzer_qt.ui.map.game_layers import GameLayers
from panzer_qt.ui.map.hex_info import as_tooltip
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.map.overlays import OVERLAYS, STOP_TEXT, Label, Shapes, _drawn_labels, _fine, _labels
from panzer_qt.ui.map.position_answers import Answers
from tests.helpers.movement_kit import game_at, scenario

POSITION = {"de-pz": "0302", "de-tiger": "0302", "de-inf": "0203", "su-rif": "0503", "su-art": "0503", "su-tk": "0405"}


@dataclass
class Map:
    """A canvas with its game layers, as a window holds them."""

    canvas: MapCanvas
    layers: GameLayers

    def show(self, game: Game, viewer: Side | None = None, selection: list[str] | None = None) -> None:
        self.layers.show(Answers(game, viewer), selection or [])

    def select(self, unit_ids: list[str]) -> None:
        self.layers.show(self.layers.answers, unit_ids)


def make_map(qtbot: QtBot, game: Game, viewer: Side | None = None) -> Map:
    canvas = MapCanvas(game.scenario)
    qtbot.addWidget(canvas)
    shown_map = Map(canvas, GameLayers(canvas))
    shown_map.show(game, viewer)
    return shown_map


@pytest.fixture
def game() -> Game:
    return game_at("tiny", POSITION, acting=Side.GERMAN)


@pytest.fixture
def view(qtbot: QtBot, game: Game) -> Map:
    shown_map = make_map(qtbot, game)
    shown_map.canvas.resize(700, 600)
    shown_map.canvas.show()
    qtbot.waitExposed(shown_map.canvas)
    return shown_map


def at(view: Map, hid: str) -> QPoint:
    return view.canvas.view_pos(hid)


def shown(view: Map, overlay: str, style: str) -> set[str]:
    return view.layers.overlay_items[overlay].shapes.marked.get(style, set())


def test_the_movement_overlay_shows_exactly_the_engine_range(view: Map, game: Game) -> None:
    view.layers.set_overlay("movement", True)
    view.select(["de-pz"])
    reach = game.movement_range(["de-pz"])
    assert len(reach) > 3
    assert shown(view, "movement", "movement") == set(reach)
    assert shown(view, "movement", "uncertain") == {h for h in reach if reach.uncertain(h)}
    assert shown(view, "movement", "start") == {"0302"}
    assert sorted(label.text for label in view.layers.overlay_items["movement"].shapes.labels) == sorted(
        f"{reach.cost(h)}{'?' if reach.uncertain(h) else ''}" for h in reach
    )
    view.select(["de-pz", "de-tiger"])
    assert shown(view, "movement", "movement") == set(game.movement_range(["de-pz", "de-tiger"]))


def test_the_range_is_drawn_on_screen(view: Map, game: Game) -> None:
    view.layers.set_overlay("movement", True)
    reach = game.movement_range(["de-inf"])
    inside = next(h for h in sorted(reach) if h not in {"0302", "0203"} and not view.layers.units_at(h))
    outside = next(h for h in game.board.grid if h not in reach and h != "0203" and not view.layers.units_at(h))
    before = view.canvas.grab().toImage()
    view.select(["de-inf"])
    after = view.canvas.grab().toImage()
    probe = at(view, inside) + QPoint(12, 8)
    assert after.pixelColor(probe) != before.pixelColor(probe)
    far = at(view, outside) + QPoint(12, 8)
    assert after.pixelColor(far) == before.pixelColor(far)


def test_no_range_outside_the_movement_segment_or_for_units_that_cannot_move(qtbot: QtBot) -> None:
    combat = game_at("tiny", POSITION, segment=Segment.COMBAT)
    view = make_map(qtbot, combat)
    view.layers.set_overlay("movement", True)
    view.select(["de-pz"])
    assert shown(view, "movement", "movement") == set()
    moving = game_at("tiny", POSITION)
    view.show(moving, None, ["su-rif"])
    assert shown(view, "movement", "movement") == set()


def test_hovering_a_reachable_hex_previews_the_path_and_the_mp_left(qtbot: QtBot, view: Map, game: Game) -> None:
    view.layers.set_overlay("movement", True)
    view.select(["de-pz"])
    reach = game.movement_range(["de-pz"])
    target = max(reach, key=lambda h: (len(reach.path(h)), h))
    qtbot.mouseMove(view.canvas.viewport(), QPoint(1, 1))  # a pointer left on the target by an earlier test moves
    with qtbot.waitSignal(view.canvas.hexHovered) as hovered:
        qtbot.mouseMove(view.canvas.viewport(), at(view, target))
    assert hovered.args == [target]
    path = view.layers.path_item.shapes
    assert path.marked["path"] == set(reach.path(target))
    left = reach.mp_allowance - reach.cost(target)
    stops = target in game.zoc(Side.SOVIET)  # entering an enemy zone of control ends the move (7.2)
    assert path.labels[0].text.startswith(STOP_TEXT if stops else f"{left} MP left")
    assert view.canvas.viewport().toolTip() == as_tooltip(view.layers.explain(target))  # shown as plain text
    away = next(h for h in game.board.grid if h not in reach and h != "0302")
    qtbot.mouseMove(view.canvas.viewport(), at(view, away))
    assert view.layers.path_item.shapes.paths == [] and view.layers.path_item.shapes.labels == []


def test_fog_shows_only_the_top_of_enemy_stacks(view: Map, game: Game) -> None:
    view.show(game, Side.GERMAN)
    assert view.layers.units_at("0503") == ["su-rif"]
    assert view.layers.units_at("0302") == ["de-pz", "de-tiger"]
    stack = view.layers.units.stacks["0503"]
    assert (len(stack.faces), stack.count) == (1, 2)
    view.show(game, Side.SOVIET)
    assert view.layers.units_at("0302") == ["de-pz"]
    assert view.layers.units_at("0503") == ["su-rif", "su-art"]
    view.show(game, None)
    assert view.layers.units_at("0302") == ["de-pz", "de-tiger"]


def test_selection_outlines_the_stack_and_brings_the_unit_on_top(view: Map) -> None:
    view.select(["de-tiger"])
    assert view.layers.selection == ("de-tiger",)
    assert view.layers.units_at("0302") == ["de-tiger", "de-pz"]
    assert view.layers.units.stacks["0302"].selected and not view.layers.units.stacks["0503"].selected
    view.layers.cycle_stack("0302")
    assert view.layers.units_at("0302") == ["de-pz", "de-tiger"]


def test_hovering_a_stack_fans_it_out(qtbot: QtBot, view: Map) -> None:
    units = view.layers.units
    qtbot.mouseMove(view.canvas.viewport(), QPoint(1, 1))
    qtbot.mouseMove(view.canvas.viewport(), at(view, "0302"))
    qtbot.waitUntil(lambda: units.expanded is not None, timeout=2000)
    assert units.expanded is not None and len(units.expanded.faces) == 2
    qtbot.mouseMove(view.canvas.viewport(), at(view, "0404"))
    assert units.expanded is None


def test_zoc_overlays_match_the_engine(view: Map, game: Game) -> None:
    view.layers.set_overlay("zoc_german", True)
    view.layers.set_overlay("zoc_soviet", True)
    assert shown(view, "zoc_german", "zoc_german") == game.zoc(Side.GERMAN)
    assert shown(view, "zoc_soviet", "zoc_soviet") == game.zoc(Side.SOVIET)
    assert view.layers.overlay_on("zoc_german") and not view.layers.overlay_on("kg")
    view.layers.set_overlay("zoc_german", False)
    assert not view.layers.overlay_items["zoc_german"].isVisible()
    with pytest.raises(KeyError):
        view.layers.set_overlay("weather", True)


def test_supply_overlay_marks_units_out_and_traces_the_selected_units_path(view: Map, game: Game) -> None:
    view.layers.set_overlay("supply", True)
    view.select(["de-inf"])
    assert shown(view, "supply", "supply_german") == game.supply_hexes(Side.GERMAN)
    status = game.supply_status(Side.GERMAN)
    assert shown(view, "supply", "trace") == set(status["de-inf"].path)
    out = {game.state.units[u].hex for side in Side for u, s in game.supply_status(side).items() if not s.in_supply}
    marked = shown(view, "supply", "out_german") | shown(view, "supply", "out_soviet")
    assert marked == out


def test_kg_overlay_shows_active_or_negated_traffic_and_the_combat_range(qtbot: QtBot) -> None:
    game = game_at("tiny", POSITION, kg={"kg-a": "0302"})
    view = make_map(qtbot, game)
    view.layers.set_overlay("kg", True)
    kg_range = game.kg_ranges()["kg-a"]
    assert not kg_range.active
    assert shown(view, "kg", "kg_negated") == kg_range.traffic
    assert shown(view, "kg", "kg_active") == set()
    assert shown(view, "kg", "kg_combat") == kg_range.combat
    assert len(view.layers.units.markers) == 1


def test_highlights_set_and_clear_each_kind(view: Map) -> None:
    canvas = view.canvas
    canvas.highlight("retreat", ["0201", "0202", "9999"])
    canvas.highlight("target", ["0503"])
    assert canvas.highlighted("retreat") == {"0201", "0202"}
    assert canvas.highlights["retreat"].shapes.paths
    canvas.highlight("retreat", [])
    assert canvas.highlighted("retreat") == set() and not canvas.highlights["retreat"].shapes.paths
    assert canvas.highlighted("target") == {"0503"}


def test_keys_zoom_fit_and_pan(qtbot: QtBot, view: Map) -> None:
    canvas = view.canvas
    base = canvas.transform().m11()
    qtbot.keyClick(canvas, Qt.Key.Key_Plus)
    assert canvas.transform().m11() == pytest.approx(base * 1.15**2)
    qtbot.keyClick(canvas, Qt.Key.Key_Minus)
    qtbot.keyClick(canvas, Qt.Key.Key_Minus)
    assert canvas.transform().m11() == pytest.approx(base / 1.15**2)
    qtbot.keyClick(canvas, Qt.Key.Key_0)
    assert canvas.transform().m11() == pytest.approx(base)
    for _ in range(3):
        canvas.zoom_in()
    h = canvas.horizontalScrollBar().value()
    qtbot.keyClick(canvas, Qt.Key.Key_Right)
    assert canvas.horizontalScrollBar().value() > h


def test_refresh_follows_the_game_state(view: Map, game: Game) -> None:
    game.state.update_unit("de-inf", hex="0204")
    view.show(game)
    assert "0203" not in view.layers.units.stacks and view.layers.units_at("0204") == ["de-inf"]


def test_layers_without_a_game_show_only_the_map(qtbot: QtBot) -> None:
    canvas = MapCanvas(scenario("tiny"))
    qtbot.addWidget(canvas)
    layers = GameLayers(canvas)
    layers.set_overlay("movement", True)
    layers.show(None)
    assert layers.units_at("0302") == [] and layers.explain("0302") == ""
    assert isinstance(canvas.grab().toImage(), QImage)


def test_the_legend_lists_the_rows_of_overlays_that_are_on(qtbot: QtBot, view: Map) -> None:
    legend = Legend()
    qtbot.addWidget(legend)
    legend.follow(view.layers)
    assert not any("zone of control" in t for t in legend.texts())
    view.layers.set_overlay("zoc_soviet", True)
    assert "Soviet zone of control (7.0)" in legend.texts()
    assert "legal retreat hexes" in legend.texts()
    assert set(OVERLAYS) == {"movement", "supply", "zoc_german", "zoc_soviet", "kg", "control"}


def test_exit_hexes_are_marked_and_the_hover_text_gives_the_cost(qtbot: QtBot) -> None:
    game = game_at("tiny", {"su-tk": "0304"}, acting=Side.SOVIET)
    view = make_map(qtbot, game, Side.SOVIET)
    view.layers.set_overlay("movement", True)
    view.select(["su-tk"])
    reach = game.movement_range(["su-tk"])
    assert shown(view, "movement", "exit") == reach.exit_from == {"0106", "0205"}
    hid = "0205"
    line = f"Selected stack: {reach.cost(hid)} MP to get here, {reach.mp_allowance - reach.cost(hid)} left"
    assert line in view.layers.explain(hid)
    assert "Selected stack" not in view.layers.explain("0304")


def test_the_wheel_zooms_in_and_out_within_limits(view: Map) -> None:
    canvas = view.canvas
    base = canvas.transform().m11()
    wheel = QWheelEvent(
        QPointF(at(view, "0303")), canvas.viewport().mapToGlobal(QPointF(at(view, "0303"))), QPoint(0, 0),
        QPoint(0, 120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
    )  # fmt: skip
    canvas.wheelEvent(wheel)
    assert canvas.transform().m11() == pytest.approx(base * 1.15)
    for _ in range(100):
        canvas.zoom_in()
    assert canvas.transform().m11() <= 8.0


def _painted(scale: float, ratio: float, direct: bool) -> QImage:
    """A movement cost label and a long arrival text painted at ``scale`` into an image of device pixel ratio
    ``ratio``: through the overlay's label images, or ``direct``ly as boxes and texts."""
    labels = [
        Label.at(QPointF(60, 40), "12?!", QColor("#0b3d0b")),
        Label.at(QPointF(90, 70), STOP_TEXT, QColor("#0d47a1")),
    ]
    image = QImage(int(400 * ratio), int(200 * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(7.3, 3.6)
    painter.scale(scale, scale)
    (_drawn_labels if direct else _labels)(painter, labels)
    painter.end()
    return image


def _inked(image: QImage) -> tuple[float, ...]:
    """The bounding box of the pixels painted, and how much dark ink (text) they hold."""
    xs, ys, ink = [], [], 0.0
    for y in range(image.height()):
        for x in range(image.width()):
            colour = image.pixelColor(x, y)
            if colour.alpha():
                xs.append(x)
                ys.append(y)
                ink += (255 - colour.lightness()) * colour.alphaF()
    return min(xs), min(ys), max(xs), max(ys), ink


@pytest.mark.parametrize(("scale", "ratio"), [(0.48, 1.0), (1.7, 1.0), (0.8, 2.0)])
def test_labels_drawn_from_images_look_like_labels_drawn_directly(scale: float, ratio: float) -> None:
    from_images, direct = _inked(_painted(scale, ratio, False)), _inked(_painted(scale, ratio, True))
    assert all(abs(a - b) <= 1 for a, b in zip(from_images[:4], direct[:4], strict=True))
    assert direct[4] > 10_000
    assert abs(from_images[4] - direct[4]) <= direct[4] * 0.03


def test_a_style_that_draws_nothing_but_a_border_adds_only_the_border(view: Map) -> None:
    shapes = Shapes()
    shapes.hexes(view.layers.geo, view.layers.grid, ["0302", "0303"], "overstack")
    assert shapes.marked == {"overstack": {"0302", "0303"}}
    assert [pen.style() for _path, pen, _brush in shapes.paths] == [Qt.PenStyle.DotLine]


@pytest.mark.parametrize("style", [Qt.PenStyle.DotLine, Qt.PenStyle.DashLine])
def test_fine_dashes_are_drawn_flat_ended_with_the_same_ink_and_rhythm(style: Qt.PenStyle) -> None:
    round_pen = QPen(QColor("#4a148c"), 3.0, style, Qt.PenCapStyle.RoundCap)
    flat = _fine(round_pen)
    assert flat.capStyle() is Qt.PenCapStyle.FlatCap and sum(flat.dashPattern()) == sum(round_pen.dashPattern())
    assert _fine(QPen(QColor("#4a148c"), 3.0)) == QPen(QColor("#4a148c"), 3.0)  # solid lines are left alone

    def inked(pen: QPen) -> list[float]:
        image = QImage(400, 40, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(0.48, 0.48)  # the whole map fitted in the window: lines under 2 pixels
        painter.setPen(pen)
        painter.drawLine(QPointF(20, 40), QPointF(800, 40))
        painter.end()
        return [sum(image.pixelColor(x, y).alphaF() for y in range(40)) for x in range(image.width())]

    by_round, by_flat = inked(round_pen), inked(flat)
    assert sum(by_flat) == pytest.approx(sum(by_round), rel=0.05)
    assert sum(abs(a - b) for a, b in zip(by_round, by_flat, strict=True)) < 0.2 * sum(by_round)
