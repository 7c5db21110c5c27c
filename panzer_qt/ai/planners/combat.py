"""Combat segments for the computer players: which attack or probe to make next, if any.

Every attack is weighed by the evaluation it is expected to leave (``judgement.combat_outcomes.expected``) against
the position as it stands. The greedy player weighs the engine's own list: each enemy hex attacked by
every unit that may, each probe by one unit (``rules.legal``). The computer player builds its own:
for each target every unit that may attack it, with the KG and the 18th AD where they may help, and the
same with the fewest CAS markers that lift its column; probes by the best unit alone and by every unit
that may go; and the engine's list besides, so the greedy player's choice is always among its own. Both
weigh every plan again before each decision. Attacks are not thinned to the fewest units that keep the odds
column: under fog of war those leave no margin for hidden defenders (benchmarks/README.md gives the games
compared).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from panzer_qt.ai.judgement.combat_outcomes import Attack, after_probe, column, expected
from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.judgement.weights import ATTACK_GAIN, CAS_KEPT
from panzer_qt.ai.planners.targets import declarable, probe_targets, targets
from panzer_qt.model.commands import Command, DeclareAttack, Probe
from panzer_qt.model.enums import Mobility, Segment, Side
from panzer_qt.rules.combat.declare import KG_RANGE, check_support
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game
from panzer_qt.rules.grid import distance
from panzer_qt.rules.legal import attacks, probes
from panzer_qt.rules.sequence import turn_stations
from panzer_qt.rules.stacking_limits import stack_fits
from panzer_qt.rules.stacks import stacks

Plan = Attack | Probe


@dataclass
class Weighed:
    """A planned attack or probe and what it is expected to gain for the side."""

    plan: Plan
    gain: float

    def command(self) -> Command:
        """The command that makes it."""
        return self.plan.command() if isinstance(self.plan, Attack) else self.plan


@dataclass
class CombatPlanner:
    """Weighs one side's attacks and probes in the position now."""

    outlook: Outlook
    tick: Callable[[], None] = field(default=lambda: None)

    def base(self) -> float:
        """The side's evaluation of the position as it stands."""
        return self.outlook.value(self.outlook.state)

    def weigh(self, plans: Iterable[Plan]) -> list[Weighed]:
        """Each plan with its expected gain (CAS kept for later in the turn counted against it)."""
        base = self.base()
        found = []
        for plan in plans:
            self.tick()
            found.append(Weighed(plan, self._value(plan) - base))
        return found

    def best(self, plans: list[Plan], known: dict[Plan, float]) -> Weighed | None:
        """The plan that gains most and that the side's view accepts, if it gains enough to be made.

        Every plan is weighed again in the position now (an attack's result changes what the others are
        worth: a retreat opens a pocket, a loss leaves a stack weaker), as the greedy player does.
        ``known`` holds the gains worked out for earlier decisions of the segment, and is updated: once the
        outlook's budget is spent, last gains are trusted and plans never weighed are left out.
        """
        view = self.outlook.view
        base: float | None = None
        top: Weighed | None = None
        for plan in plans:
            if self.outlook.exhausted():
                gain = known.get(plan)
                if gain is None:
                    continue
            else:
                base = self.base() if base is None else base
                self.tick()
                gain = known[plan] = self._value(plan) - base
            if gain > ATTACK_GAIN and (top is None or gain > top.gain) and view.is_legal(Weighed(plan, gain).command()):
                top = Weighed(plan, gain)
        return top

    def _value(self, plan: Plan) -> float:
        outlook = self.outlook
        if isinstance(plan, Probe):
            return outlook.value(after_probe(outlook.board, outlook.state, plan))
        return expected(outlook, outlook.state, plan) - self.cas_worth() * plan.cas

    def cas_worth(self) -> float:
        """What a CAS marker is worth keeping: something while another combat segment of the side
        comes this turn, nothing in its last one (unused markers are lost, 5.8)."""
        state = self.outlook.state
        stations = turn_stations(dict(state.sequence))
        here = (state.phase, state.segment)
        later = stations[stations.index(here) + 1 :] if here in stations else []
        mine = [p for p, s in later if s is Segment.COMBAT and _side_of(p.value) is self.outlook.side]
        return CAS_KEPT if mine else 0.0

    # -- what each player weighs -------------------------------------------------------------------
    def engine_list(self) -> list[Plan]:
        """The engine's representatives: every unit that may attack each hex, one probe per unit (greedy)."""
        view = self.outlook.view
        found: list[Plan] = []
        for command in [*attacks(view), *probes(view)]:
            if isinstance(command, DeclareAttack):
                found.append(Attack(command.attacker_ids, command.defender_hex))
            elif isinstance(command, Probe):
                found.append(command)
        return found

    def own_list(self) -> list[Plan]:
        """The computer player's attacks and probes (see the module docstring), and those of the engine's
        list (``engine_list``, the greedy player's) not among them."""
        found: list[Plan] = []
        for target, able in targets(self.outlook.view, self.outlook.side).items():
            found.extend(self._attacks_on(target, able))
        if self.outlook.side is Side.GERMAN:
            found.extend(self._probes())
        known = {_key(plan) for plan in found}
        return found + [plan for plan in self.engine_list() if _key(plan) not in known]

    def _attacks_on(self, target: str, able: list[str]) -> list[Plan]:
        outlook, view = self.outlook, self.outlook.view
        attack = Attack(tuple(able), target)
        if not declarable(view, attack):
            attack = Attack(tuple(u for u in able if not outlook.board.specs[u].abilities.artillery), target)
            if not attack.attackers or not declarable(view, attack):
                return []
        helped = self._helped(attack)
        lifted = self._lifted(helped)
        return [helped] if lifted is None else [helped, lifted]

    def _helped(self, attack: Attack) -> Attack:
        """With the first KG in range and the 18th AD if they may join (13.1, 13.4)."""
        state, view = self.outlook.state, self.outlook.view
        if self.outlook.side is not Side.GERMAN:
            return attack
        for kg, hid in sorted(state.kg.items()):
            if hid is not None and kg not in state.log.kg_used and distance(hid, attack.target) <= KG_RANGE:
                attack = Attack(attack.attackers, attack.target, kg=kg)
                break
        for uid, spec in self.outlook.board.specs.items():
            if spec.abilities.range2_support and uid not in attack.attackers:
                try:
                    check_support(view, uid, attack.target, attack.attackers)
                except IllegalCommand:
                    continue
                return Attack(attack.attackers, attack.target, kg=attack.kg, support=uid)
        return attack

    def _lifted(self, attack: Attack) -> Attack | None:
        """The same attack with the fewest CAS markers that raise its column, if the side has enough."""
        outlook = self.outlook
        markers = outlook.state.cas.get(outlook.side, 0)
        now = column(outlook, outlook.state, attack)
        if now is None:
            return None
        for cas in range(1, markers + 1):
            trial = Attack(attack.attackers, attack.target, cas, attack.kg, attack.support)
            lifted = column(outlook, outlook.state, trial)
            if lifted is not None and lifted > now and declarable(outlook.view, trial):
                return trial
        return None

    def _probes(self) -> list[Plan]:
        """For each hex German units may probe: the best single unit, and all of them if they fit."""
        board, state = self.outlook.board, self.outlook.state
        found: list[Plan] = []
        for target, able in probe_targets(self.outlook.view).items():
            strongest = max(able, key=lambda u: (board.specs[u].mobility is Mobility.MECHANIZED, state.units[u].steps))
            found.append(Probe(unit_ids=(strongest,), hex=target))
            here = stacks(board, state).get(target, ())
            if len(able) > 1 and stack_fits(board, state, [*here, *able]):
                found.append(Probe(unit_ids=tuple(able), hex=target))
        return found


def _key(plan: Plan) -> tuple[object, ...]:
    """What makes two plans the same whatever the order of their units."""
    if isinstance(plan, Attack):
        return (frozenset(plan.attackers), plan.target, plan.cas, plan.kg, plan.support)
    return (frozenset(plan.unit_ids), plan.hex)


def _side_of(phase: str) -> Side:
    return Side.SOVIET if phase.startswith("soviet") else Side.GERMAN


def best_of(weighed: list[Weighed], view: Game) -> Weighed | None:
    """The plan that gains most among those ``view`` accepts, if it gains enough to be worth making."""
    for top in sorted(weighed, key=lambda w: -w.gain):
        if top.gain <= ATTACK_GAIN:
            return None
        if view.is_legal(top.command()):
            return top
    return None
