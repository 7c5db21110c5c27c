"""Odds: factors, raw ratio, every column shift alone and combined, the worked example (13.1-13.8, R15-R18)."""

from __future__ import annotations

import pytest

from panzer_qt.model.enums import CombatResult, Phase, Side, Weather
from panzer_qt.model.odds import OddsBreakdown
from panzer_qt.rules.combat import crt
from panzer_qt.rules.combat.concentric import is_concentric
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.grid import HexGrid
from tests.helpers.combat_kit import combat_game, combat_scenario

EXAMPLE_STACK = {"de-16pz": "2218", "de-371": "2218", "de-509": "2218"}
GRID = HexGrid(24, 20)
CUT_SOVIET_SUPPLY = {"de-bn": "2402"}
"""A German unit next to the one Soviet supply source puts it in an EZOC: every Soviet unit is OOS."""


def shifts_by_rule(odds: OddsBreakdown) -> dict[str, int]:
    """Total columns per rule number."""
    found: dict[str, int] = {}
    for shift in odds.shifts:
        found[shift.rule] = found.get(shift.rule, 0) + shift.columns
    return found


def test_worked_example_first_attack() -> None:
    """8 vs 9, +1 CAS = 1:1; river 1L, KG 1R, Tiger 1R: 2:1 (example turn, R16)."""
    game = combat_game({**EXAMPLE_STACK, "su-9mech": "2119"}, kg={"kg-a": "2219"}, cas={Side.GERMAN: 3})
    odds = game.odds(list(EXAMPLE_STACK), "2119", cas=1, kg="kg-a")
    assert [(f.source, f.value) for f in odds.attack] == [("de-16pz", 3), ("de-371", 2), ("de-509", 3), ("cas", 1)]
    assert (odds.attack_total, odds.defence_total, odds.raw_label) == (9, 9, "1:1")
    assert [(s.rule, s.columns) for s in odds.shifts] == [("13.8.3", -1), ("13.4", 1), ("13.5", 1)]
    assert (odds.final_column, odds.final_label, odds.automatic) == (2, "2:1", None)
    assert odds.probabilities == pytest.approx(
        {
            CombatResult.DL1: 1 / 6,
            CombatResult.DR: 2 / 6,
            CombatResult.AS: 1 / 6,
            CombatResult.AL1: 1 / 6,
            CombatResult.EX: 1 / 6,
        }
    )


def test_r17_second_attack_follows_the_rule_text() -> None:
    """13 vs 12 = 1:1; KG 1R, German concentric 2R, Tiger 1R: 5:1, not the printed 3:1 (R17)."""
    units = {**EXAMPLE_STACK, "de-208": "2019", "de-11pz": "2019", "su-9mech": "2119", "su-rif": "2119"}
    game = combat_game(units, kg={"kg-a": "2219"})
    attackers = [*EXAMPLE_STACK, "de-208", "de-11pz"]
    odds = game.odds(attackers, "2119", kg="kg-a")
    assert (odds.attack_total, odds.defence_total, odds.raw_label) == (13, 12, "1:1")
    assert shifts_by_rule(odds) == {"13.8.2": 2, "13.4": 1, "13.5": 1}
    concentric = next(s for s in odds.shifts if s.rule == "13.8.2")
    assert concentric.hexes == ["2019", "2218"]
    assert odds.final_label == "5:1"
    without_tiger = game.odds([u for u in attackers if u != "de-509"], "2119", kg="kg-a")
    assert (without_tiger.attack_total, without_tiger.raw_label, without_tiger.final_label) == (10, "1:2", "3:1")


@pytest.mark.parametrize(
    ("attack", "defence", "column"),
    [(26, 7, 3), (9, 9, 1), (17, 9, 1), (18, 9, 2), (4, 9, -1), (5, 9, 0), (8, 9, 0), (70, 7, 10), (3, 6, 0)],
)
def test_raw_column_rounds_down(attack: int, defence: int, column: int) -> None:
    """Ratios round down; below 1:2 is one column (13.8, R15)."""
    assert crt.raw_column(attack, defence) == column


def test_open_ended_ladder() -> None:
    """A raw 9:1 shifted 2 left is 7:1 and needs a roll; shifted to 8:1 it is automatic (R15)."""
    tables = combat_scenario().tables
    assert crt.label(crt.shifted(9, -2)) == "7:1"
    assert crt.automatic(tables, crt.shifted(9, -2)) is None
    assert crt.automatic(tables, crt.shifted(7, 1)) is CombatResult.DL1_DR
    assert crt.shifted(0, -3) == crt.BELOW
    assert crt.automatic(tables, crt.BELOW) is CombatResult.AL1


def test_automatic_results_have_certain_probabilities() -> None:
    """Above 7:1 the breakdown says DL1+DR without a roll (13.8.1)."""
    game = combat_game({"de-9ss": "0503", "su-rif": ("0504", 1)})
    odds = game.odds(["de-9ss"], "0504")
    assert (odds.raw_label, odds.automatic, odds.probabilities) == (
        "8:1",
        CombatResult.DL1_DR,
        {CombatResult.DL1_DR: 1.0},
    )


# Shifts alone: one attacker hex, clear terrain unless the case says otherwise.
@pytest.mark.parametrize(
    ("defender", "attacker_hex", "defender_unit", "expected"),
    [
        ("1005", "1004", "su-rif", {"13.8.3": -1}),  # rough
        ("1205", "1204", "su-rif", {}),  # forest: no shift
        ("1405", "1404", "su-rif", {}),  # marsh: no shift
        ("0808", "0807", "su-rif", {"13.8.4": -1}),  # town
        ("0606", "0605", "su-rif", {"13.8.4": -1}),  # fortified locality, Soviet defends
        ("1210", "1110", "su-rif", {"13.8.3": -1}),  # river
    ],
)
def test_single_shifts_against_soviets(defender: str, attacker_hex: str, defender_unit: str, expected: dict) -> None:
    """Each terrain shift on its own (13.8.3, 13.8.4, TEC)."""
    game = combat_game({"de-16pz": attacker_hex, defender_unit: defender})
    assert shifts_by_rule(game.odds(["de-16pz"], defender)) == expected


def test_fortified_locality_shifts_two_for_germans_and_one_once_captured() -> None:
    """German defenders of a fortified locality get 2L; a captured one is a town, 1L (13.8.4)."""
    game = combat_game({"de-16pz": "0606", "su-tk": "0605"}, phase=Phase.SOVIET_1)
    assert shifts_by_rule(game.odds(["su-tk"], "0606")) == {"13.8.4": -2}
    game.state.fortified_captured.append("0606")
    odds = game.odds(["su-tk"], "0606")
    assert [(s.columns, s.reason) for s in odds.shifts] == [(-1, "town Burg")]


def test_river_counts_only_when_every_attacker_crosses() -> None:
    """1L only if all attacking units attack across river hexsides (TEC)."""
    game = combat_game({"de-16pz": "1110", "de-11pz": "1111", "de-208": "1310", "su-rif": "1210"})
    assert shifts_by_rule(game.odds(["de-16pz", "de-11pz"], "1210")) == {"13.8.3": -1}
    assert "13.8.3" not in shifts_by_rule(game.odds(["de-16pz", "de-11pz", "de-208"], "1210"))


@pytest.mark.parametrize(
    ("sides", "concentric"),
    [
        ((0, 3), True),
        ((1, 4), True),
        ((2, 5), True),
        ((0, 2, 4), True),
        ((1, 3, 5), True),
        ((0, 1, 3), True),
        ((0, 1, 2, 4), True),
        ((0, 1, 2, 3), True),
        ((0, 1), False),
        ((4, 5), False),
        ((0, 2), False),
        ((0, 1, 2), False),
        ((5, 0, 1), False),
        ((0,), False),
    ],
)
def test_concentric_geometry(sides: tuple[int, ...], concentric: bool) -> None:
    """Opposite sides, three alternating sides, or more than three sides (13.8.2, R18)."""
    around = GRID.neighbors("1010")  # clockwise from north: index = direction
    assert is_concentric("1010", [around[s] for s in sides]) is concentric


def test_concentric_shift_by_side_and_never_against_towns() -> None:
    """German 2R, Soviet 1R; a town gets its own shift and no concentric bonus (13.8.2, 13.8.4)."""
    german = combat_game({"de-16pz": "1009", "de-11pz": "1011", "su-rif": "1010"})
    assert shifts_by_rule(german.odds(["de-16pz", "de-11pz"], "1010")) == {"13.8.2": 2}
    soviet = combat_game({"su-tk": "1009", "su-rif": "1011", "de-16pz": "1010"}, phase=Phase.SOVIET_1)
    assert shifts_by_rule(soviet.odds(["su-tk", "su-rif"], "1010")) == {"13.8.2": 1}
    town = combat_game({"de-16pz": "0807", "de-11pz": "0809", "su-rif": "0808"})
    assert shifts_by_rule(town.odds(["de-16pz", "de-11pz"], "0808")) == {"13.8.4": -1}


def test_two_attack_hexes_side_by_side_are_not_concentric() -> None:
    game = combat_game({"de-16pz": "1009", "de-11pz": "1110", "su-rif": "1010"})
    assert shifts_by_rule(game.odds(["de-16pz", "de-11pz"], "1010")) == {}


def test_kg_shifts_right_in_attack_and_left_in_defence() -> None:
    """Within two hexes of the combat hex; 1R for a German attack, 1L for a German defence (13.4, R10)."""
    attack = combat_game({"de-16pz": "1009", "su-rif": "1010"}, kg={"kg-a": "1012"})
    assert shifts_by_rule(attack.odds(["de-16pz"], "1010", kg="kg-a")) == {"13.4": 1}
    defence = combat_game({"su-tk": "1009", "de-16pz": "1010"}, kg={"kg-a": "1010"}, phase=Phase.SOVIET_1)
    assert shifts_by_rule(defence.odds(["su-tk"], "1010", defence_kg="kg-a")) == {"13.4": -1}


def test_kg_out_of_range_or_used_is_refused() -> None:
    game = combat_game({"de-16pz": "1009", "su-rif": "1010"}, kg={"kg-a": "1013", "kg-b": "1012"})
    with pytest.raises(IllegalCommand) as err:
        game.odds(["de-16pz"], "1010", kg="kg-a")
    assert err.value.rule == "13.4"
    game.state.log.kg_used.append("kg-b")
    with pytest.raises(IllegalCommand, match="already"):
        game.odds(["de-16pz"], "1010", kg="kg-b")


def test_tiger_needs_a_division_in_the_same_stack() -> None:
    """1R attacking with a division in its hex; alone, or only with a battalion, nothing (13.5)."""
    with_division = combat_game({"de-509": "1009", "de-11pz": "1009", "su-rif": "1010"})
    assert shifts_by_rule(with_division.odds(["de-509", "de-11pz"], "1010")) == {"13.5": 1}
    apart = combat_game({"de-509": "1009", "de-11pz": "1110", "su-rif": "1010"})
    assert shifts_by_rule(apart.odds(["de-509", "de-11pz"], "1010")) == {}
    with_battalion = combat_game({"de-509": "1009", "de-bn": "1009", "su-rif": "1010"})
    assert shifts_by_rule(with_battalion.odds(["de-509", "de-bn"], "1010")) == {}
    defending = combat_game({"de-509": "1010", "de-16pz": "1010", "su-tk": "1009"}, phase=Phase.SOVIET_1)
    assert shifts_by_rule(defending.odds(["su-tk"], "1010")) == {"13.5": -1}


def test_tiger_bonus_with_a_division_in_its_hex_that_does_not_attack() -> None:
    """R53: the heavy panzers attack; the division in their hex stays out and still brings the shift (13.5)."""
    game = combat_game({"de-509": "1009", "de-11pz": "1009", "su-rif": "1010"})
    assert shifts_by_rule(game.odds(["de-509"], "1010")) == {"13.5": 1}
    assert shifts_by_rule(game.odds(["de-11pz"], "1010")) == {}  # the division alone: no Tiger in the combat
    soviet_division = combat_game({"de-509": "1009", "su-rif": "1010", "su-tk": "1011"})
    assert shifts_by_rule(soviet_division.odds(["de-509"], "1010")) == {}


def test_shifts_combine() -> None:
    """Rough 1L, concentric 2R, KG 1R, Tiger 1R add up: raw 2:1 ends at 5:1 (R16)."""
    units = {"de-509": "1004", "de-16pz": "1004", "de-11pz": "1006", "su-rif": "1005"}
    game = combat_game(units, kg={"kg-a": "1003"})
    odds = game.odds(["de-509", "de-16pz", "de-11pz"], "1005", kg="kg-a")
    assert (odds.attack_total, odds.defence_total, odds.raw_label) == (9, 3, "3:1")
    assert shifts_by_rule(odds) == {"13.8.3": -1, "13.8.2": 2, "13.4": 1, "13.5": 1}
    assert odds.final_label == "6:1"


def test_out_of_supply_soviet_attackers_halved_rounding_up() -> None:
    """OOS non-artillery attack factors are halved, rounded up per unit (8.3, R15)."""
    units = {"su-9mech": "1009", "su-rif": "1011", "de-16pz": "1010", **CUT_SOVIET_SUPPLY}
    game = combat_game(units, phase=Phase.SOVIET_1)
    odds = game.odds(["su-9mech", "su-rif"], "1010")
    assert [(f.base, f.value) for f in odds.attack] == [(8, 4), (3, 2)]
    assert all("8.3" in f.notes[0] for f in odds.attack)
    supplied = combat_game({k: v for k, v in units.items() if k != "de-bn"}, phase=Phase.SOVIET_1)
    assert supplied.odds(["su-9mech", "su-rif"], "1010").attack_total == 11


def test_artillery_capped_at_the_non_artillery_total() -> None:
    """17 Art (4) with 30 Rifle (3): artillery counts 3 (13.2)."""
    game = combat_game({"su-art": "1009", "su-rif": "1009", "de-16pz": "1010"}, phase=Phase.SOVIET_1)
    odds = game.odds(["su-art", "su-rif"], "1010")
    assert [(f.source, f.base, f.value) for f in odds.attack] == [("su-art", 4, 3), ("su-rif", 3, 3)]
    assert "13.2" in odds.attack[0].notes[0]


def test_3gm_doubled_only_into_clear_terrain() -> None:
    """3GM doubles into clear, also across a river; not into rough or a town (13.2)."""
    clear = combat_game({"su-3gm": "1009", "su-9mech": "1009", "de-16pz": "1010"}, phase=Phase.SOVIET_1)
    assert clear.odds(["su-3gm", "su-9mech"], "1010").attack[0].value == 6
    rough = combat_game({"su-3gm": "1004", "su-9mech": "1004", "de-16pz": "1005"}, phase=Phase.SOVIET_1)
    assert rough.odds(["su-3gm", "su-9mech"], "1005").attack[0].value == 3
    river = combat_game({"su-3gm": "1110", "su-9mech": "1110", "de-16pz": "1210"}, phase=Phase.SOVIET_1)
    assert river.odds(["su-3gm", "su-9mech"], "1210").attack[0].value == 6
    town = combat_game({"su-3gm": "0807", "su-9mech": "0807", "de-16pz": "0808"}, phase=Phase.SOVIET_1)
    assert town.odds(["su-3gm", "su-9mech"], "0808").attack[0].value == 3


def test_cas_adds_factors_on_either_german_side() -> None:
    """Each CAS marker is one factor; German CAS may defend, Soviet CAS may not (13.3)."""
    game = combat_game({"su-tk": "1009", "de-16pz": "1010"}, phase=Phase.SOVIET_1, cas={Side.SOVIET: 2, Side.GERMAN: 2})
    odds = game.odds(["su-tk"], "1010", cas=2, defence_cas=2)
    assert (odds.attack_total, odds.defence_total) == (8, 5)
    with pytest.raises(IllegalCommand):
        game.odds(["su-tk"], "1010", cas=3)


def test_no_cas_in_storm() -> None:
    game = combat_game({"de-16pz": "1009", "su-rif": "1010"}, weather=Weather.STORM, cas={Side.GERMAN: 2})
    with pytest.raises(IllegalCommand) as err:
        game.odds(["de-16pz"], "1010", cas=1)
    assert err.value.rule == "13.3"
