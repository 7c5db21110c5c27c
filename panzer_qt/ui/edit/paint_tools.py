"""The terrain tool (a palette of the scenario's terrain types) and the hex-set tool (each set in its colour)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIcon, QKeyEvent
from PySide6.QtWidgets import QButtonGroup, QLabel, QRadioButton, QVBoxLayout, QWidget

from panzer_qt.editing.hexsets import SET_NAMES, paint_hex_set, set_region
from panzer_qt.editing.terrain import paint_terrain, same_terrain_region
from panzer_qt.model.enums import Terrain
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.ui.edit.commands import PaintHexSet, PaintTerrain
from panzer_qt.ui.edit.tool_base import RIGHT, BrushTool, Editor, swatch
from panzer_qt.ui.map.map_render import TERRAIN_COLOURS
from panzer_qt.ui.map.overlays import HEX_SET_COLOURS
from panzer_qt.ui.map.tool import MapEvent
from panzer_qt.ui.translated import word


def _choices(
    parent: QVBoxLayout, items: list[tuple[str, str, QIcon]], chosen: str, on_pick: Callable[[str], None], tip: str
) -> QButtonGroup:
    """Radio buttons (object name, text, icon) in ``parent``, ``tip`` (with ``{0}`` for the text) their tooltip;
    ``on_pick(name)`` when one is chosen."""
    group = QButtonGroup(parent)
    for name, text, icon in items:
        button = QRadioButton(text)
        button.setObjectName(name)
        button.setToolTip(tip.format(text.replace("&&", "&")))
        button.setIcon(icon)
        button.setChecked(name == chosen)
        button.toggled.connect(lambda on, n=name: on_pick(n) if on else None)
        group.addButton(button)
        parent.addWidget(button)
    return group


class TerrainTool(BrushTool):
    """Paints terrain: left button paints the chosen type, right button picks the type under the cursor."""

    title = QT_TRANSLATE_NOOP("Tools", "Terrain")
    tip = QT_TRANSLATE_NOOP(
        "Tools",
        "Paint terrain (left button; a drag is one undo step), pick the terrain under the cursor (right button)",
    )

    def __init__(self, editor: Editor) -> None:
        super().__init__(editor)
        self.terrain = Terrain.FOREST
        self.box.addWidget(QLabel(QCoreApplication.translate("TerrainTool", "Terrain (14.0):")))
        self.palette = QWidget()
        self.box.addWidget(self.palette)
        self.box.addWidget(self.brush_options())
        self.box.addStretch(1)
        kinds = list(self.document.scenario.tables.terrain)
        self.buttons = _choices(
            QVBoxLayout(self.palette),
            [(f"terrain_{t.value}", word(t), swatch(TERRAIN_COLOURS[t])) for t in kinds],
            f"terrain_{self.terrain.value}",
            lambda name: self.choose(Terrain(name.removeprefix("terrain_"))),
            QCoreApplication.translate("EditTools", "Paint {0} terrain on the hexes clicked"),
        )

    def choose(self, terrain: Terrain) -> None:
        """Paint ``terrain`` from now on (and show it chosen)."""
        self.terrain = terrain
        for button in self.palette.findChildren(QRadioButton):
            if button.objectName() == f"terrain_{terrain.value}" and not button.isChecked():
                button.setChecked(True)

    def press(self, event: MapEvent) -> None:
        if event.button == RIGHT and event.hex:
            self.choose(self.document.scenario.map.terrain_of(event.hex))
            return
        super().press(event)

    def key(self, event: QKeyEvent) -> bool:
        """1 to 9: the palette's first to ninth terrain; ``[`` and ``]``: the brush size."""
        kinds = list(self.document.scenario.tables.terrain)
        number = event.key() - Qt.Key.Key_1
        if 0 <= number < min(len(kinds), 9) and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.choose(kinds[number])
            return True
        return super().key(event)

    def paint(self, hexes: list[str], add: bool) -> None:
        if add:
            text = QCoreApplication.translate("TerrainTool", "Paint {terrain}").format(terrain=word(self.terrain))
            self.document.edit(PaintTerrain, text, paint_terrain, hexes, self.terrain, stroke=self.stroke)

    def region(self, hid: str) -> list[str]:
        return same_terrain_region(self.document.scenario, hid)


SET_LABELS = (
    QT_TRANSLATE_NOOP("HexSets", "Soviet supply sources (8.2)"),
    QT_TRANSLATE_NOOP("HexSets", "German C&C sources (9.2)"),
    QT_TRANSLATE_NOOP("HexSets", "Soviet exit hexes (4.1)"),
    QT_TRANSLATE_NOOP("HexSets", "German entry hexes (10.1)"),
    QT_TRANSLATE_NOOP("HexSets", "Soviet restriction zone (12.5)"),
)
"""``editing.hexsets.SET_NAMES``'s labels, marked for translation."""


def set_name(name: str) -> str:
    """A hex set's label in the reader's language."""
    return QCoreApplication.translate("HexSets", SET_NAMES[name])


class HexSetTool(BrushTool):
    """Paints a named hex set: left button adds hexes, right button takes them out; the set is shown in its colour."""

    title = QT_TRANSLATE_NOOP("Tools", "Hex sets")
    tip = QT_TRANSLATE_NOOP("Tools", "Add hexes to the chosen hex set (left button) or take them out (right button)")

    def __init__(self, editor: Editor) -> None:
        super().__init__(editor)
        self.name = "soviet_supply"
        self.box.addWidget(QLabel(QCoreApplication.translate("HexSetTool", "Hex set:")))
        sets = QWidget()
        self.box.addWidget(sets)
        items = [(f"set_{n}", set_name(n).replace("&", "&&"), swatch(HEX_SET_COLOURS[n])) for n in SET_NAMES]
        self.buttons = _choices(
            QVBoxLayout(sets),
            items,
            f"set_{self.name}",
            lambda n: self.choose(n.removeprefix("set_")),
            QCoreApplication.translate("EditTools", "Edit the hex set {0}: a click adds or removes a hex"),
        )
        self.box.addWidget(self.brush_options())
        self.box.addStretch(1)
        editor.document.changed.connect(lambda _change: self.show_set())

    def choose(self, name: str) -> None:
        """Paint the named set from now on."""
        self.editor.canvas.highlight(f"set_{self.name}", [])
        self.name = name
        self.show_set()

    def activate(self) -> None:
        self.show_set()

    def deactivate(self) -> None:
        super().deactivate()
        self.editor.canvas.highlight(f"set_{self.name}", [])

    def show_set(self) -> None:
        """Highlight the chosen set's hexes (only while the tool is on)."""
        if self.editor.canvas.tool is self:
            self.editor.canvas.highlight(f"set_{self.name}", getattr(self.document.scenario.map.hex_sets, self.name))

    def paint(self, hexes: list[str], add: bool) -> None:
        text = (
            QCoreApplication.translate("Tools", "Add to {set}")
            if add
            else QCoreApplication.translate("Tools", "Take from {set}")
        ).format(set=set_name(self.name))
        self.document.edit(PaintHexSet, text, paint_hex_set, self.name, hexes, add, stroke=self.stroke)

    def region(self, hid: str) -> list[str]:
        return set_region(self.document.scenario, self.name, hid)
