"""Step losses and elimination: the dead pile, the rifle-corps replacement track, VP (4.2, 11.1, 13.9)."""

from __future__ import annotations

from math import ceil
from typing import TYPE_CHECKING

from panzer_qt.model.enums import Side, UnitSize
from panzer_qt.model.events import DiceRolled, Event, StepLost, UnitEliminated
from panzer_qt.model.state import UnitStatus
from panzer_qt.rules.supply import supply_status

if TYPE_CHECKING:
    from panzer_qt.rules.game import Game


def mobile_first(game: Game, unit_ids: list[str]) -> list[str]:
    """The units that may take a loss: German mobile units before static garrisons (13.9)."""
    specs = game.board.specs
    mobile = [u for u in unit_ids if not specs[u].abilities.static_garrison]
    return mobile or list(unit_ids)


def lose_step(game: Game, unit_id: str, rule: str) -> list[Event]:
    """Remove one step from a unit; its last step eliminates it."""
    unit = game.state.units[unit_id]
    if unit.steps == 1:
        return [StepLost(unit_id=unit_id, steps_left=0, rule=rule), *eliminate(game, unit_id, rule)]
    unit.steps -= 1
    return [StepLost(unit_id=unit_id, steps_left=unit.steps, rule=rule)]


def eliminate(game: Game, unit_id: str, rule: str) -> list[Event]:
    """Take a unit off the map whatever its steps: dead pile, or the replacement track for rifle corps."""
    state, spec = game.state, game.board.specs[unit_id]
    unit = state.units[unit_id]
    _division_vp(game, unit_id)
    events: list[Event] = []
    where, unit.hex = unit.hex, None
    if spec.abilities.replaceable:
        dice = game.dice()
        roll = dice.roll()
        game.commit_dice(dice)
        events.append(DiceRolled(purpose=f"return of {spec.name}", dice=[roll], rule="11.1"))
        unit.status, unit.steps, unit.return_turn = UnitStatus.REPLACEMENT, 1, state.turn + ceil(roll / 2)
    else:
        unit.status, unit.steps = UnitStatus.DEAD, 0
    events.append(UnitEliminated(unit_id=unit_id, hex=where, return_turn=unit.return_turn, rule=rule))
    return events


def _division_vp(game: Game, unit_id: str) -> None:
    """A German division eliminated out of C&C scores its full step count for the Soviets (4.2, R7).

    ``Game.apply`` turns the change of ``vp_eliminations`` into the ``VPScored`` event.
    """
    spec = game.board.specs[unit_id]
    if spec.side is not Side.GERMAN or spec.size is not UnitSize.DIVISION:
        return
    if not supply_status(game.board, game.state, Side.GERMAN)[unit_id].in_supply:
        game.state.vp_eliminations += spec.max_steps
