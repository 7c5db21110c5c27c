"""The figures of the Balance Test dialog: the VP histogram with the victory levels drawn (a click on a bar
chooses its games), the mean VP by turn, and tables filled from rows of texts."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QPointF, Qt, Signal
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from panzer_qt.ai.games import GameSummary
from panzer_qt.model.tables import VictoryTable

TEST_COLOUR = "#1565c0"
BASELINE_COLOUR = "#9e9e9e"
LEVEL_PEN = pg.mkPen("#c62828", width=1, style=Qt.PenStyle.DashLine)
LEGEND_BRUSH = pg.mkBrush(255, 255, 255, 220)
MOST_BINS = 40
"""Bars at most: a wider spread of VP puts several VP in a bar."""


def this_scenario_name() -> str:
    """The name of the scenario tested in the figures."""
    return QCoreApplication.translate("BalanceCharts", "This scenario")


def baseline_name() -> str:
    """The name of the baseline in the figures."""
    return QCoreApplication.translate("BalanceCharts", "Baseline")


def bins_of(values: Sequence[int]) -> tuple[int, int, int]:
    """The first VP, the VP per bar and the number of bars that hold every value.

    >>> bins_of([3, 7, 5]), bins_of(list(range(0, 100)))
    ((3, 1, 5), (0, 3, 34))
    """
    low, high = min(values, default=0), max(values, default=0)
    width = max(1, math.ceil((high - low + 1) / MOST_BINS))
    return low, width, (high - low) // width + 1


class VPHistogram(pg.PlotWidget):  # type: ignore[misc]  # pyqtgraph has no type hints
    """How many games ended on each final VP: this scenario's bars, the baseline's beside them in grey, the draw
    and Soviet victory levels (4.3) as dashed lines. ``barChosen`` carries a clicked bar's lowest and highest VP."""

    barChosen = Signal(int, int)  # noqa: N815 (Qt signal name)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, background="w")
        self.setMenuEnabled(False)
        self.setMouseEnabled(x=False, y=False)
        self.hideButtons()
        self.showGrid(y=True, alpha=0.25)
        self.setLabel("bottom", QCoreApplication.translate("VPHistogram", "Soviet VP at the end"))
        self.setLabel("left", QCoreApplication.translate("VPHistogram", "Games"))
        self.bins = (0, 1, 0)
        legend = self.addLegend(offset=(-8, 4), labelTextSize="8pt", labelTextColor="#222222", brush=LEGEND_BRUSH)
        self.test = pg.BarGraphItem(x=[], height=[], width=0.5, brush=TEST_COLOUR, pen=TEST_COLOUR)
        self.baseline = pg.BarGraphItem(x=[], height=[], width=0.5, brush=BASELINE_COLOUR, pen=BASELINE_COLOUR)
        for item, name in ((self.test, this_scenario_name()), (self.baseline, baseline_name())):
            self.addItem(item)
            legend.addItem(item, name)
        self.levels: list[pg.InfiniteLine] = []
        self.scene().sigMouseClicked.connect(self._clicked)

    def show_games(self, games: Sequence[GameSummary], baseline: Sequence[GameSummary], victory: VictoryTable) -> None:
        """Draw the games (and the baseline's) with the scenario's victory levels."""
        values = [g.vp for g in (*games, *baseline)]
        low, width, count = self.bins = bins_of([*values, victory.draw_at, victory.soviet_victory_at])
        both = bool(baseline)
        for item, found, shift in ((self.test, games, -0.25), (self.baseline, baseline, 0.25)):
            heights = [0] * count
            for game in found:
                heights[(game.vp - low) // width] += 1
            xs = [self.centre(k) + (shift * width if both else 0) for k in range(count)]
            item.setOpts(x=xs, height=heights, width=width * (0.5 if both else 0.9))
        self._draw_levels(victory)
        self.setXRange(low - width, low + count * width, padding=0)

    def centre(self, k: int) -> float:
        """The middle of bar ``k`` on the VP axis."""
        low, width, _ = self.bins
        return low + k * width + (width - 1) / 2

    def _draw_levels(self, victory: VictoryTable) -> None:
        for line in self.levels:
            self.removeItem(line)
        names = (
            (victory.draw_at, QCoreApplication.translate("VPHistogram", "draw")),
            (victory.soviet_victory_at, QCoreApplication.translate("VPHistogram", "Soviet victory")),
        )
        options = {"position": 0.75, "color": "#c62828", "anchors": [(0, 0), (0, 0)]}
        self.levels = [
            pg.InfiniteLine(pos=vp - 0.5, angle=90, pen=LEVEL_PEN, label=f"{words} {vp}", labelOpts=options)
            for vp, words in names
        ]
        for line in self.levels:
            self.addItem(line)

    def bar_at(self, scene_pos: QPointF) -> tuple[int, int] | None:
        """The VP a bar under a scene point spans, or None outside the bars."""
        box = self.plotItem.vb
        if not box.sceneBoundingRect().contains(scene_pos):
            return None
        low, width, count = self.bins
        k = math.floor((box.mapSceneToView(scene_pos).x() + 0.5 - low) / width)
        return (low + k * width, low + k * width + width - 1) if 0 <= k < count else None

    def point_of(self, vp: int) -> QPointF:
        """The viewport point in the middle of the bar holding ``vp``, a little above the axis."""
        k = (vp - self.bins[0]) // self.bins[1]
        point: QPointF = self.mapFromScene(self.plotItem.vb.mapViewToScene(QPointF(self.centre(k), 0.3)))
        return point

    def _clicked(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            found = self.bar_at(event.scenePos())
            if found is not None:
                self.barChosen.emit(*found)


class TurnChart(pg.PlotWidget):  # type: ignore[misc]  # pyqtgraph has no type hints
    """The mean Soviet VP at the end of each turn, this scenario's and the baseline's."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, background="w")
        self.setMenuEnabled(False)
        self.setMouseEnabled(x=False, y=False)
        self.hideButtons()
        self.showGrid(x=True, y=True, alpha=0.25)
        self.setLabel("bottom", QCoreApplication.translate("TurnChart", "Turn"))
        self.setLabel("left", QCoreApplication.translate("TurnChart", "Mean Soviet VP"))
        self.addLegend(offset=(8, 4), labelTextSize="8pt", labelTextColor="#222222", brush=LEGEND_BRUSH)
        dots = {"symbol": "o", "symbolSize": 5}
        self.test = self.plot([], [], pen=pg.mkPen(TEST_COLOUR, width=2), name=this_scenario_name(), **dots)
        self.baseline = self.plot([], [], pen=pg.mkPen(BASELINE_COLOUR, width=2), name=baseline_name(), **dots)

    def show_means(self, means: Sequence[float], baseline: Sequence[float]) -> None:
        """Draw the means by turn (turn 1 first)."""
        self.test.setData(list(range(1, len(means) + 1)), list(means))
        self.baseline.setData(list(range(1, len(baseline) + 1)), list(baseline))
        self.setYRange(0, max([*means, *baseline, 1.0]) * 1.1, padding=0)


def fill_table(table: QTableWidget, headers: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
    """Show rows of texts under the headers (read-only; the first column names the row)."""
    table.clear()
    table.setColumnCount(len(headers))
    table.setRowCount(len(rows))
    table.setHorizontalHeaderLabels(list(headers))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            if c > 0:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)
    table.resizeColumnsToContents()
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)


def read_only_table() -> QTableWidget:
    """A table for figures: no row numbers, no editing."""
    table = QTableWidget()
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setAlternatingRowColors(True)
    return table
