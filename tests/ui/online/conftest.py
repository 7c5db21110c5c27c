"""The online windows a test opened are closed after it (the program deletes each once closed: ``keep_open``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from panzer_qt.ui.window_parts import open_windows


@pytest.fixture(autouse=True)
def close_kept_windows(qtbot: QtBot) -> Iterator[None]:
    yield
    for window in open_windows():
        window.close()
    qtbot.waitUntil(lambda: not open_windows())
