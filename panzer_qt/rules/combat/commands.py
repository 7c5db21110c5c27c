"""Applying the combat commands: declare, support, resolve, answer the decisions of a result, probe."""

from __future__ import annotations

from panzer_qt.model.commands import (
    Advance,
    ChooseRetreat,
    ChooseStepLoss,
    CommitCas,
    DeclareAttack,
    DefenceSupport,
    Probe,
    RemoveUnit,
    ResolveCombat,
)
from panzer_qt.model.enums import Side
from panzer_qt.model.events import AttackDeclared, CasCommitted, DefenceSupported, Event
from panzer_qt.model.state import AdvanceDecision, DeclaredCombat, OverstackDecision, RetreatDecision, StepLossDecision
from panzer_qt.rules.combat.declare import check_cas, check_declaration, check_defence
from panzer_qt.rules.combat.entering import advance_into
from panzer_qt.rules.combat.losses import eliminate, lose_step
from panzer_qt.rules.combat.odds import defenders
from panzer_qt.rules.combat.probe import probe
from panzer_qt.rules.combat.resolve import proceed, resolve
from panzer_qt.rules.combat.retreat import retreat
from panzer_qt.rules.context import Context
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.stacking_limits import removal_choices, stack_fits
from panzer_qt.rules.stacks import stacks


def _declared(ctx: Context) -> DeclaredCombat:
    combat = ctx.state.combat
    if combat is None or combat.result is not None:
        raise IllegalCommand("13.0", "no declared attack is waiting for its roll")
    return combat


def _commit_support(ctx: Context, side: Side, cas: int, kg: str | None, support: str | None) -> None:
    """Spend CAS markers and mark the KG and 18th AD as used in this phase (13.1, 13.3, 13.4)."""
    state = ctx.state
    state.cas[side] = state.cas.get(side, 0) - cas
    if kg is not None:
        state.log.kg_used.append(kg)
    if support is not None:
        state.log.support_used = True


def apply_declare_attack(ctx: Context, command: DeclareAttack) -> list[Event]:
    """Declare an attack; the defending stack is revealed and the attack cannot be called off (6.3)."""
    combat = check_declaration(ctx, command)
    state = ctx.state
    _commit_support(ctx, combat.side, combat.cas, combat.kg, combat.support)
    state.log.attacked.extend(combat.attacker_ids)
    for lst in (state.log.attacked_hexes, state.revealed):
        if combat.defender_hex not in lst:
            lst.append(combat.defender_hex)
    state.combat = combat
    found = defenders(ctx.board, state, combat)
    hid = combat.defender_hex
    return [AttackDeclared(attacker_ids=combat.attacker_ids, defender_hex=hid, defender_ids=found, rule="6.3")]


def apply_defence_support(ctx: Context, command: DefenceSupport) -> list[Event]:
    """The German player's CAS, KG and 18th AD for the defence against a declared Soviet attack."""
    combat = _declared(ctx)
    check_defence(ctx, combat, command)
    _commit_support(ctx, Side.GERMAN, command.cas, command.kg, command.support)
    combat.defence_cas, combat.defence_kg, combat.defence_support = command.cas, command.kg, command.support
    combat.defence_answered = True
    return [
        DefenceSupported(
            defender_hex=combat.defender_hex, cas=command.cas, kg=command.kg, support=command.support, rule="13.3"
        )
    ]


def apply_commit_cas(ctx: Context, command: CommitCas) -> list[Event]:
    """Add CAS markers to the declared combat, any time before its roll (13.3); Soviet CAS only attacks."""
    combat = _declared(ctx)
    side = command.side
    if side is not combat.side and side is Side.SOVIET:
        raise IllegalCommand("13.3", "Soviet CAS supports attacks only")
    check_cas(ctx.state, side, command.markers)
    _commit_support(ctx, side, command.markers, None, None)
    if side is combat.side:
        combat.cas += command.markers
        total = combat.cas
    else:
        combat.defence_cas += command.markers
        total = combat.defence_cas
    hid = combat.defender_hex
    return [CasCommitted(side=side, defender_hex=hid, markers=command.markers, total=total, rule="13.3")]


def apply_resolve_combat(ctx: Context, command: ResolveCombat) -> list[Event]:
    """Roll for the declared attack and start carrying out its result."""
    _declared(ctx)
    return resolve(ctx)


def apply_choose_step_loss(ctx: Context, command: ChooseStepLoss) -> list[Event]:
    """The owner picks the unit that loses the step (13.9)."""
    decision = ctx.state.pending[0]
    assert isinstance(decision, StepLossDecision)
    if command.unit_id not in decision.candidates:
        raise IllegalCommand(decision.rule, "the step must come from {units}", units=", ".join(decision.candidates))
    events = lose_step(ctx, command.unit_id, decision.rule)
    decision.count -= 1
    return _answered(ctx, events, done=decision.count == 0)


def apply_choose_retreat(ctx: Context, command: ChooseRetreat) -> list[Event]:
    """The German player retreats one unit, or keeps a blocked one in place (13.9, R20)."""
    decision = ctx.state.pending[0]
    assert isinstance(decision, RetreatDecision)
    events = retreat(ctx, decision, command.unit_id, command.hex)
    return _answered(ctx, events, done=not decision.units)


def apply_advance(ctx: Context, command: Advance) -> list[Event]:
    """The attacker moves any of the attacking units into the vacated hex, or none (13.10)."""
    decision = ctx.state.pending[0]
    assert isinstance(decision, AdvanceDecision)
    return _answered(ctx, advance_into(ctx, decision, command.unit_ids), done=True)


def apply_remove_unit(ctx: Context, command: RemoveUnit) -> list[Event]:
    """The opposing player eliminates a unit from an over-stacked hex, the fewest units necessary (6.0)."""
    decision = ctx.state.pending[0]
    assert isinstance(decision, OverstackDecision)
    if command.unit_id not in decision.candidates:
        raise IllegalCommand("6.0", "the unit to remove must be one of {units}", units=", ".join(decision.candidates))
    events = eliminate(ctx, command.unit_id, "6.0")
    left = stacks(ctx.board, ctx.state).get(decision.hex, ())
    decision.candidates = removal_choices(ctx.board, ctx.state, left)
    return _answered(ctx, events, done=stack_fits(ctx.board, ctx.state, left))


def apply_probe(ctx: Context, command: Probe) -> list[Event]:
    """German units probe into an empty hex in a Soviet ZOC (13.6)."""
    return probe(ctx, command)


def _answered(ctx: Context, events: list[Event], done: bool) -> list[Event]:
    """Close the answered decision when it is complete and move the combat on."""
    if done:
        ctx.state.pending.pop(0)
    proceed(ctx)
    return events
