"""Drawings kept as pictures: made once per scale on a transparent pixmap, then copied pixel for pixel at the nearest
device pixel on later repaints (stacks, town names)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QSizeF, Qt
from PySide6.QtGui import QPainter, QPixmap


def plain_scale(painter: QPainter) -> float | None:
    """The painter's scale (to 4 decimals) when its world transform only scales, else None (turned or stretched:
    draw as usual)."""
    world = painter.worldTransform()
    scale = world.m11()
    if world.m12() or world.m21() or world.m22() != scale or scale <= 0:
        return None
    return round(scale, 4)


def picture(size: QSizeF, scale: float, ratio: float) -> tuple[QPixmap, QPainter]:
    """A transparent pixmap for a drawing of ``size`` scene units at ``scale`` and device pixel ``ratio``, and an
    antialiasing painter on it already scaled; end the painter when done."""
    pixmap = QPixmap(math.ceil(size.width() * scale * ratio), math.ceil(size.height() * scale * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    painter.scale(scale, scale)
    return pixmap, painter


def copy_at(painter: QPainter, corner: QPointF, pixmap: QPixmap) -> None:
    """Copy ``pixmap`` with its top-left at the scene point ``corner``, at the nearest device pixel."""
    at = painter.worldTransform().map(corner)
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QPointF(round(at.x()), round(at.y())), pixmap)
    painter.restore()
