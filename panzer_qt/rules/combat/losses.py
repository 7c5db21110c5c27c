"""Step losses and elimination: the dead pile, the rifle-corps replacement track, VP (4.2, 11.1, 13.9)."""

from __future__ import annotations

from math import ceil

from panzer_qt.model.enums import Side, UnitSize
from panzer_qt.model.events import Event, StepLost, UnitEliminated
from panzer_qt.model.state import UnitStatus
from panzer_qt.rules.context import Context, Position
from panzer_qt.rules.supply import units_out_of_supply


def mobile_first(pos: Position, unit_ids: list[str]) -> list[str]:
    """The units that may take a loss: German mobile units before static garrisons (13.9)."""
    specs = pos.board.specs
    mobile = [u for u in unit_ids if not specs[u].abilities.static_garrison]
    return mobile or list(unit_ids)


def lose_step(ctx: Context, unit_id: str, rule: str) -> list[Event]:
    """Remove one step from a unit; its last step eliminates it."""
    unit = ctx.state.units[unit_id]
    if unit.steps == 1:
        return [StepLost(unit_id=unit_id, steps_left=0, rule=rule), *eliminate(ctx, unit_id, rule)]
    unit = ctx.state.update_unit(unit_id, steps=unit.steps - 1)
    return [StepLost(unit_id=unit_id, steps_left=unit.steps, rule=rule)]


def eliminate(ctx: Context, unit_id: str, rule: str) -> list[Event]:
    """Take a unit off the map whatever its steps: dead pile, or the replacement track for rifle corps."""
    state, spec = ctx.state, ctx.board.specs[unit_id]
    where = state.units[unit_id].hex
    _division_vp(ctx, unit_id)
    events: list[Event] = []
    if spec.abilities.replaceable:
        roll, rolled = ctx.roll(f"return of {spec.name}", "11.1")
        events.append(rolled)
        returns = state.turn + ceil(roll / 2)
        unit = state.update_unit(unit_id, hex=None, status=UnitStatus.REPLACEMENT, steps=1, return_turn=returns)
    else:
        unit = state.update_unit(unit_id, hex=None, status=UnitStatus.DEAD, steps=0)
    events.append(UnitEliminated(unit_id=unit_id, hex=where, return_turn=unit.return_turn, rule=rule))
    return events


def _division_vp(ctx: Context, unit_id: str) -> None:
    """A German division eliminated out of C&C scores its full step count for the Soviets (4.2, R7).

    ``Game.apply`` turns the change of ``vp_eliminations`` into the ``VPScored`` event.
    """
    spec = ctx.board.specs[unit_id]
    if spec.side is not Side.GERMAN or spec.size is not UnitSize.DIVISION:
        return
    if units_out_of_supply(ctx.board, ctx.state, Side.GERMAN, [unit_id]):
        ctx.state.vp_eliminations += spec.max_steps
