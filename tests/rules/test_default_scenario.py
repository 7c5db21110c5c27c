"""The default scenario pins the rulebook's facts: fixed hexes, hex sets, rivers, set-up, order of battle."""

from __future__ import annotations

from collections import defaultdict
from itertools import pairwise

import pytest

from panzer_qt.mapgen.hexsets import enclosed_region
from panzer_qt.model.enums import Mobility, Side, Terrain, UnitSize, UnitType
from panzer_qt.model.scenario import Scenario
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.records.validate import validate_file
from panzer_qt.rules.combat.concentric import is_concentric
from panzer_qt.rules.grid import HexGrid, distance, grid_for, hexside, side_segment
from panzer_qt.rules.loading import load_scenario

SCENARIO = DEFAULT_SCENARIO


@pytest.fixture(scope="module")
def scenario() -> Scenario:
    return load_scenario(SCENARIO)


def _town(scenario: Scenario, name: str) -> tuple[list[str], bool]:
    town = next(t for t in scenario.map.towns if t.name == name)
    return town.hexes, town.fortified


def _river_sides(scenario: Scenario, name: str) -> set[str]:
    return {hexside(a, b) for r in scenario.map.rivers if r.name == name for a, b in r.hexsides}


def test_validate_accepts_the_scenario() -> None:
    assert validate_file(SCENARIO) == []


def test_grid_is_47_by_29(scenario: Scenario) -> None:
    assert (scenario.map.columns, scenario.map.rows) == (47, 29)
    assert len(grid_for(scenario.map)) == 1340


@pytest.mark.parametrize(
    ("name", "hexes", "fortified"),
    [
        ("Ternopol", ["0805"], True),
        ("Proskurov", ["2607"], True),
        ("Krasilov", ["2603"], False),
        ("Khmel'nik", ["4004"], False),
        ("Vinnitsa", ["4513", "4612", "4613"], False),
    ],
)
def test_towns_the_rulebook_fixes(scenario: Scenario, name: str, hexes: list[str], fortified: bool) -> None:
    assert _town(scenario, name) == (hexes, fortified)


def test_towns_with_their_1944_names(scenario: Scenario) -> None:
    names = {t.name for t in scenario.map.towns}
    wanted = {
        "Kamenets-Podolsky",
        "Khotyn",
        "Chernovtsy",
        "Buchach",
        "Chortkov",
        "Zalishchiki",
        "Skala",
        "Gusyatin",
        "Gorodok",
        "Yarmolintsy",
        "Dunayevtsy",
        "Bar",
        "Zhmerinka",
        "Letichev",
        "Derazhnya",
        "Mogilev-Podolsky",
        "Terebovlya",
        "Borshchev",
        "Gorodenka",
        "Sniatyn",
    }
    assert wanted <= names
    assert len(names) >= 25
    assert {t.name for t in scenario.map.towns if t.fortified} == {"Ternopol", "Proskurov", "Kamenets-Podolsky"}


def test_hex_sets_follow_ruling_r3(scenario: Scenario) -> None:
    sets = scenario.map.hex_sets
    south = [f"{c:02d}{29 if c % 2 else 28}" for c in range(1, 48)]
    assert sets.soviet_supply == sorted({f"{c:02d}01" for c in range(11, 48)} | {f"47{r:02d}" for r in range(1, 30)})
    assert sets.german_cc == sorted({f"01{r:02d}" for r in range(1, 30)} | set(south[:46]))
    assert "4628" in sets.german_cc and "4729" not in sets.german_cc
    assert sets.soviet_exit == south[6:17]
    assert sets.soviet_exit[0] == "0729" and sets.soviet_exit[-1] == "1729" and "0828" in sets.soviet_exit
    assert sets.german_entry == [f"01{r:02d}" for r in range(1, 14)] + ["0805"]


def test_restriction_zone_is_west_of_the_strypa_and_north_of_the_dnestr(scenario: Scenario) -> None:
    zone = set(scenario.map.hex_sets.soviet_restricted)
    grid = grid_for(scenario.map)
    walls = _river_sides(scenario, "Strypa") | _river_sides(scenario, "Dnestr")
    assert "0101" in zone and "0805" not in zone and "0613" not in zone
    for hid in zone:
        for other in grid.neighbors(hid):
            assert other in zone or hexside(hid, other) in walls, (hid, other)
    assert max(int(h[:2]) for h in zone) <= 7 and max(int(h[2:]) for h in zone) <= 17
    assert sum(1 for h in zone for o in grid.neighbors(h) if o not in zone and hexside(h, o) in walls) > 10


def test_major_rivers(scenario: Scenario) -> None:
    majors = {r.name for r in scenario.map.rivers if r.major}
    assert majors == {"Dnestr", "Prut", "Southern Bug"}
    names = {r.name for r in scenario.map.rivers}
    assert {"Strypa", "Seret", "Zbruch", "Smotrych", "Ushytsia"} <= names


def _corners(a: str, b: str) -> set[tuple[float, float]]:
    return {(round(x, 6), round(y, 6)) for x, y in side_segment(a, b, 1.0)}


def test_every_river_is_one_continuous_chain(scenario: Scenario) -> None:
    for river in scenario.map.rivers:
        sides = river.hexsides
        assert len({hexside(a, b) for a, b in sides}) == len(sides), river.name
        for (a, b), (c, d) in pairwise(sides):
            assert _corners(a, b) & _corners(c, d), f"{river.name}: {a}-{b} then {c}-{d}"


def test_the_worked_example_attack_crosses_a_river(scenario: Scenario) -> None:
    # Example turn: the stack in 2218 attacks 9 Mech in 2119 and takes the river shift (13.8.3).
    assert any(hexside("2119", "2218") in _river_sides(scenario, r.name) for r in scenario.map.rivers)


def test_initial_control_and_vp(scenario: Scenario) -> None:
    assert scenario.setup.controlled_by == {"2603": Side.SOVIET, "4004": Side.SOVIET}
    assert scenario.setup.vp == 2


REQUIRED_UNITS = [
    "de-1sspz",
    "de-2sspz",
    "de-1pz",
    "de-6pz",
    "de-7pz",
    "de-11pz",
    "de-16pz",
    "de-17pz",
    "de-19pz",
    "de-25pz",
    "de-20pzg",
    "de-18art",
    "de-1inf",
    "de-68inf",
    "de-75inf",
    "de-82inf",
    "de-96inf",
    "de-168inf",
    "de-208inf",
    "de-254inf",
    "de-291inf",
    "de-371inf",
    "de-100j",
    "de-101j",
    "de-509hv",
    "de-stug",
    "de-gar-ternopol",
    "de-gar-kamenets",
    "de-gar-khotyn",
    "de-gar-chernovtsy",
    "de-9sspz",
    "de-10sspz",
    "de-367inf",
    "su-9mech",
    "su-6gt",
    "su-7gt",
    "su-4gt",
    "su-3gm",
    "su-91tb",
    "su-1art",
    "su-3art",
]


def test_every_unit_the_rulebook_names(scenario: Scenario) -> None:
    ids = {u.id for u in scenario.units}
    assert set(REQUIRED_UNITS) <= ids
    assert [k.id for k in scenario.kg_markers] == ["kg-breith", "kg-chevallerie", "kg-golnick"]
    assert all(k.available_turn == 2 for k in scenario.kg_markers)


def test_exact_setups_of_96_and_291(scenario: Scenario) -> None:
    assert scenario.unit("de-96inf").setup_hex == "2908"
    assert scenario.unit("de-291inf").setup_hex == "2807"
    assert scenario.unit("de-96inf").abilities.exact_setup and scenario.unit("de-291inf").abilities.exact_setup


def test_reinforcements(scenario: Scenario) -> None:
    nine = scenario.unit("de-9sspz")
    assert nine.max_steps == 8 and nine.setup_hex is None and nine.arrival_turn is not None
    for uid in ("de-10sspz", "de-367inf"):
        assert scenario.unit(uid).arrival_turn is not None


def test_the_worked_example_factors(scenario: Scenario) -> None:
    attack = sum(scenario.unit(u).steps[0].attack for u in ("de-16pz", "de-371inf", "de-509hv"))
    assert attack == 8
    assert scenario.unit("su-9mech").steps[0].defence == 9
    second = attack + sum(scenario.unit(u).steps[0].attack for u in ("de-208inf", "de-11pz"))
    assert second == 13


def test_unit_kinds(scenario: Scenario) -> None:
    for unit in scenario.units:
        if unit.side is Side.GERMAN and unit.size is UnitSize.DIVISION:
            assert unit.max_steps in (4, 6, 8), unit.id
        if unit.side is Side.SOVIET and unit.size is UnitSize.CORPS:
            assert unit.max_steps == 2, unit.id
        if unit.abilities.replaceable:
            assert (unit.steps[-1].attack, unit.steps[-1].defence) == (1, 1)
        if unit.size is UnitSize.BRIGADE:
            assert unit.max_steps <= 2, unit.id  # only German divisions have more than two steps (2.6)
        if unit.type is UnitType.GARRISON:
            assert unit.abilities.static_garrison and unit.abilities.exact_setup
            assert unit.mobility is Mobility.STATIC and unit.size is UnitSize.AD_HOC
    rifle = [u for u in scenario.units if u.side is Side.SOVIET and u.type is UnitType.INFANTRY]
    assert rifle and all(u.abilities.replaceable for u in rifle)
    art = scenario.unit("de-18art")
    assert art.abilities.range2_support and not art.abilities.artillery and art.mobility is Mobility.MECHANIZED
    assert scenario.unit("su-3gm").abilities.doubled_vs_clear and scenario.unit("su-3gm").abilities.artillery
    assert scenario.unit("de-509hv").abilities.heavy_panzer
    garrisons = {u.id: u.setup_hex for u in scenario.units if u.abilities.static_garrison}
    assert garrisons == {
        "de-gar-ternopol": "0805",
        "de-gar-kamenets": _town(scenario, "Kamenets-Podolsky")[0][0],
        "de-gar-khotyn": _town(scenario, "Khotyn")[0][0],
        "de-gar-chernovtsy": _town(scenario, "Chernovtsy")[0][0],
    }


def test_setup_is_legal(scenario: Scenario) -> None:
    sides: dict[str, set[Side]] = defaultdict(set)
    german_steps: dict[str, int] = defaultdict(int)
    zone = set(scenario.map.hex_sets.soviet_restricted)
    grid = HexGrid(scenario.map.columns, scenario.map.rows)
    for unit in scenario.units:
        if unit.setup_hex is None:
            continue
        assert unit.setup_hex in grid
        sides[unit.setup_hex].add(unit.side)
        if unit.side is Side.GERMAN and not unit.abilities.static_garrison:
            german_steps[unit.setup_hex] += unit.max_steps
        if unit.side is Side.SOVIET:
            assert unit.setup_hex not in zone, unit.id
    assert all(len(s) == 1 for s in sides.values())
    assert max(german_steps.values()) <= scenario.tables.stacking.german_steps


def test_description_says_the_values_are_reconstructed(scenario: Scenario) -> None:
    assert "reconstructed" in scenario.meta.description


EXAMPLE_HEXES = {
    "1319",
    "1819",
    "1918",
    "1919",
    "1920",
    "2017",
    "2018",
    "2019",
    "2020",
    "2117",
    "2118",
    "2119",
    "2120",
    "2121",
    "2122",
    "2217",
    "2218",
    "2219",
}
"""Every hex the rulebook's example German turn names or implies (R4 reads its 1017 as 2017)."""


def _region(scenario: Scenario, seed: str, *rivers: str) -> set[str]:
    walls = [r for r in scenario.map.rivers if r.name in rivers]
    return set(enclosed_region(grid_for(scenario.map), seed, walls))


def test_kamenets_podolsky_stands_on_the_smotrych_north_of_the_dnestr(scenario: Scenario) -> None:
    assert _town(scenario, "Kamenets-Podolsky") == (["2021"], True)
    assert {"2021-2121"} <= _river_sides(scenario, "Smotrych")
    north = _region(scenario, "0805", "Dnestr")
    assert {"2019", "2021"} <= north and "1922" not in north  # Khotyn is across the river
    assert distance("2019", "2021") == 2  # two hexes south of its true-scale place, 2019


def test_no_town_stands_in_a_hex_of_the_example_turn(scenario: Scenario) -> None:
    towns = {h: t.name for t in scenario.map.towns for h in t.hexes}
    assert {h: towns[h] for h in EXAMPLE_HEXES if h in towns} == {}


def test_the_example_turn_finds_its_terrain_and_rivers(scenario: Scenario) -> None:
    spec = scenario.map
    rivers = {hexside(a, b) for r in spec.rivers for a, b in r.hexsides}
    grid = grid_for(spec)
    # First attack: 2218 into clear 2119 across a river hexside (1:1, river 1L, KG and Tiger 1R each: 2:1).
    assert hexside("2119", "2218") in rivers and spec.terrain_of("2119") is Terrain.CLEAR
    # Second attack: 9 Mech in clear 2019, attacked from five hexes, not all across rivers, 1920 left free.
    attack_hexes = ["1919", "2018", "2020", "2119", "2120"]
    assert set(grid.neighbors("2019")) == {*attack_hexes, "1920"} and spec.terrain_of("2019") is Terrain.CLEAR
    assert is_concentric("2019", attack_hexes) and is_concentric("2019", ["2018", "2020"])
    assert [h for h in attack_hexes if hexside(h, "2019") in rivers] == ["2018"]
    # The KG marker in 2219 reaches both defending hexes (13.4: within two hexes).
    assert distance("2219", "2119") == 1 and distance("2219", "2019") == 2
    # 16 Pz leaves 9 Mech's zone by 1918, free of it and of 6G's in 2117, and re-enters it at 1919.
    assert grid.adjacent("2018", "1918") and grid.adjacent("1918", "1919")
    assert not grid.adjacent("1918", "2019") and not grid.adjacent("1918", "2117")
    # The retreats (2119 to 2019, 2019 to 1920) are open to a Soviet unit: on the map, outside the 12.5 zone.
    assert not {"2019", "1920"} & set(spec.hex_sets.soviet_restricted)
    # Every hex of the example is clear but four, whose terrain no step of the example uses.
    assert {h for h in EXAMPLE_HEXES if spec.terrain_of(h) is not Terrain.CLEAR} == {"1319", "2117", "2217", "2218"}


def test_towns_stand_on_their_true_banks(scenario: Scenario) -> None:
    north_of_dnestr = _region(scenario, "0805", "Dnestr")
    assert {"3624", "1020", "2021"} <= north_of_dnestr  # Mogilev-Podolsky, Zalishchiki, Kamenets-Podolsky
    assert not {"1922", "0823", "1226"} & north_of_dnestr  # Khotyn; Sniatyn and Chernovtsy lie by the Prut
    north_of_prut = _region(scenario, "0823", "Prut")
    assert {"0823", "0122"} <= north_of_prut and "1226" not in north_of_prut  # Sniatyn, Kolomyya; Chernovtsy
    west_of_zbruch = _region(scenario, "0805", "Zbruch", "Dnestr")
    assert {"1613", "1616"} <= west_of_zbruch and "1605" not in west_of_zbruch  # Gusyatin, Skala; Volochisk
    for name, hexes in [
        ("Mogilev-Podolsky", ["3624"]),
        ("Sniatyn", ["0823"]),
        ("Kolomyya", ["0122"]),
        ("Gusyatin", ["1613"]),
        ("Skala", ["1616"]),
        ("Volochisk", ["1605"]),
    ]:
        assert _town(scenario, name)[0] == hexes, name


def _names(scenario: Scenario, formation: str, *kinds: UnitType) -> set[str]:
    return {u.name for u in scenario.units if u.formation == formation and u.type in kinds}


def test_soviet_corps_and_artillery_follow_the_historical_notes(scenario: Scenario) -> None:
    tanks = (UnitType.PANZER, UnitType.PANZER_GRENADIER)
    assert _names(scenario, "1st Tank Army", *tanks) == {"11 G Tank", "8 G Mech"}
    assert _names(scenario, "4th Tank Army", *tanks) == {"10 G Tank", "6 G Mech"}
    assert _names(scenario, "3rd Guards Tank Army", *tanks) == {"6 G Tank", "7 G Tank", "9 Mech", "91 Tank Bde"}
    assert _names(scenario, "60th Army", UnitType.INFANTRY, *tanks) == {
        "15 Rifle",
        "23 Rifle",
        "28 Rifle",
        "106 Rifle",
        "4 G Tank",
    }
    assert _names(scenario, "1st Guards Army", UnitType.INFANTRY) == {
        "18 G Rifle",
        "30 Rifle",
        "47 Rifle",
        "74 Rifle",
        "107 Rifle",
    }
    artillery = {u.name: (u.formation, u.setup_hex) for u in scenario.units if u.abilities.artillery}
    assert artillery == {
        "3 Art (B)": ("1st Guards Army", "2705"),
        "1 Art (B)": ("60th Army", "0906"),
        "3 GM": ("Front artillery", "4409"),
    }
    assert distance(artillery["1 Art (B)"][1], "0805") == 1  # at Ternopol


def test_the_trapped_panzer_divisions_and_the_bled_white(scenario: Scenario) -> None:
    panzer = {
        u.name
        for u in scenario.units
        if u.side is Side.GERMAN and u.type is UnitType.PANZER and u.setup_hex is not None
    }
    assert panzer == {
        "1 SS Pz",
        "2 SS Pz (KG Das Reich)",
        "1 Pz",
        "6 Pz",
        "7 Pz",
        "11 Pz",
        "16 Pz",
        "17 Pz",
        "19 Pz",
        "25 Pz",
    }
    strength = {u.id: (u.max_steps, u.steps[0].attack + u.steps[0].defence) for u in scenario.units}
    for bled_white in ("de-1pz", "de-25pz"):
        assert strength[bled_white][0] == 4 and strength[bled_white][1] < strength["de-16pz"][1]
    assert strength["de-82inf"][1] < strength["de-68inf"][1]
    assert strength["de-18art"][1] == 4
    assert scenario.unit("de-1pz").setup_hex == _town(scenario, "Gorodok")[0][0]
    assert scenario.unit("de-2sspz").setup_hex == scenario.unit("de-101j").setup_hex == _town(scenario, "Bar")[0][0]


def test_assault_guns_and_brigades_of_rule_2_4(scenario: Scenario) -> None:
    brigades = {u.id: (u.side, u.type, u.mobility) for u in scenario.units if u.size is UnitSize.BRIGADE}
    assert brigades == {
        "de-stug": (Side.GERMAN, UnitType.ASSAULT_GUN, Mobility.MECHANIZED),
        "su-91tb": (Side.SOVIET, UnitType.PANZER, Mobility.MECHANIZED),
    }
