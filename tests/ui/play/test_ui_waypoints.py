"""Waypoints in the play window (12.0): Alt+click routes the move through a hex, the range and the path preview
follow the route, Backspace and Esc take waypoints back, the click that ends the move moves along the route.

The map is tests/data/route.json (see tests/rules/test_movement_route.py): a river to walk round in the north, the
town Mill at 0403.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from panzer_qt.model.commands import Move
from panzer_qt.model.enums import Side
from panzer_qt.ui.map.overlays import STOP_TEXT
from panzer_qt.ui.play.main_window import MainWindow
from tests.helpers.movement_kit import game_at
from tests.helpers.ui_kit import click_hex, hover_hex, make_window

ALT = Qt.KeyboardModifier.AltModifier


def path_labels(window: MainWindow, hid: str) -> list[str]:
    """The path preview's labels with the mouse over ``hid``."""
    hover_hex(window, hid)
    return [label.text for label in window.layers.path_item.shapes.labels]


def test_alt_click_routes_the_move_round_the_river(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, game_at("route", {"de-pz": "0305"}), tmp_path)
    click_hex(qtbot, window, "0305")
    assert window.session.selection == ["de-pz"]
    assert "Alt+click one to route the move through it" in window.selection_note.text()
    click_hex(qtbot, window, "0602", ALT)
    assert window.session.waypoints == ("0602",)
    assert window.session.game.state.units["de-pz"].hex == "0305"  # a waypoint is no move
    assert window.statusBar().currentMessage().startswith("Waypoint 1 at 0602: 5 MP left. Alt+click another")
    assert "Route through 0602" in window.selection_note.text()
    movement = window.layers.overlay_items["movement"].shapes.marked
    assert "0705" in movement["movement"] and not {"0705"} & movement.get("uncertain", set())
    assert path_labels(window, "0705") == ["1", "2 MP left"]
    shown = window.layers.path_item.shapes.marked
    assert shown["path"] == {"0304", "0303", "0402", "0502", "0602", "0603", "0604", "0705"}
    assert shown["waypoint"] == {"0602"}
    assert "Alt+click: route the move through here" in window.layers.explain("0705")
    moves: list[Move] = []
    window.session.changed.connect(lambda _e: moves.append(window.session.game.steps[-1].command))
    click_hex(qtbot, window, "0705")
    assert moves == [Move(unit_ids=["de-pz"], path=["0304", "0303", "0402", "0502", "0602", "0603", "0604", "0705"])]
    assert window.session.game.state.units["de-pz"].hex == "0705"
    assert window.session.waypoints == ()


def test_the_route_is_shown_away_from_the_range_and_keys_take_waypoints_back(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, game_at("route", {"de-pz": "0305"}), tmp_path)
    click_hex(qtbot, window, "0305")
    plain = window.session.reach()
    assert plain is not None and plain.cost("0705") == 7
    click_hex(qtbot, window, "0403", ALT)
    click_hex(qtbot, window, "0602", ALT)
    assert window.session.waypoints == ("0403", "0602")
    routed = window.session.reach()
    assert routed is not None and routed.cost("0602") == 5
    far = next(h for h in sorted(window.session.game.board.grid.hexes) if h not in routed)
    hover_hex(window, far)  # out of reach from 0602 with 5 MP left: the route alone, numbered
    assert [label.text for label in window.layers.path_item.shapes.labels] == ["1", "2"]
    assert window.layers.path_item.shapes.marked["path"] == {"0304", "0403", "0402", "0502", "0602"}
    qtbot.keyClick(window.canvas, Qt.Key.Key_Backspace)
    assert window.session.waypoints == ("0403",)
    reach = window.session.reach()
    assert reach is not None and reach.leg_start == "0403" and reach.cost("0403") == 2
    qtbot.keyClick(window.canvas, Qt.Key.Key_Escape)
    assert window.session.waypoints == ()
    reach = window.session.reach()
    assert reach is not None and reach.route == () and reach.cost("0705") == 7
    assert window.session.selection == ["de-pz"]


def test_a_waypoint_in_an_enemy_zone_of_control_ends_the_route(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, game_at("route", {"de-pz": "0305", "su-rifle": "0503"}), tmp_path)
    click_hex(qtbot, window, "0305")
    click_hex(qtbot, window, "0404", ALT)
    click_hex(qtbot, window, "0504", ALT)
    assert window.session.waypoints == ("0404", "0504")
    assert window.statusBar().currentMessage().startswith(f"Waypoint 2 at 0504: {STOP_TEXT}; click it to end")
    assert window.layers.overlay_items["movement"].shapes.marked["movement"] == {"0504"}
    click_hex(qtbot, window, "0505", ALT)
    assert window.session.waypoints == ("0404", "0504")
    assert window.statusBar().currentMessage() == (
        "Cannot route through 0505: the move stops at 0504, in an enemy zone of control: it cannot go on to 0505 (7.2)"
    )
    click_hex(qtbot, window, "0504")
    assert window.session.game.state.units["de-pz"].hex == "0504"
    assert window.session.game.steps[-1].command == Move(unit_ids=["de-pz"], path=["0404", "0504"])


def test_a_hex_out_of_reach_is_no_waypoint(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, game_at("route", {"de-inf": "0305"}, acting=Side.GERMAN), tmp_path)
    click_hex(qtbot, window, "0305")
    click_hex(qtbot, window, "0705", ALT)
    click_hex(qtbot, window, "0901", ALT)
    assert window.session.waypoints == ("0705",)
    assert window.statusBar().currentMessage() == (
        "Cannot route through 0901: 0901 lies beyond the stack's reach from 0705 with the MP left (12.2)"
    )
    click_hex(qtbot, window, "0901")
    assert (
        window.statusBar().currentMessage() == "Cannot move to 0901: it lies beyond the stack's reach this phase (12.2)"
    )
    assert window.session.game.state.units["de-inf"].hex == "0305"


def test_a_route_with_no_mp_left_at_worst_goes_on_into_an_active_kg_range(qtbot: QtBot, tmp_path: Path) -> None:
    """R9: the traffic range of the KG at 0905 costs nothing, so from 0705, where the route leaves the
    non-mechanized stack no MP at worst, the move may go on into it whatever the die shows."""
    window = make_window(qtbot, game_at("route", {"de-inf": "0305"}, kg={"kg-a": "0905"}, turn=3), tmp_path)
    click_hex(qtbot, window, "0305")
    click_hex(qtbot, window, "0705", ALT)
    assert window.session.waypoints == ("0705",)
    marked = window.layers.overlay_items["movement"].shapes.marked
    traffic = {"0804", "0805", "0904", "0905", "0906"}
    assert traffic <= marked["movement"] - marked["lucky"]
    assert path_labels(window, "0905") == ["1", "0 MP left at worst: a river roll may cost less (12.3)"]
    assert window.layers.path_item.shapes.marked["path"] == {"0404", "0504", "0604", "0705", "0804", "0905"}
    assert "Selected stack: 7 MP to get here, 0 left; at worst: a river crossing on the way may cost less (12.3)" in (
        window.layers.explain("0905")
    )
    click_hex(qtbot, window, "0905")
    assert window.session.game.steps[-1].command == Move(
        unit_ids=["de-inf"], path=["0404", "0504", "0604", "0705", "0804", "0905"]
    )
    assert window.session.game.state.units["de-inf"].hex == "0905"
