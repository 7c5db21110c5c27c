"""Whole random games on the default scenario, checking the engine's invariants after every command."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from panzer_qt import Game, IllegalCommand
from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.commands import DeployUnit, EndPhase
from panzer_qt.model.enums import Segment, Side
from panzer_qt.model.events import Event, StepLost, UnitEliminated, UnitExited, UnitPlaced
from panzer_qt.model.state import GameState, OverstackDecision, UnitStatus
from panzer_qt.rules.on_top import restack
from panzer_qt.rules.stacking_limits import over_stacked
from panzer_qt.rules.stacks import stacks
from panzer_qt.rules.victory import territory_vp
from tests.helpers.games import scenario


def on_map_steps(state: GameState) -> dict[str, int]:
    return {uid: u.steps for uid, u in state.units.items() if u.status is UnitStatus.ON_MAP}


def follow(steps: dict[str, int], events: list[Event]) -> None:
    """What the events say happened to the units on the map."""
    for event in events:
        if isinstance(event, UnitPlaced):
            steps[event.unit_id] = event.steps
        elif isinstance(event, StepLost):
            assert steps[event.unit_id] - 1 == event.steps_left, event
            steps[event.unit_id] = event.steps_left
        elif isinstance(event, UnitEliminated):
            steps.pop(event.unit_id)
        elif isinstance(event, UnitExited):
            for uid in event.unit_ids:
                steps.pop(uid)


def check_invariants(game: Game, tracked: dict[str, int]) -> None:
    state, board = game.state, game.board
    assert on_map_steps(state) == {uid: n for uid, n in tracked.items() if n > 0}
    for hid, ids in stacks(board, state).items():
        assert len({board.specs[u].side for u in ids}) == 1, f"both sides in {hid}"
    moving = state.segment is Segment.MOVEMENT  # a move may end over the limit until the segment ends (R52)
    if not moving and not any(isinstance(d, OverstackDecision) for d in state.pending):
        assert over_stacked(board, state) == []
    assert state.vp_territory == territory_vp(board, state)
    assert state.vp == state.vp_territory + state.vp_exits + state.vp_eliminations + state.vp_cut_off_towns
    assert 0 <= state.vp_exits <= 4
    assert GameState.model_validate_json(state.model_dump_json()) == state


def every_stack_ordered(game: Game, order: dict[str, list[str]]) -> dict[str, list[str]]:
    """The stack order that ``order``, the one before the last command, leads to where the units stand now when
    every stack is ordered again (the engine orders again only the stacks a unit left or entered)."""
    state = game.state.clone()
    state.stack_order = order
    restack(game.board, state)
    return state.stack_order


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**31))
def test_random_games_keep_every_invariant(seed: int) -> None:
    game = Game.new(scenario("default"), seed=seed)
    players = {Side.GERMAN: RandomPolicy(seed + 1), Side.SOVIET: RandomPolicy(seed + 2)}
    tracked = on_map_steps(game.state)
    refusals = 0
    while not game.state.game_over:
        side = game.side_to_act()
        assert side is not None
        player = players[side]
        command = player.choose(game)
        order = dict(game.state.stack_order)
        try:
            events = game.apply(command)
        except IllegalCommand:
            refusals += 1
            player.refused(command)
            assert refusals < 200
            continue
        follow(tracked, events)
        check_invariants(game, tracked)
        assert game.state.stack_order == every_stack_ordered(game, order)
    assert game.state.turn == 8 and game.state.result is not None
    replayed = Game.from_record(game.record())
    assert replayed.state == game.state


def test_a_refused_end_of_phase_is_offered_again_once_the_game_moves_on() -> None:
    """The random player's set-up once ran to the command limit: the engine refused its end of the German set-up
    (an over-stacked hex), and the player never offered to end it again while it placed units for ever."""
    game = Game.new(scenario("default"), seed=1010, auto_deploy=False)
    player = RandomPolicy(7)
    player.refused(next(c for c in iter(lambda: player.choose(game), None) if isinstance(c, EndPhase)))
    assert not any(isinstance(player.choose(game), EndPhase) for _ in range(40))  # not in the position refused
    placing = next(c for c in iter(lambda: player.choose(game), None) if isinstance(c, DeployUnit))
    game.apply(placing)
    assert any(isinstance(player.choose(game), EndPhase) for _ in range(40))
