"""The main window's menus and toolbar: files (New, Open, Save, Save As, Recent, Quit), Undo, End Phase,
Exit Map, overlay toggles with their legend, zoom, referee view and hand-over screens."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDockWidget, QFileDialog, QMainWindow, QMenu, QMessageBox

from panzer_qt.model.errors import FileProblemError
from panzer_qt.model.jsonfile import LOOK_KIND
from panzer_qt.model.text import QT_TRANSLATE_NOOP, shown_name
from panzer_qt.paths import DEFAULT_SCENARIO, json_named, saves_dir
from panzer_qt.records.record_files import is_finished_game
from panzer_qt.rules.legal import can_end_phase
from panzer_qt.ui.action_specs import SEPARATOR, ActionSet, ActionSpec, MenuSpec, overlay_specs, zoom_specs
from panzer_qt.ui.common.messages import plain_box, problem_box
from panzer_qt.ui.common.settings_dialog import settings_action
from panzer_qt.ui.common.tables_view import TablesDialog
from panzer_qt.ui.help.help_menu import add_help_menu
from panzer_qt.ui.map.game_layers import GameLayers
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.map.overlays import OVERLAYS
from panzer_qt.ui.play.computer_seats import ComputerSeats
from panzer_qt.ui.play.new_game import NewGameDialog
from panzer_qt.ui.play.opening import BackgroundOpen, is_large
from panzer_qt.ui.play.play_tool import PlayTool
from panzer_qt.ui.play.session import GameSession, new_game
from panzer_qt.ui.play.suggest import Suggestions
from panzer_qt.ui.play.unsaved import UnsavedGuard
from panzer_qt.ui.settings import COMPUTER_PACE, PALETTE, RIVER_FLAT_COST, Setting
from panzer_qt.ui.window_parts import dock_toggles

CANNOT_OPEN = QT_TRANSLATE_NOOP("WindowActions", "Cannot open the file; the current game goes on")
RECORD_FILTER = QT_TRANSLATE_NOOP("WindowActions", "Saved games and scenarios (*.json)")
NOT_SAVED = QT_TRANSLATE_NOOP("WindowActions", "Not saved: the file would not reopen; the file there is unchanged")
UNREADABLE = QT_TRANSLATE_NOOP("WindowActions", "A file just saved would not reopen")
SAVED_MS = 8000
"""How long the status bar says that the game was saved (and what was saved)."""
TOOLBAR = ("undo", "exit_map", SEPARATOR, *(f"overlay_{name}" for name in OVERLAYS), SEPARATOR, "fit", "zoom_in",
           "zoom_out")  # fmt: skip
"""The toolbar's actions, by id."""


class ClientParts(Protocol):
    """What the actions use of the client's window (besides it being the main window that holds them)."""

    session: GameSession
    docks: dict[str, QDockWidget]
    hot_seat: bool

    @property
    def canvas(self) -> MapCanvas: ...
    @property
    def layers(self) -> GameLayers: ...
    @property
    def tool(self) -> PlayTool: ...
    @property
    def computer(self) -> ComputerSeats: ...
    @property
    def suggestions(self) -> Suggestions: ...
    def end_phase(self) -> None: ...
    def set_referee(self, on: bool) -> None: ...
    def set_palette(self, colour_blind: bool) -> None: ...
    def apply_settings(self, changed: list[Setting[Any]]) -> None: ...
    def update_title(self) -> None: ...


class WindowActions(QObject):
    """Builds and owns the window's actions from their table; keeps their enabled state in step with the game."""

    def __init__(self, window: QMainWindow, parts: ClientParts) -> None:
        """``parts``: the same window, as what the actions use of it."""
        super().__init__(window)
        self.window, self.parts = window, parts
        self.session = parts.session
        self.problem_box: QMessageBox | None = None
        self.tables: TablesDialog | None = None
        self.opening: BackgroundOpen | None = None
        self.unsaved = UnsavedGuard(window, self.session, self.save)
        self.reviewer: Callable[[Path], object] | None = None
        """Opens a record in the replay viewer; when set, Open offers it a finished game."""
        self.looker: Callable[[Path], object] | None = None
        """Opens a look at an online game (a file ``net.look`` wrote) in a window of its own (FileProblemError if it
        cannot be read); when set, Open gives it such files."""
        self.review_box: QMessageBox | None = None
        self.set = ActionSet(window, self.table())
        self.undo, self.end_phase, self.exit_map = self.set["undo"], self.set["end_phase"], self.set["exit_map"]
        self.overlays = self.set.with_prefix("overlay_")
        self.fit, self.zoom_in, self.zoom_out = self.set["fit"], self.set["zoom_in"], self.set["zoom_out"]
        self.referee, self.handovers, self.palette = self.set["referee"], self.set["handovers"], self.set["palette"]
        self.recent = QMenu(self.tr("Recent"), window)
        self.recent.aboutToShow.connect(self._fill_recent)
        self.set.toolbar(window, self.tr("Tools"), "tools", TOOLBAR)
        self.files, *_ = self.set.menus(window, self.menus())  # the File menu: the online games add their entries
        add_help_menu(window)
        self.session.changed.connect(self.update_enabled)
        self.session.selectionChanged.connect(self.update_enabled)
        parts.suggestions.changed.connect(self.update_enabled)
        self.update_enabled()

    def table(self) -> list[ActionSpec]:
        """The client's actions."""
        keys, parts, session = QKeySequence.StandardKey, self.parts, self.session
        return [
            ActionSpec("new", self.tr("New..."), self.ask_new_game, keys.New, self.tr("Start a new game")),
            ActionSpec("open", self.tr("Open..."), self.ask_open, keys.Open, self.tr("Open a game")),
            ActionSpec("save", self.tr("Save"), self.save, keys.Save, self.tr("Save the game")),
            ActionSpec("save_as", self.tr("Save As..."), self.save_as, keys.SaveAs, self.tr("Save under a name")),
            ActionSpec("quit", self.tr("Quit"), self.window.close, keys.Quit, self.tr("Quit")),
            ActionSpec(
                "undo", self.tr("Undo"), self.do_undo, keys.Undo, self.tr("Take back the last move (12.0)"),
                enabled=session.can_undo,
            ),
            ActionSpec(
                "end_phase", self.tr("End Phase"), parts.end_phase, "Ctrl+E", self.tr("Finish this phase or segment"),
                enabled=lambda: can_end_phase(session.game),
            ),
            ActionSpec(
                "exit_map", self.tr("Exit Map"), parts.tool.exit_map, "X",
                self.tr("Leave the map through an exit hex (4.1)"), enabled=parts.tool.may_exit,
            ),
            ActionSpec(
                "suggest", self.tr("Suggest a Move"), parts.suggestions.ask, "H",
                self.tr("The computer proposes your next move or attack, and says why"),
                enabled=parts.suggestions.may_ask,
            ),
            ActionSpec(
                "accept_suggestion", self.tr("Play the Suggestion"), parts.suggestions.accept, "Return",
                self.tr("Play the suggested move or attack"), enabled=parts.suggestions.shown,
            ),
            ActionSpec(
                "ignore_suggestion", self.tr("Ignore the Suggestion"), parts.suggestions.ignore, "Esc",
                self.tr("Let the suggestion go"), enabled=parts.suggestions.shown,
            ),
            *overlay_specs(lambda: parts.layers, parts.layers.overlay_on),
            *zoom_specs(lambda: parts.canvas),
            ActionSpec(
                "referee", self.tr("Referee View"), parts.set_referee, "Ctrl+R",
                self.tr("Show both sides' stacks (R26)"), checkable=True,
            ),
            ActionSpec(
                "handovers", self.tr("Hand-over Screens"), self._set_handovers, None,
                self.tr("Cover the map between players"), checkable=True, checked=True,
            ),
            ActionSpec(
                "palette", self.tr("Colour-blind Palette"), parts.set_palette, None,
                self.tr("Marks told apart without red and green (deuteranopia, protanopia)"), checkable=True,
                checked=self.session.prefs.get(PALETTE) == "colour-blind",
            ),
            ActionSpec(
                "legend", self.tr("Show Legend"), self.show_legend, "Ctrl+L",
                self.tr("What the overlays and markers mean"),
            ),
            ActionSpec(
                "tables", self.tr("Tables"), self.show_tables, "F2",
                self.tr("Combat results, terrain, river and weather"),
            ),
        ]  # fmt: skip

    def menus(self) -> list[MenuSpec]:
        """The menu bar, but for Help."""
        window, overlays = self.window, list(self.overlays.values())
        views = ["referee", "handovers", "palette", "fit", "zoom_in", "zoom_out", "legend", "tables"]
        return [
            MenuSpec(self.tr("&File"), ["new", "open", "save", "save_as", self.recent, SEPARATOR, "quit"]),
            MenuSpec(
                self.tr("&Edit"),
                ["undo", "end_phase", "exit_map", SEPARATOR, "suggest", "accept_suggestion", "ignore_suggestion",
                 SEPARATOR,
                 settings_action(window, self.session.prefs, self.parts.apply_settings)],
            ),
            MenuSpec(
                self.tr("&View"),
                [overlays, SEPARATOR, *views, SEPARATOR, dock_toggles(window, list(self.parts.docks.values()))],
            ),
        ]  # fmt: skip

    def update_enabled(self, _events: object = None) -> None:
        """Enable Undo, End Phase and Exit Map only when they can work (follows the session and the selection)."""
        self.set.update_enabled()

    def do_undo(self) -> None:
        """Undo the last command, or say why not."""
        if not self.session.undo():
            self.window.statusBar().showMessage(
                QCoreApplication.translate(
                    "WindowActions", "Nothing to undo: a die was rolled, a stack revealed or a phase begun"
                )
            )

    def _set_handovers(self, on: bool) -> None:
        self.parts.hot_seat = on

    def ask_new_game(self) -> None:
        """New, once unsaved changes are saved or let go."""
        self.unsaved.request(self.new_game, QCoreApplication.translate("WindowActions", "starting a new game"))

    def ask_open(self) -> None:
        """Open, once unsaved changes are saved or let go."""
        self.unsaved.request(self.open_dialog, QCoreApplication.translate("WindowActions", "opening another game"))

    def new_game(self) -> None:
        """Ask for a scenario, seed and options; start the game."""
        prefs = self.session.prefs
        dialog = NewGameDialog(DEFAULT_SCENARIO, self.window, prefs.get(RIVER_FLAT_COST), prefs.get(COMPUTER_PACE))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        choice = dialog.choice()
        try:
            game = new_game(choice.scenario, choice.seed, choice.river_flat_cost, auto_deploy=not choice.manual_setup)
        except FileProblemError as exc:
            self.show_problem(QCoreApplication.translate("WindowActions", "Cannot start the game"), exc)
            return
        self.session.replace(game, None)
        self.parts.computer.set_pace(dialog.seats.pace.currentData())
        self.parts.computer.take_seats(dialog.seats.levels())

    def open_dialog(self) -> None:
        """Choose a file and open it."""
        name, _ = QFileDialog.getOpenFileName(
            self.window,
            QCoreApplication.translate("WindowActions", "Open"),
            str(saves_dir()),
            QCoreApplication.translate("WindowActions", RECORD_FILTER),
        )
        if name:
            self.open(name)

    def open(self, path: str | Path) -> bool:
        """Open a scenario or saved game; a broken file leaves the current game and shows why. A finished game is
        offered to the replay viewer first (False: the choice is still to be made); a look at an online game opens
        in a window of its own (False: not here)."""
        if self.reviewer is not None and is_finished_game(path):
            self.offer_review(Path(path))
            return False
        return self.open_here(path)

    def offer_review(self, path: Path) -> None:
        """Ask whether to review a finished game in the viewer or to open it here (does not block)."""
        text = QCoreApplication.translate(
            "WindowActions", "{name} holds a game played to its end. Review it step by step in the replay viewer?"
        ).format(name=shown_name(path.name))
        box = plain_box(
            QMessageBox.Icon.Question, QCoreApplication.translate("WindowActions", "A finished game"), text, self.window
        )
        box.setStandardButtons(QMessageBox.StandardButton.Cancel)
        review = box.addButton(
            QCoreApplication.translate("WindowActions", "Review in the Viewer"), QMessageBox.ButtonRole.AcceptRole
        )
        here = box.addButton(
            QCoreApplication.translate("WindowActions", "Open Here"), QMessageBox.ButtonRole.ActionRole
        )
        box.setDefaultButton(review)

        def chosen(button: object) -> None:
            if button is review and self.reviewer is not None:
                self.reviewer(path)
            elif button is here:
                self.open_here(path)

        box.buttonClicked.connect(chosen)
        box.setWindowModality(box.windowModality().WindowModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one per finished game opened: none piles up
        box.open()
        self.review_box = box

    def open_here(self, path: str | Path) -> bool:
        """Open a scenario or saved game in this window; a broken file leaves the current game and shows why. A
        large file is read in the background under a progress dialog (True: started; the game follows when ready)."""
        if is_large(Path(path)):
            self.opening = BackgroundOpen(
                self.window, Path(path), lambda game, is_record: self.session.opened(path, game, is_record),
                lambda exc: self.cannot_open(Path(path), exc),
            )  # fmt: skip
            self.opening.start()
            return True
        try:
            self.session.open(path)
        except FileProblemError as exc:
            self.cannot_open(Path(path), exc)
            return False
        return True

    def cannot_open(self, path: Path, exc: FileProblemError) -> None:
        """A file this window does not play: a look at an online game opened in a window of its own (``looker``),
        anything else refused with the reason."""
        if exc.other_kind == LOOK_KIND and self.looker is not None:
            try:
                self.looker(path)
                return
            except FileProblemError as problem:
                exc = problem
        self.show_problem(QCoreApplication.translate("WindowActions", CANNOT_OPEN), exc)

    def save(self) -> bool:
        """Save to the current file, or ask for one; whether the game was saved."""
        if self.session.path is None:
            return self.save_as()
        return self._save_to(self.session.path)

    def save_as(self) -> bool:
        """Ask for a file name (``.json`` added when it has no such ending) and save there; whether it was saved."""
        name, _ = QFileDialog.getSaveFileName(
            self.window,
            QCoreApplication.translate("WindowActions", "Save game"),
            str(saves_dir()),
            QCoreApplication.translate("WindowActions", RECORD_FILTER),
        )
        if not name:
            return False
        return self._save_to(json_named(Path(name)))

    def _save_to(self, path: Path) -> bool:
        try:
            saved = self.session.save(path)
        except FileProblemError as exc:
            self.show_problem(QCoreApplication.translate("WindowActions", NOT_SAVED), exc)
            return False
        except OSError as exc:
            box = plain_box(
                QMessageBox.Icon.Warning,
                QCoreApplication.translate("WindowActions", "Cannot save"),
                f"{shown_name(path)}: {exc.strerror or exc}",
                self.window,
            )
            box.open()
            self.problem_box = box
            return False
        self.window.statusBar().showMessage(self.session.saved_text(saved), SAVED_MS)
        self.parts.update_title()
        return True

    def _fill_recent(self) -> None:
        menu: QMenu = self.recent
        menu.clear()
        for name in self.session.recent():
            action = menu.addAction(name)
            action.triggered.connect(self._opener(name))
        menu.setEnabled(True)

    def _opener(self, path: str) -> Callable[[], None]:
        def open_now() -> None:
            self.open(path)

        def open_recent() -> None:
            self.unsaved.request(open_now, QCoreApplication.translate("WindowActions", "opening another game"))

        return open_recent

    def show_unreadable(self, exc: FileProblemError) -> None:
        """Say at once that a file just saved or autosaved would not reopen, and where the earlier autosaves are."""
        self.show_problem(QCoreApplication.translate("WindowActions", UNREADABLE), exc)
        assert self.problem_box is not None
        self.problem_box.setInformativeText(
            QCoreApplication.translate(
                "WindowActions",
                "The game on screen is intact: save it under another name. The earlier autosaves are kept in {folder}.",
            ).format(folder=self.session.autosave_dir)
        )

    def show_problem(self, title: str, exc: FileProblemError) -> None:
        """A window-modal message naming the file and its first problem, the rest in the details (does not block)."""
        box = problem_box(title, exc, self.window)
        box.setWindowModality(box.windowModality().WindowModal)
        box.open()
        self.problem_box = box

    def show_tables(self) -> None:
        """The game's tables beside the map (the scenario's values)."""
        if self.tables is not None:
            self.tables.close()
        self.tables = TablesDialog(self.session.game.scenario.tables, self.window)
        self.tables.show()

    def show_legend(self) -> None:
        """Bring the legend dock to the front (it lists the overlays that are on and the highlights)."""
        dock = self.parts.docks["legend"]
        dock.show()
        dock.raise_()
