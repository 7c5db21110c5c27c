"""Every event of a record in a list that follows the cursor: the current event selected and scrolled to, the
beginnings of phases in bold, the steps not (yet) proved greyed out; clicking an event moves the cursor there.
A model over the record's events, whose sentences are made only for the rows shown. A step draws at most
``ROWS_PER_STEP`` rows, those nearest the cursor; rows it scrolled into view beyond them are drawn once the event
loop has handled what waits (a drag or a held key may take the list past them first)."""

from __future__ import annotations

from bisect import bisect_right

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QLineF,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QRect,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QCursor, QFont, QPainter, QPaintEvent, QPalette, QRegion, QShowEvent
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
from panzer_qt.ui.help.rule_links import RowKind, RuleLinkDelegate
from panzer_qt.ui.window_parts import opaque_scroll_bar

PHASE_BACKGROUND = QColor("#e8e2cf")
UNPROVED = QColor("#9e9e9e")
AnyIndex = QModelIndex | QPersistentModelIndex
DISPLAY, FONT, BACKGROUND, FOREGROUND = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.BackgroundRole,
    Qt.ItemDataRole.ForegroundRole,
)
ROWS_PER_STEP = 6
"""How many rows one step of the cursor draws at most (a move tells up to 20 events, a page of new rows)."""
LINES_KEPT = 20_000
"""How many rows' shown texts and underlines the event list keeps (a long game's every event, a few MB)."""
_STYLED = (QStyle.StateFlag.State_Selected | QStyle.StateFlag.State_HasFocus | QStyle.StateFlag.State_MouseOver).value
"""The states of a row the style draws (the current row's selection and focus frame, the link colour under the
mouse)."""
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
    every step, by far less than a pixel of a long record's slider."""

    def __init__(self, orientation: Qt.Orientation, parent: QWidget | None = None) -> None:
        super().__init__(orientation, parent)
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
    """Draws the event list's rows itself, where the style would draw them: a row's background (a phase's
    beginning), its text elided to fit and its rule numbers underlined. The style lays out and measures every row it
    draws, which cost as much as the rest of a step: a step shows up to a page of new rows. Each text is elided and
    measured once; the style still draws the current row, with its selection and focus frame."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model: EventListModel | None = None
        self._kinds: dict[tuple[int, int, bool], RowKind] = {}
        self._lines: dict[tuple[str, int, int, bool], tuple[str, tuple[QLineF, ...]]] = {}
        self._ink: QColor | None = None

    def forget(self) -> None:
        """Measure the rows and read the colours anew (the list's font or palette changed)."""
        self._kinds.clear()
        self._lines.clear()
        self._ink = None

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        if option.state.value & _STYLED or self.model is None:
            super().paint(painter, option, index)
        else:
            self.draw_row(painter, option, index.row())

    def draw_row(self, painter: QPainter, option: QStyleOptionViewItem, row: int) -> None:
        """Draw a row that is neither current nor under the mouse in ``option.rect``."""
        model = self.model
        assert model is not None
        rect = option.rect
        phase = model.starts_phase(row)
        kind, (shown, lines) = self._line(option, model, row, phase)
        if phase:
            painter.fillRect(rect, PHASE_BACKGROUND)
        if self._ink is None:
            self._ink = option.palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Text)
        origin = rect.topLeft().toPointF()
        painter.setFont(kind.font)
        painter.setPen(self._ink if model.places[row][0] <= model.proved else UNPROVED)
        painter.drawText(origin + kind.baseline, shown)
        if lines:
            painter.translate(origin)
            painter.drawLines(lines)
            painter.translate(-origin)

    def _row_lines(self, option: QStyleOptionViewItem, index: AnyIndex) -> tuple[QLineF, ...]:
        model = self.model
        if model is None:
            return super()._row_lines(option, index)
        row = index.row()
        return self._line(option, model, row, model.starts_phase(row))[1][1]

    def _line(
        self, option: QStyleOptionViewItem, model: EventListModel, row: int, phase: bool
    ) -> tuple[RowKind, tuple[str, tuple[QLineF, ...]]]:
        """A row's kind, and its text as shown with its underlines (measured once per text and row size, for as many
        texts as ``LINES_KEPT``)."""
        rect = option.rect
        size = (rect.width(), rect.height(), phase)
        kind = self._kinds.get(size)
        if kind is None:
            kind = self._kinds[size] = RowKind(self._styled(option, model.index_of(row)))
        text = model.row_text(row)
        key = (text, *size)
        line = self._lines.get(key)
        if line is None:
            if len(self._lines) >= LINES_KEPT:
                self._lines.clear()
            line = self._lines[key] = kind.line(text)
        return kind, line


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
        opaque_scroll_bar(self.verticalScrollBar())
        self.clicked.connect(self._clicked)
        self.events: EventListModel | None = None
        self.capped = False
        """Whether the next paint follows a step of the cursor (on screen it draws at most ``ROWS_PER_STEP`` rows)."""
        self.flushing = False
        """Whether the window is drawing what changed on screen (a picture taken of the list draws every row)."""
        self.unfilled: set[int] = set()
        """Rows a step left undrawn, drawn once the event loop has handled what waits."""
        self._fill = QTimer(self, singleShot=True, interval=0)
        self._fill.timeout.connect(self.fill)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.PaletteChange):
            self.delegate.forget()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        self.window().installEventFilter(self)  # its window's repaints on screen (a floated dock is another window)
        super().showEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.UpdateRequest and watched is self.window():
            self.flushing = True
        return super().eventFilter(watched, event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        """The view draws the current row and the one under the mouse (selection, focus frame, link colour); every
        other row is drawn here in one pass: the view calls the delegate once per row, which costs more than
        drawing the row."""
        model = self.events
        if model is None:
            super().paintEvent(event)
            return
        region, styled = event.region(), QRegion()
        special = {index.row(): index for index in (self.currentIndex(), self._hovered()) if index.isValid()}
        for index in special.values():
            rect = self.visualRect(index)
            if region.intersects(rect):
                styled += rect
                super().paintEvent(QPaintEvent(region.intersected(rect)))
        rest = region.subtracted(styled)
        capped = self.capped and self.flushing
        self.capped = self.flushing = False
        if not rest.isEmpty():
            rows = [row for row in self._rows_in(model, rest) if row not in special]
            if capped and len(rows) > ROWS_PER_STEP:
                rows.sort(key=lambda row: abs(row - self.currentIndex().row()))
                self.unfilled.update(rows[ROWS_PER_STEP:])
                del rows[ROWS_PER_STEP:]
                self._fill.start()
            self._draw_rows(rows)

    def _rows_in(self, model: EventListModel, region: QRegion) -> range:
        """The rows a region of the viewport reaches."""
        box = region.boundingRect()
        first = self.indexAt(box.topLeft()).row()
        if first < 0:
            return range(0)
        last = self.indexAt(box.bottomLeft()).row()
        return range(first, (last if last >= 0 else model.rowCount() - 1) + 1)

    def _draw_rows(self, rows: list[int]) -> None:
        model = self.events
        assert model is not None
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        painter = QPainter(self.viewport())
        for row in rows:
            option.rect = self.visualRect(model.index_of(row))
            self.delegate.draw_row(painter, option, row)
        painter.end()

    def fill(self) -> None:
        """Draw the rows steps left undrawn that are still on screen."""
        if self.events is not None:
            shown = self.shown_rows()
            for row in self.unfilled:
                if row in shown:
                    self.viewport().update(self.visualRect(self.events.index_of(row)))
        self.unfilled.clear()

    def _hovered(self) -> QModelIndex:
        """The row under the mouse (invalid if none)."""
        viewport = self.viewport()
        if not viewport.underMouse():
            return QModelIndex()
        return self.indexAt(viewport.mapFromGlobal(QCursor.pos()))

    def set_events(self, model: EventListModel) -> None:
        """Show this record's events."""
        self.events = self.delegate.model = model
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
            self.capped, self.flushing = True, False
            self.setCurrentIndex(model_index)
            self.scrollTo(model_index, QAbstractItemView.ScrollHint.EnsureVisible)

    def _clicked(self, model_index: QModelIndex) -> None:
        if self.events is not None:
            step, i = self.events.places[model_index.row()]
            self.placeChosen.emit(step, i)
