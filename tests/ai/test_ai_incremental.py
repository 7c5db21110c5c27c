"""A judge works each position out from the last one it weighed (``judgement.exposure.ExposureMemory``, nets mended
from the last of their kind, the division threats' nets read once), and a move planner its over-stacked hexes
(``Overstacking``): over many candidate moves of a real position, every term of the assessment is exactly that of a
fresh judge's (the same floats, summed in the same order), and every over-stacking penalty that of a fresh count."""

from __future__ import annotations

import random

import pytest

from panzer_qt import Game
from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.judgement.evaluation import Judge, Overstacking, overstack_penalty
from panzer_qt.ai.judgement.weights import DEFAULT_WEIGHTS, MEASURED_THREATS, Weights, counter_attacking
from panzer_qt.ai.position.hexbits import hex_bits, members
from panzer_qt.ai.position.memo import forget
from panzer_qt.ai.position.nets import Net
from panzer_qt.ai.position.picture import Picture
from panzer_qt.ai.position.reach import Memory
from panzer_qt.model.enums import Side
from panzer_qt.model.state import GameState, UnitStatus
from panzer_qt.rules.hexindex import hex_index
from tests.ai.test_ai_evaluation import SOUTH_GAP, position
from tests.helpers.games import scenario

MEASURED = Weights(measured=MEASURED_THREATS)


def opening() -> Game:
    """The default scenario with the printed set-up (both sides on the map, their fronts touching)."""
    return Game.new(scenario("default"), seed=7, auto_deploy=True)


def candidates(game: Game, count: int, seed: int) -> list[GameState]:
    """``count`` positions a move or two apart, as a planner weighs them: a unit moved next to an enemy unit or
    a few hexes on (now and then two units, a step lost, or a unit gone), half of them from the one before."""
    rng, idx, board, base = random.Random(seed), hex_index(game.board), game.board, game.state
    on_map = [u for u, unit in base.units.items() if unit.status is UnitStatus.ON_MAP and unit.hex is not None]
    found: list[GameState] = []
    for n in range(count):
        state = (found[-1] if found and n % 2 else base).clone()
        for uid in rng.sample(on_map, 2 if n % 5 == 0 else 1):
            unit = state.units[uid]
            if unit.hex is None:
                continue
            enemies = [u for u in on_map if board.sides[u] is not board.sides[uid] and state.units[u].hex is not None]
            if n % 3 and enemies:
                i = rng.choice(idx.neighbors[idx.index[state.units[rng.choice(enemies)].hex or unit.hex]])
            else:
                i = rng.choice(idx.neighbors[rng.choice(idx.neighbors[idx.index[unit.hex]])])
            state.update_unit(uid, hex=idx.ids[i])
            if n % 7 == 0 and unit.steps > 1:
                state.update_unit(uid, steps=unit.steps - 1)
            if n % 11 == 0:
                state.update_unit(uid, hex=None, status=UnitStatus.DEAD)
        found.append(state)
    return found


@pytest.mark.parametrize("start", ["opening", "corridor"])
@pytest.mark.parametrize("side", [Side.SOVIET, Side.GERMAN])
@pytest.mark.parametrize(
    "weights", [MEASURED, DEFAULT_WEIGHTS, counter_attacking(MEASURED)], ids=["measured", "yardstick", "counter"]
)
def test_each_term_of_a_judge_weighing_one_move_after_another_is_that_of_a_fresh_judge(
    start: str, side: Side, weights: Weights
) -> None:
    game = opening() if start == "opening" else position(SOUTH_GAP)  # a division in a corridor the Soviets close
    outlook = Outlook.of(game, side, weights, Memory())
    judge = outlook.judge
    apart = Game(game.scenario, game.state.clone()).board  # a board of its own: nothing the judge kept is shared
    exposures = set()
    for state in [outlook.state, *candidates(outlook.view, 160, seed=len(side.value)), outlook.state]:
        forget(apart)
        fresh = Judge(apart, judge.fog, weights, Memory()).assess(state)
        found = judge.assess(state)
        assert found.parts == fresh.parts
        assert found.threat == fresh.threat
        assert found.score == fresh.score
        exposures.add(found.parts["exposure"])
    assert len(exposures) > 15  # the moves changed what stacks stand to lose, again and again


def test_a_judge_whose_position_changes_under_it_weighs_it_afresh() -> None:
    game = opening()
    board, state, idx = game.board, game.state, hex_index(game.board)
    judge = Judge(board, None, MEASURED, Memory())
    before = judge.assess(state)
    taken = {unit.hex for unit in state.units.values()}
    sides = board.sides
    german = next(unit.hex for u, unit in state.units.items() if unit.hex is not None and sides[u] is Side.GERMAN)
    uid = next(u for u, unit in state.units.items() if unit.hex is not None and sides[u] is Side.SOVIET)
    beside = next(idx.ids[n] for n in idx.neighbors[idx.index[german]] if idx.ids[n] not in taken)
    state.update_unit(uid, hex=beside)  # the same state object, changed in place (an engine playing on)
    after = judge.assess(state)
    assert after.parts == Judge(board, None, MEASURED, Memory()).assess(state).parts
    assert after.parts["exposure"] != before.parts["exposure"]


def test_where_the_units_stand_worked_out_from_the_last_picture_is_where_a_fresh_picture_finds_them() -> None:
    game = opening()
    last: Picture | None = None
    followed = 0
    for state in [game.state, *candidates(game, 160, seed=3), game.state]:
        before, last = last, Picture(game.board, state, None, last)
        fresh = Picture(game.board, state)
        assert list(last.where.items()) == list(fresh.where.items())
        assert last.held == fresh.held
        assert [last.units_of(side) for side in Side] == [fresh.units_of(side) for side in Side]
        followed += before is not None and last.units_of(Side.GERMAN) is before.units_of(Side.GERMAN)
    assert followed > 80  # most candidates only move units on the map: worked out from the last picture
    state = game.state.clone()
    last = Picture(game.board, state)
    uid = next(u for u, unit in state.units.items() if unit.hex is not None)
    state.update_unit(uid, hex=None, status=UnitStatus.DEAD)  # the same state, changed in place
    assert Picture(game.board, state, None, last).where == Picture(game.board, state).where


@pytest.mark.parametrize("side", [Side.SOVIET, Side.GERMAN])
def test_overstacking_worked_out_from_the_last_position_counts_as_a_fresh_count(side: Side) -> None:
    game = opening()
    board, idx = game.board, hex_index(game.board)
    ours = [u for u, unit in game.state.units.items() if unit.hex is not None and board.sides[u] is side]
    crowded: list[GameState] = []
    for n, moved in enumerate(candidates(game, 120, seed=5)):
        state = (crowded[-1] if crowded and n % 4 else moved).clone()  # piles stay while others are made
        target = idx.ids[idx.neighbors[idx.index[state.units[ours[n % len(ours)]].hex or "2515"]][0]]
        for uid in ours[n % 7 : n % 7 + n % 5]:  # now and then several of the side's units piled in one hex
            if state.units[uid].hex is not None:
                state.update_unit(uid, hex=target)
        crowded.append(state)
    overstacking = Overstacking(board, side)
    penalties = [overstacking.penalty(state) for state in [game.state, *crowded, game.state]]
    assert penalties == [overstack_penalty(board, state, side) for state in [game.state, *crowded, game.state]]
    assert len(set(penalties)) > 2  # no stack over the limits, one, several


@pytest.mark.parametrize("game", [opening(), position(SOUTH_GAP)], ids=["opening", "corridor"])
def test_the_divisions_one_more_unit_would_cut_off_are_those_of_whole_fills(game: Game) -> None:
    board, bits = game.board, hex_bits(game.board)
    cuts: list[int] = []
    for state in [game.state, *candidates(game, 12, seed=9)]:
        picture = Picture(board, state)
        soviet, zoc, german = picture.held[Side.SOVIET], picture.zoc_bits[Side.SOVIET], picture.held[Side.GERMAN]
        watched = german & picture.cc.held
        places = members(bits.grow(bits.grow(german)) & ~german)
        mended = list(Net.out_with_one_more(board, Side.GERMAN, soviet, zoc, places, watched=watched))
        whole = [watched & ~net.held for net in Net.with_one_more(board, Side.GERMAN, soviet, zoc, places)]
        assert mended == whole
        cuts.extend(mended)
    assert any(cuts) and not all(cuts)  # some places cut German units off, most do not
