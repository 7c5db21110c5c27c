"""The ``edit`` command's runner: open a scenario in the editor window."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from panzer_qt.editing.files import read_scenario
from panzer_qt.model.errors import FileProblemError
from panzer_qt.model.text import shown_name
from panzer_qt.ui.app import application, cannot_open, run_play, run_replay, save_screenshot
from panzer_qt.ui.edit.document import Document
from panzer_qt.ui.edit.editor_window import EditorWindow
from panzer_qt.ui.edit.record_offer import is_record, record_offer
from panzer_qt.ui.stop_signals import run_until_stopped

log = logging.getLogger(__name__)


def run_edit(path: Path, screenshot: str | None) -> int:
    """Open the editor on a scenario file; with ``screenshot``, save the window as PNG and exit."""
    app = application()
    try:
        scenario = read_scenario(path)
    except FileProblemError as exc:
        if is_record(exc) and screenshot is None:
            return open_record_instead(path)
        return cannot_open(
            QCoreApplication.translate("App", "panzer-qt: cannot open the scenario"), exc, show_box=screenshot is None
        )
    window = EditorWindow(Document(scenario, path), remember_layout=screenshot is None)
    log.info("opened %s in the editor", path)
    window.show()
    if screenshot is None:
        window.actions_.add_recent(path)  # not for a screenshot: that leaves the user's settings alone
        return run_until_stopped(app)
    app.processEvents()
    window.canvas.fit()
    app.processEvents()
    window.validation.refresh()
    return save_screenshot(window, screenshot)


def open_record_instead(path: Path) -> int:
    """A game record given to ``edit``: offer the client or the viewer, and run the one chosen (1 if neither)."""
    chosen: list[Callable[[str, str | None], int]] = []
    box = record_offer(path, None, play=lambda _: chosen.append(run_play), review=lambda _: chosen.append(run_replay))
    box.exec()
    if not chosen:
        print(
            f"{shown_name(path)}: a game record, not a scenario: open it with panzer-qt play or replay", file=sys.stderr
        )
        return 1
    return chosen[0](str(path), None)
