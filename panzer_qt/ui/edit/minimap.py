"""The minimap: the whole map drawn small from the canvas's own scene, the part the canvas shows outlined; a press
or a drag on it brings that place to the middle of the canvas."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from panzer_qt.ui.map.map_canvas import MapCanvas

OUTLINE = QPen(QColor("#d50000"), 0)
"""The outline of the canvas's visible part (cosmetic: one pixel at any scale)."""
MIN_SIZE = (160, 110)


class Minimap(QGraphicsView):
    """A small view of the canvas's scene."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.canvas: MapCanvas | None = None
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setInteractive(False)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setMinimumSize(*MIN_SIZE)
        self.setToolTip(self.tr("The whole map; click or drag to show that part of it"))

    def follow(self, canvas: MapCanvas) -> None:
        """Show ``canvas``'s map and follow its scrolling and zooming."""
        self.canvas = canvas
        self.setScene(canvas.scene())
        for bar in (canvas.horizontalScrollBar(), canvas.verticalScrollBar()):
            bar.valueChanged.connect(self.viewport().update)
            bar.rangeChanged.connect(self.viewport().update)
        self._fit()

    def _fit(self) -> None:
        if self.canvas is not None:
            self.fitInView(self.canvas.map_item.boundingRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def shown_part(self) -> QRectF:
        """The part of the map the canvas shows, in scene coordinates (the map's own bounds when it shows all of it
        and the margin around: an outline beyond the small map is cut off by the panel)."""
        if self.canvas is None:
            return QRectF()
        shown = self.canvas.mapToScene(self.canvas.viewport().rect()).boundingRect()
        return shown.intersected(self.canvas.map_item.boundingRect())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt override)
        painter.setPen(OUTLINE)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.shown_part())

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self._centre(event.position().toPoint())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._centre(event.position().toPoint())

    def _centre(self, at: QPoint) -> None:
        if self.canvas is not None:
            self.canvas.centerOn(self.mapToScene(at))
            self.viewport().update()
