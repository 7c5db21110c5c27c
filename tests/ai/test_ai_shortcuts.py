"""The computer players' shortcuts (remembered scores, reach searches on precomputed steps, bit
flags, remembered hidden averages) give exactly the answers of the plain computations."""

from __future__ import annotations

import heapq
import random

import pytest

from panzer_qt.ai.judgement.evaluation import Assessment, Judge, overstack_penalty
from panzer_qt.ai.position.hexbits import bits_of, flags, hex_bits, members
from panzer_qt.ai.position.hidden import hidden_average
from panzer_qt.ai.position.nets import Net
from panzer_qt.ai.position.picture import Picture
from panzer_qt.ai.position.reach import RIVER_MP, Memory, reach_search
from panzer_qt.ai.position.view import Fog
from panzer_qt.model.enums import Mobility, Side
from panzer_qt.model.state import GameState
from panzer_qt.rules import supply
from panzer_qt.rules.hexindex import HexIndex, hex_index
from panzer_qt.rules.stacking_limits import stack_fits
from tests.ai.test_ai_evaluation import DIVISION, SOUTH_GAP, SOVIETS, position


def test_a_position_met_again_is_scored_from_memory_and_still_counts_as_weighed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = position(SOUTH_GAP)
    judge = Judge(game.board, memory=Memory())
    assessed: list[float] = []
    plain = Judge.assess

    def counted(self: Judge, state: GameState) -> Assessment:
        found = plain(self, state)
        assessed.append(found.score)
        return found

    monkeypatch.setattr(Judge, "assess", counted)
    first = judge.score(game.state)
    again = judge.score(game.state.clone())  # the same position in another copy
    assert first == again == assessed[0] and len(assessed) == 1 and judge.weighed == 2

    moved = game.state.clone()
    moved.update_unit(SOVIETS[0], hex="2517")  # one unit elsewhere: a new position
    assert judge.score(moved) == Judge(game.board, memory=Memory()).assess(moved).score != first
    assert len(assessed) == 3 and judge.weighed == 3

    town = next(iter(game.board.town_vp))
    game.state.control[town] = Side.SOVIET if game.state.control.get(town) is Side.GERMAN else Side.GERMAN
    assert judge.score(game.state) == Judge(game.board, memory=Memory()).assess(game.state).score != first
    assert len(assessed) == 5


def test_frozen_towns_in_reach_are_part_of_what_a_remembered_score_is_for() -> None:
    game = position(SOUTH_GAP)
    memory = Memory()
    judge = Judge(game.board, memory=memory)
    before = judge.score(game.state)
    memory.frozen = {Side.GERMAN: frozenset(hex_index(game.board).ints(game.board.town_vp))}  # every town
    after = judge.score(game.state)
    assert after == Judge(game.board, memory=Memory(frozen=dict(memory.frozen))).assess(game.state).score
    assert after != before


def plain_reach(idx: HexIndex, budgets: dict[int, int], blocked: frozenset[int], stop: list[bool]) -> list[int]:
    """The reach search of ``ai.position.reach`` written the plain way: most MP left on arrival, by a priority queue."""
    cost = idx.terrain_cost[Mobility.MECHANIZED]
    best = [-1] * len(idx.ids)
    queue = [(-mp, i) for i, mp in budgets.items()]
    for i, mp in budgets.items():
        best[i] = mp
    heapq.heapify(queue)
    while queue:
        left, u = heapq.heappop(queue)
        if -left != best[u] or (stop[u] and u not in budgets):
            continue
        for v, river in zip(idx.neighbors[u], idx.rivers[u], strict=True):
            rest = best[u] - cost[v] - (RIVER_MP if river and not (idx.town[u] or idx.town[v]) else 0)
            if rest > best[v] and v not in blocked:
                best[v] = rest
                heapq.heappush(queue, (-rest, v))
    return best


def test_reach_searches_match_the_plain_search_with_blocked_hexes_zones_and_blocked_starts() -> None:
    game = position(SOUTH_GAP)
    picture = Picture(game.board, game.state)
    idx = picture.index
    blocked = picture.occupied[Side.GERMAN] | idx.ints(["2520", "2521", "2621"])
    stop = picture.zoc_flags(Side.GERMAN)
    assert sum(stop) == len(members(picture.zoc_bits[Side.GERMAN])) > 0
    starts = [idx.index[h] for h in ("2522", "2010", "3020", "2520")]  # 2520 is blocked itself
    for budgets in ({starts[0]: 8}, {starts[1]: 12}, {starts[0]: 6, starts[2]: 9, starts[3]: 4}):
        found = reach_search(idx, budgets, blocked, stop, RIVER_MP)
        assert found == plain_reach(idx, budgets, blocked, stop)
        assert sum(1 for mp in found if mp >= 0) > len(budgets)  # the search went somewhere
        assert all(found[i] == -1 for i in blocked if i not in budgets)


def test_bit_flags_list_the_members_of_a_set_of_hexes() -> None:
    game = position(SOUTH_GAP)
    picture = Picture(game.board, game.state)
    count = len(picture.index.ids)
    for bits in (0, picture.zoc_bits[Side.SOVIET], hex_bits(game.board).full, 1 << (count - 1)):
        assert [i for i, inside in enumerate(flags(bits, count)) if inside] == members(bits)


def test_growing_a_set_of_hexes_adds_every_neighbour_on_the_map_and_nothing_else() -> None:
    board = position([]).board
    bits, idx = hex_bits(board), hex_index(board)
    rng, count = random.Random(4), len(idx.ids)
    edges = [i for i in range(count) if len(idx.neighbors[i]) < 6]  # the map's edges and corners
    for size in (1, 1, 2, 7, 40, 300, count):
        for hexes in (rng.sample(range(count), size), rng.sample(edges, min(size, len(edges)))):
            want = set(hexes) | {n for i in hexes for n in idx.neighbors[i]}
            assert members(bits.grow(bits_of(hexes))) == sorted(want)


def test_the_average_hidden_unit_follows_the_steps_hidden_units_lose() -> None:
    game = position(SOUTH_GAP)
    hidden = frozenset(SOVIETS[:4])
    fog = Fog(viewer=Side.GERMAN, hidden={"2515": 4}, unseen=hidden)
    full = hidden_average(game.board, game.state, fog)
    weaker = game.state.clone()
    unit = SOVIETS[0]
    weaker.update_unit(unit, steps=weaker.units[unit].steps - 1)
    lost = hidden_average(game.board, weaker, fog)
    assert lost.steps == full.steps - 1 / 4
    assert lost.attack < full.attack
    assert hidden_average(game.board, game.state, fog) == full


def test_nets_with_one_more_enemy_unit_match_a_search_from_scratch() -> None:
    game = position(SOUTH_GAP)
    picture = Picture(game.board, game.state)
    soviet, zoc = picture.held[Side.SOVIET], picture.zoc_bits[Side.SOVIET]
    bits = hex_bits(game.board)
    places = members(bits.grow(bits.grow(bits.grow(picture.held[Side.GERMAN]))) & ~picture.held[Side.GERMAN])
    nets = list(Net.with_one_more(game.board, Side.GERMAN, soviet, zoc, places))
    plain = [Net.search(game.board, Side.GERMAN, soviet | 1 << i, zoc | bits.grow(1 << i)) for i in places]
    assert nets == plain
    division = picture.where[DIVISION]
    assert any(not net.holds(division) for net in nets) and any(net.holds(division) for net in nets)


def test_nets_resumed_from_the_last_one_of_their_kind_match_searches_from_scratch() -> None:
    game = position(SOUTH_GAP)
    board, bits = game.board, hex_bits(game.board)
    picture = Picture(board, game.state)
    german = picture.held[Side.GERMAN]
    soviet = picture.held[Side.SOVIET]
    places = members(bits.grow(bits.grow(german)) & ~german & ~soviet)
    sources = bits_of(hex_index(board).ints(supply.sources(board, Side.GERMAN)))
    held, before = [], None
    for n, i in enumerate(places):  # a Soviet unit walks around the division, others come and go
        enemy = soviet | 1 << i if n % 3 else soviet & ~(1 << members(soviet)[n % 5]) | 1 << i
        for ezoc in (bits.grow(enemy), bits.grow(bits.grow(enemy))):
            resumed = Net.search(board, Side.GERMAN, enemy, ezoc, kind=f"test {ezoc == bits.grow(enemy)}")
            assert resumed == Net.search(board, Side.GERMAN, enemy, ezoc)
            held.append(resumed.holds(picture.where[DIVISION]))
            clear = bits.full & ~(enemy | ezoc)
            steps = bits.spread_steps(sources & clear, clear)
            if before is not None:  # step by step the same as a spread from scratch
                assert bits.spread_again(before, sources & clear, clear) == steps
                assert len(steps) > 10
            before = (clear, steps)
    assert True in held and False in held  # some of them cut the division off


def test_only_stacks_over_the_limits_cost_their_side_and_a_unit_alone_never_does() -> None:
    game = position(SOUTH_GAP)
    state = game.state.clone()
    assert overstack_penalty(game.board, state, Side.SOVIET) == 0.0
    for uid in SOVIETS[:4]:  # four corps in one hex: more steps than a Soviet stack may hold (6.0)
        state.update_unit(uid, hex="2010")
    assert not stack_fits(game.board, state, SOVIETS[:4])
    assert overstack_penalty(game.board, state, Side.SOVIET) == 3.0
    assert overstack_penalty(game.board, state, Side.GERMAN) == 0.0
