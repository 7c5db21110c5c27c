"""Property: ``movement_range`` and the Move command agree on random small positions.

Every hex the range reports is reached by applying a Move along the reported path for exactly the
reported MP (river crossings forced to their worst roll), and one more step from any reported hex
(or the start) into an unreported hex is never a legal move that ends there.
"""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from panzer_qt.model.commands import Move
from panzer_qt.model.enums import Mobility, Side, Weather
from panzer_qt.model.events import MoveStopped, UnitMoved
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game

from .movement_kit import Placement, game_at, scenario, with_options


def trial(game: Game) -> Game:
    """A copy of the game whose crossings all roll 6, the dearest (it shares the board, so its indexes)."""
    return game.copy(dice=lambda: 6)


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
    rng = game.movement_range(ids)
    for hid, cost in rng.hexes.items():
        played = trial(game)
        events = played.apply(Move(unit_ids=ids, path=rng.path(hid)))
        assert all(played.state.units[u].hex == hid for u in ids)
        assert sum(e.mp for e in events if isinstance(e, UnitMoved)) == cost
        stopped = any(isinstance(e, MoveStopped) for e in events)
        assert played.state.log.mp_left[ids[0]] == (0 if stopped else rng.mp_allowance - cost)
    grid = game.board.grid
    for near in [rng.start, *rng]:
        before = [] if near == rng.start else rng.path(near)
        for hid in grid.neighbors(near):
            if hid in rng or hid == rng.start:
                continue
            played = trial(game)
            try:
                played.apply(Move(unit_ids=ids, path=[*before, hid]))
            except IllegalCommand:
                continue
            assert played.state.units[ids[0]].hex != hid
