"""The replay viewer opened from the client and closed again and again: each viewer is released when it closes (its
window, its record and its chart, pyqtgraph's menus too), so memory stays flat however often it is opened."""

from __future__ import annotations

import os
import sys
import weakref
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from panzer_qt import Game
from panzer_qt.model.record import GameRecord
from panzer_qt.records.record_files import save_record
from panzer_qt.ui.app import open_viewer
from panzer_qt.ui.collector import collection
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.replay.window import ReplayWindow
from panzer_qt.ui.window_parts import open_windows
from tests.helpers.ui_kit import make_window
from tests.records.test_record_review import finished_game

OPENS = 30
WARM_UP = 3
"""Opens before memory is first measured (the first ones load what every viewer shares: libraries, caches)."""
MB_PER_OPEN = 0.5
"""Memory each open may leave behind, on average (a viewer on this record held 11 MB, on a whole game 35 MB)."""
LOADED_MS = 30_000
RELEASED_MS = 30_000
"""How long a closed viewer may take to be deleted and collected (its worker thread ends first)."""


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return finished_game().record()


def resident_mb() -> float:
    """The memory this process holds (resident set), in MB."""
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def review_in_the_viewer(qtbot: QtBot, client: MainWindow, path: Path) -> ReplayWindow:
    """Open a finished game in the client and choose the viewer: the viewer, once it has proved the record."""
    before = set(map(id, open_windows()))
    assert client.actions_.open(path) is False
    box = client.actions_.review_box
    assert box is not None
    next(b for b in box.buttons() if b.text() == "Review in the Viewer").click()
    (viewer,) = [w for w in open_windows() if id(w) not in before]
    assert isinstance(viewer, ReplayWindow)
    qtbot.waitUntil(lambda: viewer.review is not None and viewer.review.finished, timeout=LOADED_MS)
    return viewer


def open_and_close(qtbot: QtBot, client: MainWindow, path: Path) -> weakref.ref[ReplayWindow]:
    """Review the game in the viewer, close it and let the event loop delete it: a reference that dies with it."""
    viewer = review_in_the_viewer(qtbot, client, path)
    assert viewer.isVisible() and viewer.chart is not None
    gone = weakref.ref(viewer)
    viewer.close()
    del viewer
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return gone


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/statm")
def test_a_viewer_opened_and_closed_thirty_times_leaves_memory_flat(
    qtbot: QtBot, record: GameRecord, tmp_path: Path
) -> None:
    path = tmp_path / "game.json"
    save_record(Game.from_record(record), path)
    client = make_window(qtbot, Game.new(record.scenario, seed=1), tmp_path)
    client.actions_.reviewer = open_viewer
    windows = 0
    start = 0.0
    for opened in range(1, OPENS + 1):
        gone = open_and_close(qtbot, client, path)
        qtbot.waitUntil(lambda: gone() is None, timeout=RELEASED_MS)  # noqa: B023 (waited for at once)
        assert open_windows() == [] and collection.workers == 0, opened  # no pause of the collector left behind
        if opened == 1:  # the first collection may take what earlier tests left: count from here
            windows = len(QApplication.topLevelWidgets())
        assert len(QApplication.topLevelWidgets()) <= windows, f"open {opened}: windows or menus left"
        if opened == WARM_UP:
            start = resident_mb()
    grown = resident_mb() - start
    assert grown < MB_PER_OPEN * (OPENS - WARM_UP), f"{grown:.1f} MB more after {OPENS - WARM_UP} opens"
