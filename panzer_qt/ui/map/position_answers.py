"""The engine's answers about one position as one viewer sees it, each asked for once: the one place the map
layers, the hover text and the panels read them from. Qt-free.

An ``Answers`` belongs to the position it was made for: whoever changes the game makes a new one (the play
session does so before it announces a change).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property

from panzer_qt.model.enums import Side
from panzer_qt.rules.fog import hidden_counts
from panzer_qt.rules.game import Game
from panzer_qt.rules.movement.range import MovementRange
from panzer_qt.rules.stacks import stacks
from panzer_qt.rules.supply import BlockedLine, SupplyStatus
from panzer_qt.ui.map.hex_info import HexFacts, over_stacked_seen
from panzer_qt.ui.map.preview import Preview, move_preview


class Answers:
    """Engine answers about ``game``'s current position for ``viewer`` (None: the referee, who sees everything)."""

    def __init__(self, game: Game, viewer: Side | None) -> None:
        self.game, self.viewer = game, viewer
        self._reach: dict[tuple[str, ...], MovementRange | None] = {}
        self._previews: dict[tuple[str, ...], Preview] = {}

    @cached_property
    def visible(self) -> dict[str, list[str]]:
        """Unit ids per hex as the viewer sees them, top first (fog of war, 6.3)."""
        return self.game.visible_units(self.viewer)

    @cached_property
    def facts(self) -> HexFacts:
        """What the hover text needs."""
        return HexFacts.of(self.game, self.viewer, self.visible)

    @cached_property
    def over_stacked(self) -> frozenset[str]:
        """Hexes whose stack, as far as the viewer sees it, breaks the stacking limits (6.0-6.2)."""
        return over_stacked_seen(self.game, self.visible)

    @cached_property
    def supply(self) -> dict[Side, dict[str, SupplyStatus]]:
        """Supply (Soviet) and C&C (German) of every unit on the map."""
        return {side: self.game.supply_status(side) for side in Side}

    @cached_property
    def view(self) -> Game:
        """The game as the viewer knows it: enemy units hidden from him off the map (the referee's: the game)."""
        return self.game.as_seen_by(self.viewer) if self.viewer is not None else self.game

    @cached_property
    def view_supply(self) -> dict[Side, dict[str, SupplyStatus]]:
        """Supply and C&C as the viewer may work them out (on the view: hidden enemy units not counted)."""
        return {side: self.view.supply_status(side) for side in Side}

    def preview(self, unit_ids: tuple[str, ...] | list[str], path: list[str]) -> Preview:
        """What moving these units along ``path`` would change, as the viewer may foresee it (``ui.map.preview``)."""
        key = (*unit_ids, "", *path)
        if key not in self._previews:
            self._previews[key] = move_preview(self.view, list(unit_ids), path, self.view_supply)
        return self._previews[key]

    def blocked_line(self, unit_ids: tuple[str, ...] | list[str]) -> BlockedLine | None:
        """For a selection whose first unit is out of supply / C&C: the line it would need and what blocks it (None:
        it is in supply, or there is no selection)."""
        if not unit_ids:
            return None
        unit, specs = unit_ids[0], self.game.board.specs
        status = self.supply[specs[unit].side].get(unit)
        hid = self.game.state.units[unit].hex
        if status is None or status.in_supply or hid is None:
            return None
        return self.game.blocked_line(specs[unit].side, hid)

    @cached_property
    def hidden(self) -> dict[str, int]:
        """How many counters of each enemy stack the viewer cannot see (6.3, R26)."""
        return hidden_counts(self.game, self.viewer) if self.viewer is not None else {}

    @cached_property
    def stacks(self) -> Mapping[str, tuple[str, ...]]:
        """Every unit on the map by hex, whoever may see it."""
        return stacks(self.game.board, self.game.state)

    def count(self, hid: str) -> int:
        """Counters in a hex (both players may count a stack, R26)."""
        return len(self.stacks.get(hid, ()))

    def reach(self, unit_ids: tuple[str, ...] | list[str]) -> MovementRange | None:
        """Where these units can move together now, or None if they cannot start a move (``Game.why_immobile``)."""
        key = tuple(unit_ids)
        if key not in self._reach:
            free = bool(key) and self.game.why_immobile(key) is None
            self._reach[key] = self.game.movement_range(key) if free else None
        return self._reach[key]

    def route_reach(self, unit_ids: tuple[str, ...] | list[str], waypoints: tuple[str, ...]) -> MovementRange | None:
        """Where these units can end a move through ``waypoints`` in order (none: ``reach``); None if they cannot
        start a move (IllegalCommand if a waypoint cannot be reached that way)."""
        if not waypoints or self.reach(unit_ids) is None:
            return self.reach(unit_ids)
        key = (*unit_ids, "", *waypoints)
        if key not in self._reach:
            self._reach[key] = self.game.route_range(unit_ids, waypoints)
        return self._reach[key]
