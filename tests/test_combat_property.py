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
from panzer_qt.rules.stacking import over_stacked
from tests.combat_kit import combat_game, combat_scenario

REGION = HexGrid(24, 20).within("0808", 2)
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
    """A random legal position and a legal attack in it."""
    german_hexes = draw(st.sets(st.sampled_from(REGION), min_size=1, max_size=4))
    soviet_hexes = draw(st.sets(st.sampled_from([h for h in REGION if h not in german_hexes]), min_size=1, max_size=4))
    scenario = combat_scenario()
    placed: dict[str, str | tuple[str, int]] = {}
    for units, hexes in ((GERMANS, sorted(german_hexes)), (SOVIETS, sorted(soviet_hexes))):
        for unit_id in draw(st.lists(st.sampled_from(units), min_size=1, unique=True)):
            steps = draw(st.integers(1, scenario.unit(unit_id).max_steps))
            placed[unit_id] = (draw(st.sampled_from(hexes)), steps)
    side = draw(st.sampled_from([Side.GERMAN, Side.SOVIET]))
    phase = Phase.GERMAN_1 if side is Side.GERMAN else Phase.SOVIET_1
    position = (placed, phase, draw(st.integers(0, 2**32)), side)
    game = build(position)
    assume(not over_stacked(game.board, game.state))
    target = draw(st.sampled_from(sorted(soviet_hexes if side is Side.GERMAN else german_hexes)))
    eligible = [u for u in placed if _may_attack(game, u, target)]
    assume(eligible)
    attackers = draw(st.lists(st.sampled_from(eligible), min_size=1, unique=True))
    cas = draw(st.integers(0, 2))
    return position, DeclareAttack(attacker_ids=attackers, defender_hex=target, cas=cas)


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
    for event in events:
        if isinstance(event, StepLost):
            state.units[event.unit_id].steps = event.steps_left
        elif isinstance(event, UnitEliminated):
            unit = state.units[event.unit_id]
            returns = event.return_turn is not None
            unit.hex, unit.return_turn = None, event.return_turn
            unit.status, unit.steps = (UnitStatus.REPLACEMENT, 1) if returns else (UnitStatus.DEAD, 0)
        elif isinstance(event, Retreated):
            state.units[event.unit_id].hex = event.to_hex
        elif isinstance(event, Advanced):
            for unit_id in event.unit_ids:
                state.units[unit_id].hex = event.to_hex
        elif isinstance(event, ControlChanged):
            state.control[event.hex] = event.side
        elif isinstance(event, VPScored):
            state.vp = event.total
    return state


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
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
