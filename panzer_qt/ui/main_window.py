"""The main window: the map in the middle, the phase bar on top, docks for combat, the event log and the
tray; menus and a toolbar for files, undo, overlays and zoom; the hot-seat hand-over cover."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QToolBar, QVBoxLayout, QWidget

from panzer_qt.model.commands import ChooseSequence, Command, EndPhase
from panzer_qt.model.enums import Segment, Sequence, Side
from panzer_qt.model.events import Event
from panzer_qt.rules.game import Game
from panzer_qt.ui.combat_panel import CombatPanel
from panzer_qt.ui.decisions import DecisionPanel
from panzer_qt.ui.event_log import EventLog
from panzer_qt.ui.event_text import EventText
from panzer_qt.ui.handover import HandOver
from panzer_qt.ui.map_input import MapInput
from panzer_qt.ui.map_view import MapView
from panzer_qt.ui.phase_bar import PhaseBar
from panzer_qt.ui.session import GameSession, deciding_side
from panzer_qt.ui.tray import Tray
from panzer_qt.ui.window_actions import WindowActions

WINDOW_SIZE = (1400, 900)


def all_events(game: Game) -> list[Event]:
    """Every event of the game so far, from the set-up on."""
    return [*game.start_events, *(e for step in game.steps for e in step.events)]


class MainWindow(QMainWindow):
    """The playing client for one session (hot-seat)."""

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self.hot_seat = True
        self._seat: Side | None = None
        self._shown: tuple[int, Side | None] | None = None
        self.resize(*WINDOW_SIZE)
        self._build()
        self.actions_ = WindowActions(self)
        session.changed.connect(self.on_changed)
        session.replaced.connect(self.on_replaced)
        session.refused.connect(self.show_refusal)
        self.on_replaced()

    def _build(self) -> None:
        game = self.session.game
        self.view = MapView(game.scenario, self)
        self.setCentralWidget(self.view)
        self.names = EventText({u.id: u.name for u in game.scenario.units})
        self.phase_bar = PhaseBar(game.scenario.options.last_turn)
        bar = QToolBar("Phase")
        bar.setObjectName("phase_bar")
        bar.setMovable(False)
        bar.addWidget(self.phase_bar)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.addToolBarBreak()
        self.combat = CombatPanel(self.names.unit)
        self.decisions = DecisionPanel(self.names.unit)
        self.selection_label = QLabel()
        self.selection_label.setWordWrap(True)
        orders = QWidget()
        orders.setMinimumWidth(380)
        column = QVBoxLayout(orders)
        column.addWidget(self.selection_label)
        column.addWidget(self.decisions)
        column.addWidget(self.combat, 100)
        column.addStretch(1)
        self.log = EventLog(self.names)
        self.tray = Tray(self.names.unit)
        self.docks = {
            "combat": self._dock("Combat and decisions", orders, Qt.DockWidgetArea.RightDockWidgetArea),
            "tray": self._dock("Tray", self.tray, Qt.DockWidgetArea.RightDockWidgetArea),
            "log": self._dock("Event log", self.log, Qt.DockWidgetArea.RightDockWidgetArea),
        }
        self.tabifyDockWidget(self.docks["tray"], self.docks["log"])
        self.resizeDocks([self.docks["combat"], self.docks["log"]], [520, 300], Qt.Orientation.Vertical)
        self.input = MapInput(self.session, self.view, self.combat, self.decisions, self)
        self.input.selectionChanged.connect(self.show_selection)
        self.view.set_overlay("movement", True)
        self.handover = HandOver(self)
        self.handover.accepted.connect(self.refresh_view)
        self.phase_bar.endPhase.connect(self.end_phase)
        self.phase_bar.sequenceChosen.connect(lambda s: self.apply(ChooseSequence(sequence=Sequence(s))))
        self.combat.command.connect(self.apply)
        self.decisions.command.connect(self.apply)
        self.tray.picked.connect(self.input.pick)
        self.log.hexesChosen.connect(self.show_event_hexes)
        self.view.hexHovered.connect(self.show_hover)

    def _dock(self, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(title)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def apply(self, command: Command) -> None:
        """Hand a command to the session (refusals show in the status bar)."""
        self.session.apply(command)

    def end_phase(self) -> None:
        """End the current phase or segment."""
        self.apply(EndPhase())

    def on_replaced(self) -> None:
        """Another game was loaded: show it from the start."""
        self.update_title()
        self.input.deselect()
        self._seat = None
        self._shown = None
        self.on_changed([])

    def update_title(self) -> None:
        """Scenario and file name in the title bar."""
        name = self.session.path.name if self.session.path else "new game"
        self.setWindowTitle(f"{self.session.game.scenario.meta.name} - {name} - panzer-qt")

    def on_changed(self, events: list[Event]) -> None:
        """A command was applied (or undone): bring every panel up to date."""
        game = self.session.game
        if not events:
            self.log.reset_to(all_events(game))
        else:
            self.log.add_events(events)
        self.phase_bar.show_game(game, events)
        self.combat.set_game(game)
        self.combat.setVisible(game.state.segment is Segment.COMBAT or game.state.combat is not None)
        self.decisions.show_decision(game)
        self.tray.show_game(game)
        if self.tray.count():
            self.docks["tray"].raise_()
        self.input.after_change()
        self.actions_.update_enabled()
        seat = deciding_side(game)
        if self.hot_seat and not self.session.referee and seat is not None and seat is not self._seat:
            if self._seat is not None:
                self.handover.cover(seat)
            self._seat = seat
        self.refresh_view()
        self.show_selection()

    def show_selection(self) -> None:
        """Name the selected units and what they may still do."""
        selection = self.view.selection()
        self.selection_label.setVisible(self.combat.isHidden())
        if not selection:
            self.selection_label.setText("Click one of your stacks to select it (Shift: the whole stack).")
            return
        text = ", ".join(self.names.unit(u) for u in selection)
        rng = self.input.movement()
        if rng is not None:
            text += f": {rng.mp_allowance} MP, {len(rng)} hexes in reach; click one to move there (12.0)"
            text += ". It may leave the map (4.1)." if rng.can_exit else ""
        self.selection_label.setText(f"Selected: {text}")

    def refresh_view(self) -> None:
        """Show the map as the current viewer may see it (nothing while the hand-over cover is up)."""
        game, viewer = self.session.game, self.session.viewer
        if self._shown != (id(game), viewer):
            self.view.set_game(game, viewer)
            self._shown = (id(game), viewer)
        else:
            self.view.refresh()
        self.input.update_highlights()

    def show_refusal(self, message: str) -> None:
        """Tell the player why the rules refused a command."""
        self.statusBar().showMessage(f"Not allowed: {message}", 8000)

    def show_hover(self, hid: str) -> None:
        """Explain the hex under the cursor in the status bar."""
        if hid:
            self.statusBar().showMessage(self.view.explain(hid).replace("\n", "  |  "))

    def show_event_hexes(self, hexes: list[str]) -> None:
        """Highlight a logged event's hexes and centre the map on them."""
        self.view.highlight("event", hexes)
        if hexes:
            self.view.center_on(hexes[0])

    def set_referee(self, on: bool) -> None:
        """Referee view: both sides' stacks visible (R26)."""
        self.session.referee = on
        self._seat = deciding_side(self.session.game)
        self.refresh_view()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.session.autosave()
        super().closeEvent(event)
