"""Choosing units on the viewer's map: a press selects the top counter the viewer sees in a hex, a press on it
again the next one, Shift the whole stack, a right press nothing. The selection's movement range is shown for
any unit at the cursor's moment, also one that could not move then (the engine says why)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt

from panzer_qt.rules.movement.range import MovementRange
from panzer_qt.ui import translated
from panzer_qt.ui.map.position_answers import Answers
from panzer_qt.ui.map.tool import MapEvent, MapTool


class ReplayAnswers(Answers):
    """The engine's answers at the cursor; a movement range for any stack on the map, whoever may move now."""

    def reach(self, unit_ids: tuple[str, ...] | list[str]) -> MovementRange | None:
        """Where these units, together, could end a move from where they stand at this moment."""
        key = tuple(unit_ids)
        if key not in self._reach:
            units = self.game.state.units
            hexes = {units[u].hex for u in key if u in units}
            self._reach[key] = self.game.movement_range(key) if key and len(hexes) == 1 and None not in hexes else None
        return self._reach[key]

    def why_not_now(self, unit_ids: tuple[str, ...]) -> str:
        """Why the units could not move at this moment (the rule's reason, units named), or ""."""
        refusal = self.game.why_immobile(unit_ids) if unit_ids else None
        names = translated.unit_names(self.game.board.specs)
        return translated.refusal(refusal, names) if refusal is not None else ""


class SelectTool(MapTool):
    """Selection by presses on the map; ``chosen`` is told the new selection."""

    def __init__(self, units_at: Callable[[str], list[str]], chosen: Callable[[tuple[str, ...]], None]) -> None:
        self.units_at, self.chosen = units_at, chosen
        self.selection: tuple[str, ...] = ()

    def press(self, event: MapEvent) -> None:
        """Left: select in the hex (again: the next counter; Shift: the stack). Right: select nothing."""
        if event.button == Qt.MouseButton.RightButton or not event.hex:
            self.select(())
        elif event.button == Qt.MouseButton.LeftButton:
            self.select_at(event.hex, bool(event.modifiers & Qt.KeyboardModifier.ShiftModifier))

    def select_at(self, hid: str, whole_stack: bool) -> None:
        """Select the top unit seen in ``hid``, the next one if it is selected, or the whole stack."""
        seen = self.units_at(hid)
        if not seen or whole_stack:
            self.select(tuple(seen))
        elif len(self.selection) == 1 and self.selection[0] in seen:
            self.select((seen[(seen.index(self.selection[0]) + 1) % len(seen)],))
        else:
            self.select((seen[0],))

    def select(self, units: tuple[str, ...]) -> None:
        """Make ``units`` the selection."""
        self.selection = units
        self.chosen(units)
