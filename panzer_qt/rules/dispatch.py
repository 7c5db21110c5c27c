"""Which function applies each kind of command: the engine's handler registry, keyed by command class.

Every handler takes a ``Context`` and the command, checks the command against the rules (raising
``IllegalCommand`` naming the rule) and changes the context's state, returning the events.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from panzer_qt.model import commands as cmd
from panzer_qt.model.events import Event
from panzer_qt.rules import on_top, phase_commands, placement
from panzer_qt.rules.combat import commands as combat
from panzer_qt.rules.context import Context
from panzer_qt.rules.movement import commands as movement

Handler = Callable[[Context, Any], list[Event]]

HANDLERS: dict[type[Any], Handler] = {
    cmd.Move: movement.apply_move,
    cmd.ExitMap: movement.apply_exit_map,
    cmd.DeclareAttack: combat.apply_declare_attack,
    cmd.DefenceSupport: combat.apply_defence_support,
    cmd.CommitCas: combat.apply_commit_cas,
    cmd.ResolveCombat: combat.apply_resolve_combat,
    cmd.Probe: combat.apply_probe,
    cmd.ChooseStepLoss: combat.apply_choose_step_loss,
    cmd.ChooseRetreat: combat.apply_choose_retreat,
    cmd.Advance: combat.apply_advance,
    cmd.RemoveUnit: combat.apply_remove_unit,
    cmd.DeployUnit: placement.apply_deploy_unit,
    cmd.DeployKG: placement.apply_deploy_kg,
    cmd.PlaceReinforcement: placement.apply_place_reinforcement,
    cmd.PlaceReplacement: placement.apply_place_replacement,
    cmd.ChooseSequence: phase_commands.apply_choose_sequence,
    cmd.PutOnTop: on_top.apply_put_on_top,
    cmd.EndPhase: phase_commands.apply_end_phase,
}


def handler_for(command: cmd.Command) -> Handler:
    """The function that applies ``command``."""
    return HANDLERS[type(command)]
