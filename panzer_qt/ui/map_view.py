"""The map on screen: a graphics item drawn by ``MapPainter`` inside a zoomable, draggable view."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QShowEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView, QStyleOptionGraphicsItem, QWidget

from panzer_qt.model.scenario import Scenario
from panzer_qt.ui.map_render import MapPainter

ZOOM_STEP = 1.15
"""Scale factor of one wheel notch."""
WHEEL_NOTCH = 120
MIN_SCALE, MAX_SCALE = 0.05, 8.0


class MapItem(QGraphicsItem):
    """The whole map as one item; Qt caches its pixels per zoom level."""

    def __init__(self, scenario: Scenario) -> None:
        super().__init__()
        self.map_painter = MapPainter(scenario)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self.map_painter.bounds()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.map_painter.paint(painter)


class MapView(QGraphicsView):
    """Wheel to zoom about the cursor, drag to pan; the map fits the window when first shown."""

    def __init__(self, scenario: Scenario, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.item = MapItem(scenario)
        self.scene().addItem(self.item)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._fitted = False

    def fit(self) -> None:
        """Show the whole map."""
        self.fitInView(self.item, Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        factor = ZOOM_STEP ** (event.angleDelta().y() / WHEEL_NOTCH)
        scale = self.transform().m11() * factor
        if MIN_SCALE <= scale <= MAX_SCALE:
            self.scale(factor, factor)
        event.accept()
