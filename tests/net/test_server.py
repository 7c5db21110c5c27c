"""The referee server: whole games of computer clients told only their side's view, seats and codes, undo,
re-sent commands, limits, a server killed mid-game, and malformed messages. Servers bind 127.0.0.1 only."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.sync.client import ClientConnection, connect
from websockets.typing import Subprotocol

from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.ai.remote import play_seat
from panzer_qt.model.commands import EndPhase, Move, RemoveUnit
from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.model.events import AttackDeclared, StepLost, UnitMoved
from panzer_qt.model.record import Ending, GameRecord
from panzer_qt.model.text import Text
from panzer_qt.net.client import SeatClient, create_game
from panzer_qt.net.protocol import (
    SERVER,
    SUBPROTOCOL,
    Accepted,
    ChatLine,
    Create,
    Error,
    Join,
    Played,
    Presence,
    Refused,
    Send,
    ServerMessage,
    Undone,
    View,
    encode,
    new_chat_line,
    schema_text,
)
from panzer_qt.net.referee import Referee, Refusal, Seat
from panzer_qt.net.server import Limits
from panzer_qt.net.store import Store
from panzer_qt.records.record_files import load_record
from panzer_qt.rules.board import Board
from panzer_qt.rules.game import Game
from panzer_qt.rules.seen import events_seen_by
from tests.helpers.net_kit import ROOT, check_told, free_port, scenario_data, serve_process, server_thread, steps_stored

GAME_SECONDS = 120
"""Bound on a whole game of random players through a server."""


# -- the events a side is told ---------------------------------------------------------------------
def test_events_name_no_unit_the_side_could_not_see_before_nor_after_the_step() -> None:
    moved = UnitMoved(unit_ids=["a", "b"], from_hex="0101", to_hex="0102", mp=1, mp_left=3)
    lost = StepLost(unit_id="b", steps_left=2)
    attack = AttackDeclared(attacker_ids=["s"], defender_hex="0102", defender_ids=["a", "b"])
    told = events_seen_by([moved, lost, attack, lost], frozenset({"b", "c"}), frozenset({"b"}))
    assert told == [UnitMoved(unit_ids=["a"], from_hex="0101", to_hex="0102", mp=1, mp_left=3), attack, lost]
    assert events_seen_by([moved, lost], frozenset({"a", "b"}), frozenset({"a", "b"})) == []
    assert events_seen_by([moved, lost], frozenset({"a"}), frozenset({"b"})) == [moved, lost]


# -- the referee without a network -----------------------------------------------------------------
@pytest.fixture
def referee() -> Referee:
    return Referee(Store(":memory:"))


def seats(referee: Referee, deploy: bool = True) -> dict[Side, Seat]:
    created = referee.create(Create(scenario=scenario_data(), deploy=deploy), "10.0.0.1")
    return {side: referee.seat(code) for side, code in created.seats.items()}


def test_a_seat_code_opens_its_own_game_only_and_its_own_side(referee: Referee) -> None:
    first, second = seats(referee), seats(referee)
    assert first[Side.GERMAN].game_id != second[Side.GERMAN].game_id
    assert {s.side for s in first.values()} == {Side.GERMAN, Side.SOVIET}
    with pytest.raises(Refusal) as refused:
        referee.seat("x" * 43)
    assert refused.value.code == "bad_code"
    game = referee.table(first[Side.GERMAN].game_id).game
    assert game.side_to_act() is Side.GERMAN and game.state.phase is Phase.SETUP
    outcome = referee.play(first[Side.SOVIET], Send(id="1", command=EndPhase()))
    [refused] = outcome.reply
    assert isinstance(refused, Refused)
    assert (refused.rule, refused.message) == ("5.0", "the german side decides now, not the soviet")
    assert refused.text.template == "the {acting} side decides now, not the {side}"
    assert refused.text.text().params == {"acting": Side.GERMAN, "side": Side.SOVIET}
    assert outcome.told == {} and len(game.steps) == 0


def test_a_refused_command_is_told_to_its_sender_only_with_the_rule(referee: Referee) -> None:
    german = seats(referee, deploy=False)[Side.GERMAN]
    table = referee.table(german.game_id)
    steps = len(table.game.steps)
    outcome = referee.play(german, Send(id="m", command=Move(unit_ids=["de-16pz"], path=["0101"])))
    assert len(outcome.reply) == 1 and isinstance(outcome.reply[0], Refused)
    assert outcome.reply[0].rule and outcome.reply[0].message
    assert outcome.told == {} and len(table.game.steps) == steps


def test_a_command_sent_again_with_its_id_is_applied_once(referee: Referee) -> None:
    german = seats(referee)[Side.GERMAN]
    first = referee.play(german, Send(id="end", command=EndPhase()))
    again = referee.play(german, Send(id="end", command=EndPhase()))
    assert first.reply == again.reply == [Accepted(id="end", step=1)]
    assert set(first.told) == {Side.GERMAN, Side.SOVIET} and again.told == {}
    assert len(referee.table(german.game_id).game.steps) == 1


def test_undo_through_the_referee_takes_back_the_seat_own_command_until_a_barrier(referee: Referee) -> None:
    both = seats(referee)
    german, soviet = both[Side.GERMAN], both[Side.SOVIET]
    table = referee.table(german.game_id)
    deploy = next(c for c in table.game.legal_commands() if c.type == "deploy_unit")
    assert referee.play(german, Send(id="d", command=deploy)).reply == [Accepted(id="d", step=1)]
    assert referee.undo(soviet, "u0").reply[0].type == "refused"
    undone = referee.undo(german, "u1")
    assert undone.reply == [Accepted(id="u1", step=0)] and len(table.game.steps) == 0
    [told] = undone.told[Side.SOVIET]
    assert isinstance(told, Undone) and told.change is not None and (told.change.base, told.change.step) == (1, 0)
    referee.forget(table.game_id)
    assert len(referee.table(table.game_id).game.steps) == 0  # the database forgot the step too


def test_the_referee_gives_the_end_a_thinning_resumes_as_a_step_of_its_own(referee: Referee) -> None:
    """6.0: the Soviet set-up leaves 0906 over-stacked; once the German removes a unit there, the Soviet End Phase goes
    on (step n + 1, the Soviet side's); each side is told both steps, the change of its view with the second."""
    both = seats(referee, deploy=False)
    german, soviet = both[Side.GERMAN], both[Side.SOVIET]
    table = referee.table(german.game_id)
    referee.play(soviet, Send(id="end", command=EndPhase()))
    [decision] = table.game.state.pending
    assert decision.hex == "0906" and table.game.side_to_act() is Side.GERMAN
    n = len(table.game.steps) + 1
    outcome = referee.play(german, Send(id="thin", command=RemoveUnit(unit_id=decision.candidates[0])))
    assert outcome.reply == [Accepted(id="thin", step=n)]
    assert [type(step.command) for step in table.game.steps[-2:]] == [RemoveUnit, EndPhase]
    assert (table.game.state.segment, table.by[-2:]) == (Segment.COMBAT, [Side.GERMAN, Side.SOVIET])
    for side in Side:
        first, second = outcome.told[side]
        assert isinstance(first, Played) and isinstance(second, Played)
        assert (first.step, first.by, first.change) == (n, Side.GERMAN, None)
        assert (second.step, second.by) == (n + 1, Side.SOVIET)
        assert second.change is not None and (second.change.base, second.change.step) == (n - 1, n + 1)
    assert referee.play(german, Send(id="thin", command=RemoveUnit(unit_id=decision.candidates[0]))).told == {}
    assert len(table.game.steps) == n + 1


def test_the_record_is_given_only_once_the_game_is_over(referee: Referee) -> None:
    german = seats(referee)[Side.GERMAN]
    with pytest.raises(Refusal) as refused:
        referee.record(german)
    assert refused.value.code == "not_over"
    referee.resign(german, "r")
    record = referee.record(german).record
    assert record.seed is None and len(record.steps) == 0
    assert record.ended == Ending(how="resigned", side=Side.GERMAN)
    view = referee.view(referee.table(german.game_id), Side.SOVIET)
    assert (view.status, view.resigned_by, view.to_act) == ("resigned", Side.GERMAN, None)


def test_a_bad_scenario_and_too_many_games_from_one_address_are_refused() -> None:
    referee = Referee(Store(":memory:"), games_per_address=2)
    with pytest.raises(Refusal) as refused:
        referee.create(Create(scenario={"kind": "nothing"}), "10.0.0.2")
    assert refused.value.code == "bad_scenario"
    for _ in range(2):
        referee.create(Create(scenario=scenario_data()), "10.0.0.2")
    with pytest.raises(Refusal) as refused:
        referee.create(Create(scenario=scenario_data()), "10.0.0.2")
    assert refused.value.code == "too_many_games"
    referee.create(Create(scenario=scenario_data()), "10.0.0.3")


def test_the_committed_protocol_schema_is_current() -> None:
    committed = (ROOT / "docs" / "protocol.schema.json").read_text(encoding="utf-8")
    assert committed == schema_text(), "docs/protocol.schema.json is stale: run python -m panzer_qt.net.protocol"


# -- whole games through the server ----------------------------------------------------------------
async def play_through(
    url: str, seed: int, kill_at: int | None = None, restart: Callable[[], Awaitable[None]] | None = None
) -> tuple[GameRecord, dict[Side, SeatClient]]:
    """A game of random players through the server, each seat keeping every message it receives."""
    created = await create_game(url, scenario_data())
    clients = {side: SeatClient(url, code) for side, code in created.seats.items()}
    for client in clients.values():
        client.keep = True
        await client.start()
    scenario = clients[Side.GERMAN].scenario
    assert scenario is not None
    board = Board(scenario)
    players = {Side.GERMAN: RandomPolicy(seed), Side.SOVIET: RandomPolicy(seed + 1)}
    tasks = [asyncio.create_task(play_seat(clients[s], players[s], board, wait=30)) for s in Side]
    if kill_at is not None:
        await clients[Side.GERMAN].wait_view(lambda v: v.step >= kill_at, 60)
        assert restart is not None
        await restart()
    await asyncio.wait_for(asyncio.gather(*tasks), GAME_SECONDS)
    record = await clients[Side.GERMAN].record()
    for client in clients.values():
        await client.close()
    return record, clients


def resumed_ends(record: GameRecord) -> list[int]:
    """The steps that are an End Phase resumed by a thinning of the last over-stacked hex (6.0), found by replaying
    the record: the referee tells each of them together with the thinning before it."""
    game = Game.replaying(record)
    found = []
    for index, step in enumerate(record.steps):
        if step.command == game.resumed_end():
            found.append(index)
        game.replay_step(record, index)
    return found


def test_a_whole_game_of_computer_clients_tells_each_seat_only_its_side_view() -> None:
    with server_thread() as running:
        record, clients = asyncio.run(play_through(running.url, 7))
    assert record.steps[-1].events[-1].type == "game_over"
    resumed = resumed_ends(record)
    for side, client in clients.items():
        checked = check_told(record, side, client.received, client.views)
        assert checked > len(record.steps)
        assert len(client.views) == 1 + len(record.steps) - len(resumed), "a view per step, a thinning's with its end"
        assert client.view is not None and client.view.step == len(record.steps)
        assert client.syncs == 0
        changed = sum(1 for m in client.received if isinstance(m, Played) and m.change is not None)
        assert changed >= len(record.steps) - 1 - len(resumed), "each step told as a change of the view (but the first)"
    german_hidden = sum(1 for m in clients[Side.SOVIET].received if isinstance(m, View) and m.hidden)
    assert german_hidden > 0, "the game never hid a German unit from the Soviet side: the check checked nothing"


def test_a_server_killed_mid_game_loses_nothing_and_both_clients_finish(tmp_path: Path) -> None:
    port, db = free_port(), tmp_path / "games.sqlite3"
    processes = [serve_process(port, db, "--games-per-address", "5")]
    steps_before: list[int] = []

    async def kill_and_restart() -> None:
        processes[0].send_signal(signal.SIGKILL)
        processes[0].wait(10)
        steps_before.append(steps_stored(db))
        processes.append(await asyncio.to_thread(serve_process, port, db, "--games-per-address", "5"))

    try:
        record, clients = asyncio.run(play_through(f"ws://127.0.0.1:{port}", 11, kill_at=150, restart=kill_and_restart))
    finally:
        for process in processes:
            process.kill()
            process.wait(10)
    assert steps_before[0] >= 150
    assert record.steps[-1].events[-1].type == "game_over"
    Game.from_record(record)
    assert any(c.reconnects >= 1 for c in clients.values())
    for side, client in clients.items():
        check_told(record, side, client.received, client.views)


def test_simulate_through_a_server_process_writes_records_that_validate(tmp_path: Path) -> None:
    port = free_port()
    server = serve_process(port, tmp_path / "games.sqlite3")
    try:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        command = [sys.executable, "-m", "panzer_qt", "simulate", "--server", f"ws://127.0.0.1:{port}"]
        options = ["--games", "1", "--seed", "3", "--record", str(tmp_path / "records"), "--quiet"]
        done = subprocess.run(
            [*command, *options], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=False
        )
    finally:
        server.send_signal(signal.SIGTERM)
        assert server.wait(20) == 0  # a clean stop
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout[done.stdout.index("{") :])
    assert summary["games"] == 1 and summary["per_game"][0]["seed"] == 3
    record_file = tmp_path / "records" / "game-3.json"
    check = subprocess.run(
        [sys.executable, "-m", "panzer_qt", "validate", str(record_file)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert check.stdout.strip() == "OK"
    assert len(load_record(record_file).steps) == summary["per_game"][0]["commands"]


# -- hostile and malformed messages ----------------------------------------------------------------
def exchange(socket: ClientConnection, text: str | bytes) -> ServerMessage:
    """Send one message and read the answer."""
    socket.send(text)
    return SERVER.validate_json(socket.recv(timeout=10))


@contextmanager
def open_socket(url: str) -> Iterator[ClientConnection]:
    """A plain connection to the server, its welcome read."""
    with connect(url, subprotocols=[Subprotocol(SUBPROTOCOL)], open_timeout=10) as socket:
        assert SERVER.validate_json(socket.recv(timeout=10)).type == "welcome"
        yield socket


MESSAGE_TYPES = ["create", "join", "command", "undo", "resign", "list_games", "get_record", "chat", "sync", "view", "?"]
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
HOSTILE = st.one_of(
    st.text(max_size=200),
    st.binary(max_size=200),
    JSON_VALUES.map(json.dumps),
    st.fixed_dictionaries(
        {"type": st.sampled_from(MESSAGE_TYPES)},
        optional={
            "id": JSON_VALUES,
            "code": JSON_VALUES,
            "command": JSON_VALUES,
            "codes": JSON_VALUES,
            "text": JSON_VALUES,
            "scenario": JSON_VALUES,
        },
    ).map(json.dumps),
)


def test_malformed_and_hostile_messages_get_errors_and_the_games_beside_them_go_on() -> None:
    with server_thread() as running:
        created = running.referee.create(Create(scenario=scenario_data()), "127.0.0.1")
        with open_socket(running.url) as player, open_socket(running.url) as hostile:
            assert exchange(player, encode(Join(code=created.seats[Side.GERMAN]))).type == "joined"
            while SERVER.validate_json(player.recv(timeout=10)).type != "view":
                pass
            assert SERVER.validate_json(player.recv(timeout=10)) == Presence(online=[Side.GERMAN])
            fuzz(player, hostile)


def fuzz(player: ClientConnection, hostile: ClientConnection) -> None:
    """Hostile messages on one connection, then a command on the other."""

    @settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
    @given(HOSTILE)
    def answered(text: str | bytes) -> None:
        answer = exchange(hostile, text)
        assert answer.type in {"error", "games"}, answer

    answered()
    too_big = exchange(hostile, "x" * 70_000)
    assert isinstance(too_big, Error) and (too_big.code, too_big.message) == (
        "too_big",
        "a message holds at most 65536 bytes",
    )
    assert (too_big.text.template, too_big.text.params) == ("a message holds at most {size} bytes", {"size": 65536})
    nested = exchange(hostile, "[" * 40_000 + "]" * 40_000)  # deeper than the JSON parser goes
    assert isinstance(nested, Error) and nested.code == "too_big"
    not_an_object = exchange(hostile, "[]")
    assert isinstance(not_an_object, Error) and not_an_object.code == "malformed"
    assert not_an_object.message == "Input should be an object"
    assert exchange(player, encode(Send(id="end", command=EndPhase()))) == Accepted(id="end", step=1)


def test_a_connection_acts_for_one_seat_and_over_its_rate_gets_errors() -> None:
    with server_thread(Limits(rate=1, burst=3)) as running:
        created = running.referee.create(Create(scenario=scenario_data()), "127.0.0.1")
        with open_socket(running.url) as socket:
            assert exchange(socket, encode(Join(code=created.seats[Side.GERMAN]))).type == "joined"
            socket.recv(timeout=10)  # the set-up's events
            socket.recv(timeout=10)  # the view
            assert SERVER.validate_json(socket.recv(timeout=10)) == Presence(online=[Side.GERMAN])
            answer = exchange(socket, encode(Join(code=created.seats[Side.SOVIET])))
            assert isinstance(answer, Error) and answer.code == "seated"
            for n in range(3):
                socket.send(encode(Send(id=f"r{n}", command=EndPhase())))
            answers = [SERVER.validate_json(socket.recv(timeout=10)) for _ in range(4)]  # accepted, played, 2 errors
            assert [a.type for a in answers] == ["accepted", "played", "error", "error"]
            assert answers[2:] == [
                Error.of("rate", Text("too many messages: send it again later"), f"r{n}") for n in (1, 2)
            ]


def test_a_client_told_a_bad_code_gets_an_error() -> None:
    with server_thread() as running:

        async def attempt() -> None:
            client = SeatClient(running.url, "A" * 43)
            with pytest.raises(TimeoutError):
                await client.start(2)
            assert client.errors and client.errors[0].code == "bad_code"
            await client.close()

        asyncio.run(attempt())


def test_each_seat_is_told_which_sides_are_connected_and_a_client_tells_its_link() -> None:
    with server_thread() as running:
        created = running.referee.create(Create(scenario=scenario_data()), "127.0.0.1")

        async def play() -> None:
            german = SeatClient(running.url, created.seats[Side.GERMAN])
            links: list[tuple[bool, float]] = []
            german.on_link = lambda joined, pause: links.append((joined, pause))
            seen: list[Presence] = []
            german.listener = lambda m: seen.append(m) if isinstance(m, Presence) else None
            await german.start(10)
            soviet = SeatClient(running.url, created.seats[Side.SOVIET])
            await soviet.start(10)
            await soviet.say("hello")
            await soviet.close()
            async with asyncio.timeout(10):
                while len(seen) < 3 or not german.chat:
                    await asyncio.sleep(0.01)
            await german.close()
            assert [p.online for p in seen] == [[Side.GERMAN], [Side.GERMAN, Side.SOVIET], [Side.GERMAN]]
            assert [(line.side, line.text) for line in german.chat] == [(Side.SOVIET, "hello")]
            assert links == [(True, 0.0)]
            again = SeatClient(running.url, created.seats[Side.SOVIET])  # the chat is kept: told again on joining
            await again.start(10)
            async with asyncio.timeout(10):
                while not again.chat:
                    await asyncio.sleep(0.01)
            await again.close()
            assert [(line.n, line.side, line.text) for line in again.chat] == [(1, Side.SOVIET, "hello")]

        asyncio.run(play())


def test_a_chat_line_told_again_is_kept_once() -> None:
    kept = [ChatLine(side=Side.SOVIET, text="hello", n=1)]
    assert not new_chat_line(kept, ChatLine(side=Side.SOVIET, text="hello", n=1))
    assert new_chat_line(kept, ChatLine(side=Side.SOVIET, text="hello", n=2))
