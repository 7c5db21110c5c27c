"""The main window: the map canvas in the middle with the game layers and the play tool, the phase bar on top,
docks for the selection, decisions and combat, the tray, the legend and the event log; menus and a toolbar for
files, undo, overlays and zoom; the hot-seat hand-over cover."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStatusBar,
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
from panzer_qt.ui.common.event_text import EventText, scenario_names
from panzer_qt.ui.common.legend import Legend
from panzer_qt.ui.help.rule_links import StatusRuleLinks
from panzer_qt.ui.later import call_later
from panzer_qt.ui.map.game_layers import GameLayers
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.map.minimap import MiniMap
from panzer_qt.ui.map.overlays import OVERLAYS, use_palette
from panzer_qt.ui.map.tool import MapTool
from panzer_qt.ui.play.combat_panel import CombatPanel
from panzer_qt.ui.play.computer_seats import ComputerSeats
from panzer_qt.ui.play.decisions import DecisionPanel
from panzer_qt.ui.play.end_phase import EndPhaseGuard
from panzer_qt.ui.play.handover import HandOver, hand_over_reason
from panzer_qt.ui.play.phase_bar import PhaseBar
from panzer_qt.ui.play.play_tool import PlayTool
from panzer_qt.ui.play.result_card import CombatReport, ResultCard
from panzer_qt.ui.play.selection_note import SelectionNote
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.play.stack_panel import StackPanel
from panzer_qt.ui.play.suggest import Suggestions, SuggestPanel
from panzer_qt.ui.play.tray import Tray
from panzer_qt.ui.play.vp_panel import VPPanel, game_over_box
from panzer_qt.ui.play.window_actions import WindowActions
from panzer_qt.ui.settings import ANIMATION, ANIMATION_SPEEDS, AUTOSAVE_MINUTES, PALETTE, Setting
from panzer_qt.ui.stop_signals import kept_file
from panzer_qt.ui.window_parts import add_dock, restore_layout, save_layout, scrolled

WINDOW_SIZE = (1400, 900)
ORDERS_WIDTH = 380
"""The least width of the orders column (suggestion, selection, decisions, combat), in pixels."""
LAYOUT = "client"
"""The name the window's layout is remembered under."""


def all_events(game: Game) -> list[Event]:
    """Every event of the game so far, from the set-up on."""
    return [*game.start_events, *(e for step in game.steps for e in step.events)]


STATUS_MARGIN = 24
"""Pixels of a status bar's width its message never has: its margins, the size grip, the spacing between widgets."""


def message_room(bar: QStatusBar) -> int:
    """The width a status bar's message has left of the permanent widgets shown beside it."""
    beside = bar.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
    layout = bar.layout()
    spacing = layout.spacing() if layout is not None else 0
    taken = sum(w.sizeHint().width() + spacing for w in beside if w.isVisibleTo(bar))
    return max(bar.width() - taken - STATUS_MARGIN, 0)


FRAME_DELAY_MS = 1
"""How long after another game is shown the view is centred on the side to act: after the pass of the event loop
that draws the new game where the view stood (whose terrain is drawn already)."""
GAME_OVER_DELAY_MS = 200
"""How long after a finished game is opened its summary comes up (the window is painted first, the event loop
free in between)."""


class MainWindow(QMainWindow):
    """The playing client for one session (hot-seat). The panels follow the session themselves; the window keeps
    the docks, the map canvas, the hand-over cover and the event log in step."""

    def __init__(self, session: GameSession, remember_layout: bool = True) -> None:
        """``remember_layout``: take the layout remembered from the last run and remember this one's on closing."""
        super().__init__()
        self.remember_layout = remember_layout
        self.session = session
        session.setParent(self)  # deleted with the window: its connections to the window no longer hold it
        self.hot_seat = True
        self._seat: Side | None = None
        self._logged: tuple[int, Side | None] | None = None
        self.game_over: QMessageBox | None = None
        self._quitting = False
        self.statusBar().showMessage(self.tr("Ready"))
        self.referee_mark = QLabel(self.tr("REFEREE VIEW: both sides' stacks are shown"))
        self.referee_mark.setStyleSheet("background: #6a1b9a; color: white; font-weight: bold; padding: 2px 8px;")
        self.referee_mark.hide()
        self.statusBar().addPermanentWidget(self.referee_mark)
        self.rule_links = StatusRuleLinks(self.statusBar())
        self._build()
        self.computer = ComputerSeats(session, self)
        self.suggestions = Suggestions(self, self.suggest_panel)
        self.computer.stepShown.connect(self.show_event_hexes)
        self.computer.handsOff.connect(self.hands_off)
        self.statusBar().addPermanentWidget(self.computer.panel)
        self.actions_ = WindowActions(self, self)
        self.resize(*WINDOW_SIZE)
        self.laid_out = remember_layout and restore_layout(self, session.settings, LAYOUT)
        session.replaced.connect(self.on_replaced)
        session.changed.connect(self.on_changed)
        session.selectionChanged.connect(self.show_map)
        session.refused.connect(self.show_refusal)
        session.autosaveFailed.connect(self.show_autosave_failure)
        session.unreadable.connect(self.actions_.show_unreadable)
        self.update_title()
        self.on_changed([])
        if session.game.state.game_over:
            self.show_game_over(self.tr("This game is over."))

    def _build(self) -> None:
        session = self.session
        use_palette(session.prefs.get(PALETTE))
        scenario = session.game.scenario
        self.names = EventText(scenario_names(scenario))
        self.names.masked = self.hidden_from_viewer
        self.phase_bar = PhaseBar(session)
        bar = QToolBar(self.tr("Phase"))
        bar.setObjectName("phase_bar")
        bar.setMovable(False)
        bar.addWidget(self.phase_bar)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.addToolBarBreak()
        orders = scrolled(self._orders())
        orders.setMinimumWidth(ORDERS_WIDTH + orders.verticalScrollBar().sizeHint().width())
        orders.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log = EventLog(self.names)
        self.tray = Tray(self.names.unit, session)
        self.stack = StackPanel(self.names.unit, session)
        self.legend = Legend()
        self.vp_panel = VPPanel(session)
        self._framed = False
        self.docks = {
            "combat": self._dock(self.tr("Combat and decisions"), orders, Qt.DockWidgetArea.RightDockWidgetArea),
            "tray": self._dock(self.tr("Tray"), scrolled(self.tray), Qt.DockWidgetArea.RightDockWidgetArea),
            "stack": self._dock(self.tr("Stack"), scrolled(self.stack), Qt.DockWidgetArea.RightDockWidgetArea),
            "legend": self._dock(self.tr("Legend"), scrolled(self.legend), Qt.DockWidgetArea.RightDockWidgetArea),
            "log": self._dock(self.tr("Event log"), self.log, Qt.DockWidgetArea.RightDockWidgetArea),
            "vp": self._dock(self.tr("Victory points"), scrolled(self.vp_panel), Qt.DockWidgetArea.RightDockWidgetArea),
        }
        self.tabifyDockWidget(self.docks["tray"], self.docks["stack"])
        self.tabifyDockWidget(self.docks["tray"], self.docks["legend"])
        self.tabifyDockWidget(self.docks["legend"], self.docks["vp"])
        self.tabifyDockWidget(self.docks["legend"], self.docks["log"])
        self._new_canvas(scenario, {"movement", "control"})
        self.overview = MiniMap(self.canvas)
        self.docks["overview"] = self._dock(self.tr("Overview"), self.overview, Qt.DockWidgetArea.RightDockWidgetArea)
        self.splitDockWidget(self.docks["overview"], self.docks["combat"], Qt.Orientation.Vertical)
        self.tool = PlayTool(session, self.combat, self.decisions, self.canvas, self.layers)
        self.tool.warn = lambda text: self.statusBar().showMessage(text, 12000)
        self.end_guard = EndPhaseGuard(self, session.prefs, lambda: self.apply(EndPhase()))
        self.result_card = ResultCard(self)
        self.handover = HandOver(self)
        self.handover.accepted.connect(self.hand_over_done)
        self._paused: list[QAction] = []
        self.phase_bar.endPhase.connect(self.end_phase)
        self.phase_bar.sequenceChosen.connect(lambda s: self.apply(ChooseSequence(sequence=Sequence(s))))
        self.combat.command.connect(self.apply)
        self.decisions.command.connect(self.apply)
        self.tray.picked.connect(self.tool.pick)
        self.log.hexesChosen.connect(self.show_event_hexes)

    def _orders(self) -> QWidget:
        """The orders column: the suggestion, the selection, the decisions and the combat panel (it scrolls when the
        dock is short)."""
        session = self.session
        self.combat = CombatPanel(self.names.unit, session)
        self.decisions = DecisionPanel(self.names.unit, session)
        self.selection_note = SelectionNote(self.names.unit, session)
        self.suggest_panel = SuggestPanel()
        orders = QWidget()
        orders.setMinimumWidth(ORDERS_WIDTH)
        column = QVBoxLayout(orders)
        for widget in (self.suggest_panel, self.selection_note, self.decisions):
            column.addWidget(widget)
        column.addWidget(self.combat, 100)
        column.addStretch(1)
        return orders

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
        return add_dock(self, title, widget, area)

    def apply(self, command: Command) -> None:
        """Hand a command to the session (refusals show in the status bar)."""
        self.session.apply(command)

    def end_phase(self) -> None:
        """End the current phase or segment, asking first while stacks could still move or attack."""
        self.end_guard.request(self.session.answers)

    def on_replaced(self) -> None:
        """Another game was loaded: its map, its unit names, the title; its first player takes the seat."""
        scenario = self.session.game.scenario
        if scenario.map != self.canvas.scenario.map:
            self._new_canvas(scenario, {name for name in OVERLAYS if self.layers.overlay_on(name)})
            self.tool.attach(self.canvas, self.layers)
            self.overview.attach(self.canvas)
        self.names.names = scenario_names(scenario)
        self.update_title()
        self.statusBar().clearMessage()
        self.result_card.dismiss()
        self._seat = None
        self._framed = False
        if self.isVisible():  # in the next pass: the view moved draws the whole map anew, the new counters first
            QTimer.singleShot(FRAME_DELAY_MS, self, self._frame_once)
        if self.session.game.state.game_over:  # once the map and the panels are painted: one thing at a time
            call_later(
                self,
                lambda: self.show_game_over(QCoreApplication.translate("MainWindow", "This game is over.")),
                GAME_OVER_DELAY_MS,
            )

    def update_title(self) -> None:
        """Scenario and file name in the title bar."""
        name = self.session.path.name if self.session.path else self.tr("new game")
        referee = self.tr(" - REFEREE VIEW (both sides shown)") if self.session.referee else ""
        self.setWindowTitle(
            self.tr("{scenario} - {file}{referee} - panzer-qt").format(
                scenario=self.session.game.scenario.meta.name, file=name, referee=referee
            )
        )
        self.referee_mark.setVisible(self.session.referee)

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
            self.show_game_over(self.names(over))
        report = self.show_result(events)
        seat = game.side_to_act()
        people = self.hot_seat and not self.computer.levels  # no cover when the computer plays a side
        if people and not self.session.referee and seat is not None and seat is not self._seat:
            if self._seat is not None:
                self.hand_over(seat, report.plain() if report is not None else "")
            self._seat = seat
        self.show_map()
        self.layers.animate(events, ANIMATION_SPEEDS[self.session.prefs.get(ANIMATION)])

    def show_result(self, events: list[Event]) -> CombatReport | None:
        """A combat resolved among ``events`` on the result card (returned), or what followed the one shown."""
        report = CombatReport.of(events, self.names)
        if report is None:
            self.result_card.follow(events, self.names)
            return None
        self.result_card.show_report(report)
        self.result_card.place(self.canvas)
        return report

    def show_events(self, events: list[Event]) -> None:
        """Add the new events to the log; write it anew after an undo or for another viewer, and for another game in
        a shown window once the window has been painted (the map first)."""
        game = self.session.game
        logged = (id(game), self.session.viewer)
        if events and logged == self._logged:
            self.log.add_events(events)
            return
        if self.isVisible() and (self._logged is None or logged[0] != self._logged[0]):
            self.log.reset_later(lambda: all_events(self.session.game))
        else:
            self.log.reset_to(all_events(game))
        self._logged = logged

    def show_map(self) -> None:
        """Draw the position as the current viewer may see it, with the selection."""
        answers = self.session.answers
        self.layers.show(answers, self.session.selection, self.session.waypoints)
        specs = answers.game.board.specs
        self.overview.show_stacks({hid: specs[ids[0]].side for hid, ids in answers.visible.items() if ids})

    def hand_over(self, seat: Side, result: str = "") -> None:
        """Cover the window for the next player, with the result of the combat just rolled (the attacker reads it
        first); no shortcut works until the cover is dismissed."""
        if not self.handover.covering():
            self._paused = [a for a in self.actions() if a.isEnabled()]
        for action in self._paused:
            action.setEnabled(False)
        self.statusBar().clearMessage()
        self.handover.cover(seat, hand_over_reason(self.session.game), result)

    def hand_over_done(self) -> None:
        """The next player sits down: actions back."""
        for action in self._paused:
            action.setEnabled(True)
        self._paused = []
        self.actions_.update_enabled()

    def hands_off(self, computer_turn: bool) -> None:
        """While the computer is to act, the person's controls are off (the map can still be looked at)."""
        for widget in (self.phase_bar, self.docks["combat"].widget(), self.tray, self.stack):
            widget.setEnabled(not computer_turn)
        self.canvas.set_tool(MapTool() if computer_turn else self.tool)

    def hidden_from_viewer(self, unit_id: str) -> bool:
        """Whether the current viewer plays against this unit (its moves are then told without names)."""
        viewer, spec = self.session.viewer, self.session.game.board.specs.get(unit_id)
        return viewer is not None and spec is not None and spec.side is not viewer

    def show_game_over(self, status: str) -> None:
        """The game-over summary with the VP by source (does not block the window)."""
        self.game_over = game_over_box(self.session.game, self)
        self.game_over.open()
        self.statusBar().showMessage(status)

    def show_refusal(self, message: str) -> None:
        """Tell the player why the rules refused a command."""
        self.statusBar().showMessage(self.tr("Not allowed: {message}").format(message=message), 8000)

    def show_autosave_failure(self, reason: str) -> None:
        """Say that the autosave failed, without stopping play."""
        self.statusBar().showMessage(
            self.tr("Autosave failed, the game goes on unsaved: {reason}").format(reason=reason), 15000
        )

    def show_hover(self, hid: str) -> None:
        """Explain the hex under the cursor in the status bar, shortened to the room the rule links leave it (the
        whole text is the map's tooltip)."""
        if not hid:
            return
        bar, text = self.statusBar(), self.layers.explain(hid).replace("\n", "  |  ")
        bar.showMessage(text)  # the rule links follow it: then the room they leave is known
        shown = bar.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, message_room(bar))
        if shown != text:
            bar.showMessage(shown)

    def show_event_hexes(self, hexes: list[str]) -> None:
        """Highlight a logged event's hexes and centre the map on them."""
        self.canvas.highlight("event", hexes)
        if hexes:
            self.canvas.center_on(hexes[0])

    def set_palette(self, colour_blind: bool) -> None:
        """Draw the map's marks in the colour-blind safe palette or the standard one; remembered."""
        self.session.prefs.set(PALETTE, "colour-blind" if colour_blind else "standard")
        self.show_palette()

    def show_palette(self) -> None:
        """Draw the map's marks and the legend in the palette the settings name."""
        name = self.session.prefs.get(PALETTE)
        use_palette(name)
        self.layers.restyle()
        self.legend.restyle()
        self.actions_.palette.setChecked(name == "colour-blind")

    def apply_settings(self, changed: list[Setting[Any]]) -> None:
        """Put changed settings into effect (the others are read each time they are used)."""
        if PALETTE in changed:
            self.show_palette()
        if AUTOSAVE_MINUTES in changed:
            self.session.follow_autosave()

    def set_referee(self, on: bool) -> None:
        """Referee view: both sides' stacks visible (R26)."""
        self._seat = self.session.game.side_to_act()
        self.session.set_referee(on)
        self.update_title()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        """Quit, once unsaved changes are saved or let go."""
        if self.session.modified and not self._quitting:
            event.ignore()
            self.actions_.unsaved.request(self._quit, "quitting")
            return
        if self.remember_layout:
            save_layout(self, self.session.settings, LAYOUT)
        super().closeEvent(event)
        if event.isAccepted():
            self.suggestions.ignore()  # no thinking outlives the window (a window kept open is deleted once closed)

    def _quit(self) -> None:
        self._quitting = True
        self.close()

    def close_keeping(self, folder: Path) -> Path | None:
        """Close asking nothing (a stop from outside): a game changed since it was saved is first saved to a new file
        in ``folder``, whose path is returned (RecordError or OSError, the window left open, if it cannot be)."""
        session = self.session
        kept = session.save(kept_file(folder, session.path, "game")) if session.modified else None
        self._quit()
        return kept

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if not self.laid_out:
            self.fit_docks()
        if not self._framed:
            self.frame_acting_side()

    def _frame_once(self) -> None:
        if not self._framed:
            self.frame_acting_side()

    def frame_acting_side(self) -> None:
        """Counters readable, the view centred on the stacks of the side to act (the viewer's)."""
        self._framed = True
        answers, specs = self.session.answers, self.session.game.board.specs
        side = answers.viewer or self.session.game.side_to_act() or Side.GERMAN
        own = [self.canvas.scene_pos(h) for h, ids in answers.visible.items() if specs[ids[0]].side is side]
        if not own:
            self.canvas.fit()
            return
        centre = QPointF(sum(p.x() for p in own) / len(own), sum(p.y() for p in own) / len(own))
        self.canvas.frame(centre)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if self.result_card.isVisible():
            self.result_card.place(self.canvas)

    def fit_docks(self) -> None:
        """Most of the right column to the combat panel while fighting, else to the event log."""
        share = (3, 1) if self.combat.isVisibleTo(self) else (1, 3)
        height = max(self.canvas.height(), 600) - 60
        sizes = [height * share[0] // 4, height * share[1] // 4]
        self.resizeDocks([self.docks["combat"], self.docks["log"]], sizes, Qt.Orientation.Vertical)
