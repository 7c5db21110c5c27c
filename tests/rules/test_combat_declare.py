"""Declaring attacks: who may attack, with which support, and what the declaration reveals (13.0-13.4, R19)."""

from __future__ import annotations

import pytest

from panzer_qt.model.commands import DeclareAttack, DefenceSupport, EndPhase, Move, ResolveCombat
from panzer_qt.model.enums import Phase, Side, Weather
from panzer_qt.model.events import AttackDeclared, OddsComputed
from panzer_qt.model.state import PhaseLog
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game
from tests.helpers.combat_kit import combat_game

CUT_SOVIET_SUPPLY = {"de-bn": "2402"}


def refused(game: Game, command: DeclareAttack | DefenceSupport | ResolveCombat) -> str:
    """The rule an illegal command breaks; the state must not change."""
    before = game.state.model_copy(deep=True)
    with pytest.raises(IllegalCommand) as err:
        game.apply(command)
    assert game.state == before
    return err.value.rule


def attack(attackers: list[str], target: str, **support: object) -> DeclareAttack:
    return DeclareAttack(attacker_ids=attackers, defender_hex=target, **support)  # type: ignore[arg-type]


def test_declaring_reveals_the_defending_stack() -> None:
    """6.3: the defenders are named and the hex joins the revealed list; CAS is spent."""
    game = combat_game({"de-16pz": "1009", "su-tk": "1010", "su-art": "1010"}, cas={Side.GERMAN: 3})
    (event,) = game.apply(attack(["de-16pz"], "1010", cas=2))
    assert isinstance(event, AttackDeclared)
    assert (event.defender_ids, event.rule) == (["su-tk", "su-art"], "6.3")
    assert game.state.revealed == ["1010"] and game.state.cas[Side.GERMAN] == 1
    assert game.state.log.attacked == ["de-16pz"]


def test_a_declared_attack_cannot_be_called_off() -> None:
    game = combat_game({"de-16pz": "1009", "de-11pz": "1110", "su-tk": "1010"})
    game.apply(attack(["de-16pz"], "1010"))
    assert refused(game, attack(["de-11pz"], "1010")) == "6.3"
    assert refused(game, EndPhase()) == "6.3"  # type: ignore[arg-type]
    assert refused(game, Move(unit_ids=["de-11pz"], path=["1111"])) == "6.3"  # type: ignore[arg-type]
    events = game.apply(ResolveCombat())
    assert isinstance(events[0], OddsComputed)


def test_nothing_to_resolve_without_a_declaration() -> None:
    game = combat_game({"de-16pz": "1009", "su-tk": "1010"})
    assert refused(game, ResolveCombat()) == "13.0"
    assert refused(game, DefenceSupport()) == "13.0"


@pytest.mark.parametrize(
    ("units", "attackers", "target", "rule"),
    [
        ({"de-16pz": "1008", "su-tk": "1010"}, ["de-16pz"], "1010", "13.0"),  # not adjacent
        ({"de-16pz": "1009", "de-11pz": "1011"}, ["de-16pz"], "1010", "13.0"),  # nobody to attack
        ({"de-16pz": "1009", "su-tk": "1010"}, ["de-16pz", "de-16pz"], "1010", "13.0"),  # listed twice
        ({"de-gar": "1009", "su-tk": "1010"}, ["de-gar"], "1010", "2.7"),  # garrisons never attack
        ({"de-16pz": "1009", "su-tk": "1010"}, ["su-tk"], "1009", "13.0"),  # not the acting side
        ({"de-16pz": "1009", "su-tk": "1010"}, ["de-11pz"], "1010", "13.0"),  # not on the map
    ],
)
def test_illegal_attackers(units: dict[str, str], attackers: list[str], target: str, rule: str) -> None:
    assert refused(combat_game(units), attack(attackers, target)) == rule


def test_attacks_only_in_a_combat_segment() -> None:
    game = combat_game({"de-16pz": "1009", "su-tk": "1010"})
    game.state.segment = game.state.segment.MOVEMENT
    assert refused(game, attack(["de-16pz"], "1010")) == "13.0"


def test_one_attack_per_unit_per_phase_but_again_in_the_second_wave() -> None:
    """R19: a unit attacks once per combat phase; German mechanized units again in each 2nd wave (5.5)."""
    game = combat_game({"de-16pz": "1009", "de-371": "1009", "su-tk": "1010", "su-rif": "1110"})
    game.apply(attack(["de-16pz"], "1010"))
    game.apply(ResolveCombat())
    assert game.state.combat is None  # 3 vs 4 = 1:2; seed 0 rolls a 2: attack stalled
    assert refused(game, attack(["de-16pz"], "1110")) == "13.0"
    game.state.phase, game.state.log = Phase.GERMAN_MECH_1, PhaseLog()
    assert refused(game, attack(["de-371"], "1110")) == "5.5"
    game.apply(attack(["de-16pz"], "1110"))


def test_soviet_artillery_needs_a_non_artillery_unit_in_its_hex() -> None:
    """13.2, R19: alone it may not attack; stacked with a rifle corps that stays out it may."""
    alone = combat_game({"su-art": "1009", "de-16pz": "1010"}, phase=Phase.SOVIET_1)
    assert refused(alone, attack(["su-art"], "1010")) == "13.2"
    stacked = combat_game({"su-art": "1009", "su-rif": "1009", "de-16pz": "1010"}, phase=Phase.SOVIET_1)
    stacked.apply(attack(["su-art", "su-rif"], "1010"))


@pytest.mark.parametrize("unit", ["su-art", "su-army"])
def test_out_of_supply_artillery_and_army_support_may_not_attack(unit: str) -> None:
    """8.3: OOS artillery and army support units do not attack; OOS corps attack halved."""
    units = {unit: "1009", "su-rif": "1009", "de-16pz": "1010", **CUT_SOVIET_SUPPLY}
    game = combat_game(units, phase=Phase.SOVIET_1)
    assert refused(game, attack([unit, "su-rif"], "1010")) == "8.3"
    game.apply(attack(["su-rif"], "1010"))
    assert game.state.combat is not None and game.state.combat.out_of_supply == ["su-rif"]


def test_soviets_may_not_attack_into_the_restricted_zone() -> None:
    game = combat_game({"su-tk": "1515", "de-16pz": "1516"}, phase=Phase.SOVIET_1)
    assert refused(game, attack(["su-tk"], "1516")) == "12.5"


def test_only_the_germans_use_kg_and_range_two_support() -> None:
    game = combat_game({"su-tk": "1009", "de-16pz": "1010"}, phase=Phase.SOVIET_1, kg={"kg-a": "1010"})
    assert refused(game, attack(["su-tk"], "1010", kg="kg-a")) == "13.4"


def test_kg_allowance_is_one_combat_per_phase() -> None:
    """13.4: the same KG helps one attack per German combat phase and again in the 2nd wave phase."""
    units = {"de-16pz": "1009", "de-11pz": "1210", "su-tk": "1010", "su-rif": "1110"}
    game = combat_game(units, kg={"kg-a": "1109"})
    game.apply(attack(["de-16pz"], "1010", kg="kg-a"))
    game.state.combat = None  # the first combat's outcome does not matter here
    assert refused(game, attack(["de-11pz"], "1110", kg="kg-a")) == "13.4"
    game.state.phase, game.state.log = Phase.GERMAN_MECH_1, PhaseLog()
    game.apply(attack(["de-11pz"], "1110", kg="kg-a"))
    assert game.state.log.kg_used == ["kg-a"]


@pytest.mark.parametrize(
    ("support_hex", "extra", "weather", "rule"),
    [
        ("1012", {}, Weather.THAW, None),  # two hexes away, nobody next to it
        ("1013", {}, Weather.THAW, "13.1"),  # three hexes away
        ("1012", {"su-rif": "1112"}, Weather.THAW, "13.1"),  # next to a Soviet unit
        ("1012", {"su-rif": "1112"}, Weather.STORM, "13.1"),  # next to a Soviet unit, even without ZOC
    ],
)
def test_18th_ad_support_range_and_contact(
    support_hex: str, extra: dict[str, str], weather: Weather, rule: str | None
) -> None:
    """13.1: range 2 (its own hex not counted), not next to a Soviet unit, not in an EZOC."""
    game = combat_game({"de-16pz": "1009", "su-tk": "1010", "de-18ad": support_hex, **extra}, weather=weather)
    command = attack(["de-16pz"], "1010", support="de-18ad")
    if rule is None:
        game.apply(command)
        assert game.state.combat is not None and game.state.combat.support == "de-18ad"
        return
    assert refused(game, command) == rule


def test_18th_ad_supports_once_per_phase_and_not_while_attacking() -> None:
    units = {"de-16pz": "1009", "de-11pz": "1210", "su-tk": "1010", "su-rif": "1110", "de-18ad": "1012"}
    game = combat_game(units)
    game.apply(attack(["de-16pz"], "1010", support="de-18ad"))
    game.state.combat = None
    assert refused(game, attack(["de-11pz"], "1110", support="de-18ad")) == "13.1"
    assert refused(game, attack(["de-16pz", "de-18ad"], "1110")) == "13.0"
    game.state.update_unit("su-rif", hex="1112")  # as if a retreat had brought it next to the 18th AD
    assert refused(game, attack(["de-18ad"], "1112")) == "13.1"


def test_german_defensive_support() -> None:
    """Against a Soviet attack: CAS, a KG within 2 hexes and the 18th AD at range 2, all at once (13.1-13.4)."""
    units = {"su-9mech": "1009", "de-16pz": "1010", "de-18ad": "1012"}
    game = combat_game(units, phase=Phase.SOVIET_1, kg={"kg-a": "1012"}, cas={Side.GERMAN: 2})
    game.apply(attack(["su-9mech"], "1010"))
    assert refused(game, DefenceSupport(cas=3)) == "13.3"
    events = game.apply(DefenceSupport(cas=1, kg="kg-a", support="de-18ad"))
    assert events[0].type == "defence_supported"
    assert refused(game, DefenceSupport(cas=0)) == "13.3"  # answered once
    odds = next(e for e in game.apply(ResolveCombat()) if isinstance(e, OddsComputed)).breakdown
    assert [(f.source, f.value) for f in odds.defence] == [("de-16pz", 3), ("de-18ad", 4), ("cas", 1)]
    assert (odds.attack_total, odds.defence_total) == (8, 8)
    assert [(s.rule, s.columns) for s in odds.shifts] == [("13.4", -1)]
    assert odds.final_label == "1:2"
    assert (game.state.cas[Side.GERMAN], game.state.log.support_used, game.state.log.kg_used) == (1, True, ["kg-a"])


@pytest.mark.parametrize(
    ("weather", "rule"),
    [(Weather.STORM, None), (Weather.THAW, "13.1")],  # in Storm no ZOC bars it (R54); in Thaw the EZOC does
)
def test_18th_ad_defends_next_to_a_soviet_unit_only_in_storm(weather: Weather, rule: str | None) -> None:
    """R54: the only bar on defensive support is an EZOC; attack support still needs no Soviet neighbour."""
    units = {"su-9mech": "1009", "de-16pz": "1010", "de-18ad": "1012", "su-rif": "1112"}
    game = combat_game(units, phase=Phase.SOVIET_1, weather=weather)
    game.apply(attack(["su-9mech"], "1010"))
    if rule is None:
        game.apply(DefenceSupport(support="de-18ad"))
        assert game.state.combat is not None and game.state.combat.defence_support == "de-18ad"
    else:
        assert refused(game, DefenceSupport(support="de-18ad")) == rule


def test_18th_ad_never_supports_its_own_hex() -> None:
    """R57: attacked alone in Storm (no ZOC to bar it), the 18th AD defends with its defence factor only:
    5 against 2 is 2:1, not 5 against 2 + 4 = 6 (1:1); the support is refused and not offered."""
    units = {"su-rif": "1009", "su-army": "1009", "de-18ad": "1010"}
    game = combat_game(units, phase=Phase.SOVIET_1, weather=Weather.STORM)
    game.apply(attack(["su-rif", "su-army"], "1010"))
    assert [c for c in game.legal_commands() if isinstance(c, DefenceSupport)] == [DefenceSupport()]
    with pytest.raises(IllegalCommand) as err:
        game.apply(DefenceSupport(support="de-18ad"))
    assert err.value.rule == "13.1"
    assert "it defends there with its defence factor" in str(err.value)
    game.apply(DefenceSupport())
    odds = next(e for e in game.apply(ResolveCombat()) if isinstance(e, OddsComputed)).breakdown
    assert [(f.source, f.value) for f in odds.defence] == [("de-18ad", 2)]
    assert (odds.attack_total, odds.defence_total, odds.final_label) == (5, 2, "2:1")


def test_18th_ad_stacked_with_the_defender_only_defends() -> None:
    """R57: in the attacked stack it adds its defence factor (3 + 2 = 5), never its attack factor as support."""
    units = {"su-9mech": "1009", "de-16pz": "1010", "de-18ad": "1010"}
    game = combat_game(units, phase=Phase.SOVIET_1, weather=Weather.STORM)
    assert game.odds(["su-9mech"], "1010").defence_total == 5
    with pytest.raises(IllegalCommand) as err:
        game.odds(["su-9mech"], "1010", defence_support="de-18ad")
    assert err.value.rule == "13.1"
    game.apply(attack(["su-9mech"], "1010"))
    assert refused(game, DefenceSupport(support="de-18ad")) == "13.1"


def test_no_defensive_support_for_soviet_defenders() -> None:
    game = combat_game({"de-16pz": "1009", "su-tk": "1010"}, cas={Side.GERMAN: 2})
    game.apply(attack(["de-16pz"], "1010"))
    assert refused(game, DefenceSupport(cas=1)) == "13.3"


def test_the_german_defence_choices_listed_are_exactly_the_open_ones() -> None:
    """A choice only when one exists: CAS (not in Storm), a KG within two hexes, the 18th AD (13.1-13.4)."""
    units = {"su-9mech": "1009", "de-16pz": "1010", "de-18ad": "1012"}
    game = combat_game(units, phase=Phase.SOVIET_1, kg={"kg-a": "1012", "kg-b": "1019"}, cas={Side.GERMAN: 2})
    game.apply(attack(["su-9mech"], "1010"))
    listed = [c for c in game.legal_commands() if isinstance(c, DefenceSupport)]
    assert listed == [
        DefenceSupport(),
        DefenceSupport(cas=2),
        DefenceSupport(kg="kg-a"),
        DefenceSupport(support="de-18ad"),
    ]
    assert all(game.is_legal(c) for c in listed)
    bare = combat_game(
        {"su-9mech": "1009", "de-16pz": "1010"}, phase=Phase.SOVIET_1, weather=Weather.STORM, cas={Side.GERMAN: 2}
    )
    bare.apply(attack(["su-9mech"], "1010"))
    assert [c for c in bare.legal_commands() if isinstance(c, DefenceSupport)] == [DefenceSupport()]  # no CAS in Storm
