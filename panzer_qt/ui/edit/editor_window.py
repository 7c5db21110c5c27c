"""The editor's main window: the map canvas with the editing tools, docks for the tool options, the order of
battle, the charts, live validation and the undo history; the status bar names the hex under the cursor."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QStackedWidget, QUndoView, QWidget

from panzer_qt.editing.hexinfo import describe_hex
from panzer_qt.ui.edit.charts_panel import ChartsPanel
from panzer_qt.ui.edit.document import Document, ScenarioChange
from panzer_qt.ui.edit.editor_actions import EditorActions
from panzer_qt.ui.edit.map_view import MapView
from panzer_qt.ui.edit.minimap import Minimap
from panzer_qt.ui.edit.oob_panel import OobPanel
from panzer_qt.ui.edit.paint_tools import HexSetTool, TerrainTool
from panzer_qt.ui.edit.river_tool import RiverTool
from panzer_qt.ui.edit.select_tool import SelectTool
from panzer_qt.ui.edit.tool_base import Editor, EditTool
from panzer_qt.ui.edit.town_tool import TownTool
from panzer_qt.ui.edit.unit_tool import UnitTool
from panzer_qt.ui.edit.validation_panel import ValidationPanel
from panzer_qt.ui.help.rule_links import StatusRuleLinks
from panzer_qt.ui.later import call_later
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.map.overlays import use_palette
from panzer_qt.ui.settings import PALETTE, Setting, Settings, user_store
from panzer_qt.ui.stop_signals import kept_file
from panzer_qt.ui.window_parts import add_dock, restore_layout, save_layout, scrolled

WINDOW_SIZE = (1500, 950)
DOCK_WIDTHS = (270, 430)
DOCK_SHARES = (0.18, 0.27)
"""Of the left column (tools, validation) and the right one (order of battle, charts): widths, at most these
shares of the window's."""
LEFT_HEIGHTS = (330, 520)
RIGHT_HEIGHTS = (650, 200)
"""Of the order of battle and charts, and of the minimap below them."""
MIN_MAP_SHARE = 0.5
"""A layout leaving the map less of the window's width than this is not kept."""
REFUSAL_MS = 10000
LAYOUT = "editor"
"""The name the window's layout is remembered under."""


class EditorWindow(QMainWindow):
    """Edits one document at a time."""

    def __init__(
        self,
        document: Document,
        settings: QSettings | None = None,
        autosave_dir: Path | None = None,
        remember_layout: bool = True,
    ) -> None:
        """``remember_layout``: take the layout remembered from the last run and remember this one's on closing."""
        super().__init__()
        self.remember_layout = remember_layout
        self.document = document
        self.settings = settings if settings is not None else user_store()
        self.autosave_dir = autosave_dir
        canvas = MapCanvas(document.scenario)
        self.editor = Editor(document, MapView(canvas))
        self.map_holder = QStackedWidget()
        """Holds the canvas: a new one replaces it there, so the docks keep their widths."""
        self.setCentralWidget(self.map_holder)
        self._show_canvas(canvas)
        self.tools: dict[str, EditTool] = {
            "terrain": TerrainTool(self.editor),
            "rivers": RiverTool(self.editor),
            "towns": TownTool(self.editor),
            "hex_sets": HexSetTool(self.editor),
            "setup": UnitTool(self.editor),
            "select": SelectTool(self.editor),
        }
        self.hidden_layers: set[str] = set()
        """Layers of the map the View menu hides (``map_render.LAYERS`` and "units")."""
        self.tool_options = QStackedWidget()
        for tool in self.tools.values():
            self.tool_options.addWidget(tool.options)
        self.oob = OobPanel(self.editor)
        self.charts = ChartsPanel(document)
        self.validation = ValidationPanel(self.editor)
        self.minimap = Minimap()
        self.minimap.follow(canvas)
        self.history = QUndoView(document.undo_stack)
        self.history.setEmptyLabel(QCoreApplication.translate("EditorWindow", "(opened)"))
        self.docks = {
            "tool": self._dock(
                QCoreApplication.translate("EditorWindow", "Tool options"),
                self.tool_options,
                Qt.DockWidgetArea.LeftDockWidgetArea,
            ),
            "validation": self._dock(
                QCoreApplication.translate("EditorWindow", "Validation"),
                self.validation,
                Qt.DockWidgetArea.LeftDockWidgetArea,
            ),
            "history": self._dock(
                QCoreApplication.translate("EditorWindow", "History"),
                self.history,
                Qt.DockWidgetArea.LeftDockWidgetArea,
            ),
            "oob": self._dock(
                QCoreApplication.translate("EditorWindow", "Order of battle"),
                scrolled(self.oob),
                Qt.DockWidgetArea.RightDockWidgetArea,
            ),
            "charts": self._dock(
                QCoreApplication.translate("EditorWindow", "Charts and options"),
                scrolled(self.charts),
                Qt.DockWidgetArea.RightDockWidgetArea,
            ),
            "minimap": self._dock(
                QCoreApplication.translate("EditorWindow", "Minimap"),
                self.minimap,
                Qt.DockWidgetArea.RightDockWidgetArea,
            ),
        }
        self.tabifyDockWidget(self.docks["validation"], self.docks["history"])
        self.docks["validation"].raise_()
        self.tabifyDockWidget(self.docks["oob"], self.docks["charts"])
        self.docks["oob"].raise_()
        self.actions_ = EditorActions(self, self)
        self.choose_tool("terrain")
        document.changed.connect(self.on_changed)
        document.replaced.connect(self.on_replaced)
        document.refused.connect(self.show_refusal)
        document.told.connect(self.tell)
        document.undo_stack.indexChanged.connect(self._forget_told)
        self.told: tuple[str, int] | None = None
        """What the status bar says about an edit, and the undo index while it applies."""
        document.pathChanged.connect(self.update_title)
        document.undo_stack.cleanChanged.connect(self.update_title)
        self.rule_links = StatusRuleLinks(self.statusBar())
        self.statusBar().showMessage(QCoreApplication.translate("EditorWindow", "Ready"))
        self.update_title()
        self.resize(*WINDOW_SIZE)
        use_palette(Settings(self.settings).get(PALETTE))
        self.default_layout = self.saveState()
        self.laid_out = remember_layout and restore_layout(self, self.settings, LAYOUT)

    @property
    def canvas(self) -> MapCanvas:
        """The map canvas shown now."""
        return self.editor.canvas

    def _dock(self, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        return add_dock(self, title, widget, area)

    def _show_canvas(self, canvas: MapCanvas) -> None:
        canvas.hexHovered.connect(self.show_hover)
        self.map_holder.addWidget(canvas)
        self.map_holder.setCurrentWidget(canvas)

    def choose_tool(self, name: str) -> None:
        """Give the map to a tool and show its options."""
        old = self.canvas.tool
        if isinstance(old, EditTool):
            old.deactivate()
        tool = self.tools[name]
        self.canvas.set_tool(tool)
        self.tool_options.setCurrentWidget(tool.options)
        self.docks["tool"].setWindowTitle(
            self.tr("Tool options: {title}").format(title=QCoreApplication.translate("Tools", tool.title))
        )
        tool.activate()
        action = self.actions_.tools.get(name)
        if action is not None and not action.isChecked():
            action.setChecked(True)

    def tool_name(self) -> str:
        """The name of the active tool."""
        return next(name for name, tool in self.tools.items() if tool is self.canvas.tool)

    def on_changed(self, change: ScenarioChange) -> None:
        """Redraw what an edit changed; a map of another size gets a new canvas."""
        if change.resized:
            self.new_canvas()
        else:
            self.editor.view.show(change.new, change.hexes)

    def on_replaced(self) -> None:
        """Another scenario: a new canvas, the title."""
        self.new_canvas()
        self.update_title()

    def new_canvas(self) -> None:
        """Draw the document's scenario on a new canvas, keeping the tool."""
        name = self.tool_name()
        old = self.canvas
        canvas = MapCanvas(self.document.scenario)
        self.editor.set_view(MapView(canvas))
        self._show_canvas(canvas)
        self.map_holder.removeWidget(old)
        old.deleteLater()
        self.choose_tool(name)
        self._apply_layers()
        self.minimap.follow(canvas)

    def show_layer(self, name: str, shown: bool) -> None:
        """Show or hide one layer of the map: terrain, rivers, towns, a hex set, labels or the units."""
        (self.hidden_layers.discard if shown else self.hidden_layers.add)(name)
        self._apply_layers()

    def _apply_layers(self) -> None:
        self.canvas.hide_layers(self.hidden_layers - {"units"})
        self.editor.view.hide_units("units" in self.hidden_layers)

    def update_title(self, _clean: bool = True) -> None:
        """Scenario, file and unsaved-changes mark in the title bar."""
        name = self.document.path.name if self.document.path else self.tr("not saved")
        self.setWindowTitle(
            self.tr("{scenario} - {file}[*] - panzer-qt editor").format(
                scenario=self.document.scenario.meta.name, file=name
            )
        )
        self.setWindowModified(self.document.modified)

    def show_hover(self, hid: str) -> None:
        """Name the hex under the cursor: terrain, rivers, town, hex sets, units."""
        if hid:
            self.statusBar().showMessage(describe_hex(self.document.scenario, hid))

    def tell(self, text: str) -> None:
        """Say what the last edit did, until the history moves on."""
        self.told = (text, self.document.undo_stack.index())
        self.statusBar().showMessage(text)

    def _forget_told(self, index: int) -> None:
        if self.told is not None and index != self.told[1]:
            if self.statusBar().currentMessage() == self.told[0]:
                self.statusBar().clearMessage()
            self.told = None

    def show_refusal(self, reason: str) -> None:
        """Say why an edit was refused."""
        self.statusBar().showMessage(self.tr("Refused: ") + reason.replace("\n", "; "), REFUSAL_MS)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        call_later(self, self.fit_docks if not self.laid_out else self.keep_map_wide)

    def keep_map_wide(self) -> None:
        """Forget a remembered layout that leaves the map squeezed: the first size and layout instead, the docks
        the layout hid still hidden."""
        if self.map_squeezed():
            hidden = [dock for dock in self.docks.values() if dock.isHidden()]
            self.resize(*WINDOW_SIZE)
            self.reset_layout()
            for dock in hidden:
                dock.hide()

    def map_squeezed(self) -> bool:
        """Whether the map has less than half the window's width (a layout not to keep)."""
        return self.canvas.width() < self.width() * MIN_MAP_SHARE

    def reset_layout(self) -> None:
        """Every dock back in its first place, shown, in narrow columns either side of the map."""
        self.restoreState(self.default_layout)
        for dock in self.docks.values():
            dock.setFloating(False)
        self.docks["validation"].raise_()
        self.docks["oob"].raise_()
        self.fit_docks()

    def apply_settings(self, changed: list[Setting[Any]]) -> None:
        """Put changed settings into effect: the palette of maps drawn from now on."""
        if PALETTE in changed:
            use_palette(Settings(self.settings).get(PALETTE))

    def fit_docks(self) -> None:
        """Most of the window to the map: narrow columns of docks either side."""
        shares = zip(DOCK_WIDTHS, DOCK_SHARES, strict=True)
        widths = [min(width, round(self.width() * share)) for width, share in shares]
        self.resizeDocks([self.docks["tool"], self.docks["oob"]], widths, Qt.Orientation.Horizontal)
        self.resizeDocks([self.docks["tool"], self.docks["validation"]], list(LEFT_HEIGHTS), Qt.Orientation.Vertical)
        self.resizeDocks([self.docks["oob"], self.docks["minimap"]], list(RIGHT_HEIGHTS), Qt.Orientation.Vertical)

    def close_keeping(self, folder: Path) -> Path | None:
        """Close asking nothing (a stop from outside): a scenario changed since it was saved is first written to a new
        file in ``folder``, whose path is returned (OSError, the window left open, if it cannot be)."""
        document, kept = self.actions_.document, None
        if document.modified:
            kept = kept_file(folder, document.path, "scenario")
            document.save(kept)
        self.close()
        return kept

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        if self.actions_.maybe_save():
            if self.remember_layout:
                save_layout(self, self.settings, LAYOUT)
            event.accept()
        else:
            event.ignore()
