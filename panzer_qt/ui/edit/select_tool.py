"""The selection tool: a rectangle or a lasso of hexes dragged on the map; Copy, Cut and Paste carry the region
with what its hexes hold (``editing.region``); a paste lands with its first hex on the hex under the cursor."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QPolygonF
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QLabel, QRadioButton, QWidget

from panzer_qt.editing.region import Clip, copy_region, cut_region, paste_region, placed, rectangle
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.rules.grid import pixel_to_hex
from panzer_qt.ui.edit.commands import EditRegion
from panzer_qt.ui.edit.tool_base import LEFT, Editor, EditTool
from panzer_qt.ui.map.map_render import MARGIN
from panzer_qt.ui.map.tool import MapEvent

SELECTION = "selection"
"""The highlight kind of the selected hexes."""


class SelectTool(EditTool):
    """Selects a region by a rectangle or a lasso; copies, cuts and pastes it."""

    title = QT_TRANSLATE_NOOP("Tools", "Select")
    tip = QT_TRANSLATE_NOOP(
        "Tools",
        "Drag a rectangle or a lasso of hexes; Copy (Ctrl+C), Cut (Ctrl+X) and Paste (Ctrl+V, at the hex under the "
        "cursor) carry their terrain, towns, river hexsides and hex sets",
    )

    def __init__(self, editor: Editor) -> None:
        super().__init__(editor)
        self.lasso = False
        self.selection: list[str] = []
        self.clip: Clip | None = None
        self.start = ""
        self.path: list[QPointF] = []
        self.hovered = ""
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        group = QButtonGroup(row)
        for name, text, tip, on in (
            ("select_rectangle", QCoreApplication.translate("SelectTool", "Rectangle"),
             QCoreApplication.translate("SelectTool", "A drag selects the hexes between its two corners"), False),
            ("select_lasso", QCoreApplication.translate("SelectTool", "Lasso"),
             QCoreApplication.translate("SelectTool", "A drag around hexes selects those it encloses"), True),
        ):  # fmt: skip
            button = QRadioButton(text)
            button.setObjectName(name)
            button.setToolTip(tip)
            button.setChecked(on is self.lasso)
            button.toggled.connect(lambda checked, lasso=on: self._set_lasso(lasso) if checked else None)
            group.addButton(button)
            line.addWidget(button)
        line.addStretch(1)
        self.box.addWidget(row)
        self.count = QLabel()
        self.count.setObjectName("selection_count")
        self.box.addWidget(self.count)
        self.box.addStretch(1)
        self._show_count()

    def _set_lasso(self, on: bool) -> None:
        self.lasso = on

    def _show_count(self) -> None:
        clip = len(self.clip.terrain) if self.clip else 0
        self.count.setText(
            QCoreApplication.translate("SelectTool", "{count} hexes selected; {clip} hexes copied").format(
                count=len(self.selection), clip=clip
            )
        )

    def select(self, hexes: list[str]) -> None:
        """Select these hexes (and show them)."""
        self.selection = sorted(set(hexes))
        self.editor.canvas.highlight(SELECTION, self.selection)
        self._show_count()

    # -- the mouse ----------------------------------------------------------------------------------
    def press(self, event: MapEvent) -> None:
        if event.button == LEFT and event.hex:
            self.start, self.path = event.hex, [event.scene_pos]
            self.select([event.hex])

    def move(self, event: MapEvent) -> None:
        if not (event.buttons & LEFT) or not self.start:
            return
        if self.lasso:
            self.path.append(event.scene_pos)
            self.select(self._inside_lasso())
        elif event.hex:
            self.select(rectangle(self.editor.canvas.grid, self.start, event.hex))

    def release(self, event: MapEvent) -> None:
        self.start = ""

    def hover(self, hid: str) -> None:
        self.hovered = hid or self.hovered

    def _inside_lasso(self) -> list[str]:
        """The hexes whose centres lie inside the lasso drawn so far, and those it passed over."""
        canvas = self.editor.canvas
        polygon = QPolygonF(self.path)
        inside = [h for h in canvas.grid.hexes if polygon.containsPoint(canvas.geo.centre(h), Qt.FillRule.OddEvenFill)]
        size = canvas.geo.size
        passed = [h for p in self.path if (h := pixel_to_hex(p.x() - MARGIN, p.y() - MARGIN, size, canvas.grid))]
        return inside + passed

    # -- the clipboard ------------------------------------------------------------------------------
    def copy(self) -> bool:
        """Keep what the selection holds for a paste."""
        if not self.selection:
            return False
        self.clip = copy_region(self.document.scenario, self.selection)
        self._show_count()
        return True

    def cut(self) -> bool:
        """Copy the selection, then empty it (one undo step)."""
        if not self.copy():
            return False
        text = QCoreApplication.translate("SelectTool", "Cut {count} hexes").format(count=len(self.selection))
        return self.document.edit(EditRegion, text, cut_region, self.selection)

    def paste(self, at: str = "") -> bool:
        """Paste what was copied with its first hex on ``at`` (by default the hex under the cursor; one undo
        step); the pasted hexes are selected."""
        anchor = at or self.hovered or (self.selection[0] if self.selection else "")
        clip = self.clip
        if clip is None or not anchor:
            return False
        text = QCoreApplication.translate("SelectTool", "Paste {count} hexes at {hex}").format(
            count=len(clip.terrain), hex=anchor
        )
        if not self.document.edit(EditRegion, text, paste_region, clip, anchor):
            return False
        grid = self.editor.canvas.grid
        self.select([h for h in pasted_hexes(clip, anchor) if h in grid])
        return True

    def deactivate(self) -> None:
        super().deactivate()
        self.editor.canvas.highlight(SELECTION, [])

    def activate(self) -> None:
        self.editor.canvas.highlight(SELECTION, self.selection)


def pasted_hexes(clip: Clip, anchor: str) -> list[str]:
    """The hexes a paste at ``anchor`` covers (perhaps off the map)."""
    return [h for o in clip.terrain if (h := placed(anchor, o)) is not None]
