"""The referee server: the round trip of one command beside a bare WebSocket echo, many games at once, and a
whole game through the server against the same game in one process.

Run: ``python -m benchmarks.bench_server [--games 200] [--seconds 60] [--pause 1.0] [--processes 3]``. The load
part starts ``panzer-qt serve`` as a process of its own on 127.0.0.1 and drives it from ``--processes`` others,
each an event loop with its share of the clients (random players pausing 0.5-1.5 times ``--pause`` before
each command); it reports the server's CPU share and the load average beside the round trips.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve

from benchmarks.common import ROOT, cpu_seconds, report
from panzer_qt.ai.games import Policy, play_game
from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.ai.remote import remote_game, seen_game
from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Side
from panzer_qt.net.client import SeatClient, create_game
from panzer_qt.net.protocol import Accepted, Created, Send, View, encode
from panzer_qt.net.referee import Referee
from panzer_qt.net.server import Limits, bound_port, quiet_collector, start
from panzer_qt.net.store import Store
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.rules.board import Board
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import load_scenario

FAST = Limits(rate=100_000, burst=100_000, games_per_address=100_000, connections_per_address=100_000)


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
        quiet_collector()  # as ``panzer-qt serve`` does
        times, sizes = [], []
        client.keep = True
        for n in range(repeat):
            before = len(client.received)
            began = time.perf_counter()
            answer = await (client.play(deploy) if n % 2 == 0 else client.undo())
            assert isinstance(answer, Accepted), answer
            await client.wait_view(_at(answer.step))
            times.append((time.perf_counter() - began) * 1000)
            sizes.append(sum(len(encode(m)) for m in client.received[before:]))  # the answer and the change
        await client.close()
        server.close()
    apply = engine_apply_ms(game, deploy, repeat)
    echo = await echo_round_trips(len(encode(Send(id="c0", command=deploy))), int(statistics.median(sizes)), repeat)
    report("command round trip, median (deploy / undo, view back)", statistics.median(times), "ms")
    report("command round trip, 99th percentile", percentile(times, 0.99), "ms")
    report("bytes back per command (the answer and what changed in the view)", statistics.median(sizes), "B")
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

    async with serve(echo, "127.0.0.1", 0, max_size=None, compression=None) as server:  # as the referee server
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


@dataclass
class Timings:
    """What the clients of one load process measured."""

    answer: list[float] = field(default_factory=list)
    """Milliseconds from sending a command to the server's answer (accepted or refused)."""
    view: list[float] = field(default_factory=list)
    """Milliseconds from sending an accepted command to the seat's view at its step."""
    errors: int = 0
    refused: int = 0
    cpu: float = 0.0
    """CPU seconds the load process used while playing."""


async def timed_seat(
    client: SeatClient, board: Board, seed: int, *, pause: float, until: float, timings: Timings
) -> None:
    """Play a seat with a random player (thinking during its pause), timing each round trip."""
    player = RandomPolicy(seed)
    assert client.side is not None and client.scenario is not None
    while time.time() < until:
        try:
            view = await client.wait_view(
                lambda v: v.status != "playing" or v.to_act is client.side, until - time.time()
            )
        except TimeoutError:  # the run's time is up while the other side thinks
            break
        if view.status != "playing":
            break
        thinking = asyncio.to_thread(player.choose, seen_game(view, client.scenario, board))
        command, _ = await asyncio.gather(thinking, asyncio.sleep(pause * (0.5 + random.random())))
        if time.time() >= until:
            break
        began = time.perf_counter()
        answer = await client.play(command)
        timings.answer.append((time.perf_counter() - began) * 1000)
        if isinstance(answer, Accepted):
            await client.wait_view(_at(answer.step), 60)
            timings.view.append((time.perf_counter() - began) * 1000)
        else:
            timings.refused += 1
            player.refused(command)
    timings.errors += len(client.errors)


async def load_clients(url: str, codes: list[str], begin: float, until: float, pause: float) -> Timings:
    """One load process: a client per code, joined, then playing from ``begin`` (time.time) to ``until``."""
    board = Board(load_scenario(DEFAULT_SCENARIO))
    clients = [SeatClient(url, code) for code in codes]
    timings = Timings()
    try:
        await asyncio.gather(*(c.start(120) for c in clients))
        quiet_collector()  # as the server does: its round trips timed are not its own collector's pauses
        await asyncio.sleep(max(0.0, begin - time.time()))
        cpu = time.process_time()
        plays = [
            timed_seat(c, board, seed, pause=pause, until=until, timings=timings) for seed, c in enumerate(clients)
        ]
        failed = await asyncio.gather(*plays, return_exceptions=True)
        timings.errors += sum(1 for f in failed if isinstance(f, BaseException))
        timings.cpu = time.process_time() - cpu
    finally:
        await asyncio.gather(*(c.close() for c in clients))
    return timings


def load_process(url: str, codes: list[str], begin: float, until: float, pause: float) -> Timings:
    """``load_clients`` in a process of its own; the players think in threads, the event loop taking the
    interpreter back from them every millisecond (not 5) so that the round trips timed are not their queue."""
    sys.setswitchinterval(0.001)
    return asyncio.run(load_clients(url, codes, begin, until, pause))


def load_test(games: int, seconds: float, pause: float, processes: int) -> None:
    """``games`` games, two clients each spread over ``processes`` load processes, against a server process."""
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        command = [sys.executable, "-m", "panzer_qt", "serve", "--port", str(port), "--db", f"{folder}/g.db"]
        command += ["--games-per-address", str(games + 10), "--connections-per-address", str(2 * games + 10)]
        server = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True)
        assert server.stdout is not None
        server.stdout.readline()
        url = f"ws://127.0.0.1:{port}"
        idle = rss_kb(server.pid)
        try:
            created = asyncio.run(_create(url, games))
            shares = [
                [code for game in created[n::processes] for code in game.seats.values()] for n in range(processes)
            ]
            begin = time.time() + 15 + games * 0.05  # every client connected by then
            with multiprocessing.get_context("spawn").Pool(processes) as pool:
                running = pool.starmap_async(
                    load_process, [(url, share, begin, begin + seconds, pause) for share in shares]
                )
                time.sleep(max(0.0, begin - time.time()))
                busy, cpu, load_before = rss_kb(server.pid), cpu_seconds(server.pid), os.getloadavg()[0]
                time.sleep(seconds)
                cpu, load_after = cpu_seconds(server.pid) - cpu, os.getloadavg()[0]
                results = running.get(seconds + 300)
        finally:
            server.terminate()
            server.wait(30)
    answer = [t for r in results for t in r.answer]
    view = [t for r in results for t in r.view]
    report(f"{games} games, {2 * games} clients in {processes} processes, {seconds:g} s", len(answer), "commands")
    report("  round trip to the answer, median", statistics.median(answer), "ms")
    report("  round trip to the answer, 99th percentile", percentile(answer, 0.99), "ms", "< 100 ms")
    report("  round trip to the view changed, median", statistics.median(view), "ms")
    report("  round trip to the view changed, 99th percentile", percentile(view, 0.99), "ms")
    report("  errors (failed clients and error messages)", sum(r.errors for r in results), "", "0")
    report("  commands refused by the engine", sum(r.refused for r in results), "")
    report("  server CPU over the run (share of one core)", cpu / seconds * 100, "%")
    report("  server CPU per command (its websockets, engine, fog, views, SQLite)", cpu / len(answer) * 1000, "ms")
    report("  load processes' CPU over the run (share of one core)", sum(r.cpu for r in results) / seconds * 100, "%")
    report("  load average, 1 min, at the start / end", load_before, f"/ {load_after:.2f}")
    report("  server memory per game (loaded, its two connections)", (busy - idle) / games / 1024, "MB")


async def _create(url: str, games: int) -> list[Created]:
    """``games`` new games on the server."""
    return [await create_game(url, scenario_data()) for _ in range(games)]


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
    parser.add_argument("--pause", type=float, default=1.0, help="seconds a player waits before a command, on average")
    parser.add_argument("--processes", type=int, default=3, help="processes the load's clients are spread over")
    parser.add_argument("--repeat", type=int, default=400, help="round trips timed")
    args = parser.parse_args()
    asyncio.run(round_trips(args.repeat))
    whole_game(1944)
    load_test(args.games, args.seconds, args.pause, args.processes)


if __name__ == "__main__":
    main()
