"""A legend of the overlay and highlight colours: the rows of overlays that are on, and the highlights."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QPolygonF
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from panzer_qt.ui.map.game_layers import GameLayers
from panzer_qt.ui.map.overlays import HIGHLIGHT_LEGEND, LEGEND, OUT_PEN, OVERLAYS, PATH_PEN, STYLES, TRACE_PEN

SWATCH = 22


def swatch(name: str, dpr: float = 1.0) -> QPixmap:
    """A small picture of one legend row: a hex in a style, or a line or ring for paths and marks."""
    pixmap = QPixmap(round(SWATCH * dpr), round(SWATCH * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(QColor("#ece6c8"))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = SWATCH / 2 - 2
    lines = {"path": PATH_PEN, "trace": TRACE_PEN}
    if name in lines:
        painter.setPen(lines[name])
        painter.drawLine(QPointF(3, SWATCH - 5), QPointF(SWATCH - 3, 5))
    elif name == "out":
        painter.setPen(OUT_PEN[next(iter(OUT_PEN))])
        painter.drawEllipse(QRectF(3, 3, SWATCH - 6, SWATCH - 6))
    else:
        style = STYLES[name]
        hexagon = QPolygonF([QPointF(SWATCH / 2 + r * c, SWATCH / 2 + r * s) for c, s in _UNIT_HEX])
        painter.setPen(style.pen if style.pen.style() is not Qt.PenStyle.NoPen else style.border)
        painter.setBrush(style.fill)
        painter.drawPolygon(hexagon)
    painter.end()
    return pixmap


_UNIT_HEX = [(1.0, 0.0), (0.5, 0.866), (-0.5, 0.866), (-1.0, 0.0), (-0.5, -0.866), (0.5, -0.866)]


class Legend(QWidget):
    """Rows of swatches and meanings; ``show_overlays`` picks which overlays' rows appear."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(6, 6, 6, 6)
        self.grid.setVerticalSpacing(2)
        self.rows: dict[str, list[tuple[QLabel, QLabel]]] = {}
        row = 0
        for name, label in OVERLAYS.items():
            row = self._section(row, name, label, LEGEND[name])
        self._section(row, "highlights", "Highlights", HIGHLIGHT_LEGEND)
        self.show_overlays(set())

    def _section(self, row: int, key: str, title: str, entries: list[tuple[str, str]]) -> int:
        heading = QLabel(f"<b>{title}</b>")
        self.grid.addWidget(heading, row, 0, 1, 2)
        widgets = [(heading, heading)]
        for i, (style, text) in enumerate(entries, start=row + 1):
            picture = QLabel()
            picture.setPixmap(swatch(style, self.devicePixelRatioF()))
            words = QLabel(text)
            self.grid.addWidget(picture, i, 0)
            self.grid.addWidget(words, i, 1)
            widgets.append((picture, words))
        self.rows[key] = widgets
        return row + len(entries) + 1

    def show_overlays(self, names: set[str]) -> None:
        """Show the rows of these overlays (and the highlights), hide the others."""
        for key, widgets in self.rows.items():
            for picture, words in widgets:
                picture.setVisible(key == "highlights" or key in names)
                words.setVisible(key == "highlights" or key in names)

    def follow(self, layers: GameLayers) -> None:
        """Keep showing the rows of the overlays that ``layers`` has on."""

        def update() -> None:
            self.show_overlays({name for name in OVERLAYS if layers.overlay_on(name)})

        layers.overlaysChanged.connect(update)
        update()

    def texts(self) -> list[str]:
        """The meanings of the rows shown (for tests and tools)."""
        return [w.text() for key, rows in self.rows.items() for p, w in rows[1:] if not w.isHidden()]
