"""The town tool: click an empty hex to place a town, a town to choose it; drag a town to move it; Shift+click
next to the chosen town to give it another hex (Vinnitsa has three), right-click a town hex to take it away.
The chosen town's name, kind (its VP value follows, 4.1) and initial control are edited in the panel."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QLineEdit, QPushButton, QWidget

from panzer_qt.editing.towns import (
    add_town_hex,
    delete_town,
    move_town,
    place_town,
    remove_town_hex,
    rename_town,
    set_control,
    set_fortified,
    town_at,
    town_vp,
)
from panzer_qt.model.enums import Side
from panzer_qt.model.mapspec import Town
from panzer_qt.model.scenario import Scenario
from panzer_qt.ui.edit.commands import EditTown
from panzer_qt.ui.edit.document import ScenarioChange
from panzer_qt.ui.edit.tool_base import LEFT, RIGHT, Editor, EditTool
from panzer_qt.ui.map.tool import MapEvent

SHIFT = Qt.KeyboardModifier.ShiftModifier


def fresh_town_name(scenario: Scenario) -> str:
    """A name no town has yet: "Town 1", "Town 2"..."""
    names = {t.name for t in scenario.map.towns}
    n = 1
    while f"Town {n}" in names:
        n += 1
    return f"Town {n}"


class TownTool(EditTool):
    """Places, moves, renames and deletes towns and fortified localities."""

    title = "Towns"
    tip = "Place a town (click), move it (drag), add a hex (Shift+click), remove a hex (right click)"

    def __init__(self, editor: Editor) -> None:
        super().__init__(editor)
        self.chosen = ""
        """A hex of the chosen town ("" none)."""
        self._drag_from = ""
        self._build_options()
        editor.document.changed.connect(self._changed)
        editor.document.replaced.connect(lambda: self.choose(""))

    def _build_options(self) -> None:
        form = QWidget()
        layout = QFormLayout(form)
        self.name = QLineEdit()
        self.name.setToolTip(QCoreApplication.translate("EditTools", "The town's name"))
        self.name.setObjectName("town_name")
        self.name.editingFinished.connect(self._rename)
        self.fortified = QCheckBox("Fortified locality (13.8.4)")
        self.fortified.setToolTip(
            QCoreApplication.translate("EditTools", "A fortified locality: 4 VP and a stronger defence (4.1, 13.8.4)")
        )
        self.fortified.setObjectName("town_fortified")
        self.fortified.clicked.connect(self._set_fortified)
        self.vp = QLabel()
        self.control = QComboBox()
        self.control.setToolTip(
            QCoreApplication.translate("EditTools", "The side that controls the town at the start (3.3)")
        )
        self.control.setObjectName("town_control")
        self.control.addItem("German", Side.GERMAN)
        self.control.addItem("Soviet", Side.SOVIET)
        self.control.activated.connect(self._set_control)
        self.hexes = QLabel()
        self.delete = QPushButton("Delete town")
        self.delete.setToolTip(QCoreApplication.translate("EditTools", "Remove the town from the map"))
        self.delete.clicked.connect(self.delete_chosen)
        layout.addRow("Name:", self.name)
        layout.addRow(self.fortified)
        layout.addRow("VP value (4.1):", self.vp)
        layout.addRow("Held at the start by:", self.control)
        layout.addRow("Hexes:", self.hexes)
        layout.addRow(self.delete)
        self.box.addWidget(form)
        self.box.addStretch(1)
        self.refresh()

    def town(self) -> Town | None:
        """The chosen town."""
        found = town_at(self.document.scenario, self.chosen) if self.chosen else None
        return found[1] if found else None

    def choose(self, hid: str) -> None:
        """Make the town in ``hid`` the chosen one ("" none)."""
        self.chosen = hid
        self.refresh()

    def _changed(self, change: ScenarioChange) -> None:
        old, new = change.old, change.new
        if (old.map.towns, old.setup, old.tables.victory) != (new.map.towns, new.setup, new.tables.victory):
            self.refresh()

    def refresh(self) -> None:
        """Show the chosen town in the panel and outline it on the map."""
        town, scenario = self.town(), self.document.scenario
        for widget in (self.name, self.fortified, self.control, self.delete):
            widget.setEnabled(town is not None)
        self.name.setText(town.name if town else "")
        self.fortified.setChecked(bool(town and town.fortified))
        each = town_vp(scenario, town) if town else 0
        self.vp.setText(f"{each} VP a hex, {each * len(town.hexes)} in all" if town else "")
        held = scenario.setup.controlled_by.get(self.chosen, Side.GERMAN)
        self.control.setCurrentIndex(self.control.findData(held))
        self.hexes.setText(", ".join(town.hexes) if town else "")
        if self.editor.canvas.tool is self:
            self.editor.canvas.highlight("brush", town.hexes if town else [])

    def activate(self) -> None:
        self.refresh()

    def press(self, event: MapEvent) -> None:
        hid, scenario = event.hex, self.document.scenario
        if not hid:
            return
        found = town_at(scenario, hid)
        if event.button == RIGHT and found is not None:
            self.document.edit(EditTown, f"Remove {hid} from {found[1].name}", remove_town_hex, hid)
        elif event.button != LEFT:
            return
        elif event.modifiers & SHIFT and self.town() is not None and found is None:
            self.document.edit(EditTown, f"Add {hid} to {self.town().name}", add_town_hex, self.chosen, hid)  # type: ignore[union-attr]
        elif found is not None:
            self.choose(hid)
            self._drag_from = hid
        else:
            name = fresh_town_name(scenario)
            if self.document.edit(EditTown, f"Place {name}", place_town, hid, name):
                self.choose(hid)
                self.name.setFocus()
                self.name.selectAll()

    def release(self, event: MapEvent) -> None:
        start, self._drag_from = self._drag_from, ""
        if start and event.hex and event.hex != start:
            town = town_at(self.document.scenario, start)
            text = f"Move {town[1].name if town else 'town'} to {event.hex}"
            if self.document.edit(EditTown, text, move_town, start, event.hex):
                self.choose(event.hex)

    def key(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Delete and self.town() is not None:
            self.delete_chosen()
            return True
        return False

    def delete_chosen(self) -> None:
        """Delete the chosen town."""
        town = self.town()
        if town is not None:
            self.document.edit(EditTown, f"Delete {town.name}", delete_town, self.chosen)
            self.choose("")

    def _rename(self) -> None:
        town = self.town()
        if town is not None and self.name.text() != town.name:
            self.document.edit(EditTown, f"Rename {town.name}", rename_town, self.chosen, self.name.text())

    def _set_fortified(self, on: bool) -> None:
        town = self.town()
        if town is not None:
            self.document.edit(
                EditTown, f"{town.name}: {'fortified' if on else 'town'}", set_fortified, self.chosen, on
            )

    def _set_control(self, _row: int) -> None:
        town, side = self.town(), Side(self.control.currentData())  # Qt gives the enumeration back as text
        if town is not None:
            self.document.edit(EditTown, f"{town.name}: held by the {side.value}s", set_control, self.chosen, side)
