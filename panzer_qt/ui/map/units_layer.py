"""Counters on the map: one item per stack (top counter, depth edges, count badge, selection outline), KG markers
and the fanned-out stack under the cursor."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from panzer_qt.model.oob import UnitSpec
from panzer_qt.ui.map.counters import counter_pixmap, kg_pixmap

COUNTER = 50.0
"""Counter side in scene units (the hex circumradius is 40, its height 69)."""
DROP = 4.0
"""Counters sit this far below the hex centre, leaving the hex number readable."""
DEPTH_STEP = 3.0
SELECT_COLOUR = QColor("#ffd400")
Z_STACK, Z_EXPANDED = 20.0, 40.0
BADGE_ROOM = 8.0
"""How far a stack's drawing may reach past its top counter's top-left corner (the count badge)."""


def device_size(painter: QPainter, logical: float) -> int:
    """The pixel size a scene length shows at, rounded to quarter-octave steps so the cache stays small."""
    scale = math.hypot(painter.worldTransform().m11(), painter.worldTransform().m12()) or 1.0
    raw = max(8.0, logical * scale)
    return round(2 ** (round(math.log2(raw) * 4) / 4))


def draw_pixmap(painter: QPainter, target: QRectF, pixmap: QPixmap) -> None:
    """Draw a cached pixmap into a scene rectangle, smoothly scaled."""
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))


def device_ratio(widget: QWidget | None) -> float:
    return widget.devicePixelRatioF() if widget is not None else 1.0


class StackItem(QGraphicsItem):
    """A stack in one hex: the top counter over edges for each counter below and a count badge."""

    def __init__(self, centre: QPointF, faces: list[tuple[UnitSpec, int]], count: int, selected: bool) -> None:
        super().__init__()
        self.faces, self.count, self.selected = faces, count, selected
        self.setPos(centre + QPointF(0, DROP))
        self.setZValue(Z_STACK)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _depth(self) -> int:
        return min(self.count - 1, 3)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        """Room for the edges of the counters below (up and right), the selection outline and the count badge,
        which stands 7.5 past the top counter's top-left corner: a repaint that reaches only the badge's rim must
        draw this stack again."""
        half, depth = COUNTER / 2, self._depth() * DEPTH_STEP
        size = COUNTER + BADGE_ROOM + 4 + depth
        return QRectF(-half - BADGE_ROOM, -half - BADGE_ROOM - depth, size, size)

    def counter_rect(self) -> QRectF:
        """Where the top counter is drawn, relative to the hex centre."""
        half = COUNTER / 2
        return QRectF(-half, -half, COUNTER, COUNTER)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.counter_rect()
        px, dpr = device_size(painter, COUNTER), device_ratio(widget)
        painter.setPen(QPen(QColor(40, 40, 40), 0.8))
        painter.setBrush(QBrush(QColor(60, 60, 60)))
        for i in range(self._depth(), 0, -1):
            painter.drawRoundedRect(rect.translated(i * DEPTH_STEP, -i * DEPTH_STEP), 3, 3)
        spec, steps = self.faces[0]
        draw_pixmap(painter, rect, counter_pixmap(spec, steps, px, dpr))
        if self.selected:
            painter.setPen(QPen(SELECT_COLOUR, 3.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 4, 4)
        if self.count > 1:
            badge(painter, rect.topLeft() + QPointF(1, 1), str(self.count))


def badge(painter: QPainter, at: QPointF, text: str) -> None:
    """A small round count badge."""
    painter.setPen(QPen(QColor("#ffffff"), 1.0))
    painter.setBrush(QBrush(QColor("#202020")))
    painter.drawEllipse(at, 8.0, 8.0)
    font = QFont("DejaVu Sans")
    font.setPixelSize(11)
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(QRectF(at.x() - 8, at.y() - 8, 16, 16), Qt.AlignmentFlag.AlignCenter, text)


class ExpandedStack(QGraphicsItem):
    """Every visible counter of a hovered stack, laid out in a row above it."""

    GAP = 4.0

    def __init__(self, centre: QPointF, faces: list[tuple[UnitSpec, int]]) -> None:
        super().__init__()
        self.faces = faces
        self.setPos(centre)
        self.setZValue(Z_EXPANDED)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        width = len(self.faces) * (COUNTER + self.GAP) + self.GAP
        return QRectF(-width / 2, -COUNTER * 1.9 - self.GAP, width, COUNTER + 2 * self.GAP)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        box = self.boundingRect()
        painter.setPen(QPen(QColor(30, 30, 30, 200), 1.0))
        painter.setBrush(QBrush(QColor(250, 248, 240, 235)))
        painter.drawRoundedRect(box, 5, 5)
        px, dpr = device_size(painter, COUNTER), device_ratio(widget)
        for i, (spec, steps) in enumerate(self.faces):
            target = QRectF(box.left() + self.GAP + i * (COUNTER + self.GAP), box.top() + self.GAP, COUNTER, COUNTER)
            draw_pixmap(painter, target, counter_pixmap(spec, steps, px, dpr))


class MarkerItem(QGraphicsItem):
    """A KG marker beside its hex's stack."""

    SIZE = 26.0

    def __init__(self, centre: QPointF, name: str) -> None:
        super().__init__()
        self.name = name
        self.setPos(centre + QPointF(COUNTER * 0.3, COUNTER * 0.05))
        self.setZValue(Z_STACK + 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(0, 0, self.SIZE, self.SIZE)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        size = device_size(painter, self.SIZE)
        draw_pixmap(painter, self.boundingRect(), kg_pixmap(self.name, size, device_ratio(widget)))


@dataclass(frozen=True)
class StackView:
    """What one hex shows: the visible counters top first (unit id, steps), how many it holds, whether selected."""

    units: tuple[tuple[str, int], ...]
    count: int
    selected: bool


class UnitsLayer:
    """The stack and marker items of a scene. ``show`` compares what each hex shows with what it showed and
    replaces only the items of the hexes that changed, so only those are repainted."""

    def __init__(self, scene: QGraphicsScene, centre: Callable[[str], QPointF]) -> None:
        self.scene, self.centre = scene, centre
        self.shown: dict[str, StackView] = {}
        self.stacks: dict[str, StackItem] = {}
        self.markers: dict[tuple[str, str], MarkerItem] = {}
        self.expanded: ExpandedStack | None = None
        self.expanded_hex = ""
        self.rotation: dict[str, int] = {}

    def order(self, hid: str, ids: list[str]) -> list[str]:
        """The display order of a stack, top first: its units turned round by the stack's rotation."""
        if not ids:
            return []
        turn = self.rotation.get(hid, 0) % len(ids)
        return ids[turn:] + ids[:turn]

    def bring_on_top(self, visible: dict[str, list[str]], selection: Iterable[str]) -> None:
        """Turn each stack holding a selected unit so that the first selected unit is on top."""
        chosen = set(selection)
        for hid, ids in visible.items():
            ordered = self.order(hid, ids)
            first = next((u for u in ordered if u in chosen), None)
            if first is not None and first != ordered[0]:
                self.rotation[hid] = ids.index(first)

    def show(self, shown: dict[str, StackView], specs: Mapping[str, UnitSpec]) -> set[str]:
        """Show these stacks; returns the hexes whose item was replaced."""
        changed = {hid for hid in shown.keys() | self.shown.keys() if shown.get(hid) != self.shown.get(hid)}
        for hid in changed:
            old = self.stacks.pop(hid, None)
            if old is not None:
                self.scene.removeItem(old)
            view = shown.get(hid)
            if view is not None:
                faces = [(specs[u], steps) for u, steps in view.units]
                self.stacks[hid] = StackItem(self.centre(hid), faces, view.count, view.selected)
                self.scene.addItem(self.stacks[hid])
        self.shown = dict(shown)
        if self.expanded_hex in changed:
            self.collapse()
        return changed

    def show_markers(self, markers: set[tuple[str, str]]) -> None:
        """Show these KG markers, (hex, name) each."""
        for key in self.markers.keys() - markers:
            self.scene.removeItem(self.markers.pop(key))
        for key in markers - self.markers.keys():
            hid, name = key
            self.markers[key] = MarkerItem(self.centre(hid), name)
            self.scene.addItem(self.markers[key])

    def expand(self, hid: str) -> None:
        """Fan out the counters of a stack holding more than one visible counter."""
        self.collapse()
        stack = self.stacks.get(hid)
        if stack is not None and len(stack.faces) > 1:
            self.expanded, self.expanded_hex = ExpandedStack(self.centre(hid), stack.faces), hid
            self.scene.addItem(self.expanded)

    def collapse(self) -> None:
        """Hide the fanned-out stack."""
        if self.expanded is not None:
            self.scene.removeItem(self.expanded)
            self.expanded, self.expanded_hex = None, ""
