"""The one painter of the hex map, used by ``render-map`` (offscreen QImage) and by the map window."""

from __future__ import annotations

import math
import sys
from collections.abc import Collection, Iterator
from pathlib import Path

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QImageWriter, QPainter, QPen, QPolygonF

from panzer_qt.model.enums import Terrain
from panzer_qt.model.ids import hex_id
from panzer_qt.model.scenario import Scenario
from panzer_qt.rules.grid import SQRT3, center, corners, grid_for, side_segment

HEX_SIZE = 40.0
"""Default hex circumradius in pixels."""
MARGIN = 12.0

TERRAIN_COLOURS = {
    Terrain.CLEAR: QColor("#ece6c8"),
    Terrain.FOREST: QColor("#9cbf84"),
    Terrain.ROUGH: QColor("#c9ab80"),
    Terrain.MARSH: QColor("#a9cfc6"),
}
TERRAIN_PATTERNS = {Terrain.ROUGH: Qt.BrushStyle.BDiagPattern, Terrain.MARSH: Qt.BrushStyle.HorPattern}
HALO = 2.0
"""How far the light halo of a town name reaches beyond its box."""
RIVER_COLOUR = QColor("#2f63b8")
MAJOR_RIVER_MIDDLE = QColor("#8db4ea")
HEX_NUMBER_COLOUR = QColor(60, 55, 45, 190)
AREA_LABEL_COLOUR = QColor(90, 70, 40, 200)
GRID_COLOUR = QColor(120, 110, 90, 150)
ZONE_COLOUR = QColor("#b3261e")
ZONE_TINT = QColor(179, 38, 30, 22)
SET_MARKS = (
    ("soviet_supply", QColor("#c62828"), -0.55),
    ("german_cc", QColor("#455a64"), -0.25),
    ("soviet_exit", QColor("#ff8f00"), 0.05),
    ("german_entry", QColor("#1b1b1b"), 0.35),
)
"""Named hex sets marked by a small dot each: colour and horizontal offset (in hex sizes)."""
LAYERS = ("terrain", "rivers", "towns", *(name for name, _, _ in SET_MARKS), "soviet_restricted", "labels")
"""What of the map a window may hide (``MapPainter.hidden``)."""
BARE_COLOUR = QColor("#ffffff")
"""A hex's colour while the terrain is hidden."""


def trees(painter: QPainter, centre: QPointF, size: float) -> None:
    """The three trees of a forest hex of radius ``size`` around ``centre``."""
    r = size * 0.13
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(QColor("#5d8a4a")))
    for dx, dy in ((-0.35, 0.1), (0.0, 0.3), (0.35, 0.1)):
        painter.drawEllipse(centre + QPointF(dx * size, dy * size), r, r)
    painter.restore()


def town_mark(painter: QPainter, centre: QPointF, size: float, fortified: bool) -> None:
    """A town's black square, or a fortified locality's red ring with a black core, for hexes of radius ``size``."""
    half = size * (0.2 if fortified else 0.15)
    rect = QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)
    painter.setPen(QPen(QColor("#1a1a1a"), size * 0.05))
    painter.setBrush(QBrush(QColor("#b3261e") if fortified else QColor("#1a1a1a")))
    if fortified:
        painter.drawEllipse(rect)
        painter.setBrush(QBrush(QColor("#1a1a1a")))
        inner = size * 0.08
        painter.drawEllipse(rect.center(), inner, inner)
    else:
        painter.drawRect(rect)


def _polygon(points: list[tuple[float, float]]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


class HexGeometry:
    """Hex shapes in map coordinates (origin offset by ``MARGIN``), cached per hex and per side."""

    def __init__(self, size: float = HEX_SIZE) -> None:
        self.size = size
        self._centres: dict[str, QPointF] = {}
        self._polygons: dict[str, QPolygonF] = {}
        self._sides: dict[tuple[str, str], tuple[QPointF, QPointF]] = {}

    def centre(self, hid: str) -> QPointF:
        """The centre of a hex."""
        found = self._centres.get(hid)
        if found is None:
            x, y = center(hid, self.size)
            found = self._centres[hid] = QPointF(x + MARGIN, y + MARGIN)
        return QPointF(found)

    def polygon(self, hid: str) -> QPolygonF:
        """The outline of a hex."""
        found = self._polygons.get(hid)
        if found is None:
            found = self._polygons[hid] = _polygon([(x + MARGIN, y + MARGIN) for x, y in corners(hid, self.size)])
        return found

    def side(self, a: str, b: str) -> tuple[QPointF, QPointF]:
        """The end points of the side shared by adjacent hexes."""
        found = self._sides.get((a, b))
        if found is None:
            p, q = side_segment(a, b, self.size)
            found = self._sides[a, b] = (QPointF(p[0] + MARGIN, p[1] + MARGIN), QPointF(q[0] + MARGIN, q[1] + MARGIN))
        return found


class MapPainter:
    """Paints a scenario's map with its origin at ``MARGIN``; ``size`` is the hex circumradius."""

    def __init__(self, scenario: Scenario, size: float = HEX_SIZE) -> None:
        self.size = size
        self.grid = grid_for(scenario.map)
        self.geometry = HexGeometry(size)
        self.hidden: frozenset[str] = frozenset()
        """Layers not drawn (``LAYERS``): the editor's visibility toggles."""
        self.set_scenario(scenario)

    def set_scenario(self, scenario: Scenario) -> None:
        """Paint this scenario's map from now on (of the same size)."""
        self.scenario = scenario
        self.town_name_hexes = frozenset(town.hexes[0] for town in scenario.map.towns)
        """The hexes whose town name is written (a town's first hex)."""
        self._name_boxes: dict[tuple[str, bool], tuple[QRectF, QRectF]] = {}
        """Each town name's box, raised or not, and how far its halo reaches."""

    def bounds(self) -> QRectF:
        """The painted area, margins included."""
        width = (1.5 * (self.grid.columns - 1) + 2.0) * self.size
        height = math.sqrt(3.0) * self.size * (self.grid.rows + (0.5 if self.grid.columns > 1 else 0.0))
        return QRectF(0.0, 0.0, width + 2 * MARGIN, height + 2 * MARGIN)

    def _pt(self, xy: tuple[float, float]) -> QPointF:
        return QPointF(xy[0] + MARGIN, xy[1] + MARGIN)

    def _hex(self, hid: str) -> QPolygonF:
        return self.geometry.polygon(hid)

    def paint(self, painter: QPainter, town_names: bool = True, area: QRectF | None = None) -> None:
        """Draw the map, or only what touches ``area`` (a repaint of a few hexes: the caller clips to it); the
        view leaves the town names to ``paint_town_names`` above its counters."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrushOrigin(painter.worldTransform().map(QPointF(0.0, 0.0)))  # hatching agrees across repaints
        hexes, hidden = self.hexes_near(area), self.hidden
        self._terrain(painter, hexes)
        if "soviet_restricted" not in hidden:
            self._zone(painter, hexes)
        if "rivers" not in hidden:
            self._rivers(painter, set(hexes))
        self._set_marks(painter, set(hexes))
        self._hex_numbers(painter, hexes)
        if "towns" not in hidden:
            self._towns(painter, set(hexes))
            if town_names:
                self.paint_town_names(painter)
        if "labels" not in hidden:
            self._labels(painter, area)

    def hexes_near(self, area: QRectF | None) -> list[str]:
        """The hexes whose drawing may reach into ``area``: those whose centre lies within a hex radius of it (every
        hex for None). What is drawn on a hexside is drawn from either of its hexes."""
        if area is None:
            return list(self.grid.hexes)
        s = self.size
        reach = area.adjusted(-s, -s, s, s)
        first = max(1, math.floor((reach.left() - MARGIN - s) / (1.5 * s)) + 1)
        last = math.ceil((reach.right() - MARGIN - s) / (1.5 * s)) + 1
        top = max(1, math.floor((reach.top() - MARGIN) / (SQRT3 * s)))
        bottom = math.ceil((reach.bottom() - MARGIN) / (SQRT3 * s)) + 1
        near = (hex_id(c, r) for c in range(first, last + 1) for r in range(top, bottom + 1))
        return [h for h in near if h in self.grid and reach.contains(self.geometry.centre(h))]

    def _terrain(self, painter: QPainter, hexes: list[str]) -> None:
        spec = self.scenario.map
        painter.setPen(QPen(GRID_COLOUR, max(0.6, self.size / 40)))
        bare = "terrain" in self.hidden
        for hid in hexes:
            kind = spec.terrain_of(hid)
            painter.setBrush(QBrush(BARE_COLOUR if bare else TERRAIN_COLOURS[kind]))
            painter.drawPolygon(self._hex(hid))
            if bare:
                continue
            pattern = TERRAIN_PATTERNS.get(kind)
            if pattern is not None:
                painter.setBrush(QBrush(TERRAIN_COLOURS[kind].darker(135), pattern))
                painter.drawPolygon(self._hex(hid))
            elif kind is Terrain.FOREST:
                trees(painter, self._pt(center(hid, self.size)), self.size)

    def _zone(self, painter: QPainter, hexes: list[str]) -> None:
        """The Soviet restriction zone (12.5): a light tint and a dashed outline."""
        zone = set(self.scenario.map.hex_sets.soviet_restricted)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(ZONE_TINT))
        for hid in sorted(zone.intersection(hexes)):
            painter.drawPolygon(self._hex(hid))
        painter.setPen(QPen(ZONE_COLOUR, self.size * 0.06, Qt.PenStyle.DashLine))
        near = [(h, o) for h in hexes for o in self.grid.neighbors(h) if (h in zone) != (o in zone)]
        for inside, outside in sorted({(h, o) if h in zone else (o, h) for h, o in near}):
            a, b = side_segment(inside, outside, self.size)
            painter.drawLine(self._pt(a), self._pt(b))

    def _rivers(self, painter: QPainter, hexes: set[str]) -> None:
        """Rivers on hexsides; a major river (12.3) is twice as wide, with a lighter middle. A "side" between hexes
        that share none (a broken file, listed as such) is not drawn."""
        for river in self.scenario.map.rivers:
            sides = [(a, b) for a, b in river.hexsides if (a in hexes or b in hexes) and self.grid.adjacent(a, b)]
            strokes = [(RIVER_COLOUR, 0.24), (MAJOR_RIVER_MIDDLE, 0.09)] if river.major else [(RIVER_COLOUR, 0.11)]
            for colour, width in strokes if sides else []:
                painter.setPen(QPen(colour, self.size * width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                for a, b in sides:
                    p, q = self.geometry.side(a, b)
                    painter.drawLine(p, q)

    def _set_marks(self, painter: QPainter, hexes: set[str]) -> None:
        sets = self.scenario.map.hex_sets
        r = self.size * 0.09
        painter.setPen(Qt.PenStyle.NoPen)
        for name, colour, dx in SET_MARKS:
            if name in self.hidden:
                continue
            painter.setBrush(QBrush(colour))
            for hid in hexes.intersection(getattr(sets, name)):
                cx, cy = center(hid, self.size)
                painter.drawEllipse(self._pt((cx + dx * self.size, cy + 0.62 * self.size)), r, r)

    def _hex_numbers(self, painter: QPainter, hexes: list[str]) -> None:
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(6, round(self.size * 0.27)))
        painter.setFont(font)
        painter.setPen(QPen(HEX_NUMBER_COLOUR))
        for hid in hexes:
            cx, cy = center(hid, self.size)
            box = QRectF(cx - self.size * 0.6, cy - self.size * 0.84, self.size * 1.2, self.size * 0.36)
            painter.drawText(box.translated(MARGIN, MARGIN), Qt.AlignmentFlag.AlignCenter, hid)

    def _towns(self, painter: QPainter, hexes: set[str]) -> None:
        for town in self.scenario.map.towns:
            for hid in hexes.intersection(town.hexes):
                cx, cy = center(hid, self.size)
                town_mark(painter, self._pt((cx, cy - self.size * 0.12)), self.size, town.fortified)

    def paint_town_names(self, painter: QPainter, raised: Collection[str] = (), within: QRectF | None = None) -> None:
        """Names of towns and fortified localities on a light halo; in ``raised`` hexes (the view's
        occupied ones) the name moves to the top edge, clear of the counters. With ``within``, only the names
        whose halo reaches into that rectangle are drawn."""
        painter.setFont(self.name_font())
        for name, box in self.town_names(raised, within):
            self.halo_text(painter, box, name)

    def name_font(self) -> QFont:
        """The font of the town names."""
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(6, round(self.size * 0.3)))
        font.setBold(True)
        return font

    def town_names(self, raised: Collection[str] = (), within: QRectF | None = None) -> Iterator[tuple[str, QRectF]]:
        """Each town's name and the box it is written in (raised in ``raised`` hexes), only those whose halo
        reaches into ``within`` if given."""
        boxes = self._name_boxes
        for town in self.scenario.map.towns:
            hid = town.hexes[0]
            found = boxes.get((hid, hid in raised))
            if found is None:
                box = self.town_name_box(hid, hid in raised)
                found = boxes[(hid, hid in raised)] = (box, box.adjusted(-HALO, -HALO, HALO, HALO))
            if within is None or within.intersects(found[1]):
                yield town.name, found[0]

    def town_name_box(self, hid: str, raised: bool) -> QRectF:
        """Where the name of the town in ``hid`` is written (clipped to this box), raised or not."""
        cx, cy = center(hid, self.size)
        top = -0.98 if raised else 0.12
        return QRectF(cx - self.size * 2.2 + MARGIN, cy + self.size * top + MARGIN, self.size * 4.4, self.size * 0.4)

    @staticmethod
    def halo_text(painter: QPainter, box: QRectF, text: str) -> None:
        """``text`` centred in ``box`` (and clipped to it) over a light halo, in the painter's font."""
        painter.setPen(QPen(QColor(255, 255, 255, 230)))
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            painter.drawText(box.translated(dx, dy), Qt.AlignmentFlag.AlignCenter, text)
        painter.setPen(QPen(QColor("#111111")))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _labels(self, painter: QPainter, area: QRectF | None) -> None:
        font = QFont("DejaVu Serif")
        font.setPixelSize(max(7, round(self.size * 0.42)))
        font.setItalic(True)
        painter.setFont(font)
        for label in self.scenario.map.labels:
            painter.setPen(QPen(RIVER_COLOUR if label.kind == "river" else AREA_LABEL_COLOUR))
            cx, cy = center(label.hex, self.size)
            box = QRectF(cx - self.size * 3, cy - self.size * 0.3, self.size * 6, self.size * 0.6)
            if area is None or area.intersects(box.translated(MARGIN, MARGIN)):
                painter.drawText(box.translated(MARGIN, MARGIN), Qt.AlignmentFlag.AlignCenter, label.text)


def render_image(scenario: Scenario, size: float = HEX_SIZE) -> QImage:
    """The whole map as an image."""
    painter_of = MapPainter(scenario, size)
    rect = painter_of.bounds()
    image = QImage(math.ceil(rect.width()), math.ceil(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("#f7f3e3"))
    painter = QPainter(image)
    try:
        painter_of.paint(painter)
    finally:
        painter.end()
    return image


def render_png(scenario: Scenario, out: Path, size: float = HEX_SIZE) -> QImage:
    """Render the map to a PNG file; OSError if it cannot be written."""
    image = render_image(scenario, size)
    writer = QImageWriter(str(out), QByteArray(b"png"))
    if not writer.write(image):
        raise OSError(f"cannot write {out}: {writer.errorString()}")
    return image


def render_map_file(scenario: Scenario, out: Path, size: float = HEX_SIZE) -> int:
    """``render-map``: write the PNG (a Qt application is made if none runs); 0 on success, 1 on failure."""
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    try:
        image = render_png(scenario, out, size)
    except OSError as exc:
        print(f"render-map: {exc}", file=sys.stderr)
        return 1
    finally:
        app.processEvents()
    print(f"{out}: {image.width()}x{image.height()} pixels")
    return 0
