"""The river tool: drag along hexsides to draw a river (the hexside nearest the cursor), right-drag to erase;
the chosen river can be renamed, made major or deleted."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLineEdit, QPushButton, QWidget

from panzer_qt.editing.hexsides import hexsides_of
from panzer_qt.editing.rivers import (
    change_river,
    delete_river,
    erase_hexsides,
    extend_river,
    new_river,
    river_sides,
    walk,
)
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.rules.grid import Hexside
from panzer_qt.ui.edit.commands import DrawRiver, EditRiver, EraseRiver
from panzer_qt.ui.edit.document import ScenarioChange
from panzer_qt.ui.edit.tool_base import LEFT, RIGHT, Editor, EditTool
from panzer_qt.ui.map.tool import MapEvent


def fresh_name(scenario: Scenario) -> str:
    """A name no river has yet: "River 1", "River 2"..."""
    names = {r.name for r in scenario.map.rivers}
    n = 1
    while f"River {n}" in names:
        n += 1
    return f"River {n}"


def _label(name: str, hexsides: int) -> str:
    """A river's entry in the list: its name and length."""
    return QCoreApplication.translate("Tools", "{name} (%n hexside(s))", None, hexsides).format(name=name)


class RiverTool(EditTool):
    """Draws rivers on hexsides. A drag that starts at a river's end continues that river; elsewhere it starts a
    new one. Sides skipped by a fast drag are filled in along the shortest run of hexsides."""

    title = QT_TRANSLATE_NOOP("Tools", "Rivers")
    tip = QT_TRANSLATE_NOOP(
        "Tools",
        "Draw a river along hexsides (left drag; from a river's end it goes on), "
        "erase river hexsides (right drag), click a river to choose it",
    )

    def __init__(self, editor: Editor) -> None:
        super().__init__(editor)
        self.river = -1
        """The index of the chosen river (-1: none)."""
        self._stroke = 0
        self._at_start = False
        self._last: Hexside | None = None
        self._build_options()
        editor.document.changed.connect(self._changed)
        editor.document.replaced.connect(lambda: self.choose(-1))

    def _build_options(self) -> None:
        form = QWidget()
        layout = QFormLayout(form)
        self.rivers = QComboBox()
        self.rivers.setToolTip(QCoreApplication.translate("EditTools", "The river being edited"))
        self.rivers.setObjectName("river_list")
        self.rivers.activated.connect(self.choose)
        self.name = QLineEdit()
        self.name.setToolTip(QCoreApplication.translate("EditTools", "The river's name"))
        self.name.setObjectName("river_name")
        self.name.editingFinished.connect(self._rename)
        self.major = QCheckBox(QCoreApplication.translate("RiverTool", "Major river (+1 to crossing rolls, 12.3)"))
        self.major.setToolTip(
            QCoreApplication.translate("EditTools", "Major rivers add one to the crossing roll (12.3)")
        )
        self.major.setObjectName("river_major")
        self.major.clicked.connect(self._set_major)
        self.delete = QPushButton(QCoreApplication.translate("RiverTool", "Delete river"))
        self.delete.setToolTip(QCoreApplication.translate("EditTools", "Remove the river from the map"))
        self.delete.clicked.connect(self._delete)
        layout.addRow(QCoreApplication.translate("RiverTool", "River:"), self.rivers)
        layout.addRow(QCoreApplication.translate("RiverTool", "Name:"), self.name)
        layout.addRow(self.major)
        layout.addRow(self.delete)
        self.box.addWidget(form)
        self.box.addStretch(1)
        self.refresh()

    # -- the chosen river -------------------------------------------------------------------------
    def choose(self, index: int) -> None:
        """Make river ``index`` the chosen one (-1: none)."""
        self.river = index
        self.refresh()

    def _changed(self, change: ScenarioChange) -> None:
        if change.old.map.rivers != change.new.map.rivers:
            self.refresh()

    def refresh(self) -> None:
        """Show the rivers, the chosen one's name and kind, and mark its hexsides on the map."""
        rivers = self.document.scenario.map.rivers
        if self.river >= len(rivers):
            self.river = -1
        self.rivers.blockSignals(True)
        self.rivers.clear()
        self.rivers.addItems([_label(r.name, len(r.hexsides)) for r in rivers])
        self.rivers.setCurrentIndex(self.river)
        self.rivers.blockSignals(False)
        chosen = rivers[self.river] if self.river >= 0 else None
        for widget in (self.name, self.major, self.delete):
            widget.setEnabled(chosen is not None)
        self.name.setText(chosen.name if chosen else "")
        self.major.setChecked(bool(chosen and chosen.major))
        if self.editor.canvas.tool is self:
            self.editor.view.mark_river([(a, b) for a, b in chosen.hexsides] if chosen else [])

    def activate(self) -> None:
        self.refresh()

    def deactivate(self) -> None:
        super().deactivate()
        self.editor.view.mark_river([])

    def _rename(self) -> None:
        if self.river >= 0 and self.name.text() != self.document.scenario.map.rivers[self.river].name:
            self.document.edit(
                EditRiver,
                QCoreApplication.translate("RiverTool", "Rename river"),
                change_river,
                self.river,
                name=self.name.text(),
            )
            self.refresh()

    def _set_major(self, on: bool) -> None:
        if self.river >= 0:
            self.document.edit(
                EditRiver,
                QCoreApplication.translate("RiverTool", "Major river")
                if on
                else QCoreApplication.translate("RiverTool", "Minor river"),
                change_river,
                self.river,
                major=on,
            )

    def _delete(self) -> None:
        if self.river >= 0:
            index, self.river = self.river, -1
            self.document.edit(EditRiver, QCoreApplication.translate("RiverTool", "Delete river"), delete_river, index)

    # -- drawing ----------------------------------------------------------------------------------
    def nearest(self, event: MapEvent) -> Hexside | None:
        """The hexside nearest the cursor (shapely: the nearest of all hexside segments)."""
        return hexsides_of(self.editor.canvas.grid).nearest(*self.map_x_y(event))

    def press(self, event: MapEvent) -> None:
        side = self.nearest(event)
        if side is None or event.button not in (LEFT, RIGHT):
            return
        self._stroke, self._last = self.document.new_stroke(), side
        if event.button == RIGHT:
            self.document.edit(
                EraseRiver,
                QCoreApplication.translate("RiverTool", "Erase river"),
                erase_hexsides,
                [side],
                stroke=self._stroke,
            )
        else:
            self._start(side)

    def _start(self, side: Hexside) -> None:
        scenario = self.document.scenario
        taken = river_sides(scenario).get(side)
        if taken is not None:
            sides = scenario.map.rivers[taken].hexsides
            self._at_start = side == tuple(sides[0]) and side != tuple(sides[-1])
            self.choose(taken)
            if side not in (tuple(sides[0]), tuple(sides[-1])):
                self._stroke = 0  # a click in the middle of a river only chooses it
                self.document.end_stroke()
            return
        joined = self._river_ending_at(side)
        if joined is not None:
            self.choose(joined)
            self._add(side)
            return
        name = fresh_name(scenario)
        if self.document.edit(
            DrawRiver,
            QCoreApplication.translate("RiverTool", "Draw {name}").format(name=name),
            new_river,
            name,
            side,
            stroke=self._stroke,
        ):
            self._at_start = False
            self.choose(len(self.document.scenario.map.rivers) - 1)

    def _river_ending_at(self, side: Hexside) -> int | None:
        corners = hexsides_of(self.editor.canvas.grid).corners(side)
        for i, river in enumerate(self.document.scenario.map.rivers):
            chain = walk(hexsides_of(self.editor.canvas.grid), river.hexsides)
            if chain.end in corners or chain.start in corners:
                return i
        return None

    def move(self, event: MapEvent) -> None:
        if not self._stroke or not event.buttons & (LEFT | RIGHT):
            return
        side = self.nearest(event)
        if side is None or side == self._last:
            return
        self._last = side
        if event.buttons & RIGHT:
            self.document.edit(
                EraseRiver,
                QCoreApplication.translate("RiverTool", "Erase river"),
                erase_hexsides,
                [side],
                stroke=self._stroke,
            )
        elif self.river >= 0 and side not in river_sides(self.document.scenario):
            self._add(side)

    def _add(self, side: Hexside) -> None:
        """Continue the chosen river to ``side`` from whichever end it touches, or fill the gap from the end the
        drag is growing."""
        sides = hexsides_of(self.editor.canvas.grid)
        river = self.document.scenario.map.rivers[self.river]
        chain = walk(sides, river.hexsides)
        if chain.start is None or chain.end is None:
            self.document.refused.emit(
                QCoreApplication.translate(
                    "RiverTool", "river {name} is broken: mend it before drawing on from it"
                ).format(name=river.name)
            )
            return
        if sides.joins(side, chain.end) or sides.joins(side, chain.start):
            self._at_start = not sides.joins(side, chain.end)
            added = [side]
        else:
            added = sides.path(chain.start if self._at_start else chain.end, side)
        text = QCoreApplication.translate("RiverTool", "Draw {name}").format(name=river.name)
        self.document.edit(DrawRiver, text, extend_river, self.river, added, self._at_start, stroke=self._stroke)

    def release(self, event: MapEvent) -> None:
        self._stroke = 0
        self.document.end_stroke()
