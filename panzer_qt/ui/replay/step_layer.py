"""The marks of the step at the cursor drawn over the map: arrows above the counters for moves, retreats and
advances, and the canvas's highlights for the combat's hexes, losses, placements and the chosen event."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPen

from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.map.overlays import OverlayItem, Shapes
from panzer_qt.ui.replay.step_marks import MARK_KINDS, StepMarks

Z_ARROWS = 36.0
"""Above the counters (20), the town names (25) and the highlights (30)."""
ARROW_WIDTH = 5.0
ARROW_COLOURS = {"move": "#1a237e", "retreat": "#d84315", "advance": "#00a040"}


def arrow_pen(kind: str) -> QPen:
    """The pen of one kind of arrow: opaque enough to read, light enough to see the counters through."""
    colour = QColor(ARROW_COLOURS[kind])
    colour.setAlpha(210)
    return QPen(colour, ARROW_WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


class StepLayer:
    """Shows one step's ``StepMarks`` on ``canvas``, replacing the previous step's."""

    def __init__(self, canvas: MapCanvas) -> None:
        self.canvas = canvas
        self.arrows = OverlayItem(canvas.map_item.boundingRect(), Z_ARROWS, cached=False)
        canvas.scene().addItem(self.arrows)
        self.marks = StepMarks()

    def show(self, marks: StepMarks) -> None:
        """Draw these marks."""
        self.marks = marks
        shapes = Shapes()
        geo = self.canvas.geo
        for arrow in marks.arrows:
            shapes.arrow([geo.centre(h) for h in arrow.hexes], arrow_pen(arrow.kind))
            shapes.marked.setdefault(f"arrow_{arrow.kind}", set()).update(arrow.hexes)
        self.arrows.set_shapes(shapes)
        for kind in MARK_KINDS:
            self.canvas.highlight(kind, marks.hexes[kind])
