"""The engine's front door: ``Game`` holds a scenario and a state and applies commands to it.

``Game.apply`` checks a command against the rules for the current state, raises
``IllegalCommand`` naming the rule when it is not allowed, and otherwise updates the state and
returns the events it produced. Queries (``zoc``, ``supply_status``, ``movement_range``...) never
change the state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Side
from panzer_qt.model.events import Event
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.situation import Situation
from panzer_qt.model.state import GameState, UnitState, UnitStatus
from panzer_qt.rules.board import Board
from panzer_qt.rules.dice import Dice
from panzer_qt.rules.errors import IllegalCommand

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

    @property
    def state(self) -> GameState:
        """The current state (treat as read-only; change it only through ``apply``)."""
        return self._state

    @classmethod
    def from_situation(cls, scenario: Scenario, situation: Situation, seed: int = 0) -> Game:
        """A game set to any position: the listed units placed, the rest waiting off the map."""
        state = initial_state(scenario, seed)
        for unit_id, unit in state.units.items():
            placed = situation.units.get(unit_id)
            if placed is None:
                unit.hex, unit.status = None, UnitStatus.WAITING
            else:
                max_steps = scenario.unit(unit_id).max_steps
                unit.hex, unit.status = placed.hex, UnitStatus.ON_MAP
                unit.steps = min(placed.steps or max_steps, max_steps)
        unknown = sorted(set(situation.units) - set(state.units))
        if unknown:
            raise KeyError(f"situation names units not in the scenario: {', '.join(unknown)}")
        state.kg.update(situation.kg)
        state.turn, state.phase, state.segment = situation.turn, situation.phase, situation.segment
        state.weather = situation.weather
        state.cas.update(situation.cas)
        state.control.update(situation.control)
        state.sequence.update(situation.sequence)
        state.acting = acting_side(state)
        if situation.vp is not None:
            state.vp = situation.vp
        return cls(scenario, state, seed)

    def dice(self) -> Dice:
        """Dice bound to the state's generator; call ``commit_dice`` after rolling."""
        return Dice(self._state.rng)

    def commit_dice(self, dice: Dice) -> None:
        """Store the generator's new state after rolls."""
        self._state.rng = dice.state

    def apply(self, command: Command) -> list[Event]:
        """Apply a command; raise ``IllegalCommand`` (state unchanged) if the rules forbid it."""
        handler = _HANDLERS.get(command.type)
        if handler is None:
            raise IllegalCommand("5.0", f"{command.type} commands are not handled by this engine yet")
        backup = self._state.model_copy(deep=True)
        try:
            return handler(self, command)
        except IllegalCommand:
            self._state = backup
            raise


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
        vp=scenario.setup.vp,
        weather=scenario.tables.first_turn_weather,
        rng=seed,
    )


def acting_side(state: GameState) -> Side | None:
    """The side that acts in the state's phase (None in automatic phases)."""
    name = state.phase.value
    if name.startswith("soviet") or name == "replacement":
        return Side.SOVIET
    if name.startswith("german") or name in ("kg_deployment", "reinforcement"):
        return Side.GERMAN
    return None
