"""Property: ``movement_range`` and ``route_range`` (through one or two waypoints) agree with the Move command on
random small positions.

Every hex the range reports is reached by applying a Move along the reported path: with every
crossing at its dearest roll for exactly the reported (worst) MP, unless the hex needs a favourable
roll; with every crossing at its kindest roll for exactly the reported best MP. A hex that needs luck
is not reached with the dearest rolls, though the Move is accepted (R43). One more step from any
reported hex (or the start) into an unreported hex never ends there, however kind the rolls.
"""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from panzer_qt.model.commands import Move
from panzer_qt.model.enums import Mobility, Side, Weather
from panzer_qt.model.events import MoveStopped, UnitMoved
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game
from panzer_qt.rules.movement.range import MovementRange
from tests.helpers.movement_kit import Placement, game_at, scenario, with_options


def trial(game: Game, roll: int) -> Game:
    """A copy of the game whose crossings all roll ``roll``: 6 is the dearest, 1 the kindest."""
    return game.copy(dice=lambda: roll)


def moved_for(game: Game, ids: list[str], path: list[str], roll: int) -> tuple[Game, int, int]:
    """Apply the move with every crossing rolling ``roll``: the game after it, the MP spent and the hexes entered."""
    played = trial(game, roll)
    events = played.apply(Move(unit_ids=ids, path=path))
    moves = [e for e in events if isinstance(e, UnitMoved)]
    spent = sum(e.mp for e in moves)
    stopped = any(isinstance(e, MoveStopped) for e in events)
    assert played.state.log.mp_left[ids[0]] == (0 if stopped else game.movement_range(ids).mp_allowance - spent)
    return played, spent, len(moves)


@st.composite
def positions(draw: st.DrawFn) -> tuple[Game, list[str]]:
    """A random position on one of the small maps and a stack of the side to move."""
    base = scenario(draw(st.sampled_from(["movement", "rivers", "route"])))
    if draw(st.booleans()):
        base = with_options(base, river_flat_cost=True)
    hexes = list(game_at(base, {}).board.grid.hexes)
    units: dict[str, Placement] = {}
    side_at: dict[str, Side] = {}
    for spec in base.units:
        if draw(st.booleans()):
            hid = draw(st.sampled_from(hexes))
            if side_at.setdefault(hid, spec.side) is spec.side:
                units[spec.id] = (hid, draw(st.integers(1, spec.max_steps)))
    movers = [u for u in units if base.unit(u).mobility is not Mobility.STATIC]
    assume(movers)
    mover = draw(st.sampled_from(movers))
    start = units[mover][0]
    side = base.unit(mover).side
    company = [u for u in movers if u != mover and units[u][0] == start and draw(st.booleans())]
    kg = {"kg-a": draw(st.sampled_from(hexes))} if draw(st.booleans()) else {}
    game = game_at(
        base,
        units,
        acting=side,
        weather=draw(st.sampled_from(list(Weather))),
        turn=draw(st.sampled_from([1, 3])),
        kg=kg,
    )
    return game, [mover, *company]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_range_and_move_agree(position: tuple[Game, list[str]]) -> None:
    game, ids = position
    agree(game, ids, game.movement_range(ids))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.data())
def test_a_route_range_and_move_agree(position: tuple[Game, list[str]], data: st.DataObject) -> None:
    """The same through one or two waypoints, each drawn from the range the route so far leaves: every path runs
    through them and costs the whole route."""
    game, ids = position
    reach, waypoints = game.movement_range(ids), []
    for _ in range(data.draw(st.integers(1, 2))):
        others = sorted(h for h in reach if h != reach.leg_start)
        assume(others)
        dearest = sorted(others, key=lambda h: (-reach.cost(h), h))[:3]  # a route that leaves few MP, or none
        waypoints.append(data.draw(st.sampled_from(dearest) | st.sampled_from(others)))
        before, reach = reach, game.route_range(ids, waypoints)
        assert reach.route == tuple(before.path(waypoints[-1])) and waypoints[-1] in reach
    assert all(reach.path(h)[: len(reach.route)] == list(reach.route) for h in reach)
    agree(game, ids, reach)


def agree(game: Game, ids: list[str], reach: MovementRange) -> None:
    """Every hex of ``reach`` is reached along its path for its MP, and no step beyond it ends a move."""
    for hid, cost in reach.hexes.items():
        path = reach.path(hid)
        kind, spent, _ = moved_for(game, ids, path, 1)
        assert all(kind.state.units[u].hex == hid for u in ids) and spent == reach.best_cost(hid)
        dear, spent, entered = moved_for(game, ids, path, 6)
        if reach.needs_luck(hid):  # the move stops short (a route may pass the hex before)
            assert cost > reach.mp_allowance and entered < len(path)
        else:
            assert all(dear.state.units[u].hex == hid for u in ids) and spent == cost <= reach.mp_allowance
    grid = game.board.grid
    for near in {reach.leg_start, *reach}:
        before = reach.path(near) if near in reach else []
        for hid in grid.neighbors(near):
            if hid in reach or hid == reach.start:
                continue
            played = trial(game, 1)
            try:
                played.apply(Move(unit_ids=ids, path=[*before, hid]))
            except IllegalCommand:
                continue
            assert played.state.units[ids[0]].hex != hid
