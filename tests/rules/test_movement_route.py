"""Routes through waypoints (12.0, 12.3, 7.2, R43, R52) through ``Game.route_range`` and ``Game.route``.

The map (tests/data/route.json): nine columns by six rows of clear terrain, the town Mill at 0403, a minor
river along every side between columns 5 and 6 from row 3 southwards, so it can be walked round in the north.
In Thaw a crossing costs 0-3 MP by die, a mechanized stack has 10 MP and a non-mechanized one 7.
"""

from __future__ import annotations

import pytest

from panzer_qt.model.commands import Move
from panzer_qt.model.enums import Side
from panzer_qt.model.events import ControlChanged, RiverCrossed, UnitMoved
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.grid import distance
from tests.helpers.movement_kit import game_at


def test_a_route_through_a_town_the_cheapest_path_skips() -> None:
    game = game_at("route", {"su-rifle": "0305"}, acting=Side.SOVIET)
    assert game.movement_range(["su-rifle"]).path("0505") == ["0404", "0505"]
    assert game.state.control["0403"] is Side.GERMAN
    via_town = game.route_range(["su-rifle"], ["0403"])
    assert via_town.route == ("0304", "0403")
    assert via_town.cost("0505") == 4
    assert via_town.cost("0403") == 2  # the waypoint itself may end the move
    assert via_town.path("0403") == ["0304", "0403"]
    path = game.route(["su-rifle"], ["0403"], "0505")
    assert path == ["0304", "0403", "0404", "0505"]
    events = game.apply(Move(unit_ids=["su-rifle"], path=path))
    assert ControlChanged(hex="0403", side=Side.SOVIET, rule="3.3") in events
    assert game.state.units["su-rifle"].hex == "0505"
    assert game.state.log.mp_left["su-rifle"] == 3


def test_a_route_round_the_river_instead_of_a_gamble_on_the_crossing() -> None:
    game = game_at("route", {"de-pz": "0305"})
    straight = game.movement_range(["de-pz"])
    assert straight.path("0705") == ["0404", "0504", "0604", "0705"]
    assert (straight.cost("0705"), straight.best_cost("0705"), straight.uncertain("0705")) == (7, 4, True)
    north = game.route_range(["de-pz"], ["0602"])
    assert north.route == ("0304", "0303", "0402", "0502", "0602")
    assert (north.cost("0705"), north.best_cost("0705"), north.uncertain("0705")) == (8, 8, False)
    path = game.route(["de-pz"], ["0602"], "0705")
    assert path == ["0304", "0303", "0402", "0502", "0602", "0603", "0604", "0705"]
    events = game.apply(Move(unit_ids=["de-pz"], path=path))
    assert not [e for e in events if isinstance(e, RiverCrossed)]
    assert [e.to_hex for e in events if isinstance(e, UnitMoved)] == path
    assert game.state.log.mp_left["de-pz"] == 2


def test_two_waypoints_draw_the_range_from_the_last_with_the_mp_left() -> None:
    game = game_at("route", {"de-pz": "0305"})
    rng = game.route_range(["de-pz"], ["0303", "0501"])
    assert rng.route == ("0304", "0303", "0302", "0401", "0501")
    assert rng.leg_start == "0501"
    assert rng.cost("0501") == 5
    # 5 MP left at 0501, no river crossed within five of it: every other hex that near, at 5 + the distance.
    assert {h: rng.cost(h) for h in rng if h != "0501"} == {
        h: 5 + distance("0501", h) for h in game.board.grid.hexes if 0 < distance("0501", h) <= 5
    }
    assert rng.path("0701") == ["0304", "0303", "0302", "0401", "0501", "0601", "0701"]


def test_after_a_waypoint_beyond_a_rolled_crossing_only_luck_goes_further() -> None:
    """R43: the 7 MP of a non-mechanized stack reach 0705 only if the crossing costs nothing at worst 7 MP: from
    there, every hex needs a kind roll, at its best 4 + the distance, and the worst case counts the whole route."""
    game = game_at("route", {"de-inf": "0305"})
    rng = game.route_range(["de-inf"], ["0705"])
    assert (rng.cost("0705"), rng.best_cost("0705"), rng.needs_luck("0705")) == (7, 4, False)
    beyond = {h for h in rng if h != "0705"}
    assert beyond == {h for h in game.board.grid.hexes if 0 < distance("0705", h) <= 3}
    assert all(rng.needs_luck(h) and rng.uncertain(h) for h in beyond)
    assert (rng.cost("0805"), rng.best_cost("0805")) == (8, 5)
    assert (rng.cost("0504"), rng.best_cost("0504")) == (12, 6)  # back over the river: two rolled crossings
    path = game.route(["de-inf"], ["0705"], "0805")
    assert path == ["0404", "0504", "0604", "0705", "0805"]
    game.dice = lambda: 1  # the crossing costs nothing on a 1
    game.apply(Move(unit_ids=["de-inf"], path=path))
    assert game.state.units["de-inf"].hex == "0805"
    assert game.state.log.mp_left["de-inf"] == 2


def test_with_no_mp_left_at_worst_a_route_goes_on_into_an_active_kg_range() -> None:
    """R9: the traffic range of the KG at 0905 costs a German stack nothing, so after 0705, which leaves the
    non-mechanized stack no MP at worst (R43: 4 at best), it may still go on into that range whatever the
    die shows; beyond the range only a kind roll takes it."""
    game = game_at("route", {"de-inf": "0305"}, kg={"kg-a": "0905"}, turn=3)
    rng = game.route_range(["de-inf"], ["0705"])
    traffic = {"0804", "0805", "0904", "0905", "0906"}
    assert {h for h in rng if not rng.needs_luck(h)} == {"0705"} | traffic
    assert all((rng.cost(h), rng.best_cost(h)) == (7, 4) for h in traffic)
    assert rng.path("0905") == ["0404", "0504", "0604", "0705", "0804", "0905"]
    assert (rng.cost("0903"), rng.best_cost("0903"), rng.needs_luck("0903")) == (8, 5, True)
    assert rng.path("0903") == ["0404", "0504", "0604", "0705", "0804", "0904", "0903"]
    game.dice = lambda: 6  # the dearest crossing
    game.apply(Move(unit_ids=["de-inf"], path=game.route(["de-inf"], ["0705"], "0905")))
    assert game.state.units["de-inf"].hex == "0905"
    assert game.state.log.mp_left["de-inf"] == 0


def test_a_waypoint_in_an_enemy_zone_of_control_ends_the_route() -> None:
    """7.2: the Soviet unit at 0503 covers 0504; a move entering it stops there, so nothing may follow."""
    game = game_at("route", {"de-pz": "0305", "su-rifle": "0503"})
    rng = game.route_range(["de-pz"], ["0404", "0504"])
    assert dict(rng.hexes) == {"0504": 2}
    assert rng.path("0504") == ["0404", "0504"]
    assert game.route(["de-pz"], ["0404", "0504"], "0504") == ["0404", "0504"]
    with pytest.raises(IllegalCommand) as stopped:
        game.route(["de-pz"], ["0404", "0504"], "0505")
    assert stopped.value.rule == "7.2"
    with pytest.raises(IllegalCommand) as later:
        game.route_range(["de-pz"], ["0404", "0504", "0505"])
    assert later.value.rule == "7.2"


@pytest.mark.parametrize(
    ("units", "waypoints", "rule"),
    [
        ({"de-pz": "0305", "su-rifle": "0503"}, ["0503"], "6.0"),
        ({"de-inf": "0305"}, ["0705", "0901"], "12.2"),
        ({"de-pz": "0305"}, ["0305"], "12.0"),
        ({"de-pz": "0305"}, ["9999"], "12.0"),
    ],
)
def test_a_waypoint_the_stack_cannot_reach_is_refused_with_the_rule(
    units: dict[str, str], waypoints: list[str], rule: str
) -> None:
    game = game_at("route", units)
    mover = next(u for u in units if u.startswith("de-"))
    with pytest.raises(IllegalCommand) as refused:
        game.route_range([mover], waypoints)
    assert refused.value.rule == rule


def test_a_stack_that_has_moved_takes_no_route() -> None:
    game = game_at("route", {"de-pz": "0305"})
    game.apply(Move(unit_ids=["de-pz"], path=["0304"]))
    with pytest.raises(IllegalCommand) as refused:
        game.route_range(["de-pz"], ["0303"])
    assert refused.value.rule == "12.0"


def test_over_stacking_marks_follow_the_route() -> None:
    """R52 (the movement map: a nine-step limit): ending in 0403 with the panzer division there over-stacks it,
    through a waypoint as directly."""
    game = game_at("movement", {"de-big": "0303", "de-pz": "0403"})
    rng = game.route_range(["de-big"], ["0503"])
    assert rng.overstacking == {"0403"}
    assert rng.path("0403") == ["0402", "0503", "0403"]
    assert rng.cost("0403") == 3


def test_no_waypoints_give_the_movement_range() -> None:
    game = game_at("route", {"de-pz": "0305"})
    assert dict(game.route_range(["de-pz"], []).hexes) == dict(game.movement_range(["de-pz"]).hexes)
