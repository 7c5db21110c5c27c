"""The victory-point panel: the Soviet total by source (territory, exits, divisions out of C&C, towns cut off),
the track with the marks of 4.3, what the total reaches, and each town with its VP, holder and since when; the
game-over summary shows the same breakdown."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from panzer_qt.model.enums import Side
from panzer_qt.model.events import ControlChanged, Event, PhaseStarted
from panzer_qt.model.record import RecordStep
from panzer_qt.rules.game import Game
from panzer_qt.ui.common.event_text import side_name
from panzer_qt.ui.common.vp_text import ending_heading, vp_html
from panzer_qt.ui.play.phase_bar import Track
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.translated import engine_text
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


class HeldSince:
    """The turn each hex last changed hands (hexes that never did: not listed), read on from the steps read before:
    a long game's history is not read again after every command. Steps taken back are unread (what each changed is
    kept); another game is read from its start."""

    def __init__(self) -> None:
        self._game: Game | None = None
        self._read: list[tuple[RecordStep, int, list[tuple[str, int | None]]]] = []
        """Each step read, in order, with the turn before it and each hex it set with the turn that hex had before (a
        step taken back and another made in its place is not the same object; an online game's steps are made again
        from what the server told at every change, equal to those before)."""
        self._turn = 1
        self._since: dict[str, int] = {}

    def of(self, game: Game) -> dict[str, int]:
        """The turns, for ``game`` as it is now."""
        steps, read = game.steps, self._read
        if game is not self._game:
            self._game, self._turn, self._since = game, 1, {}
            read.clear()
            self._take(game.start_events)
        while read and (len(read) > len(steps) or not _same(steps[len(read) - 1], read[-1][0])):
            self._unread()
        for step in steps[len(read) :]:
            turn = self._turn
            read.append((step, turn, self._take(step.events)))
        return self._since

    def _take(self, events: list[Event]) -> list[tuple[str, int | None]]:
        changed = []
        for event in events:
            if isinstance(event, PhaseStarted):
                self._turn = event.turn
            elif isinstance(event, ControlChanged):
                changed.append((event.hex, self._since.get(event.hex)))
                self._since[event.hex] = self._turn
        return changed

    def _unread(self) -> None:
        _step, self._turn, changed = self._read.pop()
        for hid, before in reversed(changed):
            if before is None:
                del self._since[hid]
            else:
                self._since[hid] = before


def _same(step: RecordStep, read: RecordStep) -> bool:
    return step is read or step == read


def town_rows(game: Game, since: dict[str, int]) -> list[tuple[str, int, Side | None, int | None]]:
    """Each town and fortified locality: its name (and hex), VP, holder and the turn it changed hands (``since``;
    None: held since the start), by name."""
    board, control = game.board, game.state.control
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
        self.held_since = HeldSince()
        self._shown: list[list[str]] = []

    def show_towns(self, game: Game) -> None:
        """Fill the rows from the game (left alone when they would read the same)."""
        cells = [
            [name, str(vp), side_name(holder), self._since_text(turn)]
            for name, vp, holder, turn in town_rows(game, self.held_since.of(game))
        ]
        if cells == self._shown:
            return
        self._shown = cells
        self.setRowCount(len(cells))
        for row, texts in enumerate(cells):
            for column, text in enumerate(texts):
                self.setItem(row, column, QTableWidgetItem(text))
        self.resizeColumnsToContents()

    def _since_text(self, turn: int | None) -> str:
        return self.tr("turn {turn}").format(turn=turn) if turn is not None else self.tr("the start")


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
        self.table.setText(vp_html(game.state, game.board, game.ended))
        self.towns.show_towns(game)


def game_over_heading(game: Game) -> str:
    """The game-over summary's heading (HTML): the result with the Soviet VP, or how the game ended other than by
    play."""
    if game.ended is not None:
        return f"<h3>{escape(ending_heading(game.ended))}</h3>"
    result = game.state.result
    title = escape(engine_text(result) if result else QCoreApplication.translate("VpPanel", "Game over"))
    return QCoreApplication.translate("VpPanel", "<h3>{title} with {vp} Soviet VP</h3>").format(
        title=title, vp=game.state.vp
    )


def game_over_box(game: Game, parent: QWidget) -> QMessageBox:
    """The game-over summary: the result and the VP by source (not blocking; the caller opens it)."""
    state = game.state
    box = QMessageBox(parent)
    box.setWindowTitle(QCoreApplication.translate("VpPanel", "Game over"))
    box.setIcon(QMessageBox.Icon.Information)
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(game_over_heading(game) + vp_html(state, game.board, game.ended))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    explain_message(box)
    return box
