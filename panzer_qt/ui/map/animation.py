"""Moves and losses animated over the map: a counter slides along the path its stack took (moves, retreats,
advances) and a hex that lost a step flashes. A layer of its own over the units; the stacks are already drawn
where they ended, and the one a counter slides to is hidden until it arrives.

The speed is a multiple of the normal length (0: off); at the normal speed a whole move takes at most
``MOVE_MS_MAX`` milliseconds, so play never waits on it for long.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QAbstractAnimation, QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from panzer_qt.model.events import Advanced, Event, Retreated, StepLost, UnitEliminated, UnitMoved
from panzer_qt.model.oob import UnitSpec
from panzer_qt.ui.map.counters import counter_pixmap
from panzer_qt.ui.map.units_layer import COUNTER, DROP, UnitsLayer, device_ratio, device_size, draw_pixmap

MOVE_MS_PER_HEX = 45
MOVE_MS_MAX = 250
"""The longest a move takes at the normal speed (the benchmark's budget is 300 ms)."""
FLASH_MS = 450
FLASH_COLOUR = QColor("#d50000")
Z_ANIMATION = 45.0


@dataclass(frozen=True)
class Slide:
    """A unit seen sliding along hexes (its first hex is where it started)."""

    unit_id: str
    hexes: tuple[str, ...]


def motions(
    events: list[Event], seen: Callable[[str, str], bool], hex_of: Callable[[str], str | None]
) -> tuple[list[Slide], list[str]]:
    """The slides and the hexes that lost steps among ``events``; ``seen(unit, hex)`` says whether the viewer sees
    that unit there (fog of war: nothing hidden moves on screen), ``hex_of`` where a unit stands now."""
    slides: list[Slide] = []
    losses: list[str] = []
    for event in events:
        if isinstance(event, UnitMoved):
            _extend(slides, event.unit_ids, event.from_hex, event.to_hex)
        elif isinstance(event, Retreated):
            slides.append(Slide(event.unit_id, (event.from_hex, event.to_hex)))
        elif isinstance(event, Advanced):
            slides += [Slide(u, (f, event.to_hex)) for u, f in zip(event.unit_ids, event.from_hexes, strict=False)]
        elif isinstance(event, UnitEliminated) and event.hex:
            losses.append(event.hex)
        elif isinstance(event, StepLost) and (hid := hex_of(event.unit_id)) is not None:
            losses.append(hid)
    return [s for s in slides if seen(s.unit_id, s.hexes[-1])], sorted(set(losses))


def _extend(slides: list[Slide], unit_ids: list[str], start: str, end: str) -> None:
    """Add a step of a stack's move to the slide it continues, or start one (one slide per stack: its top unit)."""
    lead = unit_ids[0]
    if slides and slides[-1].unit_id == lead and slides[-1].hexes[-1] == start:
        slides[-1] = Slide(lead, (*slides[-1].hexes, end))
    else:
        slides.append(Slide(lead, (start, end)))


class Ghost(QGraphicsObject):
    """A counter drawn on its own, moved by an animation."""

    def __init__(self, spec: UnitSpec, steps: int) -> None:
        super().__init__()
        self.spec, self.steps = spec, steps
        self.setZValue(Z_ANIMATION)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(-COUNTER / 2 - 2, -COUNTER / 2 - 2, COUNTER + 4, COUNTER + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(-COUNTER / 2, -COUNTER / 2, COUNTER, COUNTER)
        draw_pixmap(
            painter, rect, counter_pixmap(self.spec, self.steps, device_size(painter, COUNTER), device_ratio(widget))
        )


class Flash(QGraphicsItem):
    """A red ring over a hex that lost a step; its opacity is animated."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_ANIMATION)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(-40, -40, 80, 80)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(FLASH_COLOUR, 6.0))
        colour = QColor(FLASH_COLOUR)
        colour.setAlpha(70)
        painter.setBrush(colour)
        painter.drawEllipse(QPointF(0, DROP), 34, 34)


class AnimationLayer(QObject):
    """Plays slides and flashes on a scene; ``speed`` is a multiple of the normal length (0: no animation).
    A child of the scene: closing the window deletes it and its running animations with the scene, so no
    animation ends on a scene already gone."""

    def __init__(self, scene: QGraphicsScene, centre: Callable[[str], QPointF], units: UnitsLayer) -> None:
        super().__init__(scene)
        self.scene, self.centre, self.units = scene, centre, units
        self.running: list[QVariantAnimation] = []

    def play(
        self, slides: list[Slide], losses: list[str], face: Callable[[str], tuple[UnitSpec, int]], speed: float
    ) -> None:
        """Start the animations (those still running jump to their end first)."""
        self.finish()
        if speed <= 0:
            return
        for slide in slides:
            self._slide(slide, face(slide.unit_id), speed)
        for hid in losses:
            self._flash(hid, speed)

    def finish(self) -> None:
        """End every animation now, everything where it belongs."""
        for animation in list(self.running):
            animation.setCurrentTime(animation.duration())
            animation.stop()
        self._drop_finished()

    def _slide(self, slide: Slide, face: tuple[UnitSpec, int], speed: float) -> None:
        points = [self.centre(h) + QPointF(0, DROP) for h in slide.hexes]
        ghost = Ghost(*face)
        ghost.setPos(points[0])
        self.scene.addItem(ghost)
        covered = self.units.stacks.get(slide.hexes[-1])
        if covered is not None:
            covered.setVisible(False)
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(float(len(points) - 1))
        animation.setDuration(round(min(MOVE_MS_MAX, MOVE_MS_PER_HEX * (len(points) - 1) + 60) * speed))
        animation.valueChanged.connect(lambda t: ghost.setPos(_along(points, float(t))))

        def arrived() -> None:
            self.scene.removeItem(ghost)
            if covered is not None and self.units.stacks.get(slide.hexes[-1]) is covered:
                covered.setVisible(True)

        self._start(animation, arrived)

    def _flash(self, hid: str, speed: float) -> None:
        flash = Flash()
        flash.setPos(self.centre(hid))
        self.scene.addItem(flash)
        animation = QVariantAnimation(self)
        animation.setStartValue(1.0)
        animation.setEndValue(0.0)
        animation.setDuration(round(FLASH_MS * speed))
        animation.valueChanged.connect(lambda value: flash.setOpacity(float(value)))
        self._start(animation, lambda: self.scene.removeItem(flash))

    def _start(self, animation: QVariantAnimation, done: Callable[[], None]) -> None:
        """Play ``animation``, then call ``done``; deleted once stopped, with what its slots hold (the ghost)."""
        animation.finished.connect(done)
        animation.finished.connect(self._drop_finished)
        self.running.append(animation)
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _drop_finished(self) -> None:
        self.running = [a for a in self.running if a.state() is QVariantAnimation.State.Running]


def _along(points: list[QPointF], t: float) -> QPointF:
    """The point ``t`` hexes along a path of hex centres."""
    i = min(int(t), len(points) - 2)
    f = t - i
    a, b = points[i], points[i + 1]
    return a + (b - a) * f
