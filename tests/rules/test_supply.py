"""Soviet supply (8.0) and German C&C (9.2), RULINGS R6 and R7, through ``Game.supply_status``."""

from __future__ import annotations

from itertools import pairwise

import networkx as nx
from hypothesis import given, settings
from hypothesis import strategies as st

from panzer_qt.geo.hexgraph import build_graph
from panzer_qt.model.enums import Side, Weather
from panzer_qt.rules.game import Game
from panzer_qt.rules.grid import distance
from panzer_qt.rules.supply import sources, units_out_of_supply
from tests.helpers.movement_kit import game_at


def assert_shortest_clear_path(game: Game, side: Side, path: tuple[str, ...]) -> None:
    """The path runs from a unit to a source through adjacent hexes free of EZOC, and is shortest."""
    ezoc = game.zoc(side.enemy)
    assert path[-1] in sources(game.board, side)
    for a, b in pairwise(path):
        assert distance(a, b) == 1
    assert not set(path[1:]) & ezoc
    assert len(path) == 1 + min(distance(path[0], s) for s in sources(game.board, side) if s not in ezoc)


def test_open_map_every_unit_in_supply_by_a_shortest_path() -> None:
    game = game_at("strip", {"su-a": "0602", "su-b": "0101"})
    status = game.supply_status(Side.SOVIET)
    assert set(status) == {"su-a", "su-b"}
    for unit in status.values():
        assert unit.in_supply
        assert_shortest_clear_path(game, Side.SOVIET, unit.path)
    assert status["su-a"].path[0] == "0602"
    assert len(status["su-a"].path) == 7


def test_a_line_of_ezoc_cuts_supply() -> None:
    # The German unit at 1002 puts the whole of column 10 in its ZOC.
    game = game_at("strip", {"de-a": "1002", "su-b": "0802"})
    status = game.supply_status(Side.SOVIET)["su-b"]
    assert not status.in_supply
    assert status.path == ()
    assert units_out_of_supply(game.board, game.state, Side.SOVIET, ["su-b"]) == ["su-b"]


def test_an_ezoc_on_the_units_own_hex_does_not_cut_supply() -> None:
    game = game_at("strip", {"de-a": "0802", "su-b": "0902"})
    status = game.supply_status(Side.SOVIET)["su-b"]
    assert status.in_supply
    assert units_out_of_supply(game.board, game.state, Side.SOVIET, ["su-b"]) == []
    assert status.path[0] == "0902"
    assert len(status.path) == 4
    assert not set(status.path[1:]) & game.zoc(Side.GERMAN)


def test_supply_goes_into_but_not_through_an_ezoc() -> None:
    # 0702 lies in the German ZOC, and so does every way east through column 8.
    game = game_at("strip", {"de-a": "0802", "su-b": "0702"})
    assert not game.supply_status(Side.SOVIET)["su-b"].in_supply


def test_unit_in_a_source_hex_is_in_supply_despite_ezoc() -> None:
    # 1202 and 1201 are sources in the German ZOC; 1103 is in it too and its only source neighbour is 1202.
    game = game_at("strip", {"de-a": "1102", "su-a": "1202", "su-b": "1103"})
    status = game.supply_status(Side.SOVIET)
    assert status["su-a"].in_supply
    assert status["su-a"].path == ("1202",)
    assert not status["su-b"].in_supply


def test_friendly_units_do_not_cancel_an_ezoc() -> None:
    # su-a stands in the German ZOC at 1001; su-b behind it may not trace through that hex.
    game = game_at("strip", {"de-a": "1002", "su-a": "1001", "su-b": "0901"})
    status = game.supply_status(Side.SOVIET)
    assert status["su-a"].in_supply
    assert status["su-a"].path == ("1001", "1101", "1201")
    assert not status["su-b"].in_supply


def test_enemy_occupied_sources_are_not_sources() -> None:
    # Storm: no ZOC at all, so only the German units in both source hexes cut the line.
    game = game_at("strip", {"de-a": "1201", "de-b": "1202", "su-a": "1102"}, weather=Weather.STORM)
    assert not game.supply_status(Side.SOVIET)["su-a"].in_supply
    game = game_at("strip", {"de-a": "1201", "su-a": "1102"}, weather=Weather.STORM)
    assert game.supply_status(Side.SOVIET)["su-a"].path == ("1102", "1202")


def test_german_cc_works_the_same_way() -> None:
    # The Soviet unit at 0202 puts the whole of column 2 in its ZOC, and source 0102 with it.
    game = game_at("strip", {"su-a": "0202", "de-a": "0102", "de-b": "0301"})
    status = game.supply_status(Side.GERMAN)
    assert status["de-a"].in_supply
    assert status["de-a"].path == ("0102",)
    assert not status["de-b"].in_supply


def test_supply_hexes_overlay() -> None:
    game = game_at("strip", {"de-a": "1002"})
    assert game.supply_hexes(Side.SOVIET) == {"1001", "1101", "1102", "1103", "1201", "1202"}


def test_town_cc_traced_as_if_a_unit_stood_there() -> None:
    game = game_at("strip", {"su-a": "0202"})
    assert not game.supply_from_hex(Side.GERMAN, "0501").in_supply
    assert game.supply_from_hex(Side.GERMAN, "0101").path == ("0101",)


def reference_status(game: Game, side: Side, hid: str) -> int | None:
    """Length of the shortest legal supply path from ``hid``, by networkx on the hex graph (None: out)."""
    enemy = {game.state.units[u].hex for u in game.state.units if game.board.specs[u].side is side.enemy}
    own_sources = sources(game.board, side)
    if hid in own_sources and hid not in enemy:
        return 1
    graph = build_graph(game.board.scenario.map)
    clear = {h for h in graph if h not in enemy and h not in game.zoc(side.enemy)}
    lengths = nx.single_source_shortest_path_length(graph.subgraph(clear | {hid}), hid)
    found = [lengths[s] for s in own_sources & clear if s in lengths]
    return min(found) + 1 if found else None


UNITS = ["de-pz", "de-inf", "de-big", "de-gar", "de-east", "su-tank", "su-rifle", "su-rifle2", "su-div", "su-art"]
HEXES = game_at("movement", {}).board.grid.hexes


@settings(max_examples=60, deadline=None)
@given(
    picks=st.lists(
        st.tuples(st.sampled_from(UNITS), st.sampled_from(HEXES)), min_size=1, max_size=10, unique_by=lambda p: p[0]
    ),
    storm=st.booleans(),
)
def test_supply_matches_a_plain_networkx_search(picks: list[tuple[str, str]], storm: bool) -> None:
    sides: dict[str, str] = {}
    units: dict[str, str] = {}
    for unit_id, hid in picks:
        if sides.setdefault(hid, unit_id[:2]) == unit_id[:2]:
            units[unit_id] = hid
    game = game_at("movement", units, weather=Weather.STORM if storm else Weather.THAW)
    for side in Side:
        statuses = game.supply_status(side)
        cut_off = []
        for unit_id, status in statuses.items():
            expected = reference_status(game, side, units[unit_id])
            assert status.in_supply == (expected is not None)
            assert len(status.path) == (expected or 0)
            if expected is None:
                cut_off.append(unit_id)
        assert units_out_of_supply(game.board, game.state, side, list(statuses)) == cut_off
        overlay = game.supply_hexes(side)
        enemy = {units[u] for u in units if game.board.specs[u].side is side.enemy}
        for hid in HEXES:
            assert (hid in overlay) == (hid not in enemy and reference_status(game, side, hid) is not None)
