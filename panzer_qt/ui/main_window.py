"""The main window: the map in the middle, the phase bar on top, docks for combat, the event log and the
tray; menus and a toolbar for files, undo, overlays and zoom; the hot-seat hand-over cover."""

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
from panzer_qt.model.enums import Mobility, Segment, Sequence, Side
from panzer_qt.model.events import Event, GameOver
from panzer_qt.model.scenario import Scenario
from panzer_qt.rules.game import Game
from panzer_qt.rules.standfast import bound_column
from panzer_qt.ui.combat_panel import CombatPanel
from panzer_qt.ui.decisions import DecisionPanel
from panzer_qt.ui.event_log import EventLog
from panzer_qt.ui.event_text import EventText, side_name
from panzer_qt.ui.handover import HandOver, hand_over_reason
from panzer_qt.ui.legend import Legend
from panzer_qt.ui.map_input import MapInput
from panzer_qt.ui.map_view import OVERLAYS, MapView
from panzer_qt.ui.messages import plain_box, plain_label
from panzer_qt.ui.phase_bar import PhaseBar, announcing
from panzer_qt.ui.session import GameSession
from panzer_qt.ui.tray import Tray
from panzer_qt.ui.window_actions import WindowActions

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


def stuck_note(game: Game, selection: list[str]) -> str:
    """Why a selected stack shows no movement range in a movement segment ("" if no reason is known)."""
    if any(u in game.state.log.moved for u in selection):
        return ": moved already this phase (12.0)"
    if any(game.board.specs[u].mobility is Mobility.STATIC for u in selection):
        return ": a static garrison never moves (2.7)"
    return ""


class MainWindow(QMainWindow):
    """The playing client for one session (hot-seat)."""

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self.hot_seat = True
        self._seat: Side | None = None
        self._shown: tuple[int, Side | None] | None = None
        self.statusBar().showMessage("Ready")
        self._build()
        self.actions_ = WindowActions(self)
        self.resize(*WINDOW_SIZE)
        session.changed.connect(self.on_changed)
        session.replaced.connect(self.on_replaced)
        session.refused.connect(self.show_refusal)
        session.autosaveFailed.connect(self.show_autosave_failure)
        self.on_replaced()

    def _build(self) -> None:
        game = self.session.game
        self.view = MapView(game.scenario, self)
        self._map = game.scenario.map
        self.setCentralWidget(self.view)
        self.names = EventText({})
        self.names.masked = self.hidden_from_viewer
        self.phase_bar = PhaseBar(game.scenario.options.last_turn)
        bar = QToolBar("Phase")
        bar.setObjectName("phase_bar")
        bar.setMovable(False)
        bar.addWidget(self.phase_bar)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.addToolBarBreak()
        self.combat = CombatPanel(self.names.unit)
        self.decisions = DecisionPanel(self.names.unit)
        self.selection_label = plain_label()
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
        self.legend = Legend()
        self.docks = {
            "combat": self._dock("Combat and decisions", orders, Qt.DockWidgetArea.RightDockWidgetArea),
            "tray": self._dock("Tray", self.tray, Qt.DockWidgetArea.RightDockWidgetArea),
            "legend": self._dock("Legend", scrolled(self.legend), Qt.DockWidgetArea.RightDockWidgetArea),
            "log": self._dock("Event log", self.log, Qt.DockWidgetArea.RightDockWidgetArea),
        }
        self.tabifyDockWidget(self.docks["tray"], self.docks["legend"])
        self.tabifyDockWidget(self.docks["legend"], self.docks["log"])
        self.input = MapInput(self.session, self.view, self.combat, self.decisions, self)
        self.input.selectionChanged.connect(self.show_selection)
        self.view.set_overlay("movement", True)
        self.legend.follow(self.view)
        self.view.hexHovered.connect(self.show_hover)
        self.handover = HandOver(self)
        self.handover.accepted.connect(self.hand_over_done)
        self._paused: list[QAction] = []
        self.phase_bar.endPhase.connect(self.end_phase)
        self.phase_bar.sequenceChosen.connect(lambda s: self.apply(ChooseSequence(sequence=Sequence(s))))
        self.combat.command.connect(self.apply)
        self.decisions.command.connect(self.apply)
        self.tray.picked.connect(self.input.pick)
        self.log.hexesChosen.connect(self.show_event_hexes)

    def _replace_view(self, scenario: Scenario) -> None:
        """A map view for another scenario's map, with the same overlays on."""
        old = self.view
        self.view = MapView(scenario, self)
        self._map = scenario.map
        for name in OVERLAYS:
            self.view.set_overlay(name, old.overlay_on(name))
        self.legend.follow(self.view)
        self.view.hexHovered.connect(self.show_hover)
        self.input.attach(self.view)
        self.setCentralWidget(self.view)
        self._shown = None

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
        scenario = self.session.game.scenario
        if scenario.map != self._map:
            self._replace_view(scenario)
        self.names.names = {u.id: u.name for u in scenario.units}
        self.phase_bar.turns.last = scenario.options.last_turn
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
        self.phase_bar.show_game(game)
        self.combat.set_game(game)
        fighting = game.state.segment is Segment.COMBAT or game.state.combat is not None
        if fighting is self.combat.isHidden():
            self.combat.setVisible(fighting)
            self.fit_docks()
        self.decisions.show_decision(game)
        self.tray.show_game(game)
        if self.tray.count():
            self.docks["tray"].raise_()
        self.input.after_change()
        self.actions_.update_enabled()
        over = next((e for e in events if isinstance(e, GameOver)), None)
        if over is not None:
            self.announce("Game over", self.names(over))
        seat = game.side_to_act()
        if self.hot_seat and not self.session.referee and seat is not None and seat is not self._seat:
            if self._seat is not None:
                self.hand_over(seat)
            self._seat = seat
        self.refresh_view()
        self.show_selection()

    def show_selection(self) -> None:
        """Name the selected units and what they may still do."""
        selection = self.view.selection()
        self.selection_label.setVisible(self.combat.isHidden())
        game = self.session.game
        if not selection:
            hint = "Click one of your stacks to select it (Shift: the whole stack)."
            if announcing(game):
                hint = f"{side_name(game.state.acting)} player: announce this turn's order with Move/Fight or "
                hint += "Fight/Move on the phase bar (5.4)."
            self.selection_label.setText(hint)
            return
        text = ", ".join(self.names.unit(u) for u in selection)
        rng = self.input.movement()
        if rng is not None:
            text += f": {rng.mp_allowance} MP, {len(rng)} hexes in reach; click one to move there (12.0)"
            text += ". It may leave the map (4.1)." if rng.can_exit else ""
            column = bound_column(game.board, game.state, selection)
            if column is not None:
                text += f". Stand fast: no hex west of column {column:02d} this turn (3.2)."
        elif game.state.segment is Segment.MOVEMENT:
            text += stuck_note(game, selection)
        self.selection_label.setText(f"Selected: {text}")

    def hand_over(self, seat: Side) -> None:
        """Cover the window for the next player; no shortcut works until the cover is dismissed."""
        if not self.handover.covering():
            self._paused = [a for a in self.actions() if a.isEnabled()]
        for action in self._paused:
            action.setEnabled(False)
        self.handover.cover(seat, hand_over_reason(self.session.game))

    def hand_over_done(self) -> None:
        """The next player sits down: actions back, the map in their view."""
        for action in self._paused:
            action.setEnabled(True)
        self._paused = []
        self.actions_.update_enabled()
        self.refresh_view()

    def hidden_from_viewer(self, unit_id: str) -> bool:
        """Whether the current viewer plays against this unit (its moves are then told without names)."""
        viewer, spec = self.session.viewer, self.session.game.board.specs.get(unit_id)
        return viewer is not None and spec is not None and spec.side is not viewer

    def refresh_view(self) -> None:
        """Show the map as the current viewer may see it (nothing while the hand-over cover is up)."""
        game, viewer = self.session.game, self.session.viewer
        if self._shown != (id(game), viewer):
            self.view.set_game(game, viewer)
            self._shown = (id(game), viewer)
            self.log.reset_to(all_events(game))
        else:
            self.view.refresh()
        self.input.update_highlights()

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
            self.statusBar().showMessage(self.view.explain(hid).replace("\n", "  |  "))

    def show_event_hexes(self, hexes: list[str]) -> None:
        """Highlight a logged event's hexes and centre the map on them."""
        self.view.highlight("event", hexes)
        if hexes:
            self.view.center_on(hexes[0])

    def set_referee(self, on: bool) -> None:
        """Referee view: both sides' stacks visible (R26)."""
        self.session.referee = on
        self._seat = self.session.game.side_to_act()
        self.refresh_view()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self.fit_docks()

    def fit_docks(self) -> None:
        """Most of the right column to the combat panel while fighting, else to the event log."""
        share = (3, 1) if self.combat.isVisibleTo(self) else (1, 3)
        height = max(self.view.height(), 600) - 60
        sizes = [height * share[0] // 4, height * share[1] // 4]
        self.resizeDocks([self.docks["combat"], self.docks["log"]], sizes, Qt.Orientation.Vertical)
