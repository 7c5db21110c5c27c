"""The online games' dialogs: New Online Game (server, scenario, side, options; the opponent's code and link to
copy; the game opened at once), Join Online Game (server and code, or a ``panzer-qt://`` link) and My Online Games
(every seat kept, over all known servers: scenario, opponent, turn and phase, whose move, last move; open,
resign, remove)."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QSettings, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from panzer_qt.model.enums import Side
from panzer_qt.model.errors import FileProblemError, ScenarioError
from panzer_qt.model.jsonfile import read_json
from panzer_qt.net.client import SeatClient, create_game, request
from panzer_qt.net.protocol import GameInfo, Games, ListGames, Refused
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.rules.loading import playable_from_json
from panzer_qt.ui.common.event_text import phase_title
from panzer_qt.ui.common.messages import plain_box
from panzer_qt.ui.later import call_in_window
from panzer_qt.ui.online.known import (
    NAME_KEY,
    SERVER_KEY,
    KnownGame,
    forget_game,
    join_link,
    known_games,
    last_server,
    parse_link,
    player_name,
    player_text,
)
from panzer_qt.ui.online.link import CONNECT_TIMEOUT, NetLoop, reason
from panzer_qt.ui.online.menu import add_online_menu
from panzer_qt.ui.online.session import refusal_text
from panzer_qt.ui.online.window import Opening
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.settings import user_store
from panzer_qt.ui.translated import capitalized, described
from panzer_qt.ui.window_parts import keep_open


class NetDialog(QDialog):
    """A dialog that asks the server things in the network thread and hears the answers in the UI thread."""

    answered = Signal(object, object)
    """(what was asked, the answer or the exception)."""

    def __init__(self, settings: QSettings, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.opening: Opening | None = None
        self.status = QLabel()
        self.status.setObjectName("online_status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.answered.connect(self.take)

    def ask(self, what: str, work: Coroutine[Any, Any, object]) -> None:
        """Run ``work`` in the network thread; ``take(what, answer)`` in this one."""

        def done(future: Future[object]) -> None:  # in the network thread; the dialog may be closed, and deleted
            error = future.exception()
            answer = error if error is not None else future.result()
            call_in_window(self, lambda: self.answered.emit(what, answer))

        NetLoop.shared().submit(work).add_done_callback(done)

    def take(self, what: str, answer: object) -> None:
        """An answer came (subclasses act on it)."""

    def server_rows(self) -> QFormLayout:
        """The dialog's form, with the server address and the player's name (the last ones used filled in)."""
        form = QFormLayout(self)
        self.server = server_field(self.settings)
        form.addRow(QCoreApplication.translate("OnlineDialogs", "Server"), self.server)
        self.name = QLineEdit(player_name(self.settings))
        self.name.setMaxLength(40)
        form.addRow(QCoreApplication.translate("OnlineDialogs", "Your name"), self.name)
        return form

    def open_seat(self, server: str, code: str) -> None:
        """Join the seat and open its window; the dialog closes once it is open. Nothing while a seat is being
        joined."""
        if self.joining():
            return
        self.status.setText(
            QCoreApplication.translate("OnlineDialogs", "Connecting to {server}...").format(server=server)
        )
        self.opening = Opening(server, code, self.settings, self)
        self.opening.opened.connect(self._shown)
        self.opening.failed.connect(self.cannot_open)

    def joining(self) -> bool:
        """Whether a seat is being joined (its window not yet open)."""
        return self.opening is not None and self.opening.window is None

    def _shown(self, window: MainWindow) -> None:
        add_online_menu(window, show_online_dialog)
        window.show()
        self.opened(window)

    def opened(self, window: QWidget) -> None:
        """The seat's window is open."""
        del window
        self.accept()

    def cannot_open(self, message: str) -> None:
        """The seat cannot be joined: the server refused it, or the address, the code or the connection failed."""
        self.opening = None
        self.status.setText(
            QCoreApplication.translate("OnlineDialogs", "Cannot open the game: {message}").format(message=message)
        )

    def done(self, result: int) -> None:
        """Closed: stop joining a seat not yet open."""
        if self.opening is not None and self.opening.window is None:
            self.opening.cancel()
        super().done(result)


def server_field(settings: QSettings) -> QLineEdit:
    """The server address, the last one used filled in."""
    field = QLineEdit(last_server(settings))
    field.setObjectName("online_server")
    field.setToolTip(
        QCoreApplication.translate("OnlineDialogs", "The referee server: ws://HOST:PORT or wss://HOST:PORT")
    )
    return field


class NewOnlineDialog(NetDialog):
    """Start a game on a server; show the opponent's code and link, open the game."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(settings, parent)
        self.setWindowTitle(QCoreApplication.translate("OnlineDialogs", "New online game"))
        form = self.server_rows()
        self.path = QLineEdit(str(DEFAULT_SCENARIO))
        self.path.setToolTip(QCoreApplication.translate("OnlineDialogs", "The scenario file, uploaded with the game"))
        browse = QPushButton(QCoreApplication.translate("OnlineDialogs", "Browse..."))
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        form.addRow(QCoreApplication.translate("OnlineDialogs", "Scenario"), row)
        self.side = QComboBox()
        self.side.setObjectName("online_side")
        for side in Side:
            self.side.addItem(capitalized(side), side)
        form.addRow(QCoreApplication.translate("OnlineDialogs", "Your side"), self.side)
        self.river = QCheckBox(
            QCoreApplication.translate("OnlineDialogs", "Rivers cost a flat +3 MP, no roll (optional 12.3)")
        )
        form.addRow(self.river)
        self.manual = QCheckBox(QCoreApplication.translate("OnlineDialogs", "German player sets up by hand (3.2)"))
        form.addRow(self.manual)
        self.create_button = QPushButton(QCoreApplication.translate("OnlineDialogs", "Create and Open"))
        self.create_button.setObjectName("online_create")
        self.create_button.setDefault(True)
        self.create_button.clicked.connect(self.start)
        form.addRow(self.create_button)
        self.code = QLineEdit()
        self.code.setObjectName("opponent_code")
        self.code.setReadOnly(True)
        self.link = QLineEdit()
        self.link.setObjectName("opponent_link")
        self.link.setReadOnly(True)
        copy = QPushButton(QCoreApplication.translate("OnlineDialogs", "Copy"))
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.link.text()))
        code_row = QHBoxLayout()
        code_row.addWidget(self.code, 1)
        code_row.addWidget(copy)
        form.addRow(QCoreApplication.translate("OnlineDialogs", "Opponent's code"), code_row)
        form.addRow(QCoreApplication.translate("OnlineDialogs", "Opponent's link"), self.link)
        form.addRow(self.status)
        self.resize(640, self.sizeHint().height())

    def chosen_side(self) -> Side:
        """The side the player chose (the box hands its data back as plain text)."""
        return Side(self.side.currentData())

    def _browse(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, QCoreApplication.translate("OnlineDialogs", "Scenario"), self.path.text(),
            QCoreApplication.translate("OnlineDialogs", "Scenarios (*.json)"),
        )  # fmt: skip
        if name:
            self.path.setText(name)

    def start(self) -> None:
        """Upload the scenario and create the game."""
        server = self.server.text().strip()
        try:
            data = read_json(Path(self.path.text()), ScenarioError)
            scenario = playable_from_json(data, self.path.text())
        except FileProblemError as exc:
            self.status.setText(described(exc))
            return
        self.settings.setValue(SERVER_KEY, server)
        self.settings.setValue(NAME_KEY, self.name.text())
        options = scenario.options.model_copy(update={"river_flat_cost": self.river.isChecked()})
        side = self.chosen_side()
        self.create_button.setEnabled(False)
        self.status.setText(
            QCoreApplication.translate("OnlineDialogs", "Creating the game on {server}...").format(server=server)
        )
        work = create_game(
            server, data, options=options, side=side, name=self.name.text(), deploy=self.manual.isChecked()
        )
        self.ask("create", asyncio.wait_for(work, CONNECT_TIMEOUT))

    def take(self, what: str, answer: object) -> None:
        """The game is created: the opponent's code and link shown, the player's seat opened."""
        if isinstance(answer, Exception):
            self.create_button.setEnabled(True)
            self.status.setText(
                QCoreApplication.translate("OnlineDialogs", "Cannot create the game: {reason}").format(
                    reason=reason(answer, self.server.text().strip())
                )
            )
            return
        side = self.chosen_side()
        server = self.server.text().strip()
        seats = answer.seats  # type: ignore[attr-defined]
        self.code.setText(seats[side.enemy])
        self.link.setText(join_link(server, seats[side.enemy]))
        self.open_seat(server, seats[side])

    def opened(self, window: QWidget) -> None:
        """The game is open: the dialog stays, for the code to be copied."""
        del window
        self.status.setText(
            QCoreApplication.translate("OnlineDialogs", "The game is open. Give your opponent the code or the link.")
        )


class JoinOnlineDialog(NetDialog):
    """Take a seat with its code (or a ``panzer-qt://`` link pasted in the code's place)."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None, link: str = "") -> None:
        super().__init__(settings, parent)
        self.setWindowTitle(QCoreApplication.translate("OnlineDialogs", "Join online game"))
        form = self.server_rows()
        self.code = QLineEdit(link)
        self.code.setObjectName("join_code")
        self.code.setToolTip(
            QCoreApplication.translate("OnlineDialogs", "The code your opponent gave you, or the panzer-qt:// link")
        )
        form.addRow(QCoreApplication.translate("OnlineDialogs", "Code or link"), self.code)
        self.join = QPushButton(QCoreApplication.translate("OnlineDialogs", "Join"))
        self.join.setObjectName("online_join")
        self.join.setDefault(True)
        self.join.clicked.connect(self.start)
        form.addRow(self.join)
        form.addRow(self.status)
        self.resize(560, self.sizeHint().height())

    def start(self) -> None:
        """Join the seat."""
        server, code = self.server.text().strip(), self.code.text().strip()
        found = parse_link(code)
        if found is not None:
            server, code = found
            self.server.setText(server)
        self.settings.setValue(SERVER_KEY, server)
        self.settings.setValue(NAME_KEY, self.name.text())
        self.open_seat(server, code)
        self.join.setEnabled(False)

    def cannot_open(self, message: str) -> None:
        """The seat cannot be joined: why, and Join to try again."""
        super().cannot_open(message)
        self.join.setEnabled(True)


class MyGamesDialog(NetDialog):
    """Every seat the player keeps, over all known servers."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(settings, parent)
        self.setWindowTitle(QCoreApplication.translate("OnlineDialogs", "My online games"))
        self.games: list[KnownGame] = []
        self.resigning = ""
        """The server of the seat last resigned."""
        self.table = QTableWidget(0, 7)
        self.table.setObjectName("my_games")
        self.table.setHorizontalHeaderLabels([
            QCoreApplication.translate("OnlineDialogs", "Scenario"),
            QCoreApplication.translate("OnlineDialogs", "Opponent"),
            QCoreApplication.translate("OnlineDialogs", "Turn"),
            QCoreApplication.translate("OnlineDialogs", "Phase"),
            QCoreApplication.translate("OnlineDialogs", "Whose move"),
            QCoreApplication.translate("OnlineDialogs", "Last move"),
            QCoreApplication.translate("OnlineDialogs", "Server"),
        ])  # fmt: skip
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.cellDoubleClicked.connect(lambda row, _column: self.open_row(row))
        buttons = QHBoxLayout()
        self.open_button = QPushButton(QCoreApplication.translate("OnlineDialogs", "Open"))
        self.open_button.clicked.connect(lambda: self.open_row(self.table.currentRow()))
        self.resign_button = QPushButton(QCoreApplication.translate("OnlineDialogs", "Resign..."))
        self.resign_button.clicked.connect(self.ask_resign)
        self.remove_button = QPushButton(QCoreApplication.translate("OnlineDialogs", "Remove"))
        self.remove_button.setToolTip(
            QCoreApplication.translate("OnlineDialogs", "Forget this game here (the server keeps it)")
        )
        self.remove_button.clicked.connect(self.remove)
        refresh = QPushButton(QCoreApplication.translate("OnlineDialogs", "Refresh"))
        refresh.clicked.connect(self.refresh)
        for button in (self.open_button, self.resign_button, self.remove_button, refresh):
            buttons.addWidget(button)
        column = QVBoxLayout(self)
        column.addWidget(self.table, 1)
        column.addLayout(buttons)
        column.addWidget(self.status)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.resize(900, 420)
        self.refresh()

    def refresh(self) -> None:
        """List the seats kept, then ask each server how the games stand."""
        self.games = known_games(self.settings)
        self.table.setRowCount(len(self.games))
        if not self.games:
            self.status.setText(
                QCoreApplication.translate(
                    "OnlineDialogs",
                    "No online game is kept here yet: start one with File > New Online Game, or join one with"
                    " File > Join Online Game.",
                )
            )
        for row, game in enumerate(self.games):
            side = Side(game.side)
            cells = [game.scenario, capitalized(side.enemy), "", "", "", "", game.server]
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        for server in sorted({g.server for g in self.games}):
            codes = [g.code for g in self.games if g.server == server]
            self.ask(server, asyncio.wait_for(request(server, ListGames(codes=codes)), CONNECT_TIMEOUT))

    def take(self, what: str, answer: object) -> None:
        """A server's answer: fill in its games' rows."""
        if what == "resign":
            self.status.setText(resign_text(answer, self.resigning))
            self.refresh()
            return
        if not isinstance(answer, Games):
            self.status.setText(
                QCoreApplication.translate("OnlineDialogs", "Cannot update the list: {reason}").format(
                    reason=reason(answer, what)
                )
            )
            return
        by_id = {info.game_id: info for info in answer.games}
        for row, game in enumerate(self.games):
            info = by_id.get(game.game_id)
            if game.server == what and info is not None:
                for column, text in enumerate(row_texts(info), start=1):
                    self.table.setItem(row, column, QTableWidgetItem(text))

    def chosen(self, row: int) -> KnownGame | None:
        """The seat of a row."""
        return self.games[row] if 0 <= row < len(self.games) else None

    def open_row(self, row: int) -> None:
        """Open the seat of a row in a window of its own."""
        game = self.chosen(row)
        if game is not None:
            self.open_seat(game.server, game.code)

    def ask_resign(self) -> None:
        """Resign the chosen game, once confirmed."""
        game = self.chosen(self.table.currentRow())
        if game is None:
            return
        box = plain_box(
            QMessageBox.Icon.Question, QCoreApplication.translate("OnlineDialogs", "Resign"),
            QCoreApplication.translate("OnlineDialogs", "Resign the game of {scenario}? Your opponent wins.").format(
                scenario=game.scenario
            ),
            self,
        )  # fmt: skip
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        if box.exec() == QMessageBox.StandardButton.Yes:
            self.resigning = game.server
            self.ask("resign", resign(game.server, game.code))

    def remove(self) -> None:
        """Forget the chosen game here."""
        game = self.chosen(self.table.currentRow())
        if game is not None:
            forget_game(self.settings, game.code)
            self.refresh()


def row_texts(info: GameInfo) -> list[str]:
    """The opponent, turn, phase, whose move and last move of a game, as the list shows them."""
    if info.status != "playing":
        whose = QCoreApplication.translate("OnlineDialogs", "Game over")
    elif info.to_act is info.side:
        whose = QCoreApplication.translate("OnlineDialogs", "Yours")
    else:
        whose = QCoreApplication.translate("OnlineDialogs", "Your opponent's")
    when = (
        ""
        if info.last_move_at is None
        else QDateTime.fromSecsSinceEpoch(int(info.last_move_at)).toString("yyyy-MM-dd HH:mm")
    )
    return [player_text(info.opponent, info.side.enemy), str(info.turn), phase_title(info.phase), whose, when]


def resign_text(answer: object, server: str) -> str:
    """What became of a resignation on ``server``, in the reader's language."""
    if isinstance(answer, Exception):
        return reason(answer, server)
    if isinstance(answer, Refused):
        return refusal_text(answer)
    return QCoreApplication.translate("OnlineDialogs", "Resigned.")


async def resign(server: str, code: str) -> object:
    """Resign a seat over a connection of its own."""
    client = SeatClient(server, code)
    try:
        await client.start(CONNECT_TIMEOUT)
        return await client.resign()
    finally:
        await client.close()


def show_online_dialog(name: str, window: MainWindow) -> None:
    """Show the dialog of an online entry of the File menu (``menu.ENTRIES``) over ``window``."""
    dialogs = {"new_online": NewOnlineDialog, "join_online": JoinOnlineDialog, "my_online": MyGamesDialog}
    _show(dialogs[name](window.session.settings, window))


def _show(dialog: QWidget) -> None:
    keep_open(dialog).show()


def open_link(link: str, settings: QSettings | None = None) -> QWidget:
    """The Join Online Game dialog on a ``panzer-qt://`` link, joining at once (the desktop opens such links)."""
    dialog = JoinOnlineDialog(settings if settings is not None else user_store(), None, link)
    _show(dialog)
    dialog.start()
    return dialog
