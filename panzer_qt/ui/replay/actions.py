"""The viewer's menus, toolbar and shortcuts: moving by event, command, phase and turn both ways, first and last,
Go To, play and pause with a speed, fog of war, overlays and zoom, bookmarks, saving them, the report, and
continuing in the client from the cursor."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QComboBox, QDialog, QDockWidget, QFileDialog, QMainWindow, QMessageBox

from panzer_qt.model.enums import Side
from panzer_qt.model.text import QT_TRANSLATE_NOOP, shown_name
from panzer_qt.paths import saves_dir
from panzer_qt.records.index import Place
from panzer_qt.records.record_files import save_with_bookmarks
from panzer_qt.records.review import Review
from panzer_qt.ui.action_specs import SEPARATOR, ActionSet, ActionSpec, Item, MenuSpec, overlay_specs, zoom_specs
from panzer_qt.ui.common.messages import ask
from panzer_qt.ui.common.settings_dialog import settings_action
from panzer_qt.ui.help.help_menu import add_help_menu
from panzer_qt.ui.map.game_layers import GameLayers
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.replay.bookmarks import BookmarkPanel
from panzer_qt.ui.replay.jump import JumpDialog
from panzer_qt.ui.replay.session import ViewerSession
from panzer_qt.ui.settings import Setting, Settings
from panzer_qt.ui.window_parts import dock_toggles

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
NAVIGATION = ("first", "turn_back", "phase_back", "command_back", "event_back", "event", "command", "phase", "turn",
              "last")  # fmt: skip
"""The ids of the moves, backward then forward, in the order of the toolbar and the Go menu."""
BACKWARD = NAVIGATION[:5]
RECORD_FILTER = QT_TRANSLATE_NOOP("Actions", "Game records (*.json)")
REPORT_FILTER = "HTML report (*.html)"
Target = Callable[[Review, Place], Place]
"""Where a move leads in a record from a place."""


def view_id(side: Side | None) -> str:
    """The id of the action showing ``side``'s fog of war (None: everything)."""
    return f"view_{side or 'all'}"


class ViewerParts(Protocol):
    """What the actions use of the viewer's window (besides it being the main window that holds them)."""

    @property
    def settings(self) -> QSettings: ...
    @property
    def docks(self) -> dict[str, QDockWidget]: ...
    @property
    def bookmarks(self) -> BookmarkPanel: ...
    @property
    def layers(self) -> GameLayers | None: ...
    @property
    def canvas(self) -> MapCanvas | None: ...
    @property
    def play_timer(self) -> QTimer: ...
    def apply_settings(self, changed: list[Setting[Any]]) -> None: ...
    def add_bookmark(self) -> None: ...
    def continue_here(self) -> object | None: ...
    def open_another(self, path: str | Path) -> None: ...


class ReplayActions(QObject):
    """Builds and owns the viewer's actions from their table; keeps their enabled state in step with the session."""

    def __init__(self, window: QMainWindow, session: ViewerSession, parts: ViewerParts) -> None:
        """``parts``: the same window, as what the actions use of it."""
        super().__init__(window)
        self.window, self.session, self.parts = window, session, parts
        self.speed = QComboBox()
        for speed in SPEEDS:
            self.speed.addItem(self.tr("{speed} per s").format(speed=speed), speed)
        self.speed.setCurrentIndex(SPEEDS.index(DEFAULT_SPEED))
        self.speed.setToolTip(self.tr("Commands played per second ([ slower, ] faster)"))
        self.speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        self.set = ActionSet(window, self.table())
        self.nav = {key: self.set[key] for key in NAVIGATION}
        self.views = {side: self.set[view_id(side)] for _, side, _ in VIEWS}
        self.overlays = self.set.with_prefix("overlay_")
        self.play, self.jump, self.slower, self.faster = (self.set[k] for k in ("play", "jump", "slower", "faster"))
        self.fit, self.zoom_in, self.zoom_out = self.set["fit"], self.set["zoom_in"], self.set["zoom_out"]
        self.bookmark, self.save, self.report = self.set["bookmark"], self.set["save"], self.set["report"]
        self.branch = self.set["branch"]
        self.set.toolbar(window, self.tr("Navigate"), "navigate", self.toolbar())
        self.set.menus(window, self.menus())
        add_help_menu(window)
        session.moved.connect(self.update_enabled)
        session.proved.connect(self.update_enabled)
        session.dirtyChanged.connect(self.update_title)
        session.dirtyChanged.connect(self.update_enabled)
        self.update_enabled()

    def table(self) -> list[ActionSpec]:
        """The viewer's actions."""
        keys, parts, session = QKeySequence.StandardKey, self.parts, self.session

        def opened() -> bool:
            return session.review is not None

        return [
            *self._navigation(),
            ActionSpec(
                "play", self.tr("Play"), self.toggle_play, "Space", self.tr("Play the record forward, or pause"),
                checkable=True, enabled=opened,
            ),
            ActionSpec("slower", self.tr("Slower"), lambda: self.change_speed(-1), "[", self.tr("Play more slowly")),
            ActionSpec("faster", self.tr("Faster"), lambda: self.change_speed(1), "]", self.tr("Play faster")),
            ActionSpec(
                "jump", self.tr("Go To..."), self.go_to, "Ctrl+G", self.tr("Go to a turn and phase"), enabled=opened
            ),
            *self._views(),
            *overlay_specs(lambda: parts.layers, lambda _name: False),
            *zoom_specs(lambda: parts.canvas),
            ActionSpec(
                "bookmark", self.tr("Add Bookmark..."), parts.add_bookmark, "Ctrl+D",
                self.tr("Bookmark this step with a note"), enabled=opened,
            ),
            ActionSpec(
                "save", self.tr("Save Bookmarks"), self.save_bookmarks, keys.Save,
                self.tr("Save the bookmarks in the record"), enabled=lambda: opened() and session.dirty,
            ),
            ActionSpec(
                "report", self.tr("Write Report..."), self.write_report, "Ctrl+P",
                self.tr("Write an after-action report (HTML)"),
                enabled=lambda: session.review is not None and session.review.finished,
            ),
            ActionSpec(
                "branch", self.tr("Continue from Here"), parts.continue_here, "Ctrl+Return",
                self.tr("Start a new game in the client from this step"),
                enabled=lambda: opened() and session.client is not None,
            ),
            ActionSpec("open", self.tr("Open..."), self.open_dialog, keys.Open, self.tr("Review another record")),
            ActionSpec("close", self.tr("Close"), self.window.close, keys.Close, self.tr("Close the viewer")),
            ActionSpec(
                "edit_bookmark", self.tr("Edit Bookmark..."), parts.bookmarks.edit_current, None,
                self.tr("Edit the chosen one"),
            ),
            ActionSpec(
                "remove_bookmark", self.tr("Remove Bookmark"), parts.bookmarks.remove, None,
                self.tr("Remove the chosen one"),
            ),
        ]  # fmt: skip

    def _navigation(self) -> list[ActionSpec]:
        """Both ways by event, command, phase and turn, and to the first and last step."""
        turn, phase, event = (
            self.tr("T", "the toolbar's one-letter name of a turn"),
            self.tr("P", "the toolbar's one-letter name of a phase"),
            self.tr("e", "the toolbar's one-letter name of an event"),
        )

        def index_step(name: str) -> Target:
            return lambda review, place: (getattr(review.index, name)(place[0]), 0)

        def place_step(name: str) -> Target:
            return lambda review, place: getattr(review.index, name)(place)

        specs = [
            ("first", self.tr("First Step"), lambda _review, _place: (0, 0), "Home", self.tr("The set-up"), "|<"),
            ("turn_back", self.tr("Previous Turn"), index_step("previous_turn"), "PgUp",
             self.tr("The start of this turn or the one before"), f"<<{turn}"),
            ("phase_back", self.tr("Previous Phase"), index_step("previous_phase"), "Ctrl+Left",
             self.tr("The start of the phase before"), f"<<{phase}"),
            ("command_back", self.tr("Previous Command"), lambda _review, place: (place[0] - 1, 0), "Left",
             self.tr("One command back"), "<"),
            ("event_back", self.tr("Previous Event"), place_step("previous_place"), "Shift+Left",
             self.tr("One event back"), f"<{event}"),
            ("event", self.tr("Next Event"), place_step("next_place"), "Shift+Right", self.tr("One event on"),
             f"{event}>"),
            ("command", self.tr("Next Command"), lambda _review, place: (place[0] + 1, 0), "Right",
             self.tr("One command on"), ">"),
            ("phase", self.tr("Next Phase"), index_step("next_phase"), "Ctrl+Right",
             self.tr("The start of the next phase"), f"{phase}>>"),
            ("turn", self.tr("Next Turn"), index_step("next_turn"), "PgDown", self.tr("The start of the next turn"),
             f"{turn}>>"),
            ("last", self.tr("Last Step"), lambda review, _place: (review.proved, 0), "End",
             self.tr("The last step proved"), ">|"),
        ]  # fmt: skip
        return [
            ActionSpec(key, text, self._mover(target), shortcut, tip, enabled=self._can_go(key), label=label)
            for key, text, target, shortcut, tip, label in specs
        ]

    def _mover(self, target: Target) -> Callable[[], None]:
        """A slot moving the cursor to ``target`` of its place (nowhere before a record is read)."""

        def move() -> None:
            review = self.session.review
            if review is not None:
                self.session.go(target(review, self.session.place))

        return move

    def _can_go(self, key: str) -> Callable[[], bool]:
        """Whether the move ``key`` leads anywhere from the cursor: nowhere before a record is open, nor past the
        steps proved."""

        def can_go() -> bool:
            review, place = self.session.review, self.session.place
            if review is None:
                return False
            if key in BACKWARD:
                return place > (0, 0)
            if key == "event":
                ahead = review.index.next_place(place)
                return ahead != place and ahead[0] <= review.proved
            return place[0] < review.proved

        return can_go

    def _views(self) -> list[ActionSpec]:
        return [
            ActionSpec(
                view_id(side),
                QCoreApplication.translate("Actions", text),
                self._viewer(side),
                key,
                self.tr("Fog of war: {view}").format(view=QCoreApplication.translate("Actions", text)),
                checked=side is None,
                group="views",
            )
            for text, side, key in VIEWS
        ]

    def _viewer(self, side: Side | None) -> Callable[[], None]:
        return lambda: self.session.set_viewer(side)

    def toolbar(self) -> list[Item]:
        """The toolbar's items: the moves with Play among them, the speed, Go To, the views, the overlays."""
        moves: list[Item] = list(NAVIGATION)
        moves.insert(moves.index("event_back") + 1, "play")
        return [*moves, self.speed, "jump", SEPARATOR, *map(view_id, self.views), SEPARATOR, *self.overlays.values()]

    def menus(self) -> list[MenuSpec]:
        """The menu bar, but for Help."""
        window, parts = self.window, self.parts
        docks = dock_toggles(window, list(parts.docks.values()))
        settings = settings_action(window, Settings(parts.settings), parts.apply_settings)
        return [
            MenuSpec(self.tr("&File"), ["open", "save", "report", "branch", SEPARATOR, "close"]),
            MenuSpec(self.tr("&Go"), [*NAVIGATION, SEPARATOR, "jump", "play", "slower", "faster"]),
            MenuSpec(
                self.tr("&View"),
                [*map(view_id, self.views), SEPARATOR, *self.overlays.values(), SEPARATOR, "fit", "zoom_in",
                 "zoom_out", SEPARATOR, docks, SEPARATOR, settings],
            ),
            MenuSpec(self.tr("&Bookmarks"), ["bookmark", "edit_bookmark", "remove_bookmark"]),
        ]  # fmt: skip

    # -- following the window -------------------------------------------------------------------------
    def opened(self) -> None:
        """A record is open: the overlays' buttons follow its map's layers."""
        layers = self.parts.layers
        assert layers is not None
        for name, action in self.overlays.items():
            action.setChecked(layers.overlay_on(name))

    def update_enabled(self) -> None:
        """Enable what can work at the cursor: nothing before a record is open, nothing past the steps proved."""
        self.set.update_enabled()

    def update_title(self) -> None:
        """A star in the title while bookmarks are unsaved."""
        title = self.window.windowTitle().removeprefix("* ")
        self.window.setWindowTitle(f"* {title}" if self.session.dirty else title)

    # -- doing ------------------------------------------------------------------------------------------
    def toggle_play(self) -> None:
        """Play from the cursor, or pause."""
        self.set_playing(not self.parts.play_timer.isActive())

    def set_playing(self, on: bool) -> None:
        """Start or stop playing."""
        timer = self.parts.play_timer
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
        if self.parts.play_timer.isActive():
            self.parts.play_timer.setInterval(1000 // int(self.speed.currentData()))

    def go_to(self) -> None:
        """Ask for a turn and phase and go there."""
        review = self.session.review
        if review is None:
            return
        dialog = JumpDialog(review.index, review.index.mark_at(self.session.place[0]).turn, review.proved, self.window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.session.go_to_step(dialog.step())

    def open_dialog(self) -> None:
        """Review another record in a new viewer window."""
        name, _ = QFileDialog.getOpenFileName(
            self.window,
            QCoreApplication.translate("ReplayActions", "Open a record"),
            str(saves_dir()),
            QCoreApplication.translate("Actions", RECORD_FILTER),
        )
        if name:
            self.parts.open_another(name)

    def save_bookmarks(self) -> bool:
        """Write the record with its bookmarks back to its file (atomically); False if it cannot be written."""
        window, review, path = self.window, self.session.review, self.session.path
        if review is None:
            return False
        try:
            save_with_bookmarks(review.record, self.parts.bookmarks.marks, path)
        except OSError as exc:
            QMessageBox.warning(
                window,
                QCoreApplication.translate("ReplayActions", "Cannot save"),
                f"{shown_name(path)}: {exc.strerror or exc}",
            )
            return False
        self.session.dirty = False
        window.statusBar().showMessage(
            QCoreApplication.translate("ReplayActions", "Bookmarks saved in {path}").format(path=shown_name(path)),
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

        review = self.session.review
        assert review is not None
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            write_report(review, out, self.parts.bookmarks.marks)
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
