"""Keys to the map itself, for the legend: terrain, rivers, the restriction zone, towns, the map-edge hex sets, and
how a counter shows its steps, a lost step and the size of its stack. Each swatch is drawn with the same colours
and marks the map and the counters use."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPixmap, QPolygonF

from panzer_qt.model.enums import Mobility, Side, Terrain, UnitSize, UnitType
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.ui.map.counters import CounterFace, face_pixmap
from panzer_qt.ui.map.map_render import (
    MAJOR_RIVER_MIDDLE,
    RIVER_COLOUR,
    SET_MARKS,
    TERRAIN_COLOURS,
    TERRAIN_PATTERNS,
    ZONE_COLOUR,
    ZONE_TINT,
    town_mark,
    trees,
)
from panzer_qt.ui.map.units_layer import badge

KEY = 28
"""Side of a map-key swatch, in logical pixels."""
COUNTER_KEY = 44
"""Side of a counter key: large enough to read the counter."""
_UNIT_HEX = [(1.0, 0.0), (0.5, 0.866), (-0.5, 0.866), (-1.0, 0.0), (-0.5, -0.866), (0.5, -0.866)]
Painter = Callable[[QPainter, float], None]


def hexagon(s: float) -> QPolygonF:
    """A hex filling a swatch of side ``s``."""
    r = s / 2 - 1
    return QPolygonF([QPointF(s / 2 + r * c, s / 2 + r * d) for c, d in _UNIT_HEX])


def key_pixmap(paint: Painter, dpr: float = 1.0, size: int = KEY) -> QPixmap:
    """A swatch painted by ``paint`` on the clear-terrain colour."""
    pixmap = QPixmap(round(size * dpr), round(size * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(TERRAIN_COLOURS[Terrain.CLEAR])
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter, float(size))
    painter.end()
    return pixmap


def terrain(kind: Terrain) -> Painter:
    """A hex of one terrain, as the map draws it."""

    def paint(painter: QPainter, s: float) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(TERRAIN_COLOURS[kind]))
        painter.drawPolygon(hexagon(s))
        pattern = TERRAIN_PATTERNS.get(kind)
        if pattern is not None:
            painter.setBrush(QBrush(TERRAIN_COLOURS[kind].darker(135), pattern))
            painter.drawPolygon(hexagon(s))
        elif kind is Terrain.FOREST:
            trees(painter, QPointF(s / 2, s / 2), s / 2)

    return paint


def river(major: bool) -> Painter:
    """A river hexside; a major river wide with a light middle."""

    def paint(painter: QPainter, s: float) -> None:
        strokes = [(RIVER_COLOUR, 0.24), (MAJOR_RIVER_MIDDLE, 0.09)] if major else [(RIVER_COLOUR, 0.11)]
        for colour, width in strokes:
            painter.setPen(QPen(colour, s / 2 * width * 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(s * 0.2, s * 0.85), QPointF(s * 0.8, s * 0.15))

    return paint


def zone(painter: QPainter, s: float) -> None:
    """A hex of the Soviet restriction zone: tinted, its edge dashed."""
    painter.setBrush(QBrush(ZONE_TINT))
    painter.setPen(QPen(ZONE_COLOUR, 2.0, Qt.PenStyle.DashLine))
    painter.drawPolygon(hexagon(s))


def town(fortified: bool) -> Painter:
    """The mark of a town or a fortified locality."""

    def paint(painter: QPainter, s: float) -> None:
        town_mark(painter, QPointF(s / 2, s / 2), s * 0.8, fortified)

    return paint


def set_mark(colour: QColor) -> Painter:
    """The dot that marks a hex of a named hex set."""

    def paint(painter: QPainter, s: float) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(colour))
        painter.drawEllipse(QPointF(s / 2, s / 2), s * 0.12, s * 0.12)

    return paint


SAMPLE = CounterFace(
    "7 Pz",
    Side.GERMAN,
    UnitType.PANZER,
    UnitSize.DIVISION,
    Mobility.MECHANIZED,
    6,
    5,
    False,
    3,
    3,
)
"""A German panzer division, for the counter keys."""


def counter(steps: int, stacked: int = 1) -> Painter:
    """The sample counter with ``steps`` steps left, the count badge of a stack of ``stacked`` counters."""

    def paint(painter: QPainter, s: float) -> None:
        face = replace(SAMPLE, steps=steps)
        painter.drawPixmap(QPointF(0, 0), face_pixmap(face, round(s), painter.device().devicePixelRatioF()))
        if stacked > 1:
            badge(painter, QPointF(9, 9), str(stacked))

    return paint


SET_TEXT = {
    "soviet_supply": QT_TRANSLATE_NOOP("MapKeys", "Soviet supply source (8.1)"),
    "german_cc": QT_TRANSLATE_NOOP("MapKeys", "German C&C source (9.2)"),
    "soviet_exit": QT_TRANSLATE_NOOP("MapKeys", "Soviet exit hex: units may leave the map here (4.1)"),
    "german_entry": QT_TRANSLATE_NOOP("MapKeys", "German entry hex for reinforcements (10.1)"),
}
TERRAIN_TEXT = {
    Terrain.CLEAR: QT_TRANSLATE_NOOP("MapKeys", "clear"),
    Terrain.FOREST: QT_TRANSLATE_NOOP("MapKeys", "forest: mechanized units pay more (12.2)"),
    Terrain.ROUGH: QT_TRANSLATE_NOOP("MapKeys", "rough: costs mechanized units more; shifts combat odds (12.2)"),
    Terrain.MARSH: QT_TRANSLATE_NOOP("MapKeys", "marsh: dear for mechanized units (12.2)"),
}


def map_keys() -> list[tuple[Painter, str]]:
    """The map's own marks and what they mean."""
    rows: list[tuple[Painter, str]] = [
        (terrain(kind), QCoreApplication.translate("MapKeys", TERRAIN_TEXT[kind])) for kind in Terrain
    ]
    rows += [
        (river(False), QCoreApplication.translate("MapKeys", "river: crossing costs extra MP by a die (12.3)")),
        (river(True), QCoreApplication.translate("MapKeys", "major river (Dnestr, Bug, Prut): die +1 (12.3)")),
        (town(False), QCoreApplication.translate("MapKeys", "town: see the Tables (F2) for its effects")),
        (town(True), QCoreApplication.translate("MapKeys", "fortified locality")),
        (zone, QCoreApplication.translate("MapKeys", "Soviet operational restriction zone (12.5)")),
    ]
    rows += [
        (set_mark(colour), QCoreApplication.translate("MapKeys", SET_TEXT[name])) for name, colour, _dx in SET_MARKS
    ]
    return rows


def counter_keys() -> list[tuple[Painter, str]]:
    """How a counter shows its strength and its stack."""
    return [
        (
            counter(3),
            QCoreApplication.translate(
                "MapKeys", "type, size, name; attack-defence factors; one pip per step, filled while it is left"
            ),
        ),
        (
            counter(2),
            QCoreApplication.translate("MapKeys", "a step lost: lighter counter, dot top left, hollow pip (2.6)"),
        ),
        (
            counter(3, 3),
            QCoreApplication.translate(
                "MapKeys", "a stack of 3 counters, the top one shown; hover to fan out what you may see (6.3)"
            ),
        ),
    ]
