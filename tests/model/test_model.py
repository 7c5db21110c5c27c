"""The shared model: rulebook tables as defaults, JSON round trips, format versions, schemas."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import Field, ValidationError

from panzer_qt.model.commands import COMMAND_ADAPTER, DeclareAttack, EndPhase, Move
from panzer_qt.model.enums import CombatResult, Side, Terrain, Weather
from panzer_qt.model.errors import RecordError
from panzer_qt.model.events import EVENT_ADAPTER, DiceRolled, UnitMoved
from panzer_qt.model.jsonfile import parse_model
from panzer_qt.model.record import GameRecord
from panzer_qt.model.schema import SCHEMAS, schema_text
from panzer_qt.model.state import GameState
from panzer_qt.model.tables import CRT_COLUMNS, Tables
from panzer_qt.model.versions import RECORD_FORMAT
from panzer_qt.rules.loading import load_scenario
from tests.conftest import DATA, ROOT

T = Tables()

# The rulebook's Combat Results Table (14.0), row by die roll, columns 1:2 .. 7:1.
CRT_ROWS = {
    1: "DR DR DL1 DL1+DR DL1+DR DL1+DR DL1+DR DL1+DR",
    2: "AS DR DR DL1 DL1+DR DL1+DR DL1+DR DL1+DR",
    3: "AL1 AS DR DR DL1 DL1+DR DL1+DR DL1+DR",
    4: "AL1 AL1 AS DR DR DL1 DL1+DR DL1+DR",
    5: "AL1 AL1 AL1 AS DR DR DL1 DL1+DR",
    6: "AL1 EX EX EX EX EX EX EX",
}


@pytest.mark.parametrize("roll", range(1, 7))
def test_crt_default_matches_rulebook(roll: int) -> None:
    expected = CRT_ROWS[roll].split()
    assert [T.crt[col][roll - 1].value for col in CRT_COLUMNS] == expected
    assert T.crt_below is CombatResult.AL1 and T.crt_above is CombatResult.DL1_DR


def test_terrain_effects_default() -> None:
    costs = {t: (e.mp_non_mechanized, e.mp_mechanized, e.combat_shift) for t, e in T.terrain.items()}
    assert costs == {
        Terrain.CLEAR: (1, 1, 0),
        Terrain.FOREST: (1, 2, 0),
        Terrain.ROUGH: (1, 2, -1),
        Terrain.MARSH: (1, 3, 0),
    }
    assert (T.town.town_shift, T.town.fortified_shift_german_defends, T.town.fortified_shift_soviet_defends) == (
        -1,
        -2,
        -1,
    )
    assert (T.shifts.river, T.shifts.concentric_german, T.shifts.concentric_soviet, T.shifts.kg, T.shifts.tiger) == (
        -1,
        2,
        1,
        1,
        1,
    )


def test_weather_and_movement_defaults() -> None:
    assert T.first_turn_weather is Weather.THAW
    assert [w.value[0] for w in T.weather[4]] == list("tfssss")
    assert [w.value[0] for w in T.weather[8]] == list("tttttf")
    assert sorted(T.weather) == list(range(2, 9))
    mf = {w: (f.non_mechanized, f.mechanized) for w, f in T.movement.items()}
    assert mf == {Weather.STORM: (5, 7), Weather.THAW: (7, 10), Weather.FROST: (9, 13)}


def test_river_crossing_and_limits_defaults() -> None:
    assert T.river_crossing.by_roll == {Weather.STORM: [0, 1, 1, 2, 2, 3], Weather.THAW: [0, 1, 1, 1, 2, 3]}
    assert (T.river_crossing.major_river_roll_bonus, T.river_crossing.flat_cost) == (1, 3)
    assert (T.stacking.german_steps, T.stacking.soviet_non_artillery_steps, T.stacking.soviet_artillery_steps) == (
        9,
        4,
        1,
    )
    v = T.victory
    assert (v.soviet_victory_at, v.draw_at, v.exit_vp_max, v.fortified_vp) == (32, 28, 4, 4)


def test_tables_reject_missing_terrain() -> None:
    with pytest.raises(ValidationError, match="tables lack entries for: marsh"):
        Tables.model_validate(
            {"terrain": {t: {"mp_non_mechanized": 1, "mp_mechanized": 1} for t in ("clear", "forest", "rough")}}
        )


def test_commands_and_events_round_trip() -> None:
    commands = [
        Move(unit_ids=["a", "b"], path=["0101", "0102"]),
        DeclareAttack(attacker_ids=["a"], defender_hex="0202", cas=2, kg="kg-a"),
        EndPhase(),
    ]
    for command in commands:
        assert COMMAND_ADAPTER.validate_json(command.model_dump_json()) == command
    events = [
        DiceRolled(purpose="weather", dice=[4], rule="5.1"),
        UnitMoved(unit_ids=["a"], from_hex="0101", to_hex="0102", mp=1, mp_left=9),
    ]
    for event in events:
        assert EVENT_ADAPTER.validate_json(event.model_dump_json()) == event
    with pytest.raises(ValidationError):
        COMMAND_ADAPTER.validate_python({"type": "teleport", "unit_ids": ["a"]})


def test_state_round_trip_and_defaults() -> None:
    state = GameState()
    assert (state.turn, state.weather, state.cas[Side.SOVIET]) == (1, Weather.THAW, 0)
    assert GameState.model_validate_json(state.model_dump_json()) == state


def test_record_newer_format_refused() -> None:
    scenario = load_scenario(DATA / "strip.json")
    record = GameRecord(scenario=scenario, scenario_hash="0" * 64, seed=7, options=scenario.options)
    data = json.loads(record.model_dump_json())
    assert (
        parse_model(data, GameRecord, "game.json", kind="record", known_version=RECORD_FORMAT, error=RecordError)
        == record
    )
    data["format_version"] = RECORD_FORMAT + 1
    with pytest.raises(
        RecordError, match=rf"game.json: \$.format_version: format version {RECORD_FORMAT + 1} is newer"
    ):
        parse_model(data, GameRecord, "game.json", kind="record", known_version=RECORD_FORMAT, error=RecordError)


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_committed_schemas_are_current(name: str) -> None:
    committed = (ROOT / "docs" / name).read_text(encoding="utf-8")
    assert committed == schema_text(SCHEMAS[name]), f"docs/{name} is stale: run python -m panzer_qt.model.schema"


def test_schema_describes_format_version() -> None:
    schema = json.loads(Path(ROOT / "docs" / "scenario.schema.json").read_text())
    assert "format_version" in schema["properties"]
    assert "units" in schema["properties"]


def full_state() -> GameState:
    """A state with something in every list, dict and nested value."""
    return GameState.model_validate(
        {
            "units": {"a": {"hex": "0101", "steps": 2}, "b": {"hex": "0101", "steps": 1}},
            "control": {"0101": "soviet"},
            "log": {"moved": ["a"], "mp_left": {"a": 3}},
            "pending": [{"kind": "step_loss", "side": "german", "hex": "0101", "candidates": ["a", "b"]}],
            "stack_order": {"0101": ["b", "a"]},
            "combat": {"side": "soviet", "attacker_ids": ["a"], "defender_hex": "0102", "stages": ["DR"]},
        }
    )


def test_a_clone_shares_no_list_dict_or_nested_value_and_every_unit() -> None:
    """``clone`` copies what the engine changes in place and shares the immutable units (the state's own
    dictionary of stack lists included, its lists shared: they are replaced whole)."""
    state = full_state()
    before = state.model_copy(deep=True)
    twin = state.clone()
    assert (
        twin == state and twin.units["a"] is state.units["a"] and twin.stack_order["0101"] is state.stack_order["0101"]
    )
    twin.units["a"] = twin.units["a"].model_copy(update={"steps": 1})
    twin.control["0102"] = Side.GERMAN
    twin.log.moved.append("b")
    twin.log.mp_left["b"] = 0
    twin.pending[0].candidates.remove("b")
    twin.stack_order.pop("0101")
    assert twin.combat is not None
    twin.combat.stages.clear()
    twin.combat.attacker_ids.append("b")
    assert state == before


def test_clone_refuses_a_field_it_cannot_tell_how_to_copy() -> None:
    class Odd(GameState):
        grid: list[list[int]] | dict[str, int] = Field(default_factory=list)

    with pytest.raises(TypeError, match="grid"):
        Odd().clone()
