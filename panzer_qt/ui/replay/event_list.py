"""Every event of a record in a list that follows the cursor: the current event selected and scrolled to, the
beginnings of phases in bold, the steps not (yet) proved greyed out; clicking an event moves the cursor there.
A model over the record's events, whose sentences are made only for the rows shown."""

from __future__ import annotations

from bisect import bisect_right

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QLineF,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSlider,
    QListView,
    QScrollBar,
    QStyle,
    QStyleOptionSlider,
    QStyleOptionViewItem,
    QWidget,
)

from panzer_qt.model.events import PhaseStarted
from panzer_qt.records.index import Place, RecordIndex
from panzer_qt.ui.common.event_text import EventText
from panzer_qt.ui.help.rule_links import UNDERLINES_KEPT, RuleLinkDelegate

PHASE_BACKGROUND = QColor("#e8e2cf")
UNPROVED = QColor("#9e9e9e")
AnyIndex = QModelIndex | QPersistentModelIndex
DISPLAY, FONT, BACKGROUND, FOREGROUND = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.BackgroundRole,
    Qt.ItemDataRole.ForegroundRole,
)
CHOOSABLE = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
"""Read once: the view asks for a row's data and flags some ten times per row drawn, and reading Qt's enumerations
or combining its flags costs more than the rest of the answer."""


class EventListModel(QAbstractListModel):
    """One row per event of the record, step by step from the set-up's."""

    def __init__(self, index: RecordIndex, text: EventText) -> None:
        super().__init__()
        self.landmarks, self.text = index, text
        self.places: list[Place] = [(s, i) for s, events in enumerate(index.events) for i in range(len(events))]
        self.proved = 0
        self._texts: dict[int, str] = {}
        self._bold = QFont()
        self._bold.setBold(True)
        self._phase, self._unproved = QBrush(PHASE_BACKGROUND), QBrush(UNPROVED)

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: N802, B008 (Qt override)
        return 0 if parent.isValid() else len(self.places)

    def data(self, model_index: AnyIndex, role: int = DISPLAY) -> object:
        row = model_index.row()
        if role == DISPLAY:
            return self.row_text(row)
        if role == FOREGROUND:
            return self._unproved if self.places[row][0] > self.proved else None
        if role in (FONT, BACKGROUND) and self.starts_phase(row):
            return self._bold if role == FONT else self._phase
        return None

    def row_text(self, row: int) -> str:
        """A row's text (made once, the first time the row is shown)."""
        found = self._texts.get(row)
        if found is None:
            step, i = self.places[row]
            found = self._texts[row] = f"{step}: {self.text(self.landmarks.events[step][i])}"
        return found

    def starts_phase(self, row: int) -> bool:
        """Whether a row tells a phase's beginning (drawn in bold on its own background)."""
        step, i = self.places[row]
        return isinstance(self.landmarks.events[step][i], PhaseStarted)

    def flags(self, model_index: AnyIndex) -> Qt.ItemFlag:
        step = self.places[model_index.row()][0]
        return CHOOSABLE if step <= self.proved else Qt.ItemFlag.NoItemFlags

    def set_proved(self, proved: int, shown: range | None = None) -> None:
        """The last step proved faithful: rows after it are greyed out and cannot be chosen. ``shown``: the rows a
        view shows, the only ones said to change (told that many rows changed, a list view asks for every one of
        them: some 20,000 calls per batch of a proof, while a record is proved); others are read when shown."""
        if proved != self.proved:
            low, high = sorted((self.proved, proved))
            self.proved = proved
            first, last = self.row_of((low + 1, 0)), self.row_of((high + 1, 0))
            if shown is not None:
                first, last = max(first, shown.start), min(last, shown.stop - 1)
            if first <= last:
                self.dataChanged.emit(self.index_of(first), self.index_of(last))

    def retell(self) -> None:
        """Tell every event anew (the viewer changed, so the names masked by fog of war did)."""
        self._texts.clear()
        if self.places:
            self.dataChanged.emit(self.index_of(0), self.index_of(len(self.places) - 1))

    def row_of(self, place: Place) -> int:
        """The row of an event, or of the last event before it (0 if none)."""
        return max(bisect_right(self.places, place) - 1, 0)

    def index_of(self, row: int) -> QModelIndex:
        """The model index of a row."""
        return self.createIndex(row, 0)


class StillScrollBar(QScrollBar):
    """A scroll bar that repaints on a change of value only when its slider moves on screen: the list scrolls at
    every step, by far less than a pixel of a long record's slider. It paints all its pixels, so nothing under it is
    painted again either."""

    def __init__(self, orientation: Qt.Orientation, parent: QWidget | None = None) -> None:
        super().__init__(orientation, parent)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.drawn = QRect()
        """Where the slider was last painted."""

    def slider_rect(self) -> QRect:
        """Where the slider stands now."""
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        return self.style().subControlRect(
            QStyle.ComplexControl.CC_ScrollBar, option, QStyle.SubControl.SC_ScrollBarSlider, self
        )

    def sliderChange(self, change: QAbstractSlider.SliderChange) -> None:  # noqa: N802 (Qt override)
        if change != QAbstractSlider.SliderChange.SliderValueChange or self.slider_rect() != self.drawn:
            super().sliderChange(change)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        super().paintEvent(event)
        self.drawn = self.slider_rect()


class EventRowDelegate(RuleLinkDelegate):
    """Draws the event list's rows as the rule-link delegate draws one-line rows, reading what a row's underlines depend
    on from the list's own model (one of two fonts, never an icon or a wrapped line): the general lookup asks the
    model for three roles and measures the font's name at every row drawn, which cost as much as drawing the row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines: dict[tuple[str, int, int, bool], tuple[QLineF, ...]] = {}

    def forget(self) -> None:
        """Measure the rows anew (the list's font changed)."""
        self._lines.clear()

    def _row_lines(self, option: QStyleOptionViewItem, index: AnyIndex) -> tuple[QLineF, ...]:
        model = index.model()
        if not isinstance(model, EventListModel):
            return super()._row_lines(option, index)
        row = index.row()
        text, rect = model.row_text(row), option.rect
        if "(" not in text:
            return ()
        key = (text, rect.width(), rect.height(), model.starts_phase(row))
        lines = self._lines.get(key)
        if lines is None:
            if len(self._lines) >= UNDERLINES_KEPT:
                self._lines.clear()
            lines = self._lines[key] = self._underlines(option, index, text)
        return lines


class EventList(QListView):
    """The list view; ``placeChosen`` carries the (step, event) of a clicked row."""

    placeChosen = Signal(int, int)  # noqa: N815 (Qt signal name)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setUniformItemSizes(True)
        self.setWordWrap(False)
        self.delegate = EventRowDelegate(self)
        self.setItemDelegate(self.delegate)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setVerticalScrollBar(StillScrollBar(Qt.Orientation.Vertical, self))
        self.clicked.connect(self._clicked)
        self.events: EventListModel | None = None

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.FontChange:
            self.delegate.forget()
        super().changeEvent(event)

    def set_events(self, model: EventListModel) -> None:
        """Show this record's events."""
        self.events = model
        self.setModel(model)

    def set_proved(self, proved: int) -> None:
        """Grey out the rows after the last step proved faithful (only the rows on screen are drawn again)."""
        if self.events is not None:
            self.events.set_proved(proved, self.shown_rows())

    def shown_rows(self) -> range:
        """The rows on screen, in part or whole."""
        top = self.indexAt(QPoint(0, 0)).row()
        bottom = self.indexAt(QPoint(0, self.viewport().height() - 1)).row()
        if top < 0:
            return range(0)
        return range(top, (bottom if bottom >= 0 else self.model().rowCount() - 1) + 1)

    def follow(self, place: Place) -> None:
        """Select the event the cursor stands on and scroll it into view."""
        if self.events is None or not self.events.places:
            return
        model_index = self.events.index_of(self.events.row_of(place))
        if self.currentIndex() != model_index:
            self.setCurrentIndex(model_index)
            self.scrollTo(model_index, QAbstractItemView.ScrollHint.EnsureVisible)

    def _clicked(self, model_index: QModelIndex) -> None:
        if self.events is not None:
            step, i = self.events.places[model_index.row()]
            self.placeChosen.emit(step, i)
