"""The edited scenario on a map canvas: the map repainted where an edit changed it, the units at their set-up
hexes as the game draws them, the selected unit outlined, and the editor's highlights (brush, hex set, problem,
chosen river)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPen

from panzer_qt.model.scenario import Scenario
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.map.overlays import OverlayItem, Shapes
from panzer_qt.ui.map.units_layer import StackView, UnitsLayer

Z_RIVER_MARK = 32.0
RIVER_MARK = QPen(QColor(255, 212, 0, 210), 9.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)


def setup_stacks(scenario: Scenario, selected: str) -> dict[str, StackView]:
    """What each hex shows: the units set up there at full strength, the selected one on top and outlined."""
    found: dict[str, list[str]] = {}
    for unit in scenario.units:
        if unit.setup_hex is not None:
            found.setdefault(unit.setup_hex, []).append(unit.id)
    steps = {u.id: u.max_steps for u in scenario.units}
    shown = {}
    for hid, ids in found.items():
        ordered = sorted(ids, key=lambda u: u != selected)
        shown[hid] = StackView(tuple((u, steps[u]) for u in ordered), len(ids), selected in ids)
    return shown


class MapView:
    """Draws a scenario's versions on one canvas."""

    def __init__(self, canvas: MapCanvas) -> None:
        self.canvas = canvas
        self.units = UnitsLayer(canvas.scene(), canvas.geo.centre)
        self.river_mark = OverlayItem(canvas.map_item.boundingRect(), Z_RIVER_MARK)
        canvas.scene().addItem(self.river_mark)
        self.selected_unit = ""
        self.units_hidden = False
        self.show_units(canvas.scenario)

    def show(self, scenario: Scenario, hexes: Iterable[str] | None) -> None:
        """Show another version of the scenario (same map size), repainting ``hexes`` of the map (None: all)."""
        units_changed = scenario.units != self.canvas.scenario.units
        self.canvas.redraw(scenario, self.canvas.grid.hexes if hexes is None else hexes)
        if units_changed:
            self.show_units(scenario)

    def show_units(self, scenario: Scenario) -> None:
        """Draw the units at their set-up hexes (only the stacks that changed are replaced)."""
        stacks = {} if self.units_hidden else setup_stacks(scenario, self.selected_unit)
        self.units.show(stacks, {u.id: u for u in scenario.units})

    def hide_units(self, hidden: bool) -> None:
        """Draw no counters (a layer toggle), or draw them again."""
        self.units_hidden = hidden
        self.show_units(self.canvas.scenario)

    def select_unit(self, unit_id: str) -> None:
        """Outline a unit and put it on top of its stack."""
        self.selected_unit = unit_id
        self.show_units(self.canvas.scenario)

    def mark_river(self, sides: list[tuple[str, str]]) -> None:
        """Draw the chosen river's hexsides over the map."""
        shapes = Shapes()
        for a, b in sides:
            shapes.line(list(self.canvas.geo.side(a, b)), RIVER_MARK)
        self.river_mark.set_shapes(shapes)

    def units_at(self, hid: str) -> list[str]:
        """The units drawn in a hex, top first."""
        view = self.units.shown.get(hid)
        return [u for u, _steps in view.units] if view else []
