"""The combat commands, registered with ``Game``: declare, support, resolve, answer decisions, probe."""

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
from panzer_qt.rules.combat.advance import advance
from panzer_qt.rules.combat.declare import check_cas, check_declaration, check_defence
from panzer_qt.rules.combat.losses import eliminate, lose_step
from panzer_qt.rules.combat.odds import defenders
from panzer_qt.rules.combat.probe import probe
from panzer_qt.rules.combat.resolve import proceed, resolve
from panzer_qt.rules.combat.retreat import retreat
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game, handles
from panzer_qt.rules.position import stacks
from panzer_qt.rules.stacking import removal_choices, stack_fits


def _declared(game: Game) -> DeclaredCombat:
    combat = game.state.combat
    if combat is None or combat.result is not None:
        raise IllegalCommand("13.0", "no declared attack is waiting for its roll")
    return combat


def _commit_support(game: Game, side: Side, cas: int, kg: str | None, support: str | None) -> None:
    """Spend CAS markers and mark the KG and 18th AD as used in this phase (13.1, 13.3, 13.4)."""
    state = game.state
    state.cas[side] = state.cas.get(side, 0) - cas
    if kg is not None:
        state.log.kg_used.append(kg)
    if support is not None:
        state.log.support_used = True


@handles("declare_attack")
def declare_attack(game: Game, command: DeclareAttack) -> list[Event]:
    """Declare an attack; the defending stack is revealed and the attack cannot be called off (6.3)."""
    combat = check_declaration(game, command)
    state = game.state
    _commit_support(game, combat.side, combat.cas, combat.kg, combat.support)
    state.log.attacked.extend(combat.attacker_ids)
    for lst in (state.log.attacked_hexes, state.revealed):
        if combat.defender_hex not in lst:
            lst.append(combat.defender_hex)
    state.combat = combat
    found = defenders(game.board, state, combat)
    hid = combat.defender_hex
    return [AttackDeclared(attacker_ids=combat.attacker_ids, defender_hex=hid, defender_ids=found, rule="6.3")]


@handles("defence_support")
def defence_support(game: Game, command: DefenceSupport) -> list[Event]:
    """The German player's CAS, KG and 18th AD for the defence against a declared Soviet attack."""
    combat = _declared(game)
    check_defence(game, combat, command)
    _commit_support(game, Side.GERMAN, command.cas, command.kg, command.support)
    combat.defence_cas, combat.defence_kg, combat.defence_support = command.cas, command.kg, command.support
    combat.defence_answered = True
    return [
        DefenceSupported(
            defender_hex=combat.defender_hex, cas=command.cas, kg=command.kg, support=command.support, rule="13.3"
        )
    ]


@handles("commit_cas")
def commit_cas(game: Game, command: CommitCas) -> list[Event]:
    """Add CAS markers to the declared combat, any time before its roll (13.3); Soviet CAS only attacks."""
    combat = _declared(game)
    side = command.side
    if side is not combat.side and side is Side.SOVIET:
        raise IllegalCommand("13.3", "Soviet CAS supports attacks only")
    check_cas(game.state, side, command.markers)
    _commit_support(game, side, command.markers, None, None)
    if side is combat.side:
        combat.cas += command.markers
        total = combat.cas
    else:
        combat.defence_cas += command.markers
        total = combat.defence_cas
    hid = combat.defender_hex
    return [CasCommitted(side=side, defender_hex=hid, markers=command.markers, total=total, rule="13.3")]


@handles("resolve_combat")
def resolve_combat(game: Game, command: ResolveCombat) -> list[Event]:
    """Roll for the declared attack and start carrying out its result."""
    _declared(game)
    return resolve(game)


@handles("choose_step_loss")
def choose_step_loss(game: Game, command: ChooseStepLoss) -> list[Event]:
    """The owner picks the unit that loses the step (13.9)."""
    decision = game.state.pending[0]
    assert isinstance(decision, StepLossDecision)
    if command.unit_id not in decision.candidates:
        raise IllegalCommand(decision.rule, f"the step must come from {', '.join(decision.candidates)}")
    events = lose_step(game, command.unit_id, decision.rule)
    decision.count -= 1
    return _answered(game, events, done=decision.count == 0)


@handles("choose_retreat")
def choose_retreat(game: Game, command: ChooseRetreat) -> list[Event]:
    """The German player retreats one unit, or keeps a blocked one in place (13.9, R20)."""
    decision = game.state.pending[0]
    assert isinstance(decision, RetreatDecision)
    events = retreat(game, decision, command.unit_id, command.hex)
    return _answered(game, events, done=not decision.units)


@handles("advance")
def advance_after_combat(game: Game, command: Advance) -> list[Event]:
    """The attacker moves any of the attacking units into the vacated hex, or none (13.10)."""
    decision = game.state.pending[0]
    assert isinstance(decision, AdvanceDecision)
    return _answered(game, advance(game, decision, command.unit_ids), done=True)


@handles("remove_unit")
def remove_unit(game: Game, command: RemoveUnit) -> list[Event]:
    """The opposing player eliminates a unit from an over-stacked hex, the fewest units necessary (6.0)."""
    decision = game.state.pending[0]
    assert isinstance(decision, OverstackDecision)
    if command.unit_id not in decision.candidates:
        raise IllegalCommand("6.0", f"the unit to remove must be one of {', '.join(decision.candidates)}")
    events = eliminate(game, command.unit_id, "6.0")
    left = stacks(game.board, game.state).get(decision.hex, [])
    decision.candidates = removal_choices(game.board, game.state, left)
    return _answered(game, events, done=stack_fits(game.board, game.state, left))


@handles("probe")
def probe_attack(game: Game, command: Probe) -> list[Event]:
    """German units probe into an empty hex in a Soviet ZOC (13.6)."""
    return probe(game, command)


def _answered(game: Game, events: list[Event], done: bool) -> list[Event]:
    """Close the answered decision when it is complete and move the combat on."""
    if done:
        game.state.pending.pop(0)
    proceed(game)
    return events
