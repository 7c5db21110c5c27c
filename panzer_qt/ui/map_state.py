"""What the map view shows, apart from pixels: game, viewer, selection, overlays, and cached engine answers."""

from __future__ import annotations

from functools import cached_property

from panzer_qt.model.enums import Segment, Side
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.fog import stack_count, visible_units
from panzer_qt.rules.game import Game
from panzer_qt.rules.grid import HexGrid
from panzer_qt.rules.legal import movers
from panzer_qt.rules.movement.range import MovementRange
from panzer_qt.rules.supply import SupplyStatus
from panzer_qt.ui.hex_info import HexFacts, explain
from panzer_qt.ui.map_render import HexGeometry
from panzer_qt.ui.overlays import Shapes, kg_shapes, movement_shapes, supply_shapes, zoc_shapes


class Answers:
    """Engine answers about one position, asked for once and kept until the position changes."""

    def __init__(self, game: Game, viewer: Side | None) -> None:
        self.game, self.viewer = game, viewer

    @cached_property
    def visible(self) -> dict[str, list[str]]:
        """Unit ids per hex as the viewer sees them."""
        return visible_units(self.game, self.viewer)

    @cached_property
    def facts(self) -> HexFacts:
        """What the hover text needs."""
        return HexFacts.of(self.game, self.viewer)

    @cached_property
    def supply(self) -> dict[Side, dict[str, SupplyStatus]]:
        """Supply (Soviet) and C&C (German) of every unit on the map."""
        return {side: self.game.supply_status(side) for side in Side}

    def count(self, hid: str) -> int:
        """Counters in a hex."""
        return stack_count(self.game, hid)


class MapState:
    """The view's model: the game shown, to whom, what is selected and which overlays are on."""

    def __init__(self, geo: HexGeometry, grid: HexGrid) -> None:
        self.geo, self.grid = geo, grid
        self.game: Game | None = None
        self.viewer: Side | None = None
        self.selection: list[str] = []
        self.overlays: set[str] = set()
        self.highlights: dict[str, set[str]] = {}
        self._answers: Answers | None = None
        self._range: MovementRange | None = None
        self._range_known = False

    def invalidate(self) -> None:
        """Forget every cached answer (the position changed)."""
        self._answers = None
        self.invalidate_selection()

    def invalidate_selection(self) -> None:
        """Forget the selection's movement range."""
        self._range, self._range_known = None, False

    @property
    def answers(self) -> Answers:
        """The cached engine answers of the current position."""
        if self.game is None:
            raise RuntimeError("no game is shown")
        if self._answers is None:
            self._answers = Answers(self.game, self.viewer)
        return self._answers

    def visible(self) -> dict[str, list[str]]:
        """Unit ids per hex as the viewer sees them (none without a game)."""
        return self.answers.visible if self.game is not None else {}

    def count(self, hid: str) -> int:
        """Counters in a hex."""
        return self.answers.count(hid)

    def explain(self, hid: str) -> str:
        """The hover text of a hex."""
        if self.game is None or hid not in self.grid:
            return ""
        text = explain(self.answers.facts, hid)
        rng = self.movement() if "movement" in self.overlays else None
        if rng is not None and hid in rng:
            doubt = "; a river crossing on the way may cost more (12.3)" if rng.uncertain(hid) else ""
            text += f"\nSelected stack: {rng.cost(hid)} MP to get here, {rng.mp_allowance - rng.cost(hid)} left{doubt}"
            if self._holds_own(hid):
                text += "; Ctrl+click to stack with the units here (a click selects them)"
        return text

    def _holds_own(self, hid: str) -> bool:
        """Whether the hex holds units of the selection's side."""
        assert self.game is not None
        specs, side = self.game.board.specs, self.game.board.specs[self.selection[0]].side
        return any(specs[u].side is side for u in self.visible().get(hid, []))

    def movement(self) -> MovementRange | None:
        """Where the selection can move this phase, or None if it cannot move as one stack."""
        if not self._range_known:
            self._range_known = True
            self._range = self._compute_range()
        return self._range

    def _compute_range(self) -> MovementRange | None:
        game = self.game
        if game is None or not self.selection or game.state.segment is not Segment.MOVEMENT:
            return None
        if not set(self.selection) <= set(movers(game)):
            return None
        try:
            return game.movement_range(self.selection)
        except (ValueError, KeyError, IllegalCommand):
            return None

    def focus_side(self) -> Side:
        """The side whose supply is shown: the selection's, else the viewer's, else the side to act."""
        assert self.game is not None
        if self.selection and self.selection[0] in self.game.board.specs:
            return self.game.board.specs[self.selection[0]].side
        return self.viewer or self.game.state.acting or Side.GERMAN

    def overlay_shapes(self, name: str) -> Shapes:
        """The shapes of one overlay for the current position."""
        game = self.game
        assert game is not None
        if name == "movement":
            rng = self.movement()
            return movement_shapes(self.geo, self.grid, rng) if rng is not None else Shapes()
        if name == "supply":
            return self._supply_shapes()
        if name == "kg":
            return kg_shapes(self.geo, self.grid, self.answers.facts.kg)
        side = Side.GERMAN if name == "zoc_german" else Side.SOVIET
        return zoc_shapes(self.geo, self.grid, side, self.answers.facts.zoc[side])

    def _supply_shapes(self) -> Shapes:
        game = self.game
        assert game is not None
        side, supply, seen = self.focus_side(), self.answers.supply, self.visible()
        hexes = {uid: game.state.units[uid].hex or "" for uid in game.state.units}
        out = {
            hexes[uid]: owner
            for owner in Side
            for uid, status in supply[owner].items()
            if not status.in_supply and hexes[uid] in seen
        }
        trace = next((list(supply[side][u].path) for u in self.selection if u in supply[side]), [])
        return supply_shapes(
            self.geo, self.grid, side, supplied=self.answers.facts.supplied[side], out=out, trace=trace
        )
