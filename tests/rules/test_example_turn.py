"""The rulebook's "example of a full four phase German turn", played step by step on the default scenario.

Frost, German air superiority with 3 markers, KG Breith in 2219; the units stand where the example
names them (its "1017" is 2017, R4). A second KG lets 100 J move west free of cost, and two panzer
divisions of the pocket ring close 6 G Tank's last line, as "the pocket has been formed" requires.
The dice are chosen by seed and read back from the events. The second attack comes out at 4:1, the
odds R17 gives by the rule text (the example prints 3:1); the 509 stands alone in 2018 then, so it
adds no Tiger shift (R53).
"""

from __future__ import annotations

import pytest

from panzer_qt import Game
from panzer_qt.model.commands import (
    Advance,
    ChooseRetreat,
    ChooseSequence,
    ChooseStepLoss,
    DeclareAttack,
    EndPhase,
    Move,
    Probe,
    ResolveCombat,
)
from panzer_qt.model.enums import CombatResult, Phase, Segment, Sequence, Side, Weather
from panzer_qt.model.events import Advanced, CombatResolved, DiceRolled, Event, MoveStopped, Retreated, UnitMoved
from panzer_qt.model.situation import Situation
from panzer_qt.rules.combat.retreat import retreat_hexes
from panzer_qt.rules.dice import Dice
from tests.helpers.combat_kit import seed_for
from tests.helpers.games import of_type, placements, scenario

FIRST_STACK = ["de-16pz", "de-371inf", "de-509hv"]
SECOND_ATTACK = ["de-16pz", "de-509hv", "de-371inf", "de-208inf", "de-11pz"]
POSITION = {
    "su-9mech": "2119",
    "su-6gt": "2117",
    "su-7gt": "2121",
    **dict.fromkeys(FIRST_STACK, "2218"),
    "de-19pz": "2217",
    "de-11pz": "2219",
    "de-168inf": "2222",
    "de-208inf": "2319",
    "de-100j": "1622",
    "de-1sspz": "1319",
    "de-6pz": "2215",  # the pocket's ring north of 6 G Tank
    "de-7pz": "2317",
}


def example_position() -> Game:
    """The German turn about to begin: the announcement of phase VI is due."""
    situation = Situation(
        units=placements(POSITION),
        turn=4,
        phase=Phase.GERMAN_1,
        segment=Segment.NONE,
        weather=Weather.FROST,
        cas={Side.GERMAN: 3, Side.SOVIET: 0},
        kg={"kg-breith": "2219", "kg-golnick": "1521"},
    )
    return Game.from_situation(scenario("default"), situation, seed=1)


def play(game: Game, command: object, roll: int | None = None) -> list[Event]:
    """Apply a step's command; with ``roll``, dice seeded so that the next die shows it."""
    if roll is not None:
        game.dice = Dice(seed_for(roll))
    return game.apply(command)  # type: ignore[arg-type]


def where(game: Game, unit: str) -> str | None:
    return game.state.units[unit].hex


def he_elects_to_fight_then_move(game: Game) -> None:
    play(game, ChooseSequence(sequence=Sequence.FIGHT_MOVE))
    assert (game.state.phase, game.state.segment) == (Phase.GERMAN_1, Segment.COMBAT)


def probes_of_19_pz_and_11_pz(game: Game) -> None:
    for unit, hid in (("de-19pz", "2118"), ("de-11pz", "2120")):
        (advanced,) = of_type(play(game, Probe(unit_ids=[unit], hex=hid)), Advanced)
        assert (advanced.unit_ids, advanced.to_hex, advanced.rule) == ([unit], hid, "13.6")


def the_stack_attacks_9_mech_at_2_to_1_and_rolls_a_dr(game: Game) -> None:
    odds = game.odds(FIRST_STACK, "2119", cas=1, kg="kg-breith")
    assert (odds.attack_total, odds.defence_total, odds.raw_label) == (9, 9, "1:1")  # 8 + 1 CAS vs 9
    assert [(s.rule, s.columns) for s in odds.shifts] == [("13.8.3", -1), ("13.4", 1), ("13.5", 1)]
    assert odds.final_label == "2:1"
    play(game, DeclareAttack(attacker_ids=FIRST_STACK, defender_hex="2119", cas=1, kg="kg-breith"))
    events = play(game, ResolveCombat(), roll=2)
    assert of_type(events, DiceRolled)[0].dice == [2]
    (resolved,) = of_type(events, CombatResolved)
    assert (resolved.column, resolved.roll, resolved.result) == ("2:1", 2, CombatResult.DR)
    assert "2019" in retreat_hexes(game, "su-9mech")
    (retreated,) = of_type(play(game, ChooseRetreat(unit_id="su-9mech", hex="2019")), Retreated)
    assert retreated.to_hex == "2019"
    play(game, Advance(unit_ids=FIRST_STACK))
    assert {where(game, u) for u in FIRST_STACK} == {"2119"}


def mechanized_probes_into_2018_and_2020(game: Game) -> None:
    play(game, EndPhase())
    assert (game.state.phase, game.state.segment) == (Phase.GERMAN_MECH_1, Segment.COMBAT)
    play(game, Probe(unit_ids=["de-16pz", "de-509hv"], hex="2018"))
    play(game, Probe(unit_ids=["de-11pz"], hex="2020"))
    assert (where(game, "de-16pz"), where(game, "de-509hv"), where(game, "de-11pz")) == ("2018", "2018", "2020")


def the_second_phase_moves_first(game: Game) -> None:
    """Fight/move for the turn: the first phase ends with its movement, the second begins with one (R51)."""
    play(game, EndPhase())
    assert (game.state.phase, game.state.segment) == (Phase.GERMAN_1, Segment.MOVEMENT)
    play(game, EndPhase())
    assert (game.state.phase, game.state.segment) == (Phase.GERMAN_2, Segment.MOVEMENT)


def moves_of_168_inf_and_208_inf(game: Game) -> None:
    for unit, hid in (("de-168inf", "2122"), ("de-208inf", "2120")):
        events = play(game, Move(unit_ids=[unit], path=game.movement_range([unit]).path(hid)))
        assert where(game, unit) == hid and of_type(events, MoveStopped)[-1].rule == "7.2"  # next to 7 G Tank


def free_move_of_100j_inside_a_kg_range(game: Game) -> None:
    assert game.kg_ranges()["kg-golnick"].active
    reach = game.movement_range(["de-100j"])
    events = play(game, Move(unit_ids=["de-100j"], path=reach.path("1320")))
    assert [(e.to_hex, e.mp) for e in of_type(events, UnitMoved)] == [
        ("1522", 0),
        ("1421", 0),
        ("1420", 0),
        ("1320", 1),
    ]


def move_of_16_pz_out_and_back_into_9_mechs_zoc(game: Game) -> None:
    events = play(game, Move(unit_ids=["de-16pz"], path=["1918", "1919"]))
    assert where(game, "de-16pz") == "1919" and of_type(events, MoveStopped)[-1].rule == "7.2"


def the_second_attack_at_4_to_1_reduces_9_mech_and_retreats_it_to_1920(game: Game) -> None:
    play(game, EndPhase())
    assert (game.state.phase, game.state.segment) == (Phase.GERMAN_2, Segment.COMBAT)
    odds = game.odds(SECOND_ATTACK, "2019", kg="kg-breith")
    assert (odds.attack_total, odds.defence_total, odds.raw_label) == (13, 9, "1:1")
    assert [(s.rule, s.columns) for s in odds.shifts] == [("13.8.2", 2), ("13.4", 1)]
    assert odds.final_label == "4:1"  # R17: the rule text's odds, not the printed 3:1
    play(game, DeclareAttack(attacker_ids=SECOND_ATTACK, defender_hex="2019", kg="kg-breith"))
    events = play(game, ResolveCombat(), roll=1)
    (resolved,) = of_type(events, CombatResolved)
    assert (resolved.column, resolved.roll, resolved.result) == ("4:1", 1, CombatResult.DL1_DR)
    play(game, ChooseStepLoss(unit_id="su-9mech"))
    assert game.state.units["su-9mech"].steps == 1
    assert retreat_hexes(game, "su-9mech") == ["1920"]  # the only hex left; EZOC do not block it (13.9)
    play(game, ChooseRetreat(unit_id="su-9mech", hex="1920"))
    play(game, Advance(unit_ids=["de-371inf"]))
    assert where(game, "de-371inf") == "2019"


def the_second_mechanized_phase_probes_and_the_pocket_is_out_of_supply(game: Game) -> None:
    play(game, EndPhase())
    assert (game.state.phase, game.state.segment) == (Phase.GERMAN_MECH_2, Segment.COMBAT)
    play(game, Probe(unit_ids=["de-19pz"], hex="2017"))
    play(game, Probe(unit_ids=["de-16pz"], hex="1819"))
    assert (where(game, "de-19pz"), where(game, "de-16pz")) == ("2017", "1819")
    supply = game.supply_status(Side.SOVIET)
    assert {u for u, status in supply.items() if not status.in_supply} == {"su-9mech", "su-7gt", "su-6gt"}
    assert (where(game, "su-9mech"), where(game, "su-7gt"), where(game, "su-6gt")) == ("1920", "2121", "2117")
    assert game.state.cas[Side.GERMAN] == 2  # two air points left


STEPS = [
    he_elects_to_fight_then_move,
    probes_of_19_pz_and_11_pz,
    the_stack_attacks_9_mech_at_2_to_1_and_rolls_a_dr,
    mechanized_probes_into_2018_and_2020,
    the_second_phase_moves_first,
    moves_of_168_inf_and_208_inf,
    free_move_of_100j_inside_a_kg_range,
    move_of_16_pz_out_and_back_into_9_mechs_zoc,
    the_second_attack_at_4_to_1_reduces_9_mech_and_retreats_it_to_1920,
    the_second_mechanized_phase_probes_and_the_pocket_is_out_of_supply,
]


@pytest.mark.parametrize("step", range(len(STEPS)), ids=[f.__name__ for f in STEPS])
def test_the_example_turn(step: int) -> None:
    """Each step of the example, played (with every step before it) from the starting position."""
    game = example_position()
    for earlier in STEPS[: step + 1]:
        earlier(game)
