"""Scenario loading and validation: every kind of broken file gets a precise message."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from panzer_qt import ScenarioError, load_scenario
from panzer_qt.model import jsonfile
from tests.conftest import DATA, ROOT

Edit = Callable[[dict[str, Any]], None]


def tiny() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA / "tiny.json").read_text())
    return data


def write(tmp_path: Path, data: Any, name: str = "broken.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return path


def problems_of(path: Path) -> list[str]:
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    assert info.value.path == str(path)
    return [str(p) for p in info.value.problems]


def test_test_scenarios_load() -> None:
    for path in sorted(DATA.glob("*.json")):
        scenario = load_scenario(path)
        assert scenario.meta.name


def test_invalid_json_names_line_and_column(tmp_path: Path) -> None:
    path = write(tmp_path, '{\n  "meta": {"name": "x"},\n  "map": {"columns": 3,, "rows": 3}\n}')
    assert problems_of(path) == ["line 3 column 24: invalid JSON: Expecting property name enclosed in double quotes"]


def _set(path: list[str | int], value: Any) -> Edit:
    def edit(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return edit


def _drop(path: list[str | int]) -> Edit:
    def edit(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]

    return edit


def _duplicate_unit(data: dict[str, Any]) -> None:
    data["units"].append(dict(data["units"][0]))


@pytest.mark.parametrize(
    ("edit", "expected"),
    [
        (_drop(["meta"]), "$.meta: a required field is missing"),
        (_drop(["units", 2, "side"]), "$.units[2].side: a required field is missing"),
        (_set(["map", "columns"], "six"), "$.map.columns: should be a whole number"),
        (_set(["units", 0, "side"], "italian"), "$.units[0].side: should be 'german' or 'soviet'"),
        (_set(["units", 1, "colour"], "grey"), "$.units[1].colour: this field is not part of the format"),
        (_set(["map", "terrain", "0909"], "forest"), "$.map.terrain.0909: hex 0909 is not on the 6x6 map"),
        (
            _set(["map", "terrain", "0101"], "lava"),
            "$.map.terrain.0101: should be 'clear', 'forest', 'rough' or 'marsh'",
        ),
        (
            _set(["map", "towns", 0, "hexes"], ["0404", "0107"]),
            "$.map.towns[0].hexes[1]: hex 0107 is not on the 6x6 map",
        ),
        (
            _set(["map", "hex_sets", "german_cc"], ["0101", "0701"]),
            "$.map.hex_sets.german_cc[1]: hex 0701 is not on the 6x6 map",
        ),
        (
            _set(["map", "rivers", 0, "hexsides", 1], ["0302", "0304"]),
            "$.map.rivers[0].hexsides[1]: river Testa: hexes 0302 and 0304 are not adjacent",
        ),
        (_set(["map", "hex_sets", "soviet_exit"], ["12"]), "$.map.hex_sets.soviet_exit[0]: should match the pattern"),
        (_duplicate_unit, "$.units[0].id: unit id 'de-pz' is used 2 times"),
        (_set(["units", 0, "setup_hex"], "0606"), "$.units[0].setup_hex: 1 Pz: set-up hex 0606 is not on the map"),
        (_set(["units", 3, "steps"], []), "$.units[3].steps: has 0 entries, needs at least 1"),
        (_set(["units", 3, "steps", 0, "attack"], -1), "$.units[3].steps[0].attack: should be at least 0"),
        (_set(["tables"], {"crt": {"1:2": ["DR"]}}), "$.tables.crt: columns must be exactly"),
        (_set(["tables"], {"weather": {"2": ["thaw"] * 5}}), "$.tables.weather: turn 2 must have 6 entries, has 5"),
        (
            _set(["tables"], {"river_crossing": {"by_roll": {"thaw": [0, 1]}}}),
            "$.tables.river_crossing.by_roll: row thaw must have 6 entries, has 2",
        ),
        (_set(["setup", "controlled_by", "0303"], "soviet"), "$.setup.controlled_by.0303: hex 0303 is not a town"),
    ],
)
def test_broken_scenario_message(tmp_path: Path, edit: Edit, expected: str) -> None:
    data = tiny()
    edit(data)
    problems = problems_of(write(tmp_path, data))
    assert any(p.startswith(expected) for p in problems), problems


def test_every_problem_is_listed(tmp_path: Path) -> None:
    data = tiny()
    data["units"][0]["setup_hex"] = "0707"
    data["map"]["terrain"]["0808"] = "forest"
    data["map"]["rivers"][1]["hexsides"].append(["0101", "0303"])
    problems = problems_of(write(tmp_path, data))
    assert len(problems) == 3


def test_newer_format_is_refused(tmp_path: Path) -> None:
    data = tiny()
    data["format_version"] = 99
    (problem,) = problems_of(write(tmp_path, data))
    assert problem.startswith("$.format_version: format version 99 is newer than this program knows (1)")


def test_oversized_file_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(jsonfile, "MAX_FILE_BYTES", 1000)
    path = write(tmp_path, tiny())
    (problem,) = problems_of(path)
    assert problem == f"$: file is {path.stat().st_size:,} bytes, over the 1,000-byte limit"


def test_missing_file(tmp_path: Path) -> None:
    (problem,) = problems_of(tmp_path / "nowhere.json")
    assert problem.startswith("$: cannot read the file")


def test_pickle_is_never_loaded(tmp_path: Path) -> None:
    path = tmp_path / "evil.json"
    path.write_bytes(pickle.dumps({"meta": {"name": "x"}}))
    (problem,) = problems_of(path)
    assert "UTF-8" in problem or "invalid JSON" in problem


def test_top_level_must_be_object(tmp_path: Path) -> None:
    assert problems_of(write(tmp_path, [1, 2])) == ["$: expected a JSON object holding a scenario"]


def _validate(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "panzer_qt", "validate", *args], capture_output=True, text=True, cwd=ROOT, check=False
    )


FIXTURES = {"combat.json": (9, 8), "movement.json": (1, 0)}
"""Rule-test maps whose units wait off the map for the tests to place them: as games, their German reinforcements
have no entry hex and their Soviet ones never arrive (10.1), so ``validate`` refuses them (how many of each)."""


def test_validate_command_accepts_test_scenarios_and_refuses_the_fixtures_as_games() -> None:
    for path in sorted(DATA.glob("*.json")):
        done = _validate(str(path))
        if path.name not in FIXTURES:
            assert (done.returncode, done.stdout.strip()) == (0, "OK"), done.stderr
            continue
        lines = done.stdout.splitlines()
        german = [line for line in lines if line.endswith("would never enter: there is no German entry hex")]
        soviet = [line for line in lines if line.endswith("only German units enter as reinforcements")]
        assert (done.returncode, len(german), len(soviet), len(lines)) == (
            1,
            *FIXTURES[path.name],
            sum(FIXTURES[path.name]),
        )


def test_validate_command_lists_problems_without_traceback(tmp_path: Path) -> None:
    data = tiny()
    data["units"][0]["setup_hex"] = "0707"
    data["map"]["terrain"]["0808"] = "forest"
    path = write(tmp_path, data)
    done = _validate(str(path))
    assert done.returncode == 1
    assert done.stdout.splitlines() == [
        f"{path}: $.map.terrain.0808: hex 0808 is not on the 6x6 map",
        f"{path}: $.units[0].setup_hex: 1 Pz: set-up hex 0707 is not on the map",
    ]
    assert "Traceback" not in done.stderr


def test_validate_command_unknown_kind(tmp_path: Path) -> None:
    path = write(tmp_path, {"kind": "spreadsheet"})
    done = _validate(str(path))
    assert done.returncode == 1
    assert '$.kind: unknown file kind "spreadsheet"' in done.stdout


def test_crt_columns_may_come_in_any_order(tmp_path: Path) -> None:
    from panzer_qt.model.tables import CRT_COLUMNS, Tables

    crt = Tables().model_dump(mode="json")["crt"]
    data = tiny()
    data["tables"] = {"crt": dict(reversed(list(crt.items())))}
    loaded = load_scenario(write(tmp_path, data))
    assert tuple(loaded.tables.crt) == CRT_COLUMNS and loaded.tables == Tables()


@pytest.mark.parametrize(
    ("edit", "expected"),
    [
        (
            _set(["options"], {"last_turn": 9}),
            "$.options.last_turn: the game lasts 9 turns, but the weather table has no row for turn 9 (5.1)",
        ),
        (_set(["tables"], {"stacking": {"german_steps": -1}}), "$.tables.stacking.german_steps: should be at least 1"),
        (
            _set(["tables"], {"stacking": {"german_steps": 3}}),
            "$.units[0].steps: 1 Pz: 4 steps, over the stacking limit (6.1, 6.2)",
        ),
        (_set(["units", 6, "setup_hex"], "0302"), "$.units[6].setup_hex: 1 Tk: sets up in 0302 with enemy units (6.0)"),
        (
            _set(["tables"], {"river_crossing": {"major_river_roll_bonus": -9}}),
            "$.tables.river_crossing.major_river_roll_bonus: should be at least 0",
        ),
        (
            _set(["units", 5, "arrival_turn"], 12),
            "$.units[5].arrival_turn: 9 SS: arrives on turn 12, after the last turn 8",
        ),
    ],
)
def test_options_and_tables_are_checked_against_each_other(tmp_path: Path, edit: Edit, expected: str) -> None:
    data = tiny()
    edit(data)
    assert expected in problems_of(write(tmp_path, data))
