"""The map's own graphics items: the cached terrain layer, and the town names drawn above the counters."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from panzer_qt.model.scenario import Scenario
from panzer_qt.ui.map.map_render import HALO, MapPainter
from panzer_qt.ui.map.pixmap_cache import copy_at, picture, plain_scale

Z_NAMES = 25.0
"""Above the stacks (20), below highlights (30)."""
NAME_PICTURES_KEPT = 1000
"""How many town names drawn on pictures the map keeps (two per town and zoom level)."""
RIVER_REACH = 0.15
"""How far beyond a hex's outline its river sides are drawn (in hex sizes)."""


class MapItem(QGraphicsItem):
    """The whole map as one item (town names apart); Qt caches its pixels per zoom level, and a repaint of part of
    it (``redraw``) paints only the hexes there."""

    def __init__(self, scenario: Scenario) -> None:
        super().__init__()
        self.map_painter = MapPainter(scenario)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self.map_painter.bounds()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        whole = option.exposedRect.contains(self.boundingRect())
        self.map_painter.paint(painter, town_names=False, area=None if whole else option.exposedRect)

    def redraw(self, scenario: Scenario, hexes: Iterable[str]) -> None:
        """Show another version of the same-sized map, repainting these hexes (and the sides around them)."""
        self.map_painter.set_scenario(scenario)
        geometry = self.map_painter.geometry
        pad = geometry.size * RIVER_REACH
        for hid in hexes:
            self.update(geometry.polygon(hid).boundingRect().adjusted(-pad, -pad, pad, pad))


class TownNamesItem(QGraphicsItem):
    """Town names above the counters, so a stack never hides where it stands."""

    def __init__(self, map_painter: MapPainter) -> None:
        super().__init__()
        self.map_painter = map_painter
        self.raised: frozenset[str] = frozenset()
        self._pictures: dict[tuple[str, float, float], QPixmap] = {}
        self.setZValue(Z_NAMES)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)  # paint: the exposed part only

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self.map_painter.bounds()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = plain_scale(painter)
        if scale is None:
            self.map_painter.paint_town_names(painter, self.raised, option.exposedRect)  # turned or stretched
            return
        ratio = painter.device().devicePixelRatioF()
        for name, box in self.map_painter.town_names(self.raised, option.exposedRect):
            copy_at(painter, box.topLeft() - QPointF(HALO, HALO), self._picture(name, box.size(), scale, ratio))

    def _picture(self, name: str, size: QSizeF, scale: float, ratio: float) -> QPixmap:
        """A name with its halo at ``scale`` on a transparent picture, its box and the halo's reach (kept per name,
        scale and pixel ratio, the last ``NAME_PICTURES_KEPT``): a replay's jump raises and lowers dozens of
        names."""
        key = (name, scale, ratio)
        kept = self._pictures.get(key)
        if kept is None:
            if len(self._pictures) >= NAME_PICTURES_KEPT:
                self._pictures.clear()
            kept, painter = picture(size.grownBy(QMarginsF(HALO, HALO, HALO, HALO)), scale, ratio)
            painter.setFont(self.map_painter.name_font())
            MapPainter.halo_text(painter, QRectF(QPointF(HALO, HALO), size), name)
            painter.end()
            self._pictures[key] = kept
        return kept

    def redraw(self, hexes: Iterable[str]) -> None:
        """Repaint the names written in these hexes, where they are and where they were."""
        for hid in hexes:
            for raised in (False, True):
                self.update(self.map_painter.town_name_box(hid, raised).adjusted(-HALO, -HALO, HALO, HALO))

    def set_occupied(self, hexes: frozenset[str]) -> None:
        """Raise the names of the towns under these stacks (repainting only the names that move)."""
        moved = (hexes ^ self.raised) & self.map_painter.town_name_hexes
        self.raised = hexes
        self.redraw(moved)
