"""Answers of the computer players to everything that is not a move or an attack: step losses,
retreats, advances, over-stack thinning, German defensive support, the roll of a declared attack, and
the placement phases (German set-up, KG markers, reinforcements, Soviet replacements).

Each answer is the option whose resulting position scores best for the side (one ply), except the KG
markers, which the evaluation does not see: they go where the most German stacks touch Soviet ones.
"""

from __future__ import annotations

from collections.abc import Iterable

from panzer_qt.ai.judgement.combat_outcomes import Attack, expected
from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.judgement.weights import CAS_RESERVE
from panzer_qt.model.commands import (
    Advance,
    ChooseRetreat,
    ChooseStepLoss,
    Command,
    DefenceSupport,
    DeployKG,
    DeployUnit,
    EndPhase,
    PlaceReinforcement,
    PlaceReplacement,
    RemoveUnit,
    ResolveCombat,
)
from panzer_qt.model.enums import Mobility, Phase, Side
from panzer_qt.model.state import (
    AdvanceDecision,
    Decision,
    DeclaredCombat,
    GameState,
    RetreatDecision,
    StepLossDecision,
    UnitStatus,
)
from panzer_qt.rules.combat.declare import KG_RANGE, check_support
from panzer_qt.rules.combat.losses import eliminate, lose_step
from panzer_qt.rules.combat.retreat import retreat_hexes
from panzer_qt.rules.context import Context
from panzer_qt.rules.control import claim
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.grid import distance
from panzer_qt.rules.placement import (
    deploy_hexes,
    reinforcement_hexes,
    replacement_hexes,
    waiting_reinforcements,
    waiting_replacements,
)
from panzer_qt.rules.stacking_limits import stack_fits
from panzer_qt.rules.stacks import stacks
from panzer_qt.rules.standfast import closed_to

KG_SPACING = 4
"""KG markers go at least this far apart, so their ranges do not overlap much."""


def answer(outlook: Outlook) -> Command | None:
    """The answer to what is pending now (a decision, a declared attack) or to a placement phase;
    None in a movement or combat segment with nothing pending, where the planners decide."""
    state = outlook.state
    if state.pending:
        return decide(outlook, state.pending[0])
    if state.combat is not None:
        if state.combat.side is Side.SOVIET and not state.combat.defence_answered:
            return defence_support(outlook, state.combat)
        return ResolveCombat()
    placing = {
        Phase.SETUP: set_up,
        Phase.KG_DEPLOYMENT: deploy_kg,
        Phase.REINFORCEMENT: reinforce,
        Phase.REPLACEMENT: replace,
    }.get(state.phase)
    return placing(outlook) if placing is not None else None


def best(outlook: Outlook, options: Iterable[tuple[Command, GameState]]) -> Command:
    """The command whose position scores best for the side (the first on a tie), among those the engine has not
    refused in this position (all refused: the first, for the engine to refuse again)."""
    listed = list(options)
    left = [option for option in listed if option[0] not in outlook.refused] or listed[:1]
    found = max(enumerate(left), key=lambda item: (outlook.value(item[1][1]), -item[0]))
    return found[1][0]


def decide(outlook: Outlook, decision: Decision) -> Command:
    """The best answer to a pending decision, one ply deep."""
    if isinstance(decision, StepLossDecision):
        return best(outlook, ((ChooseStepLoss(unit_id=u), _after_loss(outlook, u)) for u in decision.candidates))
    if isinstance(decision, RetreatDecision):
        return _retreat(outlook, decision)
    if isinstance(decision, AdvanceDecision):
        return best(outlook, _advances(outlook, decision))
    return best(outlook, ((RemoveUnit(unit_id=u), _after_removal(outlook, u)) for u in decision.candidates))


def _after_loss(outlook: Outlook, unit_id: str) -> GameState:
    after = outlook.state.clone()
    lose_step(Context(outlook.board, after, dice=lambda: 3), unit_id, "13.9")
    return after


def _after_removal(outlook: Outlook, unit_id: str) -> GameState:
    after = outlook.state.clone()
    eliminate(Context(outlook.board, after, dice=lambda: 3), unit_id, "6.0")
    return after


def _retreat(outlook: Outlook, decision: RetreatDecision) -> Command:
    unit_id = decision.units[0]
    options = retreat_hexes(outlook.view, unit_id)
    if not options:
        return ChooseRetreat(unit_id=unit_id, hex=None)
    board = outlook.board
    found = []
    for hid in options:
        after = outlook.state.clone()
        after.update_unit(unit_id, hex=hid)
        claim(board, after, hid, board.sides[unit_id])
        found.append((ChooseRetreat(unit_id=unit_id, hex=hid), after))
    return best(outlook, found)


def _advances(outlook: Outlook, decision: AdvanceDecision) -> list[tuple[Command, GameState]]:
    board, state, into = outlook.board, outlook.state, decision.into_hex
    here = stacks(board, state).get(into, ())
    groups: list[tuple[str, ...]] = [(), *((u,) for u in decision.candidates)]
    if len(decision.candidates) > 1:
        groups.append(tuple(decision.candidates))
    found: list[tuple[Command, GameState]] = []
    for group in groups:
        if group and (not stack_fits(board, state, [*here, *group]) or closed_to(board, state, group, into)):
            continue
        after = state.clone()
        for uid in group:
            after.update_unit(uid, hex=into)
        if group:
            claim(board, after, into, outlook.side)
        found.append((Advance(unit_ids=group), after))
    return found


def defence_support(outlook: Outlook, combat: DeclaredCombat) -> Command:
    """The German answer to a Soviet attack: the KG, 18th AD and CAS that best repay what they cost."""
    attack = Attack(tuple(combat.attacker_ids), combat.defender_hex, combat.cas)
    best_value, best_answer = None, DefenceSupport()
    for support in _defence_options(outlook, combat):
        if support != DefenceSupport() and not outlook.view.is_legal(support):
            continue  # e.g. no CAS in Storm (7.5)
        value = expected(outlook, outlook.state, attack, support) - CAS_RESERVE * support.cas
        if best_value is None or value > best_value + 1e-9:
            best_value, best_answer = value, support
    return best_answer


def _defence_options(outlook: Outlook, combat: DeclaredCombat) -> list[DefenceSupport]:
    state = outlook.state
    target = combat.defender_hex
    usable = [k for k, h in sorted(state.kg.items()) if h is not None and k not in state.log.kg_used]
    kgs = [None, *[k for k in usable if distance(state.kg[k] or target, target) <= KG_RANGE][:1]]
    supports: list[str | None] = [None]
    for uid, spec in outlook.board.specs.items():
        if spec.side is Side.GERMAN and spec.abilities.range2_support and state.units[uid].status is UnitStatus.ON_MAP:
            try:
                check_support(outlook.view, uid, target, [], defending=True)
            except IllegalCommand:
                continue
            supports.append(uid)
    cas_levels = sorted({0, min(1, state.cas.get(Side.GERMAN, 0)), min(3, state.cas.get(Side.GERMAN, 0))})
    return [DefenceSupport(cas=c, kg=k, support=s) for k in kgs for s in supports for c in cas_levels]


# -- placement phases ------------------------------------------------------------------------------
def set_up(outlook: Outlook) -> Command:
    """German set-up (3.2): each unit still on its printed hex, in order, to the hex in or next to it that
    scores best (once: a unit moved off its printed hex is set up); then End Phase."""
    state = outlook.state
    for uid, spec in outlook.board.specs.items():
        unit = state.units[uid]
        if unit.status is not UnitStatus.ON_MAP or unit.hex != spec.setup_hex:
            continue
        options = [h for h in deploy_hexes(outlook.view, uid) if h == unit.hex or _fits(outlook, uid, h)]
        if len(options) < 2:
            continue
        choice = best(outlook, ((DeployUnit(unit_id=uid, hex=h), _placed(outlook, uid, h)) for h in options))
        if isinstance(choice, DeployUnit) and choice.hex != unit.hex:
            return choice
    return EndPhase()


def _fits(outlook: Outlook, unit_id: str, hid: str) -> bool:
    """Whether the unit may join the stack in ``hid`` (6.1, 6.2)."""
    return stack_fits(outlook.board, outlook.state, [*_here(outlook, hid), unit_id])


def _placed(outlook: Outlook, unit_id: str, hid: str) -> GameState:
    after = outlook.state.clone()
    after.update_unit(unit_id, hex=hid, status=UnitStatus.ON_MAP)
    claim(outlook.board, after, hid, outlook.board.sides[unit_id])
    return after


def reinforce(outlook: Outlook) -> Command:
    """Each German reinforcement on the entry hex that scores best (10.1); End Phase when none is left."""
    for uid in waiting_reinforcements(outlook.view):
        options = reinforcement_hexes(outlook.view, uid)
        if options:
            return best(outlook, ((PlaceReinforcement(unit_id=uid, hex=h), _placed(outlook, uid, h)) for h in options))
    return EndPhase()


def replace(outlook: Outlook) -> Command:
    """Each returning rifle corps in the town that scores best (11.2); End Phase when none can come."""
    hexes = replacement_hexes(outlook.view)
    for uid in waiting_replacements(outlook.view):
        options = [h for h in hexes if _fits(outlook, uid, h)]
        if options:
            return best(outlook, ((PlaceReplacement(unit_id=uid, hex=h), _placed(outlook, uid, h)) for h in options))
    return EndPhase()


def _here(outlook: Outlook, hid: str) -> tuple[str, ...]:
    return tuple(stacks(outlook.board, outlook.state).get(hid, ()))


def deploy_kg(outlook: Outlook) -> Command:
    """Each KG marker not yet placed goes where the most German stacks next to Soviet units lie within
    its two-hex combat range, mechanized ones counting double (13.4); End Phase when all are down."""
    state, board = outlook.state, outlook.board
    placed = [h for h in state.kg.values() if h is not None]
    for kg in board.scenario.kg_markers:
        if state.turn < kg.deploy_from_turn or state.kg.get(kg.id) is not None:
            continue
        hid = _kg_hex(outlook, placed)
        if hid is not None:
            return DeployKG(kg=kg.id, hex=hid)
    return EndPhase()


def _kg_hex(outlook: Outlook, placed: list[str]) -> str | None:
    board, state = outlook.board, outlook.state
    where = stacks(board, state)
    soviet = {h for h, ids in where.items() if board.sides[ids[0]] is Side.SOVIET}
    weight: dict[str, float] = {}
    for hid, ids in where.items():
        if board.sides[ids[0]] is not Side.GERMAN or not any(n in soviet for n in board.grid.neighbors(hid)):
            continue
        value = sum(2.0 if board.specs[u].mobility is Mobility.MECHANIZED else 1.0 for u in ids)
        for near in board.grid.within(hid, 2):
            weight[near] = weight.get(near, 0.0) + value
    spots = [h for h in sorted(weight) if all(distance(h, p) >= KG_SPACING for p in placed)]
    return max(spots, key=lambda h: (weight[h], h)) if spots else None
