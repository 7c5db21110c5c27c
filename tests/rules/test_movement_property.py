"""Property: ``movement_range`` and the Move command agree on random small positions.

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
from tests.helpers.movement_kit import Placement, game_at, scenario, with_options


def trial(game: Game, roll: int) -> Game:
    """A copy of the game whose crossings all roll ``roll``: 6 is the dearest, 1 the kindest."""
    return game.copy(dice=lambda: roll)


def moved_for(game: Game, ids: list[str], path: list[str], roll: int) -> tuple[Game, int]:
    """Apply the move with every crossing rolling ``roll``: the game after it and the MP spent."""
    played = trial(game, roll)
    events = played.apply(Move(unit_ids=ids, path=path))
    spent = sum(e.mp for e in events if isinstance(e, UnitMoved))
    stopped = any(isinstance(e, MoveStopped) for e in events)
    assert played.state.log.mp_left[ids[0]] == (0 if stopped else game.movement_range(ids).mp_allowance - spent)
    return played, spent


@st.composite
def positions(draw: st.DrawFn) -> tuple[Game, list[str]]:
    """A random position on one of the small maps and a stack of the side to move."""
    base = scenario(draw(st.sampled_from(["movement", "rivers"])))
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
    reach = game.movement_range(ids)
    for hid, cost in reach.hexes.items():
        path = reach.path(hid)
        kind, spent = moved_for(game, ids, path, 1)
        assert all(kind.state.units[u].hex == hid for u in ids) and spent == reach.best_cost(hid)
        dear, spent = moved_for(game, ids, path, 6)
        if reach.needs_luck(hid):
            assert cost > reach.mp_allowance and dear.state.units[ids[0]].hex != hid
        else:
            assert all(dear.state.units[u].hex == hid for u in ids) and spent == cost <= reach.mp_allowance
    grid = game.board.grid
    for near in [reach.start, *reach]:
        before = [] if near == reach.start else reach.path(near)
        for hid in grid.neighbors(near):
            if hid in reach or hid == reach.start:
                continue
            played = trial(game, 1)
            try:
                played.apply(Move(unit_ids=ids, path=[*before, hid]))
            except IllegalCommand:
                continue
            assert played.state.units[ids[0]].hex != hid
