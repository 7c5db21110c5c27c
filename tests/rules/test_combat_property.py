"""Random legal combats on a small patch of map: stacking, steps and events stay consistent (13.0-13.10, 6.0)."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from panzer_qt.model.commands import Advance, ChooseRetreat, ChooseStepLoss, Command, DeclareAttack, ResolveCombat
from panzer_qt.model.enums import Phase, Side
from panzer_qt.model.events import (
    Advanced,
    ControlChanged,
    Event,
    Retreated,
    StepLost,
    UnitEliminated,
    VPScored,
)
from panzer_qt.model.state import AdvanceDecision, GameState, RetreatDecision, StepLossDecision, UnitStatus
from panzer_qt.rules.combat.retreat import retreat_hexes
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game
from panzer_qt.rules.grid import HexGrid
from panzer_qt.rules.stacking_limits import over_stacked
from tests.helpers.combat_kit import combat_game, combat_scenario

GRID = HexGrid(24, 20)
REGION = GRID.within("0808", 2)
"""Nineteen hexes around the town Stadt (0808)."""
GERMANS = ["de-16pz", "de-371", "de-509", "de-208", "de-11pz", "de-gar", "de-bn", "de-9ss"]
SOVIETS = ["su-9mech", "su-tk", "su-rif", "su-rif2", "su-art", "su-3gm"]


Position = tuple[dict[str, str | tuple[str, int]], Phase, int, Side]
"""Units placed, phase, dice seed, and the side holding two CAS markers."""


def build(position: Position) -> Game:
    placed, phase, seed, side = position
    return combat_game(placed, phase=phase, seed=seed, cas={side: 2})


@st.composite
def combats(draw: st.DrawFn) -> tuple[Position, DeclareAttack]:
    """A random legal position around a defended hex and a legal attack on it."""
    scenario = combat_scenario()
    side = draw(st.sampled_from([Side.GERMAN, Side.SOVIET]))
    target = draw(st.sampled_from(REGION))
    around = GRID.neighbors(target)
    attack_hexes = sorted(draw(st.sets(st.sampled_from(around), min_size=1, max_size=4)))
    defence_hexes = [target, *sorted(draw(st.sets(st.sampled_from([h for h in around if h not in attack_hexes]))))]
    attackers, defenders = (GERMANS, SOVIETS) if side is Side.GERMAN else (SOVIETS, GERMANS)
    placed: dict[str, str | tuple[str, int]] = {}
    for units, hexes in ((attackers, attack_hexes), (defenders, defence_hexes)):
        chosen = draw(st.lists(st.sampled_from(units), min_size=1, max_size=4, unique=True))
        for i, unit_id in enumerate(chosen):
            where = hexes[0] if i == 0 else draw(st.sampled_from(hexes))
            placed[unit_id] = (where, draw(st.integers(1, scenario.unit(unit_id).max_steps)))
    phase = Phase.GERMAN_1 if side is Side.GERMAN else Phase.SOVIET_1
    position = (placed, phase, draw(st.integers(0, 2**32)), side)
    game = build(position)
    assume(not over_stacked(game.board, game.state))
    eligible = [u for u in placed if _may_attack(game, u, target)]
    assume(eligible)
    chosen_attackers = draw(st.lists(st.sampled_from(eligible), min_size=1, unique=True))
    return position, DeclareAttack(attacker_ids=chosen_attackers, defender_hex=target, cas=draw(st.integers(0, 2)))


def _may_attack(game: Game, unit_id: str, target: str) -> bool:
    try:
        game.odds([unit_id], target)
    except IllegalCommand:
        return False
    return True


def play_out(game: Game, first: Command, data: st.DataObject) -> list[Command]:
    """Declare, roll, then answer every decision with random legal choices; the commands applied."""
    played: list[Command] = []
    for command in (first, ResolveCombat()):
        game.apply(command)
        played.append(command)
    while game.state.pending:
        event(f"decision: {game.state.pending[0].kind}")
        answer = _random_answer(game, data)
        try:
            game.apply(answer)
        except IllegalCommand as err:  # an advance that would over-stack: the engine refuses it
            assert isinstance(answer, Advance) and err.rule == "6.0"
            answer = Advance()
            game.apply(answer)
        played.append(answer)
    return played


def _random_answer(game: Game, data: st.DataObject) -> Command:
    decision = game.state.pending[0]
    if isinstance(decision, StepLossDecision):
        return ChooseStepLoss(unit_id=data.draw(st.sampled_from(decision.candidates)))
    if isinstance(decision, RetreatDecision):
        unit_id = decision.units[0]
        options: list[str | None] = [*retreat_hexes(game, unit_id)] or [None]
        return ChooseRetreat(unit_id=unit_id, hex=data.draw(st.sampled_from(options)))
    assert isinstance(decision, AdvanceDecision)
    return Advance(unit_ids=data.draw(st.lists(st.sampled_from(decision.candidates), unique=True)))


def replay_events(state: GameState, events: list[Event]) -> GameState:
    """Rebuild units, control and VP from the events alone."""
    state = state.model_copy(deep=True)
    for found in events:
        if isinstance(found, StepLost):
            state.update_unit(found.unit_id, steps=found.steps_left)
        elif isinstance(found, UnitEliminated):
            returns = found.return_turn is not None
            status, steps = (UnitStatus.REPLACEMENT, 1) if returns else (UnitStatus.DEAD, 0)
            state.update_unit(found.unit_id, hex=None, return_turn=found.return_turn, status=status, steps=steps)
        elif isinstance(found, Retreated):
            state.update_unit(found.unit_id, hex=found.to_hex)
        elif isinstance(found, Advanced):
            for unit_id in found.unit_ids:
                state.update_unit(unit_id, hex=found.to_hex)
        elif isinstance(found, ControlChanged):
            state.control[found.hex] = found.side
        elif isinstance(found, VPScored):
            state.vp = found.total
    return state


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(combats(), st.data())
def test_random_combats_stay_consistent(combat: tuple[Position, DeclareAttack], data: st.DataObject) -> None:
    """No over-stacked hex, no step lost twice or for nothing, events and commands both reproduce the state."""
    position, declaration = combat
    game = build(position)
    start = game.state.model_copy(deep=True)
    played = play_out(game, declaration, data)
    events = [e for step in game.steps for e in step.events]
    for found in events:
        if found.type in ("combat_resolved", "retreat_blocked", "unit_eliminated", "vp_scored", "control_changed"):
            event(f"event: {found.type}")
    final = game.state

    assert over_stacked(game.board, final) == []
    assert final.combat is None and final.pending == []
    for unit_id, before in start.units.items():
        losses = [e.steps_left for e in events if isinstance(e, StepLost) and e.unit_id == unit_id]
        assert losses == list(range(before.steps - 1, before.steps - 1 - len(losses), -1))
        after = final.units[unit_id]
        if after.status is UnitStatus.ON_MAP:
            assert after.steps == before.steps - len(losses)
        elif after.status is not before.status:
            gone = next(e for e in events if isinstance(e, UnitEliminated) and e.unit_id == unit_id)
            assert losses[-1:] == [0] or gone.rule == "13.2"

    rebuilt = replay_events(start, events)
    assert (rebuilt.units, rebuilt.control, rebuilt.vp) == (final.units, final.control, final.vp)

    again = build(position)
    replayed = [e for command in played for e in again.apply(command)]
    assert replayed == events and again.state == final
