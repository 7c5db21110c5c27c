"""The ``play`` command's runner: open a scenario or a saved game in the main window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from panzer_qt.model.errors import FileProblemError
from panzer_qt.ui.common.messages import problem_box
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.play.session import GameSession, load_any


def application() -> QApplication:
    """The running Qt application, made if there is none."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv[:1])
        app.setOrganizationName("panzer_qt")
        app.setApplicationName("panzer-qt")
    return app


def open_window(path: str) -> MainWindow:
    """A main window on a new game from a scenario file, or on a saved game (raises FileProblemError)."""
    game, is_record = load_any(path)
    session = GameSession(game)
    session.path = Path(path) if is_record else None
    return MainWindow(session)


def run_play(path: str, screenshot: str | None) -> int:
    """Open the window on a scenario or saved game; with ``screenshot``, save the window as PNG and exit."""
    app = application()
    try:
        window = open_window(path)
    except FileProblemError as exc:
        print(exc.describe(), file=sys.stderr)
        if screenshot is None:
            problem_box("panzer-qt: cannot open the file", exc, None).exec()
        return 1
    window.show()
    if screenshot is None:
        return app.exec()
    app.processEvents()
    window.canvas.fit()
    saved = window.grab().save(screenshot, "PNG")
    window.close()
    if not saved:
        print(f"cannot write the screenshot {screenshot}", file=sys.stderr)
        return 1
    return 0
