"""Retreats after combat (13.9, 7.3, RULINGS R12, R20, R50): one hex, chosen by the German player."""

from __future__ import annotations

from panzer_qt.model.enums import Side
from panzer_qt.model.events import Event, RetreatBlocked, Retreated
from panzer_qt.model.state import RetreatDecision
from panzer_qt.rules.combat.losses import lose_step
from panzer_qt.rules.context import Context, Position
from panzer_qt.rules.control import claim
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.stacking_limits import stack_fits
from panzer_qt.rules.stacks import occupied, stacks
from panzer_qt.rules.standfast import closed_to


def retreat_hexes(pos: Position, unit_id: str) -> list[str]:
    """Hexes the unit may retreat into: adjacent, enterable (12.5, 3.2.6), free of enemy units, not over-stacked
    (EZOC allowed)."""
    board, state = pos.board, pos.state
    spec, here = board.specs[unit_id], state.units[unit_id].hex
    if here is None or spec.abilities.static_garrison:
        return []
    enemy = occupied(board, state, spec.side.enemy)
    found = stacks(board, state)
    options = []
    for hid in board.grid.neighbors(here):
        if hid in enemy or (spec.side is Side.SOVIET and hid in board.soviet_restricted):
            continue
        if closed_to(board, state, [unit_id], hid):
            continue
        if stack_fits(board, state, [*found.get(hid, []), unit_id]):
            options.append(hid)
    return options


def retreat(ctx: Context, decision: RetreatDecision, unit_id: str, hid: str | None) -> list[Event]:
    """Retreat one unit of the decision into ``hid``, or (None) keep it in place at the cost of a step."""
    spec = ctx.board.specs.get(unit_id)
    if spec is None or unit_id not in decision.units:
        raise IllegalCommand(
            "13.9", "{unit} is not retreating from {hex}", unit=spec.name if spec else unit_id, hex=decision.from_hex
        )
    options = retreat_hexes(ctx, unit_id)
    if hid is None and options:
        raise IllegalCommand(
            "13.9", "{unit} can retreat (to {hexes}); it is not blocked", unit=spec.name, hexes=", ".join(options)
        )
    if hid is not None and hid not in options:
        raise IllegalCommand(
            "13.9",
            "{unit} may not retreat into {hex}; it may go to {hexes}",
            unit=spec.name,
            hex=hid,
            hexes=", ".join(options),
        )
    decision.units.remove(unit_id)
    if hid is None:
        blocked = RetreatBlocked(unit_id=unit_id, hex=decision.from_hex, rule="13.9")
        return [blocked, *lose_step(ctx, unit_id, "13.9")]
    ctx.state.update_unit(unit_id, hex=hid)
    moved = Retreated(unit_id=unit_id, from_hex=decision.from_hex, to_hex=hid, rule="13.9")
    return [moved, *claim(ctx.board, ctx.state, hid, spec.side)]
