"""The engine's front door: ``Game`` holds a scenario and a state and applies commands to it.

``Game.apply`` checks a command against the rules for the current state, raises
``IllegalCommand`` naming the rule when it is not allowed, and otherwise updates the state and
returns the events it produced. Queries (``zoc``, ``supply_status``, ``movement_range``...) never
change the state.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from panzer_qt.model.commands import Command, DeclareAttack, DefenceSupport
from panzer_qt.model.enums import Side
from panzer_qt.model.events import AttackDeclared, DiceRolled, Event, PhaseStarted
from panzer_qt.model.odds import OddsBreakdown
from panzer_qt.model.record import GameRecord, RecordStep
from panzer_qt.model.scenario import Options, Scenario
from panzer_qt.model.situation import Situation
from panzer_qt.model.state import GameState, UnitState, UnitStatus
from panzer_qt.rules.board import Board
from panzer_qt.rules.combat.declare import check_declaration, check_defence
from panzer_qt.rules.combat.odds import breakdown
from panzer_qt.rules.combat.pending import check_open_business
from panzer_qt.rules.dice import Dice
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.kg import KGRange, kg_ranges
from panzer_qt.rules.movement import MovementRange, movement_range
from panzer_qt.rules.scenario_check import check_situation
from panzer_qt.rules.sequence import acting_side, assumed_sequences
from panzer_qt.rules.stackrules import MovePosition
from panzer_qt.rules.supply import SupplyStatus, supply_net, supply_status
from panzer_qt.rules.victory import refresh_vp, vp_parts
from panzer_qt.rules.zoc import zoc_hexes

UNDO_BARRIERS = (DiceRolled, AttackDeclared, PhaseStarted)
"""Events after which earlier commands can no longer be taken back: dice, revealed stacks, a new phase."""

Handler = Callable[["Game", Any], list[Event]]
_HANDLERS: dict[str, Handler] = {}


def handles(command_type: str) -> Callable[[Handler], Handler]:
    """Register the function that applies one type of command."""

    def register(func: Handler) -> Handler:
        _HANDLERS[command_type] = func
        return func

    return register


class Game:
    """A game in progress: scenario, state, dice."""

    def __init__(self, scenario: Scenario, state: GameState, seed: int = 0) -> None:
        self.scenario = scenario
        self.board = Board(scenario)
        self._state = state
        self.seed = seed
        self.start_events: list[Event] = []
        self.steps: list[RecordStep] = []
        self.snapshots: dict[int, GameState] = {}
        self._undo: list[GameState] = []
        self._vp_reported: dict[str, int] = {}

    @property
    def state(self) -> GameState:
        """The current state (treat as read-only; change it only through ``apply``)."""
        return self._state

    @classmethod
    def from_situation(cls, scenario: Scenario, situation: Situation, seed: int = 0) -> Game:
        """A game set to any position: the listed units placed, the rest waiting off the map.

        Raises ValueError if the situation names units or KGs the scenario lacks, or hexes off its map.
        """
        problems = check_situation(scenario, situation)
        if problems:
            raise ValueError(f"the situation does not fit the scenario: {'; '.join(problems)}")
        state = initial_state(scenario, seed)
        for unit_id, unit in state.units.items():
            placed = situation.units.get(unit_id)
            if placed is None:
                unit.hex, unit.status = None, UnitStatus.WAITING
            else:
                max_steps = scenario.unit(unit_id).max_steps
                unit.hex, unit.status = placed.hex, UnitStatus.ON_MAP
                unit.steps = min(placed.steps or max_steps, max_steps)
        state.kg.update(situation.kg)
        state.turn, state.phase, state.segment = situation.turn, situation.phase, situation.segment
        state.weather = situation.weather
        state.cas.update(situation.cas)
        state.control.update(situation.control)
        state.sequence = assumed_sequences(state.phase, state.segment, situation.sequence)
        state.acting = acting_side(state.phase)
        state.vp_exits, state.vp_eliminations = situation.vp_exits, situation.vp_eliminations
        game = cls(scenario, state, seed)
        game.report_vp()
        return game

    def dice(self) -> Dice:
        """Dice bound to the state's generator; call ``commit_dice`` after rolling."""
        return Dice(self._state.rng)

    def commit_dice(self, dice: Dice) -> None:
        """Store the generator's new state after rolls."""
        self._state.rng = dice.state

    def zoc(self, side: Side) -> frozenset[str]:
        """Hexes in ``side``'s zone of control (7.0; none in Storm)."""
        return zoc_hexes(self.board, self._state, side)

    def supply_status(self, side: Side) -> dict[str, SupplyStatus]:
        """Soviet supply (8.0) or German C&C (9.2) of each of ``side``'s units on the map, with a path."""
        return supply_status(self.board, self._state, side)

    def supply_hexes(self, side: Side) -> frozenset[str]:
        """Hexes from which a unit of ``side`` would be in supply / C&C now (for the map overlay)."""
        net = supply_net(self.board, self._state, side)
        return net.index.names(net.hexes())

    def supply_from_hex(self, side: Side, hid: str) -> SupplyStatus:
        """The supply / C&C a unit of ``side`` would have in ``hid`` (RULINGS R7: C&C of towns)."""
        return supply_net(self.board, self._state, side).status_of_hex(hid)

    def movement_range(self, unit_ids: Iterable[str]) -> MovementRange:
        """Where these units, moving together from their one hex, can end a move this phase (12.0)."""
        return movement_range(MovePosition(self.board, self._state), tuple(unit_ids))

    def movement_ranges(self, side: Side) -> dict[str, MovementRange]:
        """The movement range of every unit of ``side`` on the map, each moving alone."""
        position = MovePosition(self.board, self._state)
        return {
            unit_id: movement_range(position, (unit_id,))
            for ids in position.stacks.values()
            for unit_id in ids
            if self.board.specs[unit_id].side is side
        }

    def kg_ranges(self) -> dict[str, KGRange]:
        """Traffic range (and whether active) and combat range of each KG marker on the map (12.4, 13.4)."""
        return kg_ranges(self.board, self._state)

    def odds(
        self,
        attacker_ids: Iterable[str],
        defender_hex: str,
        cas: int = 0,
        kg: str | None = None,
        support: str | None = None,
        *,
        defence_cas: int = 0,
        defence_kg: str | None = None,
        defence_support: str | None = None,
    ) -> OddsBreakdown:
        """The odds of an attack, checked as its declaration (and defensive support) would be (13.8)."""
        attack = DeclareAttack(
            attacker_ids=list(attacker_ids), defender_hex=defender_hex, cas=cas, kg=kg, support=support
        )
        combat = check_declaration(self, attack)
        if defence_cas or defence_kg is not None or defence_support is not None:
            defence = DefenceSupport(cas=defence_cas, kg=defence_kg, support=defence_support)
            check_defence(self, combat, defence)
            combat.defence_cas, combat.defence_kg, combat.defence_support = defence_cas, defence_kg, defence_support
        return breakdown(self.board, self._state, combat)

    def apply(self, command: Command) -> list[Event]:
        """Apply a command; raise ``IllegalCommand`` (state unchanged) if the rules forbid it."""
        _load_handlers()
        handler = _HANDLERS[command.type]
        check_open_business(self._state, command.type)
        backup = self._state.model_copy(deep=True)
        self._vp_reported = vp_parts(backup)
        try:
            events = handler(self, command)
        except IllegalCommand:
            self._state = backup
            raise
        events += self.report_vp()
        self.steps.append(RecordStep(command=command, events=events))
        if any(isinstance(e, PhaseStarted) for e in events):
            self.snapshots[len(self.steps)] = self._state.model_copy(deep=True)
        if any(isinstance(e, UNDO_BARRIERS) for e in events):
            self._undo.clear()
        else:
            self._undo.append(backup)
        return events

    def report_vp(self) -> list[Event]:
        """One VPScored event per part of the VP track changed since the last report (4.0, R31).

        ``apply`` reports after every command; a handler reports earlier when an event must follow
        the new total (the end of the game).
        """
        events = refresh_vp(self.board, self._state, self._vp_reported)
        self._vp_reported = vp_parts(self._state)
        return events

    def is_legal(self, command: Command) -> bool:
        """Whether ``apply(command)`` would be accepted now (tried on a copy; this game is untouched)."""
        trial = Game(self.scenario, self._state.model_copy(deep=True), self.seed)
        trial.board = self.board
        try:
            trial.apply(command)
        except IllegalCommand:
            return False
        return True

    def can_undo(self) -> bool:
        """Whether the last command may be taken back: no die rolled, nothing revealed, same phase since."""
        return bool(self._undo)

    def undo(self) -> Command:
        """Take back the last command (see ``can_undo``) and return it; the state is as before it."""
        if not self._undo:
            raise IllegalCommand("12.0", "nothing to undo: a die was rolled, a stack revealed or a phase begun since")
        self._state = self._undo.pop()
        step = self.steps.pop()
        self.snapshots.pop(len(self.steps) + 1, None)
        return step.command

    @classmethod
    def new(
        cls, scenario: Scenario, seed: int = 1944, options: Options | None = None, auto_deploy: bool = True
    ) -> Game:
        """A new game: set-up done (3.2); with ``auto_deploy`` the Germans keep their printed hexes."""
        from panzer_qt.rules.records import new_game

        return new_game(scenario, seed, options, auto_deploy)

    @classmethod
    def from_record(cls, record: GameRecord, upto: int | None = None) -> Game:
        """Replay a record (its first ``upto`` steps); RecordError reports the first desync."""
        from panzer_qt.rules.records import replay

        return replay(record, upto)

    def legal_commands(self) -> list[Command]:
        """What the side to act may do now (see ``panzer_qt.rules.legal``)."""
        from panzer_qt.rules.legal import legal_commands

        return legal_commands(self)

    def record(self) -> GameRecord:
        """The game so far as a GameRecord."""
        from panzer_qt.rules.records import record_of

        return record_of(self)


def _load_handlers() -> None:
    """Import the modules whose functions apply commands (they register with ``handles``)."""
    import panzer_qt.rules.handlers  # noqa: F401


def initial_state(scenario: Scenario, seed: int) -> GameState:
    """The state before set-up: units at their set-up hexes, reinforcements waiting, control per 3.1."""
    units = {
        spec.id: UnitState(
            hex=spec.setup_hex,
            steps=spec.max_steps,
            status=UnitStatus.ON_MAP if spec.setup_hex else UnitStatus.WAITING,
        )
        for spec in scenario.units
    }
    control = {h: Side.GERMAN for town in scenario.map.towns for h in town.hexes}
    control.update(scenario.setup.controlled_by)
    return GameState(
        units=units,
        control=control,
        kg={kg.id: None for kg in scenario.kg_markers},
        weather=scenario.tables.first_turn_weather,
        rng=seed,
    )
