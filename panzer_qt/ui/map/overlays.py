"""Map overlays: movement range, path preview, supply / C&C, ZOC, KG ranges and highlights.

Each overlay is one cached graphics item holding prepared shapes; builders turn engine answers into shapes.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QVector2D,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from panzer_qt.model.enums import Side
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.rules.grid import HexGrid
from panzer_qt.rules.kg import KGRange
from panzer_qt.rules.movement.range import MovementRange
from panzer_qt.ui.map.map_render import SET_MARKS, HexGeometry

OVERLAYS: dict[str, str] = {
    "movement": QT_TRANSLATE_NOOP("Overlays", "Movement range"),
    "supply": QT_TRANSLATE_NOOP("Overlays", "Supply / C&C"),
    "zoc_german": QT_TRANSLATE_NOOP("Overlays", "German ZOC"),
    "zoc_soviet": QT_TRANSLATE_NOOP("Overlays", "Soviet ZOC"),
    "kg": QT_TRANSLATE_NOOP("Overlays", "KG ranges"),
    "control": QT_TRANSLATE_NOOP("Overlays", "Town control"),
}
"""Overlay names and their labels, for toolbar buttons and the legend."""

HEX_SET_COLOURS: dict[str, QColor] = {name: colour for name, colour, _ in SET_MARKS} | {
    "soviet_restricted": QColor("#7b1fa2")
}
"""The colour of each named hex set when the editor shows it: that of its marks on the map; the restriction zone,
tinted red on the map, in purple, apart from the Soviet supply sources."""

NO_PEN = QPen(Qt.PenStyle.NoPen)
NO_BRUSH = QBrush(Qt.BrushStyle.NoBrush)


def _pen(colour: str, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(QColor(colour), width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    return pen


def _tint(colour: str, alpha: int, pattern: Qt.BrushStyle = Qt.BrushStyle.SolidPattern) -> QBrush:
    c = QColor(colour)
    c.setAlpha(alpha)
    return QBrush(c, pattern)


@dataclass(frozen=True)
class Style:
    """How one kind of hex set is drawn: fill, outline of each hex, outline of the set's border."""

    fill: QBrush = field(default_factory=lambda: NO_BRUSH)
    pen: QPen = field(default_factory=lambda: NO_PEN)
    border: QPen = field(default_factory=lambda: NO_PEN)


STYLES: dict[str, Style] = {
    "movement": Style(fill=_tint("#2e7d32", 70), border=_pen("#1b5e20", 2.5)),
    "uncertain": Style(pen=_pen("#e65100", 2.0, Qt.PenStyle.DashLine)),
    "lucky": Style(fill=_tint("#e65100", 45)),
    "overstack": Style(border=_pen("#4a148c", 3.0, Qt.PenStyle.DotLine)),
    "over_stacked": Style(
        fill=_tint("#ffea00", 150, Qt.BrushStyle.BDiagPattern), pen=_pen("#000000", 4.0, Qt.PenStyle.DashLine)
    ),
    "start": Style(pen=_pen("#ffd400", 3.0)),
    "suggested": Style(fill=_tint("#00b8d4", 60), pen=_pen("#006064", 3.5, Qt.PenStyle.DashDotLine)),
    "exit": Style(pen=_pen("#6a1b9a", 3.0, Qt.PenStyle.DotLine)),
    "supply_soviet": Style(fill=_tint("#e53935", 26), border=_pen("#b71c1c", 3.0)),
    "supply_german": Style(fill=_tint("#78909c", 40), border=_pen("#263238", 3.0, Qt.PenStyle.DashLine)),
    "zoc_german": Style(fill=_tint("#263238", 120, Qt.BrushStyle.BDiagPattern)),
    "zoc_soviet": Style(fill=_tint("#c62828", 140, Qt.BrushStyle.FDiagPattern)),
    "kg_active": Style(fill=_tint("#43a047", 90), border=_pen("#1b5e20", 2.0)),
    "kg_negated": Style(fill=_tint("#757575", 100), border=_pen("#424242", 2.0)),
    "kg_combat": Style(border=_pen("#2e7d32", 2.0, Qt.PenStyle.DashLine)),
    "kg_negator": Style(pen=_pen("#b71c1c", 3.5, Qt.PenStyle.DotLine)),
    "supply_blocked": Style(fill=_tint("#b71c1c", 70, Qt.BrushStyle.DiagCrossPattern), pen=_pen("#b71c1c", 4.0)),
    "supply_needed": Style(pen=_pen("#6a1b9a", 2.5, Qt.PenStyle.DashLine)),
    "control_german": Style(pen=_pen("#37474f", 3.5)),
    "control_soviet": Style(pen=_pen("#c62828", 3.5)),
    "target": Style(fill=_tint("#d50000", 50), pen=_pen("#d50000", 4.0)),
    "attackers": Style(fill=_tint("#ff6d00", 40), pen=_pen("#ff6d00", 3.0)),
    "retreat": Style(fill=_tint("#2962ff", 70), pen=_pen("#2962ff", 3.0)),
    "advance": Style(fill=_tint("#00c853", 70), pen=_pen("#00a040", 3.0)),
    "loss": Style(fill=_tint("#212121", 70, Qt.BrushStyle.DiagCrossPattern), pen=_pen("#212121", 3.5)),
    "placement": Style(fill=_tint("#ffd600", 90), pen=_pen("#c7a500", 2.0)),
    "event": Style(fill=_tint("#aa00ff", 40), pen=_pen("#aa00ff", 3.5)),
    "probe": Style(fill=_tint("#c51162", 40), pen=_pen("#c51162", 3.0, Qt.PenStyle.DashLine)),
    "brush": Style(pen=_pen("#212121", 2.0, Qt.PenStyle.DashLine)),
    "problem": Style(fill=_tint("#ff1744", 60), pen=_pen("#ff1744", 4.0)),
    "selection": Style(fill=_tint("#2979ff", 45), pen=_pen("#2962ff", 2.5, Qt.PenStyle.DashLine)),
    "import": Style(fill=_tint("#00b8d4", 40), pen=_pen("#006064", 2.5, Qt.PenStyle.DashLine)),
    "tie": Style(fill=_tint("#d50000", 35), pen=_pen("#d50000", 3.5)),
    **{f"set_{name}": Style(fill=_tint(c.name(), 90), pen=_pen(c.name(), 2.5)) for name, c in HEX_SET_COLOURS.items()},
}
"""Every drawn hex-set kind; highlight kinds share their names with ``MapCanvas.highlight``. The editor's: its brush
outline, the hexes of a chosen problem, what a GeoJSON import adds, the georeference's tie hexes, and each named hex
set of the map in the colour of its marks."""
STANDARD_STYLES = dict(STYLES)
COLOUR_BLIND_STYLES: dict[str, Style] = {
    "movement": Style(fill=_tint("#0072b2", 60), border=_pen("#0072b2", 2.5)),
    "uncertain": Style(pen=_pen("#e69f00", 2.5, Qt.PenStyle.DashLine)),
    "lucky": Style(fill=_tint("#e69f00", 60)),
    "target": Style(fill=_tint("#d55e00", 50), pen=_pen("#d55e00", 4.5)),
    "attackers": Style(fill=_tint("#0072b2", 40), pen=_pen("#0072b2", 3.0)),
    "probe": Style(fill=_tint("#cc79a7", 40), pen=_pen("#cc79a7", 3.0, Qt.PenStyle.DashLine)),
    "retreat": Style(fill=_tint("#56b4e9", 70), pen=_pen("#56b4e9", 3.0)),
    "advance": Style(fill=_tint("#009e73", 70), pen=_pen("#009e73", 3.0)),
    "zoc_soviet": Style(fill=_tint("#d55e00", 140, Qt.BrushStyle.FDiagPattern)),
    "supply_soviet": Style(fill=_tint("#d55e00", 30), border=_pen("#d55e00", 3.0)),
    "control_soviet": Style(pen=_pen("#d55e00", 3.5)),
    "kg_active": Style(fill=_tint("#0072b2", 80), border=_pen("#0072b2", 2.0)),
}
"""The colour-blind safe palette's changes (Okabe-Ito colours): blue against orange or vermillion, which stay
apart under deuteranopia and protanopia, where the standard red, orange and green run together."""
PALETTES: dict[str, dict[str, Style]] = {"standard": {}, "colour-blind": COLOUR_BLIND_STYLES}


def use_palette(name: str) -> None:
    """Draw every mark in a palette of ``PALETTES`` from now on (shapes made before keep their colours)."""
    STYLES.clear()
    STYLES.update(STANDARD_STYLES)
    STYLES.update(PALETTES[name])


LEGEND: dict[str, list[tuple[str, str]]] = {
    "movement": [
        ("movement", QT_TRANSLATE_NOOP("Overlays", "can end its move here; MP spent printed (12.0)")),
        (
            "uncertain",
            QT_TRANSLATE_NOOP("Overlays", "path crosses a river: a die sets the cost, the dearest printed (12.3)"),
        ),
        (
            "lucky",
            QT_TRANSLATE_NOOP("Overlays", "only a good river roll gets there; the move may stop short (12.3, R43)"),
        ),
        (
            "overstack",
            QT_TRANSLATE_NOOP(
                "Overlays",
                "inside the dotted line, ending here over-stacks the hex ('!' after the MP); "
                "it is thinned at the segment's end (R52)",
            ),
        ),
        ("start", QT_TRANSLATE_NOOP("Overlays", "the selected stack")),
        ("exit", QT_TRANSLATE_NOOP("Overlays", "the stack may leave the map from here (4.1)")),
        (
            "path",
            QT_TRANSLATE_NOOP(
                "Overlays",
                "path to the hex under the cursor, MP left; numbered: the waypoints of the route (Alt+click)",
            ),
        ),
    ],
    "supply": [
        ("supply_soviet", QT_TRANSLATE_NOOP("Overlays", "a Soviet unit here is in supply (8.1)")),
        ("supply_german", QT_TRANSLATE_NOOP("Overlays", "a German unit here is in C&C (9.2)")),
        ("out", QT_TRANSLATE_NOOP("Overlays", "stack out of supply / C&C")),
        ("trace", QT_TRANSLATE_NOOP("Overlays", "the selected unit's supply / C&C path")),
    ],
    "zoc_german": [("zoc_german", QT_TRANSLATE_NOOP("Overlays", "German zone of control (7.0)"))],
    "zoc_soviet": [("zoc_soviet", QT_TRANSLATE_NOOP("Overlays", "Soviet zone of control (7.0)"))],
    "kg": [
        ("kg_active", QT_TRANSLATE_NOOP("Overlays", "KG traffic range, active (12.4)")),
        ("kg_negated", QT_TRANSLATE_NOOP("Overlays", "KG traffic range, negated (12.4)")),
        ("kg_negator", QT_TRANSLATE_NOOP("Overlays", "the Soviet ZOC hex that negates it (12.4)")),
        ("kg_combat", QT_TRANSLATE_NOOP("Overlays", "KG combat range, two hexes (13.4)")),
    ],
    "control": [
        (
            "control_german",
            QT_TRANSLATE_NOOP("Overlays", "town held by the German side; its VP value printed (4.1)"),
        ),
        (
            "control_soviet",
            QT_TRANSLATE_NOOP("Overlays", "town held by the Soviet side: its VP count for the Soviets (4.1)"),
        ),
    ],
}
"""Legend rows of each overlay: style name (or 'path', 'out', 'trace') and its meaning."""

HIGHLIGHT_LEGEND: list[tuple[str, str]] = [
    ("target", QT_TRANSLATE_NOOP("Overlays", "attack target")),
    ("attackers", QT_TRANSLATE_NOOP("Overlays", "attacking units")),
    ("probe", QT_TRANSLATE_NOOP("Overlays", "probing attack possible")),
    ("retreat", QT_TRANSLATE_NOOP("Overlays", "legal retreat hexes")),
    ("advance", QT_TRANSLATE_NOOP("Overlays", "advance after combat")),
    ("loss", QT_TRANSLATE_NOOP("Overlays", "steps lost, units eliminated")),
    ("placement", QT_TRANSLATE_NOOP("Overlays", "legal placement hexes")),
    ("event", QT_TRANSLATE_NOOP("Overlays", "hexes of the chosen log entry")),
    ("suggested", QT_TRANSLATE_NOOP("Overlays", "the computer's suggestion (H; Enter plays it)")),
    ("supply_blocked", QT_TRANSLATE_NOOP("Overlays", "what blocks the selected unit's supply / C&C line (8.0, 9.2)")),
    ("supply_needed", QT_TRANSLATE_NOOP("Overlays", "the line to a source it would need (8.0, 9.2)")),
    ("over_stacked", QT_TRANSLATE_NOOP("Overlays", "over the stacking limit: thinned at the segment's end (6.0)")),
]

PATH_PEN = _pen("#0d47a1", 4.0)
TRACE_PEN = _pen("#6a1b9a", 3.0, Qt.PenStyle.DashLine)
OUT_PEN = {Side.SOVIET: _pen("#b71c1c", 3.0), Side.GERMAN: _pen("#102027", 3.0)}
OUT_TEXT = {Side.SOVIET: "OOS", Side.GERMAN: "no C&C"}
LABEL_BOX = QBrush(QColor(255, 255, 255, 215))
LABEL_HEIGHT = 16.0


@lru_cache(maxsize=1)
def label_font() -> QFont:
    """The font of overlay labels."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(12)
    font.setBold(True)
    return font


@lru_cache(maxsize=1024)
def _label_width(text: str) -> float:
    """The width of a label's box (texts repeat: MP costs, "OOS")."""
    return QFontMetrics(label_font()).horizontalAdvance(text) + 8


@dataclass(frozen=True)
class Label:
    """A short text centred on ``box``, a light box around a point."""

    box: QRectF
    text: str
    colour: QColor

    @classmethod
    def at(cls, point: QPointF, text: str, colour: QColor) -> Label:
        """A label centred on ``point``."""
        width = _label_width(text)
        return cls(QRectF(point.x() - width / 2, point.y() - LABEL_HEIGHT / 2, width, LABEL_HEIGHT), text, colour)


@dataclass
class Shapes:
    """What an overlay draws: (path, pen, brush) triples, then labels; ``key`` says what they show, so that
    two Shapes with equal keys draw the same pixels."""

    paths: list[tuple[QPainterPath, QPen, QBrush]] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)
    marked: dict[str, set[str]] = field(default_factory=dict)
    """The hexes drawn in each style, by style name (what the overlay says, for tests and tools)."""
    key: list[tuple[object, ...]] = field(default_factory=list)
    _borders: dict[tuple[str, ...], QPainterPath] = field(default_factory=dict, repr=False, compare=False)

    def hexes(self, geo: HexGeometry, grid: HexGrid, hexes: Iterable[str], style_name: str) -> None:
        """Add a hex set drawn in the named style of ``STYLES``."""
        ids = sorted(set(hexes))
        if not ids:
            return
        self.marked.setdefault(style_name, set()).update(ids)
        style = STYLES[style_name]
        self.key.append((style_name, id(style), *ids))
        if style.pen.style() is not Qt.PenStyle.NoPen or style.fill.style() is not Qt.BrushStyle.NoBrush:
            self.paths.append((_hex_path(geo, ids, style), style.pen, style.fill))
        if style.border.style() is not Qt.PenStyle.NoPen:
            if tuple(ids) not in self._borders:  # a range's over-stacking hexes are often all of it
                self._borders[tuple(ids)] = border(geo, grid, set(ids))
            self.paths.append((self._borders[tuple(ids)], style.border, NO_BRUSH))

    def line(self, points: list[QPointF], pen: QPen) -> None:
        """Add a polyline."""
        path = QPainterPath()
        if points:
            path.moveTo(points[0])
            for p in points[1:]:
                path.lineTo(p)
        self.key.append(("line", pen.color().name(), *((p.x(), p.y()) for p in points)))
        self.paths.append((path, pen, NO_BRUSH))

    def arrow(self, points: list[QPointF], pen: QPen, head: float = 16.0) -> None:
        """Add a polyline ending in a filled arrowhead ``head`` long (a path walked, a retreat, an advance)."""
        if len(points) < 2:
            return
        tip = points[-1]
        back = QVector2D(points[-2] - tip).normalized() * head
        side = QVector2D(-back.y(), back.x()) * 0.5
        base = tip + back.toPointF()
        self.line([*points[:-1], base], pen)
        path = QPainterPath()
        path.addPolygon(QPolygonF([tip, base + side.toPointF(), base - side.toPointF()]))
        path.closeSubpath()
        self.key.append(("head", tip.x(), tip.y(), base.x(), base.y(), pen.color().name()))
        self.paths.append((path, QPen(pen.color(), 1.0), QBrush(pen.color())))

    def ring(self, centre: QPointF, radius: float, pen: QPen, brush: QBrush = NO_BRUSH) -> None:
        """Add a circle."""
        path = QPainterPath()
        path.addEllipse(centre, radius, radius)
        self.key.append(("ring", centre.x(), centre.y(), radius, pen.color().name(), brush.style()))
        self.paths.append((path, pen, brush))

    def label(self, at: QPointF, text: str, colour: QColor) -> None:
        """Add a label centred on ``at``."""
        label = Label.at(at, text, colour)
        self.key.append(("label", label))
        self.labels.append(label)

    def bounds(self) -> QRectF:
        """The scene rectangle holding every pixel drawn (empty when nothing is)."""
        rect = QRectF()
        for path, pen, _brush in self.paths:
            margin = pen.widthF() / 2 + 1 if pen.style() is not Qt.PenStyle.NoPen else 1.0
            rect |= path.controlPointRect().adjusted(-margin, -margin, margin, margin)
        for label in self.labels:
            rect |= label.box
        return rect.adjusted(-1, -1, 1, 1) if not rect.isNull() else rect


def _hex_path(geo: HexGeometry, ids: list[str], style: Style) -> QPainterPath:
    """The hexes as one path: each hex outlined when the style outlines them, else one outline around the set
    (filled several times faster than each hex)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for hid in ids:
        path.addPolygon(geo.polygon(hid))
        path.closeSubpath()
    return path.simplified() if style.pen.style() is Qt.PenStyle.NoPen else path


def border(geo: HexGeometry, grid: HexGrid, ids: set[str]) -> QPainterPath:
    """The sides between a hex set and the hexes around it."""
    path = QPainterPath()
    for hid in ids:
        for other in grid.neighbors(hid):
            if other not in ids:
                a, b = geo.side(hid, other)
                path.moveTo(a)
                path.lineTo(b)
    return path


def movement_shapes(geo: HexGeometry, grid: HexGrid, reach: MovementRange) -> Shapes:
    """The reachable hexes tinted, their MP cost printed (the dearest a die could make it), crossings that need a
    die dashed, hexes only a good roll reaches tinted (12.3), hexes the stack would over-stack ringed by a dotted
    line (R52)."""
    shapes = Shapes()
    shapes.hexes(geo, grid, reach, "movement")
    shapes.hexes(geo, grid, [h for h in reach if reach.uncertain(h)], "uncertain")
    shapes.hexes(geo, grid, [h for h in reach if reach.needs_luck(h)], "lucky")
    shapes.hexes(geo, grid, [h for h in reach if reach.overstacks(h)], "overstack")
    shapes.hexes(geo, grid, [reach.start], "start")
    shapes.hexes(geo, grid, reach.exit_from, "exit")
    ink = QColor("#0b3d0b")
    for hid in sorted(reach):
        mark = ("?" if reach.uncertain(hid) else "") + ("!" if reach.overstacks(hid) else "")
        shapes.label(geo.centre(hid) + QPointF(0, 22), f"{reach.cost(hid)}{mark}", ink)
    return shapes


OVERSTACK_WARNING = QT_TRANSLATE_NOOP("Overlays", "over the stacking limit: thinned at the end of the segment (R52)")


STOP_TEXT = QT_TRANSLATE_NOOP("Overlays", "the move stops here: enemy zone of control (7.2)")


def arrival_text(reach: MovementRange, hid: str, stops: bool = False) -> str:
    """What arriving in a reachable hex leaves: that only a good river roll gets there, that the move must stop
    there (``stops``: an enemy zone of control), or the MP left (at worst when a die decides a crossing)."""
    if reach.needs_luck(hid):
        return QCoreApplication.translate(
            "Overlays", "only with a good river roll: {hid} MP at best (12.3, R43)"
        ).format(hid=reach.best_cost(hid))
    if stops:
        return QCoreApplication.translate("Overlays", STOP_TEXT)
    left = reach.mp_allowance - reach.cost(hid)
    return (
        QCoreApplication.translate("Overlays", "{left} MP left at worst: a river roll may cost less (12.3)").format(
            left=left
        )
        if reach.uncertain(hid)
        else QCoreApplication.translate("Overlays", "{left} MP left").format(left=left)
    )


def path_shapes(
    geo: HexGeometry, reach: MovementRange, hid: str, stops: bool = False, waypoints: Sequence[str] = ()
) -> Shapes:
    """The path to a reachable hex and what is left on arrival (``stops``: the move must end there); the route
    through ``waypoints`` (numbered) alone when ``hid`` is out of reach."""
    shapes = Shapes()
    arrives = hid in reach
    path = reach.path(hid) if arrives else list(reach.route)
    if not path:
        return shapes
    shapes.line([geo.centre(h) for h in [reach.start, *path]], PATH_PEN)
    shapes.marked["path"] = set(path)
    for number, waypoint in enumerate(waypoints, 1):
        shapes.ring(geo.centre(waypoint), 11.0, PATH_PEN, QBrush(PATH_PEN.color()))
        shapes.label(geo.centre(waypoint), f"{number}", PATH_PEN.color())
        shapes.marked.setdefault("waypoint", set()).add(waypoint)
    if not arrives:
        return shapes
    shapes.ring(geo.centre(hid), 6.0, PATH_PEN, QBrush(PATH_PEN.color()))
    shapes.label(geo.centre(hid) + QPointF(0, -26), arrival_text(reach, hid, stops), QColor("#0d47a1"))
    if reach.overstacks(hid):
        warning = QCoreApplication.translate("Overlays", OVERSTACK_WARNING)
        shapes.label(geo.centre(hid) + QPointF(0, -44), warning, QColor("#4a148c"))
    return shapes


def supply_shapes(
    geo: HexGeometry, grid: HexGrid, side: Side, *, supplied: Iterable[str], out: dict[str, Side], trace: list[str]
) -> Shapes:
    """Hexes in supply / C&C of ``side`` tinted, stacks out of it ringed, one traced path (8.0, 9.2)."""
    shapes = Shapes()
    shapes.hexes(geo, grid, supplied, f"supply_{side.value}")
    for hid, owner in sorted(out.items()):
        shapes.ring(geo.centre(hid), 31.0, OUT_PEN[owner])
        shapes.marked.setdefault(f"out_{owner.value}", set()).add(hid)
        shapes.label(geo.centre(hid) + QPointF(0, 27), OUT_TEXT[owner], OUT_PEN[owner].color())
    if trace:
        shapes.line([geo.centre(h) for h in trace], TRACE_PEN)
        shapes.marked["trace"] = set(trace)
    return shapes


def zoc_shapes(geo: HexGeometry, grid: HexGrid, side: Side, hexes: Iterable[str]) -> Shapes:
    """The hexes in one side's zone of control, hatched (7.0)."""
    shapes = Shapes()
    shapes.hexes(geo, grid, hexes, f"zoc_{side.value}")
    return shapes


def kg_shapes(geo: HexGeometry, grid: HexGrid, ranges: dict[str, KGRange]) -> Shapes:
    """KG traffic ranges, green when active and grey when negated, the Soviet ZOC hexes that negate them outlined
    (12.4), and the 2-hex combat ranges (13.4)."""
    shapes = Shapes()
    for kg_range in ranges.values():
        shapes.hexes(geo, grid, kg_range.combat, "kg_combat")
        shapes.hexes(geo, grid, kg_range.traffic, "kg_active" if kg_range.active else "kg_negated")
        shapes.hexes(geo, grid, kg_range.negated_by, "kg_negator")
    return shapes


CONTROL_INK = {Side.GERMAN: QColor("#263238"), Side.SOVIET: QColor("#b71c1c")}


def control_shapes(geo: HexGeometry, grid: HexGrid, control: dict[str, Side], town_vp: dict[str, int]) -> Shapes:
    """Each town and fortified-locality hex outlined in its controller's colour, with its VP value (3.3, 4.1)."""
    shapes = Shapes()
    for side in Side:
        shapes.hexes(geo, grid, [h for h in town_vp if control.get(h) is side], f"control_{side.value}")
    corner = QPointF(geo.size * 0.62, -geo.size * 0.42)
    for hid, vp in sorted(town_vp.items()):
        holder = control.get(hid)
        if holder is not None:
            shapes.label(geo.centre(hid) + corner, f"{vp}", CONTROL_INK[holder])
    return shapes


def highlight_shapes(geo: HexGeometry, grid: HexGrid, kind: str, hexes: Iterable[str]) -> Shapes:
    """One highlight kind (target, attackers, retreat, advance, placement, event, probe)."""
    shapes = Shapes()
    shapes.hexes(geo, grid, hexes, kind)
    return shapes


class OverlayItem(QGraphicsItem):
    """One overlay over the map; its pixels are cached until its shapes change. It covers only what its shapes
    draw within ``bounds`` (the map), so that showing, hiding or changing it repaints no more than that."""

    def __init__(self, bounds: QRectF, z: float, cached: bool = True) -> None:
        super().__init__()
        self.bounds = bounds
        self.shapes = Shapes()
        self.area = QRectF()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if cached:
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_shapes(self, shapes: Shapes) -> bool:
        """Replace what the overlay draws; True if that changed anything. Only the area the old and the new
        shapes cover is repainted.

        The cached pixels are dropped and rebuilt from scratch: ``update()`` alone leaves stale parts in a
        device cache larger than the viewport once the view has scrolled (an old movement range stayed).
        """
        if shapes.key == self.shapes.key:
            return False
        area = shapes.bounds() & self.bounds
        if area != self.area:
            self.prepareGeometryChange()  # the old area is repainted, the new one is
            self.area = area
        self.shapes = shapes
        mode = self.cacheMode()
        if mode is not QGraphicsItem.CacheMode.NoCache:
            self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
            self.setCacheMode(mode)
        if not area.isEmpty():  # update() of an empty item repaints nothing
            self.update()
        return True

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self.area

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        device = painter.transform()
        scale = 0.0 if device.isRotating() else device.m11() * painter.device().devicePixelRatioF()
        for path, pen, brush in self.shapes.paths:
            painter.setPen(_fine(pen) if pen.widthF() * scale < FINE_DASH_PX else pen)
            painter.setBrush(brush)
            painter.drawPath(path)
        if self.shapes.labels:
            _labels(painter, self.shapes.labels)


FINE_DASH_PX = 2.5
"""A dashed or dotted line with round dash ends thinner than this on screen (in device pixels) is drawn with flat
ends, each dash as long as the round ends made it: ends that small look the same either way, and round ones cost
ten times as much to draw (benchmarks/README.md, map canvas)."""


ROUND_ENDS = math.pi / 4
"""The ink of a dash's two round ends, as a length of line (in widths)."""


def _fine(pen: QPen) -> QPen:
    """``pen``, or for a dashed pen with round ends its flat-ended equivalent: each dash longer by as much ink as
    its two round ends held (a quarter of pi of the width), each gap shorter by as much, the dashes centred where
    they were."""
    pattern = pen.dashPattern() if pen.style() not in (Qt.PenStyle.SolidLine, Qt.PenStyle.NoPen) else []
    if pen.capStyle() is not Qt.PenCapStyle.RoundCap or not pattern or min(pattern[1::2]) <= ROUND_ENDS:
        return pen
    flat = QPen(pen)
    flat.setCapStyle(Qt.PenCapStyle.FlatCap)
    flat.setDashPattern([length + (ROUND_ENDS if i % 2 == 0 else -ROUND_ENDS) for i, length in enumerate(pattern)])
    flat.setDashOffset(pen.dashOffset() + ROUND_ENDS / 2)
    return flat


def _labels(painter: QPainter, labels: list[Label]) -> None:
    """Each label an image drawn for its text, colour and pixel size (a selected stack's range prints a hundred
    costs or more, and drawing each box and text anew costs more than the image: benchmarks/README.md, map
    canvas), unless the view turns or shears the map."""
    device = painter.transform()
    if device.isRotating():  # turned, sheared or in perspective
        _drawn_labels(painter, labels)
        return
    scale, ratio = device.m11(), painter.device().devicePixelRatioF()
    painter.save()
    painter.resetTransform()
    for label in labels:
        image = _label_image(label.text, label.colour.rgba(), label.box.width(), round(scale * ratio, 4), ratio)
        corner = device.map(label.box.topLeft())
        painter.drawImage(QPointF(round(corner.x() * ratio) / ratio, round(corner.y() * ratio) / ratio), image)
    painter.restore()


@lru_cache(maxsize=512)  # a range's costs at a few zoom levels; each image some kilobytes
def _label_image(text: str, rgba: int, width: float, pixels: float, ratio: float) -> QImage:
    """One label's box and text drawn ``pixels`` device pixels to the scene unit, at device pixel ratio ``ratio``."""
    image = QImage(
        math.ceil(width * pixels) + 1, math.ceil(LABEL_HEIGHT * pixels) + 1, QImage.Format.Format_ARGB32_Premultiplied
    )
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.scale(pixels, pixels)
    _drawn_labels(painter, [Label(QRectF(0, 0, width, LABEL_HEIGHT), text, QColor.fromRgba(rgba))])
    painter.end()
    image.setDevicePixelRatio(ratio)
    return image


def _drawn_labels(painter: QPainter, labels: list[Label]) -> None:
    """The boxes, then the texts: a pen or brush set once for many labels draws them several times faster."""
    painter.setFont(label_font())
    painter.setPen(NO_PEN)
    painter.setBrush(LABEL_BOX)
    for label in labels:
        painter.drawRoundedRect(label.box, 4, 4)
    colour = None
    for label in labels:
        if label.colour != colour:
            colour = label.colour
            painter.setPen(QPen(colour))
        painter.drawText(label.box, Qt.AlignmentFlag.AlignCenter, label.text)
