"""Nothing lost, nothing forged (issue 27, items 5 and 6): numbers, names and lists past what the rules can mean are
refused at their place before any work; a record that names its seed holds that seed's dice; snapshot keys are
canonical; dropped snapshots are no loss; names in messages are escaped; a record given to the editor is named as
one. Each case through ``validate`` (the command) and the loaders the windows use."""

from __future__ import annotations

import json
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from panzer_qt import Game
from panzer_qt.editing.files import read_scenario
from panzer_qt.model.errors import FileProblemError, RecordError, ScenarioError
from panzer_qt.model.record import scenario_hash
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.tables import Tables
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.records.record_files import load_game, load_record, save_record
from panzer_qt.records.review import Review
from panzer_qt.records.validate import validate_file
from panzer_qt.rules.dice import Dice
from panzer_qt.rules.movement.costs import MovePosition
from panzer_qt.rules.movement.range import search
from panzer_qt.ui.play.session import load_any
from panzer_qt.ui.translated import dice_source
from tests.helpers.editor_kit import make_editor
from tests.records.test_file_safety import default_json, validate
from tests.records.test_records import played

COMBATS = 120
"""Steps of the seeded record the dice cases edit: enough for a combat (its die decides its result)."""


def written(tmp_path: Path, data: Any, name: str = "case.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data, separators=(",", ":")), encoding="utf-8")
    return path


def refusal(path: Path) -> list[str]:
    """What ``validate`` prints for a refused file (its exit status checked)."""
    done = validate(path)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    return done.stdout.splitlines()


def refused_alike(path: Path, line: str) -> None:
    """``validate``, the client's and the editor's readers refuse the scenario at ``path`` with this one line."""
    assert refusal(path) == [line]
    for reader in (load_any, read_scenario):
        with pytest.raises(FileProblemError) as refused:
            reader(path)
        assert refused.value.describe() == line


def seeded_record(seed: int = 77) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(played(COMBATS, seed=seed).record().model_dump_json())
    return data


def combat_rolls(data: dict[str, Any]) -> list[tuple[int, int]]:
    """(step, event) of every combat die of a record."""
    return [
        (i, j)
        for i, step in enumerate(data["steps"])
        for j, event in enumerate(step["events"])
        if event["type"] == "dice_rolled" and event["purpose"].startswith("combat")
    ]


# -- numbers, lists and names past any sensible bound ------------------------------------------------------------
def test_a_town_vp_of_4300_digits_is_refused_where_it_stands(tmp_path: Path) -> None:
    """It used to pass the reader and raise ValueError where a message wrote it out (validate, the editor)."""
    data = default_json()
    data["tables"]["victory"]["town_vp"] = 1
    text = json.dumps(data).replace('"town_vp": 1', '"town_vp": ' + "9" * 4300)
    path = written(tmp_path, text)
    refused_alike(path, f"{path}: $.tables.victory.town_vp: a number with 4,300 digits is too large")


def test_table_values_past_what_the_rules_mean_are_refused(tmp_path: Path) -> None:
    data = default_json()
    data["tables"]["victory"]["town_vp"] = 100
    data["tables"]["shifts"]["kg"] = 10
    data["tables"]["stacking"]["german_steps"] = 100
    path = written(tmp_path, data)
    assert refusal(path) == [
        f"{path}: $.tables.shifts.kg: should be at most 9",
        f"{path}: $.tables.stacking.german_steps: should be at most 99",
        f"{path}: $.tables.victory.town_vp: should be at most 99",
    ]


def test_245000_empty_units_are_refused_before_any_is_read(tmp_path: Path) -> None:
    """Every reader refused them, after 1.6 GB and 16 s (1.7 million problems made, then counted)."""
    data = default_json()
    data["units"] = [{}] * 245_000
    path = written(tmp_path, data)
    start = time.perf_counter()
    refused_alike(path, f"{path}: $.units: has 245,000 entries, allows at most 999")
    assert time.perf_counter() - start < 15


def test_broken_steps_of_a_record_are_placed_the_first_50_kept_and_the_rest_counted(tmp_path: Path) -> None:
    data = seeded_record()
    data["steps"] = [{}] * 90_000
    path = written(tmp_path, data)
    lines = refusal(path)
    assert lines[:2] == [
        f"{path}: $.steps[0].command: a required field is missing",
        f"{path}: $.steps[0].events: a required field is missing",
    ]
    assert lines[49:] == [
        f"{path}: $.steps[24].events: a required field is missing",
        f"{path}: ... and 179,950 more problems",
    ]


def test_movement_allowances_of_millions_are_refused(tmp_path: Path) -> None:
    """They validated, then a unit's selection took 3.7-24 s and 1.5 GB (a bucket per MP) and simulate ran out of
    memory."""
    data = default_json()
    data["tables"]["movement"] = {w: {"non_mechanized": 10**7, "mechanized": 10**6} for w in ("storm", "thaw", "frost")}
    path = written(tmp_path, data)
    lines = refusal(path)
    assert lines[:2] == [
        f"{path}: $.tables.movement.storm.non_mechanized: should be at most 99",
        f"{path}: $.tables.movement.storm.mechanized: should be at most 99",
    ]
    assert len(lines) == 6


def test_the_movement_search_costs_the_same_whatever_the_allowance() -> None:
    """The buckets run to the dearest key reached: ten million MP reach what a thousand do, as quickly."""
    game = Game.new(Scenario.model_validate(default_json()), seed=3)
    position = MovePosition(game.board, game.state)
    unit = next(iter(position.stacks.values()))[0]
    rules = position.stack_rules((unit,))
    thousand = search(replace(rules, allowance=1000))
    start = time.perf_counter()
    million = search(replace(rules, allowance=10_000_000))
    assert time.perf_counter() - start < 1.0
    reached = thousand.hexes  # only their entries count (``Reach``): the others hold a key beyond the allowance
    assert million.hexes == reached and len(reached) > 500
    assert [(million.cost[h], million.other[h], million.parent[h]) for h in reached] == [
        (thousand.cost[h], thousand.other[h], thousand.parent[h]) for h in reached
    ]


def test_an_8_million_character_town_name_is_refused(tmp_path: Path) -> None:
    data = default_json()
    data["map"]["towns"][0]["name"] = "x" * 8_000_000
    path = written(tmp_path, data)
    refused_alike(path, f"{path}: $.map.towns[0].name: should be at most 100 characters long")


# -- dice and seeds ----------------------------------------------------------------------------------------------
def test_a_record_naming_seed_77_with_its_attack_dice_fixed_is_refused(tmp_path: Path) -> None:
    data = seeded_record()
    rolls = combat_rolls(data)
    assert rolls, "the record has combats"
    for i, j in rolls:
        data["steps"][i]["events"][j]["dice"] = [6]
    path = written(tmp_path, data)
    all_rolls = [
        (where, value)
        for where, events in [("$.start_events", data["start_events"])]
        + [(f"$.steps[{i}].events", s["events"]) for i, s in enumerate(data["steps"])]
        for where_j, event in enumerate(events)
        if event["type"] == "dice_rolled"
        for where, value in [(f"{where}[{where_j}].dice[{k}]", v) for k, v in enumerate(event["dice"])]
    ]
    dice = Dice(77)
    where, value, expected = next((w, v, e) for (w, v), e in ((r, dice()) for r in all_rolls) if v != e)
    step = f"step {int(where.split('[')[1].split(']')[0]) + 1}: " if where.startswith("$.steps[") else ""
    message = (
        f"{step}the die shows {value}, but seed 77 rolls a {expected} here: a record that names its seed holds that"
        " seed's dice"
    )
    assert refusal(path) == [f"{path}: {where}: {message}"]
    for opened in (load_any, Review.open, load_game):
        with pytest.raises(RecordError) as refused:
            opened(path)  # type: ignore[operator]
        assert [str(p) for p in refused.value.problems] == [f"{where}: {message}"]


def test_a_changed_seed_is_refused_at_the_first_die_it_does_not_roll(tmp_path: Path) -> None:
    data = seeded_record()
    data["seed"] = 78
    (line,) = refusal(written(tmp_path, data))
    first = Dice(78)()
    shown = data["start_events"][next(j for j, e in enumerate(data["start_events"]) if e["type"] == "dice_rolled")]
    assert shown["dice"][0] != first  # else the first die would not tell the seeds apart
    assert ": the die shows" in line and f"but seed 78 rolls a {first} here" in line


def test_a_changed_die_of_a_record_without_a_seed_is_refused_at_the_die_with_both_values(tmp_path: Path) -> None:
    """Without a seed the record's dice are the game's; a die changed alone no longer gives the recorded combat: the
    refusal points at the die (in the viewer's step numbers), with the record's value and the one its combat had."""
    data = seeded_record()
    data["seed"] = None
    i, j = combat_rolls(data)[0]
    old = data["steps"][i]["events"][j]["dice"][0]
    data["steps"][i]["events"][j]["dice"] = [old % 6 + 1]
    resolved = data["steps"][i]["events"][j + 1]
    assert resolved["type"] == "combat_resolved" and resolved["roll"] == old
    path = written(tmp_path, data)
    (line,) = refusal(path)
    assert line.startswith(
        f"{path}: $.steps[{i}].events[{j}].dice[0]: step {i + 1}: desync: the record's die shows {old % 6 + 1}, but its"
        f" combat was resolved with a {old}: re-simulated with the {old % 6 + 1}, the combat's result is "
    )
    assert line.endswith(f"(the record's: {resolved['result']})")


def test_a_seeded_game_reopened_and_played_on_drops_its_seed_and_reopens(tmp_path: Path) -> None:
    game = played(40, seed=77)
    path = tmp_path / "game.json"
    save_record(game, path)
    again = load_game(path)
    save_record(again, path)  # no new die: the seed still holds
    assert load_record(path).seed == 77
    steps = len(again.steps)
    more = played(COMBATS, seed=77)  # the same game, further: its later commands, replayed with fresh dice
    for step in more.steps[steps:]:
        if again.state.game_over or not again.is_legal(step.command):
            break
        again.apply(step.command)
        if again.seed is None:
            break
    assert again.seed is None, "a die was rolled after reopening"
    save_record(again, path)
    assert validate_file(path) == [] and load_record(path).seed is None
    assert load_game(path).state == again.state


def test_the_viewer_and_the_report_say_where_the_dice_come_from() -> None:
    assert (dice_source(77), dice_source(None)) == ("Dice from seed 77", "Dice as recorded")


# -- snapshots ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("forged", ["0{key}", "+{key}", " {key}", "{key}_"])
def test_a_forged_snapshot_key_is_refused(tmp_path: Path, forged: str) -> None:
    """``"04"`` and its kind were read as 4 and merged with the true snapshot 4: the forged one could win."""
    data = seeded_record()
    key = sorted(data["snapshots"], key=int)[-1]
    fake = forged.format(key=key)
    data["snapshots"] = {fake: data["snapshots"]["0"], **data["snapshots"]}
    path = written(tmp_path, data)
    place = f"$.snapshots.{fake}" if fake.isidentifier() or fake[0].isdigit() else f"$.snapshots[{json.dumps(fake)}]"
    message = f"a key here is a whole number written plainly (such as 4), not {fake!r}"
    assert refusal(path) == [f"{path}: {place}: {message}"]
    with pytest.raises(RecordError) as client:
        load_any(path)
    assert [str(p) for p in client.value.problems] == [f"{place}: {message}"]


def test_a_record_without_its_snapshots_is_proved_by_its_replay(tmp_path: Path) -> None:
    """Snapshots are for seeking, not for truth: the events are checked one by one, the replay takes its own."""
    game = played(COMBATS, seed=77)
    data = json.loads(game.record().model_dump_json())
    data["snapshots"] = {}
    path = written(tmp_path, data)
    assert validate_file(path) == []
    again = load_game(path)
    assert again.state == game.state and again.snapshots == game.snapshots
    data["steps"][5]["events"] = data["steps"][6]["events"]  # and the events still are the truth
    assert validate_file(written(tmp_path, data))


# -- the CRT ------------------------------------------------------------------------------------------------------
def test_crt_columns_in_another_order_are_harmless() -> None:
    """The columns are read into their printed order: the same tables, the same scenario hash, the same game."""
    data = default_json()
    crt = Tables().model_dump(mode="json")["crt"]
    data["tables"]["crt"] = dict(reversed(list(crt.items())))
    reordered = Scenario.model_validate(data)
    plain = Scenario.model_validate(default_json())
    assert reordered == plain and scenario_hash(reordered) == scenario_hash(plain)
    assert list(reordered.tables.crt) == list(crt)


def test_a_crt_column_reordered_in_a_records_scenario_is_refused(tmp_path: Path) -> None:
    """The column's results are the scenario's: with the record's dice its combats give other results (a desync)."""
    data = seeded_record()
    data["scenario"]["tables"]["crt"] = {c: list(reversed(r)) for c, r in data["scenario"]["tables"]["crt"].items()}
    canonical = json.dumps(data["scenario"], sort_keys=True, separators=(",", ":"))
    import hashlib

    data["scenario_hash"] = hashlib.sha256(canonical.encode("utf-8")).hexdigest()
    (line,) = refusal(written(tmp_path, data))
    assert ": desync: the combat_resolved event differs in result:" in line


# -- names in messages, and a record given to the editor ----------------------------------------------------------
def test_a_file_name_with_a_newline_and_a_bidi_override_is_shown_escaped(tmp_path: Path) -> None:
    path = tmp_path / "evil\u202e\nnosj.png"
    path.write_text("{", encoding="utf-8")
    shown = str(tmp_path) + "/evil\\u202e\\nnosj.png"
    assert refusal(path) == [
        f"{shown}: line 1 column 2: invalid JSON: Expecting property name enclosed in double quotes"
    ]
    with pytest.raises(FileProblemError) as client:
        load_any(path)
    assert client.value.describe().startswith(f"{shown}: ")


def test_a_record_given_to_the_editor_is_named_as_one(tmp_path: Path, qtbot: QtBot) -> None:
    """It used to say "format version 4 is newer than this program knows (1); update panzer_qt"."""
    path = written(tmp_path, seeded_record(), "game.json")
    with pytest.raises(ScenarioError) as refused:
        read_scenario(path)
    assert refused.value.describe() == f"{path}: $.kind: this file is a game record, not a scenario"
    assert refused.value.other_kind == "panzer_qt.record"
    window = make_editor(qtbot, tmp_path)
    before = window.document.scenario
    assert window.actions_.open(path) is False
    box = window.actions_.message
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.text().startswith("game.json is a game record (a saved game), not a scenario")
    buttons = {b.text(): b for b in box.buttons() if isinstance(b, QPushButton)}
    assert set(buttons) >= {"Play On in the Client", "Review in the Viewer"}
    buttons["Play On in the Client"].click()
    (client,) = window.actions_.playtests
    assert client.session.game.steps == load_game(path).steps  # type: ignore[attr-defined]
    assert window.document.scenario is before
    client.close()
    window.close()


def test_a_scenario_given_for_a_record_is_named_as_one(tmp_path: Path) -> None:
    path = written(tmp_path, default_json())
    with pytest.raises(RecordError) as refused:
        load_record(path)
    assert refused.value.describe() == f"{path}: $.kind: this file is a scenario, not a game record"
    assert DEFAULT_SCENARIO.exists()
