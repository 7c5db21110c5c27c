"""German probing attacks (13.6, RULINGS R19): advancing into an empty hex next to Soviet units."""

from __future__ import annotations

from panzer_qt.model.commands import Probe
from panzer_qt.model.enums import Side, Weather
from panzer_qt.model.events import Event
from panzer_qt.rules.combat.declare import check_attackers
from panzer_qt.rules.combat.entering import enter
from panzer_qt.rules.context import Context
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.stacks import occupied, stacks


def probe(ctx: Context, command: Probe) -> list[Event]:
    """Check and carry out a probe; it counts as the units' attack this phase."""
    board, state, target = ctx.board, ctx.state, command.hex
    if check_attackers(ctx, command.unit_ids, target) is not Side.GERMAN:
        raise IllegalCommand("13.6", "only German units probe")
    if state.weather is Weather.STORM:
        raise IllegalCommand("13.6", "no probes in Storm: no unit has a ZOC to probe (7.5)")
    if target in stacks(board, state):
        raise IllegalCommand("13.6", "a probe enters an empty hex; {hex} is occupied", hex=target)
    soviets = occupied(board, state, Side.SOVIET)
    if not any(n in soviets for n in board.grid.neighbors(target)):
        raise IllegalCommand("13.6", "{hex} is not next to a Soviet unit, so not in a Soviet ZOC", hex=target)
    events = enter(ctx, command.unit_ids, target, "13.6")
    state.log.attacked.extend(command.unit_ids)
    return events
