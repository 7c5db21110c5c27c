"""What a click on the map means now: answer a decision, pick combat targets and attackers, select and
move stacks, set German units up, or place what the tray picked. Every change goes through the session."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal

from panzer_qt.model.commands import DeployUnit, ExitMap, Move
from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.rules.fog import visible_units
from panzer_qt.rules.game import Game
from panzer_qt.rules.legal import movers
from panzer_qt.rules.movement.range import MovementRange
from panzer_qt.rules.placement import deploy_hexes
from panzer_qt.ui.combat_panel import CombatPanel
from panzer_qt.ui.decisions import DecisionPanel
from panzer_qt.ui.map_view import MapView
from panzer_qt.ui.session import GameSession
from panzer_qt.ui.tray import placement, placement_hexes


class MapInput(QObject):
    """Turns map clicks and drops into commands; keeps the selection and the map highlights in step."""

    selectionChanged = Signal()  # noqa: N815 (Qt signal name)

    def __init__(
        self,
        session: GameSession,
        view: MapView,
        combat: CombatPanel,
        decisions: DecisionPanel,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session, self.combat, self.decisions = session, combat, decisions
        self.picked: str | None = None
        self._range: tuple[tuple[str, ...], MovementRange | None] = ((), None)
        self.attach(view)

    def attach(self, view: MapView) -> None:
        """Take clicks, right clicks and drops from ``view`` (a new map view after loading another scenario)."""
        self.view = view
        view.hexClicked.connect(self.click)
        view.hexRightClicked.connect(lambda _hid: self.deselect())
        view.dropped.connect(self.drop)

    @property
    def game(self) -> Game:
        """The session's game."""
        return self.session.game

    def own_units(self, hid: str) -> list[str]:
        """The units in ``hid`` the deciding player may order (visible and of that side)."""
        side = self.game.side_to_act()
        specs = self.game.board.specs
        seen = visible_units(self.game, self.session.viewer).get(hid, [])
        return [u for u in seen if specs[u].side is side]

    def click(self, hid: str, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        """Act on a left click on ``hid``."""
        state = self.game.state
        if state.pending:
            self.decisions.click(hid, self.view.units_at(hid))
        elif self.picked is not None and hid in placement_hexes(self.game, self.picked):
            self.drop(self.picked, hid)
        elif state.segment is Segment.COMBAT or state.combat is not None:
            self.combat.click(hid, self.own_units(hid))
        elif state.phase is Phase.SETUP and self.view.selection() and hid in self.deploy_targets():
            self.session.apply(DeployUnit(unit_id=self.view.selection()[0], hex=hid))
        elif state.segment is Segment.MOVEMENT and self.move_to(hid, modifiers):
            return
        else:
            self.select_at(hid, bool(modifiers & Qt.KeyboardModifier.ShiftModifier))
        self.update_highlights()

    def select_at(self, hid: str, whole_stack: bool) -> None:
        """Select the top unit of an own stack; clicking it again cycles; Shift selects the whole stack."""
        own = self.own_units(hid)
        if not own:
            self.deselect()
            return
        current = self.view.selection()
        if whole_stack:
            chosen = own
        elif len(current) == 1 and current[0] in own:
            chosen = [own[(own.index(current[0]) + 1) % len(own)]]
        else:
            chosen = own[:1]
        self.set_selection(chosen)

    def set_selection(self, unit_ids: list[str]) -> None:
        """Select these units (the map outlines them and shows their range)."""
        self.view.set_selection(unit_ids)
        self.selectionChanged.emit()
        self.update_highlights()

    def deselect(self) -> None:
        """Drop the selection, the combat choice and the tray pick."""
        self.picked = None
        self.combat.clear()
        self.set_selection([])

    def movement(self) -> MovementRange | None:
        """The selection's movement range, when the selection may move now."""
        selection = tuple(self.view.selection())
        if self._range[0] != selection or self._range[1] is None:
            free = set(movers(self.game)) if self.game.state.segment is Segment.MOVEMENT else set()
            rng = None
            if selection and set(selection) <= free:
                try:
                    rng = self.game.movement_range(selection)
                except ValueError:
                    rng = None
            self._range = (selection, rng)
        return self._range[1]

    def forget_range(self) -> None:
        """The state changed: ranges must be computed again."""
        self._range = ((), None)

    def move_to(self, hid: str, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> bool:
        """Move the selection to ``hid`` along its cheapest path if it can end there; True if it moved.

        A plain click on another of the player's stacks selects that stack instead; Ctrl+click stacks up.
        """
        rng = self.movement()
        if rng is None or hid not in rng:
            return False
        if self.own_units(hid) and not modifiers & Qt.KeyboardModifier.ControlModifier:
            return False
        self.session.apply(Move(unit_ids=list(self.view.selection()), path=rng.path(hid)))
        return True

    def may_exit(self) -> bool:
        """Whether the selection could leave the map now: its range reaches an exit hex, or it stands in one (4.1)."""
        selection = self.view.selection()
        rng = self.movement()
        if not selection or self.game.state.segment is not Segment.MOVEMENT:
            return False
        exits = set(self.game.scenario.map.hex_sets.soviet_exit)
        units, specs = self.game.state.units, self.game.board.specs
        standing = all(units[u].hex in exits and specs[u].side is Side.SOVIET for u in selection)
        return standing or (rng is not None and rng.can_exit)

    def exit_map(self) -> None:
        """Take the selected Soviet stack off the map through its exit hex (4.1)."""
        if self.view.selection():
            self.session.apply(ExitMap(unit_ids=list(self.view.selection())))

    def drop(self, payload: str, hid: str) -> None:
        """A tray item was dropped (or picked and clicked) on ``hid``."""
        command = placement(self.game, payload, hid)
        if command is not None and self.session.apply(command) is not None:
            self.picked = None

    def pick(self, payload: str) -> None:
        """The tray's item was selected: show where it may go."""
        self.picked = payload
        self.update_highlights()

    def deploy_targets(self) -> list[str]:
        """Set-up hexes of the selected German unit (3.2)."""
        selection = self.view.selection()
        if len(selection) != 1:
            return []
        here = self.game.state.units[selection[0]].hex
        return [h for h in deploy_hexes(self.game, selection[0]) if h != here]

    def after_change(self) -> None:
        """The game changed: keep only selected units still on the map and refresh the highlights."""
        self.forget_range()
        units = self.game.state.units
        side = self.game.side_to_act() or Side.GERMAN
        kept = [u for u in self.view.selection() if units[u].hex is not None and self.game.board.specs[u].side is side]
        if kept != self.view.selection():
            self.view.set_selection(kept)
        if self.picked is not None and not placement_hexes(self.game, self.picked):
            self.picked = None
        self.update_highlights()

    def update_highlights(self) -> None:
        """Target, attackers, probe, retreat/advance and placement highlights for the current state."""
        view, combat, game = self.view, self.combat, self.game
        declared = game.state.combat
        target = [declared.defender_hex] if declared else [combat.target] if combat.target else []
        attackers = declared.attacker_ids if declared else combat.attackers
        units = game.state.units
        view.highlight("target", target)
        view.highlight("attackers", sorted({h for u in attackers if (h := units[u].hex) is not None}))
        view.highlight("probe", [combat.probe_hex] if combat.probe_hex and not declared else [])
        for kind, hexes in self.decisions.highlights().items():
            view.highlight(kind, hexes)
        other = "advance" if "retreat" in self.decisions.highlights() else "retreat"
        view.highlight(other, [])
        places = placement_hexes(game, self.picked) if self.picked else []
        if game.state.phase is Phase.SETUP:
            places = self.deploy_targets()
        view.highlight("placement", places)
