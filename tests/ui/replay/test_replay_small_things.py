"""Small things of the replay viewer and its report: Enter on a bookmark goes there; step 0 is titled for both
set-ups; the threshold labels of the VP chart sit clear of the curve; the report's chart has no cursor line and a
legend whose entries cover none of each other; the report is readable by others."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from panzer_qt.cli import main
from panzer_qt.model.record import Bookmark, GameRecord
from panzer_qt.records.review import Review
from panzer_qt.ui.replay.report import widget_image, write_report
from panzer_qt.ui.replay.vp_chart import LABELS_FROM, VPChart
from tests.ui.replay.test_replay_viewer import open_viewer, record, record_file  # noqa: F401 (fixtures)


def test_enter_on_a_bookmark_goes_to_its_step(qtbot: QtBot, record_file: Path) -> None:  # noqa: F811
    window = open_viewer(qtbot, record_file)
    window.bookmarks.add(Bookmark(step=7, title="early"))
    window.bookmarks.add(Bookmark(step=42, title="later"))
    listed = window.bookmarks.list
    listed.setFocus()
    listed.setCurrentRow(1)
    QTest.keyClick(listed, Qt.Key.Key_Return)
    assert window.place[0] == 42
    QTest.keyClick(listed, Qt.Key.Key_Up)
    QTest.keyClick(listed, Qt.Key.Key_Enter)
    assert window.place[0] == 7


def test_step_0_is_titled_for_both_set_ups(qtbot: QtBot, record_file: Path, record: GameRecord) -> None:  # noqa: F811
    window = open_viewer(qtbot, record_file)
    window.go_to_step(0)
    assert window.timeline.caption.startswith(
        f"Step 0 of {len(record.steps)} - turn 1, Soviet and German set-ups (3.2)"
    )


def _review(record: GameRecord) -> Review:  # noqa: F811
    review = Review(record)
    assert review.prove_now() is None
    return review


def test_the_threshold_labels_sit_on_the_side_of_their_lines_the_curve_leaves_free(
    qtbot: QtBot,
    record: GameRecord,  # noqa: F811
) -> None:
    chart = VPChart(_review(record))
    qtbot.addWidget(chart)
    widget_image(chart, 1000, 340)
    totals = np.array([sum(parts.values()) for parts in chart.review.vp], dtype=float)
    xs = np.array([chart.scale.x(step) for step in range(len(totals))])
    near = totals[xs >= chart.scale.width * LABELS_FROM].max()
    victory = record.scenario.tables.victory
    for label, value in zip(chart.labels, (victory.draw_at, victory.soviet_victory_at), strict=True):
        assert label.anchors[0] == ((1, 1) if near < value else (1, 0))
    chart.review.vp[-1] = {**chart.review.vp[-1], "vp_territory": victory.soviet_victory_at + 3}  # the curve ends above
    chart.refresh()
    assert [label.anchors[0] for label in chart.labels] == [(1, 0), (1, 0)]  # both labels below their lines


def test_threshold_labels_over_the_bands_are_on_light_boxes_side_by_side(
    qtbot: QtBot,
    record: GameRecord,  # noqa: F811
) -> None:
    """The curve ends above both lines: the labels lie below them, over the coloured bands, each on a light box, side
    by side (one above the other, a few VP apart, they overlapped)."""
    chart = VPChart(_review(record))
    qtbot.addWidget(chart)
    victory = record.scenario.tables.victory
    for step in range(len(chart.review.vp) * 9 // 10, len(chart.review.vp)):
        chart.review.vp[step] = {**chart.review.vp[step], "vp_territory": victory.soviet_victory_at + 10}
    chart.refresh()
    image = widget_image(chart, 1000, 340)
    for label in chart.labels:
        box = chart.mapFromScene(label.sceneBoundingRect()).boundingRect().adjusted(1, 1, -1, -1)
        light = [
            image.pixelColor(x, y).lightness() > 200
            for x in range(box.left(), box.right(), 3)
            for y in range(box.top(), box.bottom(), 3)
        ]
        assert sum(light) > 0.6 * len(light), label.toPlainText()
    draw, victory = (label.sceneBoundingRect() for label in chart.labels)
    assert not draw.intersects(victory) and draw.right() < victory.left()


def test_the_report_chart_has_no_cursor_and_a_legend_without_overlaps(
    qtbot: QtBot,
    record: GameRecord,  # noqa: F811
) -> None:
    chart = VPChart(_review(record), cursor=False)
    qtbot.addWidget(chart)
    widget_image(chart, 1000, 340)
    assert not chart.cursor_line.isVisible()
    legend = chart.plotItem.legend
    boxes = [item.sceneBoundingRect() for pair in legend.items for item in pair]
    assert len(boxes) == 10
    overlaps = [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :] if a.intersects(b)]
    assert overlaps == []
    assert [label.text for _, label in legend.items][-1] == "Total"


def test_the_report_is_readable_by_others(qtbot: QtBot, record: GameRecord, tmp_path: Path) -> None:  # noqa: F811
    old = os.umask(0o022)
    try:
        out = tmp_path / "report.html"
        write_report(_review(record), out)
    finally:
        os.umask(old)
    assert stat.S_IMODE(out.stat().st_mode) == 0o644


def test_the_banner_validate_the_report_and_the_event_list_number_a_changed_die_alike(
    qtbot: QtBot,
    record: GameRecord,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = json.loads(record.model_dump_json())
    data["seed"] = None
    i, j = next(
        (i, j)
        for i, step in enumerate(data["steps"])
        for j, event in enumerate(step["events"])
        if event["type"] == "dice_rolled" and event["purpose"].startswith("combat")
    )
    old = data["steps"][i]["events"][j]["dice"][0]
    data["steps"][i]["events"][j]["dice"] = [old % 6 + 1]
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["validate", str(path)]) == 1
    (line,) = capsys.readouterr().out.splitlines()
    place = f"$.steps[{i}].events[{j}].dice[0]: step {i + 1}: desync: the record's die shows {old % 6 + 1}"
    assert line.startswith(f"{path}: {place}")
    window = open_viewer(qtbot, path)
    assert window.review is not None and window.review.proved == i
    banner = window.banner.text()
    assert banner.startswith(f"This record stops being faithful at step {i + 1} (in turn ") and place in banner
    events = window.events.model()
    rows = [events.data(events.index(r, 0)) for r in range(events.rowCount())]
    assert any(row.startswith(f"{i + 1}: Combat at ") and f"die {old % 6 + 1}" in row for row in rows)
    out = tmp_path / "report.html"
    write_report(window.review, out)
    assert f"The record stops being faithful at step {i + 1};" in out.read_text(encoding="utf-8")
