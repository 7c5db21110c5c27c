"""The game drawn on a map canvas: counters with fog of war, KG markers, rule overlays (movement range,
supply / C&C, ZOC, KG ranges), the path to the hex under the cursor, the fanned-out stack and the hover text.

Everything is drawn from one ``Answers`` (a position as one viewer sees it) and the selected units, so the
client, and later the replay viewer, draw the same way. ``show`` is incremental: only the hexes whose counters
changed get new items, and an overlay is rebuilt only while it is on and its inputs changed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from panzer_qt.model.enums import Side
from panzer_qt.model.events import Event
from panzer_qt.rules.movement.range import MovementRange
from panzer_qt.ui.map.animation import AnimationLayer, motions
from panzer_qt.ui.map.hex_info import as_tooltip, explain
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.map.overlays import (
    OVERLAYS,
    OverlayItem,
    Shapes,
    control_shapes,
    kg_shapes,
    movement_shapes,
    path_shapes,
    supply_shapes,
    zoc_shapes,
)
from panzer_qt.ui.map.position_answers import Answers
from panzer_qt.ui.map.preview import preview_lines, stakes
from panzer_qt.ui.map.units_layer import StackView, UnitsLayer
from panzer_qt.ui.translated import unit_names

EXPAND_DELAY_MS = 350
Z_OVERLAY, Z_PATH = 10.0, 35.0


class GameLayers(QObject):
    """Units, overlays and hover help over ``canvas``, for the position given to ``show``."""

    overlaysChanged = Signal()  # noqa: N815 (Qt signal name)

    def __init__(self, canvas: MapCanvas) -> None:
        super().__init__(canvas)
        self.canvas, self.geo, self.grid = canvas, canvas.geo, canvas.grid
        self.units = UnitsLayer(canvas.scene(), canvas.geo.centre)
        self.animation = AnimationLayer(canvas.scene(), canvas.geo.centre, self.units)
        bounds = canvas.map_item.boundingRect()
        self.overlay_items = {name: self._add(OverlayItem(bounds, Z_OVERLAY)) for name in OVERLAYS}
        for item in self.overlay_items.values():
            item.setVisible(False)
        self.path_item = self._add(OverlayItem(bounds, Z_PATH, cached=False))
        self.answers: Answers | None = None
        self.selection: tuple[str, ...] = ()
        self.waypoints: tuple[str, ...] = ()
        self.overlays: set[str] = set()
        self._drawn_from: dict[str, tuple[object, ...]] = {}
        self._hover = ""
        self._expand_timer = QTimer(self, singleShot=True, interval=EXPAND_DELAY_MS)
        self._expand_timer.timeout.connect(self._expand_hovered)
        canvas.hexHovered.connect(self._hovered)

    def _add(self, item: OverlayItem) -> OverlayItem:
        self.canvas.scene().addItem(item)
        return item

    # -- the position shown -----------------------------------------------------------------------
    def show(self, answers: Answers | None, selection: Sequence[str] = (), waypoints: Sequence[str] = ()) -> None:
        """Draw ``answers``' position (None: no game, the bare map) with ``selection`` outlined and on top, its range
        and path running through ``waypoints``."""
        old = self.answers
        if answers is None or old is None or (answers.game, answers.viewer) != (old.game, old.viewer):
            self.units.rotation.clear()
        self.answers, self.selection, self.waypoints = answers, tuple(selection), tuple(waypoints)
        if answers is not None and self.selection:
            self.units.bring_on_top(answers.visible, self.selection)
        self._draw_units()
        self.canvas.highlight("over_stacked", sorted(answers.over_stacked) if answers is not None else ())
        line = answers.blocked_line(self.selection) if answers is not None else None
        self.canvas.highlight("supply_needed", line.path if line is not None else ())
        self.canvas.highlight("supply_blocked", line.blocks if line is not None else ())
        self._draw_overlays()
        self._draw_path()

    def animate(self, events: Sequence[Event], speed: float) -> None:
        """Slide the counters these events moved and flash the hexes that lost steps, as the viewer may see them
        (``speed``: a multiple of the normal length; 0 shows the end at once)."""
        answers = self.answers
        if answers is None or speed <= 0:
            self.animation.finish()
            return
        units, specs, visible = answers.game.state.units, answers.game.board.specs, answers.visible
        slides, losses = motions(list(events), lambda u, h: u in visible.get(h, ()), lambda u: units[u].hex)
        self.animation.play(slides, losses, lambda u: (specs[u], units[u].steps), speed)

    def units_at(self, hid: str) -> list[str]:
        """The unit ids the viewer may see in a hex, top first as drawn (fog applied)."""
        visible = self.answers.visible if self.answers is not None else {}
        return self.units.order(hid, visible.get(hid, []))

    def cycle_stack(self, hid: str) -> None:
        """Bring the next counter of a stack to the top."""
        self.units.rotation[hid] = self.units.rotation.get(hid, 0) + 1
        self._draw_units()

    def reach(self) -> MovementRange | None:
        """The selection's movement range through its waypoints, when it may move now."""
        return self.answers.route_reach(self.selection, self.waypoints) if self.answers is not None else None

    def _draw_units(self) -> None:
        answers = self.answers
        if answers is None:
            self.units.show({}, {})
            self.units.show_markers(set())
            self.canvas.names.set_occupied(frozenset())
            return
        game, chosen = answers.game, set(self.selection)
        steps = game.state.units
        shown = {
            hid: StackView(
                tuple((u, steps[u].steps) for u in self.units.order(hid, ids)),
                answers.count(hid),
                bool(chosen & set(ids)),
            )
            for hid, ids in answers.visible.items()
        }
        self.units.show(shown, game.board.specs)
        self.canvas.names.set_occupied(frozenset(shown))
        names = {kg.id: kg.name for kg in game.scenario.kg_markers}
        self.units.show_markers({(h, names.get(k, k)) for k, h in game.state.kg.items() if h is not None})

    # -- overlays ---------------------------------------------------------------------------------
    def set_overlay(self, name: str, on: bool) -> None:
        """Show or hide one overlay of ``OVERLAYS``."""
        if name not in OVERLAYS:
            raise KeyError(f"unknown overlay {name!r}")
        if on:
            self.overlays.add(name)
        else:
            self.overlays.discard(name)
        self._draw_overlays()
        self._draw_path()
        self.overlaysChanged.emit()

    def overlay_on(self, name: str) -> bool:
        """Whether an overlay is shown."""
        return name in self.overlays

    def restyle(self) -> None:
        """Draw the overlays and the canvas's highlights again in the palette now in use."""
        self._drawn_from.clear()
        self._draw_overlays()
        self.canvas.restyle_highlights()

    def _draw_overlays(self) -> None:
        for name, item in self.overlay_items.items():
            shown = name in self.overlays and self.answers is not None
            if item.isVisible() is not shown:
                item.setVisible(shown)
            inputs = self._inputs(name)
            if shown and self._drawn_from.get(name) != inputs:
                self._drawn_from[name] = inputs
                item.set_shapes(self.overlay_shapes(name))

    def _inputs(self, name: str) -> tuple[object, ...]:
        """What an overlay is drawn from: the position, and the selection (and route) for those that follow it."""
        return (self.answers, self.selection, self.waypoints) if name in ("movement", "supply") else (self.answers,)

    def overlay_shapes(self, name: str) -> Shapes:
        """The shapes of one overlay for the position shown."""
        answers = self.answers
        assert answers is not None
        if name == "movement":
            reach = self.reach()
            return movement_shapes(self.geo, self.grid, reach) if reach is not None else Shapes()
        if name == "supply":
            return self._supply_shapes(answers)
        if name == "kg":
            return kg_shapes(self.geo, self.grid, answers.facts.kg)
        if name == "control":
            game = answers.game
            return control_shapes(self.geo, self.grid, game.state.control, game.board.town_vp)
        side = Side.GERMAN if name == "zoc_german" else Side.SOVIET
        return zoc_shapes(self.geo, self.grid, side, answers.facts.zoc[side])

    def focus_side(self) -> Side:
        """The side whose supply is shown: the selection's, else the viewer's, else the side to act."""
        assert self.answers is not None
        game = self.answers.game
        if self.selection and self.selection[0] in game.board.specs:
            return game.board.specs[self.selection[0]].side
        return self.answers.viewer or game.state.acting or Side.GERMAN

    def _supply_shapes(self, answers: Answers) -> Shapes:
        game, side, supply, seen = answers.game, self.focus_side(), answers.supply, answers.visible
        hexes = {uid: unit.hex or "" for uid, unit in game.state.units.items()}
        out = {
            hexes[uid]: owner
            for owner in Side
            for uid, status in supply[owner].items()
            if not status.in_supply and hexes[uid] in seen
        }
        trace = next((list(supply[side][u].path) for u in self.selection if u in supply[side]), [])
        return supply_shapes(self.geo, self.grid, side, supplied=answers.facts.supplied[side], out=out, trace=trace)

    def _draw_path(self) -> None:
        reach = self.reach() if "movement" in self.overlays else None
        if reach is None or (self._hover not in reach and not reach.route) or self.answers is None:
            self.path_item.set_shapes(Shapes())
            return
        side = self.answers.game.board.specs[self.selection[0]].side
        stops = self._hover in self.answers.facts.zoc[side.enemy]
        self.path_item.set_shapes(path_shapes(self.geo, reach, self._hover, stops, self.waypoints))

    # -- hover ------------------------------------------------------------------------------------
    def explain(self, hid: str) -> str:
        """The hover text of a hex: the hex as the viewer knows it, and what reaching it costs the selection."""
        if self.answers is None or hid not in self.grid:
            return ""
        text = explain(self.answers.facts, hid)
        combat = self.answers.game.state.combat
        if combat is not None and combat.defender_hex == hid:
            text += "".join(f"\n{line}" for line in stakes(self.answers.view))
        reach = self.reach() if "movement" in self.overlays else None
        if reach is not None and hid in reach:
            uncertain = reach.uncertain(hid)
            doubt = self.tr("; at worst: a river crossing on the way may cost less (12.3)") if uncertain else ""
            left = reach.mp_allowance - reach.cost(hid)
            text += self.tr("\nSelected stack: {cost} MP to get here, {left} left{doubt}").format(
                cost=reach.cost(hid), left=left, doubt=doubt
            )
            if self._holds_own(hid):
                text += self.tr("; Ctrl+click to stack with the units here (a click selects them)")
            text += QCoreApplication.translate("GameLayers", "; Alt+click: route the move through here")
            text += "".join(f"\n{line}" for line in self.preview_lines(reach, hid))
        return text

    def preview_lines(self, reach: MovementRange, hid: str) -> list[str]:
        """What moving the selection to ``hid`` would change, then whether an enemy ZOC ends the move there (7.2)."""
        answers = self.answers
        assert answers is not None
        game = answers.game
        names = unit_names(game.board.specs)
        lines = preview_lines(answers.view, answers.preview(self.selection, reach.path(hid)), names)
        side = game.board.specs[self.selection[0]].side
        if hid in answers.facts.zoc[side.enemy]:
            lines.append(self.tr("The move ends here: enemy zone of control (7.2)"))
        return lines

    def _holds_own(self, hid: str) -> bool:
        """Whether the hex holds units of the selection's side."""
        assert self.answers is not None
        specs = self.answers.game.board.specs
        side = specs[self.selection[0]].side
        return any(specs[u].side is side for u in self.answers.visible.get(hid, []))

    def _hovered(self, hid: str) -> None:
        self._hover = hid
        self.units.collapse()
        self._expand_timer.start() if len(self.units_at(hid)) > 1 else self._expand_timer.stop()
        self._draw_path()
        self.canvas.viewport().setToolTip(as_tooltip(self.explain(hid)) if hid else "")

    def _expand_hovered(self) -> None:
        if self._hover:
            self.units.expand(self._hover)
