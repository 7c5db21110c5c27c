"""German probing attacks (13.6, 13.7, RULINGS R19)."""

from __future__ import annotations

import pytest

from panzer_qt.model.commands import DeclareAttack, Probe
from panzer_qt.model.enums import Phase, Side, Weather
from panzer_qt.model.events import Advanced, ControlChanged
from panzer_qt.rules.errors import IllegalCommand
from tests.helpers.combat_kit import combat_game


def test_probe_advances_into_an_empty_hex_next_to_soviets() -> None:
    """The probing stack simply enters; it counts as the units' attack (13.6)."""
    game = combat_game({"de-16pz": "1009", "de-509": "1009", "su-tk": "1011"})
    events = game.apply(Probe(unit_ids=["de-16pz", "de-509"], hex="1010"))
    assert events == [Advanced(unit_ids=["de-16pz", "de-509"], from_hexes=["1009", "1009"], to_hex="1010", rule="13.6")]
    assert game.state.units["de-16pz"].hex == "1010"
    with pytest.raises(IllegalCommand) as err:
        game.apply(DeclareAttack(attacker_ids=["de-16pz"], defender_hex="1011"))
    assert "already attacked" in err.value.message


def test_probe_takes_control_of_a_town() -> None:
    game = combat_game({"de-16pz": "0807", "su-tk": "0909"})
    game.state.control["0808"] = Side.SOVIET
    events = game.apply(Probe(unit_ids=["de-16pz"], hex="0808"))
    assert events[-1] == ControlChanged(hex="0808", side=Side.GERMAN, rule="3.3")


@pytest.mark.parametrize(
    ("units", "probers", "target", "weather", "rule"),
    [
        ({"de-16pz": "1009", "su-tk": "1010"}, ["de-16pz"], "1010", Weather.THAW, "13.6"),  # Soviet-occupied
        ({"de-16pz": "1009", "de-11pz": "1010", "su-tk": "1011"}, ["de-16pz"], "1010", Weather.THAW, "13.6"),
        ({"de-16pz": "1009", "su-tk": "1012"}, ["de-16pz"], "1010", Weather.THAW, "13.6"),  # no Soviet next to it
        ({"de-16pz": "1009", "su-tk": "1011"}, ["de-16pz"], "1010", Weather.STORM, "13.6"),  # no ZOC in Storm
        ({"de-16pz": "1008", "su-tk": "1011"}, ["de-16pz"], "1010", Weather.THAW, "13.0"),  # not adjacent
        ({"de-gar": "1009", "su-tk": "1011"}, ["de-gar"], "1010", Weather.THAW, "2.7"),  # garrisons stay put
        ({"de-16pz": "0120", "su-tk": "0219"}, ["de-16pz"], "0121", Weather.THAW, "13.0"),  # off the map
    ],
)
def test_illegal_probes(units: dict[str, str], probers: list[str], target: str, weather: Weather, rule: str) -> None:
    game = combat_game(units, weather=weather)
    with pytest.raises(IllegalCommand) as err:
        game.apply(Probe(unit_ids=probers, hex=target))
    assert err.value.rule == rule


def test_only_germans_probe() -> None:
    game = combat_game({"su-tk": "1009", "de-16pz": "1011"}, phase=Phase.SOVIET_1)
    with pytest.raises(IllegalCommand) as err:
        game.apply(Probe(unit_ids=["su-tk"], hex="1010"))
    assert err.value.rule == "13.6"


def test_second_wave_probes_are_for_mechanized_units() -> None:
    """13.6, 13.7: in a 2nd wave phase only mechanized units probe."""
    game = combat_game({"de-16pz": "1009", "de-371": "1009", "su-tk": "1011"}, phase=Phase.GERMAN_MECH_1)
    with pytest.raises(IllegalCommand) as err:
        game.apply(Probe(unit_ids=["de-16pz", "de-371"], hex="1010"))
    assert err.value.rule == "5.5"
    game.apply(Probe(unit_ids=["de-16pz"], hex="1010"))
    assert game.state.units["de-371"].hex == "1009"


def test_probe_may_not_over_stack() -> None:
    game = combat_game({"de-9ss": "1009", "de-16pz": "0910", "su-tk": "1011"})
    with pytest.raises(IllegalCommand) as err:
        game.apply(Probe(unit_ids=["de-9ss", "de-16pz"], hex="1010"))
    assert err.value.rule == "6.0"


def test_legal_commands_list_probes_except_in_storm() -> None:
    """Every listed probe is legal; in Storm there is none to list (7.5, 13.6)."""
    units = {"de-16pz": "1009", "su-tk": "1011"}
    listed = [c for c in combat_game(units).legal_commands() if isinstance(c, Probe)]
    assert Probe(unit_ids=["de-16pz"], hex="1010") in listed
    storm = combat_game(units, weather=Weather.STORM)
    assert not [c for c in storm.legal_commands() if isinstance(c, Probe)]
    assert all(storm.is_legal(c) for c in storm.legal_commands())
