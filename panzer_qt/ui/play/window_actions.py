"""The main window's menus and toolbar: files (New, Open, Save, Save As, Recent, Quit), Undo, End Phase,
Exit Map, overlay toggles with their legend, zoom, referee view and hand-over screens."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog, QMenu, QMessageBox, QToolBar

from panzer_qt.model.errors import FileProblemError
from panzer_qt.model.text import QT_TRANSLATE_NOOP, shown_name
from panzer_qt.paths import DEFAULT_SCENARIO, json_named, saves_dir
from panzer_qt.records.records import is_finished_game
from panzer_qt.rules.legal import can_end_phase
from panzer_qt.ui.common.messages import plain_box, problem_box
from panzer_qt.ui.common.settings_dialog import settings_action
from panzer_qt.ui.common.tables_view import TablesDialog
from panzer_qt.ui.help.help_menu import add_help_menu
from panzer_qt.ui.map.overlays import OVERLAYS
from panzer_qt.ui.play.new_game import NewGameDialog
from panzer_qt.ui.play.opening import BackgroundOpen, is_large
from panzer_qt.ui.play.session import new_game
from panzer_qt.ui.play.unsaved import UnsavedGuard
from panzer_qt.ui.settings import COMPUTER_PACE, PALETTE, RIVER_FLAT_COST
from panzer_qt.ui.window_parts import KeySpec, dock_toggles, overlay_tip, window_action

if TYPE_CHECKING:
    from panzer_qt.ui.play.main_window import MainWindow

OVERLAY_KEYS = {"movement": "M", "supply": "S", "zoc_german": "G", "zoc_soviet": "V", "kg": "K", "control": "T"}
"""Shortcut of each overlay toggle, in the client and the viewer."""
CANNOT_OPEN = QT_TRANSLATE_NOOP("WindowActions", "Cannot open the file; the current game goes on")
RECORD_FILTER = QT_TRANSLATE_NOOP("WindowActions", "Saved games and scenarios (*.json)")
NOT_SAVED = QT_TRANSLATE_NOOP("WindowActions", "Not saved: the file would not reopen; the file there is unchanged")
UNREADABLE = QT_TRANSLATE_NOOP("WindowActions", "A file just saved would not reopen")


class WindowActions:
    """Builds and owns the window's actions; keeps their enabled state in step with the game."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.session = window.session
        self.problem_box: QMessageBox | None = None
        self.tables: TablesDialog | None = None
        self.opening: BackgroundOpen | None = None
        self.unsaved = UnsavedGuard(window, self.session, self.save)
        self.reviewer: Callable[[Path], object] | None = None
        """Opens a record in the replay viewer; when set, Open offers it a finished game."""
        self.review_box: QMessageBox | None = None
        bar = QToolBar(QCoreApplication.translate("WindowActions", "Tools"))
        bar.setObjectName("tools")
        window.addToolBar(bar)
        self.undo = self._action(
            QCoreApplication.translate("WindowActions", "Undo"),
            self.do_undo,
            QKeySequence.StandardKey.Undo,
            QCoreApplication.translate("WindowActions", "Take back the last move (12.0)"),
        )
        self.end_phase = self._action(
            QCoreApplication.translate("WindowActions", "End Phase"),
            window.end_phase,
            "Ctrl+E",
            QCoreApplication.translate("WindowActions", "Finish this phase or segment"),
        )
        self.exit_map = self._action(
            QCoreApplication.translate("WindowActions", "Exit Map"),
            window.tool.exit_map,
            "X",
            QCoreApplication.translate("WindowActions", "Leave the map through an exit hex (4.1)"),
        )
        self.overlays = {name: self._overlay(name, label) for name, label in OVERLAYS.items()}
        self.fit = self._action(
            QCoreApplication.translate("WindowActions", "Fit"),
            self.canvas_call("fit"),
            "Ctrl+0",
            QCoreApplication.translate("WindowActions", "Show the whole map"),
        )
        self.zoom_in = self._action(
            QCoreApplication.translate("WindowActions", "Zoom In"),
            self.canvas_call("zoom_in"),
            QKeySequence.StandardKey.ZoomIn,
            QCoreApplication.translate("WindowActions", "Zoom in"),
        )
        self.zoom_out = self._action(
            QCoreApplication.translate("WindowActions", "Zoom Out"),
            self.canvas_call("zoom_out"),
            QKeySequence.StandardKey.ZoomOut,
            QCoreApplication.translate("WindowActions", "Zoom out"),
        )
        for action in (self.undo, self.exit_map, None, *self.overlays.values(), None):
            bar.addAction(action) if action else bar.addSeparator()
        for action in (self.fit, self.zoom_in, self.zoom_out):
            bar.addAction(action)
        self.referee = self._action(
            QCoreApplication.translate("WindowActions", "Referee View"),
            window.set_referee,
            "Ctrl+R",
            QCoreApplication.translate("WindowActions", "Show both sides' stacks (R26)"),
        )
        self.referee.setCheckable(True)
        self.handovers = self._action(
            QCoreApplication.translate("WindowActions", "Hand-over Screens"),
            self._set_handovers,
            None,
            QCoreApplication.translate("WindowActions", "Cover the map between players"),
        )
        self.handovers.setCheckable(True)
        self.handovers.setChecked(True)
        tip = QCoreApplication.translate(
            "WindowActions", "Marks told apart without red and green (deuteranopia, protanopia)"
        )
        self.palette = self._action(
            QCoreApplication.translate("WindowActions", "Colour-blind Palette"), window.set_palette, None, tip
        )
        self.palette.setCheckable(True)
        self.palette.setChecked(self.session.prefs.get(PALETTE) == "colour-blind")
        self._menus()
        self.session.changed.connect(self.update_enabled)
        self.session.selectionChanged.connect(self.update_enabled)
        self.update_enabled()

    def _action(self, text: str, slot: Callable[..., object], key: KeySpec | None, tip: str) -> QAction:
        return window_action(self.window, text, slot, key, tip)

    def canvas_call(self, method: str) -> Callable[[], None]:
        """A slot calling a method of whichever map canvas the window shows at the time."""

        def call() -> None:
            getattr(self.window.canvas, method)()

        return call

    def _overlay(self, name: str, label: str) -> QAction:
        window = self.window

        def toggle(on: bool) -> None:
            window.layers.set_overlay(name, on)

        text = QCoreApplication.translate("Overlays", label)
        action = self._action(text, toggle, OVERLAY_KEYS.get(name), overlay_tip(text))
        action.setCheckable(True)
        action.setChecked(window.layers.overlay_on(name))
        return action

    def _menus(self) -> None:
        bar = self.window.menuBar()
        files = bar.addMenu(QCoreApplication.translate("WindowActions", "&File"))
        files.addAction(
            self._action(
                QCoreApplication.translate("WindowActions", "New..."),
                self.ask_new_game,
                QKeySequence.StandardKey.New,
                QCoreApplication.translate("WindowActions", "Start a new game"),
            )
        )
        files.addAction(
            self._action(
                QCoreApplication.translate("WindowActions", "Open..."),
                self.ask_open,
                QKeySequence.StandardKey.Open,
                QCoreApplication.translate("WindowActions", "Open a game"),
            )
        )
        files.addAction(
            self._action(
                QCoreApplication.translate("WindowActions", "Save"),
                self.save,
                QKeySequence.StandardKey.Save,
                QCoreApplication.translate("WindowActions", "Save the game"),
            )
        )
        files.addAction(
            self._action(
                QCoreApplication.translate("WindowActions", "Save As..."),
                self.save_as,
                QKeySequence.StandardKey.SaveAs,
                QCoreApplication.translate("WindowActions", "Save under a name"),
            )
        )
        self.recent = files.addMenu(QCoreApplication.translate("WindowActions", "Recent"))
        self.recent.aboutToShow.connect(self._fill_recent)
        files.addSeparator()
        files.addAction(
            self._action(
                QCoreApplication.translate("WindowActions", "Quit"),
                self.window.close,
                QKeySequence.StandardKey.Quit,
                QCoreApplication.translate("WindowActions", "Quit"),
            )
        )
        edit = bar.addMenu(QCoreApplication.translate("WindowActions", "&Edit"))
        edit.addActions([self.undo, self.end_phase, self.exit_map])
        edit.addSeparator()
        edit.addAction(settings_action(self.window, self.session.prefs, self.window.apply_settings))
        view = bar.addMenu(QCoreApplication.translate("WindowActions", "&View"))
        view.addActions(list(self.overlays.values()))
        view.addSeparator()
        view.addActions([self.referee, self.handovers, self.palette, self.fit, self.zoom_in, self.zoom_out])
        view.addAction(
            self._action(
                QCoreApplication.translate("WindowActions", "Show Legend"),
                self.show_legend,
                "Ctrl+L",
                QCoreApplication.translate("WindowActions", "What the overlays and markers mean"),
            )
        )
        view.addAction(
            self._action(
                QCoreApplication.translate("WindowActions", "Tables"),
                self.show_tables,
                "F2",
                QCoreApplication.translate("WindowActions", "Combat results, terrain, river and weather"),
            )
        )
        view.addSeparator()
        view.addActions(dock_toggles(self.window, list(self.window.docks.values())))
        add_help_menu(self.window)

    def update_enabled(self, _events: object = None) -> None:
        """Enable Undo, End Phase and Exit Map only when they can work (follows the session)."""
        self.undo.setEnabled(self.session.game.can_undo())
        self.end_phase.setEnabled(can_end_phase(self.session.game))
        self.exit_map.setEnabled(self.window.tool.may_exit())

    def do_undo(self) -> None:
        """Undo the last command, or say why not."""
        if not self.session.undo():
            self.window.statusBar().showMessage(
                QCoreApplication.translate(
                    "WindowActions", "Nothing to undo: a die was rolled, a stack revealed or a phase begun"
                )
            )

    def _set_handovers(self, on: bool) -> None:
        self.window.hot_seat = on

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
        self.window.computer.set_pace(dialog.seats.pace.currentData())
        self.window.computer.take_seats(dialog.seats.levels())

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
        offered to the replay viewer first (False: the choice is still to be made)."""
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
        box.open()
        self.review_box = box

    def open_here(self, path: str | Path) -> bool:
        """Open a scenario or saved game in this window; a broken file leaves the current game and shows why. A
        large file is read in the background under a progress dialog (True: started; the game follows when ready)."""
        if is_large(Path(path)):
            self.opening = BackgroundOpen(
                self.window, Path(path), lambda game, is_record: self.session.opened(path, game, is_record),
                lambda exc: self.show_problem(QCoreApplication.translate("WindowActions", CANNOT_OPEN), exc),
            )  # fmt: skip
            self.opening.start()
            return True
        try:
            self.session.open(path)
        except FileProblemError as exc:
            self.show_problem(QCoreApplication.translate("WindowActions", CANNOT_OPEN), exc)
            return False
        return True

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
        self.window.statusBar().showMessage(
            QCoreApplication.translate("WindowActions", "Saved {saved}").format(saved=shown_name(saved)), 5000
        )
        self.window.update_title()
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
        dock = self.window.docks["legend"]
        dock.show()
        dock.raise_()
