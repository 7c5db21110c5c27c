"""The editor's menus and toolbar: files (New, Open, Save, Save As, Recent, Import GeoJSON, Playtest, Quit), Undo,
Redo, Resize Map, Georeference, the tools, zoom and the docks; unsaved changes asked about before they could be lost."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDockWidget, QFileDialog, QMainWindow, QMenu, QMessageBox, QWidget

from panzer_qt.editing.blank import blank_scenario
from panzer_qt.editing.checked import EditRefused
from panzer_qt.editing.files import read_scenario
from panzer_qt.editing.geoimport import ImportPlan, apply_import, named, plan_import, read_features
from panzer_qt.editing.georeference import with_georeference
from panzer_qt.editing.resize import Resize, resize_losses, resize_map
from panzer_qt.model.errors import FileProblemError
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.text import QT_TRANSLATE_NOOP, shown_name
from panzer_qt.paths import json_named, scenarios_dir, shipped
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game
from panzer_qt.rules.verdict import scenario_errors
from panzer_qt.ui.action_specs import SEPARATOR, ActionSet, ActionSpec, MenuSpec, on_canvas
from panzer_qt.ui.common.messages import ask
from panzer_qt.ui.common.settings_dialog import settings_action
from panzer_qt.ui.edit.commands import ImportGeoJSON, ResizeMap, SetGeoreference
from panzer_qt.ui.edit.dialogs import ImportDialog, NewDialog, ResizeDialog
from panzer_qt.ui.edit.document import Document
from panzer_qt.ui.edit.georef_dialog import GeoreferenceDialog
from panzer_qt.ui.edit.record_offer import is_record, record_offer
from panzer_qt.ui.edit.select_tool import SelectTool
from panzer_qt.ui.edit.tool_base import Editor, EditTool
from panzer_qt.ui.edit.validation_panel import MAX_LISTED, finding_line, listed
from panzer_qt.ui.help.help_menu import add_help_menu
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.settings import Setting, Settings
from panzer_qt.ui.translated import described, engine_text, reasons
from panzer_qt.ui.window_parts import dock_toggles, explain_message, keep_open

SCENARIO_FILTER = QT_TRANSLATE_NOOP("EditorActions", "Scenarios (*.json)")
GEOJSON_FILTER = QT_TRANSLATE_NOOP("EditorActions", "GeoJSON (*.geojson *.json)")
RECENT_KEY = "editor_recent_files"
GEOJSON_KEY = "editor_geojson_files"
"""The GeoJSON files last imported or previewed, previewed in the Georeference dialog."""
FRAME_MARGIN = 0.25
"""Around what an import adds, in parts of its size, when the map frames it."""
MAX_RECENT = 8
"""Errors listed in a message; the rest counted."""
LAYER_TITLES = {
    "terrain": QT_TRANSLATE_NOOP("EditorActions", "Terrain"),
    "rivers": QT_TRANSLATE_NOOP("EditorActions", "Rivers"),
    "towns": QT_TRANSLATE_NOOP("EditorActions", "Towns"),
    "soviet_supply": QT_TRANSLATE_NOOP("EditorActions", "Soviet supply sources (8.2)"),
    "german_cc": QT_TRANSLATE_NOOP("EditorActions", "German C&&C sources (9.2)"),
    "soviet_exit": QT_TRANSLATE_NOOP("EditorActions", "Soviet exit hexes (4.1)"),
    "german_entry": QT_TRANSLATE_NOOP("EditorActions", "German entry hexes (10.1)"),
    "soviet_restricted": QT_TRANSLATE_NOOP("EditorActions", "Soviet restriction zone (12.5)"),
    "labels": QT_TRANSLATE_NOOP("EditorActions", "Labels"),
    "units": QT_TRANSLATE_NOOP("EditorActions", "Units"),
}
"""The layers of the map View > Layers shows or hides (``map_render.LAYERS`` and the units)."""
TOOL_KEYS = {"terrain": "T", "rivers": "R", "towns": "N", "hex_sets": "H", "setup": "U", "select": "S"}


class EditorParts(Protocol):
    """What the actions use of the editor's window (besides it being the main window that holds them)."""

    @property
    def document(self) -> Document: ...
    @property
    def settings(self) -> QSettings: ...
    @property
    def autosave_dir(self) -> Path | None: ...
    @property
    def docks(self) -> dict[str, QDockWidget]: ...
    @property
    def tools(self) -> dict[str, EditTool]: ...
    @property
    def editor(self) -> Editor: ...
    @property
    def canvas(self) -> MapCanvas: ...
    def choose_tool(self, name: str) -> None: ...
    def reset_layout(self) -> None: ...
    def show_layer(self, name: str, shown: bool) -> None: ...
    def apply_settings(self, changed: list[Setting[Any]]) -> None: ...


class EditorActions(QObject):
    """Builds and owns the window's actions from their table."""

    def __init__(self, window: QMainWindow, parts: EditorParts) -> None:
        """``parts``: the same window, as what the actions use of it."""
        super().__init__(window)
        self.window, self.parts = window, parts
        self.document = parts.document
        self.message: QMessageBox | None = None
        self.playtests: list[QWidget] = []
        """The playing clients opened from the editor and still open."""
        self.balance: QWidget | None = None
        self.georef: GeoreferenceDialog | None = None
        stack = self.document.undo_stack
        self.undo = stack.createUndoAction(window, QCoreApplication.translate("EditorActions", "&Undo"))
        self.undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo = stack.createRedoAction(window, QCoreApplication.translate("EditorActions", "&Redo"))
        usual = map(
            QKeySequence,
            (
                "Ctrl+Shift+Z",
                "Ctrl+Y",
            ),
        )
        keys = [*QKeySequence.keyBindings(QKeySequence.StandardKey.Redo), *usual]
        self.redo.setShortcuts(list(dict.fromkeys(keys)))  # the platform's keys and the usual two, once each
        self.undo.setToolTip(
            QCoreApplication.translate("EditorActions", "Take back the last edit (%s)")
            % self.undo.shortcut().toString()
        )
        self.redo.setToolTip(
            QCoreApplication.translate("EditorActions", "Do again the edit taken back (%s)")
            % self.redo.shortcut().toString()
        )
        window.addActions([self.undo, self.redo])
        self.set = ActionSet(window, self.table())
        self.tools = self.set.with_prefix("tool_")
        self.fit, self.playtest_action = self.set["fit"], self.set["playtest"]
        self.recent = QMenu(self.tr("Recent"), window)
        self.layers = QMenu(self.tr("&Layers"), window)
        self.layers.addActions(list(self.set.with_prefix("layer_").values()))
        self.recent.aboutToShow.connect(self._fill_recent)
        self.set.menus(window, self.menus())
        add_help_menu(window)
        tools = list(self.tools.values())
        self.set.toolbar(window, self.tr("Tools"), "editor_tools", [self.undo, self.redo, SEPARATOR, tools, SEPARATOR,
                                                                   "fit", "playtest"])  # fmt: skip

    def table(self) -> list[ActionSpec]:
        """The editor's actions."""
        keys, parts = QKeySequence.StandardKey, self.parts
        return [
            ActionSpec("new", self.tr("&New..."), self.new, keys.New, self.tr("A new scenario")),
            ActionSpec("open", self.tr("&Open..."), self.open_dialog, keys.Open, self.tr("Open a scenario")),
            ActionSpec("save", self.tr("&Save"), self.save, keys.Save, self.tr("Save the scenario")),
            ActionSpec("save_as", self.tr("Save &As..."), self.save_as, keys.SaveAs, self.tr("Save under a name")),
            ActionSpec(
                "import", self.tr("&Import GeoJSON..."), self.import_dialog, "Ctrl+I",
                self.tr("Rivers and towns from GeoJSON"),
            ),
            ActionSpec(
                "playtest", self.tr("&Playtest"), self.playtest, "F5", self.tr("Play the scenario being edited")
            ),
            ActionSpec("quit", self.tr("&Quit"), self.window.close, keys.Quit, self.tr("Quit the editor")),
            ActionSpec("copy", self.tr("&Copy"), lambda: self.clipboard("copy"), keys.Copy,
                       self.tr("Copy the selected hexes with their terrain, towns, rivers and hex sets")),
            ActionSpec("cut", self.tr("Cu&t"), lambda: self.clipboard("cut"), keys.Cut,
                       self.tr("Copy the selected hexes, then empty them")),
            ActionSpec("paste", self.tr("&Paste"), lambda: self.clipboard("paste"), keys.Paste,
                       self.tr("Paste the copied hexes at the hex under the cursor")),
            ActionSpec(
                "balance", self.tr("&Balance Test..."), self.balance_test, "Ctrl+B",
                self.tr("Play many games between computer players and measure the balance"),
            ),
            ActionSpec(
                "resize", self.tr("Resize &Map..."), self.resize_dialog, "Ctrl+M",
                self.tr("Add or remove rows and columns"),
            ),
            ActionSpec(
                "georeference", self.tr("&Georeference..."), self.georeference_dialog, "Ctrl+Shift+G",
                self.tr("Tie hexes to longitude and latitude, so that GeoJSON can be imported"),
            ),
            *(
                ActionSpec(
                    f"tool_{name}", QCoreApplication.translate("Tools", tool.title), self._chooser(name),
                    TOOL_KEYS[name], QCoreApplication.translate("Tools", tool.tip), group="tools",
                )
                for name, tool in parts.tools.items()
            ),
            ActionSpec("fit", self.tr("Fit"), on_canvas(lambda: parts.canvas, "fit"), "Ctrl+0",
                       self.tr("Show the whole map")),
            ActionSpec("zoom_in", self.tr("Zoom In"), on_canvas(lambda: parts.canvas, "zoom_in"), keys.ZoomIn),
            ActionSpec("zoom_out", self.tr("Zoom Out"), on_canvas(lambda: parts.canvas, "zoom_out"), keys.ZoomOut),
            *(
                ActionSpec(f"layer_{name}", QCoreApplication.translate("EditorActions", title), self._layer(name),
                           tip=self.tr("Show or hide this layer of the map"), checkable=True, checked=True)
                for name, title in LAYER_TITLES.items()
            ),
            ActionSpec("reset_layout", self.tr("&Reset Layout"), parts.reset_layout, None,
                       self.tr("Every panel back in its first place, the map given most of the window")),
        ]  # fmt: skip

    def _layer(self, name: str) -> Callable[[bool], None]:
        return lambda shown: self.parts.show_layer(name, shown)

    def _chooser(self, name: str) -> Callable[[], None]:
        return lambda: self.parts.choose_tool(name)

    def menus(self) -> list[MenuSpec]:
        """The menu bar, but for Help."""
        window, docks = self.window, self.parts.docks
        settings = settings_action(window, Settings(self.parts.settings), self.parts.apply_settings)
        return [
            MenuSpec(
                self.tr("&File"),
                ["new", "open", self.recent, "save", "save_as", SEPARATOR, "import", "playtest", SEPARATOR, "quit"],
            ),
            MenuSpec(
                self.tr("&Edit"),
                [
                    self.undo,
                    self.redo,
                    docks["history"].toggleViewAction(),
                    SEPARATOR,
                    "copy",
                    "cut",
                    "paste",
                    SEPARATOR,
                    "resize",
                    "georeference",
                    SEPARATOR,
                    settings,
                ],
            ),
            MenuSpec(self.tr("&Tools"), [list(self.tools.values()), SEPARATOR, "balance"]),
            MenuSpec(
                self.tr("&View"),
                [
                    "fit",
                    "zoom_in",
                    "zoom_out",
                    SEPARATOR,
                    dock_toggles(window, list(docks.values())),
                    SEPARATOR,
                    self.layers,
                    "reset_layout",
                ],
            ),
        ]

    # -- messages ---------------------------------------------------------------------------------
    def tell(self, title: str, text: str, icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> QMessageBox:
        """A window-modal message that does not block (plain text, whatever the file held)."""
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self.window)
        explain_message(box)
        box.setTextFormat(box.textFormat().PlainText)
        box.setWindowModality(box.windowModality().WindowModal)
        box.open()
        self.message = box
        return box

    def maybe_save(self) -> bool:
        """Ask what to do with unsaved changes; False if the user cancels."""
        if not self.document.modified:
            return True
        buttons = QMessageBox.StandardButton
        answer = ask(
            self.window,
            QCoreApplication.translate("EditorActions", "Unsaved changes"),
            QCoreApplication.translate("EditorActions", "Save the changes to {name}?").format(
                name=self.document.scenario.meta.name
            ),
            buttons.Save | buttons.Discard | buttons.Cancel,
            {"Cancel": QCoreApplication.translate("EditorActions", "Keep editing this scenario")},
        )
        if answer == buttons.Save:
            return self.save()
        return answer == buttons.Discard

    # -- files ------------------------------------------------------------------------------------
    def new(self) -> None:
        """A new scenario of a chosen size."""
        if not self.maybe_save():
            return
        dialog = NewDialog(self.window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            scenario = blank_scenario(
                dialog.columns.value(),
                dialog.rows.value(),
                dialog.name.text() or QCoreApplication.translate("EditorActions", "New scenario"),
            )
            self.document.replace(scenario, None)

    def open_dialog(self) -> None:
        """Choose a scenario and open it."""
        if self.maybe_save():
            name, _ = QFileDialog.getOpenFileName(
                self.window,
                QCoreApplication.translate("EditorActions", "Open scenario"),
                "",
                QCoreApplication.translate("EditorActions", SCENARIO_FILTER),
            )
            if name:
                self.open(Path(name))

    def open(self, path: Path) -> bool:
        """Open a scenario file; a file that is not a scenario leaves the current one and says why. A scenario the
        game would refuse opens with its problems listed, to be mended."""
        try:
            scenario = read_scenario(path)
        except FileProblemError as exc:
            if is_record(exc):
                self.message = record_offer(path, self.window, self.play_record, self.review_record)
                self.message.open()
                return False
            self.tell(
                QCoreApplication.translate("EditorActions", "Cannot open the file; the scenario being edited stays"),
                described(exc),
            )
            return False
        self.document.replace(scenario, path)
        self.add_recent(path)
        problems = scenario_errors(scenario)
        if problems:
            lines = "\n".join(f"{shown_name(path)}: {finding_line(p)}" for p in problems[:MAX_LISTED])
            self.tell(
                QCoreApplication.translate("EditorActions", "The game would refuse this scenario"),
                QCoreApplication.translate(
                    "EditorActions", "{listed}\n\nThe Validation panel lists them: mend them and save."
                ).format(listed=lines),
            )
        return True

    def save(self) -> bool:
        """Save to the current file, or ask for one (always for a scenario the program ships); True if saved."""
        path = self.document.path
        if path is None or shipped(path):
            return self.save_as()
        return self.save_to(path)

    def save_as(self) -> bool:
        """Ask for a file name (``.json`` added when it has no such ending) and save there. The dialog starts
        beside the current file, or in the user's scenarios folder for a new or a shipped scenario."""
        path = self.document.path
        start = path if path is not None and not shipped(path) else scenarios_dir() / (path.name if path else "")
        name, _ = QFileDialog.getSaveFileName(
            self.window,
            QCoreApplication.translate("EditorActions", "Save scenario"),
            str(start),
            QCoreApplication.translate("EditorActions", SCENARIO_FILTER),
        )
        return self.save_to(json_named(Path(name))) if name else False

    def save_to(self, path: Path) -> bool:
        """Write the scenario (atomically); a scenario the game would refuse is saved only if the user says so."""
        problems = scenario_errors(self.document.scenario)
        if problems:
            buttons = QMessageBox.StandardButton
            text = (
                QCoreApplication.translate("EditorActions", "The game would refuse this scenario:\n")
                + listed(problems)
                + QCoreApplication.translate("EditorActions", "\n\nSave anyway?")
            )
            if (
                ask(
                    self.window,
                    QCoreApplication.translate("EditorActions", "Save a scenario with problems?"),
                    text,
                    buttons.Save | buttons.Cancel,
                    {
                        "Save": QCoreApplication.translate("EditorActions", "Save it as it is; mend it later"),
                        "Cancel": QCoreApplication.translate("EditorActions", "Do not save; mend the problems first"),
                    },
                )
                != buttons.Save
            ):
                return False
        try:
            self.document.save(path)
        except OSError as exc:
            self.tell(
                QCoreApplication.translate("EditorActions", "Cannot save"), f"{shown_name(path)}: {exc.strerror or exc}"
            )
            return False
        self.add_recent(path)
        self.window.statusBar().showMessage(
            QCoreApplication.translate("EditorActions", "Saved {path}").format(path=shown_name(path)), 5000
        )
        return True

    def recent_files(self) -> list[str]:
        """Recently opened or saved scenarios, newest first."""
        value = self.parts.settings.value(RECENT_KEY, [])
        if isinstance(value, str):
            return [value]
        return [str(v) for v in value] if isinstance(value, list) else []

    def add_recent(self, path: Path) -> None:
        """Put ``path`` first in the recent files."""
        name = str(Path(path).resolve())
        files = [name, *(f for f in self.recent_files() if f != name)][:MAX_RECENT]
        self.parts.settings.setValue(RECENT_KEY, files)

    def _fill_recent(self) -> None:
        self.recent.clear()
        for name in self.recent_files():
            action = self.recent.addAction(name)
            action.triggered.connect(lambda _checked=False, n=name: self.maybe_save() and self.open(Path(n)))

    # -- map-wide edits ---------------------------------------------------------------------------
    def clipboard(self, what: str) -> bool:
        """Copy, cut or paste the selection tool's region (the tool chosen, so the selection shows)."""
        tool = self.parts.tools["select"]
        assert isinstance(tool, SelectTool)
        if self.parts.canvas.tool is not tool:
            self.parts.choose_tool("select")
        done = bool(getattr(tool, what)())
        if not done:
            hint = QCoreApplication.translate("EditorActions", "Select hexes first (Select tool, S), or copy some")
            self.window.statusBar().showMessage(hint, 5000)
        return done

    def resize_dialog(self) -> None:
        """Ask how to resize the map and do it (one undo step)."""
        spec = self.document.scenario.map
        dialog = ResizeDialog(spec.columns, spec.rows, self.window)
        if dialog.exec() == QDialog.DialogCode.Accepted and self.dropping_agreed(dialog.change()):
            self.document.edit(
                ResizeMap, QCoreApplication.translate("EditorActions", "Resize the map"), resize_map, dialog.change()
            )

    def dropping_agreed(self, change: Resize) -> bool:
        """Say what a resize would drop off the map (towns, river hexsides, hex-set hexes, labels) and ask; True if
        it drops nothing or the user agrees (a resize the edit refuses is left to say why)."""
        try:
            losses = resize_losses(self.document.scenario, change)
        except EditRefused:
            return True
        if not losses:
            return True
        buttons = QMessageBox.StandardButton
        text = (
            QCoreApplication.translate("EditorActions", "The resize drops from the map:\n")
            + "\n".join(f"- {engine_text(loss)}" for loss in losses)
            + QCoreApplication.translate("EditorActions", "\n\nResize anyway? Undo takes it back.")
        )
        tips = {
            "Yes": QCoreApplication.translate("EditorActions", "Resize the map, dropping what is listed"),
            "Cancel": QCoreApplication.translate("EditorActions", "Leave the map as it is"),
        }
        title = QCoreApplication.translate("EditorActions", "Drop part of the map?")
        return ask(self.window, title, text, buttons.Yes | buttons.Cancel, tips) == buttons.Yes

    def import_dialog(self) -> None:
        """Choose a GeoJSON file and import it after a preview."""
        name, _ = QFileDialog.getOpenFileName(
            self.window,
            QCoreApplication.translate("EditorActions", "Import GeoJSON"),
            "",
            QCoreApplication.translate("EditorActions", GEOJSON_FILTER),
        )
        if name:
            self.import_geojson(Path(name))

    def import_geojson(self, path: Path) -> bool:
        """Show what the file would add on the map (framed and outlined) and in a dialog, where points without a name
        are named; import it (one undo step) if accepted."""
        document = self.document
        try:
            plan = plan_import(document.scenario, read_features(path))
            preview = apply_import(document.scenario, plan)
        except FileProblemError as exc:
            self.tell(QCoreApplication.translate("EditorActions", "Cannot import the file"), described(exc))
            return False
        except EditRefused as exc:
            self.tell(
                QCoreApplication.translate("EditorActions", "Cannot import the file"),
                f"{shown_name(path)}: {reasons(exc.problems)}",
            )
            return False
        self.remember_geojson([str(path)])
        dialog = ImportDialog(plan, path.name, self.window)
        accepted = self._previewed(preview, plan, dialog)
        return accepted and document.edit(
            ImportGeoJSON,
            QCoreApplication.translate("EditorActions", "Import {name}").format(name=shown_name(path.name)),
            apply_import,
            named(plan, dialog.names()),
        )

    def _previewed(self, preview: Scenario, plan: ImportPlan, dialog: QDialog) -> bool:
        """Show the import on the map, framed and outlined, while the dialog asks; put the map back after."""
        view, canvas = self.parts.editor.view, self.parts.canvas
        was = (canvas.transform(), canvas.horizontalScrollBar().value(), canvas.verticalScrollBar().value())
        view.show(preview, None)
        hexes = sorted(plan.hexes())
        canvas.highlight("import", hexes)
        if hexes:
            area = canvas.geo.polygon(hexes[0]).boundingRect()
            for hid in hexes[1:]:
                area = area.united(canvas.geo.polygon(hid).boundingRect())
            pad = max(area.width(), area.height()) * FRAME_MARGIN
            canvas.fitInView(area.adjusted(-pad, -pad, pad, pad), Qt.AspectRatioMode.KeepAspectRatio)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        canvas.highlight("import", [])
        view.show(self.document.scenario, None)
        canvas.setTransform(was[0])
        canvas.horizontalScrollBar().setValue(was[1])
        canvas.verticalScrollBar().setValue(was[2])
        return accepted

    def remember_geojson(self, files: list[str]) -> None:
        """Keep the GeoJSON files last used, for the Georeference dialog's preview."""
        if files:
            self.parts.settings.setValue(GEOJSON_KEY, files)

    def geojson_files(self) -> list[Path]:
        """The GeoJSON files last imported or previewed that are still there."""
        value = self.parts.settings.value(GEOJSON_KEY, [])
        names = [value] if isinstance(value, str) else [str(v) for v in value] if isinstance(value, list) else []
        return [Path(n) for n in names if Path(n).is_file()]

    def georeference_dialog(self) -> GeoreferenceDialog:
        """Open the Georeference dialog on the map (window-modal); accepting it sets the georeference (one undo
        step)."""
        dialog = GeoreferenceDialog(self.document.scenario, self.geojson_files(), self.window)
        dialog.previewsChanged.connect(self.remember_geojson)
        dialog.accepted.connect(lambda: self.set_georeference(dialog))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.open()
        self.georef = dialog
        return dialog

    def set_georeference(self, dialog: GeoreferenceDialog) -> bool:
        """Give the map the georeference the dialog fitted."""
        return dialog.chosen is not None and self.document.edit(
            SetGeoreference,
            QCoreApplication.translate("EditorActions", "Georeference the map"),
            with_georeference,
            dialog.chosen,
        )

    def play_record(self, path: Path) -> QWidget | None:
        """Open a game record in a playing client window (a broken one is said so; the editor stays as it is)."""
        from panzer_qt.ui.app import open_window

        try:
            client = open_window(str(path))
        except FileProblemError as exc:
            self.tell(QCoreApplication.translate("EditorActions", "Cannot open the game"), described(exc))
            return None
        return self._show_client(client)

    def review_record(self, path: Path) -> QWidget:
        """Open a game record in a replay viewer window."""
        from panzer_qt.ui.app import open_viewer

        return open_viewer(path)

    def balance_test(self) -> QWidget:
        """Open the Balance Test on the scenario as it stands (one window, brought forward if open)."""
        from panzer_qt.ui.edit.balance_dialog import BalanceDialog

        if self.balance is None:
            self.balance = BalanceDialog(self.document, self.review_record, self.window)
        self.balance.show()
        self.balance.raise_()
        return self.balance

    def playtest(self) -> QWidget | None:
        """Open the playing client on the scenario as it stands (it needs no saving first)."""
        from panzer_qt.ui.play.main_window import MainWindow
        from panzer_qt.ui.play.session import GameSession

        scenario = self.document.scenario
        problems = scenario_errors(scenario)
        if problems:
            self.tell(
                QCoreApplication.translate("EditorActions", "Cannot playtest"),
                QCoreApplication.translate("EditorActions", "The game would refuse this scenario:\n")
                + listed(problems),
            )
            return None
        try:
            game = Game.new(scenario)
        except IllegalCommand as exc:
            self.tell(
                QCoreApplication.translate("EditorActions", "Cannot playtest"),
                QCoreApplication.translate("EditorActions", "The game cannot start: {message} ({rule})").format(
                    message=engine_text(exc.text), rule=exc.rule
                ),
            )
            return None
        client = MainWindow(GameSession(game, settings=self.parts.settings, autosave_dir=self.parts.autosave_dir))
        return self._show_client(client)

    def _show_client(self, client: QWidget) -> QWidget:
        """Show a playing client opened from the editor, listed in ``playtests`` while it is open: deleted once
        closed, its game with it (a modder playtests again and again)."""
        keep_open(client)
        self.playtests.append(client)
        client.destroyed.connect(lambda: self._forget(client))
        client.show()
        return client

    def _forget(self, client: QWidget) -> None:
        self.playtests = [w for w in self.playtests if w is not client]
