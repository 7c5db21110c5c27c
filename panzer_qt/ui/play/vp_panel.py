"""The victory-point panel: the Soviet total by source (territory, exits, divisions out of C&C, towns cut off),
the track with the marks of 4.3, what the total reaches, and each town with its VP, holder and since when; the
game-over summary shows the same breakdown."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from panzer_qt.model.enums import Side
from panzer_qt.model.events import ControlChanged, PhaseStarted
from panzer_qt.rules.game import Game
from panzer_qt.ui.common.event_text import side_name
from panzer_qt.ui.common.vp_text import vp_html
from panzer_qt.ui.play.phase_bar import Track
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.window_parts import explain_message

TRACK_CELL = 8


def vp_marks(game: Game) -> dict[int, str]:
    """The marks of the VP track: where a draw and a Soviet victory begin (4.3)."""
    table = game.scenario.tables.victory
    return {
        table.draw_at: QCoreApplication.translate("VpPanel", "draw from {draw_at} VP (4.3)").format(
            draw_at=table.draw_at
        ),
        table.soviet_victory_at: QCoreApplication.translate("VpPanel", "Soviet victory (4.3)"),
    }


def held_since(game: Game) -> dict[str, int]:
    """The turn each hex last changed hands (hexes that never did: not listed)."""
    turn, since = 1, {}
    for event in [*game.start_events, *(e for step in game.steps for e in step.events)]:
        if isinstance(event, PhaseStarted):
            turn = event.turn
        elif isinstance(event, ControlChanged):
            since[event.hex] = turn
    return since


def town_rows(game: Game) -> list[tuple[str, int, Side | None, int | None]]:
    """Each town and fortified locality: its name (and hex), VP, holder and the turn it changed hands (None: held
    since the start), by name."""
    board, control, since = game.board, game.state.control, held_since(game)
    return sorted(
        (f"{town.name} ({hid})", board.town_vp[hid], control.get(hid), since.get(hid))
        for hid, town in board.towns.items()
    )


class TownTable(QTableWidget):
    """The towns: name, VP, holder, since when."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 4, parent)
        self.setObjectName("towns")
        self.setHorizontalHeaderLabels([self.tr("Town"), self.tr("VP"), self.tr("Held by"), self.tr("Since")])
        self.verticalHeader().hide()
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.horizontalHeader().setStretchLastSection(True)

    def show_towns(self, game: Game) -> None:
        """Fill the rows from the game."""
        rows = town_rows(game)
        self.setRowCount(len(rows))
        for row, (name, vp, holder, turn) in enumerate(rows):
            since = self.tr("turn {turn}").format(turn=turn) if turn is not None else self.tr("the start")
            cells = [name, str(vp), side_name(holder), since]
            for column, text in enumerate(cells):
                self.setItem(row, column, QTableWidgetItem(text))
        self.resizeColumnsToContents()


class VPPanel(QWidget):
    """Follows the session: the total by source and the track."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)
        self.track = Track(0, 40, vp_marks(session.game), TRACK_CELL)
        self.table = QLabel()
        self.table.setTextFormat(Qt.TextFormat.RichText)
        self.table.setWordWrap(True)
        self.towns = TownTable()
        self.towns.setMinimumHeight(160)
        layout.addWidget(self.track)
        layout.addWidget(self.table)
        layout.addWidget(self.towns, 1)
        session.changed.connect(self.follow)
        self.follow([])

    def follow(self, _events: object = None) -> None:
        """The game changed."""
        game = self.session.game
        self.track.marks = vp_marks(game)
        self.track.set_value(game.state.vp)
        self.table.setText(vp_html(game.state, game.board))
        self.towns.show_towns(game)


def game_over_box(game: Game, parent: QWidget) -> QMessageBox:
    """The game-over summary: the result and the VP by source (not blocking; the caller opens it)."""
    state = game.state
    box = QMessageBox(parent)
    box.setWindowTitle(QCoreApplication.translate("VpPanel", "Game over"))
    box.setIcon(QMessageBox.Icon.Information)
    box.setTextFormat(Qt.TextFormat.RichText)
    title = escape(state.result or QCoreApplication.translate("VpPanel", "Game over"))
    box.setText(
        QCoreApplication.translate("VpPanel", "<h3>{title} with {vp} Soviet VP</h3>").format(title=title, vp=state.vp)
        + vp_html(state, game.board)
    )
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    explain_message(box)
    return box
