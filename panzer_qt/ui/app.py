"""The playing window (for now the scenario's map) and the ``play`` command's runner."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox

from panzer_qt.model.errors import FileProblemError
from panzer_qt.model.scenario import Scenario
from panzer_qt.rules.loading import load_scenario
from panzer_qt.ui.map_view import MapView

WINDOW_SIZE = (1280, 860)


class MainWindow(QMainWindow):
    """A main window showing one scenario's map; its title names the scenario."""

    def __init__(self, scenario: Scenario) -> None:
        super().__init__()
        self.scenario = scenario
        self.setWindowTitle(f"{scenario.meta.name} - panzer-qt")
        self.view = MapView(scenario, self)
        self.setCentralWidget(self.view)
        self.resize(*WINDOW_SIZE)


def _application() -> QApplication:
    app = QApplication.instance()
    return app if isinstance(app, QApplication) else QApplication(sys.argv[:1])


def run_play(path: str, screenshot: str | None) -> int:
    """Open the window on a scenario; with ``screenshot``, save the window as PNG and exit (0 on success)."""
    app = _application()
    try:
        scenario = load_scenario(path)
    except FileProblemError as exc:
        print(exc.describe(), file=sys.stderr)
        if screenshot is None:
            QMessageBox.critical(None, "panzer-qt: cannot open the scenario", exc.describe())
        return 1
    window = MainWindow(scenario)
    window.show()
    if screenshot is None:
        return app.exec()
    app.processEvents()
    window.view.fit()
    saved = window.grab().save(screenshot, "PNG")
    window.close()
    if not saved:
        print(f"cannot write the screenshot {screenshot}", file=sys.stderr)
        return 1
    return 0
