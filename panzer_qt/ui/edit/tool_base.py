"""What every editing tool shares: the document and map view it works on, its options panel, and a brush."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QKeyEvent, QPixmap
from PySide6.QtWidgets import QButtonGroup, QCheckBox, QHBoxLayout, QLabel, QRadioButton, QVBoxLayout, QWidget

from panzer_qt.editing.terrain import BRUSH_RADII, brush
from panzer_qt.ui.map.map_render import MARGIN
from panzer_qt.ui.map.tool import MapEvent, MapTool

if TYPE_CHECKING:
    from panzer_qt.ui.edit.document import Document
    from panzer_qt.ui.edit.map_view import MapView
    from panzer_qt.ui.map.map_canvas import MapCanvas

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
SWATCH = 14


def swatch(colour: QColor) -> QIcon:
    """A small square of a colour, for palettes."""
    pixmap = QPixmap(SWATCH, SWATCH)
    pixmap.fill(colour)
    return QIcon(pixmap)


class Editor(QObject):
    """What the tools work on: the document, the map view of the window (which a resize replaces) and the unit
    chosen in the order of battle or on the map."""

    viewChanged = Signal()  # noqa: N815 (Qt signal name)
    unitSelected = Signal(str)  # noqa: N815 (Qt signal name)
    """The chosen unit's id ("" none)."""

    def __init__(self, document: Document, view: MapView) -> None:
        super().__init__(document)
        self.document, self.view = document, view
        self.unit = ""

    def select_unit(self, unit_id: str) -> None:
        """Choose a unit: outlined on the map, selected in the table."""
        if unit_id != self.unit:
            self.unit = unit_id
            self.view.select_unit(unit_id)
            self.unitSelected.emit(unit_id)

    @property
    def canvas(self) -> MapCanvas:
        """The map canvas shown now."""
        return self.view.canvas

    def set_view(self, view: MapView) -> None:
        """A new canvas (the map changed size)."""
        self.view = view
        view.select_unit(self.unit)
        self.viewChanged.emit()


class EditTool(MapTool):
    """A tool of the editor: mouse input on the map becomes undo commands; ``panel`` holds its options."""

    title = ""
    tip = ""

    def __init__(self, editor: Editor) -> None:
        self.editor = editor
        self.options = QWidget()
        self.box = QVBoxLayout(self.options)
        """The layout of the options panel, which opens with how to use the tool."""
        how = QLabel(QCoreApplication.translate("Tools", self.tip))
        how.setWordWrap(True)
        how.setObjectName("tool_tip")
        self.box.addWidget(how)

    @property
    def document(self) -> Document:
        """The document being edited."""
        return self.editor.document

    def map_x_y(self, event: MapEvent) -> tuple[float, float]:
        """The event's point in hex-size-1 map coordinates (as ``rules.grid`` measures)."""
        size = self.editor.canvas.geo.size
        return (event.scene_pos.x() - MARGIN) / size, (event.scene_pos.y() - MARGIN) / size

    def activate(self) -> None:
        """The tool was chosen."""

    def deactivate(self) -> None:
        """Another tool was chosen: clear what this one drew."""
        self.editor.canvas.highlight("brush", [])


class BrushTool(EditTool):
    """A tool that paints hexes with a brush of 1, 7 or 19 hexes or a flood fill; one drag is one undo step.
    The left button paints, the right one does the tool's other thing."""

    def __init__(self, editor: Editor) -> None:
        super().__init__(editor)
        self.size = 1
        self.fill = False
        self._stroke = 0
        self._last = ""
        self._last_hover = ""

    def brush_options(self) -> QWidget:
        """Radio buttons for the brush size and a flood-fill box."""
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(QCoreApplication.translate("BrushTool", "Brush:")))
        group = QButtonGroup(box)
        for size in BRUSH_RADII:
            button = QRadioButton(f"{size}")
            button.setObjectName(f"brush_{size}")
            button.setToolTip(QCoreApplication.translate("BrushTool", "paint %n hex(es) at a time", None, size))
            button.setChecked(size == self.size)
            button.toggled.connect(lambda on, s=size: self._set_size(s) if on else None)
            group.addButton(button)
            row.addWidget(button)
        fill = QCheckBox(QCoreApplication.translate("BrushTool", "Flood fill"))
        fill.setObjectName("flood_fill")
        fill.setToolTip(QCoreApplication.translate("BrushTool", "fill the connected area under the cursor"))
        fill.toggled.connect(self._set_fill)
        row.addWidget(fill)
        row.addStretch(1)
        return box

    def _set_size(self, size: int) -> None:
        self.size = size
        self.hover(self._last_hover)

    def key(self, event: QKeyEvent) -> bool:
        """``[`` and ``]``: the next smaller or larger brush."""
        step = {Qt.Key.Key_BracketLeft: -1, Qt.Key.Key_BracketRight: 1}.get(Qt.Key(event.key()))
        if step is None:
            return False
        sizes = list(BRUSH_RADII)
        size = sizes[max(0, min(sizes.index(self.size) + step, len(sizes) - 1))]
        button = self.options.findChild(QRadioButton, f"brush_{size}")
        if button is not None:
            button.setChecked(True)
        return True

    def _set_fill(self, on: bool) -> None:
        self.fill = on

    def under_brush(self, hid: str) -> list[str]:
        """The hexes the brush covers at ``hid``."""
        return brush(self.editor.canvas.grid, hid, self.size) if hid else []

    def press(self, event: MapEvent) -> None:
        if not event.hex or event.button not in (LEFT, RIGHT):
            return
        self._stroke, self._last = self.document.new_stroke(), event.hex
        add = event.button == LEFT
        self.paint(self.region(event.hex) if self.fill else self.under_brush(event.hex), add)

    def move(self, event: MapEvent) -> None:
        held = event.buttons & (LEFT | RIGHT)
        if self._stroke and held and not self.fill and event.hex and event.hex != self._last:
            self._last = event.hex
            self.paint(self.under_brush(event.hex), bool(held & LEFT))

    def release(self, event: MapEvent) -> None:
        self._stroke = 0
        self.document.end_stroke()

    def hover(self, hid: str) -> None:
        self._last_hover = hid
        self.editor.canvas.highlight("brush", [] if self.fill else self.under_brush(hid))

    def paint(self, hexes: list[str], add: bool) -> None:
        """Paint these hexes (``add`` False: the right button) within the current stroke."""
        raise NotImplementedError

    def region(self, hid: str) -> list[str]:
        """What a flood fill from ``hid`` covers."""
        raise NotImplementedError

    @property
    def stroke(self) -> int:
        """The number of the drag going on (0: none)."""
        return self._stroke
