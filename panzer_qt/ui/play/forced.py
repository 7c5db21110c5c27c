"""Answers nobody has to choose: when the other player's turn to decide leaves him a single answer, the client
gives it at once instead of handing the seat over for it (Qt-free).

A German defender with no CAS, no KG in range and the 18th AD out of range can only answer a Soviet attack
with no support; a step loss with one unit to take it from, or a retreat with one hex or none, has one answer.
"""

from __future__ import annotations

from panzer_qt.model.commands import ChooseRetreat, ChooseStepLoss, Command, RemoveUnit
from panzer_qt.model.enums import Side
from panzer_qt.model.state import OverstackDecision, RetreatDecision, StepLossDecision
from panzer_qt.rules.combat.retreat import retreat_hexes
from panzer_qt.rules.game import Game
from panzer_qt.rules.legal import defence_supports


def forced_answer(game: Game, seat: Side | None) -> Command | None:
    """The only answer open to the side to act when that is not ``seat`` (the player who just acted), else None."""
    side = game.side_to_act()
    if side is None or side is seat:
        return None
    state = game.state
    if state.pending:
        return _only_answer(game)
    combat = state.combat
    if combat is not None and combat.side is Side.SOVIET and not combat.defence_answered:
        answers = defence_supports(game)
        return answers[0] if len(answers) == 1 else None
    return None


def _only_answer(game: Game) -> Command | None:
    decision = game.state.pending[0]
    if isinstance(decision, StepLossDecision) and len(set(decision.candidates)) == 1:
        return ChooseStepLoss(unit_id=decision.candidates[0])
    if isinstance(decision, OverstackDecision) and len(decision.candidates) == 1:
        return RemoveUnit(unit_id=decision.candidates[0])
    if isinstance(decision, RetreatDecision):
        unit = decision.units[0]
        hexes = retreat_hexes(game, unit)
        if len(hexes) <= 1:
            return ChooseRetreat(unit_id=unit, hex=hexes[0] if hexes else None)
    return None
