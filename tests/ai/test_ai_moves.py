"""The computer players' movement candidates (panzer_qt.ai.planners.destinations): the hexes they weigh for each unit."""

from __future__ import annotations

import pytest

from panzer_qt import Game
from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.planners.aims import cutting_hexes
from panzer_qt.ai.planners.destinations import MoveOption, options_for, with_move
from panzer_qt.ai.planners.movement import MovePlanner
from panzer_qt.ai.position.exit_distances import FAR, exit_layers, exit_steps, steps_from
from panzer_qt.ai.position.picture import Picture
from panzer_qt.model.enums import Side
from panzer_qt.rules.hexindex import hex_index
from panzer_qt.rules.supply import supply_status
from tests.ai.test_ai_evaluation import DIVISION, SOUTH_GAP, SOVIETS, position
from tests.helpers.games import scenario

CORPS_SOUTH = "2522"
"""A Soviet tank corps a few hexes south of the division's C&C corridor."""


def test_the_hexes_from_which_one_soviet_unit_cuts_the_corridor_are_found_with_the_division_s_steps() -> None:
    game = position(SOUTH_GAP)
    picture = Picture(game.board, game.state)
    path = supply_status(game.board, game.state, Side.GERMAN)[DIVISION].path
    found = cutting_hexes(picture, {DIVISION: path[1:12]})
    steps = game.board.specs[DIVISION].max_steps
    assert found == {h: steps for h in ("2415", "2416", "2516", "2517", "2615", "2616")}
    assert cutting_hexes(Picture(game.board, position([]).state), {DIVISION: path[1:12]}) == {}


def test_a_soviet_corps_weighs_the_hexes_that_cut_a_division_off() -> None:
    game = position([*SOUTH_GAP, CORPS_SOUTH])
    unit = SOVIETS[len(SOUTH_GAP)]
    outlook = Outlook.of(game, Side.SOVIET)
    planner = MovePlanner.start(outlook, 6)
    reach, aims = planner.reach(unit), planner.aims
    assert set(aims.cutting) == {"2415", "2416", "2516", "2517", "2615", "2616"}
    cheapest = min((h for h in aims.cutting if h in reach), key=lambda h: (reach.cost(h), h))
    for limit in (1, 6):  # weighed besides the unit's best destinations by the map's marks
        options = [o.to for o in options_for(game.board, game.state, unit, reach, aims, limit=limit)]
        assert cheapest in options and len(options) <= limit + 1


def test_a_soviet_corps_weighs_a_move_towards_the_exits_once_the_exit_plan_counts() -> None:
    for turn, offered in ((6, True), (3, False)):
        game = position([CORPS_SOUTH], turn=turn)
        outlook = Outlook.of(game, Side.SOVIET)
        planner = MovePlanner.start(outlook, 6)
        reach = planner.reach(SOVIETS[0])
        steps, at = exit_steps(Picture(game.board, game.state)), hex_index(game.board).index
        nearest = min(steps[at[h]] for h in reach if not reach.needs_luck(h))
        options = options_for(game.board, game.state, SOVIETS[0], reach, planner.aims, limit=6)
        towards = [o.to for o in options if o.to is not None and steps[at[o.to]] == nearest]
        assert bool(towards) is offered, turn
        assert nearest < steps[at[CORPS_SOUTH]]


def test_steps_to_the_exits_go_round_german_units() -> None:
    game = position([])
    picture = Picture(game.board, game.state)
    idx = hex_index(game.board)
    steps = exit_steps(picture)
    layers = exit_layers(picture)
    assert steps[idx.index["1228"]] == 0 and steps[idx.index["1227"]] == 1 and steps[idx.index["1226"]] == 2
    assert all(steps_from(layers, i) == s for i, s in enumerate(steps))
    walled = position([])
    walled.state.update_unit(DIVISION, hex="1227")  # a German unit on the straight way round: one step more
    around = exit_steps(Picture(walled.board, walled.state))
    assert around[idx.index["1227"]] == FAR and around[idx.index["1226"]] == 3


def test_the_computer_s_movement_plan_is_never_worse_by_its_evaluation_than_the_greedy_player_s() -> None:
    """The Soviet turn-1 movement, its first 12 units: the plan taken (``MovePlanner.plan``) is the one of
    the three tried that the evaluation likes best: the greedy player's (each unit in order to its best
    option), the best move first, and the units in order with the aims worked out again after every move
    (which wins here: 14.7 VP against 8.1 and 11.1); each plan's gain is the one its moves bring."""
    game = Game.new(scenario("default"), seed=5)
    planner = MovePlanner.start(Outlook.of(game, Side.SOVIET), 4)
    units = planner.units()[:12]

    def value(plan: list[MoveOption]) -> float:
        state = planner.outlook.state  # the side's view
        for option in plan:
            state = with_move(game.board, state, option)
        return planner.value(state)

    tried = [planner.in_order(units), planner.best_first(units), planner.in_order(units, fresh_aims=True)]
    for gain, plan in tried:
        assert gain == pytest.approx(value(plan) - value([]))
    greedy, first, fresh = (value(plan) for _, plan in tried)
    assert fresh > first > greedy > value([])
    assert value(planner.plan(units, fresh_aims=True)) == pytest.approx(fresh)
    assert value(planner.plan(units)) == pytest.approx(first)


def test_a_position_two_plans_reach_is_one_position_to_the_planner_s_judge() -> None:
    """Two Soviet turn-1 moves made in either order: the units are the same objects, so the second position
    is scored from the judge's memory (its score, and the work it counts, as the first's)."""
    game = Game.new(scenario("default"), seed=5)
    planner = MovePlanner.start(Outlook.of(game, Side.SOVIET), 4)
    start, judge = planner.outlook.state, planner.outlook.judge
    first, second = (
        options_for(game.board, start, uid, planner.reach(uid), planner.aims, limit=1)[0] for uid in planner.units()[:2]
    )
    one_way = planner.moved(planner.moved(start, first), second)
    other_way = planner.moved(planner.moved(start, second), first)
    assert [one_way.units[u] is other_way.units[u] for u in start.units] == [True] * len(start.units)
    assert one_way.units[first.unit_id] is not start.units[first.unit_id]
    value = planner.value(one_way)
    weighed, assessed = judge.weighed, judge.assess
    judge.assess = lambda state: pytest.fail("weighed afresh")  # type: ignore[method-assign]
    assert planner.value(other_way) == value
    assert judge.weighed == weighed + 1
    judge.assess = assessed  # type: ignore[method-assign]
    apart = with_move(game.board, with_move(game.board, start, second), first)  # without the planner's placements
    assert apart.units[first.unit_id] is not one_way.units[first.unit_id]
    assert apart.units[first.unit_id] == one_way.units[first.unit_id]
