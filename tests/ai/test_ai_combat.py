"""The computer player's attacks on purpose-built positions (tests/data/combat.json): the German uses CAS,
a KG and the 18th AD where they lift the odds of an attack worth making (13.1, 13.3, 13.4), spends no
CAS where it lifts nothing, and every command it returns is accepted by the engine; it weighs the greedy
player's attacks besides its own, and moves first when its attacks stay open after its moves (5.4)."""

from __future__ import annotations

from panzer_qt.ai.judgement.combat_outcomes import Attack
from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.judgement.weights import FIGHT_FIRST
from panzer_qt.ai.planners.combat import CombatPlanner, Plan
from panzer_qt.ai.players.computer import ComputerPlayer
from panzer_qt.model.commands import ChooseSequence, Command, DeclareAttack, EndPhase, Probe
from panzer_qt.model.enums import Phase, Segment, Sequence, Side, UnitSize
from panzer_qt.model.situation import PlacedUnit, Situation
from panzer_qt.rules.game import Game
from tests.helpers.combat_kit import combat_game, seed_for
from tests.helpers.games import scenario

# Three German mechanized units next to the fortified locality Burg (0606), which a Soviet corps reduced
# to one step holds; the 18th AD two hexes from it and not next to any Soviet unit, KG A next to it.
GERMANS = {"de-16pz": "0706", "de-11pz": "0706", "de-509": "0706", "de-18ad": "0806"}


def segment(game: Game) -> list[Command]:
    """The computer's commands to the end of the German combat segment, each applied (``Game.apply`` raises
    on a refused one, failing the test)."""
    player, played = ComputerPlayer(), []
    while True:
        command = player.choose(game)
        played.append(command)
        if isinstance(command, EndPhase):
            return played
        game.apply(command)


def test_a_german_attack_on_a_fortified_locality_takes_cas_the_kg_and_the_18th_ad() -> None:
    """With all three units, the KG (+1 column), the Tiger (+1), the 18th AD's 4 factors and two CAS
    markers, 13 + 2 against 5 is 3:1, shifted to 4:1 (the locality takes one column back); the
    declaration carries all of them, and the locality falls."""
    units = {**GERMANS, "su-9mech": ("0606", 1)}
    game = combat_game(units, kg={"kg-a": "0707"}, cas={Side.GERMAN: 3}, phase=Phase.GERMAN_2, seed=seed_for(1))
    played = segment(game)
    first = played[0]
    assert first == DeclareAttack(
        attacker_ids=("de-16pz", "de-509", "de-11pz"), defender_hex="0606", cas=2, kg="kg-a", support="de-18ad"
    )
    assert game.state.units["su-9mech"].hex is None and game.state.control["0606"] is Side.GERMAN
    assert game.state.cas[Side.GERMAN] == 1


def test_no_cas_is_spent_on_an_attack_already_at_the_top_of_the_table() -> None:
    """A reduced rifle corps (defence 1) holds the locality: 13 against 1 is past 7:1 without markers."""
    units = {**GERMANS, "su-rif": ("0606", 1)}
    game = combat_game(units, kg={"kg-a": "0707"}, cas={Side.GERMAN: 3}, phase=Phase.GERMAN_2)
    attacks = [c for c in segment(game) if isinstance(c, DeclareAttack)]
    assert [a.defender_hex for a in attacks] == ["0606"] and attacks[0].cas == 0
    assert game.state.cas[Side.GERMAN] == 3 and game.state.control["0606"] is Side.GERMAN


def test_the_computer_weighs_every_attack_and_probe_of_the_greedy_player_s_list() -> None:
    """The engine's list (the greedy player's: every unit that may attack each hex, each probe by one unit)
    is part of the computer player's own, so greedy's choice is always among those it weighs; its own
    adds the attack with the KG, the 18th AD and CAS."""
    units = {**GERMANS, "su-9mech": ("0606", 1)}
    game = combat_game(units, kg={"kg-a": "0707"}, cas={Side.GERMAN: 3}, phase=Phase.GERMAN_2)
    planner = CombatPlanner(Outlook.of(game, Side.GERMAN))
    own, engine = planner.own_list(), planner.engine_list()
    assert engine and all(any(_same(plan, mine) for mine in own) for plan in engine)
    helped = [p for p in own if isinstance(p, Attack) and p.kg == "kg-a" and p.support == "de-18ad"]
    assert [p.cas for p in helped] == [0, 2]


def _same(plan: Plan, other: Plan) -> bool:
    if isinstance(plan, Attack) and isinstance(other, Attack):
        return (set(plan.attackers), plan.target, plan.cas, plan.kg, plan.support) == (
            set(other.attackers), other.target, other.cas, other.kg, other.support,
        )  # fmt: skip
    return isinstance(plan, Probe) and isinstance(other, Probe) and (set(plan.unit_ids), plan.hex) == (
        set(other.unit_ids), other.hex,
    )  # fmt: skip


def test_the_computer_moves_first_when_the_attacks_open_now_stay_open_after_its_moves() -> None:
    """Three German divisions reduced to one step, each ringed by six Soviet corps at the Soviet
    announcement (5.4): the attacks open now are worth more than ``FIGHT_FIRST`` (the old rule fought
    first), but no move of the ring's corps is worth breaking it, so the same attacks are open after the
    moves, and the Soviet player moves first (a move may still close another pocket before it fights)."""
    board = Game.from_situation(scenario("default"), Situation()).board
    specs = board.specs
    divisions = [u for u, s in specs.items() if s.side is Side.GERMAN and s.size is UnitSize.DIVISION][:3]
    corps = iter(
        u for u, s in specs.items() if s.side is Side.SOVIET and s.size is UnitSize.CORPS and not s.abilities.artillery
    )
    units = {}
    for division, centre in zip(divisions, ("2515", "2510", "3012"), strict=True):
        units[division] = PlacedUnit(hex=centre, steps=1)
        units.update({next(corps): PlacedUnit(hex=h) for h in sorted(board.grid.ring(centre, 1))})

    def game(segment: Segment) -> Game:
        situation = Situation(units=units, turn=4, phase=Phase.SOVIET_1, segment=segment)
        return Game.from_situation(scenario("default"), situation)

    planner = CombatPlanner(Outlook.of(game(Segment.COMBAT), Side.SOVIET))
    gains = sorted((w.gain for w in planner.weigh(planner.own_list())), reverse=True)
    assert sum(g for g in gains[:6] if g > 0) > FIGHT_FIRST
    announcing = game(Segment.NONE)
    assert announcing.must_announce() and not any(announcing.supply_status(Side.GERMAN)[d].in_supply for d in divisions)
    assert ComputerPlayer().choose(announcing) == ChooseSequence(sequence=Sequence.MOVE_FIGHT)
