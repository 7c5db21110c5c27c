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
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.ui.edit.commands import EditTown
from panzer_qt.ui.edit.document import ScenarioChange
from panzer_qt.ui.edit.tool_base import LEFT, RIGHT, Editor, EditTool
from panzer_qt.ui.map.tool import MapEvent
from panzer_qt.ui.translated import word

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

    title = QT_TRANSLATE_NOOP("Tools", "Towns")
    tip = QT_TRANSLATE_NOOP(
        "Tools", "Place a town (click), move it (drag), add a hex (Shift+click), remove a hex (right click)"
    )

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
        self.fortified = QCheckBox(QCoreApplication.translate("TownTool", "Fortified locality (13.8.4)"))
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
        self.control.addItem(QCoreApplication.translate("TownTool", "German"), Side.GERMAN)
        self.control.addItem(QCoreApplication.translate("TownTool", "Soviet"), Side.SOVIET)
        self.control.activated.connect(self._set_control)
        self.hexes = QLabel()
        self.delete = QPushButton(QCoreApplication.translate("TownTool", "Delete town"))
        self.delete.setToolTip(QCoreApplication.translate("EditTools", "Remove the town from the map"))
        self.delete.clicked.connect(self.delete_chosen)
        layout.addRow(QCoreApplication.translate("TownTool", "Name:"), self.name)
        layout.addRow(self.fortified)
        layout.addRow(QCoreApplication.translate("TownTool", "VP value (4.1):"), self.vp)
        layout.addRow(QCoreApplication.translate("TownTool", "Held at the start by:"), self.control)
        layout.addRow(QCoreApplication.translate("TownTool", "Hexes:"), self.hexes)
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
        self.vp.setText(
            QCoreApplication.translate("TownTool", "{each} VP a hex, {total} in all").format(
                each=each, total=each * len(town.hexes)
            )
            if town
            else ""
        )
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
            self.document.edit(
                EditTown,
                QCoreApplication.translate("TownTool", "Remove {hid} from {name}").format(hid=hid, name=found[1].name),
                remove_town_hex,
                hid,
            )
        elif event.button != LEFT:
            return
        elif event.modifiers & SHIFT and (town := self.town()) is not None and found is None:
            label = QCoreApplication.translate("TownTool", "Add {hid} to {name}").format(hid=hid, name=town.name)
            self.document.edit(EditTown, label, add_town_hex, self.chosen, hid)
        elif found is not None:
            self.choose(hid)
            self._drag_from = hid
        else:
            name = fresh_town_name(scenario)
            if self.document.edit(
                EditTown,
                QCoreApplication.translate("TownTool", "Place {name}").format(name=name),
                place_town,
                hid,
                name,
            ):
                self.choose(hid)
                self.name.setFocus()
                self.name.selectAll()

    def release(self, event: MapEvent) -> None:
        start, self._drag_from = self._drag_from, ""
        if start and event.hex and event.hex != start:
            town = town_at(self.document.scenario, start)
            text = QCoreApplication.translate("TownTool", "Move {town} to {hex}").format(
                town=town[1].name if town else QCoreApplication.translate("TownTool", "town"), hex=event.hex
            )
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
            self.document.edit(
                EditTown,
                QCoreApplication.translate("TownTool", "Delete {name}").format(name=town.name),
                delete_town,
                self.chosen,
            )
            self.choose("")

    def _rename(self) -> None:
        town = self.town()
        if town is not None and self.name.text() != town.name:
            self.document.edit(
                EditTown,
                QCoreApplication.translate("TownTool", "Rename {name}").format(name=town.name),
                rename_town,
                self.chosen,
                self.name.text(),
            )

    def _set_fortified(self, on: bool) -> None:
        town = self.town()
        if town is not None:
            self.document.edit(
                EditTown, f"{town.name}: {'fortified' if on else 'town'}", set_fortified, self.chosen, on
            )

    def _set_control(self, _row: int) -> None:
        town, side = self.town(), Side(self.control.currentData())  # Qt gives the enumeration back as text
        if town is not None:
            self.document.edit(
                EditTown,
                QCoreApplication.translate("TownTool", "{name}: held by the {side}s").format(
                    name=town.name, side=word(side)
                ),
                set_control,
                self.chosen,
                side,
            )
