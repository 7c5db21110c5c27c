"""Carrying out a declared combat: the roll, then each result in order as pending decisions (13.8-13.10).

A result is a list of stages (losses, then retreats, then the advance). Each stage queues one
decision in ``state.pending``; when the decision is answered the next stage runs, and when none is
left the combat is over.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from panzer_qt.model.enums import CombatResult, Side
from panzer_qt.model.events import CombatResolved, DiceRolled, Event, OddsComputed, RetreatIgnored
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

if TYPE_CHECKING:
    from panzer_qt.rules.game import Game

DEFENDER_LOSS, ATTACKER_LOSS, RETREAT, ADVANCE = "defender_loss", "attacker_loss", "retreat", "advance"
STAGES: dict[CombatResult, tuple[str, ...]] = {
    CombatResult.AL1: (ATTACKER_LOSS,),
    CombatResult.AS: (),
    CombatResult.DR: (RETREAT, ADVANCE),
    CombatResult.DL1: (DEFENDER_LOSS, ADVANCE),
    CombatResult.DL1_DR: (DEFENDER_LOSS, RETREAT, ADVANCE),
    CombatResult.EX: (DEFENDER_LOSS, ATTACKER_LOSS, ADVANCE),
}


def resolve(game: Game) -> list[Event]:
    """Roll (unless automatic) and start carrying out the result of the declared combat."""
    state = game.state
    combat = state.combat
    assert combat is not None
    found = defenders(game.board, state, combat)
    if found and all(game.board.specs[u].abilities.artillery for u in found):
        return _artillery_alone(game, combat, found)
    odds = breakdown(game.board, state, combat)
    events: list[Event] = [OddsComputed(defender_hex=combat.defender_hex, breakdown=odds, rule="13.8")]
    result, roll = odds.automatic, None
    if result is None:
        dice = game.dice()
        roll = dice.roll()
        game.commit_dice(dice)
        events.append(DiceRolled(purpose=f"combat at {combat.defender_hex}", dice=[roll], rule="13.8"))
        result = crt.lookup(game.scenario.tables, odds.final_column, roll)
    rule = "13.8.1" if odds.automatic else "13.9"
    events.append(
        CombatResolved(defender_hex=combat.defender_hex, column=odds.final_label, roll=roll, result=result, rule=rule)
    )
    combat.result, combat.stages = result, list(STAGES[result])
    town = game.board.towns.get(combat.defender_hex)
    if town is not None and RETREAT in combat.stages:
        events.append(RetreatIgnored(defender_hex=combat.defender_hex, town=town.name, rule="13.8.4"))
    proceed(game)
    return events


def _artillery_alone(game: Game, combat: DeclaredCombat, artillery: list[str]) -> list[Event]:
    """Soviet artillery attacked without a non-artillery unit is eliminated, no roll (13.2, R21)."""
    events = [e for unit_id in artillery for e in eliminate(game, unit_id, "13.2")]
    combat.stages = [ADVANCE]
    proceed(game)
    return events


def proceed(game: Game) -> None:
    """Queue the decision of the next stage that needs one; end the combat when none is left."""
    state = game.state
    combat = state.combat
    while combat is not None and not state.pending:
        if not combat.stages:
            state.combat = None
            return
        decision = _BUILDERS[combat.stages.pop(0)](game, combat)
        if decision is not None:
            state.pending.append(decision)


def _attackers(game: Game, combat: DeclaredCombat) -> list[str]:
    units = game.state.units
    return [u for u in combat.attacker_ids if units[u].status is UnitStatus.ON_MAP]


def _defender_loss(game: Game, combat: DeclaredCombat) -> Decision | None:
    found = defenders(game.board, game.state, combat)
    if not found:
        return None
    side = combat.side.enemy
    return StepLossDecision(side=side, hex=combat.defender_hex, candidates=mobile_first(game, found), rule="13.9")


def _attacker_loss(game: Game, combat: DeclaredCombat) -> Decision | None:
    found = _attackers(game, combat)
    if not found:
        return None
    return StepLossDecision(side=combat.side, hex=combat.defender_hex, candidates=found, rule="13.9")


def _retreat(game: Game, combat: DeclaredCombat) -> Decision | None:
    found = defenders(game.board, game.state, combat)
    if not found or combat.defender_hex in game.board.towns:
        return None
    return RetreatDecision(side=Side.GERMAN, from_hex=combat.defender_hex, units=found, rule="13.9")


def _advance(game: Game, combat: DeclaredCombat) -> Decision | None:
    found = _attackers(game, combat)
    if not found or defenders(game.board, game.state, combat):
        return None
    return AdvanceDecision(side=combat.side, into_hex=combat.defender_hex, candidates=found, rule="13.10")


_BUILDERS: dict[str, Callable[[Game, DeclaredCombat], Decision | None]] = {
    DEFENDER_LOSS: _defender_loss,
    ATTACKER_LOSS: _attacker_loss,
    RETREAT: _retreat,
    ADVANCE: _advance,
}
