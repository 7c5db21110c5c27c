"""The movement range answers what a move may do (12.0, 12.3, 4.1, R8, R43, R44), on the default map."""

from __future__ import annotations

from panzer_qt import Game
from panzer_qt.model.commands import ExitMap, Move
from panzer_qt.model.enums import Phase, Segment, Side, Weather
from panzer_qt.model.events import MoveStopped, UnitExited
from panzer_qt.model.situation import Situation
from tests.helpers.games import of_type, placements, scenario

RIFLE = "su-15rc"


def lone_rifle_corps(hid: str, **others: str) -> Game:
    """A Soviet rifle corps alone in ``hid`` (and any other units given), turn 2, Thaw, Soviet movement."""
    situation = Situation(
        units=placements({RIFLE: hid, **others}),
        turn=2,
        phase=Phase.SOVIET_1,
        segment=Segment.MOVEMENT,
        weather=Weather.THAW,
    )
    return Game.from_situation(scenario("default"), situation, seed=1)


def test_a_hex_only_a_kind_river_roll_reaches_is_listed_with_best_and_worst_cost() -> None:
    """1321-1420 (across the Dnestr, rough)-1520 (across a minor river): 3 MP at best, 8 at worst, 7 MP."""
    game = lone_rifle_corps("1321")
    reach = game.movement_range([RIFLE])
    assert reach.mp_allowance == 7
    assert "1520" in reach and reach.needs_luck("1520") and reach.uncertain("1520")
    assert (reach.best_cost("1520"), reach.cost("1520"), reach.path("1520")) == (3, 8, ["1420", "1520"])
    lucky = game.copy(dice=lambda: 1)
    lucky.apply(Move(unit_ids=[RIFLE], path=reach.path("1520")))
    assert lucky.state.units[RIFLE].hex == "1520"
    unlucky = game.copy(dice=lambda: 6)
    events = unlucky.apply(Move(unit_ids=[RIFLE], path=reach.path("1520")))
    assert unlucky.state.units[RIFLE].hex != "1520" and of_type(events, MoveStopped)


def test_an_exit_only_a_kind_roll_reaches_is_listed() -> None:
    """0327 to the exit hex 0729 by 0427, 0528, 0628: 4 MP at best, then 1 MP to leave (4.1, R14)."""
    game = lone_rifle_corps("0327")
    reach = game.movement_range([RIFLE])
    assert "0729" in reach.exit_from and "0729" in reach.exit_needs_luck
    assert (reach.path("0729"), reach.best_cost("0729")) == (["0427", "0528", "0628", "0729"], 4)
    lucky = game.copy(dice=lambda: 1)
    lucky.apply(Move(unit_ids=[RIFLE], path=reach.path("0729")))
    after = lucky.movement_range([RIFLE])
    assert after.exit_from == {"0729"} and not after.hexes
    assert of_type(lucky.apply(ExitMap(unit_ids=[RIFLE])), UnitExited)


def test_a_unit_that_has_moved_has_no_range_but_an_exit() -> None:
    """Each unit moves once per movement segment (12.0); leaving the map after moving stays open (R44)."""
    game = lone_rifle_corps("0327")
    reach = game.movement_range([RIFLE])
    game.apply(Move(unit_ids=[RIFLE], path=reach.path("0427")))
    after = game.movement_range([RIFLE])
    assert (len(after), after.exit_from) == (0, frozenset())
    assert not game.is_legal(Move(unit_ids=[RIFLE], path=["0528"]))
    exit_game = lone_rifle_corps("0628")
    exit_game.apply(Move(unit_ids=[RIFLE], path=["0729"]))
    left = exit_game.state.log.mp_left[RIFLE]
    after = exit_game.movement_range([RIFLE])
    assert (len(after), after.exit_from, after.mp_allowance) == (0, {"0729"}, left)
    assert left >= 1 and exit_game.is_legal(ExitMap(unit_ids=[RIFLE]))


def test_supply_of_a_hex_agrees_with_the_supply_overlay() -> None:
    """A hex held by the enemy is out of supply both ways (8.0, 9.2)."""
    game = Game.new(scenario("default"), seed=3)
    for side in Side:
        overlay = game.supply_hexes(side)
        assert {h for h in game.board.grid.hexes if game.supply_from_hex(side, h).in_supply} == overlay
        enemy = {u.hex for uid, u in game.state.units.items() if u.hex and game.board.specs[uid].side is side.enemy}
        assert enemy and not enemy & overlay
