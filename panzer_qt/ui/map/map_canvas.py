"""The map canvas every window uses: the scenario drawn once, zoom and pan, hit-testing of hexes and hexsides,
highlights, and a tool hook that hands press, move, release, hover, keys and drops to the active tool.

The canvas knows nothing of play (Tiled's design): layers (``game_layers``) draw units and rule overlays on its
scene, and the window chooses the tool that gives mouse input a meaning. The wheel zooms about the cursor; the
middle button, or the left one with Space held, drags the map; a left press goes to the tool at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, Signal
from PySide6.QtGui import (
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPixmapCache,
    QShowEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from panzer_qt.model.scenario import Scenario
from panzer_qt.rules.grid import pixel_to_hex, pixel_to_hexside
from panzer_qt.ui.map.map_items import MapItem, TownNamesItem
from panzer_qt.ui.map.map_render import MARGIN
from panzer_qt.ui.map.overlays import OverlayItem, highlight_shapes
from panzer_qt.ui.map.tool import MapEvent, MapTool

READABLE_SCALE = 0.9
"""A scale at which a counter is about 45 pixels wide: its type, size and factors can be read."""
ZOOM_STEP = 1.15
"""Scale factor of one wheel notch."""
WHEEL_NOTCH = 120
KEY_ZOOM_NOTCHES = 2
PAN_FRACTION = 0.2
MIN_SCALE, MAX_SCALE = 0.05, 8.0
PIXMAP_CACHE_KB = 256 * 1024
"""Item caches live in QPixmapCache; its 10 MB default holds less than two full-window layers."""
Z_HIGHLIGHT = 30.0
PAN_KEY = Qt.Key.Key_Space


class MapCanvas(QGraphicsView):
    """A scenario's map in a zoomable, pannable view; mouse input goes to ``tool``."""

    hexHovered = Signal(str)  # noqa: N815 (Qt signal name)
    """The hex under the cursor changed ("" off the map)."""

    def __init__(self, scenario: Scenario, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scenario = scenario
        self.setScene(QGraphicsScene(self))
        self.map_item = MapItem(scenario)
        self.scene().addItem(self.map_item)
        self.scene().setSceneRect(self.map_item.boundingRect())
        self.names = TownNamesItem(self.map_item.map_painter)
        self.scene().addItem(self.names)
        self.geo = self.map_item.map_painter.geometry
        self.grid = self.map_item.map_painter.grid
        self.tool = MapTool()
        self.highlights: dict[str, OverlayItem] = {}
        self._hover = ""
        self._pan_from: QPoint | None = None
        self._space_held = False
        self._fitted = False
        self._setup_view()

    def _setup_view(self) -> None:
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def redraw(self, scenario: Scenario, hexes: Iterable[str]) -> None:
        """Show another version of the map, of the same size, repainting only these hexes (an editor's change)."""
        changed = set(hexes)
        names = self.map_item.map_painter.town_name_hexes
        self.scenario = scenario
        self.map_item.redraw(scenario, changed)
        self.names.redraw((names | self.map_item.map_painter.town_name_hexes) & changed)

    def hide_layers(self, hidden: Iterable[str]) -> None:
        """Leave these layers of the map undrawn (``map_render.LAYERS``), the others drawn."""
        painter = self.map_item.map_painter
        painter.hidden = frozenset(hidden)
        self.names.setVisible("towns" not in painter.hidden)
        self.map_item.update()

    def set_tool(self, tool: MapTool) -> None:
        """Give mouse input to ``tool`` from now on."""
        self.tool = tool

    # -- highlights -------------------------------------------------------------------------------
    def highlight(self, kind: str, hexes: Iterable[str]) -> None:
        """Mark hexes in one highlight style of ``overlays.STYLES``; an empty iterable clears the kind."""
        item = self.highlights.get(kind)
        if item is None:
            item = self.highlights[kind] = OverlayItem(self.map_item.boundingRect(), Z_HIGHLIGHT)
            self.scene().addItem(item)
        shapes = highlight_shapes(self.geo, self.grid, kind, (h for h in hexes if h in self.grid))
        item.set_shapes(shapes)
        item.setVisible(bool(shapes.paths))  # an empty highlight costs nothing to paint

    def restyle_highlights(self) -> None:
        """Draw every highlight again in the styles now in use (another palette)."""
        for kind, item in self.highlights.items():
            self.highlight(kind, sorted(item.shapes.marked.get(kind, ())))

    def highlighted(self, kind: str) -> set[str]:
        """The hexes of one highlight kind."""
        item = self.highlights.get(kind)
        return set(item.shapes.marked.get(kind, ())) if item is not None else set()

    # -- geometry ---------------------------------------------------------------------------------
    def scene_pos(self, hid: str) -> QPointF:
        """The centre of a hex in scene coordinates."""
        return self.geo.centre(hid)

    def view_pos(self, hid: str) -> QPoint:
        """The centre of a hex in viewport coordinates."""
        return self.mapFromScene(self.geo.centre(hid))

    def hex_at(self, view_pos: QPoint) -> str:
        """The hex under a viewport point, or "" off the map."""
        p = self.mapToScene(view_pos)
        return pixel_to_hex(p.x() - MARGIN, p.y() - MARGIN, self.geo.size, self.grid) or ""

    def hexside_at(self, view_pos: QPoint) -> tuple[str, str] | None:
        """The hexside nearest a viewport point, as its two hexes (lower id first); None off the map or at its edge."""
        p = self.mapToScene(view_pos)
        return pixel_to_hexside(p.x() - MARGIN, p.y() - MARGIN, self.geo.size, self.grid)

    def fit(self) -> None:
        """Show the whole map."""
        self.fitInView(self.map_item, Qt.AspectRatioMode.KeepAspectRatio)

    def frame(self, centre: QPointF, scale: float = READABLE_SCALE) -> None:
        """Show the map at ``scale`` (by default one where counters and their factors read well) around ``centre``."""
        self._fitted = True
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(centre)

    def zoom_in(self) -> None:
        """Zoom in about the view's centre."""
        self.zoom(ZOOM_STEP**KEY_ZOOM_NOTCHES)

    def zoom_out(self) -> None:
        """Zoom out about the view's centre."""
        self.zoom(ZOOM_STEP**-KEY_ZOOM_NOTCHES)

    def center_on(self, hid: str) -> None:
        """Scroll so a hex is in the middle of the view."""
        self.centerOn(self.scene_pos(hid))

    def zoom(self, factor: float, about: QPoint | None = None) -> None:
        """Scale by ``factor`` (within limits), keeping the map still under viewport point ``about`` (the centre)."""
        if not MIN_SCALE <= self.transform().m11() * factor <= MAX_SCALE:
            return
        anchor = self.viewport().rect().center() if about is None else about
        fixed = self.mapToScene(anchor)
        self.scale(factor, factor)
        moved = self.mapFromScene(fixed) - anchor
        self._pan(moved.x(), moved.y())

    def _pan(self, dx: int, dy: int) -> None:
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + dx)
        v.setValue(v.value() + dy)

    # -- the tool hook ----------------------------------------------------------------------------
    def map_event(self, pos: QPoint, event: QMouseEvent | QDropEvent) -> MapEvent:
        """What the tool is told about a mouse or drop event at viewport point ``pos``."""
        button = event.button() if isinstance(event, QMouseEvent) else Qt.MouseButton.NoButton
        hid, side = self.hex_at(pos), self.hexside_at(pos)
        return MapEvent(hid, side, self.mapToScene(pos), button, event.buttons(), event.modifiers())

    def _starts_pan(self, event: QMouseEvent) -> bool:
        button = event.button()
        return button == Qt.MouseButton.MiddleButton or (button == Qt.MouseButton.LeftButton and self._space_held)

    def _hovered(self, hid: str) -> None:
        if hid != self._hover:
            self._hover = hid
            self.tool.hover(hid)
            self.hexHovered.emit(hid)

    # -- events -----------------------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        self.zoom(ZOOM_STEP ** (event.angleDelta().y() / WHEEL_NOTCH), event.position().toPoint())
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        pos = event.position().toPoint()
        if self._starts_pan(event):
            self._pan_from = pos
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        else:
            self.tool.press(self.map_event(pos, event))
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        pos = event.position().toPoint()
        if self._pan_from is not None:
            moved = pos - self._pan_from
            self._pan(-moved.x(), -moved.y())
            self._pan_from = pos
        else:
            self.tool.move(self.map_event(pos, event))
        self._hovered(self.hex_at(pos))
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if self._pan_from is not None:
            if not event.buttons() & (Qt.MouseButton.LeftButton | Qt.MouseButton.MiddleButton):
                self._pan_from = None
                self._pan_cursor()
        else:
            self.tool.release(self.map_event(event.position().toPoint(), event))
        event.accept()

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        self._hovered("")

    def event(self, event: QEvent) -> bool:
        """While the canvas has the focus, Space is its own: held, a left drag pans; tapped, it does nothing."""
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and _is_pan_key(event):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if _is_pan_key(event):
            if not event.isAutoRepeat():
                self._space_held = True
                self._pan_cursor()
            event.accept()
            return
        if self.tool.key(event):
            event.accept()
            return
        action = self._key_actions().get(Qt.Key(event.key()))
        if action is None:
            super().keyPressEvent(event)
            return
        action()
        event.accept()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if not _is_pan_key(event) or event.isAutoRepeat():
            super().keyReleaseEvent(event)
            return
        self._space_held = False
        self._pan_cursor()
        event.accept()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        self._space_held = False
        self._pan_cursor()
        super().focusOutEvent(event)

    def _pan_cursor(self) -> None:
        if self._pan_from is not None:
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        elif self._space_held:
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        else:
            self.viewport().unsetCursor()

    def _key_actions(self) -> dict[Qt.Key, Callable[[], None]]:
        step = int(self.viewport().width() * PAN_FRACTION)
        return {
            Qt.Key.Key_Plus: self.zoom_in,
            Qt.Key.Key_Equal: self.zoom_in,
            Qt.Key.Key_Minus: self.zoom_out,
            Qt.Key.Key_0: self.fit,
            Qt.Key.Key_Left: lambda: self._pan(-step, 0),
            Qt.Key.Key_Right: lambda: self._pan(step, 0),
            Qt.Key.Key_Up: lambda: self._pan(0, -step),
            Qt.Key.Key_Down: lambda: self._pan(0, step),
        }

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 (Qt override)
        data = event.mimeData()
        if data.hasText() and self.tool.accepts(data.text()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802 (Qt override)
        hid = self.hex_at(event.position().toPoint())
        self._hovered(hid)
        event.acceptProposedAction() if hid else event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 (Qt override)
        pos = event.position().toPoint()
        data = event.mimeData()
        at = self.map_event(pos, event)
        if at.hex and data.hasText() and self.tool.accepts(data.text()):
            self.tool.drop(data.text(), at)
            event.acceptProposedAction()
        else:
            event.ignore()


def _is_pan_key(event: QKeyEvent) -> bool:
    return event.key() == PAN_KEY and event.modifiers() == Qt.KeyboardModifier.NoModifier
