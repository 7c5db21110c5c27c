"""Why the computer player chose a command, in one sentence: what it does and the evaluation's terms that weighed
most for it (issue 35), for the client's Suggest; ``explained`` weighs a command anyone chose (a record's step) the
same way.

A reason compares the position the command is expected to leave with the position now, term by term of the
evaluation (``judgement.evaluation.Judge.assess``), in VP for the side that chose it: a move by the position
with the unit moved; an attack by each result's position weighed by its chance, with the odds the player
counted on (hidden defenders at their average strength); any other answer by the position it leaves. The
sentence is a ``Text`` with named fields (the action, the terms and their VP), so the UI translates it.
"""

from __future__ import annotations

from dataclasses import dataclass

from panzer_qt.ai.judgement.combat_outcomes import Attack, after_probe, after_result, chances, column
from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.planners.combat import Weighed
from panzer_qt.ai.planners.destinations import MoveOption, with_move
from panzer_qt.model.commands import Command, DeclareAttack, EndPhase, Move, Probe
from panzer_qt.model.enums import Side
from panzer_qt.model.state import GameState
from panzer_qt.model.text import Text
from panzer_qt.rules.combat.crt import label
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game

TERMS = {
    "banked": Text("VP scored"),
    "towns": Text("towns"),
    "divisions": Text("German divisions threatened"),
    "hidden divisions": Text("hidden German divisions threatened"),
    "exits": Text("exits"),
    "material": Text("losses and supply"),
    "exposure": Text("threats next to the enemy"),
}
"""The evaluation's terms (``Assessment.parts``) as a reason names them."""
ANSWERS = {
    "choose_sequence": Text("announces its sequence"),
    "resolve_combat": Text("rolls for the combat"),
    "defence_support": Text("chooses its defensive support"),
    "choose_step_loss": Text("chooses the step to lose"),
    "choose_retreat": Text("chooses the retreat"),
    "advance": Text("chooses the advance"),
    "put_on_top": Text("chooses the unit on top"),
    "remove_unit": Text("thins an over-stacked hex"),
    "place_reinforcement": Text("places a reinforcement"),
    "place_replacement": Text("places a replacement"),
    "deploy_kg": Text("deploys a KG"),
    "deploy_unit": Text("sets up a unit"),
    "commit_cas": Text("commits CAS"),
    "exit_map": Text("leaves the map"),
}
"""Other answers as a reason names them, by command type."""
LEAST = 0.05
"""VP a term must change by to be named (the second term is left out below it)."""


@dataclass(frozen=True)
class Reason:
    """One sentence (``text``), the evaluation's terms it names with their VP for the side, most first, and the
    expected final Soviet VP now and once the command is made (weighed by chance; None when it was not weighed)."""

    text: Text
    terms: tuple[tuple[str, float], ...] = ()
    soviet_vp: tuple[float, float] | None = None

    def __str__(self) -> str:
        return str(self.text)


def reason_for(outlook: Outlook, command: Command, weighed: Weighed | None, move: MoveOption | None) -> Reason:
    """Why ``command`` was chosen in the outlook's position: ``weighed`` is the attack or probe it makes,
    ``move`` the planned move it starts, if any."""
    if isinstance(command, EndPhase):
        return Reason(Text("ends the phase: nothing left gains enough"))
    if weighed is not None:
        return _combat_reason(outlook, weighed)
    if move is not None:
        after = with_move(outlook.board, outlook.state, move)
        where = move.to if move.to is not None else "-"
        return _reason(outlook, Text("moves {unit} to {hex}", unit=_name(outlook, move.unit_id), hex=where), [after])
    action = ANSWERS.get(command.type, Text("answers {decision}", decision=command.type))  # every type is named
    after_state = _after_command(outlook, command)
    if after_state is None:
        return Reason(action)
    return _reason(outlook, action, [after_state])


def explained(outlook: Outlook, command: Command) -> Reason:
    """Why a command someone chose (a record's step, say) is worth making in the outlook's position, by the same
    terms as ``reason_for``."""
    if isinstance(command, DeclareAttack):
        attack = Attack(command.attacker_ids, command.defender_hex, command.cas, command.kg, command.support)
        return _combat_reason(outlook, Weighed(attack, 0.0))
    if isinstance(command, Probe):
        return _combat_reason(outlook, Weighed(command, 0.0))
    if isinstance(command, Move):
        names = ", ".join(_name(outlook, u) for u in command.unit_ids)
        action = Text("moves {unit} to {hex}", unit=names, hex=command.path[-1] if command.path else "-")
        after = _after_command(outlook, command)
        return Reason(action) if after is None else _reason(outlook, action, [after])
    return reason_for(outlook, command, None, None)


def _combat_reason(outlook: Outlook, weighed: Weighed) -> Reason:
    plan, state = weighed.plan, outlook.state
    if isinstance(plan, Probe):
        action = Text("probes into {hex}", hex=plan.hex)
        return _reason(outlook, action, [after_probe(outlook.board, state, plan)])
    found = column(outlook, state, plan)
    odds = "-" if found is None else label(found)
    action = Text("attacks {hex} at {odds}", hex=plan.target, odds=odds)
    results = chances(outlook, state, plan)
    afters = [after_result(outlook, state, plan, r) for r in results]
    return _reason(outlook, action, afters, list(results.values()))


def _reason(outlook: Outlook, action: Text, afters: list[GameState], weights: list[float] | None = None) -> Reason:
    """The action with the terms that changed most for the side between now and ``afters`` (weighed by chance)."""
    judge = outlook.judge
    sign = 1.0 if outlook.side is Side.SOVIET else -1.0
    before = judge.assess(outlook.state)
    now = before.parts
    shares = weights if weights is not None else [1.0 / len(afters)] * len(afters)
    change = dict.fromkeys(now, 0.0)
    expected = 0.0
    for share, after in zip(shares, afters, strict=True):
        found = judge.assess(after)
        expected += share * found.score
        for term, value in found.parts.items():
            change[term] += share * sign * (value - now[term])
    ranked = sorted(((term, vp) for term, vp in change.items() if abs(vp) >= LEAST), key=lambda t: (-abs(t[1]), t[0]))
    terms = tuple((term, round(vp, 2)) for term, vp in ranked[:2])
    return Reason(_sentence(action, terms), terms, (before.score, expected))


def _sentence(action: Text, terms: tuple[tuple[str, float], ...]) -> Text:
    if not terms:
        return Text("{action}: little changes", action=action)
    first, first_vp = terms[0]
    if len(terms) == 1:
        return Text("{action}: {first} {first_vp} VP", action=action, first=TERMS[first], first_vp=_vp(first_vp))
    second, second_vp = terms[1]
    return Text(
        "{action}: {first} {first_vp} VP, {second} {second_vp} VP",
        action=action,
        first=TERMS[first],
        first_vp=_vp(first_vp),
        second=TERMS[second],
        second_vp=_vp(second_vp),
    )


def _vp(value: float) -> str:
    return f"{value:+.1f}"


def _name(outlook: Outlook, unit_id: str) -> str:
    return outlook.board.specs[unit_id].name


def _after_command(outlook: Outlook, command: Command) -> GameState | None:
    """The position a command leaves, on a copy of the side's view with a die of 3 (None if the view refuses it)."""
    view = outlook.view
    trial = Game(view.scenario, view.state.clone(), dice=lambda: 3, board=view.board)
    try:
        trial.apply(command)
    except IllegalCommand:
        return None
    return trial.state
