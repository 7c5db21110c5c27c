"""Game records: save atomically, load, replay with desync detection, seek by snapshots."""

from __future__ import annotations

import gc
import json
import os
import weakref
from pathlib import Path
from typing import Any

import pytest

from panzer_qt import Game, RecordError
from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.commands import EndPhase
from panzer_qt.model.enums import Side
from panzer_qt.model.errors import Problem
from panzer_qt.model.record import GameRecord, scenario_hash
from panzer_qt.model.versions import RECORD_FORMAT
from panzer_qt.records.cursor import ReplayCursor
from panzer_qt.records.record_files import load_game, load_record, record_from_json, save_record
from tests.helpers.games import scenario


def played(steps: int = 60, seed: int = 21) -> Game:
    game = Game.new(scenario("tiny"), seed=seed)
    players = {Side.GERMAN: RandomPolicy(1), Side.SOVIET: RandomPolicy(2)}
    from panzer_qt.rules.errors import IllegalCommand

    while len(game.steps) < steps and not game.state.game_over:
        side = game.side_to_act()
        assert side is not None
        player = players[side]
        command = player.choose(game)
        try:
            game.apply(command)
        except IllegalCommand:
            player.refused(command)
    return game


def test_save_and_load_reproduce_the_game(tmp_path: Path) -> None:
    game = played()
    path = tmp_path / "game.json"
    save_record(game, path)
    loaded = load_game(path)
    assert loaded.state == game.state
    assert [s.events for s in loaded.steps] == [s.events for s in game.steps]
    record = load_record(path)
    assert (record.seed, record.format_version, len(record.steps)) == (21, RECORD_FORMAT, len(game.steps))
    assert record.scenario == game.scenario


def test_from_record_stops_at_a_step_and_seek_agrees() -> None:
    game = played(80)
    record = game.record()
    cursor = ReplayCursor(record)
    for upto in (0, 1, 17, 40, len(record.steps)):
        replayed = Game.from_record(record, upto=upto)
        assert len(replayed.steps) == upto
        cursor.seek(upto)
        assert cursor.game.state == replayed.state
    assert record.snapshots, "phase starts are snapshotted"
    for k, v in record.snapshots.items():
        cursor.seek(k)
        assert cursor.game.state == v


def only_problem(data: dict[str, Any], path: Path) -> Problem:
    """The one problem loading ``data``, written to ``path``, reports (the file named)."""
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError) as info:
        load_game(path)
    assert info.value.path == str(path)
    (problem,) = info.value.problems
    return problem


def test_desync_names_the_first_differing_event(tmp_path: Path) -> None:
    data = json.loads(played(40).record().model_dump_json())
    step = next(i for i, s in enumerate(data["steps"]) if s["command"]["type"] == "end_phase")
    data["steps"][step]["events"][0]["turn"] = 7
    problem = only_problem(data, tmp_path / "tampered.json")
    assert problem.where == f"$.steps[{step}].events[0]"
    assert problem.message == (
        f"step {step + 1}: desync: the phase_started event differs in turn: the engine has 1, the record has 7"
    )


def test_desync_of_another_kind_of_event_names_both_kinds(tmp_path: Path) -> None:
    data = json.loads(played(40).record().model_dump_json())
    step = next(i for i, s in enumerate(data["steps"]) if len({e["type"] for e in s["events"][:2]}) == 2)
    events = data["steps"][step]["events"]
    first, second = events[0]["type"], events[1]["type"]
    events[0], events[1] = events[1], events[0]
    problem = only_problem(data, tmp_path / "swapped.json")
    assert problem.where == f"$.steps[{step}].events[0]"
    assert (
        problem.message
        == f"step {step + 1}: desync: the engine produced a {first} event, the record has a {second} event"
    )


def test_refused_command_in_record_is_a_desync(tmp_path: Path) -> None:
    game = played(10)
    data = json.loads(game.record().model_dump_json())
    data["steps"].insert(0, {"command": {"type": "choose_sequence", "sequence": "fight_move"}, "events": []})
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError, match=r"\$\.steps\[0\]\.command: step 1: desync: the engine refuses it: Illegal"):
        load_game(path)


def test_edited_scenario_is_caught_by_the_hash(tmp_path: Path) -> None:
    data = json.loads(played(5).record().model_dump_json())
    data["scenario"]["units"][0]["steps"][0]["attack"] = 30
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError, match=r"\$\.scenario_hash: does not match the embedded scenario"):
        load_record(path)


def test_broken_files(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"kind": "panzer_qt.record", "seed": ')
    with pytest.raises(RecordError, match="line 1 column 38: invalid JSON"):
        load_record(path)
    path.write_text(json.dumps({"kind": "panzer_qt.record", "format_version": 9}))
    with pytest.raises(RecordError, match="format version 9 is newer"):
        load_record(path)
    path.write_text(json.dumps({"kind": "panzer_qt.record", "seed": 1}))
    with pytest.raises(RecordError, match=r"\$\.scenario: a required field is missing"):
        load_record(path)


def test_save_is_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    save_record(played(5), path)
    before = path.read_bytes()

    def fail(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError, match="disk full"):
        save_record(played(30), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_record_holds_set_up_events_and_hash() -> None:
    game = Game.new(scenario("tiny"), seed=3, auto_deploy=False)
    game.apply(EndPhase())
    record = game.record()
    assert record.start_events == game.start_events and record.start_events
    assert record.scenario_hash == scenario_hash(scenario("tiny"))
    assert len(record.scenario_hash) == 64


def test_undo_moves_within_a_phase_until_a_barrier() -> None:
    from panzer_qt.model.commands import Move

    game = Game.new(scenario("tiny"), seed=2)
    start = game.state.model_copy(deep=True)
    reach = game.movement_range(["su-rif"])
    target = next(h for h in reach if h != "0503" and not reach.uncertain(h))
    game.apply(Move(unit_ids=["su-rif"], path=reach.path(target)))
    assert game.can_undo()
    command = game.undo()
    assert isinstance(command, Move) and game.state == start and len(game.steps) == 1
    assert not game.can_undo()  # the step before was the end of the set-up: a new phase began
    game.apply(EndPhase())
    with pytest.raises(Exception, match="nothing to undo"):
        game.undo()


def test_is_legal_answers_without_changing_the_game() -> None:
    from panzer_qt.model.commands import ChooseSequence, Move
    from panzer_qt.model.enums import Sequence

    game = Game.new(scenario("tiny"), seed=2)
    before, steps = game.state.model_copy(deep=True), len(game.steps)
    reach = game.movement_range(["su-rif"])
    target = next(h for h in reach if h != "0503")
    assert game.is_legal(Move(unit_ids=["su-rif"], path=reach.path(target)))
    assert not game.is_legal(Move(unit_ids=["de-pz"], path=["0303"]))  # not the German's turn (12.0)
    assert not game.is_legal(ChooseSequence(sequence=Sequence.FIGHT_MOVE))
    assert game.is_legal(EndPhase())
    assert game.state == before and len(game.steps) == steps
    assert all(game.is_legal(c) for c in game.legal_commands()[:25])


def _written(tmp_path: Path, data: dict[str, object]) -> Path:
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    return path


def _problem(path: Path) -> str:
    with pytest.raises(RecordError) as info:
        load_game(path)
    (problem,) = info.value.problems
    return str(problem)


def test_record_options_are_checked_against_its_tables(tmp_path: Path) -> None:
    """A record's own options (not the embedded scenario's) used to reach play unchecked: KeyError on turn 9."""
    data = json.loads(played(5).record().model_dump_json())
    data["options"]["last_turn"] = 9
    message = "the game lasts 9 turns, but the weather table has no row for turn 9 (5.1)"
    assert _problem(_written(tmp_path, data)) == f"$.options.last_turn: {message}"


def test_a_decision_answer_with_nothing_pending_is_a_desync(tmp_path: Path) -> None:
    data = json.loads(played(10).record().model_dump_json())
    data["steps"].insert(1, {"command": {"type": "choose_step_loss", "unit_id": "su-rif"}, "events": []})
    data["snapshots"] = {}
    message = "desync: the engine refuses it: Illegal: no decision is pending for choose_step_loss to answer (13.9)"
    assert _problem(_written(tmp_path, data)) == f"$.steps[1].command: step 2: {message}"


def test_snapshots_must_be_the_states_the_commands_lead_to(tmp_path: Path) -> None:
    game = played(60)
    data = json.loads(game.record().model_dump_json())
    last = max(data["snapshots"], key=int)
    unit = next(u for u, s in data["snapshots"][last]["units"].items() if s["steps"] > 1)
    data["snapshots"][last]["units"][unit]["steps"] -= 1
    problem = f"$.snapshots.{last}.units.{unit}.steps: step {last}: desync: not the state the commands lead to"
    assert _problem(_written(tmp_path, data)) == problem
    data = json.loads(game.record().model_dump_json())
    data["snapshots"]["9999"] = data["snapshots"]["0"]
    assert _problem(_written(tmp_path, data)) == f"$.snapshots.9999: a snapshot past the last step ({len(game.steps)})"
    data = json.loads(game.record().model_dump_json())
    del data["snapshots"][last]
    again = load_game(_written(tmp_path, data))  # snapshots are for seeking: the replay takes its own
    assert again.state == game.state and again.record().snapshots == game.record().snapshots


@pytest.mark.parametrize("version", ["2", 2.0, "3", 3.0, True])
def test_record_format_version_is_never_coerced(tmp_path: Path, version: object) -> None:
    data = json.loads(played(5).record().model_dump_json())
    data["format_version"] = version
    assert _problem(_written(tmp_path, data)).startswith("$.format_version: should be a whole number")


def test_a_recorded_die_off_the_die_is_refused_where_it_stands(tmp_path: Path) -> None:
    """Found by the file fuzzing: a replay hands the engine the recorded rolls, and a 7 reached the CRT
    (IndexError). A die shows 1 to 6; anything else is refused when the file is read."""
    data = json.loads(played(40).record().model_dump_json())
    i, j = next(
        (i, j)
        for i, step in enumerate(data["steps"])
        for j, event in enumerate(step["events"])
        if event["type"] == "dice_rolled"
    )
    data["steps"][i]["events"][j]["dice"][0] = 7
    expected = f"$.steps[{i}].events[{j}].dice[0]: should be at most 6"
    assert _problem(_written(tmp_path, data)) == expected


def test_a_record_validated_in_pieces_is_the_record_validated_whole(tmp_path: Path) -> None:
    """The steps and snapshots are validated one at a time (the lock offered between them); the result is the
    same record, and a broken step still gets every problem of the file named, with its place."""
    game = played(steps=40)
    path = tmp_path / "game.json"
    save_record(game, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["snapshots"] and len(data["steps"]) == 40
    assert record_from_json(data, "game.json") == GameRecord.model_validate(data)
    data["steps"][17]["command"]["type"] = "fly"
    data["seed"] = "x"
    with pytest.raises(RecordError) as refused:
        record_from_json(data, "game.json")
    places = [problem.where for problem in refused.value.problems]
    assert "$.seed" in places and any(p.startswith("$.steps[17].command") for p in places)


def test_a_game_read_from_a_record_keeps_its_seed_until_its_first_fresh_roll_and_is_freed_at_once() -> None:
    """Play going on from a record rolls fresh dice, and the game stops naming its seed at the first of them. The
    game is freed as soon as it is let go (the client proves every save by replaying it: a reference cycle made each
    proof's whole game wait for a full collection of the cycle collector, which stops the window)."""
    record = played(40).record()
    game = Game.from_record(record)
    assert game.seed == 21
    copy = game.copy()
    assert 1 <= game.dice() <= 6 and game.seed is None and copy.seed == 21
    collecting = gc.isenabled()
    gc.disable()
    try:
        gone = weakref.ref(Game.from_record(record))
        assert gone() is None  # no cycle: gone without the collector
    finally:
        if collecting:
            gc.enable()
