"""The replay viewer driven like a reader would: open a seeded game's record, step with the keyboard both ways
and compare the map's counters with ``Game.from_record(record, upto=k)``, jump to a turn and phase, drag the
timeline, click the event list and the VP chart, play; a tampered record, a newer format and a broken file;
continuing in the client from a midpoint; bookmarks saved and reopened; the client offering the viewer."""

from __future__ import annotations

import gc
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, Qt, QTimer
from PySide6.QtGui import QCursor, QEnterEvent, QHoverEvent, QImage, QMouseEvent, QPaintEvent, QPalette, QRegion
from PySide6.QtWidgets import QAbstractItemView, QApplication, QListView, QMessageBox, QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from panzer_qt import Game
from panzer_qt.model.commands import ResolveCombat
from panzer_qt.model.enums import Phase, Side
from panzer_qt.model.events import CombatResolved, KGDeployed, PhaseStarted, UnitMoved, UnitPlaced
from panzer_qt.model.record import Bookmark, GameRecord
from panzer_qt.model.versions import RECORD_FORMAT
from panzer_qt.records.record_files import load_record, save_record
from panzer_qt.records.review import Review
from panzer_qt.rules.victory import VP_REASONS, vp_parts
from panzer_qt.ui.help.rule_links import RuleLinkDelegate
from panzer_qt.ui.replay.bookmarks import BookmarkDialog
from panzer_qt.ui.replay.event_list import EventListModel, StillScrollBar
from panzer_qt.ui.replay.jump import JumpDialog
from panzer_qt.ui.replay.phase_scale import PhaseScale
from panzer_qt.ui.replay.vp_chart import CURSOR_COLOUR, VPChart
from panzer_qt.ui.replay.window import ReplayWindow
from tests.helpers.ui_kit import make_window
from tests.records.test_record_review import finished_game

LOADED_MS = 30_000


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return finished_game().record()


@pytest.fixture
def record_file(record: GameRecord, tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    path.write_text(record.model_dump_json())
    return path


def open_viewer(qtbot: QtBot, path: Path, client: Callable[[Game, str], object] | None = None) -> ReplayWindow:
    """A shown viewer on ``path``, once the record is proved (or found not to open)."""
    window = ReplayWindow(path, client) if client is not None else ReplayWindow(path)
    qtbot.addWidget(window, before_close_func=lambda w: setattr(w, "dirty", False))
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(
        lambda: bool(window.problem) or (window.review is not None and window.review.finished), timeout=LOADED_MS
    )
    return window


def map_units(window: ReplayWindow) -> set[tuple[str, str, int]]:
    """The counters the map shows: (unit, hex, steps)."""
    assert window.layers is not None
    return {(uid, hid, steps) for hid, view in window.layers.units.shown.items() for uid, steps in view.units}


def replayed_units(record: GameRecord, step: int) -> set[tuple[str, str, int]]:
    """The units on the map after ``step`` commands, from a full replay."""
    state = Game.from_record(record, upto=step).state
    return {(uid, unit.hex, unit.steps) for uid, unit in state.units.items() if unit.hex is not None}


def key(
    qtbot: QtBot,
    window: ReplayWindow,
    which: Qt.Key,
    times: int = 1,
    mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """Press a key on the map, as a reader would (the window active, as after a click in it)."""
    assert window.canvas is not None
    if not window.isActiveWindow():
        with qtbot.waitActive(window):
            window.activateWindow()
    for _ in range(times):
        qtbot.keyClick(window.canvas, which, mods)


def test_opening_shows_the_start_and_proves_every_step(qtbot: QtBot, record_file: Path, record: GameRecord) -> None:
    window = open_viewer(qtbot, record_file)
    review = window.review
    assert review is not None and review.proved == len(record.steps) and review.desync is None
    assert window.place == (0, 0) and map_units(window) == replayed_units(record, 0)
    assert window.timeline.caption.startswith(f"Step 0 of {len(record.steps)} - turn 1")
    assert window.timeline.proved == len(record.steps) and window.timeline.desync is None
    assert not window.banner.isVisible() and window.busy.isHidden() and "checking" not in window.timeline.caption
    assert "The set-up (3.2)" in window.explanation.toPlainText()


def test_the_window_answers_while_the_record_is_proved(
    qtbot: QtBot, record_file: Path, record: GameRecord, monkeypatch: pytest.MonkeyPatch
) -> None:
    from panzer_qt.ui.replay import loader

    def slow(checker: object, proved: Callable[[int, dict[str, int]], bool]) -> object:
        def step(done: int, parts: dict[str, int]) -> bool:
            time.sleep(0.004)
            return proved(done, parts)

        return original(checker, step)  # type: ignore[arg-type]

    original, interval = loader.prove, sys.getswitchinterval()
    monkeypatch.setattr(loader, "prove", slow)
    ticks: list[int] = []
    timer = QTimer(interval=10)
    timer.timeout.connect(lambda: ticks.append(window.review.proved if window.review else -1))
    window = ReplayWindow(record_file)
    qtbot.addWidget(window)
    window.show()
    timer.start()
    qtbot.waitUntil(lambda: window.review is not None and window.review.proved > 30, timeout=LOADED_MS)
    review = window.review
    assert review is not None and not review.finished and not gc.isenabled()
    assert sys.getswitchinterval() <= loader.SWITCH_SECONDS < interval
    assert "checking the record" in window.timeline.caption
    key(qtbot, window, Qt.Key.Key_End)
    assert 30 < window.place[0] <= review.proved < len(record.steps)
    assert map_units(window) == replayed_units(record, window.place[0])
    qtbot.waitUntil(lambda: review.finished, timeout=LOADED_MS)
    qtbot.waitUntil(lambda: not window.proof_thread.isRunning())
    timer.stop()
    proving = [p for p in ticks if 0 <= p < len(record.steps)]
    assert len(set(proving)) > 10, "the event loop ran all along the proof"
    qtbot.waitUntil(gc.isenabled)
    assert sys.getswitchinterval() == interval


def test_the_proof_waits_for_the_window_to_show_each_batch(
    qtbot: QtBot, record_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from panzer_qt.ui.replay import loader

    monkeypatch.setattr(loader, "BATCH_SECONDS", 0.0)  # a batch per step
    monkeypatch.setattr(loader, "HANDLED_WAIT_SECONDS", 30.0)
    worker, thread = loader.loader_thread(record_file, None)  # type: ignore[arg-type]
    batches: list[int] = []
    worker.proved.connect(lambda first, _parts: batches.append(first), Qt.ConnectionType.DirectConnection)
    worker.shown.set()
    loader.start(thread)
    qtbot.waitUntil(lambda: len(batches) == 1, timeout=LOADED_MS)
    qtbot.wait(300)
    assert batches == [1], "no batch before the window has shown the first"
    worker.handled.set()
    qtbot.waitUntil(lambda: len(batches) == 2, timeout=LOADED_MS)
    qtbot.wait(300)
    assert batches == [1, 2]
    worker.stop()
    qtbot.waitUntil(lambda: not thread.isRunning(), timeout=LOADED_MS)


def test_the_first_step_comes_with_the_chart_and_the_map_at_the_scale_it_keeps(qtbot: QtBot, record_file: Path) -> None:
    window = ReplayWindow(record_file)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.review is not None, timeout=LOADED_MS)
    assert window.canvas is not None and window.chart is not None
    scale = window.canvas.transform().m11()
    assert (
        window.canvas.mapToScene(window.canvas.viewport().rect())
        .boundingRect()
        .contains(window.canvas.map_item.sceneBoundingRect())
    ), "the whole map shown"
    qtbot.waitUntil(lambda: window.review is not None and window.review.finished, timeout=LOADED_MS)
    assert window.canvas.transform().m11() == scale


def test_a_proved_batch_redraws_only_the_event_rows_on_screen(qtbot: QtBot, record_file: Path) -> None:
    window = open_viewer(qtbot, record_file)
    review = window.review
    assert review is not None
    model = EventListModel(review.index, window.text)
    window.events.set_events(model)
    shown = window.events.shown_rows()
    assert shown.start == 0 and 5 < len(shown) < len(model.places)
    changed: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda first, last: changed.append((first.row(), last.row())))
    window.events.set_proved(50)
    assert changed == [(model.row_of((1, 0)), shown.stop - 1)], "rows 0-19 said to change, not the 50 steps"
    foreground = Qt.ItemDataRole.ForegroundRole
    assert model.data(model.index_of(model.row_of((50, 0))), foreground) is None
    assert model.data(model.index_of(model.row_of((51, 0)) + 1), foreground) is not None, "greyed when shown"
    window.events.scrollToBottom()
    bottom = window.events.shown_rows()
    assert bottom.stop == len(model.places)
    window.events.set_proved(review.proved)
    assert changed[1:] == [(bottom.start, bottom.stop - 1)]
    window.events.set_proved(review.proved)  # nothing new
    assert len(changed) == 2


def test_stepping_with_the_keyboard_shows_the_replayed_units(
    qtbot: QtBot, record_file: Path, record: GameRecord
) -> None:
    window = open_viewer(qtbot, record_file)
    checkpoints = [1, 5, 17, 40, 77, len(record.steps)]
    step = 0
    for target in checkpoints:
        key(qtbot, window, Qt.Key.Key_Right, target - step)
        step = target
        assert window.place[0] == step and map_units(window) == replayed_units(record, step), f"step {step}"
    assert not window.actions_.nav["command"].isEnabled()
    for target in reversed([0, *checkpoints[:-1]]):
        key(qtbot, window, Qt.Key.Key_Left, step - target)
        step = target
        assert window.place[0] == step and map_units(window) == replayed_units(record, step), f"back to {step}"
    assert not window.actions_.nav["command_back"].isEnabled()


def test_moving_by_event_phase_and_turn(qtbot: QtBot, record_file: Path, record: GameRecord) -> None:
    window = open_viewer(qtbot, record_file)
    index = window.review.index  # type: ignore[union-attr]
    key(qtbot, window, Qt.Key.Key_Right)
    assert len(index.events[1]) > 1
    key(qtbot, window, Qt.Key.Key_Right, 1, Qt.KeyboardModifier.ShiftModifier)
    assert window.place == (1, 1) and window.events.currentIndex().row() == window.events.events.row_of((1, 1))  # type: ignore[union-attr]
    key(qtbot, window, Qt.Key.Key_Left, 2, Qt.KeyboardModifier.ShiftModifier)
    assert window.place == (0, len(index.events[0]) - 1)
    key(qtbot, window, Qt.Key.Key_Right, 1, Qt.KeyboardModifier.ControlModifier)
    assert window.place[0] == index.next_phase(0) == 1
    key(qtbot, window, Qt.Key.Key_Right, 1, Qt.KeyboardModifier.ControlModifier)
    assert window.place[0] == index.next_phase(1) and index.mark_at(window.place[0]).segment.value == "combat"
    key(qtbot, window, Qt.Key.Key_PageDown)
    assert window.place[0] == index.turn_starts[2] and window.review.cursor.position.turn == 2  # type: ignore[union-attr]
    key(qtbot, window, Qt.Key.Key_PageDown, 2)
    assert window.place[0] == index.turn_starts[4]
    key(qtbot, window, Qt.Key.Key_PageUp)
    assert window.place[0] == index.turn_starts[3]
    key(qtbot, window, Qt.Key.Key_End)
    assert window.place[0] == len(record.steps) and map_units(window) == replayed_units(record, len(record.steps))
    key(qtbot, window, Qt.Key.Key_Home)
    assert window.place == (0, 0)


def test_go_to_turn_and_phase(qtbot: QtBot, record_file: Path, record: GameRecord) -> None:
    window = open_viewer(qtbot, record_file)

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, JumpDialog)
        dialog.turn.setValue(5)
        dialog.phase.setCurrentIndex(dialog.phase.findData(Phase.GERMAN_1))
        dialog.accept()

    QTimer.singleShot(0, choose)
    key(qtbot, window, Qt.Key.Key_G, 1, Qt.KeyboardModifier.ControlModifier)
    step = window.place[0]
    started = [e for e in record.steps[step - 1].events if isinstance(e, PhaseStarted)]
    assert any((e.turn, e.phase) == (5, Phase.GERMAN_1) for e in started)
    assert not any(
        (e.turn, e.phase) == (5, Phase.GERMAN_1)
        for s in record.steps[: step - 1]
        for e in s.events
        if isinstance(e, PhaseStarted)
    )
    assert map_units(window) == replayed_units(record, step)


def _drag(timeline: QPoint | object, xs: list[int]) -> None:
    """A left press at the first x, moves with the button held through the others, a release at the last."""
    from panzer_qt.ui.replay.timeline import Timeline

    assert isinstance(timeline, Timeline)
    y = 26
    kinds = [QEvent.Type.MouseButtonPress] + [QEvent.Type.MouseMove] * (len(xs) - 1)
    for kind, x in zip(kinds, xs, strict=True):
        button = Qt.MouseButton.LeftButton if kind is QEvent.Type.MouseButtonPress else Qt.MouseButton.NoButton
        local = QPointF(x, y)
        event = QMouseEvent(
            kind, local, timeline.mapToGlobal(local), button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        )
        QApplication.sendEvent(timeline, event)
    release = QMouseEvent(QEvent.Type.MouseButtonRelease, QPointF(xs[-1], y), timeline.mapToGlobal(QPointF(xs[-1], y)),
                          Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)  # fmt: skip
    QApplication.sendEvent(timeline, release)


def test_dragging_the_timeline_moves_the_cursor(qtbot: QtBot, record_file: Path, record: GameRecord) -> None:
    window = open_viewer(qtbot, record_file)
    timeline = window.timeline
    targets = [len(record.steps) // 4, len(record.steps) * 3 // 4, len(record.steps) // 2]
    xs = [round(timeline.x_of(step)) for step in targets]
    _drag(timeline, xs)
    step = timeline.step_at(xs[-1])
    assert abs(step - targets[-1]) <= 1
    assert window.place[0] == step == timeline.step and map_units(window) == replayed_units(record, step)


def test_event_list_follows_the_cursor_and_a_click_moves_it(
    qtbot: QtBot, record_file: Path, record: GameRecord
) -> None:
    window = open_viewer(qtbot, record_file)
    model = window.events.events
    assert model is not None
    key(qtbot, window, Qt.Key.Key_Right, 30)
    assert model.places[window.events.currentIndex().row()] == (30, 0)
    row = model.row_of((60, 0)) + 1
    qtbot.mouseClick(window.events.viewport(), Qt.MouseButton.LeftButton, pos=_row_centre(window, row))
    assert window.place == model.places[row] and map_units(window) == replayed_units(record, window.place[0])


UNDERLINE_RUN = 10
"""Pixels: a rule number's underline is longer than any line of ink in a letter."""


def _underlined_columns(window: ReplayWindow, row: int) -> range:
    """The columns of a list row's longest unbroken horizontal line of ink below its middle, when it is long enough
    to be an underline (letters make no run that long); an empty range if none."""
    model = window.events.events
    assert model is not None
    view = window.events
    rect = view.visualRect(model.index_of(row)) & view.viewport().rect()
    image = view.viewport().grab().toImage()
    background = image.pixelColor(rect.left(), rect.top())
    longest = range(0)
    for y in range(rect.center().y() + 2, rect.bottom() + 1):
        start = None
        for x in range(rect.left(), rect.right() + 1):
            ink = x < rect.right() and image.pixelColor(x, y) != background
            if ink and start is None:
                start = x
            elif not ink and start is not None:
                longest = max(longest, range(start, x), key=len)
                start = None
    return longest if len(longest) >= UNDERLINE_RUN else range(0)


def test_event_list_underlines_the_rule_numbers_still_shown(qtbot: QtBot, record_file: Path) -> None:
    window = open_viewer(qtbot, record_file)
    model = window.events.events
    assert model is not None
    row = next(r for r in range(40, model.rowCount()) if str(model.data(model.index_of(r))).endswith(")"))
    window.events.scrollTo(model.index_of(row))
    wide = _underlined_columns(window, row)
    view_width = window.events.viewport().width()
    assert wide and wide.stop > view_width // 3  # the citation ends the row
    dock = window.docks["events"]
    dock.setFloating(True)
    dock.resize(view_width // 3, dock.height())
    qtbot.waitUntil(lambda: window.events.viewport().width() < view_width // 2)
    window.events.scrollTo(model.index_of(row))
    narrow = _underlined_columns(window, row)
    assert not narrow, "an underline kept for the wider row was drawn under the elided text"


def test_event_list_underlines_follow_the_lists_font(qtbot: QtBot, record_file: Path) -> None:
    window = ReplayWindow(record_file, remember_layout=False)  # not the narrow list another test leaves
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.review is not None and window.review.finished, timeout=LOADED_MS)
    model, view = window.events.events, window.events
    assert model is not None
    row = next(r for r in range(40, model.rowCount()) if str(model.data(model.index_of(r))).endswith(")"))
    view.scrollTo(model.index_of(row))
    before = _underlined_columns(window, row)
    font = view.font()
    font.setFamily("DejaVu Serif" if font.family() != "DejaVu Serif" else "DejaVu Sans")
    font.setPointSizeF(font.pointSizeF() * 1.3)
    view.setFont(font)
    view.scrollTo(model.index_of(row))
    qtbot.wait(50)
    after = _underlined_columns(window, row)
    option = QStyleOptionViewItem()
    option.initFrom(view)
    option.rect, option.font = view.visualRect(model.index_of(row)), view.font()
    y = option.rect.center().y()
    linked = [
        x
        for x in range(option.rect.left(), option.rect.right())
        if view.delegate.link_at(option, model.index_of(row), QPointF(x, y))
    ]
    assert before and after and after.start > before.start
    assert abs(after.start - linked[0]) <= 2 and abs(after.stop - 1 - linked[-1]) <= 2, (
        "the underline is under the number"
    )


def test_event_list_scroll_bar_repaints_when_its_slider_moves(qtbot: QtBot, record_file: Path) -> None:
    window = open_viewer(qtbot, record_file)
    bar = window.events.verticalScrollBar()
    assert isinstance(bar, StillScrollBar)
    qtbot.waitUntil(lambda: bar.drawn == bar.slider_rect())
    top = bar.drawn
    log = PaintLog()
    bar.installEventFilter(log)
    still = 0
    for step in range(1, 60):  # where the list scrolls by less than a pixel of the slider, the bar is not repainted
        value, drawn = bar.value(), bar.drawn
        window.go_to_step(step)
        QApplication.processEvents()
        if bar.value() != value and bar.slider_rect() == drawn:
            assert log.region.isEmpty(), step
            still += 1
        log.region = QRegion()
    assert still > 10
    for step in (window.review.proved // 2, window.review.proved, 0):  # type: ignore[union-attr]
        window.go_to_step(step)
        qtbot.waitUntil(lambda: bar.drawn == bar.slider_rect())
    assert bar.drawn == top
    bar.removeEventFilter(log)


def _row_images(view: QListView, rows: range) -> dict[int, QImage]:
    image = view.viewport().grab().toImage()
    model = view.model()
    return {r: image.copy(view.visualRect(model.index(r, 0))) for r in rows}


def test_event_list_rows_look_as_the_style_draws_them(qtbot: QtBot, record_file: Path) -> None:
    window = open_viewer(qtbot, record_file)
    view, model = window.events, window.events.events
    assert model is not None
    window.go_to_step(120)
    QCursor.setPos(-1000, -1000)  # no row under the mouse
    plain = QListView()  # the same rows drawn row by row by the style and the rule-link delegate
    qtbot.addWidget(plain)
    plain.setUniformItemSizes(True)
    plain.setItemDelegate(RuleLinkDelegate(plain))
    plain.setModel(model)
    plain.setFont(view.font())
    plain.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
    plain.resize(view.size())
    plain.show()
    qtbot.waitUntil(lambda: plain.viewport().width() == view.viewport().width())
    shown = view.shown_rows()
    rows = range(shown.start, shown.stop - 1)  # whole rows only
    plain.scrollTo(model.index_of(rows.start), QAbstractItemView.ScrollHint.PositionAtTop)
    current = view.currentIndex().row()
    mine, theirs = _row_images(view, rows), _row_images(plain, rows)
    assert any(model.starts_phase(r) for r in range(0, rows.stop)) and len(rows) > 10
    for row in rows:
        if row != current:
            assert mine[row] == theirs[row], f"row {row} ({model.row_text(row)}) is drawn otherwise"


def test_event_list_shows_a_rule_link_under_the_mouse(qtbot: QtBot, record_file: Path) -> None:
    window = open_viewer(qtbot, record_file)
    view, model = window.events, window.events.events
    assert model is not None
    window.go_to_step(107)
    row = next(r for r in view.shown_rows() if r != view.currentIndex().row() and model.row_text(r).endswith(")"))
    viewport, rect = view.viewport(), view.visualRect(model.index_of(row))
    link = view.palette().color(QPalette.ColorRole.Link).rgb()

    def linked_lines() -> set[int]:
        image = viewport.grab().toImage()
        return {
            y
            for y in range(rect.top(), rect.bottom() + 1)
            for x in range(rect.left(), rect.right())
            if image.pixel(x, y) == link
        }

    assert not linked_lines()
    centre = QPointF(rect.center())
    QCursor.setPos(viewport.mapToGlobal(rect.center()))
    QApplication.sendEvent(viewport, QEnterEvent(centre, centre, viewport.mapToGlobal(centre)))
    QApplication.sendEvent(viewport, QHoverEvent(QEvent.Type.HoverMove, centre, viewport.mapToGlobal(centre), centre))
    QApplication.processEvents()
    assert len(linked_lines()) == 1, "the underline takes the link colour"


def _row_centre(window: ReplayWindow, row: int) -> QPoint:
    model = window.events.events
    assert model is not None
    window.events.scrollTo(model.index_of(row))
    return window.events.visualRect(model.index_of(row)).center()


def test_a_click_on_the_vp_chart_moves_the_cursor(qtbot: QtBot, record_file: Path, record: GameRecord) -> None:
    window = open_viewer(qtbot, record_file)
    qtbot.waitUntil(lambda: window.chart is not None)
    chart = window.chart
    assert chart is not None
    target = window.review.index.turn_starts[6] + 3  # type: ignore[union-attr]
    box = chart.plotItem.vb
    point = chart.mapFromScene(box.mapViewToScene(QPointF(chart.scale.x(target) + 0.01, 2)))
    qtbot.mouseClick(chart.viewport(), Qt.MouseButton.LeftButton, pos=point)
    clicked = chart.step_at(chart.mapToScene(point))  # a pixel may hold several steps of a long phase
    assert clicked is not None and abs(clicked - target) <= 2
    assert window.place[0] == clicked and chart.cursor_x == pytest.approx(chart.scale.x(clicked))
    assert "Soviet VP" in chart.describe(target)


def _cursor_columns(chart: VPChart) -> set[int]:
    """The viewport columns where the chart shows its cursor's colour half-way down the plot."""
    image = chart.viewport().grab().toImage()
    box = chart.plotItem.vb.sceneBoundingRect()
    y = chart.mapFromScene(box.center()).y()
    return {x for x in range(image.width()) if image.pixelColor(x, y).name() == CURSOR_COLOUR}


def test_the_vp_chart_draws_its_cursor_where_it_stands(qtbot: QtBot, record_file: Path) -> None:
    window = open_viewer(qtbot, record_file)
    qtbot.waitUntil(lambda: window.chart is not None)
    chart = window.chart
    assert chart is not None and window.review is not None
    for step in (window.review.index.turn_starts[2], window.review.index.turn_starts[5] + 7):
        window.go_to_step(step)
        x = chart.mapFromScene(chart.plotItem.vb.mapViewToScene(QPointF(chart.scale.x(step), 0))).x()
        columns = _cursor_columns(chart)
        assert columns and all(abs(column - x) <= 2 for column in columns), (step, x, columns)


def test_the_vp_chart_stacks_each_source_under_the_thresholds(
    qtbot: QtBot, record_file: Path, record: GameRecord
) -> None:
    window = open_viewer(qtbot, record_file)
    qtbot.waitUntil(lambda: window.chart is not None)
    chart = window.chart
    assert chart is not None and [name for name, _ in chart.bands] == list(VP_REASONS)
    for step in (0, 40, len(record.steps) // 2, len(record.steps)):
        parts = vp_parts(Game.from_record(record, upto=step).state)
        level = 0
        for name, band in chart.bands:
            level += parts[name]
            xs, ys = band.getData()
            assert (xs[2 * step], ys[2 * step]) == (pytest.approx(chart.scale.x(step)), level), f"{name} at step {step}"
        assert chart.total.getData()[1][2 * step] == level == sum(parts.values())
    lines = [item for item in chart.plotItem.items if isinstance(item, pg.InfiniteLine) and item.angle == 0]
    victory = record.scenario.tables.victory
    assert sorted((line.value(), line.label.toPlainText()) for line in lines) == [
        (victory.draw_at, f"draw {victory.draw_at}"),
        (victory.soviet_victory_at, f"Soviet victory {victory.soviet_victory_at}"),
    ]
    assert (victory.draw_at, victory.soviet_victory_at) == (28, 32)


def test_the_vp_chart_legend_keeps_clear_of_the_threshold_labels(qtbot: QtBot, record_file: Path) -> None:
    window = open_viewer(qtbot, record_file)
    qtbot.waitUntil(lambda: window.chart is not None)
    chart = window.chart
    assert chart is not None
    legend = chart.plotItem.legend
    for width, columns in ((1500, 3), (960, 2), (800, 1)):
        window.resize(width, 800)
        qtbot.waitUntil(lambda w=width: window.width() == w)
        QApplication.processEvents()
        assert legend.columnCount == columns, width
        shown = legend.mapRectToScene(legend.boundingRect())
        for label in chart.labels:
            assert not shown.intersects(label.mapRectToScene(label.boundingRect())), (width, label.toPlainText())


def overlay_marks(game: Game, name: str) -> dict[str, set[str]]:
    """The hexes an overlay of the client marks for ``game``'s position, by style, from the engine."""
    if name != "kg":
        side = Side.GERMAN if name == "zoc_german" else Side.SOVIET
        return {name: set(game.zoc(side))}
    ranges = game.kg_ranges().values()
    marks = {
        "kg_combat": set().union(*(r.combat for r in ranges)),
        "kg_active": set().union(*(r.traffic for r in ranges if r.active)),
        "kg_negated": set().union(*(r.traffic for r in ranges if not r.active)),
        "kg_negator": set().union(*(r.negated_by for r in ranges)),
    }
    return {style: hexes for style, hexes in marks.items() if hexes}


@pytest.mark.parametrize(
    ("shortcut", "name"), [(Qt.Key.Key_G, "zoc_german"), (Qt.Key.Key_V, "zoc_soviet"), (Qt.Key.Key_K, "kg")]
)
def test_the_clients_overlays_at_the_cursor(
    qtbot: QtBot, record_file: Path, record: GameRecord, shortcut: Qt.Key, name: str
) -> None:
    window = open_viewer(qtbot, record_file)
    step = len(record.steps) // 3
    window.go_to_step(step)
    key(qtbot, window, shortcut)
    item = window.layers.overlay_items[name]  # type: ignore[union-attr]
    assert window.actions_.overlays[name].isChecked() and item.isVisible()
    for moved in (0, 9):
        key(qtbot, window, Qt.Key.Key_Right, moved)
        expected = overlay_marks(Game.from_record(record, upto=step + moved), name)
        assert expected and item.shapes.marked == expected, f"step {step + moved}"
    key(qtbot, window, shortcut)
    assert not item.isVisible() and not window.actions_.overlays[name].isChecked()


def test_a_steps_marks_go_without_a_full_repaint_and_leave_nothing_stale(
    qtbot: QtBot, record_file: Path, record: GameRecord
) -> None:
    window = open_viewer(qtbot, record_file)
    canvas = window.canvas
    assert canvas is not None
    combat = next(i for i, s in enumerate(record.steps) if isinstance(s.command, ResolveCombat))
    window.go_to_step(combat + 1)
    QApplication.processEvents()
    log = PaintLog()
    canvas.viewport().installEventFilter(log)
    moves = 0
    for step in range(combat + 2, combat + 40):
        log.region = QRegion()
        window.go_to_step(step)
        QApplication.processEvents()
        viewport = canvas.viewport()
        if [record.steps[k].command.type for k in (step - 2, step - 1)] == ["move", "end_phase"]:
            painted = sum(rect.width() * rect.height() for rect in log.region)  # the move's marks gone, no more
            assert 0 < painted < viewport.width() * viewport.height() / 4, f"step {step}"
            moves += 1
        corner = viewport.mapTo(window, QPoint(0, 0))
        shown = window.screen().grabWindow(window.winId()).toImage().copy(QRect(corner, viewport.size()))
        assert _differ(shown, viewport.grab().toImage()) <= SEAM, f"step {step}: not what a full repaint draws"
    assert moves >= 3


SEAM = 32
"""How far a pixel may differ between partial repaints and a full one: the antialiased edges where a repaint
region ends at a zoom between pixels differ by a few levels; a mark left behind differs by far more."""


def _pixels(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    rows = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    return rows[:, : image.width() * 4].reshape(image.height(), image.width(), 4)[..., :3].astype(int)


def _differ(a: QImage, b: QImage) -> int:
    """The largest difference of a colour channel between two images of one size."""
    return int(np.abs(_pixels(a) - _pixels(b)).max())


class PaintLog(QObject):
    """Collects the regions a widget paints."""

    def __init__(self) -> None:
        super().__init__()
        self.region = QRegion()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint and isinstance(event, QPaintEvent):
            self.region += event.region()
        return False


def test_a_step_is_explained_a_combat_with_its_odds_and_die(
    qtbot: QtBot, record_file: Path, record: GameRecord
) -> None:
    window = open_viewer(qtbot, record_file)
    index = next(i for i, s in enumerate(record.steps) if isinstance(s.command, ResolveCombat))
    resolved = next(e for e in record.steps[index].events if isinstance(e, CombatResolved))
    window.go_to_step(index + 1)
    text = window.explanation.toPlainText()
    assert f"Combat at {resolved.defender_hex}: column {resolved.column}" in text and "Attack total" in text
    assert (f"die {resolved.roll}" if resolved.roll is not None else "no roll") in text
    assert resolved.defender_hex in window.canvas.highlighted("target")  # type: ignore[union-attr]
    move = next(i for i, s in enumerate(record.steps) if sum(isinstance(e, UnitMoved) for e in s.events) > 1)
    window.go_to_step(move + 1)
    path = [e.from_hex for e in record.steps[move].events if isinstance(e, UnitMoved)][:1]
    path += [e.to_hex for e in record.steps[move].events if isinstance(e, UnitMoved)]
    assert window.steps_layer.arrows.shapes.marked["arrow_move"] == set(path)  # type: ignore[union-attr]
    assert window.canvas.highlighted("event") == {path[0], path[1]}  # type: ignore[union-attr]
    assert not window.canvas.highlights["placement"].isVisible()  # type: ignore[union-attr]


def test_the_set_up_marks_the_chosen_placement_and_later_placements_all(
    qtbot: QtBot, record_file: Path, record: GameRecord
) -> None:
    window = open_viewer(qtbot, record_file)
    canvas = window.canvas
    assert canvas is not None
    placed = [e for e in record.start_events if isinstance(e, UnitPlaced)]
    for i in (0, 3):
        window.go((0, record.start_events.index(placed[i])))
        assert canvas.highlighted("event") == {placed[i].hex} and canvas.highlighted("placement") == set()
    step = next(k for k, s in enumerate(record.steps) if any(isinstance(e, UnitPlaced | KGDeployed) for e in s.events))
    window.go_to_step(step + 1)
    hexes = {e.hex for e in record.steps[step].events if isinstance(e, UnitPlaced | KGDeployed)}
    assert canvas.highlighted("placement") == hexes and canvas.highlights["placement"].isVisible()


def test_fog_of_war_as_either_side_or_everything(qtbot: QtBot, record_file: Path, record: GameRecord) -> None:
    window = open_viewer(qtbot, record_file)
    step = next(k for k in range(1, len(record.steps)) if _fogged(Game.from_record(record, upto=k)))
    window.go_to_step(step)
    game = Game.from_record(record, upto=step)
    for side, shortcut in ((Side.GERMAN, Qt.Key.Key_1), (Side.SOVIET, Qt.Key.Key_2), (None, Qt.Key.Key_3)):
        key(qtbot, window, shortcut, 1, Qt.KeyboardModifier.ControlModifier)
        shown = {hid: sorted(u for u, _ in view.units) for hid, view in window.layers.units.shown.items()}  # type: ignore[union-attr]
        assert window.viewer is side and shown == {hid: sorted(ids) for hid, ids in game.visible_units(side).items()}


def _fogged(game: Game) -> bool:
    """Whether fog of war hides something from each side."""
    return game.visible_units(Side.GERMAN) != game.visible_units(None) != game.visible_units(Side.SOVIET)


def test_selecting_any_unit_shows_its_range_at_that_moment(qtbot: QtBot, record_file: Path, record: GameRecord) -> None:
    window = open_viewer(qtbot, record_file)
    window.go_to_step(3)
    key(qtbot, window, Qt.Key.Key_M)
    game = window.review.cursor.game  # type: ignore[union-attr]
    mover = next(u for u, s in game.state.units.items() if s.hex and game.board.specs[u].side is not game.state.acting)
    window.tool.select_at(game.state.units[mover].hex or "", False)
    assert window.selection[0] in window.layers.units_at(game.state.units[mover].hex or "")  # type: ignore[union-attr]
    reach = game.movement_range(list(window.selection))
    assert window.layers.overlay_items["movement"].shapes.marked["movement"] == set(reach)  # type: ignore[union-attr]
    assert "could not move at this moment" in window.statusBar().currentMessage()


def test_play_and_pause(qtbot: QtBot, record_file: Path) -> None:
    window = open_viewer(qtbot, record_file)
    key(qtbot, window, Qt.Key.Key_BracketRight, 3)
    assert window.actions_.speed.currentData() == 32
    window.actions_.play.trigger()
    qtbot.waitUntil(lambda: window.place[0] >= 5, timeout=5000)
    window.actions_.play.trigger()
    stopped = window.place[0]
    qtbot.wait(150)
    assert window.place[0] == stopped and not window.play_timer.isActive()


def test_a_tampered_record_reports_its_first_differing_step(qtbot: QtBot, record: GameRecord, tmp_path: Path) -> None:
    data = json.loads(record.model_dump_json())
    bad = next(i for i, s in enumerate(data["steps"]) if i > 60 and s["command"]["type"] == "end_phase")
    data["steps"][bad]["events"][0]["turn"] = 99
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(data))
    window = open_viewer(qtbot, path)
    review = window.review
    assert review is not None and review.desync is not None and review.proved == bad
    assert window.banner.isVisible()
    text = window.banner.text()
    assert (
        f"stops being faithful at step {bad + 1}" in text
        and f"$.steps[{bad}].events[0]: step {bad + 1}: desync" in text
    )
    assert f"Steps 0 to {bad} are proved" in text and window.timeline.desync == bad + 1
    assert 99 not in review.index.turn_starts and all(m.step <= bad for m in review.index.marks)
    key(qtbot, window, Qt.Key.Key_End)
    assert window.place[0] == bad and map_units(window) == replayed_units(record, bad)
    assert not window.actions_.nav["command"].isEnabled()
    model = window.events.events
    assert model is not None and not model.flags(model.index_of(model.row_of((bad + 1, 0)))) & Qt.ItemFlag.ItemIsEnabled


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (
            '{"kind": "panzer_qt.record", "format_version": 99}',
            f"$.format_version: format version 99 is newer than this program knows ({RECORD_FORMAT})",
        ),
        ('{"kind": "panzer_qt.record", "steps": [', "invalid JSON"),
        ("[" * 100_000, "bad.json: invalid JSON: lists or objects nested too deeply"),
    ],
)
def test_a_record_that_cannot_be_opened_is_refused_with_a_clear_message(
    qtbot: QtBot, tmp_path: Path, content: str, message: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    window = open_viewer(qtbot, path)
    assert window.review is None and message in window.problem and str(path) in window.problem
    assert message in window.waiting.text() and window.waiting.textFormat() is Qt.TextFormat.PlainText
    assert isinstance(window.problem_box, QMessageBox) and message in window.problem_box.text()
    assert not any(action.isEnabled() for action in window.actions_.nav.values())


def test_continuing_from_a_midpoint_starts_a_new_game_in_the_client(
    qtbot: QtBot, record_file: Path, record: GameRecord, tmp_path: Path
) -> None:
    clients = []

    def client(game: Game, note: str) -> object:
        window = make_window(qtbot, game, tmp_path)
        window.statusBar().showMessage(note)
        clients.append(window)
        return window

    viewer = open_viewer(qtbot, record_file, client)
    middle = len(record.steps) // 2
    viewer.go_to_step(middle)
    key(qtbot, viewer, Qt.Key.Key_Return, 1, Qt.KeyboardModifier.ControlModifier)
    (window,) = clients
    game = window.session.game
    assert len(game.steps) == middle and game.steps == record.steps[:middle]
    assert game.state == Game.from_record(record, upto=middle).state
    assert f"at step {middle}" in window.statusBar().currentMessage() and window.session.path is None
    command = next(c for c in game.legal_commands() if game.is_legal(c))
    assert window.session.apply(command) is not None
    saved = tmp_path / "branch.json"
    window.session.save(saved)
    branch = load_record(saved)
    assert branch.steps[:middle] == record.steps[:middle] and branch.steps[middle].command == command
    assert viewer.review.cursor.game.state == Game.from_record(record, upto=middle).state  # type: ignore[union-attr]


def test_bookmarks_survive_a_save_and_reopen(qtbot: QtBot, record_file: Path, record: GameRecord) -> None:
    window = open_viewer(qtbot, record_file)
    window.go_to_step(42)

    def write() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, BookmarkDialog)
        dialog.title.setText("Counter-attack")
        dialog.note.setPlainText("<i>keep</i> the reserve\nsecond line")
        dialog.accept()

    QTimer.singleShot(0, write)
    key(qtbot, window, Qt.Key.Key_D, 1, Qt.KeyboardModifier.ControlModifier)
    window.bookmarks.add(Bookmark(step=7, title="early"))
    assert window.dirty and window.windowTitle().startswith("* ") and window.timeline.bookmarks == [7, 42]
    key(qtbot, window, Qt.Key.Key_S, 1, Qt.KeyboardModifier.ControlModifier)
    assert not window.dirty and not window.windowTitle().startswith("* ")
    saved = load_record(record_file)
    assert saved.format_version == RECORD_FORMAT and saved.steps == record.steps
    assert [(m.step, m.title, m.note) for m in saved.bookmarks] == [
        (7, "early", ""),
        (42, "Counter-attack", "<i>keep</i> the reserve\nsecond line"),
    ]
    again = open_viewer(qtbot, record_file)
    panel = again.bookmarks
    assert [panel.list.item(i).text() for i in range(panel.list.count())][1].startswith("Step 42, turn ")
    assert panel.list.item(1).text().endswith(": Counter-attack") and again.timeline.bookmarks == [7, 42]
    panel.list.setCurrentRow(1)
    assert panel.note.toPlainText() == "<i>keep</i> the reserve\nsecond line"
    panel.stepChosen.emit(42)
    assert again.place[0] == 42


def test_the_client_offers_a_finished_game_to_the_viewer(
    qtbot: QtBot, record_file: Path, record: GameRecord, tmp_path: Path
) -> None:
    window = make_window(qtbot, Game.new(record.scenario, seed=1), tmp_path)
    reviewed: list[Path] = []
    window.actions_.reviewer = reviewed.append
    assert window.actions_.open(record_file) is False
    box = window.actions_.review_box
    assert box is not None and box.isVisible() and "played to its end" in box.text()
    review = next(b for b in box.buttons() if b.text() == "Review in the Viewer")
    review.click()
    assert reviewed == [record_file] and window.session.path is None
    unfinished = tmp_path / "unfinished.json"
    save_record(Game.from_record(record, upto=20), unfinished)
    assert window.actions_.open(unfinished) is True and window.session.path == unfinished
    window.actions_.open(record_file)
    here = next(b for b in window.actions_.review_box.buttons() if b.text() == "Open Here")  # type: ignore[union-attr]
    here.click()
    qtbot.waitUntil(lambda: window.session.path == record_file, timeout=30000)  # a large file opens in the background
    assert window.session.game.state.game_over
    qtbot.waitUntil(lambda: window.game_over is not None and window.game_over.isVisible(), timeout=10000)
    assert "German victory" in window.game_over.text()  # type: ignore[union-attr]
    window.game_over.close()  # type: ignore[union-attr]


def test_phase_scale_maps_every_step_there_and_back(record: GameRecord) -> None:
    review = Review(record)
    scale = PhaseScale(review.index.marks, review.index.total)
    xs = [scale.x(step) for step in range(review.index.total + 1)]
    assert xs == sorted(xs) and xs[0] == 0 and xs[-1] < scale.width
    assert all(scale.step(x) == step for step, x in enumerate(xs))
    assert [label for _, label in scale.turn_ticks()] == [f"Turn {t}" for t in range(1, 9)]
