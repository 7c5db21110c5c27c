"""The Georeference dialog: tie points (a hex clicked on the map or typed, its longitude and latitude typed), the warp
fitted through them with each point's misfit in km, and GeoJSON features drawn over the map through it before the
georeference is accepted."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import shapely
from PySide6.QtCore import QCoreApplication, QPointF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGraphicsPathItem,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)
from shapely.geometry import LineString, Point, Polygon

from panzer_qt.editing.checked import EditRefused
from panzer_qt.editing.geoimport import Feature, read_features
from panzer_qt.editing.georeference import georeference
from panzer_qt.geo.affine import AFFINE, THIN_PLATE_SPLINE, fit_affine
from panzer_qt.geo.areas import warped
from panzer_qt.geo.georef import GeoWarp, warp_of
from panzer_qt.model.errors import FileProblemError
from panzer_qt.model.mapspec import ControlPoint, Georeference
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.text import QT_TRANSLATE_NOOP, shown_name
from panzer_qt.ui.edit.dialogs import read_only_cell
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.map.map_render import MARGIN
from panzer_qt.ui.map.tool import MapEvent, MapTool
from panzer_qt.ui.translated import described, engine_text
from panzer_qt.ui.window_parts import explain_buttons

METHODS = {
    AFFINE: QT_TRANSLATE_NOOP("GeoreferenceDialog", "Affine (least squares)"),
    THIN_PLATE_SPLINE: QT_TRANSLATE_NOOP("GeoreferenceDialog", "Thin-plate spline (through every tie point)"),
}
GEOJSON_FILTER = QT_TRANSLATE_NOOP("GeoreferenceDialog", "GeoJSON (*.geojson *.json)")
HEX, LON, LAT, MISFIT, NAME = range(5)
DEGREE_DECIMALS = 4
Z_FEATURES = 35.0
"""Above the map's highlights (30)."""
WATER = QColor("#0277bd")
POINT_RADIUS = 0.12
"""Of a point feature's dot, in hex sizes."""


class PickTool(MapTool):
    """A left click on the preview map picks its hex."""

    def __init__(self, picked: Callable[[str], None]) -> None:
        self.picked = picked

    def press(self, event: MapEvent) -> None:
        if event.hex and event.button == Qt.MouseButton.LeftButton:
            self.picked(event.hex)


class FeaturesItem(QGraphicsPathItem):
    """GeoJSON features on the map: lines and outlines in one path, the areas' fill and the points' dots in others."""

    def __init__(self, canvas: MapCanvas) -> None:
        super().__init__()
        size = canvas.geo.size
        self.to_scene = QTransform(size, 0, 0, size, MARGIN, MARGIN)
        self.dot = POINT_RADIUS * size
        self.areas = QGraphicsPathItem(self)
        self.points = QGraphicsPathItem(self)
        self.setPen(QPen(WATER, 2.5))
        self.areas.setBrush(QBrush(QColor(2, 119, 189, 90)))
        self.areas.setPen(QPen(Qt.PenStyle.NoPen))
        self.points.setBrush(QBrush(QColor("#d84315")))
        self.points.setPen(QPen(QColor("white"), 1.0))
        self.setZValue(Z_FEATURES)
        canvas.scene().addItem(self)

    def show_features(self, features: Sequence[Feature], warp: GeoWarp | None) -> None:
        """Draw the features through the warp (None: none)."""
        lines, areas, points = QPainterPath(), QPainterPath(), QPainterPath()
        for feature in features if warp is not None else []:
            assert warp is not None
            for part in shapely.get_parts(feature.geometry):
                if isinstance(part, Point):
                    x, y = warp.to_pixel(part.x, part.y)
                    points.addEllipse(self.to_scene.map(QPointF(x, y)), self.dot, self.dot)
                elif isinstance(part, LineString | Polygon):
                    self._add(warped(part, warp), lines, areas)
        self.setPath(lines)
        self.areas.setPath(areas)
        self.points.setPath(points)

    def _add(self, geometry: LineString | Polygon, lines: QPainterPath, areas: QPainterPath) -> None:
        rings = [geometry] if isinstance(geometry, LineString) else [geometry.exterior, *geometry.interiors]
        for ring in rings:
            path = QPainterPath()
            coords = list(ring.coords)
            path.moveTo(*coords[0][:2])
            for x, y, *_ in coords[1:]:
                path.lineTo(x, y)
            path = self.to_scene.map(path)
            lines.addPath(path)
            if isinstance(geometry, Polygon):
                areas.addPath(path)


class GeoreferenceDialog(QDialog):
    """Tie points in a table with their misfit, the fields to add one, the warp's method, the GeoJSON to preview and
    the map with the features drawn through the fit; OK gives ``chosen``."""

    previewsChanged = Signal(list)  # noqa: N815 (Qt signal name)
    """The GeoJSON files previewed changed (their paths as strings)."""

    def __init__(self, scenario: Scenario, previews: Sequence[Path] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Georeference the map"))
        self.chosen: Georeference | None = None
        georef = scenario.map.georeference
        self.points: list[ControlPoint] = list(georef.control_points) if georef else []
        self.features: list[Feature] = []
        self.previews: list[Path] = []
        self.canvas = MapCanvas(scenario, self)
        self.canvas.set_tool(PickTool(self.pick))
        self.canvas.setToolTip(self.tr("Click a hex to tie it to the longitude and latitude typed beside"))
        self.drawn = FeaturesItem(self.canvas)
        splitter = QSplitter(self)
        splitter.addWidget(self.canvas)
        splitter.addWidget(self._side(scenario))
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("Georeference"))
        explain_buttons(self.buttons, {"Ok": self.tr("Keep this georeference with the scenario; Undo takes it back")})
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.resize(1100, 680)
        self.show_previews(list(previews))

    def _side(self, scenario: Scenario) -> QWidget:
        side = QWidget(self)
        column = QVBoxLayout(side)
        intro = QLabel(
            self.tr(
                "Tie three or more hexes spread across the map to their longitude and latitude: click a hex on the "
                "map or type its id, type where it lies, then Add. The map shows the GeoJSON placed by the fit."
            )
        )
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.PlainText)
        column.addWidget(intro)
        self.table = QTableWidget(0, 5, side)
        self.table.setObjectName("tie_points")
        self.table.setToolTip(self.tr("The tie points; choose one to change or remove it"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Hex"), self.tr("Longitude"), self.tr("Latitude"), self.tr("Misfit (km)"), self.tr("Name")]
        )
        misfit_tip = self.tr("How far the affine fit puts the tie point from where it was typed")
        self.table.setHorizontalHeaderItem(MISFIT, read_only_cell(self.tr("Misfit (km)"), misfit_tip))
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.itemSelectionChanged.connect(self._chosen_row)
        column.addWidget(self.table, 1)
        column.addLayout(self._fields(scenario))
        self.status = QLabel(side)
        self.status.setObjectName("fit_status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        column.addWidget(self.status)
        return side

    def _fields(self, scenario: Scenario) -> QFormLayout:
        form = QFormLayout()
        self.hex = QLineEdit(self)
        self.hex.setObjectName("tie_hex")
        self.hex.setMaxLength(4)
        self.hex.setPlaceholderText("0101")
        self.hex.setToolTip(self.tr("The hex to tie (CCRR), or click it on the map"))
        self.lon, self.lat = (QDoubleSpinBox(self, decimals=DEGREE_DECIMALS) for _ in range(2))
        self.lon.setRange(-180, 180)
        self.lat.setRange(-90, 90)
        self.lon.setObjectName("tie_lon")
        self.lat.setObjectName("tie_lat")
        self.lon.setToolTip(self.tr("Longitude of the hex's centre in degrees, east positive"))
        self.lat.setToolTip(self.tr("Latitude of the hex's centre in degrees, north positive"))
        self.name = QLineEdit(self)
        self.name.setObjectName("tie_name")
        self.name.setToolTip(self.tr("What the point is (a town, a river mouth): a note for later"))
        add, remove = QPushButton(self.tr("Add"), self), QPushButton(self.tr("Remove"), self)
        add.setObjectName("tie_add")
        remove.setObjectName("tie_remove")
        add.setToolTip(self.tr("Add this tie point (or change the one of this hex)"))
        remove.setToolTip(self.tr("Remove the tie point chosen in the table"))
        add.clicked.connect(self.add_point)
        remove.clicked.connect(self.remove_point)
        self.hex.returnPressed.connect(self.add_point)
        row = QHBoxLayout()
        row.addWidget(add)
        row.addWidget(remove)
        row.addStretch(1)
        form.addRow(self.tr("Hex:"), self.hex)
        form.addRow(self.tr("Longitude:"), self.lon)
        form.addRow(self.tr("Latitude:"), self.lat)
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(row)
        self._warp_fields(form, scenario)
        return form

    def _warp_fields(self, form: QFormLayout, scenario: Scenario) -> None:
        self.method = QComboBox(self)
        self.method.setObjectName("warp_method")
        self.method.setToolTip(
            self.tr("Affine: one scale and angle for the whole map; the spline bends it to pass through every point")
        )
        for method, title in METHODS.items():
            self.method.addItem(QCoreApplication.translate("GeoreferenceDialog", title), method)
        georef = scenario.map.georeference
        self.method.setCurrentIndex(max(0, self.method.findData(georef.method if georef else AFFINE)))
        self.method.currentIndexChanged.connect(self.refit)
        self.files = QLabel(self)
        self.files.setObjectName("preview_files")
        self.files.setWordWrap(True)
        self.files.setTextFormat(Qt.TextFormat.PlainText)
        choose = QPushButton(self.tr("Choose GeoJSON..."), self)
        choose.setObjectName("preview_choose")
        choose.setToolTip(self.tr("GeoJSON files to draw over the map through the fit (rivers, towns, lakes)"))
        choose.clicked.connect(self.choose_previews)
        form.addRow(self.tr("Warp:"), self.method)
        form.addRow(self.tr("Preview:"), self.files)
        form.addRow(choose)

    # -- tie points -------------------------------------------------------------------------------
    def pick(self, hid: str) -> None:
        """A hex clicked on the map: it goes in the Hex field, and the longitude is next to type."""
        self.hex.setText(hid)
        self.lon.setFocus()
        self.lon.selectAll()

    def add_point(self) -> None:
        """Add the point the fields describe, in place of the one of the same hex if there is one."""
        hid = self.hex.text().strip()
        if hid not in self.canvas.grid:
            self.status.setText(self.tr("{hex} is not a hex of this map").format(hex=hid or "-"))
            return
        point = ControlPoint(hex=hid, lon=self.lon.value(), lat=self.lat.value(), name=self.name.text().strip())
        self.points = [p for p in self.points if p.hex != hid] + [point]
        self.name.clear()
        self.refit()

    def remove_point(self) -> None:
        """Remove the point chosen in the table."""
        row = self.table.currentRow()
        if 0 <= row < len(self.points):
            del self.points[row]
            self.refit()

    def _chosen_row(self) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self.points):
            point = self.points[row]
            self.hex.setText(point.hex)
            self.lon.setValue(point.lon)
            self.lat.setValue(point.lat)
            self.name.setText(point.name)

    # -- the fit ----------------------------------------------------------------------------------
    def refit(self) -> None:
        """Fit the warp through the tie points; show each one's misfit, the outcome and the features through it."""
        self.chosen = None
        misfits: Sequence[float] = ()
        try:
            self.chosen = georeference(self.points, str(self.method.currentData()))
            misfits = fit_affine(self.points).residuals_km
        except EditRefused as exc:
            reason = "; ".join(engine_text(p.text) for p in exc.problems)
            self.status.setText(self.tr("No fit: {reason}").format(reason=reason))
        else:
            self.status.setText(self._verdict(max(misfits)))
        self._fill_table(misfits)
        self.ok.setEnabled(self.chosen is not None)
        self.canvas.highlight("tie", [p.hex for p in self.points])
        self.drawn.show_features(self.features, warp_of(self.chosen) if self.chosen else None)

    def _verdict(self, worst: float) -> str:
        if self.chosen is not None and self.chosen.method == AFFINE:
            text = self.tr("Affine fit of %n tie point(s): the farthest lies {km} km off it.", "", len(self.points))
        else:
            text = self.tr("Spline through %n tie point(s); the affine fit's farthest misfit is {km} km.", "",
                           len(self.points))  # fmt: skip
        return text.format(km=self.locale().toString(worst, "f", 2))

    def _fill_table(self, misfits: Sequence[float]) -> None:
        self.table.blockSignals(True)
        self.table.setRowCount(len(self.points))
        number = self.locale().toString
        for row, point in enumerate(self.points):
            misfit = number(misfits[row], "f", 2) if misfits else "-"
            cells = [point.hex, number(point.lon, "f", DEGREE_DECIMALS), number(point.lat, "f", DEGREE_DECIMALS),
                     misfit, point.name]  # fmt: skip
            for col, text in enumerate(cells):
                self.table.setItem(row, col, read_only_cell(text))
        for col in range(NAME):
            self.table.resizeColumnToContents(col)
        self.table.blockSignals(False)

    # -- the preview ------------------------------------------------------------------------------
    def choose_previews(self) -> None:
        """Ask for GeoJSON files to preview."""
        names, _ = QFileDialog.getOpenFileNames(
            self,
            self.tr("GeoJSON to preview"),
            str(self.previews[0].parent) if self.previews else "",
            QCoreApplication.translate("GeoreferenceDialog", GEOJSON_FILTER),
        )
        if names:
            self.show_previews([Path(n) for n in names])

    def show_previews(self, paths: list[Path]) -> None:
        """Read these GeoJSON files and draw their features through the fit (a file that cannot be read says so)."""
        self.features, self.previews, problems = [], [], []
        for path in paths:
            try:
                self.features += read_features(path)
                self.previews.append(path)
            except FileProblemError as exc:
                problems.append(described(exc))
        listed = ", ".join(shown_name(p.name) for p in self.previews) or self.tr("no GeoJSON chosen")
        self.files.setText("\n".join([listed, *problems]))
        self.previewsChanged.emit([str(p) for p in self.previews])
        self.refit()
