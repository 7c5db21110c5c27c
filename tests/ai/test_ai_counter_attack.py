"""The German side hits back (issue 35): from the standard level on the German computer player weighs a Soviet
unit destroyed at its stake and retreats the Soviet units it attacks where it will retreat them (13.9), so it
attacks a one-step 7 G Tank next to its three-unit stack at Proskurov, which the quick level leaves alone."""

from __future__ import annotations

from functools import cache

import pytest

from panzer_qt import Game
from panzer_qt.ai.judgement.combat_outcomes import Attack, after_result
from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.judgement.evaluation import Judge
from panzer_qt.ai.judgement.weights import DEFAULT_WEIGHTS, counter_attacking
from panzer_qt.ai.players.computer import ComputerPlayer
from panzer_qt.model.commands import DeclareAttack
from panzer_qt.model.enums import CombatResult, Phase, Segment, Sequence, Side
from panzer_qt.model.situation import PlacedUnit, Situation
from panzer_qt.rules.combat.losses import eliminate
from panzer_qt.rules.context import Context
from tests.helpers.games import scenario

PROSKUROV = "2607"
STACK = ("de-6pz", "de-stug", "de-68inf")


@cache
def printed_set_up() -> dict[str, PlacedUnit]:
    """Every unit where the default scenario's set-up puts it (seed 1000)."""
    game = Game.new(scenario("default"), seed=1000)
    return {u: PlacedUnit(hex=s.hex, steps=s.steps) for u, s in game.state.units.items() if s.hex is not None}


def proskurov() -> Game:
    """Turn 1, German combat segment: 6 Pz, StuG and 68 Inf at Proskurov; the 7 G Tank with one step left in
    2608 next to it, the 6 G Tank (two steps) in 2508."""
    units = {
        **printed_set_up(),
        "de-6pz": PlacedUnit(hex=PROSKUROV, steps=4),
        "su-7gt": PlacedUnit(hex="2608", steps=1),
        "su-6gt": PlacedUnit(hex="2508", steps=2),
    }
    situation = Situation(
        units=units,
        phase=Phase.GERMAN_1,
        segment=Segment.COMBAT,
        sequence={Side.GERMAN: Sequence.MOVE_FIGHT, Side.SOVIET: Sequence.MOVE_FIGHT},
        cas={Side.SOVIET: 5},
    )
    return Game.from_situation(scenario("default"), situation, seed=5)


@pytest.mark.parametrize("level", [2, 3])
def test_the_standard_and_deep_german_players_attack_the_one_step_7_g_tank_next_to_proskurov(level: int) -> None:
    game = proskurov()
    assert sorted(u for u, s in game.state.units.items() if s.hex == PROSKUROV) == sorted(STACK)
    attack = ComputerPlayer(level).choose(game)
    assert attack == DeclareAttack(attacker_ids=STACK, defender_hex="2608")
    assert game.odds(STACK, "2608").final_label == "2:1"


def test_the_quick_german_player_leaves_it_alone() -> None:
    """What the issue saw of the standard level before it weighed counter-attacks: no attack there."""
    command = ComputerPlayer(1).choose(proskurov())
    assert not isinstance(command, DeclareAttack)


def test_a_soviet_unit_out_of_supply_destroyed_is_no_soviet_gain_to_the_counter_attacking_german() -> None:
    """Destroying a Soviet unit took its out-of-supply penalty with it: by the standard weights the Soviet side
    gained 0.3 - 0.03 x 4 = 0.18 VP when its one-step 7 G Tank (attack 4) out of supply was destroyed; by the
    counter-attacking weights it loses 0.08 x 4 + 0.6 - 0.3 = 0.62 VP."""
    game = Game.from_situation(
        scenario("default"),
        Situation(units={**printed_set_up(), "su-7gt": PlacedUnit(hex="2807", steps=1)}, phase=Phase.GERMAN_1),
    )
    assert not game.supply_status(Side.SOVIET)["su-7gt"].in_supply
    after = game.state.clone()
    eliminate(Context(game.board, after, dice=lambda: 3), "su-7gt", "13.9")
    for weights, change in ((DEFAULT_WEIGHTS, 0.18), (counter_attacking(DEFAULT_WEIGHTS), -0.62)):
        judge = Judge(game.board, None, weights)
        parts = judge.assess(after).parts["material"] - judge.assess(game.state).parts["material"]
        assert round(parts, 2) == change


def test_the_counter_attacking_german_weighs_the_soviet_retreat_it_will_choose() -> None:
    """A DR against the 7 G Tank: the standard weights retreat it by rule of thumb (next to German units, away
    from its friends: 2708), the counter-attacking ones to the hex the German evaluation
    likes best (2509, back towards its friends), as the German player's answer to the retreat decision does
    (``planners.decisions``)."""
    game = proskurov()
    attack = Attack(STACK, "2608")
    found = {}
    outlook = Outlook.of(game, Side.GERMAN, counter_attacking(DEFAULT_WEIGHTS))
    for name, weights in (("standard", DEFAULT_WEIGHTS), ("counter", outlook.judge.weights)):
        weighing = Outlook.of(game, Side.GERMAN, weights)
        found[name] = after_result(weighing, weighing.state, attack, CombatResult.DR)
    assert {name: after.units["su-7gt"].hex for name, after in found.items()} == {"standard": "2708", "counter": "2509"}
    assert outlook.value(found["counter"]) > outlook.value(found["standard"]) + 0.5
