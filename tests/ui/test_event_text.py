"""Events in words: every event type has a sentence with its rule number, and the hexes it concerns."""

from __future__ import annotations

import typing

import pytest

from panzer_qt.model import events as ev
from panzer_qt.model.commands import EndPhase
from panzer_qt.model.enums import CombatResult, Phase, Segment, Sequence, Side, Weather
from panzer_qt.rules.game import Game
from panzer_qt.rules.legal import can_end_phase, sequence_choices
from panzer_qt.ui.common.event_text import EventText, event_hexes, phase_title
from tests.helpers.combat_kit import combat_game
from tests.helpers.games import SET_UP_SPREAD, scenario

TEXT = EventText({"de-16pz": "16 Pz", "su-9mech": "9 Mech", "kg-a": "KG A"})

SAMPLES: list[tuple[ev.EventBase, str, list[str]]] = [
    (ev.DiceRolled(purpose="Turn 2 weather", dice=[4], rule="5.1"), "Turn 2 weather: die 4 (5.1)", []),
    (ev.DiceRolled(purpose="River crossing", dice=[2], modifier=1, rule="12.3"), "River crossing: die 2 +1 (12.3)", []),
    (
        ev.PhaseStarted(turn=2, phase=Phase.GERMAN_1, segment=Segment.MOVEMENT, rule="5.0"),
        "Turn 2: VI German 1st phase - movement (5.0)",
        [],
    ),
    (ev.WeatherSet(weather=Weather.FROST, rule="5.1"), "Weather: Frost (5.1)", []),
    (ev.AirSuperiority(side=Side.SOVIET, markers=1, rule="5.2"), "Soviet air superiority: 1 CAS marker (5.2)", []),
    (ev.AirSuperiority(side=None, markers=0, rule="5.2"), "No air superiority this turn (5.2)", []),
    (
        ev.SequenceChosen(side=Side.GERMAN, sequence=Sequence.FIGHT_MOVE, rule="5.4"),
        "German player will fight, then move; in the second phase move, then fight (5.4)",
        [],
    ),
    (
        ev.UnitMoved(unit_ids=["de-16pz"], from_hex="0101", to_hex="0102", mp=2, mp_left=6, rule="12.0"),
        "16 Pz 0101 -> 0102: 2 MP, 6 left (12.0)",
        ["0101", "0102"],
    ),
    (
        ev.RiverCrossed(unit_ids=["su-9mech"], from_hex="0101", to_hex="0201", river="Dniestr", cost=3, rule="12.3"),
        "9 Mech crosses the Dniestr (0101-0201): 3 MP (12.3)",
        ["0101", "0201"],
    ),
    (
        ev.MoveStopped(unit_ids=["de-16pz"], hex="0303", reason="entered an enemy ZOC", rule="7.2"),
        "16 Pz stops in 0303: entered an enemy ZOC (7.2)",
        ["0303"],
    ),
    (ev.UnitExited(unit_ids=["su-9mech"], hex="4701", rule="4.1"), "9 Mech leaves the map from 4701 (4.1)", ["4701"]),
    (
        ev.ControlChanged(hex="1010", side=Side.SOVIET, rule="3.3"),
        "1010 now controlled by the Soviet side (3.3)",
        ["1010"],
    ),
    (
        ev.UnitPlaced(unit_id="de-16pz", hex="0404", steps=1, rule="10.1"),
        "16 Pz placed in 0404 (1 step) (10.1)",
        ["0404"],
    ),
    (ev.UnitForfeited(unit_id="x-1", rule="10.1"), "x-1 was not placed and is lost (10.1)", []),
    (ev.KGDeployed(kg="kg-a", hex="0505", rule="5.3"), "KG A placed in 0505 (5.3)", ["0505"]),
    (ev.KGDeployed(kg="kg-a", hex=None, rule="5.8"), "KG A removed from the map (5.8)", []),
    (
        ev.TopChosen(side=Side.GERMAN, hex="1010", unit_id="de-16pz", rule="6.3"),
        "German stack in 1010: 16 Pz on top (6.3)",
        ["1010"],
    ),
    (
        ev.AttackDeclared(attacker_ids=["de-16pz"], defender_hex="2119", defender_ids=["su-9mech"], rule="13.0"),
        "16 Pz attacks 2119; defenders revealed: 9 Mech (13.0)",
        ["2119"],
    ),
    (
        ev.DefenceSupported(defender_hex="1010", cas=2, kg="kg-b", rule="13.3"),
        "German defence of 1010 supported by 2 CAS, kg-b (13.3)",
        ["1010"],
    ),
    (
        ev.RetreatBlocked(unit_id="su-9mech", hex="1010", rule="13.9"),
        "9 Mech cannot retreat from 1010 (13.9)",
        ["1010"],
    ),
    (
        ev.CombatResolved(defender_hex="2119", column="2:1", roll=3, result=CombatResult.DR, rule="13.8"),
        "Combat at 2119: column 2:1, die 3 -> DR (13.8)",
        ["2119"],
    ),
    (ev.StepLost(unit_id="su-9mech", steps_left=1, rule="13.9"), "9 Mech loses a step (1 left) (13.9)", []),
    (
        ev.UnitEliminated(unit_id="su-9mech", hex="1010", return_turn=5, rule="11.1"),
        "9 Mech eliminated in 1010, may return on turn 5 (11.1)",
        ["1010"],
    ),
    (
        ev.Retreated(unit_id="su-9mech", from_hex="1010", to_hex="1011", rule="13.9"),
        "9 Mech retreats 1010 -> 1011 (13.9)",
        ["1010", "1011"],
    ),
    (
        ev.Advanced(unit_ids=["de-16pz"], from_hexes=["1009", "1110"], to_hex="1010", rule="13.10"),
        "16 Pz advances into 1010 (13.10)",
        ["1010", "1009", "1110"],
    ),
    (
        ev.CasCommitted(side=Side.GERMAN, defender_hex="2119", markers=1, total=2, rule="13.3"),
        "German CAS for the combat at 2119: +1, 2 in all (13.3)",
        ["2119"],
    ),
    (
        ev.RetreatIgnored(defender_hex="2607", town="Proskurov", rule="13.8.4"),
        "The retreat is ignored: the defenders of 2607 hold Proskurov (13.8.4)",
        ["2607"],
    ),
    (ev.VPScored(points=2, total=7, reason="town taken", rule="4.1"), "Soviet VP +2 (town taken): total 7 (4.1)", []),
    (ev.GameOver(vp=30, result="draw", rule="4.3"), "Game over with 30 Soviet VP: draw (4.3)", []),
]


@pytest.mark.parametrize(("event", "text", "hexes"), SAMPLES, ids=lambda x: getattr(x, "type", None))
def test_event_sentence_and_hexes(event: ev.Event, text: str, hexes: list[str]) -> None:
    assert TEXT(event) == text
    assert event_hexes(event) == hexes


def test_every_event_type_has_a_sentence() -> None:
    covered = {type(e) for e, _, _ in SAMPLES} | {ev.OddsComputed}
    assert covered == set(typing.get_args(typing.get_args(ev.Event)[0]))


def test_odds_event_names_totals_and_columns() -> None:
    game = combat_game({"de-16pz": "2218", "su-9mech": "2119"})
    odds = game.odds(["de-16pz"], "2119")
    text = TEXT(ev.OddsComputed(defender_hex="2119", breakdown=odds, rule="13.8"))
    assert (
        text == f"Odds at 2119: {odds.attack_total} to {odds.defence_total}, {odds.raw_label} -> column "
        f"{odds.final_label} (13.8)"
    )


def test_a_real_turn_reads_in_words_with_rule_numbers() -> None:
    game = Game.new(scenario("default"), seed=1944)
    game.apply(SET_UP_SPREAD)
    for _ in range(12):
        game.apply(EndPhase() if can_end_phase(game) else sequence_choices(game)[0])
    assert game.state.turn == 2
    lines = [TEXT(e) for step in game.steps for e in step.events]
    assert all(line.endswith(")") for line in lines)


def test_phase_title_without_a_numeral() -> None:
    assert phase_title(Phase.SETUP) == "German set-up"
    assert phase_title(Phase.ADMINISTRATIVE) == "XII Administration"


def test_enemy_moves_under_fog_are_told_by_size_only() -> None:
    text = EventText({"su-9mech": "9 Mech", "su-tk": "4 Tk", "de-16pz": "16 Pz"})
    text.masked = lambda unit_id: unit_id.startswith("su-")
    two = ev.UnitMoved(unit_ids=["su-9mech", "su-tk"], from_hex="0101", to_hex="0102", mp=1, mp_left=9, rule="12.0")
    assert text(two) == "an enemy stack of 2 0101 -> 0102: 1 MP, 9 left (12.0)"
    one = ev.MoveStopped(unit_ids=["su-tk"], hex="0303", reason="entered an enemy ZOC", rule="7.2")
    assert text(one) == "an enemy unit stops in 0303: entered an enemy ZOC (7.2)"
    own = ev.UnitMoved(unit_ids=["de-16pz"], from_hex="0101", to_hex="0102", mp=1, mp_left=9, rule="12.0")
    assert text(own).startswith("16 Pz ")
    declared = ev.AttackDeclared(attacker_ids=["de-16pz"], defender_hex="0102", defender_ids=["su-tk"], rule="6.3")
    assert text(declared) == "16 Pz attacks 0102; defenders revealed: 4 Tk (6.3)"


def test_verbs_agree_with_one_unit_several_units_and_a_masked_stack() -> None:
    text = EventText({"su-9mech": "9 Mech", "su-tk": "4 Tk"})
    stopped = ev.MoveStopped(unit_ids=["su-9mech", "su-tk"], hex="0303", reason="entered an enemy ZOC", rule="7.2")
    assert text(stopped) == "9 Mech, 4 Tk stop in 0303: entered an enemy ZOC (7.2)"
    text.masked = lambda unit_id: True
    assert text(stopped) == "an enemy stack of 2 stops in 0303: entered an enemy ZOC (7.2)"


def test_a_lower_case_die_purpose_starts_the_sentence_in_capitals() -> None:
    rolled = ev.DiceRolled(purpose="combat at 2607", dice=[1], rule="13.8")
    assert EventText({})(rolled) == "Combat at 2607: die 1 (13.8)"


def test_a_defence_without_support_says_so() -> None:
    nothing = ev.DefenceSupported(defender_hex="2607", cas=0, kg=None, support=None, rule="13.3")
    assert EventText({})(nothing) == "German defence of 2607: no support committed (13.3)"
