"""A legend of the overlay and highlight colours (the rows of overlays that are on, and the highlights), then the
keys to the map and the counters."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QPolygonF
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.ui.common.map_keys import COUNTER_KEY, counter_keys, key_pixmap, map_keys
from panzer_qt.ui.map.game_layers import GameLayers
from panzer_qt.ui.map.overlays import HIGHLIGHT_LEGEND, LEGEND, OUT_PEN, OVERLAYS, PATH_PEN, STYLES, TRACE_PEN

SWATCH = 22
ALWAYS = ("highlights", "map", "counters")
"""Legend sections shown whichever overlays are on."""


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
        self.grid.setColumnStretch(1, 1)
        self.rows: dict[str, list[tuple[QLabel, QLabel]]] = {}
        self.swatches: list[tuple[QLabel, str]] = []
        """The pictures of overlay and highlight styles, to draw again in another palette."""
        dpr = self.devicePixelRatioF()
        row = 0
        for name, label in [*OVERLAYS.items(), ("highlights", QT_TRANSLATE_NOOP("Overlays", "Highlights"))]:
            entries = LEGEND.get(name, HIGHLIGHT_LEGEND)
            swatches = [(swatch(style, dpr), QCoreApplication.translate("Overlays", text)) for style, text in entries]
            row = self._section(row, name, QCoreApplication.translate("Overlays", label), swatches)
            pictures = [picture for picture, _words in self.rows[name][1:]]
            self.swatches += zip(pictures, [style for style, _text in entries], strict=True)
        row = self._section(row, "map", self.tr("Map"), [(key_pixmap(paint, dpr), text) for paint, text in map_keys()])
        counters = [(key_pixmap(paint, dpr, COUNTER_KEY), text) for paint, text in counter_keys()]
        self._section(row, "counters", self.tr("Counters"), counters)
        self.show_overlays(set())

    def restyle(self) -> None:
        """Draw the overlay and highlight swatches again (after the palette changed)."""
        for picture, style in self.swatches:
            picture.setPixmap(swatch(style, self.devicePixelRatioF()))

    def _section(self, row: int, key: str, title: str, entries: list[tuple[QPixmap, str]]) -> int:
        heading = QLabel(f"<b>{title}</b>")
        self.grid.addWidget(heading, row, 0, 1, 2)
        widgets = [(heading, heading)]
        for i, (pixmap, text) in enumerate(entries, start=row + 1):
            picture = QLabel()
            picture.setPixmap(pixmap)
            words = QLabel(text)
            words.setWordWrap(True)
            self.grid.addWidget(picture, i, 0)
            self.grid.addWidget(words, i, 1)
            widgets.append((picture, words))
        self.rows[key] = widgets
        return row + len(entries) + 1

    def show_overlays(self, names: set[str]) -> None:
        """Show the rows of these overlays (and the highlights), hide the others."""
        for key, widgets in self.rows.items():
            for picture, words in widgets:
                picture.setVisible(key in ALWAYS or key in names)
                words.setVisible(key in ALWAYS or key in names)

    def follow(self, layers: GameLayers) -> None:
        """Keep showing the rows of the overlays that ``layers`` has on."""

        def update() -> None:
            self.show_overlays({name for name in OVERLAYS if layers.overlay_on(name)})

        layers.overlaysChanged.connect(update)
        update()

    def texts(self) -> list[str]:
        """The meanings of the rows shown (for tests and tools)."""
        return [w.text() for key, rows in self.rows.items() for p, w in rows[1:] if not w.isHidden()]
