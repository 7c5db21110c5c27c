"""The replay cursor walks a record both ways and agrees with a full replay at every step; copies and commands as values."""

from __future__ import annotations

import json
import random

import pytest

from panzer_qt import Game
from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.commands import Advance, DeclareAttack, Move
from panzer_qt.model.enums import Side
from panzer_qt.model.record import GameRecord
from panzer_qt.records.cursor import CHECKPOINT_EVERY, ReplayCursor
from panzer_qt.rules.errors import IllegalCommand
from tests.helpers.games import scenario


def seeded_record(steps: int = 120, seed: int = 5) -> GameRecord:
    game = Game.new(scenario("tiny"), seed=seed)
    players = {Side.GERMAN: RandomPolicy(seed), Side.SOVIET: RandomPolicy(seed + 1)}
    while len(game.steps) < steps and not game.state.game_over:
        side = game.side_to_act()
        assert side is not None
        command = players[side].choose(game)
        try:
            game.apply(command)
        except IllegalCommand:
            players[side].refused(command)
    return game.record()


@pytest.fixture(scope="module")
def record() -> GameRecord:
    found = seeded_record()
    assert len(found.steps) >= 100
    return found


@pytest.fixture(scope="module")
def replayed(record: GameRecord) -> list[Game]:
    return [Game.from_record(record, upto=k) for k in range(len(record.steps) + 1)]


def test_forward_then_back_equals_a_replay_at_every_step(record: GameRecord, replayed: list[Game]) -> None:
    cursor = ReplayCursor(record)
    assert cursor.game.state == replayed[0].state and cursor.events == record.start_events
    for k in range(1, len(record.steps) + 1):
        assert cursor.forward()
        assert cursor.step == k
        assert cursor.game.state == replayed[k].state
        assert cursor.events == record.steps[k - 1].events
    assert not cursor.forward()
    for k in range(len(record.steps) - 1, -1, -1):
        assert cursor.back()
        assert cursor.game.state == replayed[k].state, f"step {k}"
    assert not cursor.back()


def test_jumps_in_any_order_land_on_the_replayed_state(record: GameRecord, replayed: list[Game]) -> None:
    cursor = ReplayCursor(record)
    assert cursor.check() is None
    order = list(range(len(record.steps) + 1))
    random.Random(3).shuffle(order)
    for k in order:
        cursor.seek(k)
        state = cursor.game.state
        assert state == replayed[k].state
        position = cursor.position
        assert (position.step, position.total, position.turn, position.phase) == (
            k,
            len(record.steps),
            state.turn,
            state.phase,
        )


def test_a_jump_after_the_check_applies_few_commands(record: GameRecord, monkeypatch: pytest.MonkeyPatch) -> None:
    cursor = ReplayCursor(record)
    cursor.check()
    applied = []
    original = Game.apply

    def counting(game: Game, command: object) -> object:
        applied.append(command)
        return original(game, command)  # type: ignore[arg-type]

    monkeypatch.setattr(Game, "apply", counting)
    for k in (len(record.steps), 3, len(record.steps) // 2, 0, 77):
        applied.clear()
        cursor.seek(k)
        assert len(applied) < CHECKPOINT_EVERY


def test_check_reports_progress_and_may_stop(record: GameRecord) -> None:
    cursor = ReplayCursor(record)
    seen: list[tuple[int, int]] = []
    assert cursor.check(lambda done, total: seen.append((done, total)) or done < 10) is None
    assert seen[-1] == (10, len(record.steps)) and cursor.step == 0
    assert cursor.check() is None and cursor.step == 0


def test_a_tampered_event_stops_the_cursor_at_its_step(record: GameRecord, replayed: list[Game]) -> None:
    data = json.loads(record.model_dump_json())
    bad = next(i for i, s in enumerate(data["steps"]) if i > 40 and s["command"]["type"] == "end_phase")
    data["steps"][bad]["events"][0]["turn"] = 99
    cursor = ReplayCursor(GameRecord.model_validate(data))
    found = cursor.check()
    assert found is not None and cursor.desync is found
    assert found.problems[0].where == f"$.steps[{bad}].events[0]"
    assert cursor.end == bad
    cursor.seek(len(record.steps))
    assert cursor.step == bad and cursor.game.state == replayed[bad].state
    assert not cursor.forward()


def test_a_tampered_snapshot_is_a_desync_not_a_shortcut(record: GameRecord) -> None:
    data = json.loads(record.model_dump_json())
    key = sorted(int(k) for k in data["snapshots"])[3]
    data["snapshots"][str(key)]["vp_exits"] = 4
    cursor = ReplayCursor(GameRecord.model_validate(data))
    found = cursor.check()
    assert found is not None and found.problems[0].where == f"$.snapshots.{key}.vp_exits"  # the field that differs
    assert cursor.end == key - 1


def test_branch_continues_a_new_game_from_the_cursor(record: GameRecord, replayed: list[Game]) -> None:
    cursor = ReplayCursor(record)
    cursor.seek(60)
    game = cursor.branch()
    assert len(game.steps) == 60 and game.state == replayed[60].state
    game.apply(next(iter(game.legal_commands())))
    assert cursor.game.state == replayed[60].state


def test_a_copied_game_is_independent_of_its_original(replayed: list[Game]) -> None:
    original = replayed[30].copy()
    before = original.state.model_copy(deep=True)
    twin = original.copy()
    assert twin.state == original.state and twin.board is original.board and twin.steps == original.steps
    command = next(c for c in twin.legal_commands() if twin.is_legal(c))
    twin.apply(command)
    assert original.state == before and len(original.steps) == 30 and len(twin.steps) == 31
    after = twin.state.model_copy(deep=True)
    original.apply(command)
    assert twin.state == after and original.state == after  # the same command and dice give the same result
    if twin.can_undo():
        twin.undo()
        assert twin.state == before and original.state == after


def test_equal_commands_are_equal_values_with_equal_hashes() -> None:
    a = Move(unit_ids=["su-rif", "su-gm"], path=["0503", "0603"])
    b = Move.model_validate_json('{"type": "move", "unit_ids": ["su-rif", "su-gm"], "path": ["0503", "0603"]}')
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a.model_dump_json() == '{"type":"move","unit_ids":["su-rif","su-gm"],"path":["0503","0603"]}'
    attack = DeclareAttack(attacker_ids=["de-pz"], defender_hex="0503", cas=1)
    assert hash(attack) == hash(DeclareAttack(attacker_ids=("de-pz",), defender_hex="0503", cas=1))
    assert hash(Advance()) == hash(Advance(unit_ids=[])) and Advance() != Advance(unit_ids=["de-pz"])
