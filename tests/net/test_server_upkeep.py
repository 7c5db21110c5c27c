"""The referee's views told as changes, its boards shared between games, its translatable refusals and its upkeep
(abandoned games ended, idle games' views dropped), without a network but the last test's (127.0.0.1)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect
from websockets.typing import Subprotocol

from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.commands import DeployUnit, EndPhase, Move
from panzer_qt.model.enums import Phase, Side
from panzer_qt.model.record import Ending
from panzer_qt.model.scenario import Options
from panzer_qt.model.text import Text
from panzer_qt.net.client import SeatClient
from panzer_qt.net.protocol import SERVER, SUBPROTOCOL, Accepted, Create, Error, Played, Refused, Said, Send, View, Word
from panzer_qt.net.referee import DAY, Referee, Refusal, Seat
from panzer_qt.net.server import Limits, RefereeServer
from panzer_qt.net.store import Store
from panzer_qt.net.views import OutOfStep, apply_change, view_change
from panzer_qt.tools.translations import engine_keys
from tests.helpers.net_kit import scenario_data, server_thread
from tests.net.test_server import open_socket


class Clock:
    """A clock the test sets."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def seats(referee: Referee, deploy: bool = True, options: Options | None = None) -> dict[Side, Seat]:
    created = referee.create(Create(scenario=scenario_data(), deploy=deploy, options=options), "10.0.0.1")
    return {side: referee.seat(code) for side, code in created.seats.items()}


# -- views told as changes ---------------------------------------------------------------------------
def test_a_view_changed_step_by_step_is_the_side_view_of_every_step() -> None:
    referee = Referee(Store(":memory:"), die=lambda: 4)
    german = seats(referee, deploy=False)[Side.GERMAN]
    table = referee.table(german.game_id)
    held = {side: referee.view(table, side) for side in Side}
    players = {side: RandomPolicy(n) for n, side in enumerate(Side)}
    for n in range(120):
        acting = table.to_act() or Side.GERMAN
        command = players[acting].choose(table.game.as_seen_by(acting))
        outcome = referee.play(Seat(german.game_id, acting, ""), Send(id=f"c{n}", command=command))
        if isinstance(outcome.reply[0], Refused):
            players[acting].refused(command)
            continue
        for side in Side:
            [played] = outcome.told[side]
            assert isinstance(played, Played) and played.change is not None
            held[side] = apply_change(held[side], played.change)
            assert held[side].state == table.game.as_seen_by(side).state
            assert held[side] == table.view(side), f"step {n + 1}, {side.value}: the changed view is not the whole one"
    assert len(table.game.steps) > 100 and table.game.state.phase is not Phase.SETUP
    soviet = held[Side.SOVIET]
    assert soviet.hidden and soviet.unseen, "the Soviet view hid no German unit: the check checked little"


def test_a_change_applies_only_to_the_view_it_was_made_from() -> None:
    referee = Referee(Store(":memory:"))
    german = seats(referee)[Side.GERMAN]
    table = referee.table(german.game_id)
    before = table.view(Side.GERMAN)
    deploy = next(c for c in table.game.legal_commands() if c.type == "deploy_unit")
    referee.play(german, Send(id="d", command=deploy))
    after = table.view(Side.GERMAN)
    change = view_change(before, after)
    assert (
        set(change.entries) == {"units", "stack_order"} and len(change.entries["units"]) == 1
    )  # placed, and stacked (R58)
    assert apply_change(before, change) == after and before.step == 0  # the view changed from is left as it was
    with pytest.raises(OutOfStep):
        apply_change(after, change)


def test_a_side_with_no_view_kept_is_sent_its_whole_view() -> None:
    referee = Referee(Store(":memory:"))
    german = seats(referee)[Side.GERMAN]
    table = referee.table(german.game_id)
    deploy = next(c for c in table.game.legal_commands() if c.type == "deploy_unit")
    outcome = referee.play(german, Send(id="d", command=deploy), listening=[Side.GERMAN])
    assert set(outcome.told) == {Side.GERMAN} and set(table.views) == {Side.GERMAN}
    assert [m.type for m in outcome.told[Side.GERMAN]] == ["played", "view"]  # no view kept before: whole
    assert referee.drop_views(idle=60) == 0  # moved just now
    referee.clock = lambda: table.last_move + 61
    assert referee.drop_views(idle=60) == 1 and table.views == {}
    undone = referee.undo(german, "u")
    assert [m.type for m in undone.told[Side.GERMAN]] == ["undone", "view"]


def test_a_client_out_of_step_asks_for_the_whole_view() -> None:
    with server_thread() as running:
        created = running.referee.create(Create(scenario=scenario_data()), "127.0.0.1")

        async def play() -> None:
            client = SeatClient(running.url, created.seats[Side.GERMAN])
            await client.start(10)
            assert client.view is not None
            client.view = client.view.model_copy(update={"step": 5})  # as if it had missed changes
            game = running.referee.tables[created.game_id].game
            deploy = next(c for c in game.legal_commands() if c.type == "deploy_unit")
            assert (await client.play(deploy)).type == "accepted"
            view = await client.wait_view(lambda v: v.step == 1 and v.state.units != {}, 10)
            assert client.syncs == 1 and view.state.units[deploy.unit_id].hex == deploy.hex
            await client.close()

        asyncio.run(play())


def _over_the_rate_limit(test: Callable[[SeatClient, DeployUnit], Awaitable[None]]) -> None:
    """Run ``test`` with a legal deployment and the German seat's client joined to a game on a server that takes two
    messages at once and two a second (the join took one), then check that some message came over the limit and
    the client was told of no error."""
    with server_thread(Limits(rate=2, burst=2)) as running:
        created = running.referee.create(Create(scenario=scenario_data()), "127.0.0.1")

        async def play() -> None:
            client = SeatClient(running.url, created.seats[Side.GERMAN])
            client.keep = True
            await client.start(10)
            game = running.referee.tables[created.game_id].game
            deploy = next(c for c in game.legal_commands() if isinstance(c, DeployUnit))
            await test(client, deploy)
            assert sum(isinstance(m, Error) and m.code == "rate" for m in client.received) >= 1
            assert client.errors == []
            await client.close()

        asyncio.run(play())


def test_a_whole_view_asked_for_over_the_rate_limit_is_asked_for_again_until_it_comes() -> None:
    async def test(client: SeatClient, deploy: DeployUnit) -> None:
        assert client.view is not None
        client.view = client.view.model_copy(update={"step": 5})  # as if it had missed changes
        assert (await client.play(deploy)).type == "accepted"  # the second message: its Sync comes over the limit
        view = await client.wait_view(lambda v: v.step == 1 and v.state.units != {}, 10)
        assert client.syncs == 1 and view.state.units[deploy.unit_id].hex == deploy.hex

    _over_the_rate_limit(test)


def test_the_record_asked_for_over_the_rate_limit_is_asked_for_again_until_it_comes() -> None:
    async def test(client: SeatClient, deploy: DeployUnit) -> None:
        assert (await client.play(deploy)).type == "accepted"
        assert (await client.resign()).type == "accepted"  # sent again: it came over the limit
        async with asyncio.timeout(10):
            record = await client.record()  # at once after the resignation: over the limit
        assert [step.command for step in record.steps] == [deploy]

    _over_the_rate_limit(test)


# -- boards shared -------------------------------------------------------------------------------------
def test_games_of_one_scenario_share_one_board_and_other_options_another() -> None:
    referee = Referee(Store(":memory:"))
    first, second = seats(referee), seats(referee)
    boards = {referee.table(s[Side.GERMAN].game_id).game.board for s in (first, second)}
    assert len(boards) == 1
    other = seats(referee, options=Options(river_flat_cost=True))
    board = referee.table(other[Side.GERMAN].game_id).game.board
    assert board not in boards and board.scenario.options.river_flat_cost is True
    game_id = first[Side.GERMAN].game_id
    referee.forget(game_id)
    assert referee.table(game_id).game.board in boards  # replayed from the database onto the shared board


# -- refusals the client translates ------------------------------------------------------------------
def test_refusals_are_templates_with_named_fields_found_for_translation() -> None:
    referee = Referee(Store(":memory:"))
    both = seats(referee)
    move = Move(unit_ids=["de-16pz"], path=["0101"])
    [refused] = referee.play(both[Side.GERMAN], Send(id="m", command=move)).reply
    assert isinstance(refused, Refused) and refused.message == str(refused.text)
    [nothing] = referee.undo(both[Side.SOVIET], "u").reply
    assert isinstance(nothing, Refused) and nothing.rule == "12.0"
    assert nothing.text == Said(template=nothing.message)  # no field: the template is the message
    with pytest.raises(Refusal) as bad:
        referee.seat("x" * 43)
    error = Error.of(bad.value.code, bad.value.text)
    assert (error.code, error.message) == ("bad_code", "no game has a seat with this code")
    templates = {key[1] for key in engine_keys()}
    for text in (nothing.text.template, error.text.template, "the {acting} side decides now, not the {side}"):
        assert text in templates, text
    assert "a message holds at most {size} bytes" in templates


def test_a_said_carries_words_and_nested_texts_back_as_they_were() -> None:
    text = Text("{reason} ({rule})", reason=Text("the {side} side decides now", side=Side.SOVIET), rule="5.0")
    said = Said.of(text)
    assert said.params["reason"] == Said(
        template="the {side} side decides now", params={"side": Word(kind="Side", value="soviet")}
    )
    back = Said.model_validate_json(said.model_dump_json()).text()
    assert str(back) == "the soviet side decides now (5.0)"
    inner = back.params["reason"]
    assert isinstance(inner, Text) and inner.params["side"] is Side.SOVIET
    unknown = Said(template="{x}", params={"x": Word(kind="Nothing", value="y")}).text()
    assert unknown.params["x"] == "y"


# -- abandoned games ---------------------------------------------------------------------------------
def test_a_game_neither_seat_used_for_the_set_days_is_ended_abandoned() -> None:
    clock = Clock()
    referee = Referee(Store(":memory:"), clock=clock)
    idle, used = seats(referee), seats(referee)
    codes = {game: referee.store.seat(s[Side.GERMAN].digest) for game, s in (("idle", idle), ("used", used))}
    assert all(codes.values())
    clock.now += 20 * DAY
    referee.join(used[Side.SOVIET], None, "")  # a seat used: the game's days start again
    assert referee.abandon(days=30) == []
    clock.now += 10 * DAY + 1
    ended = referee.abandon(days=30)
    assert ended == [idle[Side.GERMAN].game_id]
    referee.forget(ended[0])
    view = referee.view(referee.table(ended[0]), Side.SOVIET)
    assert (view.status, view.to_act) == ("abandoned", None)
    record = referee.record(idle[Side.GERMAN]).record  # over: the record is given, with how it ended
    assert record.steps == [] and record.ended == Ending(how="abandoned")
    [refused] = referee.play(idle[Side.GERMAN], Send(id="late", command=EndPhase())).reply
    assert isinstance(refused, Refused) and refused.rule == "4.3"
    assert referee.abandon(days=30) == []  # ended once
    clock.now += 30 * DAY
    assert referee.abandon(days=30) == [used[Side.GERMAN].game_id]


def test_the_server_upkeep_tells_a_connected_seat_its_game_was_abandoned() -> None:
    clock = Clock()
    referee = Referee(Store(":memory:"), clock=clock)
    german = seats(referee)[Side.GERMAN]
    app = RefereeServer(referee, Limits(abandoned_days=2))

    class Listener:
        def __init__(self) -> None:
            self.sent: list[str] = []

        def put(self, text: str | None) -> None:
            assert text is not None
            self.sent.append(text)

    listener = Listener()
    app.seated[german.game_id] = {Side.GERMAN: {listener}}  # type: ignore[arg-type]
    app.upkeep()
    assert listener.sent == []
    clock.now += 2 * DAY + 1
    app.upkeep()
    [sent] = listener.sent
    view = View.model_validate_json(sent)
    assert (view.status, view.side, view.game_id) == ("abandoned", Side.GERMAN, german.game_id)
    assert referee.games([]).games == []


# -- requests re-sent, connections per address -------------------------------------------------------
def test_an_undo_or_a_resignation_sent_again_with_its_id_is_applied_once() -> None:
    referee = Referee(Store(":memory:"))
    german = seats(referee)[Side.GERMAN]
    table = referee.table(german.game_id)
    deploys = [c for c in table.game.legal_commands() if c.type == "deploy_unit"][:2]
    for n, deploy in enumerate(deploys):
        referee.play(german, Send(id=f"d{n}", command=deploy))
    assert referee.undo(german, "u").reply == [Accepted(id="u", step=1)]
    referee.forget(german.game_id)  # the server restarted: the undo's id is in the database
    again = referee.undo(german, "u")
    assert again.reply == [Accepted(id="u", step=1)] and again.told == {}
    assert len(referee.table(german.game_id).game.steps) == 1
    assert referee.resign(german, "r").reply == [Accepted(id="r", step=1)]
    referee.forget(german.game_id)
    assert referee.resign(german, "r").reply == [Accepted(id="r", step=1)]
    [late] = referee.resign(german, "r2").reply
    assert isinstance(late, Refused) and late.rule == "4.3"


def test_a_command_taken_back_and_sent_again_with_its_id_is_not_applied_again() -> None:
    """A client whose connection dropped sends again every request not answered: here a deployment and its undo."""
    referee = Referee(Store(":memory:"))
    german = seats(referee)[Side.GERMAN]
    table = referee.table(german.game_id)
    deploy = next(c for c in table.game.legal_commands() if c.type == "deploy_unit")
    assert referee.play(german, Send(id="m1", command=deploy)).reply == [Accepted(id="m1", step=1)]
    assert referee.undo(german, "u1").reply == [Accepted(id="u1", step=0)]
    for restarted in (False, True):
        if restarted:
            referee.forget(german.game_id)  # the server restarted: both ids are in the database
        again = referee.play(german, Send(id="m1", command=deploy))
        assert again.reply == [Accepted(id="m1", step=1)] and again.told == {}
        assert referee.undo(german, "u1").reply == [Accepted(id="u1", step=0)]
        assert len(referee.table(german.game_id).game.steps) == 0


def test_connections_over_the_address_cap_are_told_so_and_closed() -> None:
    with server_thread(Limits(connections_per_address=2)) as running:
        subprotocols = [Subprotocol(SUBPROTOCOL)]
        with (
            open_socket(running.url),
            open_socket(running.url),
            connect(running.url, subprotocols=subprotocols, open_timeout=10) as third,
        ):
            refused = SERVER.validate_json(third.recv(timeout=10))
            assert isinstance(refused, Error) and refused.code == "too_many_connections"
            assert refused.text.params == {"count": 2}
            with pytest.raises(ConnectionClosed):
                third.recv(timeout=10)
        for _attempt in range(100):  # the two closed: room again, once the server has seen them close
            with connect(running.url, subprotocols=subprotocols, open_timeout=10) as fourth:
                if SERVER.validate_json(fourth.recv(timeout=10)).type == "welcome":
                    break
            time.sleep(0.05)
        else:
            pytest.fail("the connections closed still count against the address")


def test_a_seat_joining_again_after_a_step_it_knew_was_taken_back_is_told_every_step_again() -> None:
    referee = Referee(Store(":memory:"))
    both = seats(referee)
    german, soviet = both[Side.GERMAN], both[Side.SOVIET]
    table = referee.table(german.game_id)
    deploys = {c.unit_id: c for c in table.game.legal_commands() if isinstance(c, DeployUnit)}
    first, second, third = list(deploys.values())[:3]
    marks = []
    for n, deploy in enumerate((first, second)):
        played = referee.play(german, Send(id=f"d{n}", command=deploy)).told[Side.SOVIET][0]
        assert isinstance(played, Played) and played.mark is not None
        marks.append(played.mark)
    assert [m.type for m in referee.join(soviet, 2, "", marks[1])] == ["joined", "view"]  # nothing missed
    referee.undo(german, "u")
    replayed = referee.play(german, Send(id="d2", command=third)).told[Side.SOVIET][0]
    assert isinstance(replayed, Played) and replayed.step == 2 and replayed.mark not in marks
    again = referee.join(soviet, 2, "", marks[1])  # it knew step 2 as the one taken back
    assert [(m.type, getattr(m, "step", None)) for m in again[1:-1]] == [("played", 0), ("played", 1), ("played", 2)]
    told = again[-2]
    assert isinstance(told, Played) and told.mark == replayed.mark
    assert [m.type for m in referee.join(soviet, 3, "", "x")][1] == "played"  # a step the game lacks: all again
    assert [m.type for m in referee.join(soviet, 1, "", marks[0])] == ["joined", "played", "view"]
