"""The play tool: what a press on the map means now. Answer a decision, pick combat targets and attackers,
select and move stacks (Alt+click: route the move through a hex; Backspace takes the last waypoint back, Esc
all of them), set German units up, or place what the tray picked; a right press cancels. Every change goes
through the session; the tool keeps the map's highlights in step.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent

from panzer_qt.model.commands import DeployUnit, ExitMap, Move, PutOnTop
from panzer_qt.model.enums import Phase, Segment
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game
from panzer_qt.rules.placement import deploy_hexes
from panzer_qt.ui.map.game_layers import GameLayers
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.map.overlays import OVERSTACK_WARNING, arrival_text
from panzer_qt.ui.map.tool import MapEvent, MapTool
from panzer_qt.ui.play.combat_panel import CombatPanel
from panzer_qt.ui.play.decisions import DecisionPanel
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.play.stack_panel import TOP_KEY
from panzer_qt.ui.play.tray import placement, placement_hexes
from panzer_qt.ui.translated import engine_text, unit_names

DROP_PREFIXES = ("unit:", "kg:")
WAYPOINT_MODIFIER = Qt.KeyboardModifier.AltModifier
"""Held with a click on a hex in reach, it routes the move through that hex (Shift selects a whole stack, Ctrl
stacks up)."""


class PlayTool(MapTool):
    """Turns map presses and drops into commands and selections; marks targets, attackers, probes, retreats,
    advances and placements on the canvas.

    It follows the session and the combat panel's choice. It reads the decision panel's and the combat panel's
    state after they followed a change, so it is made after them (Qt calls slots in the order they connected).
    """

    def __init__(
        self, session: GameSession, combat: CombatPanel, decisions: DecisionPanel, canvas: MapCanvas, layers: GameLayers
    ) -> None:
        self.session, self.combat, self.decisions = session, combat, decisions
        self.picked: str | None = None
        self.warn: Callable[[str], None] = lambda _text: None
        """Where the tool tells the player about a legal move with a cost (the window's status bar)."""
        self._batching = False
        self._pending = False
        self.attach(canvas, layers)
        session.changed.connect(self.after_change)
        session.replaced.connect(self.forget)
        session.selectionChanged.connect(self.request_highlights)
        combat.choiceChanged.connect(self.request_highlights)

    def attach(self, canvas: MapCanvas, layers: GameLayers) -> None:
        """Become the tool of ``canvas`` (a new canvas after loading another scenario's map)."""
        self.canvas, self.layers = canvas, layers
        canvas.set_tool(self)
        self.update_highlights()

    @property
    def game(self) -> Game:
        """The session's game."""
        return self.session.game

    # -- the tool hook ----------------------------------------------------------------------------
    def press(self, event: MapEvent) -> None:
        """A left press acts on the hex at once; a right press cancels the selection and choices."""
        with self._one_update():
            if event.button == Qt.MouseButton.LeftButton and event.hex:
                self.click(event.hex, event.modifiers)
            elif event.button == Qt.MouseButton.RightButton:
                self.deselect()

    def accepts(self, payload: str) -> bool:
        """Tray items: ``unit:<id>`` and ``kg:<id>``."""
        return payload.startswith(DROP_PREFIXES)

    def drop(self, payload: str, event: MapEvent) -> None:
        """A tray item was dropped on the map."""
        with self._one_update():
            self.place(payload, event.hex)

    # -- what a click means -----------------------------------------------------------------------
    def own_units(self, hid: str) -> list[str]:
        """The units in ``hid`` the deciding player may order (visible and of that side)."""
        side = self.game.side_to_act()
        specs = self.game.board.specs
        return [u for u in self.session.answers.visible.get(hid, []) if specs[u].side is side]

    def click(self, hid: str, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        """Act on a left click on ``hid``."""
        state = self.game.state
        if state.pending:
            self.decisions.click(hid, self.layers.units_at(hid))
        elif self.picked is not None and hid in placement_hexes(self.game, self.picked):
            self.place(self.picked, hid)
        elif state.segment is Segment.COMBAT or state.combat is not None:
            self.combat.click(hid, self.own_units(hid))
        elif state.phase is Phase.SETUP and self.session.selection and hid in self.deploy_targets():
            self.session.apply(DeployUnit(unit_id=self.session.selection[0], hex=hid))
        elif state.segment is Segment.MOVEMENT and modifiers & WAYPOINT_MODIFIER and self.session.reach():
            self.add_waypoint(hid)
        elif state.segment is not Segment.MOVEMENT or not self.move_to(hid, modifiers):
            reason = self.why_not_there(hid) if state.segment is Segment.MOVEMENT else None
            self.select_at(hid, bool(modifiers & Qt.KeyboardModifier.ShiftModifier))
            if reason is not None:
                self.warn(reason)

    def select_at(self, hid: str, whole_stack: bool) -> None:
        """Select the top unit of an own stack; clicking it again cycles; Shift selects the whole stack."""
        own = self.own_units(hid)
        if not own:
            self.deselect()
            return
        current = self.session.selection
        if whole_stack:
            chosen = own
        elif len(current) == 1 and current[0] in own:
            chosen = [own[(own.index(current[0]) + 1) % len(own)]]
        else:
            chosen = own[:1]
        self.session.select(chosen)

    def deselect(self) -> None:
        """Drop the selection, the combat choice and the tray pick."""
        with self._one_update():
            self.picked = None
            self.combat.clear()
            self.session.select([])
            self.request_highlights()

    def move_to(self, hid: str, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> bool:
        """Move the selection to ``hid`` along its cheapest path if it can end there; True if it moved.

        A plain click on another of the player's stacks selects that stack instead; Ctrl+click stacks up. A move
        that leaves the hex over-stacked is made (R52) with a warning.
        """
        reach = self.session.reach()
        if reach is None or hid not in reach:
            return False
        if self.own_units(hid) and not modifiers & Qt.KeyboardModifier.ControlModifier:
            return False
        movers = self.session.selection
        self.session.apply(Move(unit_ids=movers, path=reach.path(hid)))
        if reach.overstacks(hid) and self.game.state.units[movers[0]].hex == hid:
            self.warn(
                QCoreApplication.translate("PlayTool", "Warning: {hid} is {warning}").format(
                    hid=hid, warning=QCoreApplication.translate("Overlays", OVERSTACK_WARNING)
                )
            )
        return True

    def add_waypoint(self, hid: str) -> None:
        """Route the selection's move through ``hid`` after the waypoints it has; the status bar says what that
        leaves, or why the route cannot go there."""
        waypoints = self.session.waypoints
        if waypoints and waypoints[-1] == hid:
            return
        try:
            self.session.set_waypoints((*waypoints, hid))
        except IllegalCommand as exc:
            text = QCoreApplication.translate("PlayTool", "Cannot route through {hex}: {reason} ({rule})")
            reason = engine_text(exc.text, unit_names(self.game.board.specs))
            self.warn(text.format(hex=hid, reason=reason, rule=exc.rule))
            return
        reach = self.session.reach()
        assert reach is not None
        side = self.game.board.specs[self.session.selection[0]].side
        stops = hid in self.session.answers.facts.zoc[side.enemy]
        if stops:
            text = QCoreApplication.translate(
                "PlayTool", "Waypoint {n} at {hex}: {left}; click it to end the move there, Backspace takes it back"
            )
        else:
            text = QCoreApplication.translate(
                "PlayTool",
                "Waypoint {n} at {hex}: {left}. Alt+click another or click where the move ends; Backspace takes the "
                "waypoint back, Esc all of them",
            )
        self.warn(text.format(n=len(waypoints) + 1, hex=hid, left=arrival_text(reach, hid, stops)))

    def key(self, event: QKeyEvent) -> bool:
        """O puts the one selected unit on top of its stack (6.3, R58); Backspace takes the last waypoint back, Esc
        all of them."""
        selection = self.session.selection
        if event.key() == TOP_KEY and event.modifiers() == Qt.KeyboardModifier.NoModifier and len(selection) == 1:
            self.session.apply(PutOnTop(unit_id=selection[0]))
            return True
        waypoints = self.session.waypoints
        if not waypoints or event.modifiers() != Qt.KeyboardModifier.NoModifier:
            return False
        if event.key() == Qt.Key.Key_Backspace:
            self.session.set_waypoints(waypoints[:-1])
        elif event.key() == Qt.Key.Key_Escape:
            self.session.set_waypoints(())
        else:
            return False
        return True

    def why_not_there(self, hid: str) -> str | None:
        """Why the selected stack cannot end a move in ``hid``: the rules' reason for the step into it from the
        cheapest hex next to it that the stack reaches, or that no such hex is reached (None: a hex it may reach,
        its own hex, another own stack, or no stack that can move)."""
        reach = self.session.reach()
        if reach is None or hid in reach or hid == reach.start or self.own_units(hid):
            return None
        near = [n for n in self.game.board.grid.neighbors(hid) if n in reach or (n == reach.start and not reach.route)]
        if not near:
            return QCoreApplication.translate(
                "PlayTool", "Cannot move to {hid}: it lies beyond the stack's reach this phase (12.2)"
            ).format(hid=hid)
        via = min(near, key=lambda n: (reach.best_cost(n) if n in reach else 0, n))
        path = [*(reach.path(via) if via in reach else []), hid]
        try:
            self.game.copy(dice=lambda: 1).apply(Move(unit_ids=self.session.selection, path=path))
        except IllegalCommand as exc:
            return QCoreApplication.translate("PlayTool", "Cannot move to {hid}: {message} ({rule})").format(
                hid=hid, message=engine_text(exc.text, unit_names(self.game.board.specs)), rule=exc.rule
            )
        return None

    def may_exit(self) -> bool:
        """Whether the selection could leave the map now: its range reaches an exit hex, or it may leave from
        where it stands (4.1)."""
        selection = self.session.selection
        if not selection:
            return False
        reach = self.session.reach()
        return (reach is not None and reach.can_exit) or self.game.is_legal(ExitMap(unit_ids=selection))

    def exit_map(self) -> None:
        """Take the selected Soviet stack off the map through its exit hex (4.1)."""
        if self.session.selection:
            self.session.apply(ExitMap(unit_ids=self.session.selection))

    def place(self, payload: str, hid: str) -> None:
        """A tray item was dropped (or picked and clicked) on ``hid``; the pick is spent unless the rules refuse."""
        command = placement(self.game, payload, hid)
        if command is None:
            return
        picked, self.picked = self.picked, None
        if self.session.apply(command) is None:
            self.picked = picked

    def pick(self, payload: str) -> None:
        """The tray's item was selected: show where it may go."""
        self.picked = payload
        self.request_highlights()

    def deploy_targets(self) -> list[str]:
        """Set-up hexes of the selected German unit (3.2)."""
        selection = self.session.selection
        if len(selection) != 1:
            return []
        here = self.game.state.units[selection[0]].hex
        return [h for h in deploy_hexes(self.game, selection[0]) if h != here]

    # -- following the session --------------------------------------------------------------------
    def after_change(self, _events: list[object]) -> None:
        """The game changed: drop a pick that can no longer be placed; refresh the highlights."""
        if self.picked is not None and not placement_hexes(self.game, self.picked):
            self.picked = None
        self.request_highlights()

    def forget(self) -> None:
        """Another game: no pick, no combat choice."""
        self.picked = None
        self.combat.clear()

    @contextmanager
    def _one_update(self) -> Iterator[None]:
        """Highlights asked for while handling one event are computed once, at its end."""
        outer = self._batching
        self._batching = True
        try:
            yield
        finally:
            self._batching = outer
        if not outer and self._pending:
            self.update_highlights()

    def request_highlights(self) -> None:
        """Refresh the highlights now, or at the end of the event being handled."""
        if self._batching:
            self._pending = True
        else:
            self.update_highlights()

    def update_highlights(self) -> None:
        """Target, attackers, probe, retreat/advance and placement highlights for the current state."""
        self._pending = False
        canvas, combat, game = self.canvas, self.combat, self.game
        declared = game.state.combat
        target = [declared.defender_hex] if declared else [combat.target] if combat.target else []
        attackers = declared.attacker_ids if declared else combat.attackers
        units = game.state.units
        canvas.highlight("target", target)
        canvas.highlight("attackers", sorted({h for u in attackers if (h := units[u].hex) is not None}))
        canvas.highlight("probe", [combat.probe_hex] if combat.probe_hex and not declared else [])
        for kind, hexes in self.decisions.highlights().items():
            canvas.highlight(kind, hexes)
        other = "advance" if "retreat" in self.decisions.highlights() else "retreat"
        canvas.highlight(other, [])
        places = placement_hexes(game, self.picked) if self.picked else []
        if game.state.phase is Phase.SETUP:
            places = self.deploy_targets()
        canvas.highlight("placement", places)
