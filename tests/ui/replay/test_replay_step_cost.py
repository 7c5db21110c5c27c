"""What a step of the viewer costs the window: only the stacks that changed (and those under the marks that came or
went) are painted again, a drag goes to the step under its latest move without stopping at the others, and a step
draws at most ``ROWS_PER_STEP`` event rows at once, the list showing every row once the event loop is idle."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem, QWidget
from pytestqt.qtbot import QtBot

from panzer_qt.model.record import GameRecord
from panzer_qt.ui.map.units_layer import StackItem
from panzer_qt.ui.replay.event_list import ROWS_PER_STEP, EventList
from panzer_qt.ui.replay.timeline import Timeline
from panzer_qt.ui.replay.window import ReplayWindow
from tests.ui.replay.test_replay_viewer import (  # noqa: F401 (fixtures)
    _row_images,
    map_units,
    open_viewer,
    record,
    record_file,
    replayed_units,
)


def _mark_areas(window: ReplayWindow, last: dict[int, QRectF]) -> list[QRectF]:
    """The scene rectangles the step's marks (arrows and highlights) cover, and where each was last drawn: Qt
    repaints that place again when a mark that went comes back elsewhere (``last``, by item, kept up to date)."""
    assert window.canvas is not None and window.steps_layer is not None
    items = [window.steps_layer.arrows, *window.canvas.highlights.values()]
    for item in items:
        if item.isVisible() and not item.area.isEmpty():
            last[id(item)] = item.area
    return list(last.values())


def _stack_boxes(window: ReplayWindow) -> dict[str, QRectF]:
    assert window.layers is not None
    return {hid: item.sceneBoundingRect() for hid, item in window.layers.units.stacks.items() if item.isVisible()}


def test_a_step_paints_again_only_the_stacks_that_changed(
    qtbot: QtBot,
    record_file: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = open_viewer(qtbot, record_file)
    assert window.layers is not None and window.canvas is not None and window.review is not None
    painted: list[StackItem] = []
    paint = StackItem.paint

    def logged(item: StackItem, painter: object, option: QStyleOptionGraphicsItem, widget: QWidget | None) -> None:
        painted.append(item)
        paint(item, painter, option, widget)  # type: ignore[arg-type]

    monkeypatch.setattr(StackItem, "paint", logged)
    slack = 3 / window.canvas.transform().m11()  # the view widens each repaint by 2 pixels for antialiasing
    spared = 0
    last: dict[int, QRectF] = {}
    for step in [*range(1, 60), *range(58, 0, -1)]:
        before = dict(window.layers.units.shown)
        old_boxes = _stack_boxes(window)
        areas = _mark_areas(window, last)
        painted.clear()
        window.go_to_step(step)
        QApplication.processEvents()
        after = window.layers.units.shown
        changed = {h for h in before.keys() | after.keys() if before.get(h) != after.get(h)}
        boxes = _stack_boxes(window)
        areas += _mark_areas(window, last) + [old_boxes[h] for h in changed if h in old_boxes]
        areas += [boxes[h] for h in changed if h in boxes]
        names = {item: hid for hid, item in window.layers.units.stacks.items()}
        for item in set(painted):
            hid = names[item]
            near = any(boxes[hid].adjusted(-slack, -slack, slack, slack).intersects(area) for area in areas)
            assert hid in changed or near, f"step {step}: the stack in {hid} did not change and was painted again"
        spared += len(boxes) - len(set(painted))
    assert spared > 3 * 117  # most stacks are left alone at every step


def _drag(timeline: Timeline, steps: list[int], release: bool) -> None:
    """A left press at the first step, moves with the button held to the others, all delivered before the window
    handles any of them (a release at the last if ``release``)."""
    y = 26.0

    def mouse(kind: QEvent.Type, step: int, button: Qt.MouseButton, buttons: Qt.MouseButton) -> QMouseEvent:
        local = QPointF(timeline.x_of(step), y)
        return QMouseEvent(kind, local, timeline.mapToGlobal(local), button, buttons, Qt.KeyboardModifier.NoModifier)

    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    QApplication.sendEvent(timeline, mouse(QEvent.Type.MouseButtonPress, steps[0], left, left))
    for step in steps[1:]:
        QApplication.sendEvent(timeline, mouse(QEvent.Type.MouseMove, step, none, left))
    if release:
        QApplication.sendEvent(timeline, mouse(QEvent.Type.MouseButtonRelease, steps[-1], left, none))


@pytest.mark.parametrize("release", [False, True])
def test_a_drag_goes_to_its_latest_step_only(
    qtbot: QtBot,
    record_file: Path,  # noqa: F811
    record: GameRecord,  # noqa: F811
    release: bool,
) -> None:
    window = open_viewer(qtbot, record_file)
    timeline = window.timeline
    total = len(record.steps)
    steps = [total // 5, total // 2, total // 3, total - 2, total // 4]
    assert len({timeline.step_at(timeline.x_of(s)) for s in steps}) == len(steps)
    chosen: list[int] = []
    timeline.stepChosen.connect(chosen.append)
    seeks: list[int] = []
    seek = window.review.cursor.seek  # type: ignore[union-attr]
    window.review.cursor.seek = lambda step: (seeks.append(step), seek(step))[1]  # type: ignore[union-attr,method-assign]
    _drag(timeline, steps, release)
    if not release:
        assert chosen == [steps[0]]  # the moves wait for the event loop
        qtbot.waitUntil(lambda: len(chosen) == 2)
    QApplication.processEvents()
    assert chosen == seeks == [steps[0], steps[-1]]
    assert window.place[0] == timeline.step == steps[-1]
    assert map_units(window) == replayed_units(record, steps[-1])


def test_a_drag_back_to_the_cursor_chooses_nothing_more(qtbot: QtBot, record_file: Path) -> None:  # noqa: F811
    window = open_viewer(qtbot, record_file)
    chosen: list[int] = []
    window.timeline.stepChosen.connect(chosen.append)
    _drag(window.timeline, [10, 40, 60, 10], release=True)
    QApplication.processEvents()
    assert chosen == [10] and window.place[0] == 10


def test_a_step_draws_at_most_its_cap_of_event_rows_and_the_list_shows_them_all_after(
    qtbot: QtBot,
    record_file: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = open_viewer(qtbot, record_file)
    view, model, review = window.events, window.events.events, window.review
    assert model is not None and review is not None
    paints: list[list[int]] = []  # the rows each paint of the list drew, one after another
    draw_rows = EventList._draw_rows
    monkeypatch.setattr(EventList, "_draw_rows", lambda self, rows: (paints.append(list(rows)), draw_rows(self, rows)))
    big = [s for s in range(1, review.proved) if len(review.index.events[s]) > ROWS_PER_STEP + 2]
    assert len(big) >= 3
    capped = 0
    for step in big[:6]:
        for target in (step, step + 1, step - 1, 0, step + 1):  # onto it, past it, back, a far jump, back again
            paints.clear()
            window.go_to_step(target)
            QApplication.processEvents()
            assert paints, f"step {target}: the list not drawn"
            assert len(paints[0]) <= ROWS_PER_STEP, f"step {target}: {len(paints[0])} rows drawn at once"
            at_once = len(paints)
            qtbot.waitUntil(lambda: not view.unfilled)
            QApplication.processEvents()
            capped += len(paints) > at_once  # the rows past the cap, drawn once the event loop was idle
            current = view.currentIndex().row()
            assert model.places[current] == (target, 0) and current in view.shown_rows()
            rows = view.shown_rows()
            shown = _row_images(view, range(rows.start, rows.stop - 1))  # the pixels on screen now...
            view.viewport().repaint()  # ...are those a full repaint draws
            assert shown == _row_images(view, range(rows.start, rows.stop - 1)), f"step {target}: a row left unfilled"
    assert capped >= 6
