"""Carrying out a declared combat: the roll, then each result in order as pending decisions (13.8-13.10).

A result is a list of stages (losses, then retreats, then the advance). Each stage queues one
decision in ``state.pending``; when the decision is answered the next stage runs, and when none is
left the combat is over.
"""

from __future__ import annotations

from collections.abc import Callable

from panzer_qt.model.enums import CombatResult, Side
from panzer_qt.model.events import CombatResolved, Event, OddsComputed, RetreatIgnored
from panzer_qt.model.state import (
    AdvanceDecision,
    Decision,
    DeclaredCombat,
    RetreatDecision,
    StepLossDecision,
    UnitStatus,
)
from panzer_qt.rules.combat import crt
from panzer_qt.rules.combat.losses import eliminate, mobile_first
from panzer_qt.rules.combat.odds import breakdown, defenders
from panzer_qt.rules.context import Context

DEFENDER_LOSS, ATTACKER_LOSS, RETREAT, ADVANCE = "defender_loss", "attacker_loss", "retreat", "advance"
STAGES: dict[CombatResult, tuple[str, ...]] = {
    CombatResult.AL1: (ATTACKER_LOSS,),
    CombatResult.AS: (),
    CombatResult.DR: (RETREAT, ADVANCE),
    CombatResult.DL1: (DEFENDER_LOSS, ADVANCE),
    CombatResult.DL1_DR: (DEFENDER_LOSS, RETREAT, ADVANCE),
    CombatResult.EX: (DEFENDER_LOSS, ATTACKER_LOSS, ADVANCE),
}


def resolve(ctx: Context) -> list[Event]:
    """Roll (unless automatic) and start carrying out the result of the declared combat."""
    state = ctx.state
    combat = state.combat
    assert combat is not None
    found = defenders(ctx.board, state, combat)
    if found and all(ctx.board.specs[u].abilities.artillery for u in found):
        return _artillery_alone(ctx, combat, found)
    odds = breakdown(ctx.board, state, combat)
    events: list[Event] = [OddsComputed(defender_hex=combat.defender_hex, breakdown=odds, rule="13.8")]
    result, roll = odds.automatic, None
    if result is None:
        roll, rolled = ctx.roll(f"combat at {combat.defender_hex}", "13.8")
        events.append(rolled)
        result = crt.lookup(ctx.scenario.tables, odds.final_column, roll)
    rule = "13.8.1" if odds.automatic else "13.9"
    events.append(
        CombatResolved(defender_hex=combat.defender_hex, column=odds.final_label, roll=roll, result=result, rule=rule)
    )
    combat.result, combat.stages = result, list(STAGES[result])
    town = ctx.board.towns.get(combat.defender_hex)
    if town is not None and RETREAT in combat.stages:
        events.append(RetreatIgnored(defender_hex=combat.defender_hex, town=town.name, rule="13.8.4"))
    proceed(ctx)
    return events


def _artillery_alone(ctx: Context, combat: DeclaredCombat, artillery: list[str]) -> list[Event]:
    """Soviet artillery attacked without a non-artillery unit is eliminated, no roll (13.2, R21)."""
    events = [e for unit_id in artillery for e in eliminate(ctx, unit_id, "13.2")]
    combat.stages = [ADVANCE]
    proceed(ctx)
    return events


def proceed(ctx: Context) -> None:
    """Queue the decision of the next stage that needs one; end the combat when none is left."""
    state = ctx.state
    combat = state.combat
    while combat is not None and not state.pending:
        if not combat.stages:
            state.combat, state.revealed = None, []  # the defending stack was revealed for this combat only (R58)
            return
        decision = _BUILDERS[combat.stages.pop(0)](ctx, combat)
        if decision is not None:
            state.pending.append(decision)


def _attackers(ctx: Context, combat: DeclaredCombat) -> list[str]:
    units = ctx.state.units
    return [u for u in combat.attacker_ids if units[u].status is UnitStatus.ON_MAP]


def _defender_loss(ctx: Context, combat: DeclaredCombat) -> Decision | None:
    found = defenders(ctx.board, ctx.state, combat)
    if not found:
        return None
    side = combat.side.enemy
    return StepLossDecision(side=side, hex=combat.defender_hex, candidates=mobile_first(ctx, found), rule="13.9")


def _attacker_loss(ctx: Context, combat: DeclaredCombat) -> Decision | None:
    found = _attackers(ctx, combat)
    if not found:
        return None
    return StepLossDecision(side=combat.side, hex=combat.defender_hex, candidates=found, rule="13.9")


def _retreat(ctx: Context, combat: DeclaredCombat) -> Decision | None:
    found = defenders(ctx.board, ctx.state, combat)
    if not found or combat.defender_hex in ctx.board.towns:
        return None
    return RetreatDecision(side=Side.GERMAN, from_hex=combat.defender_hex, units=found, rule="13.9")


def _advance(ctx: Context, combat: DeclaredCombat) -> Decision | None:
    found = _attackers(ctx, combat)
    if not found or defenders(ctx.board, ctx.state, combat):
        return None
    return AdvanceDecision(side=combat.side, into_hex=combat.defender_hex, candidates=found, rule="13.10")


_BUILDERS: dict[str, Callable[[Context, DeclaredCombat], Decision | None]] = {
    DEFENDER_LOSS: _defender_loss,
    ATTACKER_LOSS: _attacker_loss,
    RETREAT: _retreat,
    ADVANCE: _advance,
}
