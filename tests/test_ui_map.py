"""The map view driven as a player would: selection and its movement range, clicks, hover, fog, overlays."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDropEvent, QImage, QWheelEvent
from pytestqt.qtbot import QtBot

from panzer_qt.model.enums import Segment, Side
from panzer_qt.rules.game import Game
from panzer_qt.ui.legend import Legend
from panzer_qt.ui.map_view import OVERLAYS, MapView
from panzer_qt.ui.messages import plain_tooltip
from tests.movement_kit import game_at, scenario

POSITION = {"de-pz": "0302", "de-tiger": "0302", "de-inf": "0203", "su-rif": "0503", "su-art": "0503", "su-tk": "0405"}


@pytest.fixture
def game() -> Game:
    return game_at("tiny", POSITION, acting=Side.GERMAN)


@pytest.fixture
def view(qtbot: QtBot, game: Game) -> MapView:
    widget = MapView(game.scenario)
    qtbot.addWidget(widget)
    widget.resize(700, 600)
    widget.set_game(game, None)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def at(view: MapView, hid: str) -> QPoint:
    return view.mapFromScene(view.scene_pos(hid))


def shown(view: MapView, overlay: str, style: str) -> set[str]:
    return view.overlay_items[overlay].shapes.marked.get(style, set())


def test_the_movement_overlay_shows_exactly_the_engine_range(view: MapView, game: Game) -> None:
    view.set_overlay("movement", True)
    view.set_selection(["de-pz"])
    rng = game.movement_range(["de-pz"])
    assert len(rng) > 3
    assert shown(view, "movement", "movement") == set(rng)
    assert shown(view, "movement", "uncertain") == {h for h in rng if rng.uncertain(h)}
    assert shown(view, "movement", "start") == {"0302"}
    assert sorted(label.text for label in view.overlay_items["movement"].shapes.labels) == sorted(
        f"{rng.cost(h)}{'?' if rng.uncertain(h) else ''}" for h in rng
    )
    view.set_selection(["de-pz", "de-tiger"])
    assert shown(view, "movement", "movement") == set(game.movement_range(["de-pz", "de-tiger"]))


def test_the_range_is_drawn_on_screen(view: MapView, game: Game) -> None:
    view.set_overlay("movement", True)
    rng = game.movement_range(["de-inf"])
    inside = next(h for h in sorted(rng) if h not in {"0302", "0203"} and not view.units_at(h))
    outside = next(h for h in game.board.grid if h not in rng and h != "0203" and not view.units_at(h))
    before = view.grab().toImage()
    view.set_selection(["de-inf"])
    after = view.grab().toImage()
    probe = at(view, inside) + QPoint(12, 8)
    assert after.pixelColor(probe) != before.pixelColor(probe)
    far = at(view, outside) + QPoint(12, 8)
    assert after.pixelColor(far) == before.pixelColor(far)


def test_no_range_outside_the_movement_segment_or_for_units_that_cannot_move(qtbot: QtBot) -> None:
    combat = game_at("tiny", POSITION, segment=Segment.COMBAT)
    view = MapView(combat.scenario)
    qtbot.addWidget(view)
    view.set_game(combat, None)
    view.set_overlay("movement", True)
    view.set_selection(["de-pz"])
    assert shown(view, "movement", "movement") == set()
    moving = game_at("tiny", POSITION)
    view.set_game(moving, None)
    view.set_selection(["su-rif"])
    assert shown(view, "movement", "movement") == set()


def test_hovering_a_reachable_hex_previews_the_path_and_the_mp_left(qtbot: QtBot, view: MapView, game: Game) -> None:
    view.set_overlay("movement", True)
    view.set_selection(["de-pz"])
    rng = game.movement_range(["de-pz"])
    target = max(rng, key=lambda h: (len(rng.path(h)), h))
    with qtbot.waitSignal(view.hexHovered) as hovered:
        qtbot.mouseMove(view.viewport(), at(view, target))
    assert hovered.args == [target]
    assert view.path_item.isVisible()
    assert view.path_item.shapes.marked["path"] == set(rng.path(target))
    left = rng.mp_allowance - rng.cost(target)
    assert view.path_item.shapes.labels[0].text.startswith(f"{left} MP left")
    assert view.viewport().toolTip() == plain_tooltip(view.explain(target))  # the explanation, shown as plain text
    away = next(h for h in game.board.grid if h not in rng and h != "0302")
    qtbot.mouseMove(view.viewport(), at(view, away))
    assert not view.path_item.isVisible()


def test_clicks_report_the_hex_and_modifiers(qtbot: QtBot, view: MapView) -> None:
    with qtbot.waitSignal(view.hexClicked) as clicked:
        qtbot.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, at(view, "0302")
        )
    assert clicked.args[0] == "0302"
    assert clicked.args[1] & Qt.KeyboardModifier.ShiftModifier
    with qtbot.waitSignal(view.hexClicked) as clicked:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at(view, "0505"))
    assert clicked.args[0] == "0505"
    with qtbot.waitSignal(view.hexRightClicked) as right:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=at(view, "0404"))
    assert right.args == ["0404"]


def test_a_drag_pans_instead_of_clicking(qtbot: QtBot, view: MapView) -> None:
    view.zoom_in()
    view.zoom_in()
    start = view.horizontalScrollBar().value()
    clicks: list[str] = []
    view.hexClicked.connect(lambda hid, _mods: clicks.append(hid))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(300, 300))
    qtbot.mouseMove(view.viewport(), QPoint(340, 300))
    qtbot.mouseMove(view.viewport(), QPoint(380, 300))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(380, 300))
    assert clicks == []
    assert view.horizontalScrollBar().value() == start - 80


def test_fog_shows_only_the_top_of_enemy_stacks(qtbot: QtBot, view: MapView, game: Game) -> None:
    view.set_game(game, Side.GERMAN)
    assert view.units_at("0503") == ["su-rif"]
    assert view.units_at("0302") == ["de-pz", "de-tiger"]
    stack = view.units.stacks["0503"]
    assert (len(stack.faces), stack.count) == (1, 2)
    view.set_game(game, Side.SOVIET)
    assert view.units_at("0302") == ["de-pz"]
    assert view.units_at("0503") == ["su-rif", "su-art"]
    view.set_game(game, None)
    assert view.units_at("0302") == ["de-pz", "de-tiger"]


def test_selection_outlines_the_stack_and_brings_the_unit_on_top(view: MapView) -> None:
    view.set_selection(["de-tiger"])
    assert view.selection() == ["de-tiger"]
    assert view.units_at("0302") == ["de-tiger", "de-pz"]
    assert view.units.stacks["0302"].selected and not view.units.stacks["0503"].selected
    view.cycle_stack("0302")
    assert view.units_at("0302") == ["de-pz", "de-tiger"]


def test_hovering_a_stack_fans_it_out(qtbot: QtBot, view: MapView) -> None:
    qtbot.mouseMove(view.viewport(), at(view, "0302"))
    qtbot.waitUntil(lambda: view.units.expanded is not None, timeout=2000)
    assert view.units.expanded is not None and len(view.units.expanded.faces) == 2
    qtbot.mouseMove(view.viewport(), at(view, "0404"))
    assert view.units.expanded is None


def test_zoc_overlays_match_the_engine(view: MapView, game: Game) -> None:
    view.set_overlay("zoc_german", True)
    view.set_overlay("zoc_soviet", True)
    assert shown(view, "zoc_german", "zoc_german") == game.zoc(Side.GERMAN)
    assert shown(view, "zoc_soviet", "zoc_soviet") == game.zoc(Side.SOVIET)
    assert view.overlay_on("zoc_german") and not view.overlay_on("kg")
    view.set_overlay("zoc_german", False)
    assert not view.overlay_items["zoc_german"].isVisible()
    with pytest.raises(KeyError):
        view.set_overlay("weather", True)


def test_supply_overlay_marks_units_out_and_traces_the_selected_units_path(view: MapView, game: Game) -> None:
    view.set_overlay("supply", True)
    view.set_selection(["de-inf"])
    assert shown(view, "supply", "supply_german") == game.supply_hexes(Side.GERMAN)
    status = game.supply_status(Side.GERMAN)
    assert shown(view, "supply", "trace") == set(status["de-inf"].path)
    out = {game.state.units[u].hex for side in Side for u, s in game.supply_status(side).items() if not s.in_supply}
    marked = shown(view, "supply", "out_german") | shown(view, "supply", "out_soviet")
    assert marked == out


def test_kg_overlay_shows_active_or_negated_traffic_and_the_combat_range(qtbot: QtBot) -> None:
    game = game_at("tiny", POSITION, kg={"kg-a": "0302"})
    view = MapView(game.scenario)
    qtbot.addWidget(view)
    view.set_game(game, None)
    view.set_overlay("kg", True)
    rng = game.kg_ranges()["kg-a"]
    assert not rng.active
    assert shown(view, "kg", "kg_negated") == rng.traffic
    assert shown(view, "kg", "kg_active") == set()
    assert shown(view, "kg", "kg_combat") == rng.combat
    assert len(view.units.markers) == 1


def test_highlights_set_and_clear_each_kind(view: MapView) -> None:
    view.highlight("retreat", ["0201", "0202", "9999"])
    view.highlight("target", ["0503"])
    assert view.highlighted("retreat") == {"0201", "0202"}
    assert view.highlight_items["retreat"].isVisible()
    view.highlight("retreat", [])
    assert view.highlighted("retreat") == set() and not view.highlight_items["retreat"].isVisible()
    assert view.highlighted("target") == {"0503"}


def test_keys_zoom_fit_and_pan(qtbot: QtBot, view: MapView) -> None:
    base = view.transform().m11()
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.transform().m11() == pytest.approx(base * 1.15**2)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.transform().m11() == pytest.approx(base / 1.15**2)
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert view.transform().m11() == pytest.approx(base)
    for _ in range(3):
        view.zoom_in()
    h = view.horizontalScrollBar().value()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.horizontalScrollBar().value() > h


def test_dropping_a_tray_payload_reports_the_hex(qtbot: QtBot, view: MapView) -> None:
    data = QMimeData()
    data.setText("unit:de-ss")
    event = QDropEvent(QPointF(at(view, "0101")), Qt.DropAction.MoveAction, data, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)  # fmt: skip
    with qtbot.waitSignal(view.dropped) as dropped:
        view.dropEvent(event)
    assert dropped.args == ["unit:de-ss", "0101"]


def test_refresh_follows_the_game_state(view: MapView, game: Game) -> None:
    game.state.update_unit("de-inf", hex="0204")
    view.refresh()
    assert "0203" not in view.units.stacks and view.units_at("0204") == ["de-inf"]


def test_a_view_without_a_game_shows_only_the_map(qtbot: QtBot) -> None:
    view = MapView(scenario("tiny"))
    qtbot.addWidget(view)
    view.set_overlay("movement", True)
    view.refresh()
    assert view.units_at("0302") == [] and view.explain("0302") == ""
    assert isinstance(view.grab().toImage(), QImage)


def test_the_legend_lists_the_rows_of_overlays_that_are_on(qtbot: QtBot, view: MapView) -> None:
    legend = Legend()
    qtbot.addWidget(legend)
    legend.follow(view)
    assert not any("zone of control" in t for t in legend.texts())
    view.set_overlay("zoc_soviet", True)
    assert "Soviet zone of control (7.0)" in legend.texts()
    assert "legal retreat hexes" in legend.texts()
    assert set(OVERLAYS) == {"movement", "supply", "zoc_german", "zoc_soviet", "kg"}


def test_exit_hexes_are_marked_and_the_hover_text_gives_the_cost(qtbot: QtBot) -> None:
    game = game_at("tiny", {"su-tk": "0304"}, acting=Side.SOVIET)
    view = MapView(game.scenario)
    qtbot.addWidget(view)
    view.set_game(game, Side.SOVIET)
    view.set_overlay("movement", True)
    view.set_selection(["su-tk"])
    rng = game.movement_range(["su-tk"])
    assert shown(view, "movement", "exit") == rng.exit_from == {"0106", "0205"}
    hid = "0205"
    line = f"Selected stack: {rng.cost(hid)} MP to get here, {rng.mp_allowance - rng.cost(hid)} left"
    assert line in view.explain(hid)
    assert "Selected stack" not in view.explain("0304")


def test_the_wheel_zooms_in_and_out_within_limits(view: MapView) -> None:
    base = view.transform().m11()
    wheel = QWheelEvent(
        QPointF(at(view, "0303")), view.viewport().mapToGlobal(QPointF(at(view, "0303"))), QPoint(0, 0),
        QPoint(0, 120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
    )  # fmt: skip
    view.wheelEvent(wheel)
    assert view.transform().m11() == pytest.approx(base * 1.15)
    for _ in range(100):
        view.zoom_in()
    assert view.transform().m11() <= 8.0
