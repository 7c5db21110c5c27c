"""Reviewing a record without a window: its landmarks read from the events agree with the re-simulation at every
step; the proof's VP are the engine's; losses per side and turn; bookmarks in format 3, format 2 still opens;
twins of a cursor share checkpoints; a die no die shows is refused where it is."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest
from pydantic import ValidationError

from panzer_qt import Game, RecordError
from panzer_qt.ai.games import play_game
from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.enums import Phase, Side
from panzer_qt.model.events import StepLost, UnitEliminated
from panzer_qt.model.record import Bookmark, Ending, GameRecord
from panzer_qt.model.versions import OLDEST_RECORD_FORMAT, RECORD_FORMAT
from panzer_qt.records.cursor import CHECKPOINT_EVERY, ReplayCursor
from panzer_qt.records.record_files import (
    is_finished_game,
    load_record,
    record_from_json,
    save_record,
    save_with_bookmarks,
)
from panzer_qt.records.review import Review
from panzer_qt.records.validate import validate_file
from panzer_qt.rules.victory import vp_parts
from tests.helpers.games import scenario

SEED = 3


def finished_game(seed: int = SEED) -> Game:
    """A whole game on the tiny map between random players (8 turns, about 230 commands)."""
    game, _ = play_game(scenario("tiny"), seed, {Side.GERMAN: RandomPolicy(seed), Side.SOVIET: RandomPolicy(seed + 10)})
    assert game.state.game_over
    return game


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return finished_game().record()


@pytest.fixture(scope="module")
def review(record: GameRecord) -> Review:
    found = Review(record)
    assert found.prove_now() is None
    return found


def test_landmarks_agree_with_the_replayed_position_at_every_step(review: Review) -> None:
    cursor = ReplayCursor(review.record)
    for step in range(review.index.total + 1):
        cursor.seek(step)
        where, mark = cursor.position, review.index.mark_at(step)
        assert (mark.turn, mark.phase, mark.segment) == (where.turn, where.phase, where.segment), f"step {step}"


def test_turn_and_phase_steps(review: Review) -> None:
    index = review.index
    assert sorted(index.turn_starts) == list(range(1, 9)) and index.turn_starts[1] == 0
    for turn in range(2, 9):
        start = index.turn_starts[turn]
        assert index.mark_at(start).turn == turn and index.mark_at(start - 1).turn == turn - 1
        assert index.next_turn(start - 1) == start and index.previous_turn(start + 1) == start
        assert index.previous_turn(start) == index.turn_starts[turn - 1]
    assert index.next_turn(index.turn_starts[8]) == index.total
    starts = index.phase_steps()
    for before, after in itertools.pairwise(starts):
        assert index.next_phase(before) == after and index.previous_phase(after) == before
        assert index.mark_at(after - 1) != index.mark_at(after)
    step = index.phase_start(3, Phase.GERMAN_1)
    assert step is not None and index.mark_at(step).phase is Phase.GERMAN_1 and index.mark_at(step).turn == 3
    assert Phase.GERMAN_1 in index.phases_of(3) and index.phase_start(9, Phase.WEATHER) is None


def test_event_places_walk_every_event_both_ways(review: Review) -> None:
    index = review.index
    place, seen = (0, 0), [(0, 0)]
    while index.next_place(place) != place:
        place = index.next_place(place)
        seen.append(place)
    with_events = [(s, i) for s, events in enumerate(index.events) for i in range(len(events))]
    assert [p for p in seen if index.events[p[0]]] == with_events
    assert place == (index.total, len(index.events[-1]) - 1)
    back = [place]
    while index.previous_place(place) != place:
        place = index.previous_place(place)
        back.append(place)
    assert back[::-1] == seen


def test_the_proof_reads_vp_from_the_engine(review: Review, record: GameRecord) -> None:
    assert review.finished and review.desync is None and review.proved == len(record.steps)
    for step in (0, 1, 40, len(record.steps) // 2, len(record.steps)):
        assert review.vp[step] == vp_parts(Game.from_record(record, upto=step).state)
    assert sum(review.vp[-1].values()) == Game.from_record(record).state.vp == 5


def test_losses_per_turn_and_side_count_every_loss(review: Review, record: GameRecord) -> None:
    sides = {u.id: u.side for u in record.scenario.units}
    events = [e for step in record.steps for e in step.events]
    losses = review.index.losses()
    assert sorted(losses) == list(range(1, 9))
    for side in Side:
        steps = sum(1 for e in events if isinstance(e, StepLost) and sides[e.unit_id] is side)
        gone = sum(1 for e in events if isinstance(e, UnitEliminated) and sides[e.unit_id] is side)
        assert sum(t[side].steps for t in losses.values()) == steps > 0
        assert sum(t[side].eliminated for t in losses.values()) == gone
    assert review.index.losses(upto=0) == {turn: {s: type(losses[1][s])() for s in Side} for turn in range(1, 9)}


def test_bookmarks_are_saved_and_read_back(record: GameRecord, tmp_path: Path) -> None:
    path = tmp_path / "marked.json"
    marks = [Bookmark(step=40, title="the breakthrough", note="<b>not markup</b>\nsecond line"), Bookmark(step=3)]
    written = save_with_bookmarks(record, marks, path)
    assert [m.step for m in written.bookmarks] == [3, 40]
    again = load_record(path)
    assert again.format_version == RECORD_FORMAT == 5 and again.bookmarks == written.bookmarks
    assert again.steps == record.steps and again.snapshots == record.snapshots
    game = Game.from_record(again, upto=20)
    assert game.bookmarks == [Bookmark(step=3)] and game.record().bookmarks == [Bookmark(step=3)]


def test_a_format_2_record_still_opens_and_a_format_1_one_is_refused(record: GameRecord, tmp_path: Path) -> None:
    data = json.loads(record.model_dump_json())
    del data["bookmarks"]
    data["format_version"] = OLDEST_RECORD_FORMAT
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    old = load_record(path)
    assert old.format_version == RECORD_FORMAT and old.bookmarks == [] and old.steps == record.steps
    data["format_version"] = 1
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError, match=r"\$\.format_version: .*format version 1 comes from a development build"):
        load_record(path)


def test_the_seats_of_the_computer_are_saved_and_a_format_3_record_opens_without_them(
    record: GameRecord, tmp_path: Path
) -> None:
    game = Game.from_record(record, upto=10)
    assert game.seats == {}
    game.seats = {Side.SOVIET: 2}
    path = tmp_path / "seats.json"
    save_record(game, path)
    assert json.loads(path.read_text())["seats"] == {"soviet": 2}
    again = Game.from_record(load_record(path))
    assert again.seats == {Side.SOVIET: 2} and again.copy().seats == {Side.SOVIET: 2}
    data = json.loads(path.read_text())
    del data["seats"]
    data["format_version"] = 3
    path.write_text(json.dumps(data))
    assert load_record(path).seats == {} and load_record(path).format_version == RECORD_FORMAT


def test_how_a_game_ended_is_kept_and_a_format_4_record_opens_without_it(record: GameRecord, tmp_path: Path) -> None:
    path = tmp_path / "resigned.json"
    resigned = record.model_copy(update={"ended": Ending(how="resigned", side=Side.GERMAN)})
    save_with_bookmarks(resigned, [], path)
    assert validate_file(path) == []
    assert load_record(path).ended == Ending(how="resigned", side=Side.GERMAN)
    assert json.loads(path.read_text())["ended"] == {"how": "resigned", "side": "german"}
    data = json.loads(path.read_text())
    del data["ended"]
    data["format_version"] = 4
    path.write_text(json.dumps(data))
    old = load_record(path)
    assert old.ended is None and old.format_version == RECORD_FORMAT and old.steps == record.steps


@pytest.mark.parametrize("ended", [{"how": "resigned"}, {"how": "abandoned", "side": "soviet"}, {"how": "lost"}])
def test_an_ending_that_does_not_hold_together_is_refused(record: GameRecord, tmp_path: Path, ended: dict) -> None:
    data = json.loads(record.model_dump_json())
    data["ended"] = ended
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError, match=r"bad.json: \$\.ended"):
        load_record(path)


@pytest.mark.parametrize(("seats", "problem"), [({"soviet": 0}, "at least 1"), ({"axis": 2}, "axis")])
def test_a_broken_seat_is_refused_with_its_place(record: GameRecord, tmp_path: Path, seats: dict, problem: str) -> None:
    data = json.loads(record.model_dump_json())
    data["seats"] = seats
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError, match=rf"bad.json: \$\.seats.*{problem}"):
        load_record(path)


def test_a_bookmark_past_the_last_step_is_refused(record: GameRecord, tmp_path: Path) -> None:
    data = json.loads(record.model_dump_json())
    data["bookmarks"] = [{"step": len(record.steps) + 1, "title": "later"}]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError, match=rf"\$\.bookmarks: .*bookmark 0 marks step {len(record.steps) + 1}, past"):
        load_record(path)


def test_twins_share_their_checkpoints(record: GameRecord, monkeypatch: pytest.MonkeyPatch) -> None:
    cursor = ReplayCursor(record)
    twin = cursor.twin()
    assert twin.check() is None and cursor.step == 0
    applied: list[object] = []
    original = Game.apply

    def counting(game: Game, command: object) -> object:
        applied.append(command)
        return original(game, command)  # type: ignore[arg-type]

    monkeypatch.setattr(Game, "apply", counting)
    cursor.seek(len(record.steps) - 1)
    assert len(applied) < CHECKPOINT_EVERY
    assert cursor.game.state == Game.from_record(record, upto=len(record.steps) - 1).state
    assert cursor.game.board is not twin.game.board


def test_stepping_back_after_a_walk_applies_no_command(record: GameRecord, monkeypatch: pytest.MonkeyPatch) -> None:
    cursor = ReplayCursor(record)
    cursor.seek(45)  # from the checkpoint at 40: passes 41 to 44
    expected = {step: Game.from_record(record, upto=step).state for step in range(41, 45)}
    applied: list[object] = []
    original = Game.apply
    monkeypatch.setattr(Game, "apply", lambda game, command: applied.append(command) or original(game, command))
    for step in range(44, 40, -1):
        assert cursor.back() and cursor.step == step and cursor.game.state == expected[step]
    assert applied == []
    cursor.seek(46)  # from step 45, remembered on the walk
    assert len(applied) == 1


def test_a_roll_no_die_shows_is_refused_where_it_is(record: GameRecord) -> None:
    data = json.loads(record.model_dump_json())
    index = next(i for i, s in enumerate(data["steps"]) if any(e["type"] == "dice_rolled" for e in s["events"]))
    at = next(j for j, e in enumerate(data["steps"][index]["events"]) if e["type"] == "dice_rolled")
    data["steps"][index]["events"][at]["dice"] = [7]
    with pytest.raises(RecordError, match=rf"game.json: \$\.steps\[{index}\]\.events\[{at}\]\.dice\[0\]: .*6"):
        record_from_json(data, "game.json")


def _leaves(node: object, path: tuple[str | int, ...] = ()) -> list[tuple[tuple[str | int, ...], object]]:
    if isinstance(node, dict):
        return [leaf for key, value in node.items() for leaf in _leaves(value, (*path, key))]
    if isinstance(node, list):
        return [leaf for i, value in enumerate(node) for leaf in _leaves(value, (*path, i))]
    return [(path, node)]


def test_a_damaged_record_is_refused_or_desynced_never_a_crash(record: GameRecord) -> None:
    rng = random.Random(7)
    original = json.loads(record.model_dump_json())
    places = _leaves({"steps": original["steps"]})
    outcomes = {"refused": 0, "desync": 0, "faithful": 0}
    for _ in range(20):
        data = json.loads(json.dumps(original))
        path, value = rng.choice(places)
        holder = data
        for part in path[:-1]:
            holder = holder[part]
        if isinstance(value, bool) or value is None:
            holder[path[-1]] = rng.choice([not value, "0101", 1])
        elif isinstance(value, int):
            holder[path[-1]] = rng.choice([value + 1, value - 1, 0, -1, 7, 99])
        else:
            holder[path[-1]] = rng.choice(["0101", "9999", "de-pz", "su-rif", "x"])
        try:
            damaged = GameRecord.model_validate(data)
        except ValidationError:
            outcomes["refused"] += 1
            continue
        try:
            found = ReplayCursor(damaged).check()  # anything but a RecordError would fail the test
        except RecordError as exc:  # the set-up itself differs
            found = exc
        outcomes["faithful" if found is None else "desync"] += 1
    assert outcomes["desync"] >= 5 and outcomes["refused"] >= 2, outcomes


def test_a_finished_game_is_told_from_the_json(record: GameRecord, tmp_path: Path) -> None:
    done, going, broken = tmp_path / "done.json", tmp_path / "going.json", tmp_path / "broken.json"
    done.write_text(record.model_dump_json())
    save_record(Game.from_record(record, upto=30), going)
    broken.write_text('{"kind": "panzer_qt.record", "steps": [')
    assert is_finished_game(done) and not is_finished_game(going) and not is_finished_game(broken)
    assert not is_finished_game(tmp_path / "missing.json")
    resigned = tmp_path / "resigned.json"
    game = Game.from_record(record, upto=30)
    resigned.write_text(
        game.record().model_copy(update={"ended": Ending(how="resigned", side=Side.GERMAN)}).model_dump_json()
    )
    assert is_finished_game(resigned)
