"""The main window: the map canvas in the middle with the game layers and the play tool, the phase bar on top,
docks for the selection, decisions and combat, the tray, the legend and the event log; menus and a toolbar for
files, undo, overlays and zoom; the hot-seat hand-over cover."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from panzer_qt.model.commands import ChooseSequence, Command, EndPhase
from panzer_qt.model.enums import Segment, Sequence, Side
from panzer_qt.model.events import Event, GameOver
from panzer_qt.model.scenario import Scenario
from panzer_qt.rules.game import Game
from panzer_qt.ui.common.event_log import EventLog
from panzer_qt.ui.common.event_text import EventText
from panzer_qt.ui.common.legend import Legend
from panzer_qt.ui.common.messages import plain_box
from panzer_qt.ui.map.game_layers import GameLayers
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.map.overlays import OVERLAYS
from panzer_qt.ui.play.combat_panel import CombatPanel
from panzer_qt.ui.play.decisions import DecisionPanel
from panzer_qt.ui.play.handover import HandOver, hand_over_reason
from panzer_qt.ui.play.phase_bar import PhaseBar
from panzer_qt.ui.play.play_tool import PlayTool
from panzer_qt.ui.play.selection_note import SelectionNote
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.play.tray import Tray
from panzer_qt.ui.play.window_actions import WindowActions

WINDOW_SIZE = (1400, 900)


def all_events(game: Game) -> list[Event]:
    """Every event of the game so far, from the set-up on."""
    return [*game.start_events, *(e for step in game.steps for e in step.events)]


def scrolled(widget: QWidget) -> QScrollArea:
    """``widget`` in a frameless scroll area, so its height never forces the window taller."""
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    return area


class MainWindow(QMainWindow):
    """The playing client for one session (hot-seat). The panels follow the session themselves; the window keeps
    the docks, the map canvas, the hand-over cover and the event log in step."""

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self.hot_seat = True
        self._seat: Side | None = None
        self._logged: tuple[int, Side | None] | None = None
        self.statusBar().showMessage("Ready")
        self._build()
        self.actions_ = WindowActions(self)
        self.resize(*WINDOW_SIZE)
        session.replaced.connect(self.on_replaced)
        session.changed.connect(self.on_changed)
        session.selectionChanged.connect(self.show_map)
        session.refused.connect(self.show_refusal)
        session.autosaveFailed.connect(self.show_autosave_failure)
        self.update_title()
        self.on_changed([])

    def _build(self) -> None:
        session = self.session
        scenario = session.game.scenario
        self.names = EventText({u.id: u.name for u in scenario.units})
        self.names.masked = self.hidden_from_viewer
        self.phase_bar = PhaseBar(session)
        bar = QToolBar("Phase")
        bar.setObjectName("phase_bar")
        bar.setMovable(False)
        bar.addWidget(self.phase_bar)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.addToolBarBreak()
        self.combat = CombatPanel(self.names.unit, session)
        self.decisions = DecisionPanel(self.names.unit, session)
        self.selection_note = SelectionNote(self.names.unit, session)
        orders = QWidget()
        orders.setMinimumWidth(380)
        column = QVBoxLayout(orders)
        column.addWidget(self.selection_note)
        column.addWidget(self.decisions)
        column.addWidget(self.combat, 100)
        column.addStretch(1)
        self.log = EventLog(self.names)
        self.tray = Tray(self.names.unit, session)
        self.legend = Legend()
        self.docks = {
            "combat": self._dock("Combat and decisions", orders, Qt.DockWidgetArea.RightDockWidgetArea),
            "tray": self._dock("Tray", self.tray, Qt.DockWidgetArea.RightDockWidgetArea),
            "legend": self._dock("Legend", scrolled(self.legend), Qt.DockWidgetArea.RightDockWidgetArea),
            "log": self._dock("Event log", self.log, Qt.DockWidgetArea.RightDockWidgetArea),
        }
        self.tabifyDockWidget(self.docks["tray"], self.docks["legend"])
        self.tabifyDockWidget(self.docks["legend"], self.docks["log"])
        self._new_canvas(scenario, {"movement"})
        self.tool = PlayTool(session, self.combat, self.decisions, self.canvas, self.layers)
        self.handover = HandOver(self)
        self.handover.accepted.connect(self.hand_over_done)
        self._paused: list[QAction] = []
        self.phase_bar.endPhase.connect(self.end_phase)
        self.phase_bar.sequenceChosen.connect(lambda s: self.apply(ChooseSequence(sequence=Sequence(s))))
        self.combat.command.connect(self.apply)
        self.decisions.command.connect(self.apply)
        self.tray.picked.connect(self.tool.pick)
        self.log.hexesChosen.connect(self.show_event_hexes)

    def _new_canvas(self, scenario: Scenario, overlays: set[str]) -> None:
        """A map canvas for a scenario's map, with its game layers and these overlays on."""
        self.canvas = MapCanvas(scenario, self)
        self.layers = GameLayers(self.canvas)
        for name in overlays:
            self.layers.set_overlay(name, True)
        self.legend.follow(self.layers)
        self.canvas.hexHovered.connect(self.show_hover)
        self.setCentralWidget(self.canvas)

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
        """Another game was loaded: its map, its unit names, the title; its first player takes the seat."""
        scenario = self.session.game.scenario
        if scenario.map != self.canvas.scenario.map:
            self._new_canvas(scenario, {name for name in OVERLAYS if self.layers.overlay_on(name)})
            self.tool.attach(self.canvas, self.layers)
        self.names.names = {u.id: u.name for u in scenario.units}
        self.update_title()
        self._seat = None

    def update_title(self) -> None:
        """Scenario and file name in the title bar."""
        name = self.session.path.name if self.session.path else "new game"
        self.setWindowTitle(f"{self.session.game.scenario.meta.name} - {name} - panzer-qt")

    def on_changed(self, events: list[Event]) -> None:
        """The game changed: the event log, the docks, the game-over message, the hand-over cover, the map."""
        game = self.session.game
        self.show_events(events)
        fighting = game.state.segment is Segment.COMBAT or game.state.combat is not None
        if fighting is self.combat.isHidden():
            self.combat.setVisible(fighting)
            self.fit_docks()
        self.selection_note.setVisible(not fighting)
        if self.tray.count():
            self.docks["tray"].raise_()
        over = next((e for e in events if isinstance(e, GameOver)), None)
        if over is not None:
            self.announce("Game over", self.names(over))
        seat = game.side_to_act()
        if self.hot_seat and not self.session.referee and seat is not None and seat is not self._seat:
            if self._seat is not None:
                self.hand_over(seat)
            self._seat = seat
        self.show_map()

    def show_events(self, events: list[Event]) -> None:
        """Add the new events to the log; write it anew after an undo, for another game or another viewer."""
        game = self.session.game
        logged = (id(game), self.session.viewer)
        if events and logged == self._logged:
            self.log.add_events(events)
        else:
            self.log.reset_to(all_events(game))
            self._logged = logged

    def show_map(self) -> None:
        """Draw the position as the current viewer may see it, with the selection."""
        self.layers.show(self.session.answers, self.session.selection)

    def hand_over(self, seat: Side) -> None:
        """Cover the window for the next player; no shortcut works until the cover is dismissed."""
        if not self.handover.covering():
            self._paused = [a for a in self.actions() if a.isEnabled()]
        for action in self._paused:
            action.setEnabled(False)
        self.handover.cover(seat, hand_over_reason(self.session.game))

    def hand_over_done(self) -> None:
        """The next player sits down: actions back."""
        for action in self._paused:
            action.setEnabled(True)
        self._paused = []
        self.actions_.update_enabled()

    def hidden_from_viewer(self, unit_id: str) -> bool:
        """Whether the current viewer plays against this unit (its moves are then told without names)."""
        viewer, spec = self.session.viewer, self.session.game.board.specs.get(unit_id)
        return viewer is not None and spec is not None and spec.side is not viewer

    def announce(self, title: str, text: str) -> None:
        """A message that does not block the window."""
        box = plain_box(QMessageBox.Icon.Information, title, text, self)
        box.open()
        self.statusBar().showMessage(text)

    def show_refusal(self, message: str) -> None:
        """Tell the player why the rules refused a command."""
        self.statusBar().showMessage(f"Not allowed: {message}", 8000)

    def show_autosave_failure(self, reason: str) -> None:
        """Say that the autosave failed, without stopping play."""
        self.statusBar().showMessage(f"Autosave failed, the game goes on unsaved: {reason}", 15000)

    def show_hover(self, hid: str) -> None:
        """Explain the hex under the cursor in the status bar."""
        if hid:
            self.statusBar().showMessage(self.layers.explain(hid).replace("\n", "  |  "))

    def show_event_hexes(self, hexes: list[str]) -> None:
        """Highlight a logged event's hexes and centre the map on them."""
        self.canvas.highlight("event", hexes)
        if hexes:
            self.canvas.center_on(hexes[0])

    def set_referee(self, on: bool) -> None:
        """Referee view: both sides' stacks visible (R26)."""
        self._seat = self.session.game.side_to_act()
        self.session.set_referee(on)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self.fit_docks()

    def fit_docks(self) -> None:
        """Most of the right column to the combat panel while fighting, else to the event log."""
        share = (3, 1) if self.combat.isVisibleTo(self) else (1, 3)
        height = max(self.canvas.height(), 600) - 60
        sizes = [height * share[0] // 4, height * share[1] // 4]
        self.resizeDocks([self.docks["combat"], self.docks["log"]], sizes, Qt.Orientation.Vertical)
