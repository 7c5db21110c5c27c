"""The event log panel: every event in words, its rule a link to the rules reference; clicking one shows its hexes
on the map."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from panzer_qt.model.events import Event, PhaseStarted
from panzer_qt.ui.common.event_text import EventText, event_hexes
from panzer_qt.ui.help.rule_links import RuleLinkDelegate
from panzer_qt.ui.later import call_later

HEXES_ROLE = Qt.ItemDataRole.UserRole
SLICE = 60
"""Entries added at a time when a long log is written anew (some 10 ms of work); the event loop runs between
slices."""
LATER_MS = 1
"""How soon a log written anew "later" starts: after the pass of the event loop that paints the window (a timer,
not a posted call, so that the window's other timers are served in between)."""


class EventLog(QListWidget):
    """A list of event sentences, newest at the bottom; ``hexesChosen`` carries a clicked entry's hexes."""

    hexesChosen = Signal(list)  # noqa: N815 (Qt signal name)

    def __init__(self, text: EventText, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = text
        self._waiting: list[Event] = []
        self._later: Callable[[], list[Event]] | None = None
        self.setWordWrap(True)
        self.setItemDelegate(RuleLinkDelegate(self))
        self.setAlternatingRowColors(True)
        self.setLayoutMode(QListWidget.LayoutMode.Batched)  # a long game's log is laid out a slice at a time
        self.setBatchSize(200)
        self.itemClicked.connect(self._clicked)
        self._follow = False
        """Whether the newest entry is kept on screen while the rows are laid out (until the reader scrolls)."""
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._keep_following)
        bar.actionTriggered.connect(self._stop_following)

    def add_events(self, events: list[Event]) -> None:
        """Append events (after those still being written) and scroll to the last one; none while the log waits to be
        written anew (``reset_later``: they are among the events it will write)."""
        if self._later is not None:
            return
        if self._waiting:
            self._waiting += events
            return
        self._append(events)

    def _append(self, events: list[Event]) -> None:
        for event in events:
            item = QListWidgetItem(self.text(event))
            item.setData(HEXES_ROLE, event_hexes(event))
            if isinstance(event, PhaseStarted):
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
                item.setBackground(QBrush(QColor("#e8e2cf")))
            self.addItem(item)
        if not self._waiting:  # written to the end: its rows drawn (also when nothing was left to write)
            self.viewport().update()
            if events:  # the last slice: scrolling sooner would lay every slice out again
                self._follow = True
                call_later(self, self._to_newest)

    def reset_to(self, events: list[Event]) -> None:
        """Show exactly these events (a game was loaded or a move undone); a long log is written a slice at a time,
        the newest events first on screen once all are in (meanwhile the log shows its empty background:
        ``paintEvent``)."""
        self.clear()
        self._follow = False  # until the last slice is written
        self._waiting, self._later = list(events[SLICE:]), None
        self._append(events[:SLICE])
        if self._waiting:
            call_later(self, self._next_slice)

    def reset_later(self, events: Callable[[], list[Event]]) -> None:
        """Empty the log now and write it anew once the window has been painted (another game shown: its map
        first), with the events ``events`` gives then."""
        self.clear()
        self._waiting, self._later = [], events
        QTimer.singleShot(LATER_MS, self, self._write_later)

    def _write_later(self) -> None:
        """Write the log left empty, drawing it only once it is complete."""
        if self._later is not None:
            self.reset_to(self._later())

    def _next_slice(self) -> None:
        batch, self._waiting = self._waiting[:SLICE], self._waiting[SLICE:]
        self._append(batch)
        if self._waiting:
            call_later(self, self._next_slice)

    def _to_newest(self) -> None:
        """The newest entry on screen, unless the reader has scrolled since it was written."""
        if self._follow:
            self.scrollToBottom()

    def _keep_following(self, _least: int, most: int) -> None:
        """The rows laid out so far grew (a long log is laid out in batches after it is written): the newest entry
        stays on screen."""
        if self._follow:
            self.verticalScrollBar().setValue(most)

    def _stop_following(self, _action: int) -> None:
        """The reader scrolled: the log stays where it was put."""
        self._follow = False

    def complete(self) -> bool:
        """Whether every event given is in the list (a long log is written later, in slices)."""
        return not self._waiting and self._later is None

    def laid_out(self) -> bool:
        """Whether every event given is in the list and has its row's place (a long list is laid out in batches)."""
        last = self.item(self.count() - 1)
        return self.complete() and (last is None or self.visualItemRect(last).isValid())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        """The rows; while a long log is written, its empty background only (the rows drawn once all are in: the
        first slices would be drawn only to be scrolled away)."""
        if self.complete():
            super().paintEvent(event)
            return
        painter = QPainter(self.viewport())
        painter.fillRect(event.rect(), self.palette().base())
        painter.end()

    def _clicked(self, item: QListWidgetItem) -> None:
        hexes = item.data(HEXES_ROLE) or []
        self.hexesChosen.emit(list(hexes))
