"""The ``edit`` command's runner: open a scenario in the editor window."""

from __future__ import annotations

from pathlib import Path

from panzer_qt.editing.files import read_scenario
from panzer_qt.model.errors import FileProblemError
from panzer_qt.ui.app import application, cannot_open, save_screenshot
from panzer_qt.ui.edit.document import Document
from panzer_qt.ui.edit.editor_window import EditorWindow


def run_edit(path: Path, screenshot: str | None) -> int:
    """Open the editor on a scenario file; with ``screenshot``, save the window as PNG and exit."""
    app = application()
    try:
        scenario = read_scenario(path)
    except FileProblemError as exc:
        return cannot_open("panzer-qt: cannot open the scenario", exc, show_box=screenshot is None)
    window = EditorWindow(Document(scenario, path), remember_layout=screenshot is None)
    window.show()
    if screenshot is None:
        window.actions_.add_recent(path)  # not for a screenshot: that leaves the user's settings alone
        return app.exec()
    app.processEvents()
    window.canvas.fit()
    app.processEvents()
    window.validation.refresh()
    return save_screenshot(window, screenshot)
