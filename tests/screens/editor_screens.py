"""Screenshots of the editor for the docs: ``python -m tests.screens.editor_screens panzer_qt/ui/help/guides/screenshots``;
in Spanish for the Spanish guides: ``... panzer_qt/ui/help/guides/es/screenshots es``."""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QRadioButton

from panzer_qt.editing.files import read_scenario
from panzer_qt.editing.units import place_unit
from panzer_qt.ui import i18n
from panzer_qt.ui.edit.commands import EditUnit
from panzer_qt.ui.edit.document import Document
from panzer_qt.ui.edit.editor_window import EditorWindow
from tests.helpers.editor_kit import DEFAULT

ZOOM = 1.3


def _window(tmp: Path, tool: str, centre: str) -> EditorWindow:
    settings = QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat)
    window = EditorWindow(Document(read_scenario(DEFAULT), DEFAULT), settings, autosave_dir=tmp / "autosave")
    window.show()
    QApplication.processEvents()
    window.choose_tool(tool)
    window.canvas.resetTransform()
    window.canvas.scale(ZOOM, ZOOM)
    window.canvas.center_on(centre)
    return window


def terrain(tmp: Path) -> EditorWindow:
    """The terrain tool with a 7-hex brush over the map."""
    window = _window(tmp, "terrain", "2015")
    window.tools["terrain"].options.findChild(QRadioButton, "brush_7").click()
    window.tools["terrain"].hover("2015")
    return window


def rivers(tmp: Path) -> EditorWindow:
    """The river tool with the Zbruch chosen."""
    window = _window(tmp, "rivers", "1814")
    tool = window.tools["rivers"]
    tool.choose([r.name for r in window.document.scenario.map.rivers].index("Zbruch"))
    return window


def towns(tmp: Path) -> EditorWindow:
    """The town tool with the three hexes of Vinnitsa chosen."""
    window = _window(tmp, "towns", "4513")
    window.tools["towns"].choose("4513")
    return window


def hex_sets(tmp: Path) -> EditorWindow:
    """The hex-set tool on the Soviet restriction zone."""
    window = _window(tmp, "hex_sets", "0410")
    window.tools["hex_sets"].options.findChild(QRadioButton, "set_soviet_restricted").click()
    return window


def setup(tmp: Path) -> EditorWindow:
    """The set-up tool, a Soviet unit chosen: its counters at every step."""
    window = _window(tmp, "setup", "1216")
    window.editor.select_unit("su-11gt")
    return window


def validation(tmp: Path) -> EditorWindow:
    """A Soviet tank army set up in the restriction zone: the problem clicked."""
    window = _window(tmp, "setup", "0412")
    window.document.edit(EditUnit, "Set up", place_unit, "su-11gt", "0412")
    window.validation.refresh()
    window.validation.show_finding(window.validation.list.item(0))
    return window


def charts(tmp: Path) -> EditorWindow:
    """The charts dock on the CRT."""
    window = _window(tmp, "terrain", "2015")
    window.docks["charts"].raise_()
    return window


SHOTS: dict[str, Callable[[Path], EditorWindow]] = {
    "terrain": terrain,
    "rivers": rivers,
    "towns": towns,
    "hex_sets": hex_sets,
    "setup": setup,
    "validation": validation,
    "charts": charts,
}


def main(folder: str, language: str = "en") -> None:
    """Write every screenshot into ``folder``, the windows in ``language``."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    i18n.install(app, language)
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for name, make in SHOTS.items():
            window = make(Path(tmp))
            app.processEvents()
            window.grab().save(str(out / f"editor-{name}.png"), "PNG")
            window.document.undo_stack.setClean()
            window.close()


if __name__ == "__main__":
    main(*(sys.argv[1:3] or ["panzer_qt/ui/help/guides/screenshots"]))
