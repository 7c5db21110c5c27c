"""Small things found in play: the side-panel hint follows the phase, the referee view is marked, old status
messages go on a hand-over and on opening a game."""

from __future__ import annotations

import weakref
from pathlib import Path

import pytest
from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtWidgets import QScrollBar, QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.commands import EndPhase, Move
from panzer_qt.model.enums import Phase, Segment, Side, Terrain
from panzer_qt.model.situation import Situation
from panzer_qt.records.record_files import save_record
from panzer_qt.rules.game import Game
from panzer_qt.ui import app
from panzer_qt.ui.app import save_screenshot
from panzer_qt.ui.common.event_log import SLICE, EventLog
from panzer_qt.ui.common.map_keys import map_keys
from panzer_qt.ui.map.map_render import SET_MARKS, TERRAIN_COLOURS
from panzer_qt.ui.map.overlays import OVERLAYS
from panzer_qt.ui.play.main_window import MainWindow, all_events
from panzer_qt.ui.play.selection_note import GAME_OVER_HINT, HINT, PHASE_HINTS
from panzer_qt.ui.window_parts import open_windows
from tests.helpers.games import SET_UP_SPREAD, placements, scenario
from tests.helpers.ui_kit import log_lines, make_window, press_key


def test_the_hint_follows_the_phase(qtbot: QtBot, tmp_path: Path) -> None:
    situation = Situation(
        units=placements({"de-16pz": "2218"}), turn=2, phase=Phase.KG_DEPLOYMENT, segment=Segment.NONE
    )
    window = make_window(qtbot, Game.from_situation(scenario("default"), situation), tmp_path)
    assert window.selection_note.text() == PHASE_HINTS[Phase.KG_DEPLOYMENT]
    fresh = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    assert fresh.selection_note.text() == HINT
    game = fresh.session.game
    game.state.game_over = True
    fresh.session.set_referee(False)  # any change makes the panels look again
    assert fresh.selection_note.text() == GAME_OVER_HINT


def test_the_referee_view_is_marked(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    assert "REFEREE" not in window.windowTitle() and not window.referee_mark.isVisible()
    press_key(qtbot, window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.session.referee
    assert "REFEREE VIEW" in window.windowTitle() and window.referee_mark.isVisible()
    assert window.referee_mark.text().startswith("REFEREE VIEW")
    press_key(qtbot, window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert "REFEREE" not in window.windowTitle() and not window.referee_mark.isVisible()


def test_status_messages_go_on_a_hand_over_and_on_opening(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path, hot_seat=True)
    window.session.apply(SET_UP_SPREAD)
    window.statusBar().showMessage("Not allowed: something the Soviet player tried")
    while window.session.game.side_to_act() is not Side.GERMAN:
        window.session.apply(EndPhase())
    assert window.handover.covering() and window.statusBar().currentMessage() == ""
    other = tmp_path / "other.json"
    save_record(Game.new(scenario("tiny"), seed=3), other)
    window.session.save(tmp_path / "before.json")  # nothing unsaved: no question first
    window.statusBar().showMessage("Not allowed: something the German player tried")
    assert window.actions_.open(other)
    assert window.statusBar().currentMessage() == ""


def cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None
    return item.text()


def test_the_tables_are_one_key_away(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    press_key(qtbot, window, Qt.Key.Key_F2)
    dialog = window.actions_.tables
    assert dialog is not None and dialog.isVisible()
    tabs = dialog.tabs
    assert [tabs.tabText(i) for i in range(tabs.count())] == [
        "Combat Results (13.9)", "Terrain Effects (12.2)", "River Crossings (12.3)", "Weather (5.1)"
    ]  # fmt: skip
    crt = tabs.widget(0)
    assert isinstance(crt, QTableWidget)
    columns = [crt.horizontalHeaderItem(c).text() for c in range(crt.columnCount())]  # type: ignore[union-attr]
    assert columns[:4] == ["< 1:2", "1:2", "1:1", "2:1"] and columns[-1] == "> 7:1" and crt.rowCount() == 6
    assert cell(crt, 0, 0) == "AL1 (auto)" and cell(crt, 5, len(columns) - 1) == "DL1+DR (auto)"
    assert [cell(crt, die, columns.index("3:1")) for die in range(6)] == ["DL1+DR", "DL1", "DR", "DR", "AS", "EX"]
    terrain = tabs.widget(1)
    assert isinstance(terrain, QTableWidget)
    rows = [terrain.verticalHeaderItem(r).text() for r in range(terrain.rowCount())]  # type: ignore[union-attr]
    marsh, rough = rows.index("marsh"), rows.index("rough")
    assert (cell(terrain, marsh, 0), cell(terrain, marsh, 1), cell(terrain, rough, 2)) == ("3", "1", "-1")
    rivers, weather = tabs.widget(2), tabs.widget(3)
    assert isinstance(rivers, QTableWidget) and isinstance(weather, QTableWidget)
    assert [cell(rivers, 0, c) for c in range(6)] == ["+0", "+1", "+1", "+2", "+2", "+3"]  # Storm
    assert [cell(weather, 1, c) for c in range(6)] == ["thaw", "thaw", "thaw", "frost", "frost", "storm"]  # turn 2


MAP_ROWS = [(text, paint) for paint, text in map_keys()]


def test_the_legend_keys_the_map_and_the_counters(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    legend = window.legend
    for overlays in (set(), set(OVERLAYS)):
        legend.show_overlays(overlays)
        texts = legend.texts()
        assert [t for t, _p in MAP_ROWS if t not in texts] == []
        assert any(t.startswith("a step lost: lighter counter") for t in texts)
    rows = {words.text(): picture.pixmap().toImage() for picture, words in legend.rows["map"][1:]}
    forest = rows["forest: mechanized units pay more (12.2)"]
    middle = forest.pixelColor(forest.width() // 2, forest.height() // 4)
    assert middle == TERRAIN_COLOURS[Terrain.FOREST]
    supply = rows["Soviet supply source (8.1)"]
    assert supply.pixelColor(supply.width() // 2, supply.height() // 2) == SET_MARKS[0][1]
    full, reduced = (picture.pixmap().toImage() for picture, _w in legend.rows["counters"][1:3])
    assert full != reduced
    at = (full.width() // 2, full.height() // 2)
    assert reduced.pixelColor(*at).lightness() > full.pixelColor(*at).lightness()  # the lighter substitute (2.6)


def test_the_window_works_1024_pixels_wide(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() == 1024)
    bar = window.phase_bar
    end = bar.end_button.mapTo(window, bar.end_button.rect().bottomRight())
    assert bar.end_button.isVisible() and end.x() <= 1024
    assert window.canvas.width() >= 500 and window.docks["combat"].width() >= 300
    assert bar.vp_track.width() >= bar.vp_track.minimumSizeHint().width()


def test_a_long_log_is_written_a_slice_at_a_time_in_order(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    events = all_events(window.session.game) * 10
    assert len(events) > 2 * SLICE
    log = window.log
    log.reset_to(events)
    assert log.count() == SLICE and not log.complete()
    extra = window.session.game.steps[-1].events
    log.add_events(extra)  # while the slices are still being written: after them
    qtbot.waitUntil(log.complete)
    assert log_lines(window) == [window.names(e) for e in [*events, *extra]]


def test_a_long_game_s_log_ends_on_its_newest_entry_and_stays_where_the_reader_scrolls(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    events = all_events(window.session.game) * 60  # thousands of rows, laid out in batches after they are written
    log, bar = window.log, window.log.verticalScrollBar()
    log.reset_to(events)
    qtbot.waitUntil(log.complete)
    newest = log.item(log.count() - 1)
    qtbot.waitUntil(lambda: log.visualItemRect(newest).intersects(log.viewport().rect()), timeout=10_000)
    qtbot.wait(200)  # the rest of the batches laid out meanwhile: still the newest entry on screen
    assert bar.value() == bar.maximum() > 1000 and log.visualItemRect(newest).intersects(log.viewport().rect())
    log.reset_to(events)
    qtbot.waitUntil(lambda: log.complete() and bar.value() > 0)  # written, and taken to the newest entry
    bar.triggerAction(QScrollBar.SliderAction.SliderToMinimum)  # the reader goes back to the start
    qtbot.wait(200)  # while the rest is laid out
    assert bar.value() == 0


def drawn_rows(log: EventLog) -> bool:
    """Whether the log's viewport, drawn now, shows anything but its empty background (rows, or black where the
    window system was left to fill it)."""
    image = log.viewport().grab().toImage()
    base = log.palette().base().color().rgb()
    return any(image.pixel(x, y) != base for x in range(0, image.width(), 5) for y in range(0, image.height(), 3))


def test_a_log_emptied_while_its_slices_are_written_is_drawn_again(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    log = window.log
    events = all_events(window.session.game)
    log.reset_to(events * 10)
    assert not log.complete() and not drawn_rows(log)  # slices being written: the empty background meanwhile
    log.reset_to([])
    qtbot.waitUntil(log.complete)
    log.add_events(events[:3])
    assert log.count() == 3 and drawn_rows(log)


def test_another_games_log_is_written_after_its_map_with_every_entry_once(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1944), tmp_path)
    target = tmp_path / "game.json"
    save_record(Game.new(scenario("default"), seed=1944), target)
    assert window.actions_.open(target)
    log, opened = window.log, window.session.game
    assert log.count() == 0 and not log.complete()  # the map is painted first, the log in the passes after
    written = len(all_events(opened))
    reach = opened.movement_range(["su-11gt"])
    move = Move(unit_ids=["su-11gt"], path=reach.path(sorted(reach)[0]))
    assert window.session.apply(move)  # a command while the log waits: written with it, not twice
    expected = [window.names(e) for e in all_events(opened)]
    assert len(expected) > max(written, SLICE)
    drawn_while_written: list[bool] = []

    def inserted(_parent: object, first: int, _last: int) -> None:
        if first % SLICE == 0 and not log.complete():  # a slice begins, more to come
            drawn_while_written.append(drawn_rows(log))

    log.model().rowsInserted.connect(inserted)
    assert log_lines(window) == expected
    assert drawn_while_written and not any(drawn_while_written)  # drawn once complete
    assert drawn_rows(log)
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())  # the newest entries on screen


def test_another_game_is_drawn_where_the_view_stood_then_centred_on_the_side_to_act(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    game = Game.new(scenario("default"), seed=1944)
    while game.side_to_act() is not Side.GERMAN:
        game.apply(EndPhase())
    target = tmp_path / "german.json"
    save_record(game, target)
    canvas = window.canvas

    def centre() -> QPointF:
        return canvas.mapToScene(canvas.viewport().rect().center())

    before = centre()
    assert window.actions_.open(target)
    assert centre() == before  # this pass draws the new counters over the terrain already drawn
    qtbot.waitUntil(lambda: centre() != before)
    specs = window.session.game.board.specs
    german = [
        canvas.scene_pos(h) for h, ids in window.session.answers.visible.items() if specs[ids[0]].side is Side.GERMAN
    ]
    middle = QPointF(sum(p.x() for p in german) / len(german), sum(p.y() for p in german) / len(german))
    assert QLineF(centre(), middle).length() < QLineF(before, middle).length() / 2


def test_the_screenshot_of_a_saved_game_shows_its_whole_event_log(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``play SAVED --screenshot``: the picture is taken once the log, written in slices, is complete (it showed the
    empty panel)."""
    target = tmp_path / "game.json"
    game = Game.new(scenario("default"), seed=1944)
    player = RandomPolicy(1944)
    while len(all_events(game)) < 10 * SLICE:
        game.apply(player.choose(game))
    save_record(game, target)
    seen: list[tuple[bool, bool]] = []

    def grab(window: QWidget, path: str) -> int:
        assert isinstance(window, MainWindow)
        seen.append((window.log.complete(), drawn_rows(window.log)))
        return save_screenshot(window, path)

    monkeypatch.setattr(app, "save_screenshot", grab)
    assert app.run_play(str(target), str(tmp_path / "shot.png")) == 0
    assert seen == [(True, True)]


def test_a_closed_window_lets_its_session_and_game_go(qtbot: QtBot) -> None:
    """A window continued from the replay viewer is deleted once closed, and its game with it, even closed before
    the calls it put off ran (its event log's slices): a player who opens and closes many games does not keep
    them all in memory."""
    window = app.start_client(Game.new(scenario("default"), seed=7), "continued")
    qtbot.waitExposed(window)
    session, game = weakref.ref(window.session), weakref.ref(window.session.game)
    window.close()
    del window
    qtbot.waitUntil(lambda: not open_windows())
    qtbot.wait(10)  # the collection put off to the next pass of the event loop
    assert session() is None and game() is None
