"""Comparing two points of a record: ``panzer-qt diff`` and the viewer's Compare panel list the same changes (units
moved, steps lost, units eliminated or arrived, town control, VP by source) on a known record, the moves drawn as
arrows on the map; the first and the last step of a whole game compared within the time allowed."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from panzer_qt import Game
from panzer_qt.cli import main
from panzer_qt.model.record import Bookmark, GameRecord
from panzer_qt.model.state import UnitStatus
from panzer_qt.records.cursor import ReplayCursor
from panzer_qt.records.diff import diff_steps
from tests.ui.replay.test_replay_viewer import open_viewer, record, record_file  # noqa: F401 (fixtures)

FROM_30_TO_60 = [
    "18 Art moved from 0103 to 0602",
    "2 Inf moved from 0303 to 0201",
    "1 Pz moved from 0301 to 0102",
    "3 Art moved from 0401 to 0306",
    "1 Tk moved from 0504 to 0605",
    "3 GM eliminated in 0402",
    "2 Rifle eliminated in 0502, to the replacement pool",
    "0404: control German to Soviet",
    "Soviet VP 0 to 1 (+1)",
    "  towns and fortified localities under Soviet control: 0 to 1 (+1)",
]
"""What changed from step 30 to step 60 of the seeded tiny-map game (``finished_game``)."""


def test_diff_prints_the_exact_changes_between_two_steps(
    record_file: Path,  # noqa: F811
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["diff", str(record_file), "30", "60"]) == 0
    assert capsys.readouterr().out.splitlines() == ["From step 30 (turn 1) to step 60 (turn 2):", *FROM_30_TO_60]
    assert main(["diff", str(record_file), "30", "9999"]) == 2
    assert capsys.readouterr().err.strip() == "diff: step 9999 is not in the record (0 to 235)"


def test_the_moves_and_losses_are_those_of_the_replayed_states(record: GameRecord) -> None:  # noqa: F811
    before, after = (Game.from_record(record, upto=k).state for k in (30, 60))
    diff = diff_steps(ReplayCursor(record), 30, 60)
    on_map = UnitStatus.ON_MAP
    expected = {
        (u, s.hex, after.units[u].hex)
        for u, s in before.units.items()
        if s.status is on_map and after.units[u].status is on_map and s.hex != after.units[u].hex
    }
    assert {(m.unit, m.from_hex, m.to_hex) for m in diff.moved} == expected
    gone = {u for u, s in before.units.items() if s.status is on_map and after.units[u].status is not on_map}
    assert {g.unit for g in diff.left} == gone


def test_the_compare_panel_lists_the_changes_and_draws_the_moves(qtbot: QtBot, record_file: Path) -> None:  # noqa: F811
    window = open_viewer(qtbot, record_file)
    window.bookmarks.add(Bookmark(step=30, title="first clash"))
    window.go_to_step(60)
    window.docks["compare"].raise_()
    panel = window.compare
    first = panel.findChild(QComboBox, "compare_from")
    assert first.currentText() == "Step 30: first clash" and panel.second.currentText() == "The current step"
    QTest.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    listed = [panel.list.item(i).text() for i in range(panel.list.count())]
    assert listed == ["From step 30 to step 60:", *FROM_30_TO_60]
    assert window.steps_layer is not None
    arrows = window.steps_layer.arrows.shapes.marked["arrow_move"]
    assert {"0103", "0602", "0303", "0201", "0504", "0605"} <= arrows
    assert window.canvas is not None and "0402" in window.canvas.highlighted("loss")


def test_the_first_and_the_last_step_of_a_whole_game_compare_within_100_ms(record: GameRecord) -> None:  # noqa: F811
    cursor = ReplayCursor(record)
    cursor.check()  # proved, as in the viewer: its checkpoints known
    took = []
    for _ in range(5):
        start = time.perf_counter()
        diff_steps(cursor, 0, len(record.steps))
        took.append(time.perf_counter() - start)
    assert sorted(took)[2] < 0.1, took
