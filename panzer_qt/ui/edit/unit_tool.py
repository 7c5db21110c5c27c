"""The set-up tool: the units stand on the map at their set-up hexes. Click a stack to choose its top unit (again:
the next one down), drag a unit to another hex, or click an empty hex (Ctrl+click: any hex) to set the chosen unit
up there."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from panzer_qt.editing.units import place_unit
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.ui.edit.commands import EditUnit
from panzer_qt.ui.edit.tool_base import LEFT, Editor, EditTool
from panzer_qt.ui.map.tool import MapEvent

CTRL = Qt.KeyboardModifier.ControlModifier


class UnitTool(EditTool):
    """Chooses units on the map and sets their set-up hexes."""

    title = QT_TRANSLATE_NOOP("Tools", "Set-up")
    tip = QT_TRANSLATE_NOOP(
        "Tools",
        "Choose a unit (click its stack; again: the next one), move it (drag), "
        "set the chosen unit up in an empty hex (click) or any hex (Ctrl+click)",
    )

    def __init__(self, editor: Editor) -> None:
        super().__init__(editor)
        self._dragged = ""
        self._from = ""
        self._again = False
        self.box.addStretch(1)

    def press(self, event: MapEvent) -> None:
        if event.button != LEFT or not event.hex:
            return
        here = self.editor.view.units_at(event.hex)
        chosen = self.editor.unit
        if here and not event.modifiers & CTRL:
            self._again = chosen in here
            self._dragged, self._from = (chosen if self._again else here[0]), event.hex
            self.editor.select_unit(self._dragged)
        elif chosen:
            self.set_up(chosen, event.hex)

    def release(self, event: MapEvent) -> None:
        dragged, start = self._dragged, self._from
        self._dragged = self._from = ""
        if dragged and event.hex and event.hex != start:
            self.set_up(dragged, event.hex)
        elif dragged and event.hex == start and self._again:
            stack = [u.id for u in self.document.scenario.units if u.setup_hex == start]
            self.editor.select_unit(stack[(stack.index(dragged) + 1) % len(stack)])

    def set_up(self, unit_id: str, hid: str) -> None:
        """Set a unit up in ``hid`` (an undo step)."""
        name = self.document.scenario.unit(unit_id).name
        self.document.edit(
            EditUnit,
            QCoreApplication.translate("UnitTool", "Set {name} up in {hid}").format(name=name, hid=hid),
            place_unit,
            unit_id,
            hid,
        )
        self.editor.view.select_unit(unit_id)
