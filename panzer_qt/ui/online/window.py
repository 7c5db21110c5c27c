"""An online game in the client's window: the window of hot-seat play on an ``OnlineSession``, with the online bar,
the chat dock, the "your move" alerts and, once the game is over, the full record offered to the replay viewer.
Also the opening of a seat (``Opening``); the File menu's online entries are ``dialogs.add_online_menu``'s."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QSystemTrayIcon, QToolBar, QWidget

from panzer_qt.model.jsonfile import write_json_atomic
from panzer_qt.model.record import GameRecord
from panzer_qt.paths import saves_dir
from panzer_qt.ui.online.bar import OnlineBar
from panzer_qt.ui.online.chat import ChatPanel
from panzer_qt.ui.online.known import KnownGame, keep_game, player_name
from panzer_qt.ui.online.link import SeatLink, reason
from panzer_qt.ui.online.session import OnlineSession
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.settings import user_store
from panzer_qt.ui.translated import capitalized
from panzer_qt.ui.window_parts import keep_open


class OnlineParts(QObject):
    """What an online game adds to its window."""

    def __init__(self, window: MainWindow, session: OnlineSession) -> None:
        super().__init__(window)
        self.window, self.session = window, session
        self.alerts = 0
        """How many times the player was called to the window (tests read it)."""
        self.record_path: Path | None = None
        self.viewer: QWidget | None = None
        self._offered = False
        side_only(window)
        self.bar = OnlineBar(session)
        bar = QToolBar(QCoreApplication.translate("OnlineParts", "Online game"))
        bar.setObjectName("online_toolbar")
        bar.setMovable(False)
        bar.addWidget(self.bar)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.chat = ChatPanel(session.link, session.side)
        window.docks["chat"] = window._dock(
            QCoreApplication.translate("OnlineParts", "Chat"), self.chat, Qt.DockWidgetArea.RightDockWidgetArea
        )
        window.tabifyDockWidget(window.docks["log"], window.docks["chat"])
        window.docks["log"].raise_()
        self.tray = (
            QSystemTrayIcon(QApplication.windowIcon(), self) if QSystemTrayIcon.isSystemTrayAvailable() else None
        )
        session.changed.connect(self.follow)
        session.turnCame.connect(self.call_player)
        session.link.recordIn.connect(self.record_in)
        session.link.failed.connect(self.show_error)
        self.follow()

    def follow(self, _events: object = None) -> None:
        """After every change: the controls off while the opponent is to act, the title, the end of the game."""
        session, window = self.session, self.window
        waiting = session.waiting or session.game.over
        window.hands_off(waiting)
        if waiting:
            window.actions_.end_phase.setEnabled(False)
            window.actions_.exit_map.setEnabled(False)
        self.update_title()
        if session.game.over and not self._offered:
            self.offer_record()

    def update_title(self) -> None:
        """The scenario, the side, and "Your move" while the player is to act."""
        session = self.session
        title = QCoreApplication.translate("OnlineParts", "{scenario} - online, {side} side - panzer-qt").format(
            scenario=session.game.scenario.meta.name, side=capitalized(session.side)
        )
        if not session.waiting and not session.game.over:
            title = QCoreApplication.translate("OnlineParts", "Your move - {title}").format(title=title)
        self.window.setWindowTitle(title)

    def call_player(self) -> None:
        """The player's turn came: the taskbar entry asks for attention when the window is not active, and the
        system tray tells it where the desktop has one."""
        if self.window.isActiveWindow():
            return
        self.alerts += 1
        QApplication.alert(self.window)
        if self.tray is not None:
            self.tray.show()
            self.tray.showMessage(
                QCoreApplication.translate("OnlineParts", "Your move"),
                QCoreApplication.translate("OnlineParts", "{scenario}: your opponent has played").format(
                    scenario=self.session.game.scenario.meta.name
                ),
            )

    def offer_record(self) -> None:
        """The game is over: its summary offers the full record, fog lifted, in the replay viewer."""
        self._offered = True
        window = self.window
        if window.game_over is None or not window.game_over.isVisible():
            window.show_game_over(self.bar.over_text())
        box = window.game_over
        assert box is not None
        button = box.addButton(
            QCoreApplication.translate("OnlineParts", "Open the full record in the replay viewer"),
            QMessageBox.ButtonRole.ActionRole,
        )
        button.setObjectName("open_full_record")
        button.clicked.connect(self.session.link.fetch_record)

    def record_in(self, answer: object) -> None:
        """The full record came from the server: kept in the saves folder and opened in the viewer."""
        if not isinstance(answer, GameRecord):
            self.show_error(reason(answer, self.session.link.url))
            return
        target = saves_dir() / f"online-{self.session.game.view.game_id}.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(target, answer)
        self.record_path = target
        from panzer_qt.ui.replay.window import ReplayWindow

        self.viewer = keep_open(ReplayWindow(target))
        self.viewer.show()

    def show_error(self, message: str) -> None:
        """An error the server sent, in the status bar."""
        self.window.statusBar().showMessage(
            QCoreApplication.translate("OnlineParts", "The server says: {message}").format(message=message), 12000
        )


def side_only(window: MainWindow) -> None:
    """A window on one side's view of an online game: no hand-over screens, no referee view, and no other game
    in its place (New, Open and Recent are for the other windows)."""
    window.hot_seat = False
    actions = window.actions_
    for action in (actions.handovers, actions.referee):
        action.setChecked(False)
        action.setEnabled(False)
    for action in (actions.set["new"], actions.set["open"], actions.recent.menuAction()):
        action.setEnabled(False)


class OnlineWindow(MainWindow):
    """The main window on an online seat, with its online parts (``online``)."""

    def __init__(self, session: OnlineSession) -> None:
        self.online: OnlineParts | None = None
        super().__init__(session)
        self.online = OnlineParts(self, session)

    def update_title(self) -> None:
        """The online parts' title (the side, "Your move")."""
        if self.online is None:
            super().update_title()
        else:
            self.online.update_title()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        """Closed, the window leaves its seat: the connection ends (the opponent sees the side offline) instead of
        trying the server again for as long as the program runs."""
        super().closeEvent(event)
        if event.isAccepted() and self.online is not None:
            self.online.session.link.close()


def online_window(session: OnlineSession) -> MainWindow:
    """A main window on an online seat, with its online parts (``window.online``)."""
    return OnlineWindow(session)


class Opening(QObject):
    """Joins a seat and opens its window once the first view is in (``opened``), or says why not (``failed``)."""

    opened = Signal(object)
    failed = Signal(str)

    def __init__(
        self, server: str, code: str, settings: QSettings | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else user_store()
        self.server, self.code = server, code
        self.window: MainWindow | None = None
        self.link = SeatLink(server, code, player_name(self.settings))
        self.link.ready.connect(self._ready)
        self.link.failed.connect(self._failed)
        self.link.start()

    def _ready(self) -> None:
        link = self.link
        link.failed.disconnect(self._failed)
        assert link.view is not None and link.scenario is not None
        keep_game(
            self.settings,
            KnownGame(self.server, self.code, link.view.game_id, link.view.side.value, link.scenario.meta.name),
        )
        session = OnlineSession(link, settings=self.settings)
        self.window = keep_open(online_window(session))
        self.opened.emit(self.window)

    def _failed(self, message: str) -> None:
        self.link.close()
        self.failed.emit(message)

    def cancel(self) -> None:
        """Stop trying."""
        if self.window is None:
            self.link.close()
