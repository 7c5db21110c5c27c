"""The timeline under the map: the whole record from the set-up to its last step, with a tick where each phase
begins and a labelled one for each turn, the part proved faithful, the part still being checked, the part past a
desync, the bookmarks, the cursor, and where the cursor stands in words. A press or a drag chooses a step: the moves
of a drag that come before the window has shown the last one are coalesced, the step under the latest one chosen.

Everything but the cursor and its words is drawn once into a pixmap; a move of the cursor repaints only the old
and the new cursor and the words."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QPixmap, QPolygonF, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from panzer_qt.records.index import RecordIndex
from panzer_qt.ui.common.event_text import phase_title

MARGIN = 14
BAR_TOP, BAR_HEIGHT = 20, 16
CAPTION_TOP, CAPTION_HEIGHT = 46, 16
PROVED = QColor("#b9d9a8")
PENDING = QColor("#e0e0e0")
DESYNC = QColor("#e57373")
TURN_PEN = QPen(QColor("#37474f"), 2)
PHASE_PEN = QPen(QColor("#78909c"), 1)
CURSOR_COLOUR = QColor("#0d47a1")
BOOKMARK_COLOUR = QColor("#f9a825")
CURSOR_HALF_WIDTH = 6


class Timeline(QWidget):
    """The record's steps across the widget; ``stepChosen`` carries the step under a press or a drag."""

    stepChosen = Signal(int)  # noqa: N815 (Qt signal name)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index: RecordIndex | None = None
        self.step = 0
        self.proved = 0
        self.desync: int | None = None
        self.bookmarks: list[int] = []
        self.caption = ""
        """Where the cursor stands, in words (under the bar)."""
        self._background: QPixmap | None = None
        """The bar, its ticks and the bookmarks, drawn once until one of them or the size changes."""
        self.pending: int | None = None
        """The step under the latest move of a drag, chosen once the moves already waiting are handled."""
        self._choose = QTimer(self, singleShot=True, interval=0)
        self._choose.timeout.connect(self.choose_pending)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(600, CAPTION_TOP + CAPTION_HEIGHT + 2)

    def set_index(self, index: RecordIndex) -> None:
        """The record whose steps the timeline shows."""
        self.index = index
        self._redraw()

    def show_state(self, step: int, proved: int, desync: int | None, caption: str = "") -> None:
        """The cursor's step, the last step proved, the first step that is not faithful (None: none found), and
        where the cursor stands in words."""
        if (proved, desync) != (self.proved, self.desync):
            self.proved, self.desync = proved, desync
            self._redraw()
        if step != self.step:
            self.update(self._cursor_box(self.step) | self._cursor_box(step))
            self.step = step
        if caption != self.caption:
            self.caption = caption
            self.update(self._caption_box())

    def set_bookmarks(self, steps: list[int]) -> None:
        """The bookmarked steps."""
        self.bookmarks = list(steps)
        self._redraw()

    def _redraw(self) -> None:
        self._background = None
        self.update()

    def _caption_box(self) -> QRect:
        return QRect(MARGIN, CAPTION_TOP, self.width() - 2 * MARGIN, CAPTION_HEIGHT)

    def _cursor_box(self, step: int) -> QRect:
        x = round(self.x_of(step))
        return QRect(x - CURSOR_HALF_WIDTH, 0, 2 * CURSOR_HALF_WIDTH + 1, self.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        self._background = None
        super().resizeEvent(event)

    # -- geometry ---------------------------------------------------------------------------------
    @property
    def total(self) -> int:
        """The record's last step."""
        return self.index.total if self.index is not None else 0

    def x_of(self, step: int) -> float:
        """The horizontal position of a step."""
        span = self.width() - 2 * MARGIN
        return MARGIN + (step / self.total * span if self.total else 0.0)

    def step_at(self, x: float) -> int:
        """The step nearest a horizontal position."""
        span = max(self.width() - 2 * MARGIN, 1)
        return max(0, min(self.total, round((x - MARGIN) / span * self.total)))

    # -- painting ---------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        if self._background is None or self._background.size() != self.size() * self.devicePixelRatio():
            self._background = self._draw_background()
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._background)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._cursor(painter)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(self._caption_box(), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.caption)
        painter.end()

    def _draw_background(self) -> QPixmap:
        pixmap = QPixmap(self.size() * self.devicePixelRatio())
        pixmap.setDevicePixelRatio(self.devicePixelRatio())
        pixmap.fill(self.palette().window().color())
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._bar(painter)
        if self.index is not None:
            self._ticks(painter, self.index)
        self._bookmarks(painter)
        painter.end()
        return pixmap

    def _bar(self, painter: QPainter) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        bar = QRectF(self.x_of(0), BAR_TOP, self.x_of(self.total) - self.x_of(0), BAR_HEIGHT)
        painter.fillRect(bar, PENDING)
        painter.fillRect(QRectF(bar.left(), BAR_TOP, self.x_of(self.proved) - bar.left(), BAR_HEIGHT), PROVED)
        if self.desync is not None:
            start = self.x_of(self.desync)
            painter.fillRect(QRectF(start, BAR_TOP, bar.right() - start, BAR_HEIGHT), DESYNC)
            painter.fillRect(
                QRectF(start, BAR_TOP, bar.right() - start, BAR_HEIGHT), QBrush(Qt.BrushStyle.BDiagPattern)
            )

    def _ticks(self, painter: QPainter, index: RecordIndex) -> None:
        painter.setPen(PHASE_PEN)
        for step in index.phase_steps():
            x = self.x_of(step)
            painter.drawLine(QPointF(x, BAR_TOP), QPointF(x, BAR_TOP + BAR_HEIGHT / 2))
        font = painter.font()
        font.setPixelSize(11)
        painter.setFont(font)
        for turn, step in sorted(index.turn_starts.items()):
            x = self.x_of(step)
            painter.setPen(TURN_PEN)
            painter.drawLine(QPointF(x, BAR_TOP - 4), QPointF(x, BAR_TOP + BAR_HEIGHT))
            painter.drawText(QRectF(x + 2, 2, 60, BAR_TOP - 4), Qt.AlignmentFlag.AlignLeft, f"T{turn}")

    def _bookmarks(self, painter: QPainter) -> None:
        painter.setPen(QPen(BOOKMARK_COLOUR.darker(140), 1))
        painter.setBrush(BOOKMARK_COLOUR)
        bottom = BAR_TOP + BAR_HEIGHT
        for step in self.bookmarks:
            x = self.x_of(step)
            painter.drawPolygon(QPolygonF([QPointF(x, bottom), QPointF(x - 5, bottom + 9), QPointF(x + 5, bottom + 9)]))

    def _cursor(self, painter: QPainter) -> None:
        x = self.x_of(self.step)
        painter.setPen(QPen(CURSOR_COLOUR, 3))
        painter.drawLine(QPointF(x, BAR_TOP - 6), QPointF(x, BAR_TOP + BAR_HEIGHT + 4))
        painter.setBrush(CURSOR_COLOUR)
        painter.drawEllipse(QPointF(x, BAR_TOP - 6), 4, 4)

    # -- input ------------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.button() == Qt.MouseButton.LeftButton:
            self._drop_pending()
            self.stepChosen.emit(self.step_at(event.position().x()))
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        step = self.step_at(event.position().x())
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._drag_to(step)
        elif self.index is not None:
            mark = self.index.mark_at(step)
            self.setToolTip(
                self.tr("Step {step}: turn {turn}, {phase}").format(
                    step=step, turn=mark.turn, phase=phase_title(mark.phase, mark.segment)
                )
            )
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.button() == Qt.MouseButton.LeftButton:
            self.choose_pending()
        event.accept()

    def _drag_to(self, step: int) -> None:
        """Choose ``step`` once the moves waiting now are handled (a later move replaces it)."""
        if step == self.step:
            self._drop_pending()
        elif step != self.pending:
            self.pending = step
            self._choose.start()

    def _drop_pending(self) -> None:
        self.pending = None
        self._choose.stop()

    def choose_pending(self) -> None:
        """Choose the step under the latest move of a drag, if one waits."""
        step = self.pending
        self._drop_pending()
        if step is not None:
            self.stepChosen.emit(step)
