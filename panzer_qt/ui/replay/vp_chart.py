"""The chart of Soviet VP over the game, drawn with pyqtgraph: one band per source (towns, exits, German
divisions eliminated out of C&C, towns cut off at the end), the total, the draw and victory thresholds (4.3),
the cursor's position; a click moves the cursor there.

The time axis gives every phase one unit (``PhaseScale``); the values are those of the steps the proof has
re-simulated, read from the engine's states, so the chart grows while a record is checked and stops at a desync.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from numpy.typing import NDArray
from PySide6.QtCore import QCoreApplication, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QGraphicsGridLayout, QGraphicsItem, QGraphicsSceneMouseEvent, QWidget

from panzer_qt.records.review import Review
from panzer_qt.rules.victory import VP_REASONS
from panzer_qt.ui.common.event_text import phase_title
from panzer_qt.ui.replay.phase_scale import PhaseScale
from panzer_qt.ui.translated import engine_text

SOURCE_COLOURS = {
    "vp_territory": "#c62828",
    "vp_exits": "#ef6c00",
    "vp_eliminations": "#6a1b9a",
    "vp_cut_off_towns": "#455a64",
}
"""One colour per VP source, by its state field (the sources of ``rules.victory.VP_REASONS``)."""
BAND_LIGHTER = 160
TOTAL_PEN = pg.mkPen("#111111", width=2)
CURSOR_COLOUR = "#0d47a1"
THRESHOLD_PEN = pg.mkPen("#444444", width=1, style=Qt.PenStyle.DashLine)
LABEL_FILL = pg.mkBrush(255, 255, 255, 210)
"""Behind a threshold's label, which lies over the coloured bands when the curve is above both lines."""
LEGEND_BRUSH = pg.mkBrush(255, 255, 255, 220)
HEADROOM = 8
LEGEND_COLUMNS = 3
LEGEND_GAP = 24
"""Pixels between the legend and the threshold labels at the right end of the plot."""
LABELS_FROM = 0.75
"""The threshold labels lie right of this share of the time axis."""
LABEL_POSITION = 0.98
"""Where the victory label ends along its line (the draw label too, unless they would overlap: ``_keep_apart``)."""
LABEL_GAP = 12
"""Pixels between the draw label and the victory label when they are side by side."""
CURSOR_WIDTH = 2


def staircase(xs: NDArray[np.float64], ys: NDArray[np.float64], end: float) -> tuple[NDArray[np.float64], ...]:
    """Points of a step line: each value held from its x to the next one's, the last up to ``end``."""
    out_x = np.repeat(np.append(xs, end), 2)[1:-1]
    out_y = np.repeat(ys, 2)
    return out_x, out_y


def cursor_line(viewport: QWidget) -> QWidget:
    """The cursor: a thin widget over the plot rather than an item in it, so that moving it repaints only the
    strip it leaves (a line item made the whole plot lay itself out and repaint at every step)."""
    line = QWidget(viewport)
    line.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    line.setAutoFillBackground(True)
    palette = line.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor(CURSOR_COLOUR))
    line.setPalette(palette)
    return line


def lay_out_legend(legend: pg.LegendItem, columns: int) -> None:
    """The legend's entries in rows of ``columns``, in their order, in a new grid (pyqtgraph's own
    ``setColumnCount`` can leave an entry where an earlier layout had it, over another, and a grid keeps the widths
    of columns it no longer uses)."""
    old = legend.layout
    for i in range(old.count() - 1, -1, -1):
        old.removeAt(i)
    layout = QGraphicsGridLayout()
    layout.setVerticalSpacing(old.verticalSpacing())
    layout.setHorizontalSpacing(old.horizontalSpacing())
    layout.setContentsMargins(*old.getContentsMargins())
    for n, (sample, label) in enumerate(legend.items):
        row, column = divmod(n, columns)
        layout.addItem(sample, row, 2 * column, alignment=Qt.AlignmentFlag.AlignVCenter)
        layout.addItem(label, row, 2 * column + 1)
    legend.setLayout(layout)  # deletes the old grid
    legend.layout = layout
    legend.columnCount, legend.rowCount = columns, -(-len(legend.items) // columns)
    size = layout.effectiveSizeHint(Qt.SizeHint.PreferredSize)  # from the entries' own sizes, not their last places
    legend.setGeometry(0, 0, size.width(), size.height())
    layout.activate()
    legend.update()


class VPChart(pg.PlotWidget):  # type: ignore[misc]  # pyqtgraph has no type hints
    """Soviet VP per phase and turn by source; ``stepChosen`` carries the step of a click."""

    stepChosen = Signal(int)  # noqa: N815 (Qt signal name)

    def __init__(self, review: Review, parent: QWidget | None = None, cursor: bool = True) -> None:
        """``cursor``: draw the cursor line (a chart for a report has none)."""
        super().__init__(parent, background="w")
        self.review, self.with_cursor = review, cursor
        self.scale = PhaseScale(review.index.marks, review.index.total)
        self.setMenuEnabled(False)  # and its menus deleted (parentless, they outlived the chart)
        self.plotItem.ctrlMenu.deleteLater()
        self.plotItem.ctrlMenu = None
        self.setMouseEnabled(x=False, y=False)
        self.hideButtons()
        self.showGrid(y=True, alpha=0.25)
        self.setLabel("left", QCoreApplication.translate("VPChart", "Soviet VP"))
        self.addLegend(
            offset=(8, 4), labelTextSize="8pt", labelTextColor="#222222", brush=LEGEND_BRUSH, colCount=LEGEND_COLUMNS
        )
        self.bands = self._bands()
        self.total = self.plot([], [], pen=TOTAL_PEN, name=QCoreApplication.translate("VPChart", "Total"))
        for curve in [edge for _, edge in self.bands] + [self.total]:
            curve.curve.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # the cursor moves over them
        self.labels = self._thresholds()
        for item in (self.getAxis("left"), self.getAxis("bottom"), self.plotItem.legend):
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # and over the grid and the legend
        self.top = 0
        self.cursor_x = 0.0
        """The cursor's place on the time axis."""
        self.cursor_line = cursor_line(self.viewport())
        self.plotItem.vb.sigResized.connect(self._place_cursor)
        self.plotItem.vb.sigResized.connect(self._fit_legend)
        self.plotItem.vb.sigResized.connect(self._keep_apart)
        self.plotItem.vb.sigXRangeChanged.connect(self._place_cursor)
        self._axis()
        self.scene().sigMouseClicked.connect(self._clicked)
        self.scene().sigMouseMoved.connect(self._hovered)
        self.refresh()

    def _bands(self) -> list[tuple[str, pg.PlotDataItem]]:
        """One band per source, stacked: each source's running sum filled down to zero, the later sums behind
        the earlier ones, so each band shows its own colour."""
        bands = []
        for depth, (name, colour) in enumerate(SOURCE_COLOURS.items()):
            words = engine_text(VP_REASONS[name][0])
            fill = QColor(colour).lighter(BAND_LIGHTER)
            edge = self.plot(
                [], [], pen=pg.mkPen(colour, width=1), fillLevel=0, brush=fill, name=words[:1].upper() + words[1:]
            )
            edge.setZValue(-depth)
            bands.append((name, edge))
        return bands

    def _thresholds(self) -> list[pg.InfLineLabel]:
        """The draw and victory lines (4.3), the victory label above its line, the draw label below its own (until
        the curve says otherwise: ``_clear_of_curve``); their labels."""
        victory = self.review.record.scenario.tables.victory
        labels = []
        for value, words, anchor in (
            (victory.draw_at, QCoreApplication.translate("VPChart", "draw"), 0),
            (victory.soviet_victory_at, QCoreApplication.translate("VPChart", "Soviet victory"), 1),
        ):
            options = {
                "position": LABEL_POSITION,
                "color": "#333333",
                "fill": LABEL_FILL,  # readable where it lies over the bands
                "anchors": [(1, anchor), (1, anchor)],
            }
            line = pg.InfiniteLine(pos=value, angle=0, pen=THRESHOLD_PEN, label=f"{words} {value}", labelOpts=options)
            line.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            self.addItem(line)
            labels.append(line.label)
        return labels

    def _clear_of_curve(self, xs: np.ndarray, level: np.ndarray) -> None:
        """Each threshold label on the side of its line the VP curve does not reach under it (the labels' stretch
        at the right end): above the line while the curve stays below it there, else below."""
        under = level[xs >= self.scale.width * LABELS_FROM]
        near = float(under.max()) if under.size else 0.0
        victory = self.review.record.scenario.tables.victory
        for label, value in zip(self.labels, (victory.draw_at, victory.soviet_victory_at), strict=True):
            anchor = 1 if near < value else 0
            if label.anchors[0] != (1, anchor):
                label.anchors = [(1, anchor), (1, anchor)]
                label.updatePosition()

    def _keep_apart(self) -> None:
        """The draw label left of the victory label when both lie on the same side of their lines: a few VP apart,
        one above the other, they overlap."""
        draw, victory = self.labels
        position, width = LABEL_POSITION, self.plotItem.vb.width()
        if draw.anchors[0] == victory.anchors[0] and width > 0:
            position -= (victory.boundingRect().width() + LABEL_GAP) / width
        if draw.orthoPos != position:
            draw.setPosition(position)

    def _fit_legend(self) -> None:
        """As many legend columns (three at most) as leave the threshold labels at the right end clear."""
        legend = self.plotItem.legend
        room = self.plotItem.vb.width() - max(label.boundingRect().width() for label in self.labels) - LEGEND_GAP
        for columns in range(LEGEND_COLUMNS, 0, -1):
            lay_out_legend(legend, columns)
            if legend.boundingRect().width() <= room:
                return

    def _axis(self) -> None:
        ticks = self.scale.turn_ticks()
        phases = [(float(j), "") for j in range(self.scale.width)]
        self.getAxis("bottom").setTicks([ticks, phases])
        self.setXRange(0, self.scale.width, padding=0.01)

    def rescale(self) -> None:
        """Lay the axis out anew (the record's landmarks were cut at a desync)."""
        self.scale = PhaseScale(self.review.index.marks, self.review.index.total)
        self._axis()
        self.refresh()

    def refresh(self) -> None:
        """Draw the steps proved so far."""
        vp = self.review.vp
        xs = np.array([self.scale.x(step) for step in range(len(vp))], dtype=float)
        end = self.scale.x(len(vp) - 1) + (0.0 if len(vp) <= self.review.index.total else 1.0)
        level = np.zeros(len(vp))
        for name, edge in self.bands:
            level = level + np.array([parts[name] for parts in vp], dtype=float)
            edge.setData(*staircase(xs, level, end))
        self.total.setData(*staircase(xs, level, end))
        self._clear_of_curve(xs, level)
        self._keep_apart()
        victory = self.review.record.scenario.tables.victory
        top = max(victory.soviet_victory_at, int(level.max(initial=0))) + HEADROOM
        if top != self.top:
            self.top = top
            self.setYRange(0, top)

    def set_cursor(self, step: int) -> None:
        """Put the cursor line at ``step``."""
        x = self.scale.x(step)
        if x != self.cursor_x:
            self.cursor_x = x
            self._place_cursor()

    def _place_cursor(self) -> None:
        """The cursor line across the plotting area at ``cursor_x`` (hidden outside it)."""
        box = self.mapFromScene(self.plotItem.vb.sceneBoundingRect()).boundingRect()
        x = self.mapFromScene(self.plotItem.vb.mapViewToScene(QPointF(self.cursor_x, 0))).x()
        self.cursor_line.setGeometry(x - CURSOR_WIDTH // 2, box.top(), CURSOR_WIDTH, box.height())
        self.cursor_line.setVisible(self.with_cursor and box.left() <= x <= box.right())

    def step_at(self, scene_pos: QPointF) -> int | None:
        """The step under a scene point of the plot, or None outside the plotting area."""
        box = self.plotItem.vb
        if not box.sceneBoundingRect().contains(scene_pos):
            return None
        return self.scale.step(box.mapSceneToView(scene_pos).x())

    def _clicked(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        step = self.step_at(event.scenePos())
        if step is not None:
            self.stepChosen.emit(step)

    def _hovered(self, scene_pos: QPointF) -> None:
        step = self.step_at(scene_pos)
        self.setToolTip("" if step is None else self.describe(step))

    def describe(self, step: int) -> str:
        """The VP of a step by source, with its turn and phase (the tooltip)."""
        mark = self.review.index.mark_at(step)
        head = QCoreApplication.translate("VPChart", "Step {step}: turn {turn}, {phase}").format(
            step=step, turn=mark.turn, phase=phase_title(mark.phase, mark.segment)
        )
        if step >= len(self.review.vp):
            return QCoreApplication.translate("VPChart", "{head}\nnot proved yet").format(head=head)
        parts = self.review.vp[step]
        lines = [f"{engine_text(VP_REASONS[name][0])}: {parts[name]}" for name in SOURCE_COLOURS]
        return "\n".join(
            [
                head,
                QCoreApplication.translate("VPChart", "Soviet VP {values}").format(values=sum(parts.values())),
                *lines,
            ]
        )
