"""The overview of a map canvas: the whole map small, the stacks shown on it as dots of their side's colour, the
part the canvas shows outlined; a click or a drag moves the canvas there. It serves any window with a canvas (play,
replay, edit).

The small map is drawn once per size. The first time, it waits until the paint that shows the window (and the
map) is over; meanwhile the overview shows its background, the dots and the frame."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from panzer_qt.model.enums import Side
from panzer_qt.ui.later import call_later
from panzer_qt.ui.map.map_canvas import MapCanvas

FRAME_PEN = QPen(QColor("#d50000"), 2.0)
BACKGROUND = QColor("#f7f3e3")
DOT_COLOURS = {Side.GERMAN: QColor("#37474f"), Side.SOVIET: QColor("#c62828")}
"""The stacks' dots: German grey, Soviet red (2.3)."""
DOT_PEN = QPen(QColor("#ffffff"), 0.8)
DOT_SIZE = 4.0
"""A dot's diameter in the overview's pixels."""


class MiniMap(QWidget):
    """The whole map of ``canvas`` scaled into the widget, with the canvas's visible area outlined."""

    def __init__(self, canvas: MapCanvas, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.canvas: MapCanvas | None = None
        self._picture: QPixmap | None = None
        self._put_off = False
        """Whether the first drawing was put off until after the first paint (later ones are not)."""
        self.stacks: dict[str, Side] = {}
        """The side of each stack shown, by hex."""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(120)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(self.tr("The whole map: the red frame is what the map shows; click or drag to move there"))
        self.attach(canvas)

    def attach(self, canvas: MapCanvas) -> None:
        """Show ``canvas``'s map (a new canvas after another scenario's map was loaded)."""
        self.canvas, self._picture = canvas, None
        for bar in (canvas.horizontalScrollBar(), canvas.verticalScrollBar()):
            bar.valueChanged.connect(self.update)
            bar.rangeChanged.connect(self.update)
        self.updateGeometry()
        self.update()

    def show_stacks(self, stacks: dict[str, Side]) -> None:
        """Show these stacks (the side of each by hex: the viewer's own and the enemy ones it sees)."""
        if stacks != self.stacks:
            self.stacks = dict(stacks)
            self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(280, self.heightForWidth(280))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        bounds = self._bounds()
        return max(80, round(width * bounds.height() / bounds.width())) if bounds.width() else 120

    def _bounds(self) -> QRectF:
        return self.canvas.map_item.boundingRect() if self.canvas is not None else QRectF()

    def _scale(self) -> float:
        bounds = self._bounds()
        if bounds.isEmpty():
            return 1.0
        return min(self.width() / bounds.width(), self.height() / bounds.height())

    def _origin(self) -> QPointF:
        """Where the map's top left corner sits in the widget (the map centred in it)."""
        scale, bounds = self._scale(), self._bounds()
        return QPointF((self.width() - bounds.width() * scale) / 2, (self.height() - bounds.height() * scale) / 2)

    def visible_area(self) -> QRectF:
        """The scene rectangle the canvas shows now."""
        if self.canvas is None:
            return QRectF()
        return self.canvas.mapToScene(self.canvas.viewport().rect()).boundingRect()

    def to_scene(self, point: QPointF) -> QPointF:
        """The scene point under a point of this widget."""
        scale, bounds, origin = self._scale(), self._bounds(), self._origin()
        offset = (point - origin) / scale
        return QPointF(bounds.left() + offset.x(), bounds.top() + offset.y())

    def frame_rect(self) -> QRectF:
        """The red frame in widget coordinates: the part of the map the canvas shows."""
        scale, bounds, origin = self._scale(), self._bounds(), self._origin()
        area = self.visible_area().intersected(bounds).translated(-bounds.topLeft())
        return QRectF(origin.x() + area.left() * scale, origin.y() + area.top() * scale,
                      area.width() * scale, area.height() * scale)  # fmt: skip

    def _render(self) -> QPixmap:
        """The map drawn once at the widget's size (again after a resize)."""
        canvas = self.canvas
        assert canvas is not None
        dpr = self.devicePixelRatioF()
        picture = QPixmap(max(1, round(self.width() * dpr)), max(1, round(self.height() * dpr)))
        picture.setDevicePixelRatio(dpr)
        picture.fill(BACKGROUND)
        painter = QPainter(picture)
        scale, bounds = self._scale(), self._bounds()
        painter.translate(self._origin())
        painter.scale(scale, scale)
        painter.translate(-bounds.topLeft())
        canvas.map_item.map_painter.paint(painter, town_names=False)
        painter.end()
        return picture

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        if self.canvas is None:
            return
        if self._picture is None and not self._put_off:
            self._put_off = True
            call_later(self, self._draw_later)
        elif self._picture is None:
            self._picture = self._render()
        painter = QPainter(self)
        if self._picture is None:
            painter.fillRect(self.rect(), BACKGROUND)
        else:
            painter.drawPixmap(0, 0, self._picture)
        self._paint_stacks(painter)
        painter.setPen(FRAME_PEN)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.frame_rect())
        painter.end()

    def _draw_later(self) -> None:
        """Draw the small map once the paint that shows the window first is over."""
        if self.canvas is not None and self._picture is None:
            self._picture = self._render()
            self.update()

    def _paint_stacks(self, painter: QPainter) -> None:
        canvas = self.canvas
        assert canvas is not None
        scale, bounds, origin = self._scale(), self._bounds(), self._origin()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(DOT_PEN)
        for hid, side in self.stacks.items():
            centre = origin + (canvas.geo.centre(hid) - bounds.topLeft()) * scale
            painter.setBrush(DOT_COLOURS[side])
            painter.drawEllipse(centre, DOT_SIZE / 2, DOT_SIZE / 2)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        self._picture = None
        super().resizeEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self._go(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._go(event)

    def _go(self, event: QMouseEvent) -> None:
        if self.canvas is not None and event.buttons() & Qt.MouseButton.LeftButton:
            self.canvas.centerOn(self.to_scene(event.position()))
            self.update()
