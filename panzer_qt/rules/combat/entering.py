"""Units entering a hex after combat or by a probe (13.6, 13.10, 7.3, 3.2.6, RULINGS R19, R20, R50)."""

from __future__ import annotations

from collections.abc import Sequence

from panzer_qt.model.events import Advanced, Event
from panzer_qt.model.state import AdvanceDecision
from panzer_qt.rules.context import Context
from panzer_qt.rules.control import claim
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.stacking_limits import stack_fits
from panzer_qt.rules.stacks import stacks
from panzer_qt.rules.standfast import closed_to


def enter(ctx: Context, unit_ids: Sequence[str], hid: str, rule: str) -> list[Event]:
    """Move the units into ``hid`` if the stack there stays legal; events for the move and control."""
    board, state = ctx.board, ctx.state
    if len(set(unit_ids)) != len(unit_ids):
        raise IllegalCommand(rule, "a unit is listed twice")
    if not stack_fits(board, state, [*stacks(board, state).get(hid, []), *unit_ids]):
        raise IllegalCommand("6.0", "those units would over-stack {hex}", hex=hid)
    if closed_to(board, state, unit_ids, hid):
        raise IllegalCommand("3.2", "the stand-fast order keeps these units out of {hex} on turn 1", hex=hid)
    origins = []
    for unit_id in unit_ids:
        origins.append(state.units[unit_id].hex or hid)
        state.update_unit(unit_id, hex=hid)
    side = board.specs[unit_ids[0]].side
    return [Advanced(unit_ids=unit_ids, from_hexes=origins, to_hex=hid, rule=rule), *claim(board, state, hid, side)]


def advance_into(ctx: Context, decision: AdvanceDecision, unit_ids: Sequence[str]) -> list[Event]:
    """Answer an advance decision: any attacking units enter the vacated hex, or none (13.10)."""
    outsiders = [u for u in unit_ids if u not in decision.candidates]
    if outsiders:
        raise IllegalCommand("13.10", "only the attacking units may advance, not {units}", units=", ".join(outsiders))
    return enter(ctx, unit_ids, decision.into_hex, "13.10") if unit_ids else []
