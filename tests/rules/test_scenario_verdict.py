"""One verdict on a scenario: every broken scenario below (one per check) is an error in the editor's problem panel
and in ``panzer-qt validate`` (exit 1, the same message, naming the unit or hex), and the client refuses to open
it; the set-up warnings stay warnings."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from panzer_qt.cli import main
from panzer_qt.editing.problems import ERROR, WARNING, findings
from panzer_qt.model.errors import ScenarioError
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.rules.loading import load_playable, load_scenario
from panzer_qt.rules.verdict import scenario_errors
from tests.conftest import DATA

Data = dict[str, Any]
TINY: Data = json.loads((DATA / "tiny.json").read_text(encoding="utf-8"))


def _units(data: Data, change: Callable[[Data], object]) -> None:
    for unit in data["units"]:
        change(unit)


def _sets(data: Data, **sets: list[str]) -> None:
    data["map"]["hex_sets"].update(sets)


def _victory(data: Data, **values: int) -> None:
    data.setdefault("tables", {}).setdefault("victory", {}).update(values)


def _one_side(data: Data) -> None:
    data["units"] = [u for u in data["units"] if u["side"] == "german"]


def _all_in_one_hex(data: Data) -> None:
    data["units"] = [u for u in data["units"] if u["side"] == "soviet"] + [
        {**u, "id": f"{u['id']}-{n}", "setup_hex": "0302", "arrival_turn": None}
        for n in range(4)
        for u in TINY["units"]
        if u["side"] == "german" and not u.get("abilities", {}).get("static_garrison")
    ]


def _all_garrisons(data: Data) -> None:
    def garrison(unit: Data) -> None:
        if unit["side"] == "german":
            unit.update(mobility="static", abilities={"static_garrison": True})

    _units(data, garrison)


def _empty_map(data: Data) -> None:
    data["map"] = {"columns": 1, "rows": 2, "hex_sets": {}}
    data["units"], data["kg_markers"], data["setup"] = [], [], {"vp": 0, "controlled_by": {}}


BROKEN: dict[str, tuple[Callable[[Data], object], str, str]] = {
    "no units": (lambda d: d.update(units=[]), "$.units", "the scenario has no units: both sides need some"),
    "one side only": (_one_side, "$.units", "there are no Soviet units: both sides need some"),
    "no supply source": (
        lambda d: _sets(d, soviet_supply=[]), "$.map.hex_sets.soviet_supply", "there is no Soviet supply source"
    ),
    "no C&C source": (lambda d: _sets(d, german_cc=[]), "$.map.hex_sets.german_cc", "there is no German C&C source"),
    "every hex set empty": (
        lambda d: d["map"].update(hex_sets={}), "$.map.hex_sets.soviet_supply", "there is no Soviet supply source"
    ),
    "an empty 1x2 map": (_empty_map, "$.units", "the scenario has no units: both sides need some"),
    "no German entry hex": (
        lambda d: _sets(d, german_entry=[]),
        "$.units[5].arrival_turn",
        "9 SS arrives on turn 2 but would never enter: there is no German entry hex",
    ),
    "a Soviet reinforcement": (
        lambda d: d["units"][6].update(setup_hex=None, arrival_turn=2),
        "$.units[6].arrival_turn",
        "1 Tk is Soviet and would never arrive: only German units enter as reinforcements",
    ),
    "a Soviet unit in the restriction zone": (
        lambda d: d["units"][7].update(setup_hex="0201"),
        "$.units[7].setup_hex",
        "2 Rifle sets up in 0201, inside the Soviet restriction zone",
    ),
    "victory levels inverted": (
        lambda d: _victory(d, soviet_victory_at=20, draw_at=25),
        "$.tables.victory.soviet_victory_at",
        "the victory levels are out of order: a draw from 25 VP, a Soviet victory from 20; both must be above 0 and "
        "the victory above the draw",
    ),
    "victory levels at 0": (
        lambda d: _victory(d, soviet_victory_at=0, draw_at=0),
        "$.tables.victory.soviet_victory_at",
        "the victory levels are out of order: a draw from 0 VP, a Soviet victory from 0; both must be above 0 and "
        "the victory above the draw",
    ),
    "a town worth 0 VP": (
        lambda d: (_victory(d, town_vp=0), d["setup"].update(vp=0)),
        "$.tables.victory.town_vp",
        "a town is worth 0 VP: it must be worth at least 1",
    ),
    "every defence factor 0": (
        lambda d: _units(d, lambda u: [s.update(defence=0) for s in u["steps"]]),
        "$.units[0].steps",
        "1 Pz has a defence factor of 0 at every step",
    ),
    "KG timing that can never work": (
        lambda d: d["kg_markers"][0].update(deploy_from_turn=9, available_turn=9),
        "$.kg_markers[0].deploy_from_turn",
        "KG KG A deploys from turn 9: it can never deploy in a game of 8 turns",
    ),
    "every German unit a static garrison": (
        _all_garrisons, "$.units", "every German unit is a static garrison: none can move or attack"
    ),
    "all German units in one hex": (
        _all_in_one_hex,
        "$.units[4].setup_hex",
        "68 German steps set up in 0302: more than it and the hexes around can hold (63)",
    ),
    "a unit id with a space": (
        lambda d: d["units"][1].update(id="de inf"), "$.units[1].id", "unit id 'de inf' has spaces in it"
    ),
}  # fmt: skip


def _broken(tmp_path: Path, name: str) -> tuple[Path, str, str]:
    change, where, message = BROKEN[name]
    data = copy.deepcopy(TINY)
    change(data)
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, where, message


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_the_panel_validate_and_the_client_give_one_verdict(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, where, message = _broken(tmp_path, name)
    scenario = load_scenario(path)  # a sound format: the editor opens it
    errors = {(f.where, f.message) for f in findings(scenario) if f.severity == ERROR}
    assert (where, message) in errors
    assert errors == {(f.where, f.message) for f in scenario_errors(scenario)}
    assert main(["validate", str(path)]) == 1
    printed = capsys.readouterr().out.splitlines()
    assert f"{path}: {where}: {message}" in printed
    assert len(printed) == len(errors)  # validate prints every error the panel shows, no more
    with pytest.raises(ScenarioError, match=r"broken\.json"):
        load_playable(path)


def test_a_river_side_between_hexes_that_share_none_is_refused_with_its_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = copy.deepcopy(TINY)
    data["map"]["rivers"][0]["hexsides"].append(["0101", "0505"])
    path = tmp_path / "river.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["validate", str(path)]) == 1
    assert capsys.readouterr().out.splitlines() == [
        f"{path}: $.map.rivers[0].hexsides[4]: river Testa: hexes 0101 and 0505 are not adjacent"
    ]


def test_the_shipped_and_the_tiny_scenario_give_no_error_and_the_warnings_stay_warnings() -> None:
    assert findings(load_scenario(DEFAULT_SCENARIO)) == []
    tiny = load_scenario(DATA / "tiny.json")
    assert [(f.severity, f.where, f.message) for f in findings(tiny)] == [
        (
            WARNING,
            "$.tables.victory.soviet_victory_at",
            "the Soviet player can score at most 27 VP: a Soviet victory at 32 VP can never be reached",
        )
    ]


def test_a_unit_out_of_c_and_c_at_the_set_up_is_a_warning_naming_it(tmp_path: Path) -> None:
    data = copy.deepcopy(TINY)
    data["units"][1]["setup_hex"] = "0603"  # 2 Inf behind the Soviet units, their zones of control all round
    path = tmp_path / "cut.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    cut = [f for f in findings(load_scenario(path)) if f.rule == "9.2"]
    assert [(f.severity, f.where, f.hexes, f.unit, f.message) for f in cut] == [
        (WARNING, "$.units[1].setup_hex", ("0603",), "de-inf",
         "2 Inf sets up in 0603, out of C&C: it traces to no German C&C source"),
    ]  # fmt: skip
