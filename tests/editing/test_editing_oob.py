"""Qt-free edits of the order of battle and the charts: units and KG markers, steps and abilities as text, chart
cells, resets to the rulebook, options; what the model or the engine's checks refuse is refused with the reason."""

from __future__ import annotations

import pytest

from panzer_qt.editing.checked import EditRefused
from panzer_qt.editing.tables import RULEBOOK, reset_tables, set_part, set_table_value
from panzer_qt.editing.units import (
    add_kg,
    add_unit,
    change_kg,
    change_unit,
    delete_kg,
    delete_unit,
    duplicate_unit,
    parse_abilities,
    parse_steps,
    place_unit,
    set_arrival,
)
from panzer_qt.model.enums import CombatResult, Side, Weather
from panzer_qt.model.oob import StepValues
from tests.helpers.games import scenario


def test_a_new_unit_arrives_on_turn_1_until_it_is_placed() -> None:
    added, new_id = add_unit(scenario("tiny"), Side.GERMAN, after="de-inf")
    assert new_id == "de-new"
    assert [u.id for u in added.units][:3] == ["de-pz", "de-inf", "de-new"]
    unit = added.unit("de-new")
    assert (unit.side, unit.arrival_turn, unit.setup_hex, unit.steps) == (
        Side.GERMAN,
        1,
        None,
        [StepValues(attack=1, defence=1)],
    )
    placed = place_unit(added, "de-new", "0305")
    assert (placed.unit("de-new").setup_hex, placed.unit("de-new").arrival_turn) == ("0305", None)
    assert add_unit(added, Side.GERMAN)[1] == "de-new-2"
    assert add_unit(added, Side.SOVIET)[1] == "su-new"


def test_a_unit_is_duplicated_under_a_new_id_and_deleted() -> None:
    copied, new_id = duplicate_unit(scenario("tiny"), "de-pz")
    assert new_id == "de-pz-2" and [u.id for u in copied.units][:2] == ["de-pz", "de-pz-2"]
    assert copied.unit("de-pz-2").steps == copied.unit("de-pz").steps
    assert "de-pz" not in [u.id for u in delete_unit(copied, "de-pz").units]
    with pytest.raises(EditRefused, match="no unit 'de-nobody'"):
        delete_unit(copied, "de-nobody")


def test_steps_and_abilities_are_read_from_their_text() -> None:
    changed = change_unit(scenario("tiny"), "de-inf", steps=parse_steps("3-3 2-2, 1-1"))
    assert [(s.attack, s.defence) for s in changed.unit("de-inf").steps] == [(3, 3), (2, 2), (1, 1)]
    with pytest.raises(EditRefused, match=r"\$\.steps\[1\]: '2x2' is not a step"):
        parse_steps("3-3 2x2")
    with pytest.raises(EditRefused, match="at least one step"):
        parse_steps("  ")
    flags = parse_abilities("exact_setup, heavy_panzer")
    assert [name for name, on in flags.items() if on] == ["exact_setup", "heavy_panzer"]
    with pytest.raises(EditRefused, match="unknown ability 'flying'"):
        parse_abilities("flying")


def test_the_model_and_the_engine_checks_refuse_what_would_not_load() -> None:
    tiny = scenario("tiny")
    with pytest.raises(EditRefused, match="unit id 'de-inf' is used 2 times"):
        change_unit(tiny, "de-pz", id="de-inf")
    with pytest.raises(EditRefused, match=r"\$\.units\[0\]\.setup_hex: should match the pattern"):
        place_unit(tiny, "de-pz", "12345")
    with pytest.raises(EditRefused, match="set-up hex 0909 is not on the map"):
        place_unit(tiny, "de-pz", "0909")
    with pytest.raises(EditRefused, match="static garrison must have mobility 'static'"):
        change_unit(tiny, "de-gar", mobility="mechanized")
    with pytest.raises(EditRefused, match="arrives on turn 9, after the last turn 8"):
        set_arrival(tiny, "de-pz", 9)
    assert set_arrival(tiny, "de-pz", 3).unit("de-pz").setup_hex is None


def test_kg_markers_are_added_changed_and_deleted() -> None:
    more = add_kg(scenario("tiny"))
    assert [k.id for k in more.kg_markers] == ["kg-a", "kg-b", "kg-new"]
    changed = change_kg(more, 2, name="KG Neu", deploy_from_turn=4)
    assert (changed.kg_markers[2].name, changed.kg_markers[2].deploy_from_turn) == ("KG Neu", 4)
    with pytest.raises(EditRefused, match="KG id 'kg-a' is used 2 times"):
        change_kg(more, 2, id="kg-a")
    assert [k.id for k in delete_kg(more, 0).kg_markers] == ["kg-b", "kg-new"]


def test_a_chart_cell_is_changed_and_reset_to_the_rulebook() -> None:
    tiny = scenario("tiny")
    crt = set_table_value(tiny, ("crt", "3:1", 0), "EX")
    assert crt.tables.crt["3:1"][0] is CombatResult.EX and tiny.tables.crt["3:1"][0] is CombatResult.DL1_DR
    weather = set_table_value(crt, ("weather", "4", 5), "thaw")
    assert weather.tables.weather[4][5] is Weather.THAW
    reset = reset_tables(weather, ["crt"])
    assert reset.tables.crt == RULEBOOK.crt and reset.tables.weather[4][5] is Weather.THAW
    assert reset_tables(reset, ["weather"]).tables == RULEBOOK
    with pytest.raises(EditRefused, match=r"\$\.tables\.crt\[\"3:1\"\]\[0\]: should be 'AL1'"):
        set_table_value(tiny, ("crt", "3:1", 0), "XX")
    with pytest.raises(EditRefused, match="no such entry"):
        set_table_value(tiny, ("crt", "9:1", 0), "EX")


def test_the_starting_vp_follows_the_victory_table() -> None:
    tiny = scenario("tiny")  # the Soviets hold Testgrad, a town: 1 VP
    assert set_table_value(tiny, ("victory", "town_vp"), 2).setup.vp == 2
    assert reset_tables(set_table_value(tiny, ("victory", "town_vp"), 2), ["victory"]).setup.vp == 1


def test_options_and_the_description_are_changed() -> None:
    changed = set_part(scenario("tiny"), "options", river_flat_cost=True)
    assert changed.options.river_flat_cost
    assert set_part(changed, "meta", name="Renamed").meta.name == "Renamed"
    with pytest.raises(
        EditRefused, match=r"\$\.units\[5\]\.arrival_turn: 9 SS: arrives on turn 2, after the last turn 1"
    ):
        set_part(scenario("tiny"), "options", last_turn=1)
    with pytest.raises(EditRefused, match=r"starts at 5 VP, but the Soviet-controlled towns are worth 1 \(4.1\)"):
        set_part(scenario("tiny"), "setup", vp=5)
