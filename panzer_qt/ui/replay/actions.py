"""The viewer's menus, toolbar and shortcuts: moving by event, command, phase and turn both ways, first and last,
Go To, play and pause with a speed, fog of war, overlays and zoom, bookmarks, saving them, the report, and
continuing in the client from the cursor."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QComboBox, QDialog, QFileDialog, QMessageBox, QToolBar

from panzer_qt.model.enums import Side
from panzer_qt.model.text import QT_TRANSLATE_NOOP, shown_name
from panzer_qt.paths import saves_dir
from panzer_qt.records.records import save_with_bookmarks
from panzer_qt.ui.action_specs import OVERLAY_KEYS
from panzer_qt.ui.common.messages import ask
from panzer_qt.ui.common.settings_dialog import settings_action
from panzer_qt.ui.help.help_menu import add_help_menu
from panzer_qt.ui.map.overlays import OVERLAYS
from panzer_qt.ui.replay.jump import JumpDialog
from panzer_qt.ui.settings import Settings
from panzer_qt.ui.window_parts import KeySpec, dock_toggles, overlay_tip, window_action

if TYPE_CHECKING:
    from panzer_qt.ui.replay.window import ReplayWindow

SPEEDS = (1, 2, 4, 8, 16, 32)
"""Play speeds in commands per second."""
DEFAULT_SPEED = 4
VIEWS: tuple[tuple[str, Side | None, str], ...] = (
    (QT_TRANSLATE_NOOP("Actions", "Everything"), None, "Ctrl+3"),
    (
        QT_TRANSLATE_NOOP("Actions", "German View"),
        Side.GERMAN,
        "Ctrl+1",
    ),
    (
        QT_TRANSLATE_NOOP("Actions", "Soviet View"),
        Side.SOVIET,
        "Ctrl+2",
    ),
)
"""Fog of war: what each choice shows (6.3, R26) and its shortcut."""
BACKWARD = ("first", "turn_back", "phase_back", "command_back", "event_back")
RECORD_FILTER = QT_TRANSLATE_NOOP("Actions", "Game records (*.json)")
REPORT_FILTER = "HTML report (*.html)"


class ReplayActions:
    """Builds and owns the viewer's actions; keeps their enabled state in step with the cursor."""

    def __init__(self, window: ReplayWindow) -> None:
        self.window = window
        self.nav = self._navigation()
        self.play = self._action(
            QCoreApplication.translate("ReplayActions", "Play"),
            self.toggle_play,
            "Space",
            QCoreApplication.translate("ReplayActions", "Play the record forward, or pause"),
        )
        self.play.setCheckable(True)
        self.slower = self._action(
            QCoreApplication.translate("ReplayActions", "Slower"),
            lambda: self.change_speed(-1),
            "[",
            QCoreApplication.translate("ReplayActions", "Play more slowly"),
        )
        self.faster = self._action(
            QCoreApplication.translate("ReplayActions", "Faster"),
            lambda: self.change_speed(1),
            "]",
            QCoreApplication.translate("ReplayActions", "Play faster"),
        )
        self.jump = self._action(
            QCoreApplication.translate("ReplayActions", "Go To..."),
            self.go_to,
            "Ctrl+G",
            QCoreApplication.translate("ReplayActions", "Go to a turn and phase"),
        )
        self.speed = QComboBox()
        for speed in SPEEDS:
            self.speed.addItem(QCoreApplication.translate("ReplayActions", "{speed} per s").format(speed=speed), speed)
        self.speed.setCurrentIndex(SPEEDS.index(DEFAULT_SPEED))
        self.speed.setToolTip(
            QCoreApplication.translate("ReplayActions", "Commands played per second ([ slower, ] faster)")
        )
        self.speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        self.views = self._views()
        self.overlays = {name: self._overlay(name, label) for name, label in OVERLAYS.items()}
        self.fit = self._action(
            QCoreApplication.translate("ReplayActions", "Fit"),
            self._canvas_call("fit"),
            "Ctrl+0",
            QCoreApplication.translate("ReplayActions", "Show the whole map"),
        )
        self.zoom_in = self._action(
            QCoreApplication.translate("ReplayActions", "Zoom In"),
            self._canvas_call("zoom_in"),
            QKeySequence.StandardKey.ZoomIn,
            QCoreApplication.translate("ReplayActions", "Zoom in"),
        )
        self.zoom_out = self._action(
            QCoreApplication.translate("ReplayActions", "Zoom Out"),
            self._canvas_call("zoom_out"),
            QKeySequence.StandardKey.ZoomOut,
            QCoreApplication.translate("ReplayActions", "Zoom out"),
        )
        self.bookmark = self._action(
            QCoreApplication.translate("ReplayActions", "Add Bookmark..."),
            window.add_bookmark,
            "Ctrl+D",
            QCoreApplication.translate("ReplayActions", "Bookmark this step with a note"),
        )
        self.save = self._action(
            QCoreApplication.translate("ReplayActions", "Save Bookmarks"),
            self.save_bookmarks,
            QKeySequence.StandardKey.Save,
            QCoreApplication.translate("ReplayActions", "Save the bookmarks in the record"),
        )
        self.report = self._action(
            QCoreApplication.translate("ReplayActions", "Write Report..."),
            self.write_report,
            "Ctrl+P",
            QCoreApplication.translate("ReplayActions", "Write an after-action report (HTML)"),
        )
        self.branch = self._action(
            QCoreApplication.translate("ReplayActions", "Continue from Here"),
            window.continue_here,
            "Ctrl+Return",
            QCoreApplication.translate("ReplayActions", "Start a new game in the client from this step"),
        )
        self._toolbar()
        self._menus()
        self.update_enabled()

    def _action(self, text: str, slot: Callable[..., object], key: KeySpec | None, tip: str) -> QAction:
        return window_action(self.window, text, slot, key, tip)

    def _navigation(self) -> dict[str, QAction]:
        """Both ways by event, command, phase and turn, and to the first and last step."""
        w = self.window

        def moving(target: Callable[[], tuple[int, int] | None]) -> Callable[[], None]:
            def move() -> None:
                place = target()
                if place is not None:
                    w.go(place)

            return move

        def index_step(name: str) -> Callable[[], tuple[int, int] | None]:
            def target() -> tuple[int, int] | None:
                return None if w.review is None else (getattr(w.review.index, name)(w.place[0]), 0)

            return target

        def place_step(name: str) -> Callable[[], tuple[int, int] | None]:
            return lambda: None if w.review is None else getattr(w.review.index, name)(w.place)

        specs = [
            (
                "first",
                QCoreApplication.translate("ReplayActions", "First Step"),
                lambda: (0, 0),
                "Home",
                QCoreApplication.translate("ReplayActions", "The set-up"),
            ),
            (
                "turn_back",
                QCoreApplication.translate("ReplayActions", "Previous Turn"),
                index_step("previous_turn"),
                "PgUp",
                QCoreApplication.translate("ReplayActions", "The start of this turn or the one before"),
            ),
            (
                "phase_back",
                QCoreApplication.translate("ReplayActions", "Previous Phase"),
                index_step("previous_phase"),
                "Ctrl+Left",
                QCoreApplication.translate("ReplayActions", "The start of the phase before"),
            ),
            (
                "command_back",
                QCoreApplication.translate("ReplayActions", "Previous Command"),
                lambda: (w.place[0] - 1, 0),
                "Left",
                QCoreApplication.translate("ReplayActions", "One command back"),
            ),
            (
                "event_back",
                QCoreApplication.translate("ReplayActions", "Previous Event"),
                place_step("previous_place"),
                "Shift+Left",
                QCoreApplication.translate("ReplayActions", "One event back"),
            ),
            (
                "event",
                QCoreApplication.translate("ReplayActions", "Next Event"),
                place_step("next_place"),
                "Shift+Right",
                QCoreApplication.translate("ReplayActions", "One event on"),
            ),
            (
                "command",
                QCoreApplication.translate("ReplayActions", "Next Command"),
                lambda: (w.place[0] + 1, 0),
                "Right",
                QCoreApplication.translate("ReplayActions", "One command on"),
            ),
            (
                "phase",
                QCoreApplication.translate("ReplayActions", "Next Phase"),
                index_step("next_phase"),
                "Ctrl+Right",
                QCoreApplication.translate("ReplayActions", "The start of the next phase"),
            ),
            (
                "turn",
                QCoreApplication.translate("ReplayActions", "Next Turn"),
                index_step("next_turn"),
                "PgDown",
                QCoreApplication.translate("ReplayActions", "The start of the next turn"),
            ),
            (
                "last",
                QCoreApplication.translate("ReplayActions", "Last Step"),
                lambda: (w.review.proved if w.review else 0, 0),
                "End",
                QCoreApplication.translate("ReplayActions", "The last step proved"),
            ),
        ]
        return {key: self._action(text, moving(target), shortcut, tip) for key, text, target, shortcut, tip in specs}

    def _views(self) -> dict[Side | None, QAction]:
        group = QActionGroup(self.window)
        views = {}
        for text, side, key in VIEWS:
            action = self._action(
                QCoreApplication.translate("Actions", text),
                self._viewer(side),
                key,
                QCoreApplication.translate("ReplayActions", "Fog of war: {view}").format(
                    view=QCoreApplication.translate("Actions", text)
                ),
            )
            action.setCheckable(True)
            action.setChecked(side is None)
            group.addAction(action)
            views[side] = action
        return views

    def _viewer(self, side: Side | None) -> Callable[[], None]:
        return lambda: self.window.set_viewer(side)

    def _overlay(self, name: str, label: str) -> QAction:
        def toggle(on: bool) -> None:
            if self.window.layers is not None:
                self.window.layers.set_overlay(name, on)

        text = QCoreApplication.translate("Overlays", label)
        action = self._action(text, toggle, OVERLAY_KEYS.get(name), overlay_tip(text))
        action.setCheckable(True)
        return action

    def _canvas_call(self, method: str) -> Callable[[], None]:
        def call() -> None:
            if self.window.canvas is not None:
                getattr(self.window.canvas, method)()

        return call

    def _toolbar(self) -> None:
        bar = QToolBar(QCoreApplication.translate("ReplayActions", "Navigate"))
        bar.setObjectName("navigate")
        self.window.addToolBar(bar)
        turn, phase, event = (
            QCoreApplication.translate("ReplayActions", "T", "the toolbar's one-letter name of a turn"),
            QCoreApplication.translate("ReplayActions", "P", "the toolbar's one-letter name of a phase"),
            QCoreApplication.translate("ReplayActions", "e", "the toolbar's one-letter name of an event"),
        )
        labels = {"first": "|<", "turn_back": f"<<{turn}", "phase_back": f"<<{phase}", "command_back": "<",
                  "event_back": f"<{event}", "event": f"{event}>", "command": ">", "phase": f"{phase}>>",
                  "turn": f"{turn}>>", "last": ">|"}  # fmt: skip
        for key, action in self.nav.items():
            action.setIconText(labels[key])
            bar.addAction(action)
            if key == "event_back":
                bar.addAction(self.play)
        bar.addWidget(self.speed)
        bar.addAction(self.jump)
        bar.addSeparator()
        for action in self.views.values():
            bar.addAction(action)
        bar.addSeparator()
        for action in self.overlays.values():
            bar.addAction(action)

    def _menus(self) -> None:
        bar = self.window.menuBar()
        files = bar.addMenu(QCoreApplication.translate("ReplayActions", "&File"))
        files.addAction(
            self._action(
                QCoreApplication.translate("ReplayActions", "Open..."),
                self.open_dialog,
                QKeySequence.StandardKey.Open,
                QCoreApplication.translate("ReplayActions", "Review another record"),
            )
        )
        files.addActions([self.save, self.report, self.branch])
        files.addSeparator()
        files.addAction(
            self._action(
                QCoreApplication.translate("ReplayActions", "Close"),
                self.window.close,
                QKeySequence.StandardKey.Close,
                QCoreApplication.translate("ReplayActions", "Close the viewer"),
            )
        )
        go = bar.addMenu(QCoreApplication.translate("ReplayActions", "&Go"))
        go.addActions(list(self.nav.values()))
        go.addSeparator()
        go.addActions([self.jump, self.play, self.slower, self.faster])
        view = bar.addMenu(QCoreApplication.translate("ReplayActions", "&View"))
        view.addActions(list(self.views.values()))
        view.addSeparator()
        view.addActions(list(self.overlays.values()))
        view.addSeparator()
        view.addActions([self.fit, self.zoom_in, self.zoom_out])
        view.addSeparator()
        view.addActions(dock_toggles(self.window, list(self.window.docks.values())))
        view.addSeparator()
        view.addAction(settings_action(self.window, Settings(self.window.settings), self.window.apply_settings))
        marks = bar.addMenu(QCoreApplication.translate("ReplayActions", "&Bookmarks"))
        marks.addAction(self.bookmark)
        marks.addAction(
            self._action(
                QCoreApplication.translate("ReplayActions", "Edit Bookmark..."),
                self.window.bookmarks.edit_current,
                None,
                QCoreApplication.translate("ReplayActions", "Edit the chosen one"),
            )
        )
        marks.addAction(
            self._action(
                QCoreApplication.translate("ReplayActions", "Remove Bookmark"),
                self.window.bookmarks.remove,
                None,
                QCoreApplication.translate("ReplayActions", "Remove the chosen one"),
            )
        )
        add_help_menu(self.window)

    # -- following the window -------------------------------------------------------------------------
    def opened(self) -> None:
        """A record is open: the overlays' buttons follow its map's layers."""
        layers = self.window.layers
        assert layers is not None
        for name, action in self.overlays.items():
            action.setChecked(layers.overlay_on(name))

    def update_enabled(self) -> None:
        """Enable what can work at the cursor: nothing before a record is open, nothing past the steps proved."""
        review, place = self.window.review, self.window.place
        for key, action in self.nav.items():
            if review is None:
                action.setEnabled(False)
            elif key in BACKWARD:
                action.setEnabled(place > (0, 0))
            elif key == "event":
                ahead = review.index.next_place(place)
                action.setEnabled(ahead != place and ahead[0] <= review.proved)
            else:
                action.setEnabled(place[0] < review.proved)
        for action in (self.play, self.jump, self.bookmark, self.branch):
            action.setEnabled(review is not None)
        self.report.setEnabled(review is not None and review.finished)
        self.save.setEnabled(review is not None and self.window.dirty)

    def update_title(self) -> None:
        """A star in the title while bookmarks are unsaved."""
        title = self.window.windowTitle().removeprefix("* ")
        self.window.setWindowTitle(f"* {title}" if self.window.dirty else title)

    # -- doing ------------------------------------------------------------------------------------------
    def toggle_play(self) -> None:
        """Play from the cursor, or pause."""
        self.set_playing(not self.window.play_timer.isActive())

    def set_playing(self, on: bool) -> None:
        """Start or stop playing."""
        timer = self.window.play_timer
        if on:
            timer.start(1000 // int(self.speed.currentData()))
        else:
            timer.stop()
        self.play.setChecked(on)
        self.play.setText(
            QCoreApplication.translate("ReplayActions", "Pause")
            if on
            else QCoreApplication.translate("ReplayActions", "Play")
        )

    def change_speed(self, by: int) -> None:
        """One speed faster (``by`` 1) or slower (-1)."""
        self.speed.setCurrentIndex(max(0, min(len(SPEEDS) - 1, self.speed.currentIndex() + by)))

    def _speed_changed(self) -> None:
        if self.window.play_timer.isActive():
            self.window.play_timer.setInterval(1000 // int(self.speed.currentData()))

    def go_to(self) -> None:
        """Ask for a turn and phase and go there."""
        review = self.window.review
        if review is None:
            return
        dialog = JumpDialog(review.index, review.index.mark_at(self.window.place[0]).turn, review.proved, self.window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.window.go_to_step(dialog.step())

    def open_dialog(self) -> None:
        """Review another record in a new viewer window."""
        name, _ = QFileDialog.getOpenFileName(
            self.window,
            QCoreApplication.translate("ReplayActions", "Open a record"),
            str(saves_dir()),
            QCoreApplication.translate("Actions", RECORD_FILTER),
        )
        if name:
            other = type(self.window)(name, self.window.client)
            other.show()
            self.window.clients.append(other)

    def save_bookmarks(self) -> bool:
        """Write the record with its bookmarks back to its file (atomically); False if it cannot be written."""
        window, review = self.window, self.window.review
        if review is None:
            return False
        try:
            save_with_bookmarks(review.record, window.bookmarks.marks, window.path)
        except OSError as exc:
            QMessageBox.warning(
                window,
                QCoreApplication.translate("ReplayActions", "Cannot save"),
                f"{shown_name(window.path)}: {exc.strerror or exc}",
            )
            return False
        window.dirty = False
        self.update_title()
        self.update_enabled()
        window.statusBar().showMessage(
            QCoreApplication.translate("ReplayActions", "Bookmarks saved in {path}").format(
                path=shown_name(window.path)
            ),
            5000,
        )
        return True

    def settle_unsaved(self) -> bool:
        """Ask whether to save unsaved bookmarks before closing; False: do not close."""
        answer = ask(
            self.window, QCoreApplication.translate("ReplayActions", "Unsaved bookmarks"),
            QCoreApplication.translate("ReplayActions", "Save the bookmarks in the record before closing?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            {
                "Save": QCoreApplication.translate("ReplayActions", "Write the bookmarks into the record, then close"),
                "Discard": QCoreApplication.translate("ReplayActions", "Close; the new bookmarks are lost"),
                "Cancel": QCoreApplication.translate("ReplayActions", "Keep the viewer open"),
            },
        )  # fmt: skip
        if answer == QMessageBox.StandardButton.Save:
            return self.save_bookmarks()
        return answer == QMessageBox.StandardButton.Discard

    def write_report(self) -> None:
        """Ask for a file name and write the after-action report there."""
        name, _ = QFileDialog.getSaveFileName(
            self.window, QCoreApplication.translate("ReplayActions", "Write report"), "", REPORT_FILTER
        )
        if name:
            self.write_report_to(Path(name))

    def write_report_to(self, out: Path) -> None:
        """Write the after-action report to ``out``."""
        from panzer_qt.ui.replay.report import write_report  # with the plotting library: loaded when first used

        review = self.window.review
        assert review is not None
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            write_report(review, out, self.window.bookmarks.marks)
        except OSError as exc:
            QMessageBox.warning(
                self.window,
                QCoreApplication.translate("ReplayActions", "Cannot write the report"),
                f"{out}: {exc.strerror or exc}",
            )
            return
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.window.statusBar().showMessage(
            QCoreApplication.translate("ReplayActions", "Report written to {out}").format(out=out), 5000
        )
