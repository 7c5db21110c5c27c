"""The map on screen: terrain, counters and overlays in a zoomable, pannable view that reports hex clicks.

The view never changes the game: it shows ``game.state`` as one viewer may see it (6.3, R26) and emits
signals (clicks, hover, drops) for the client to turn into commands.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPixmapCache,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QWidget

from panzer_qt.model.enums import Side
from panzer_qt.model.scenario import Scenario
from panzer_qt.rules.game import Game
from panzer_qt.rules.grid import pixel_to_hex
from panzer_qt.ui.map_items import MapItem, TownNamesItem
from panzer_qt.ui.map_render import MARGIN
from panzer_qt.ui.map_state import MapState
from panzer_qt.ui.messages import plain_tooltip
from panzer_qt.ui.overlays import HIGHLIGHTS, OVERLAYS, OverlayItem, highlight_shapes, path_shapes
from panzer_qt.ui.units_layer import UnitsLayer

__all__ = ["OVERLAYS", "MapItem", "MapView", "TownNamesItem"]

ZOOM_STEP = 1.15
"""Scale factor of one wheel notch."""
WHEEL_NOTCH = 120
KEY_ZOOM_NOTCHES = 2
PAN_FRACTION = 0.2
MIN_SCALE, MAX_SCALE = 0.05, 8.0
EXPAND_DELAY_MS = 350
PIXMAP_CACHE_KB = 256 * 1024
"""Item caches live in QPixmapCache; its 10 MB default holds less than two full-window layers."""
DROP_PREFIXES = ("unit:", "kg:")
Z_OVERLAY, Z_HIGHLIGHT, Z_PATH = 10.0, 30.0, 35.0


class MapView(QGraphicsView):
    """Wheel or +/- to zoom, drag or arrows to pan, 0 to fit; clicks, hover and drops become signals."""

    hexClicked = Signal(str, object)  # noqa: N815 (Qt signal name)
    hexRightClicked = Signal(str)  # noqa: N815
    hexHovered = Signal(str)  # noqa: N815
    dropped = Signal(str, str)
    overlaysChanged = Signal()  # noqa: N815

    def __init__(self, scenario: Scenario, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scenario = scenario
        self.setScene(QGraphicsScene(self))
        self.item = MapItem(scenario)
        self.scene().addItem(self.item)
        self.scene().setSceneRect(self.item.boundingRect())
        self.names = TownNamesItem(self.item.map_painter)
        self.scene().addItem(self.names)
        self.geo = self.item.map_painter.geometry
        self.units = UnitsLayer(self.scene())
        self.state = MapState(self.geo, self.item.map_painter.grid)
        bounds = self.item.boundingRect()
        self.overlay_items = {name: self._add(OverlayItem(bounds, Z_OVERLAY)) for name in OVERLAYS}
        self.highlight_items = {kind: self._add(OverlayItem(bounds, Z_HIGHLIGHT)) for kind in HIGHLIGHTS}
        self.path_item = self._add(OverlayItem(bounds, Z_PATH, cached=False))
        self._hover = ""
        self._press: QPoint | None = None
        self._dragging = False
        self._fitted = False
        self._expand_timer = QTimer(self, singleShot=True, interval=EXPAND_DELAY_MS)
        self._expand_timer.timeout.connect(self._expand_hovered)
        self._setup_view()

    def _add(self, item: OverlayItem) -> OverlayItem:
        item.setVisible(False)
        self.scene().addItem(item)
        return item

    def _setup_view(self) -> None:
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # -- the game shown ---------------------------------------------------------------------------
    def set_game(self, game: Game, viewer: Side | None) -> None:
        """Show ``game`` as ``viewer`` sees it (None: the referee view, everything visible)."""
        self.state.game, self.state.viewer = game, viewer
        self.units.rotation.clear()
        self.state.selection = []
        self.refresh()

    def refresh(self) -> None:
        """Redraw counters, markers and overlays from the game's current state."""
        self.state.invalidate()
        self._draw_units()
        self._draw_overlays()
        self._draw_path()

    def _draw_units(self) -> None:
        self.units.clear()
        game = self.state.game
        if game is None:
            return
        specs, units = game.board.specs, game.state.units
        selection = set(self.state.selection)
        for hid, ids in self.state.visible().items():
            ordered = self.units.order(hid, ids)
            faces = [(specs[u], units[u].steps) for u in ordered]
            self.units.place(hid, self.geo.centre(hid), faces, self.state.count(hid), bool(selection & set(ids)))
        self.names.set_occupied(frozenset(self.units.stacks))
        names = {kg.id: kg.name for kg in game.scenario.kg_markers}
        for kg_id, kg_hex in sorted(game.state.kg.items()):
            if kg_hex is not None:
                self.units.place_marker(self.geo.centre(kg_hex), names.get(kg_id, kg_id))

    def _draw_overlays(self) -> None:
        for name, item in self.overlay_items.items():
            shown = name in self.state.overlays and self.state.game is not None
            item.setVisible(shown)
            if shown:
                item.set_shapes(self.state.overlay_shapes(name))

    def _draw_path(self) -> None:
        rng = self.state.movement() if "movement" in self.state.overlays else None
        shown = rng is not None and self._hover in rng
        self.path_item.setVisible(shown)
        if rng is not None and shown:
            self.path_item.set_shapes(path_shapes(self.geo, rng, self._hover))

    # -- selection, overlays, highlights ----------------------------------------------------------
    def set_selection(self, unit_ids: list[str]) -> None:
        """Outline the selected counters (brought on top of their stack); the movement overlay follows."""
        self.state.selection = list(unit_ids)
        self.state.invalidate_selection()
        if self.state.game is not None:
            self.units.bring_on_top(self.state.visible(), unit_ids)
        self._draw_units()
        self._draw_overlays()
        self._draw_path()

    def selection(self) -> list[str]:
        """The selected unit ids."""
        return list(self.state.selection)

    def units_at(self, hid: str) -> list[str]:
        """The unit ids the viewer may see in a hex, top first as drawn (fog applied)."""
        ids = self.state.visible().get(hid, [])
        return self.units.order(hid, ids)

    def cycle_stack(self, hid: str) -> None:
        """Bring the next counter of a stack to the top."""
        self.units.rotation[hid] = self.units.rotation.get(hid, 0) + 1
        self._draw_units()

    def set_overlay(self, name: str, on: bool) -> None:
        """Show or hide one overlay of ``OVERLAYS``."""
        if name not in OVERLAYS:
            raise KeyError(f"unknown overlay {name!r}")
        if on:
            self.state.overlays.add(name)
        else:
            self.state.overlays.discard(name)
        self._draw_overlays()
        self._draw_path()
        self.overlaysChanged.emit()

    def overlay_on(self, name: str) -> bool:
        """Whether an overlay is shown."""
        return name in self.state.overlays

    def highlight(self, kind: str, hexes: Iterable[str]) -> None:
        """Mark hexes of one kind (see ``HIGHLIGHTS``); an empty iterable clears the kind."""
        ids = [h for h in hexes if h in self.state.grid]
        self.state.highlights[kind] = set(ids)
        item = self.highlight_items[kind]
        item.setVisible(bool(ids))
        item.set_shapes(highlight_shapes(self.geo, self.state.grid, kind, ids))

    def highlighted(self, kind: str) -> set[str]:
        """The hexes of one highlight kind."""
        return set(self.state.highlights.get(kind, ()))

    def explain(self, hid: str) -> str:
        """The hover text of a hex."""
        return self.state.explain(hid)

    # -- geometry ---------------------------------------------------------------------------------
    def scene_pos(self, hid: str) -> QPointF:
        """The centre of a hex in scene coordinates."""
        return self.geo.centre(hid)

    def hex_at(self, view_pos: QPoint) -> str:
        """The hex under a viewport point, or "" off the map."""
        p = self.mapToScene(view_pos)
        found = pixel_to_hex(p.x() - MARGIN, p.y() - MARGIN, self.geo.size, self.state.grid)
        return found or ""

    def fit(self) -> None:
        """Show the whole map."""
        self.fitInView(self.item, Qt.AspectRatioMode.KeepAspectRatio)

    def zoom_in(self) -> None:
        """Zoom in about the view's centre."""
        self._zoom_centre(ZOOM_STEP**KEY_ZOOM_NOTCHES)

    def zoom_out(self) -> None:
        """Zoom out about the view's centre."""
        self._zoom_centre(ZOOM_STEP**-KEY_ZOOM_NOTCHES)

    def center_on(self, hid: str) -> None:
        """Scroll so a hex is in the middle of the view."""
        self.centerOn(self.scene_pos(hid))

    def _zoom(self, factor: float) -> None:
        scale = self.transform().m11() * factor
        if MIN_SCALE <= scale <= MAX_SCALE:
            self.scale(factor, factor)

    def _zoom_centre(self, factor: float) -> None:
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self._zoom(factor)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)

    def _pan(self, dx: int, dy: int) -> None:
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + dx)
        v.setValue(v.value() + dy)

    # -- events -----------------------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        self._zoom(ZOOM_STEP ** (event.angleDelta().y() / WHEEL_NOTCH))
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        key, step = event.key(), self.viewport().width() * PAN_FRACTION
        actions: dict[Qt.Key, Callable[[], None]] = {
            Qt.Key.Key_Plus: self.zoom_in,
            Qt.Key.Key_Equal: self.zoom_in,
            Qt.Key.Key_Minus: self.zoom_out,
            Qt.Key.Key_0: self.fit,
            Qt.Key.Key_Left: lambda: self._pan(-int(step), 0),
            Qt.Key.Key_Right: lambda: self._pan(int(step), 0),
            Qt.Key.Key_Up: lambda: self._pan(0, -int(step)),
            Qt.Key.Key_Down: lambda: self._pan(0, int(step)),
        }
        action = actions.get(Qt.Key(key))
        if action is None:
            super().keyPressEvent(event)
            return
        action()
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.button() == Qt.MouseButton.LeftButton:
            self._press, self._dragging = event.position().toPoint(), False
        elif event.button() == Qt.MouseButton.RightButton:
            hid = self.hex_at(event.position().toPoint())
            if hid:
                self.hexRightClicked.emit(hid)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        pos = event.position().toPoint()
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            moved = pos - self._press
            if self._dragging or moved.manhattanLength() >= QApplication.startDragDistance():
                self._dragging = True
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
                self._pan(-moved.x(), -moved.y())
                self._press = pos
        self._hovered(self.hex_at(pos))
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.button() == Qt.MouseButton.LeftButton and self._press is not None:
            if not self._dragging:
                hid = self.hex_at(event.position().toPoint())
                if hid:
                    self.hexClicked.emit(hid, event.modifiers())
            self.viewport().unsetCursor()
            self._press, self._dragging = None, False
        event.accept()

    def leaveEvent(self, event: object) -> None:  # noqa: N802 (Qt override)
        self._hovered("")

    def _hovered(self, hid: str) -> None:
        if hid == self._hover:
            return
        self._hover = hid
        self.units.collapse()
        self._expand_timer.start() if len(self.units_at(hid)) > 1 else self._expand_timer.stop()
        self._draw_path()
        self.viewport().setToolTip(plain_tooltip(self.explain(hid)) if hid else "")
        self.hexHovered.emit(hid)

    def _expand_hovered(self) -> None:
        if self._hover:
            self.units.expand(self._hover, self.geo.centre(self._hover))

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 (Qt override)
        if event.mimeData().hasText() and event.mimeData().text().startswith(DROP_PREFIXES):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802 (Qt override)
        hid = self.hex_at(event.position().toPoint())
        self._hovered(hid)
        event.acceptProposedAction() if hid else event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 (Qt override)
        hid = self.hex_at(event.position().toPoint())
        if hid and event.mimeData().hasText():
            self.dropped.emit(event.mimeData().text(), hid)
            event.acceptProposedAction()
        else:
            event.ignore()
