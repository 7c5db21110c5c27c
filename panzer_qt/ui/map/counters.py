"""Counters drawn by the program: colours (2.3), NATO symbols and size marks (2.4), factors, steps (2.6).

Every counter, KG and CAS marker is painted once per pixel size and device pixel ratio and cached.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from panzer_qt.model.enums import Mobility, Side, UnitSize, UnitType
from panzer_qt.model.oob import UnitSpec

WHITE, BLACK = QColor("#ffffff"), QColor("#111111")
GERMAN_AIR, SOVIET_AIR = QColor("#2f6db5"), QColor("#f08a80")
KG_COLOUR = QColor("#e9e4cf")

SIZE_MARKS = {
    UnitSize.BATTALION: "II",
    UnitSize.BRIGADE: "X",
    UnitSize.DIVISION: "XX",
    UnitSize.CORPS: "XXX",
    UnitSize.AD_HOC: "(XXX)",
    UnitSize.ARMY_SUPPORT: "(XX)",
}
"""The size mark printed above the symbol (2.4)."""


@dataclass(frozen=True)
class CounterFace:
    """What one side of a counter shows; hashable, so faces can key the pixmap cache."""

    label: str
    side: Side
    type: UnitType
    size: UnitSize
    mobility: Mobility
    attack: int
    defence: int
    range2: bool
    steps: int
    max_steps: int

    @property
    def reduced(self) -> bool:
        """Whether the unit has lost steps (a substitute counter, 2.6)."""
        return self.steps < self.max_steps


def short_label(name: str) -> str:
    """The designation printed on a counter: the name without its bracketed note, 'Army support' shortened."""
    label = re.sub(r"\s*\(.*?\)", "", name).replace("Army support", "Sup")
    return label.strip() or name


def face_of(spec: UnitSpec, steps: int) -> CounterFace:
    """The face of a unit with ``steps`` steps left (its factors are those of that step), made once per unit and
    steps: a replay's jump shows a hundred stacks anew."""
    known = _FACES.get((spec.id, steps))
    if known is not None and known[0] is spec:
        return known[1]
    step = spec.steps[min(max(spec.max_steps - steps, 0), spec.max_steps - 1)]
    face = CounterFace(
        short_label(spec.name), spec.side, spec.type, spec.size, spec.mobility,
        step.attack, step.defence, spec.abilities.range2_support, steps, spec.max_steps,
    )  # fmt: skip
    _FACES[(spec.id, steps)] = (spec, face)
    return face


_FACES: dict[tuple[str, int], tuple[UnitSpec, CounterFace]] = {}
"""The face last made for each unit id and steps, with the unit it was made for (an edited unit is a new object)."""


def colours(face: CounterFace) -> tuple[QColor, QColor]:
    """Background and ink of a counter per rule 2.3."""
    if face.side is Side.GERMAN:
        if face.mobility is Mobility.MECHANIZED:
            return QColor("#7d8287"), WHITE
        return QColor("#a9ae93"), BLACK
    if face.type in (UnitType.ARTILLERY, UnitType.ROCKET_ARTILLERY):
        return QColor("#7a4b2c"), WHITE
    if face.mobility is Mobility.MECHANIZED:
        return QColor("#b8292f"), WHITE
    return QColor("#d6b98c"), BLACK


def counter_pixmap(spec: UnitSpec, steps: int, size: int, dpr: float = 1.0) -> QPixmap:
    """A unit's counter, ``size`` logical pixels square, sharp at device pixel ratio ``dpr`` (cached)."""
    return face_pixmap(face_of(spec, steps), size, round(dpr, 2))


@lru_cache(maxsize=1024)
def face_pixmap(face: CounterFace, size: int, dpr: float = 1.0) -> QPixmap:
    """A counter face painted at ``size`` logical pixels (cached)."""
    pixmap, painter = _canvas(size, dpr)
    try:
        _paint_counter(painter, face, float(size))
    finally:
        painter.end()
    return pixmap


def _canvas(size: int, dpr: float) -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(max(1, round(size * dpr)), max(1, round(size * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    return pixmap, painter


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(4, round(pixels)))
    font.setBold(bold)
    return font


def _fitted_text(painter: QPainter, box: QRectF, text: str, pixels: float, bold: bool = False) -> None:
    """Draw ``text`` centred in ``box``, shrinking the font until it fits the width."""
    font = _font(pixels, bold)
    width = QFontMetricsF(font).horizontalAdvance(text)
    if width > box.width() > 0:
        font.setPixelSize(max(4, int(font.pixelSize() * box.width() / width)))
    painter.setFont(font)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _paint_counter(painter: QPainter, face: CounterFace, s: float) -> None:
    back, ink = colours(face)
    if face.reduced:
        back = back.lighter(118)
    body = QRectF(0.5, 0.5, s - 1, s - 1)
    painter.setPen(QPen(back.darker(170), max(1.0, s / 40)))
    painter.setBrush(QBrush(back))
    painter.drawRoundedRect(body, s * 0.08, s * 0.08)
    if face.reduced:
        _reduced_mark(painter, s, ink)
    painter.setPen(QPen(ink))
    _fitted_text(painter, QRectF(s * 0.12, s * 0.02, s * 0.68, s * 0.17), SIZE_MARKS[face.size], s * 0.14, True)
    box = QRectF(s * 0.17, s * 0.2, s * 0.58, s * 0.34)
    nato_symbol(painter, face.type, box, ink)
    _fitted_text(painter, QRectF(s * 0.04, s * 0.55, s * 0.82, s * 0.16), face.label, s * 0.14)
    factors = f"{face.attack}-{face.defence}{'*' if face.range2 else ''}"
    _fitted_text(painter, QRectF(s * 0.04, s * 0.7, s * 0.82, s * 0.27), factors, s * 0.25, True)
    _pips(painter, face, s, ink)


def _reduced_mark(painter: QPainter, s: float, ink: QColor) -> None:
    """Substitute counters carry a dot in the upper-left corner (2.6)."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(ink))
    painter.drawEllipse(QPointF(s * 0.1, s * 0.1), s * 0.045, s * 0.045)


def _pips(painter: QPainter, face: CounterFace, s: float, ink: QColor) -> None:
    """One pip per step down the right edge: filled for steps left, hollow for steps lost."""
    r = s * 0.034
    gap = min(s * 0.1, s * 0.84 / max(face.max_steps, 1))
    painter.setPen(QPen(ink, max(0.8, s / 60)))
    for i in range(face.max_steps):
        painter.setBrush(QBrush(ink) if i < face.steps else Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(s * 0.91, s * 0.1 + gap * i), r, r)


def nato_symbol(painter: QPainter, kind: UnitType, box: QRectF, ink: QColor) -> None:
    """The NATO-style symbol of a unit type (2.4) inside its frame."""
    painter.save()
    pen = QPen(ink, max(1.0, box.height() / 14))
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(box)
    for part in SYMBOL_PARTS[kind]:
        part(painter, box, ink)
    painter.restore()


def _cross(painter: QPainter, box: QRectF, ink: QColor) -> None:
    painter.drawLine(box.topLeft(), box.bottomRight())
    painter.drawLine(box.bottomLeft(), box.topRight())


def _track(painter: QPainter, box: QRectF, ink: QColor) -> None:
    w, h = box.width(), box.height()
    painter.drawRoundedRect(box.adjusted(w * 0.15, h * 0.22, -w * 0.15, -h * 0.22), h * 0.28, h * 0.28)


def _inner_track(painter: QPainter, box: QRectF, ink: QColor) -> None:
    w, h = box.width(), box.height()
    painter.drawRoundedRect(box.adjusted(w * 0.27, h * 0.36, -w * 0.27, -h * 0.36), h * 0.14, h * 0.14)


def _wheels(painter: QPainter, box: QRectF, ink: QColor) -> None:
    """Motorized support: a wheel pair below the frame's centre."""
    painter.setBrush(QBrush(ink))
    r = box.height() * 0.08
    y = box.bottom() - box.height() * 0.2
    for fx in (0.4, 0.6):
        painter.drawEllipse(QPointF(box.left() + box.width() * fx, y), r, r)
    painter.setBrush(Qt.BrushStyle.NoBrush)


def _dot(painter: QPainter, box: QRectF, ink: QColor) -> None:
    painter.setBrush(QBrush(ink))
    r = box.height() * 0.17
    painter.drawEllipse(box.center(), r, r)
    painter.setBrush(Qt.BrushStyle.NoBrush)


def _rockets(painter: QPainter, box: QRectF, ink: QColor) -> None:
    """Rocket artillery: two upward arrows beside the gun dot."""
    h = box.height()
    for fx in (0.22, 0.78):
        x = box.left() + box.width() * fx
        painter.drawLine(QPointF(x, box.bottom() - h * 0.2), QPointF(x, box.top() + h * 0.22))
        painter.drawLine(QPointF(x - h * 0.12, box.top() + h * 0.36), QPointF(x, box.top() + h * 0.2))
        painter.drawLine(QPointF(x + h * 0.12, box.top() + h * 0.36), QPointF(x, box.top() + h * 0.2))


def _base(painter: QPainter, box: QRectF, ink: QColor) -> None:
    """Static garrison: a heavy base line under the cross."""
    painter.fillRect(QRectF(box.left(), box.bottom() - box.height() * 0.18, box.width(), box.height() * 0.18), ink)


def _gun(painter: QPainter, box: QRectF, ink: QColor) -> None:
    """Assault gun: the track with a gun dot."""
    painter.setBrush(QBrush(ink))
    r = box.height() * 0.1
    painter.drawEllipse(box.center(), r, r)
    painter.setBrush(Qt.BrushStyle.NoBrush)


SYMBOL_PARTS = {
    UnitType.INFANTRY: (_cross,),
    UnitType.PANZER_GRENADIER: (_cross, _track),
    UnitType.MOTORIZED_SUPPORT: (_cross, _wheels),
    UnitType.PANZER: (_track,),
    UnitType.HEAVY_PANZER: (_track, _inner_track),
    UnitType.GARRISON: (_cross, _base),
    UnitType.ARTILLERY: (_dot,),
    UnitType.ASSAULT_GUN: (_track, _gun),
    UnitType.ROCKET_ARTILLERY: (_dot, _rockets),
}
"""The drawing steps of each unit type's symbol."""


@lru_cache(maxsize=256)
def kg_pixmap(name: str, size: int, dpr: float = 1.0) -> QPixmap:
    """A Korpsgruppe marker (10.2): 'KG' over the group's short name (cached)."""
    pixmap, painter = _canvas(size, dpr)
    s = float(size)
    try:
        painter.setPen(QPen(QColor("#3a3a3a"), max(1.0, s / 30)))
        painter.setBrush(QBrush(KG_COLOUR))
        painter.drawRoundedRect(QRectF(0.5, 0.5, s - 1, s - 1), s * 0.1, s * 0.1)
        painter.setPen(QPen(BLACK))
        _fitted_text(painter, QRectF(s * 0.05, s * 0.08, s * 0.9, s * 0.42), "KG", s * 0.36, True)
        short = name.removeprefix("KG ").removeprefix("von der ")
        _fitted_text(painter, QRectF(s * 0.05, s * 0.52, s * 0.9, s * 0.36), short, s * 0.24)
    finally:
        painter.end()
    return pixmap


def aircraft_path(box: QRectF) -> QPainterPath:
    """A top-down aircraft silhouette filling ``box``."""
    x, y, w, h = box.x(), box.y(), box.width(), box.height()
    pts = [(0.5, 0.0), (0.57, 0.3), (1.0, 0.45), (1.0, 0.55), (0.57, 0.5), (0.55, 0.8), (0.72, 0.92),
           (0.72, 1.0), (0.5, 0.95), (0.28, 1.0), (0.28, 0.92), (0.45, 0.8), (0.43, 0.5), (0.0, 0.55),
           (0.0, 0.45), (0.43, 0.3)]  # fmt: skip
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x + fx * w, y + fy * h) for fx, fy in pts]))
    path.closeSubpath()
    return path


@lru_cache(maxsize=64)
def cas_pixmap(side: Side, count: int, size: int, dpr: float = 1.0) -> QPixmap:
    """A close-air-support marker (2.3): an aircraft on blue (German) or light red (Soviet), with the count."""
    pixmap, painter = _canvas(size, dpr)
    s = float(size)
    try:
        painter.setPen(QPen(QColor("#222222"), max(1.0, s / 30)))
        painter.setBrush(QBrush(GERMAN_AIR if side is Side.GERMAN else SOVIET_AIR))
        painter.drawRoundedRect(QRectF(0.5, 0.5, s - 1, s - 1), s * 0.1, s * 0.1)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(WHITE if side is Side.GERMAN else BLACK))
        painter.drawPath(aircraft_path(QRectF(s * 0.14, s * 0.1, s * 0.72, s * 0.56)))
        painter.setPen(QPen(WHITE if side is Side.GERMAN else BLACK))
        _fitted_text(painter, QRectF(s * 0.05, s * 0.66, s * 0.9, s * 0.3), f"CAS {count}", s * 0.22, True)
    finally:
        painter.end()
    return pixmap
