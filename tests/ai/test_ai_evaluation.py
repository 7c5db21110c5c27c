"""The computer players' evaluation (panzer_qt.ai.judgement.evaluation): what it counts as good for each side."""

from __future__ import annotations

from panzer_qt import Game
from panzer_qt.ai.judgement.evaluation import Judge
from panzer_qt.ai.position.hexbits import hex_bits, members
from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.model.situation import PlacedUnit, Situation
from panzer_qt.rules.hexindex import hex_index
from tests.helpers.games import scenario

DIVISION, CENTRE = "de-7pz", "2515"
SOVIETS = [
    "su-11gt", "su-8gm", "su-6gt", "su-7gt", "su-9mech", "su-10gt", "su-6gm", "su-4gt",
    "su-15rc", "su-23rc", "su-28rc", "su-106rc", "su-18grc", "su-74rc", "su-107rc", "su-30rc",
]  # fmt: skip


def position(soviet_hexes: list[str], *, turn: int = 4) -> Game:
    """The default map in the Soviet turn-``turn`` movement: 7 Pz in 2515, Soviet corps in ``soviet_hexes``."""
    units = {
        DIVISION: PlacedUnit(hex=CENTRE),
        **{u: PlacedUnit(hex=h) for u, h in zip(SOVIETS, soviet_hexes, strict=False)},
    }
    situation = Situation(units=units, turn=turn, phase=Phase.SOVIET_1, segment=Segment.MOVEMENT)
    return Game.from_situation(scenario("default"), situation)


def ring(radius: int) -> list[str]:
    return sorted(scenario_grid().ring(CENTRE, radius))


def scenario_grid():  # type: ignore[no-untyped-def]
    return Game.from_situation(scenario("default"), Situation()).board.grid


SOUTH_GAP = [h for h in ring(2) if int(h[2:]) < 16]
"""The ring of hexes two from 2515 without its southern part: a corridor runs south to the map edge."""


def test_a_division_ringed_by_soviet_units_is_out_of_cc_and_scores_as_threatened() -> None:
    closed = position(ring(2))
    assert not closed.supply_status(Side.GERMAN)[DIVISION].in_supply
    judge = Judge(closed.board)
    assessment = judge.assess(closed.state)
    assert assessment.threat[DIVISION] >= 0.2 > 3 * judge.weights.fragile
    assert assessment.parts["divisions"] >= 0.2 * closed.board.specs[DIVISION].max_steps


def test_an_open_cc_corridor_scores_for_the_german_side() -> None:
    opened, closed = position(SOUTH_GAP), position(ring(2))
    assert opened.supply_status(Side.GERMAN)[DIVISION].in_supply
    judge = Judge(opened.board)
    assert judge.assess(opened.state).threat[DIVISION] < 0.1
    assert judge.score(opened.state) < judge.score(closed.state) - 1.0  # lower is better for the German


def test_more_soviet_units_pressing_a_cut_off_division_threaten_it_more() -> None:
    far, near = position(ring(2)), position(ring(1))
    judge = Judge(far.board)
    assert judge.assess(near.state).threat[DIVISION] > judge.assess(far.state).threat[DIVISION]


def test_a_town_held_by_soviet_units_is_worth_more_to_them_than_one_left_empty() -> None:
    game = position(["2607"])
    empty = position(["2707"])
    for g in (game, empty):
        g.state.control["2607"] = Side.SOVIET
    judge = Judge(game.board)
    assert judge.assess(game.state).parts["towns"] > judge.assess(empty.state).parts["towns"]


def test_a_soviet_stack_that_cuts_the_german_cc_path_scores_for_the_soviet_side() -> None:
    open_, cut = position([*SOUTH_GAP, "4020"]), position([*SOUTH_GAP, "2517"])  # 2517 lies on the corridor south
    assert open_.supply_status(Side.GERMAN)[DIVISION].in_supply
    assert not cut.supply_status(Side.GERMAN)[DIVISION].in_supply
    judge = Judge(cut.board)
    assert judge.assess(cut.state).parts["divisions"] > judge.assess(open_.state).parts["divisions"] + 1.0
    assert judge.score(cut.state) > judge.score(open_.state) + 0.5


def test_a_pocket_two_soviet_steps_from_closing_scores_a_little_for_the_soviet_side() -> None:
    wide_gap = [h for h in ring(3) if int(h[2:]) < 17]  # a ring three hexes out, open to the south
    closing, free, fragile = position(wide_gap), position([]), position(SOUTH_GAP)
    judge = Judge(free.board)
    weights = judge.weights
    assert judge.assess(free.state).threat[DIVISION] == 0.0
    assert judge.assess(closing.state).threat[DIVISION] == weights.closing
    assert judge.assess(fragile.state).threat[DIVISION] == weights.fragile > weights.closing > 0


def test_a_corps_with_an_exit_plan_scores_its_progress_towards_the_exit_hexes() -> None:
    far, nearer, there = (position([h], turn=6) for h in ("2020", "1524", "1228"))  # 1228: an exit hex
    judge = Judge(far.board)
    exits = [judge.assess(g.state).parts["exits"] for g in (far, nearer, there)]
    assert 0 < exits[0] < exits[1] < exits[2] == judge.weights.exit_corps * far.board.scenario.tables.victory.exit_vp
    early = position(["1228"], turn=2)
    assert judge.assess(early.state).parts["exits"] == 0.0  # the plan counts from the middle of the game on


def test_only_as_many_corps_count_for_the_exit_plan_as_exits_still_score() -> None:
    five = position(["1228", "1129", "1028", "0928", "0729"], turn=6)  # five exit hexes
    judge = Judge(five.board)
    victory = five.board.scenario.tables.victory
    assert judge.assess(five.state).parts["exits"] == judge.weights.exit_corps * victory.exit_vp_max
    five.state.vp_exits = victory.exit_vp_max - 1
    assert judge.assess(five.state).parts["exits"] == judge.weights.exit_corps * victory.exit_vp


def test_hex_bits_grow_into_exactly_the_neighbours_on_every_map() -> None:
    for name in ("default", "tiny", "combat", "strip", "kg"):
        board = Game.from_situation(scenario(name), Situation()).board
        bits, idx = hex_bits(board), hex_index(board)
        for i, around in enumerate(idx.neighbors):
            assert members(bits.grow(1 << i)) == sorted({i, *around}), (name, idx.ids[i])
