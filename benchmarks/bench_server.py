"""The referee server: the round trip of one command beside a bare WebSocket echo, many games at once, and a
whole game through the server against the same game in one process.

Run: ``python -m benchmarks.bench_server [--games 200] [--seconds 60] [--pause 0.5]``. The load part starts
``panzer-qt serve`` as a process of its own on 127.0.0.1 and drives it from this one.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve

from benchmarks.common import ROOT, report
from panzer_qt.ai.play import Policy, play_game
from panzer_qt.ai.random_policy import RandomPolicy
from panzer_qt.ai.remote import remote_game, seen_game
from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Side
from panzer_qt.net.client import SeatClient, create_game
from panzer_qt.net.protocol import Accepted, Send, View, encode
from panzer_qt.net.referee import Referee
from panzer_qt.net.server import Limits, bound_port, start
from panzer_qt.net.store import Store
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.rules.board import Board
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import load_scenario

FAST = Limits(rate=100_000, burst=100_000, games_per_address=100_000)


def scenario_data() -> dict[str, Any]:
    """The default scenario file's JSON, as a client uploads it."""
    data: dict[str, Any] = json.loads(DEFAULT_SCENARIO.read_text(encoding="utf-8"))
    return data


def free_port() -> int:
    """A port nobody listens on now, on 127.0.0.1."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def percentile(values: list[float], share: float) -> float:
    """The ``share`` quantile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


# -- one command's round trip ----------------------------------------------------------------------
async def round_trips(repeat: int) -> None:
    """Deploy a unit and take it back, again and again, timing each until its view is in; beside an echo."""
    with tempfile.TemporaryDirectory() as folder:
        server, _app = await start(Referee(Store(Path(folder) / "g.db")), "127.0.0.1", 0, FAST)
        url = f"ws://127.0.0.1:{bound_port(server)}"
        created = await create_game(url, scenario_data())
        client = SeatClient(url, created.seats[Side.GERMAN])
        await client.start()
        assert client.scenario is not None and client.view is not None
        game = Game(client.scenario, client.view.state)
        deploy = next(c for c in game.legal_commands() if c.type == "deploy_unit")
        times, sizes = [], []
        for n in range(repeat):
            began = time.perf_counter()
            answer = await (client.play(deploy) if n % 2 == 0 else client.undo())
            assert isinstance(answer, Accepted), answer
            await client.wait_view(_at(answer.step))
            times.append((time.perf_counter() - began) * 1000)
            assert client.view is not None
            sizes.append(len(encode(client.view)))
        await client.close()
        server.close()
    apply = engine_apply_ms(game, deploy, repeat)
    echo = await echo_round_trips(len(encode(Send(id="c0", command=deploy))), int(statistics.median(sizes)), repeat)
    report("command round trip, median (deploy / undo, view back)", statistics.median(times), "ms")
    report("command round trip, 99th percentile", percentile(times, 0.99), "ms")
    report("bare WebSocket echo of the same sizes, median", statistics.median(echo), "ms")
    report("bare WebSocket echo of the same sizes, 99th percentile", percentile(echo, 0.99), "ms")
    report("engine's own apply (deploy or undo), median", apply, "ms")
    added = statistics.median(times) - statistics.median(echo)
    report("server's addition over the echo, median", added, "ms", f"<= apply + 1 = {apply + 1:.3f} ms")


def _at(step: int) -> Callable[[View], bool]:
    """Whether a view is at ``step`` or later."""
    return lambda view: view.step >= step


def engine_apply_ms(game: Game, command: Command, repeat: int) -> float:
    """The engine's own time to apply ``command`` and to take it back, median."""
    times = []
    for n in range(repeat):
        began = time.perf_counter()
        if n % 2 == 0:
            game.apply(command)
        else:
            game.undo()
        times.append((time.perf_counter() - began) * 1000)
    return statistics.median(times)


async def echo_round_trips(out: int, back: int, repeat: int) -> list[float]:
    """A bare WebSocket server answering each message of ``out`` bytes with one of ``back`` bytes."""
    answer = "x" * back

    async def echo(socket: ServerConnection) -> None:
        async for _message in socket:
            await socket.send(answer)

    async with serve(echo, "127.0.0.1", 0, max_size=None) as server:
        port = bound_port(server)
        async with connect(f"ws://127.0.0.1:{port}", max_size=None) as socket:
            times = []
            for _ in range(repeat):
                began = time.perf_counter()
                await socket.send("y" * out)
                await socket.recv()
                times.append((time.perf_counter() - began) * 1000)
    return times


# -- many games at once ----------------------------------------------------------------------------
def rss_kb(pid: int) -> int:
    """Resident memory of a process, in kB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def timed_seat(
    client: SeatClient, board: Board, seed: int, *, pause: float, until: float, times: list[float]
) -> int:
    """Play a seat with a random player, a pause before each command, timing each round trip; its errors."""
    player = RandomPolicy(seed)
    assert client.side is not None and client.scenario is not None
    while time.monotonic() < until:
        try:
            view = await client.wait_view(
                lambda v: v.status != "playing" or v.to_act is client.side, until - time.monotonic()
            )
        except TimeoutError:  # the run's time is up while the other side thinks
            break
        if view.status != "playing":
            break
        command = player.choose(seen_game(view, client.scenario, board))
        await asyncio.sleep(pause)
        began = time.perf_counter()
        answer = await client.play(command)
        if isinstance(answer, Accepted):
            await client.wait_view(_at(answer.step))
        else:
            player.refused(command)
        times.append((time.perf_counter() - began) * 1000)
    if client.errors:
        print("errors:", sorted({e.code for e in client.errors}), file=sys.stderr)
    return len(client.errors)


async def load(url: str, games: int, seconds: float, pause: float) -> tuple[list[float], int, float]:
    """``games`` games, two clients each, played for ``seconds``: round trips, errors, seconds to set up."""
    began = time.perf_counter()
    created = [await create_game(url, scenario_data()) for _ in range(games)]
    clients = [SeatClient(url, code) for game in created for code in game.seats.values()]
    await asyncio.gather(*(c.start(60) for c in clients))
    set_up = time.perf_counter() - began
    board = Board(load_scenario(DEFAULT_SCENARIO))
    times: list[float] = []
    until = time.monotonic() + seconds
    errors = await asyncio.gather(
        *(timed_seat(c, board, n, pause=pause, until=until, times=times) for n, c in enumerate(clients)),
        return_exceptions=True,
    )
    failed = sum(1 for e in errors if isinstance(e, BaseException)) + sum(e for e in errors if isinstance(e, int))
    await asyncio.gather(*(c.close() for c in clients))
    return times, failed, set_up


def load_test(games: int, seconds: float, pause: float) -> None:
    """The load part against a server process."""
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        command = [sys.executable, "-m", "panzer_qt", "serve", "--port", str(port), "--db", f"{folder}/g.db"]
        command += ["--games-per-address", str(games + 10)]
        server = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True)
        assert server.stdout is not None
        server.stdout.readline()
        idle = rss_kb(server.pid)
        try:
            times, failed, set_up = asyncio.run(load(f"ws://127.0.0.1:{port}", games, seconds, pause))
            busy = rss_kb(server.pid)
        finally:
            server.terminate()
            server.wait(30)
    report(f"{games} games, {2 * games} clients: commands in {seconds:g} s", len(times), "")
    report("  round trip, median", statistics.median(times), "ms")
    report("  round trip, 99th percentile", percentile(times, 0.99), "ms", "< 100 ms")
    report("  errors (failed clients and error messages)", failed, "", "0")
    report("  set-up of the games and clients", set_up, "s")
    report("  server memory per game (loaded, with its connections)", (busy - idle) / games / 1024, "MB")


# -- a whole game ----------------------------------------------------------------------------------
def whole_game(seed: int, rounds: int = 2) -> None:
    """The same players in one process and through an in-process server, in turn (A B A B ...), medians."""
    scenario = load_scenario(DEFAULT_SCENARIO)

    def local() -> tuple[float, int]:
        players: dict[Side, Policy] = {Side.GERMAN: RandomPolicy(seed * 2), Side.SOVIET: RandomPolicy(seed * 2 + 1)}
        began = time.perf_counter()
        game, _summary = play_game(scenario, seed, players, set_up=True)
        return time.perf_counter() - began, len(game.steps)

    async def remote() -> tuple[float, int]:
        with tempfile.TemporaryDirectory() as folder:
            server, _app = await start(Referee(Store(Path(folder) / "g.db")), "127.0.0.1", 0, FAST)
            url = f"ws://127.0.0.1:{bound_port(server)}"
            began = time.perf_counter()
            names = {Side.GERMAN: "random", Side.SOVIET: "random"}
            summary = await remote_game(url, scenario_data(), Board(scenario), seed, names, record_dir=None)
            server.close()
            return time.perf_counter() - began, summary.commands

    runs: list[tuple[tuple[float, int], tuple[float, int]]] = [(local(), asyncio.run(remote())) for _ in range(rounds)]
    steps, commands = runs[0][0][1], runs[0][1][1]
    here, through = statistics.median(t for (t, _), _ in runs), statistics.median(t for _, (t, _) in runs)
    per_here = statistics.median(t / n for (t, n), _ in runs)
    per_through = statistics.median(t / n for _, (t, n) in runs)
    report(f"whole game in one process ({steps} commands), median of {rounds}", here, "s")
    report(f"whole game through the server ({commands} commands, dice differ), median", through, "s")
    report("  overhead ratio per command (medians, timed in turn)", per_through / per_here, "x")


def main() -> None:
    """Run the three parts."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--pause", type=float, default=0.5, help="seconds a player waits before each command")
    parser.add_argument("--repeat", type=int, default=400, help="round trips timed")
    args = parser.parse_args()
    asyncio.run(round_trips(args.repeat))
    whole_game(1944)
    load_test(args.games, args.seconds, args.pause)


if __name__ == "__main__":
    main()
