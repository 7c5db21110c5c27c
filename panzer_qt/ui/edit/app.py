"""The ``edit`` command's runner: open a scenario in the editor window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from panzer_qt.editing.files import read_scenario
from panzer_qt.model.errors import FileProblemError
from panzer_qt.ui.app import application
from panzer_qt.ui.edit.document import Document
from panzer_qt.ui.edit.editor_window import EditorWindow


def run_edit(path: Path, screenshot: str | None) -> int:
    """Open the editor on a scenario file; with ``screenshot``, save the window as PNG and exit."""
    app = application()
    try:
        scenario = read_scenario(path)
    except FileProblemError as exc:
        print(exc.describe(), file=sys.stderr)
        if screenshot is None:
            box = QMessageBox(QMessageBox.Icon.Critical, "panzer-qt: cannot open the scenario", exc.describe())
            box.setTextFormat(Qt.TextFormat.PlainText)  # what the file holds is never markup
            box.exec()
        return 1
    window = EditorWindow(Document(scenario, path))
    window.show()
    if screenshot is None:
        window.actions_.add_recent(path)  # not for a screenshot: that leaves the user's settings alone
        return app.exec()
    app.processEvents()
    window.canvas.fit()
    app.processEvents()
    window.validation.refresh()
    saved = window.grab().save(screenshot, "PNG")
    window.close()
    if not saved:
        print(f"cannot write the screenshot {screenshot}", file=sys.stderr)
        return 1
    return 0
