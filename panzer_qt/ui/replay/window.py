"""The replay viewer's window: the map at the cursor with the client's counters and overlays, fog of war as either
side or everyone sees it, the timeline, the step explained, the event list, the VP chart and the bookmarks.

Opening runs in a worker thread (``loader``): the first step shows as soon as the file is read, while the rest of
the record is re-simulated and proved; the reader may go as far as it is proved, never further, and a desync is
reported with the first step that differs. The window only reads the record: continuing from a step starts a new
game in the client.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QSettings, Qt, QThread, QTimer
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from panzer_qt.model.enums import Side
from panzer_qt.model.errors import RecordError
from panzer_qt.model.text import shown_name
from panzer_qt.records.diff import Diff
from panzer_qt.records.index import Place
from panzer_qt.records.record_files import save_with_bookmarks
from panzer_qt.records.review import Review
from panzer_qt.ui.common.event_text import EventText
from panzer_qt.ui.common.legend import Legend
from panzer_qt.ui.common.reason_text import reason_text
from panzer_qt.ui.help.reference import link_rules
from panzer_qt.ui.help.rule_links import StatusRuleLinks, follow_rule_links
from panzer_qt.ui.later import call_later
from panzer_qt.ui.map.game_layers import GameLayers
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.map.overlays import use_palette
from panzer_qt.ui.replay.actions import ReplayActions
from panzer_qt.ui.replay.bookmarks import BookmarkPanel
from panzer_qt.ui.replay.compare import ComparePanel, diff_marks
from panzer_qt.ui.replay.event_list import EventList, EventListModel
from panzer_qt.ui.replay.explain import step_html, where_text
from panzer_qt.ui.replay.loader import RecordLoader, loader_thread, start
from panzer_qt.ui.replay.selection import ReplayAnswers, SelectTool
from panzer_qt.ui.replay.session import ClientStarter, ViewerSession
from panzer_qt.ui.replay.step_layer import StepLayer
from panzer_qt.ui.replay.step_marks import step_marks
from panzer_qt.ui.replay.step_reasons import StepReasons
from panzer_qt.ui.replay.timeline import Timeline
from panzer_qt.ui.settings import PALETTE, Setting, Settings, user_store
from panzer_qt.ui.stop_signals import kept_file
from panzer_qt.ui.translated import described, dice_source
from panzer_qt.ui.window_parts import (
    add_dock,
    explain_message,
    keep_open,
    opaque_scroll_bar,
    restore_layout,
    save_layout,
    scrolled,
)

if TYPE_CHECKING:
    from panzer_qt.ui.replay.vp_chart import VPChart

WINDOW_SIZE = (1500, 950)
LAYOUT = "viewer"
"""The name the window's layout is remembered under."""
SIDE_WIDTH, CHART_HEIGHT = 440, 230
"""The right-hand docks' width and the VP chart's height: the map keeps most of the window."""
DESYNC_STYLE = "background:#ffcdd2; color:#5d0000; padding:6px; border:1px solid #c62828"
STOP_WAIT_MS = 5000
CHART_EVERY_MS = 500
"""While a record is proved, the VP chart grows this often (drawing it is the costliest thing the window does)."""


class ReplayWindow(QMainWindow):
    """The viewer on one record file; its state is its ``session``'s (``review`` is None until the file is read, or
    when it cannot be)."""

    def __init__(
        self,
        path: str | Path,
        client: ClientStarter | None = None,
        settings: QSettings | None = None,
        remember_layout: bool = True,
    ) -> None:
        """``client`` starts the playing client on a game continued from a step (None: Continue from Here is off);
        ``remember_layout``: take the layout remembered from the last run and remember this one's on closing."""
        super().__init__()
        self.remember_layout = remember_layout
        self.settings = settings if settings is not None else user_store()
        use_palette(Settings(self.settings).get(PALETTE))
        self.session = ViewerSession(Path(path), client, self)
        self.session.moved.connect(self.refresh)
        self.session.viewerChanged.connect(self._retell)
        self._build()
        self.resize(*WINDOW_SIZE)
        self.laid_out = remember_layout and restore_layout(self, self.settings, LAYOUT)
        self.setWindowTitle(self.tr("{file} - replay - panzer-qt").format(file=shown_name(self.path.name)))
        self.loader, self.proof_thread = self._load()

    # -- building -----------------------------------------------------------------------------------
    def _build(self) -> None:
        self._build_centre()
        self._build_docks()
        self.canvas: MapCanvas | None = None
        self.layers: GameLayers | None = None
        self.steps_layer: StepLayer | None = None
        self.text = EventText({})
        self.text.masked = self._masked
        self.tool = SelectTool(self._units_at, self.select)
        self.play_timer = QTimer(self)
        self.play_timer.timeout.connect(self._play_step)
        self.answers: ReplayAnswers | None = None
        self.reasons: StepReasons | None = None
        self.actions_ = ReplayActions(self, self.session, self)
        self.actions_.play.toggled.connect(self._play_toggled)

    # -- the session's state, read here --------------------------------------------------------------
    @property
    def path(self) -> Path:
        """The record's file."""
        return self.session.path

    @property
    def review(self) -> Review | None:
        """The record under review (None until it is read, or when it cannot be)."""
        return self.session.review

    @property
    def place(self) -> Place:
        """The cursor: a step and an event in it."""
        return self.session.place

    @property
    def viewer(self) -> Side | None:
        """Whose fog of war the map shows (None: everything)."""
        return self.session.viewer

    @property
    def selection(self) -> tuple[str, ...]:
        """The units selected on the map."""
        return self.session.selection

    @property
    def problem(self) -> str:
        """Why the record cannot be opened or stops being faithful ("": none)."""
        return self.session.problem

    @property
    def dirty(self) -> bool:
        """Whether there are unsaved bookmarks."""
        return self.session.dirty

    @dirty.setter
    def dirty(self, dirty: bool) -> None:
        self.session.dirty = dirty

    def _build_centre(self) -> None:
        """The desync banner, the map (a waiting note until the record is read), the timeline, the status bar."""
        self.banner = QLabel()
        self.banner.setTextFormat(Qt.TextFormat.PlainText)
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(DESYNC_STYLE)
        self.banner.hide()
        self.waiting = QLabel(self.tr("Opening {path}...").format(path=shown_name(self.path)))
        self.waiting.setTextFormat(Qt.TextFormat.PlainText)
        self.waiting.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.waiting.setWordWrap(True)
        self.timeline = Timeline()
        self.timeline.stepChosen.connect(self.go_to_step)
        self.column = QVBoxLayout()
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.addWidget(self.banner)
        self.column.addWidget(self.waiting, 1)
        self.column.addWidget(self.timeline)
        centre = QWidget()
        centre.setLayout(self.column)
        self.setCentralWidget(centre)
        self.rule_links = StatusRuleLinks(self.statusBar())
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(300)
        self.column.insertWidget(2, self.busy, 0, Qt.AlignmentFlag.AlignHCenter)

    def _build_docks(self) -> None:
        """The step explained, the events, the bookmarks, the legend and the VP chart (made later)."""
        self.explanation = QTextBrowser()
        follow_rule_links(self.explanation)
        self.explanation.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)  # no relayout per step
        opaque_scroll_bar(self.explanation.verticalScrollBar())
        self._explained = ""
        self.events = EventList()
        self.events.placeChosen.connect(lambda step, i: self.go((step, i)))
        self.bookmarks = BookmarkPanel()
        self.bookmarks.stepChosen.connect(self.go_to_step)
        self.bookmarks.changed.connect(self._bookmarks_changed)
        self.bookmarks.addRequested.connect(self.add_bookmark)
        self.compare = ComparePanel(lambda: self.place[0], self._masked)
        self.compare.compared.connect(self.show_diff)
        self.legend = Legend()
        self.chart_box = QVBoxLayout()
        chart_holder = QWidget()
        chart_holder.setLayout(self.chart_box)
        self.chart: VPChart | None = None
        self.chart_drawn = QElapsedTimer()
        self.docks = {
            "step": self._dock(self.tr("Step"), self.explanation, Qt.DockWidgetArea.RightDockWidgetArea),
            "events": self._dock(self.tr("Events"), self.events, Qt.DockWidgetArea.RightDockWidgetArea),
            "bookmarks": self._dock(self.tr("Bookmarks"), self.bookmarks, Qt.DockWidgetArea.RightDockWidgetArea),
            "legend": self._dock(self.tr("Legend"), scrolled(self.legend), Qt.DockWidgetArea.RightDockWidgetArea),
            "compare": self._dock(self.tr("Compare"), self.compare, Qt.DockWidgetArea.RightDockWidgetArea),
            "vp": self._dock(self.tr("Victory points"), chart_holder, Qt.DockWidgetArea.BottomDockWidgetArea),
        }
        self.tabifyDockWidget(self.docks["events"], self.docks["bookmarks"])
        self.tabifyDockWidget(self.docks["bookmarks"], self.docks["legend"])
        self.tabifyDockWidget(self.docks["legend"], self.docks["compare"])
        self.docks["events"].raise_()

    def _dock(self, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        return add_dock(self, title, widget, area)

    # -- opening ------------------------------------------------------------------------------------
    def _load(self) -> tuple[RecordLoader, QThread]:
        loader, thread = loader_thread(self.path, self)
        loader.opened.connect(self.on_opened)
        loader.proved.connect(self.on_proved)
        loader.finished.connect(self.on_finished)
        loader.failed.connect(self.on_failed)
        self.worker_pause = start(thread)
        return loader, thread

    def on_opened(self, review: Review) -> None:
        """The file is read and its start is known: show step 0 and follow the proof."""
        self.session.review = review
        self.reasons = StepReasons(review.cursor, self)
        self.reasons.found.connect(self._reason_found)
        scenario = review.record.scenario
        self.text.names = {u.id: u.name for u in scenario.units}
        self.canvas = MapCanvas(scenario, self)
        self.canvas.set_tool(self.tool)
        self.canvas.hexHovered.connect(self._hovered)
        self.layers = GameLayers(self.canvas)
        self.legend.follow(self.layers)
        self.steps_layer = StepLayer(self.canvas)
        self.column.replaceWidget(self.waiting, self.canvas)
        self.waiting.hide()
        self.timeline.set_index(review.index)
        self.events.set_events(EventListModel(review.index, self.text))
        self.bookmarks.set_marks(list(review.record.bookmarks), review.index)
        self.timeline.set_bookmarks(self.bookmarks.steps())
        self.compare.set_review(review)
        self.compare.set_marks(self.bookmarks.marks)
        self.busy.hide()
        self.dice = QLabel(dice_source(review.record.seed))
        self.dice.setToolTip(
            self.tr("Replays use the record's own dice; a record that names its seed was checked to hold that seed's")
        )
        self.statusBar().addPermanentWidget(self.dice)
        self.actions_.opened()
        self.setWindowTitle(
            self.tr("{scenario} - {file} - replay - panzer-qt").format(
                scenario=scenario.meta.name, file=shown_name(self.path.name)
            )
        )
        self._make_chart(review)
        self.session.show_again()
        if not self.laid_out:
            self.fit_docks()
        self._lay_out()
        self._draw_now()
        self.loader.shown.set()  # the worker waited for it

    def _draw_now(self) -> None:
        """Draw at once what waits to be drawn (the chart's items, then the window), while the worker waits: drawn
        while it proves, each call between Qt and Python would wait for the interpreter lock."""
        for kind in (QEvent.Type.LayoutRequest, QEvent.Type.MetaCall, QEvent.Type.UpdateRequest):
            QCoreApplication.sendPostedEvents(None, kind)

    def _lay_out(self) -> None:
        """Lay the window out and show the whole map, at once if the window is shown, so that the map and the chart
        are drawn once, at the size and scale they keep, before the proof starts (drawn while it runs they hold the
        window far longer: benchmarks/README.md, replay viewer); else once it is shown."""
        assert self.canvas is not None
        frame = self.layout()
        if self.isVisible() and frame is not None:
            self.canvas.show()  # else shown by the next pass of the event loop, and left out of the layout till then
            frame.activate()
            self.column.activate()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # the chart's items
            self._fit_map()
        call_later(self.canvas, self.canvas.fit)  # the same scale if nothing moved since

    def _fit_map(self) -> None:
        """Show the whole map, fitted in the room the scroll bars leave once the map fits (hidden at once: hidden
        later, the map was drawn at one scale and then at another)."""
        canvas = self.canvas
        assert canvas is not None
        policies = canvas.horizontalScrollBarPolicy(), canvas.verticalScrollBarPolicy()
        canvas.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        canvas.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        canvas.fit()
        canvas.setHorizontalScrollBarPolicy(policies[0])
        canvas.setVerticalScrollBarPolicy(policies[1])

    def _make_chart(self, review: Review) -> None:
        """The VP chart (the worker loaded its plotting library while it read the file: that takes half a second).
        Made before the first step is shown: made later, it held the window for a tenth of a second."""
        from panzer_qt.ui.replay.vp_chart import VPChart

        chart = VPChart(review)
        chart.stepChosen.connect(self.go_to_step)
        chart.set_cursor(self.place[0])
        self.chart_box.addWidget(chart)
        self.chart = chart
        self.chart_drawn.start()

    def on_proved(self, first: int, parts: list[dict[str, int]]) -> None:
        """More steps proved faithful."""
        if self.review is None:
            return
        self.session.add_proved(first, parts)
        self._follow_proof()
        self._draw_now()
        self.loader.handled.set()  # the worker waited for it

    def on_finished(self, desync: RecordError | None) -> None:
        """The proof is done: the whole record is faithful, or it stops at ``desync``."""
        if self.review is None:
            return
        self.session.finish(desync)
        if desync is not None:
            self.session.problem = self.desync_text(desync)
            self.banner.setText(self.problem)
            self.banner.show()
            self.statusBar().showMessage(self.tr("The record stops being faithful: see the message above the map"))
            self.timeline.set_index(self.review.index)
            if self.chart is not None:
                self.chart.rescale()
        self._follow_proof()

    def desync_text(self, desync: RecordError) -> str:
        """The message on a desync: the first step that differs, where it stands, what differs, what remains."""
        assert self.review is not None
        last = self.review.proved
        mark = self.review.index.mark_at(last)
        return self.tr(
            "This record stops being faithful at step {step} (in turn {turn}): the engine does not reproduce it."
            "\n{problem}\nSteps 0 to {last} are proved and can be viewed."
        ).format(step=last + 1, turn=mark.turn, problem=described(desync), last=last)

    def on_failed(self, problems: str) -> None:
        """The file cannot be opened: say why, in the window and in a message box."""
        self.session.problem = problems
        self.waiting.setText(self.tr("Cannot open this record:\n\n{problems}").format(problems=problems))
        self.busy.hide()
        box = QMessageBox(
            QMessageBox.Icon.Critical, self.tr("Cannot open the record"), problems, QMessageBox.StandardButton.Ok, self
        )
        explain_message(box)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()
        self.problem_box = box

    def _follow_proof(self) -> None:
        review = self.review
        assert review is not None
        self.events.set_proved(review.proved)
        self._show_timeline()
        if self.chart is not None and (review.finished or self.chart_drawn.hasExpired(CHART_EVERY_MS)):
            self.chart.refresh()
            self.chart_drawn.start()

    def stop_loading(self) -> None:
        """Stop the proof and wait for the worker thread to end."""
        self.loader.stop()
        self.proof_thread.quit()
        if self.proof_thread.wait(STOP_WAIT_MS):
            self.worker_pause.end()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if not self.laid_out:
            self.fit_docks()

    def apply_settings(self, changed: list[Setting[Any]]) -> None:
        """Put changed settings into effect: the palette of the map and the legend."""
        if PALETTE in changed:
            use_palette(Settings(self.settings).get(PALETTE))
            if self.layers is not None:
                self.layers.restyle()
            self.legend.restyle()

    def fit_docks(self) -> None:
        """The map gets most of the window; the step and the event list share the right column."""
        docks = self.docks
        self.resizeDocks([docks["step"]], [SIDE_WIDTH], Qt.Orientation.Horizontal)
        self.resizeDocks([docks["vp"]], [CHART_HEIGHT], Qt.Orientation.Vertical)
        half = max(self.height() - CHART_HEIGHT, 400) // 2
        self.resizeDocks([docks["step"], docks["events"]], [half, half], Qt.Orientation.Vertical)

    def close_keeping(self, folder: Path) -> Path | None:
        """Close asking nothing (a stop from outside): bookmarks not yet saved are first written with the record to a
        new file in ``folder``, whose path is returned (OSError, the window left open, if it cannot be)."""
        review, kept = self.session.review, None
        if self.dirty and review is not None:
            kept = kept_file(folder, self.session.path, "record")
            save_with_bookmarks(review.record, self.bookmarks.marks, kept)
        self.dirty = False
        self.close()
        return kept

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        if self.dirty and not self.actions_.settle_unsaved():
            event.ignore()
            return
        self.play_timer.stop()
        if self.reasons is not None:
            self.reasons.stop()
        self.stop_loading()
        if self.proof_thread.isRunning() and self.testAttribute(Qt.WidgetAttribute.WA_DeleteOnClose):
            self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)  # deleted once its thread has ended
            self.proof_thread.finished.connect(self._delete_once_stopped)
            if self.proof_thread.isFinished():  # it ended before the connection was made: its signal is lost
                self._delete_once_stopped()
        if self.remember_layout:
            save_layout(self, self.settings, LAYOUT)
        super().closeEvent(event)

    def _delete_once_stopped(self) -> None:
        self.worker_pause.end()
        self.deleteLater()

    # -- moving the cursor --------------------------------------------------------------------------
    def go(self, place: Place) -> None:
        """Stand on event ``place[1]`` of step ``place[0]``, within the steps proved."""
        self.session.go(place)

    def show_diff(self, diff: Diff) -> None:
        """Mark on the map what changed between two compared steps (until the cursor moves)."""
        if self.steps_layer is not None:
            self.steps_layer.show(diff_marks(diff))

    def go_to_step(self, step: int) -> None:
        """Stand on the first event of ``step``."""
        self.session.go_to_step(step)

    def _play_step(self) -> None:
        if self.review is None or self.place[0] >= self.review.proved:
            self.actions_.set_playing(False)
            return
        self.go_to_step(self.place[0] + 1)

    # -- showing ------------------------------------------------------------------------------------
    def refresh(self, map_changed: bool = True) -> None:
        """Show the cursor's position everywhere: map, step marks, explanation, lists, timeline, chart."""
        review = self.review
        if review is None or self.layers is None or self.steps_layer is None:
            return
        step, event = self.place
        game = review.cursor.game
        if map_changed:
            self.answers = ReplayAnswers(game, self.viewer)
            self.session.selection = tuple(u for u in self.selection if game.state.units[u].hex is not None)
            self.tool.selection = self.selection
            self.layers.show(self.answers, self.selection)
        events = review.index.events[step]
        current = events[event] if events else None
        marked = events if step else ()  # the set-up placed every counter on the map: only the chosen one is marked
        self.steps_layer.show(step_marks(marked, game.state, current))
        self._explain_place()
        self.events.follow(self.place)
        self._show_timeline()
        if self.chart is not None:
            self.chart.set_cursor(step)

    def _explain_place(self) -> None:
        """Show the explanation of the cursor's step (laid out anew only when it changed)."""
        review = self.review
        assert review is not None
        step, event = self.place
        html = step_html(review.record, step, event, review.index.mark_at(step), self.text, why=self._why(step))
        if html != self._explained:
            self._explained = html
            self.explanation.setHtml(link_rules(html))

    def _why(self, step: int) -> str:
        """Why the computer made ``step``, when a computer seat did, its reason is known and the view shows that side;
        the reason of a step the cursor rests on is asked for (not while the record plays)."""
        reasons = self.reasons
        if reasons is None:
            return ""
        reasons.want(None if self.play_timer.isActive() else step)
        found = reasons.reason(step)
        if found is None or self.viewer not in (None, found.side):
            return ""
        return reason_text(found.reason, self.text, found.side)

    def _reason_found(self, step: int) -> None:
        if self.review is not None and step == self.place[0]:
            self._explain_place()

    def _play_toggled(self, playing: bool) -> None:
        """Paused: the reason of the step the record stopped on is asked for."""
        if not playing and self.reasons is not None and self.review is not None:
            self.reasons.want(self.place[0])

    def _show_timeline(self) -> None:
        review = self.review
        if review is None:
            return
        step = self.place[0]
        desync = review.proved + 1 if review.desync is not None else None
        where = where_text(step, review.index.total, review.index.mark_at(step))
        if not review.finished:
            where += self.tr("    (checking the record: {proved} of {total} steps proved so far)").format(
                proved=review.proved, total=review.index.total
            )
        self.timeline.show_state(step, review.proved, desync, where)

    def _retell(self) -> None:
        """Another side's fog of war: the events are told anew (a unit of the other side is not named)."""
        if self.events.events is not None:
            self.events.events.retell()

    def select(self, units: tuple[str, ...]) -> None:
        """Select units on the map (their movement range and supply line follow)."""
        self.session.selection = units
        if self.layers is not None and self.answers is not None:
            self.layers.show(self.answers, units)
            self.statusBar().showMessage(self._selection_note(units))

    def _selection_note(self, units: tuple[str, ...]) -> str:
        if not units:
            return ""
        names = ", ".join(self.text.unit(u) for u in units)
        why = self.answers.why_not_now(units) if self.answers is not None else ""
        return (
            self.tr("{names}: could not move at this moment: {why}").format(names=names, why=why)
            if why
            else self.tr("{names}: may move at this moment").format(names=names)
        )

    def _units_at(self, hid: str) -> list[str]:
        return self.layers.units_at(hid) if self.layers is not None else []

    def _masked(self, unit_id: str) -> bool:
        """Whether the chosen view plays against this unit (its moves are then told without names)."""
        spec = self.review.cursor.game.board.specs.get(unit_id) if self.review is not None else None
        return self.viewer is not None and spec is not None and spec.side is not self.viewer

    def _hovered(self, hid: str) -> None:
        if hid and self.layers is not None:
            self.statusBar().showMessage(self.layers.explain(hid).replace("\n", "  |  "))

    # -- bookmarks and branching --------------------------------------------------------------------
    def add_bookmark(self) -> None:
        """Ask for a title and a note, and bookmark the cursor's step."""
        if self.review is not None:
            self.bookmarks.ask_and_add(self.place[0])

    def _bookmarks_changed(self) -> None:
        self.session.dirty = True
        self.compare.set_marks(self.bookmarks.marks)
        self.timeline.set_bookmarks(self.bookmarks.steps())

    def continue_here(self) -> object | None:
        """Start a new game in the client from the cursor's position (the record's history up to here)."""
        review = self.review
        if review is None:
            return None
        step = review.cursor.step
        mark = review.index.mark_at(step)
        note = self.tr("Continued from {name} at step {step} (turn {turn}): a new game, not yet saved").format(
            name=self.path.name, step=step, turn=mark.turn
        )
        return self.session.continue_game(note)

    def open_another(self, path: str | Path) -> None:
        """Review another record in a new viewer window (with the same way to the client)."""
        keep_open(ReplayWindow(path, self.session.client)).show()
