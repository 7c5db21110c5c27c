"""What an attack or probe is expected to bring: the chance of each result and the position each result
leaves, weighed by the evaluation.

Odds are the engine's (``rules.combat.odds.breakdown``) on the side's own view, where an enemy
stack shows only the units the side may see; each hidden counter adds the average defence of the
enemy units hidden somewhere (``position.hidden``). A result is carried out on a copy of the state with
the engine's own loss and elimination steps (which score eliminated divisions out of C&C, 4.2); a
loss that may fall on a hidden unit is counted as such, not taken from the units in view.
"""

from __future__ import annotations

from dataclasses import dataclass

from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.position.hidden import hidden_average
from panzer_qt.ai.position.view import Fog
from panzer_qt.model.commands import DeclareAttack, DefenceSupport, Probe
from panzer_qt.model.enums import CombatResult, Side, UnitSize
from panzer_qt.model.state import DeclaredCombat, GameState, UnitStatus
from panzer_qt.rules.board import Board
from panzer_qt.rules.combat import crt
from panzer_qt.rules.combat.declare import KG_RANGE
from panzer_qt.rules.combat.losses import eliminate, lose_step, mobile_first
from panzer_qt.rules.combat.odds import breakdown, step_values
from panzer_qt.rules.combat.retreat import retreat_hexes
from panzer_qt.rules.context import Context, Position
from panzer_qt.rules.control import claim
from panzer_qt.rules.grid import distance
from panzer_qt.rules.stacking_limits import stack_fits
from panzer_qt.rules.stacks import stacks
from panzer_qt.rules.standfast import closed_to
from panzer_qt.rules.supply import units_out_of_supply

LOSSES = {CombatResult.DL1: 1, CombatResult.DL1_DR: 1, CombatResult.EX: 1}
RETREATS = (CombatResult.DR, CombatResult.DL1_DR)
ATTACKER_LOSSES = (CombatResult.AL1, CombatResult.EX)


@dataclass(frozen=True)
class Attack:
    """An attack a player weighs: its units, the hex, and any CAS, KG and 18th AD support (13.1-13.4)."""

    attackers: tuple[str, ...]
    target: str
    cas: int = 0
    kg: str | None = None
    support: str | None = None

    def command(self) -> DeclareAttack:
        """The declaration that makes it."""
        return DeclareAttack(
            attacker_ids=self.attackers, defender_hex=self.target, cas=self.cas, kg=self.kg, support=self.support
        )


def chances(
    outlook: Outlook, state: GameState, attack: Attack, defence: DefenceSupport | None = None
) -> dict[CombatResult, float]:
    """The chance of each result of an attack (see ``column``); an automatic one is certain."""
    found = column(outlook, state, attack, defence)
    if found is None:
        return {CombatResult.DL1: 1.0}  # Soviet artillery alone: eliminated without a roll (13.2, R21)
    return crt.probabilities(outlook.board.scenario.tables, found)


def column(outlook: Outlook, state: GameState, attack: Attack, defence: DefenceSupport | None = None) -> int | None:
    """The final odds column of an attack, hidden defenders counted at the average hidden strength.
    Against a German stack ``defence`` is the German support; without it the help of a KG in range is
    assumed (13.4). None when the defenders are Soviet artillery alone (13.2, R21)."""
    board, fog, side = outlook.board, outlook.fog, attacking_side(outlook, attack)
    combat = DeclaredCombat(
        side=side,
        attacker_ids=list(attack.attackers),
        defender_hex=attack.target,
        cas=attack.cas,
        kg=attack.kg,
        support=attack.support,
        out_of_supply=units_out_of_supply(board, state, side, attack.attackers) if side is Side.SOVIET else [],
        defence_kg=_defending_kg(state, attack.target) if side is Side.SOVIET and defence is None else None,
        defence_answered=True,
    )
    if defence is not None:
        combat.defence_cas, combat.defence_kg, combat.defence_support = defence.cas, defence.kg, defence.support
    odds = breakdown(board, state, combat)
    hidden = 0 if fog is None else fog.hidden.get(attack.target, 0)
    units = [f.source for f in odds.defence if f.source in board.specs and f.rule is None]
    if not hidden and all(board.specs[u].abilities.artillery for u in units):
        return None
    total = odds.defence_total + round(hidden * hidden_average(board, state, fog).defence)
    return crt.shifted(crt.raw_column(odds.attack_total, total), sum(s.columns for s in odds.shifts))


def attacking_side(outlook: Outlook, attack: Attack) -> Side:
    """The attacking side: that of the attacking units (the outlook may be the defender's)."""
    return outlook.board.sides[attack.attackers[0]]


def _defending_kg(state: GameState, target: str) -> str | None:
    """A KG the German defender could name for this hex (13.4), if one is in range and unused."""
    for kg, hid in sorted(state.kg.items()):
        if hid is not None and kg not in state.log.kg_used and distance(hid, target) <= KG_RANGE:
            return kg
    return None


def expected(outlook: Outlook, state: GameState, attack: Attack, defence: DefenceSupport | None = None) -> float:
    """The value for the outlook's side the attack is expected to leave (each result's position weighed
    by its chance)."""
    total = 0.0
    for result, chance in chances(outlook, state, attack, defence).items():
        total += chance * outlook.value(after_result(outlook, state, attack, result))
    return total


def after_result(outlook: Outlook, state: GameState, attack: Attack, result: CombatResult) -> GameState:
    """A copy of the state with the result carried out: losses (the cheapest step, 13.9; on a hidden
    unit when the stack hides any), retreats (the German player's choice; none in towns, 13.8.4), the
    attacker's advance if it scores better (13.10), and the attackers marked as having attacked."""
    board, fog, side = outlook.board, outlook.fog, attacking_side(outlook, attack)
    after = state.clone()
    ctx = Context(board, after, dice=lambda: 3)
    target = attack.target
    hidden = 0 if fog is None else fog.hidden.get(target, 0)
    defenders = [u for u in stacks(board, after).get(target, ()) if board.sides[u] is side.enemy]
    if defenders and not hidden and all(board.specs[u].abilities.artillery for u in defenders):
        for uid in defenders:
            eliminate(ctx, uid, "13.2")
    elif result in LOSSES:
        if hidden:
            _hidden_loss(after, fog)
        else:
            lose_step(ctx, cheapest_loss(board, after, mobile_first(ctx, defenders)), "13.9")
    if result in ATTACKER_LOSSES:
        lose_step(ctx, cheapest_loss(board, after, list(attack.attackers)), "13.9")
    retreats = result in RETREATS and target not in board.towns
    if retreats:
        judged = outlook.side is Side.GERMAN and outlook.judge.weights.judged_retreats
        for uid in defenders:
            if after.units[uid].status is UnitStatus.ON_MAP:
                _retreat(ctx, uid, outlook if judged else None)
    after.log.attacked.extend(attack.attackers)
    left = [u for u in defenders if after.units[u].status is UnitStatus.ON_MAP and after.units[u].hex == target]
    if left or (hidden and not retreats):
        return after
    return best_advance(outlook, after, attack)


def _hidden_loss(state: GameState, fog: Fog | None) -> None:
    """A step lost by a hidden unit: taken, for the count of material, from the strongest hidden one."""
    if fog is None or not fog.unseen:
        return
    unit_id = max(sorted(fog.unseen), key=lambda u: state.units[u].steps)
    if state.units[unit_id].steps > 1:
        state.update_unit(unit_id, steps=state.units[unit_id].steps - 1)


def cheapest_loss(board: Board, state: GameState, candidates: list[str]) -> str:
    """The step a side gives up most easily: least attack and defence lost, no division destroyed."""
    return min(candidates, key=lambda u: (loss_cost(board, state, u), u))


def loss_cost(board: Board, state: GameState, unit_id: str) -> float:
    """What one more step lost costs a unit's side, roughly, in combat factors (a division's last step
    costs its full strength: VP if it dies out of C&C, 4.2)."""
    spec = board.specs[unit_id]
    steps = state.units[unit_id].steps
    now = step_values(board, state, unit_id)
    if steps <= 1:
        last = now.attack + now.defence + 2
        return last + (spec.max_steps if spec.side is Side.GERMAN and spec.size is UnitSize.DIVISION else 0)
    nxt = spec.steps[spec.max_steps - steps + 1]
    return (now.attack - nxt.attack) + 0.6 * (now.defence - nxt.defence) + 0.1 * (spec.max_steps - steps)


def _retreat(ctx: Context, unit_id: str, judge: Outlook | None = None) -> None:
    """Retreat a unit one hex as the German player would (13.9): with ``judge`` (the German side's outlook) to
    the hex it scores best, as the German computer player chooses when the retreat comes (``planners.decisions``);
    else by rule of thumb, his own units towards friends, Soviet units where they are fewest. A unit that cannot
    go loses a step."""
    options = retreat_hexes(ctx, unit_id)
    if not options:
        lose_step(ctx, unit_id, "13.9")
        return
    board, state = ctx.board, ctx.state
    if judge is None or len(options) == 1:
        hid = min(options, key=lambda h: (retreat_rank(ctx, unit_id, h), h))
    else:
        hid = max(sorted(options), key=lambda h: judge.value(_retreated(board, state, unit_id, h)))
    state.update_unit(unit_id, hex=hid)
    claim(board, state, hid, board.sides[unit_id])


def _retreated(board: Board, state: GameState, unit_id: str, hid: str) -> GameState:
    """A copy of the state with the unit retreated to ``hid``."""
    after = state.clone()
    after.update_unit(unit_id, hex=hid)
    claim(board, after, hid, board.sides[unit_id])
    return after


def retreat_rank(pos: Position, unit_id: str, hid: str) -> int:
    """Lower is where the German player retreats a unit to: his own next to friends and away from Soviet
    units, Soviet units next to German ones and away from their friends."""
    board, state = pos.board, pos.state
    side = board.sides[unit_id]
    around = [board.sides[u] for n in board.grid.neighbors(hid) for u in stacks(board, state).get(n, ())[:1]]
    friends, foes = around.count(side), around.count(side.enemy)
    return foes - friends if side is Side.GERMAN else friends - foes


def best_advance(outlook: Outlook, state: GameState, attack: Attack) -> GameState:
    """The vacated hex taken by the attacker's best advance (13.10), or left empty if that is better for him."""
    board = outlook.board
    sign = 1.0 if attacking_side(outlook, attack) is outlook.side else -1.0  # the defender expects the worst
    best, best_score = state, sign * outlook.value(state)
    here = stacks(board, state).get(attack.target, ())
    for group in advance_groups(board, state, attack):
        if not stack_fits(board, state, [*here, *group]) or closed_to(board, state, group, attack.target):
            continue
        trial = state.clone()
        for uid in group:
            trial.update_unit(uid, hex=attack.target)
        claim(board, trial, attack.target, board.sides[group[0]])
        value = sign * outlook.value(trial)
        if value > best_score:
            best, best_score = trial, value
    return best


def advance_groups(board: Board, state: GameState, attack: Attack) -> list[tuple[str, ...]]:
    """Advances worth weighing: the strongest attacker alone, and every attacker that may go."""
    alive = [u for u in attack.attackers if state.units[u].status is UnitStatus.ON_MAP]
    if not alive:
        return []
    strongest = max(alive, key=lambda u: (step_values(board, state, u).defence, u))
    groups: list[tuple[str, ...]] = [(strongest,)]
    if len(alive) > 1:
        groups.append(tuple(alive))
    return groups


def after_probe(board: Board, state: GameState, probe: Probe) -> GameState:
    """A copy of the state with the probing units in the hex (13.6), marked as having attacked."""
    after = state.clone()
    for uid in probe.unit_ids:
        after.update_unit(uid, hex=probe.hex)
    claim(board, after, probe.hex, Side.GERMAN)
    after.log.attacked.extend(probe.unit_ids)
    return after
