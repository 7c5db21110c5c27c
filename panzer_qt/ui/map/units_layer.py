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
from panzer_qt.ui.map.counters import CounterFace, counter_pixmap, face_of, face_pixmap, kg_pixmap
from panzer_qt.ui.map.pixmap_cache import copy_at, picture, plain_scale

COUNTER = 50.0
"""Counter side in scene units (the hex circumradius is 40, its height 69)."""
DROP = 4.0
"""Counters sit this far below the hex centre, leaving the hex number readable."""
DEPTH_STEP = 3.0
SELECT_COLOUR = QColor("#ffd400")
Z_STACK, Z_EXPANDED = 20.0, 40.0
PICTURE_PIXELS_KEPT = 8_000_000
"""How many pixels of stack pictures are kept (some 32 MB)."""
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
    """A stack in one hex: the top counter over edges for each counter below and a count badge. It is drawn once per
    look and scale into a picture (``stack_picture``), which later repaints copy pixel for pixel: a repaint of the map
    where many stacks stand (a replay's jump) draws each of them again."""

    def __init__(self, centre: QPointF, faces: list[tuple[UnitSpec, int]], count: int, selected: bool) -> None:
        super().__init__()
        self.setPos(centre + QPointF(0, DROP))
        self.setZValue(Z_STACK)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._set(faces, count, selected)

    def _set(self, faces: list[tuple[UnitSpec, int]], count: int, selected: bool) -> None:
        self.faces, self.count, self.selected = faces, count, selected
        self.look = (face_of(*faces[0]), count, selected)
        half, depth = COUNTER / 2, self._depth() * DEPTH_STEP
        size = COUNTER + BADGE_ROOM + 4 + depth
        self.box = QRectF(-half - BADGE_ROOM, -half - BADGE_ROOM - depth, size, size)
        """Room for the edges of the counters below (up and right), the selection outline and the count badge,
        which stands 7.5 past the top counter's top-left corner: a repaint that reaches only the badge's rim must
        draw this stack again."""

    def restack(self, faces: list[tuple[UnitSpec, int]], count: int, selected: bool) -> None:
        """Show another stack in the same hex."""
        self.prepareGeometryChange()
        self._set(faces, count, selected)
        self.update()

    def _depth(self) -> int:
        return min(self.count - 1, 3)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self.box

    def counter_rect(self) -> QRectF:
        """Where the top counter is drawn, relative to the hex centre."""
        half = COUNTER / 2
        return QRectF(-half, -half, COUNTER, COUNTER)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        scale = plain_scale(painter)
        if scale is None:
            self.draw(painter)  # turned or stretched: drawn as it is
            return
        copy_at(painter, self.boundingRect().topLeft(), stack_picture(self, scale, device_ratio(widget)))

    def draw(self, painter: QPainter) -> None:
        """Draw the stack in the item's coordinates."""
        rect = self.counter_rect()
        px = device_size(painter, COUNTER)
        painter.setPen(QPen(QColor(40, 40, 40), 0.8))
        painter.setBrush(QBrush(QColor(60, 60, 60)))
        for i in range(self._depth(), 0, -1):
            painter.drawRoundedRect(rect.translated(i * DEPTH_STEP, -i * DEPTH_STEP), 3, 3)
        draw_pixmap(painter, rect, face_pixmap(self.look[0], px, round(painter.device().devicePixelRatioF(), 2)))
        if self.selected:
            painter.setPen(QPen(SELECT_COLOUR, 3.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 4, 4)
        if self.count > 1:
            badge(painter, rect.topLeft() + QPointF(1, 1), str(self.count))


_PICTURES: dict[tuple[tuple[CounterFace, int, bool], float, float], QPixmap] = {}
_PICTURED_PIXELS = [0]


def stack_picture(stack: StackItem, scale: float, dpr: float) -> QPixmap:
    """A stack's drawing at ``scale`` on a transparent picture the size of its bounding box in device pixels (kept
    per look, scale and pixel ratio; all are let go when they hold ``PICTURE_PIXELS_KEPT`` pixels)."""
    key = (stack.look, scale, dpr)
    kept = _PICTURES.get(key)
    if kept is None:
        box = stack.boundingRect()
        kept, painter = picture(box.size(), scale, dpr)
        painter.translate(-box.topLeft())
        stack.draw(painter)
        painter.end()
        if _PICTURED_PIXELS[0] > PICTURE_PIXELS_KEPT:
            _PICTURES.clear()
            _PICTURED_PIXELS[0] = 0
        _PICTURES[key] = kept
        _PICTURED_PIXELS[0] += kept.width() * kept.height()
    return kept


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
    changes only the items of the hexes that changed, so only those are repainted."""

    def __init__(self, scene: QGraphicsScene, centre: Callable[[str], QPointF]) -> None:
        self.scene, self.centre = scene, centre
        self.shown: dict[str, StackView] = {}
        self.stacks: dict[str, StackItem] = {}
        self.spare: dict[str, StackItem] = {}
        """Hidden items of hexes left empty, shown again when a stack comes back: a replay's jump empties and fills
        dozens of hexes."""
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
        """Show these stacks; returns the hexes whose stack changed (their items are drawn again)."""
        changed = {hid for hid in shown.keys() | self.shown.keys() if shown.get(hid) != self.shown.get(hid)}
        for hid in changed:
            view = shown.get(hid)
            if view is None:
                self.spare[hid] = self.stacks.pop(hid)
                self.spare[hid].hide()
                continue
            faces = [(specs[u], steps) for u, steps in view.units]
            item = self.stacks.get(hid) or self.spare.pop(hid, None)
            if item is None:
                self.stacks[hid] = StackItem(self.centre(hid), faces, view.count, view.selected)
                self.scene.addItem(self.stacks[hid])
            else:
                item.restack(faces, view.count, view.selected)
                item.show()
                self.stacks[hid] = item
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
