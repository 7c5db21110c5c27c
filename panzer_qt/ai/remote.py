"""Computer players through the referee server: ``panzer-qt simulate --server``.

Each game is created on the server (the scenario uploaded with it); each seat is played by its own client
(``net.client.SeatClient``), connected with its own seat code and knowing only the views and events its
side is sent. The player thinks on a ``SeenGame`` built from its side's view, in a worker thread so that
the connection stays alive meanwhile. At the end the full record is fetched (with ``record_dir``, written
there); the summary is worked out from it. The server rolls the dice, so the seed only seeds the players.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI, WebSocketException

from panzer_qt.ai.games import MAX_COMMANDS, MAX_REFUSALS, GameSummary, Policy, replayed, summary_of
from panzer_qt.ai.position.view import Fog, SeenGame
from panzer_qt.ai.simulate import Progress, RunStopped, RunSummary, check_writable, make_player
from panzer_qt.model.enums import Side
from panzer_qt.model.jsonfile import write_json_atomic
from panzer_qt.model.scenario import Scenario
from panzer_qt.net.client import SeatClient, ServerError, create_game
from panzer_qt.net.protocol import Refused, View
from panzer_qt.rules.board import Board
from panzer_qt.rules.loading import load_scenario

WAIT = 600.0
"""Seconds a seat waits for the other side (or the record) before giving up on a game."""
FAILURES = (OSError, WebSocketException, ServerError, ValidationError)
"""What a game through a server may fail with (a TimeoutError is an OSError)."""


class GamesStopped(Exception):
    """A game through the server failed: why, for the command line, and the games finished before."""

    def __init__(self, message: str, done: list[GameSummary]) -> None:
        super().__init__(message)
        self.message, self.done = message, done


def failure(url: str, error: Exception) -> str:
    """Why a game through the server at ``url`` failed, in a sentence."""
    if isinstance(error, ServerError):
        return f"the server at {url} refused the game: {error.error.message}"
    if isinstance(error, OSError) and not isinstance(error, TimeoutError):
        return f"cannot reach the server at {url}: {error.strerror or error}"
    said = {
        TimeoutError: f"the server at {url} sent nothing the game needed for {WAIT:.0f} s",
        InvalidURI: f"{url} is not a server address (ws://host:port or wss://host:port)",
        InvalidHandshake: f"{url} is not a panzer-qt server speaking this version's protocol",
        ValidationError: f"{url} is not a panzer-qt server speaking this version's protocol",
        ConnectionClosed: f"the server at {url} closed the connection",
    }
    found = (text for kind, text in said.items() if isinstance(error, kind))
    return next(found, f"the server at {url} failed: {error}")


def seen_game(view: View, scenario: Scenario, board: Board) -> SeenGame:
    """The game a seat's player reasons on: its side's view, with its fog."""
    fog = Fog(viewer=view.side, hidden=view.hidden, unseen=frozenset(view.unseen))
    return SeenGame(scenario, view.state, fog, view.step, board)


@dataclass
class SeatPlay:
    """What one seat did in a game: commands refused, and seconds of thinking per (turn, phase)."""

    refused: int = 0
    thinking: dict[tuple[int, str], float] = field(default_factory=lambda: defaultdict(float))


async def play_seat(
    client: SeatClient,
    player: Policy,
    board: Board,
    *,
    max_commands: int = MAX_COMMANDS,
    max_refusals: int = MAX_REFUSALS,
    wait: float = WAIT,
) -> SeatPlay:
    """Play the client's seat with ``player`` until the game ends or a limit is reached."""
    side, scenario = client.side, client.scenario
    assert side is not None and scenario is not None, "the client has joined"
    done = SeatPlay()
    while True:
        view = await client.wait_view(lambda v: v.status != "playing" or v.to_act is side, wait)
        if view.status != "playing" or view.step >= max_commands or done.refused >= max_refusals:
            return done
        game = seen_game(view, scenario, board)
        began = time.process_time()
        command = await asyncio.to_thread(player.choose, game)
        done.thinking[(view.state.turn, view.state.phase.value)] += time.process_time() - began
        async with asyncio.timeout(wait):
            answer = await client.play(command)
        if isinstance(answer, Refused):
            done.refused += 1
            player.refused(command)
            continue
        await client.wait_view(_after(answer.step), wait)


def _after(step: int) -> Callable[[View], bool]:
    """Whether a view shows the game after step ``step`` (or ended)."""
    return lambda view: view.step >= step or view.status != "playing"


async def remote_game(
    url: str, scenario: dict[str, Any], board: Board, seed: int, players: dict[Side, str], *, record_dir: Path | None
) -> GameSummary:
    """One game between two computer clients through the server at ``url``, summarised from its record."""
    started = time.perf_counter()
    created = await create_game(url, scenario, deploy=True)
    clients = {
        side: SeatClient(url, code, name=f"{players[side]} ({side.value})") for side, code in created.seats.items()
    }
    tasks: dict[Side, asyncio.Task[SeatPlay]] = {}
    try:
        for client in clients.values():
            await client.start(WAIT)
        made = {
            Side.GERMAN: make_player(players[Side.GERMAN], seed * 2),
            Side.SOVIET: make_player(players[Side.SOVIET], seed * 2 + 1),
        }
        tasks = {side: asyncio.create_task(play_seat(clients[side], made[side], board, wait=WAIT)) for side in Side}
        finished, _ = await asyncio.wait(tasks.values(), return_when=asyncio.FIRST_COMPLETED)
        for task in finished:
            task.result()  # a seat that failed (the server gone) fails the game
        german = clients[Side.GERMAN]
        async with asyncio.timeout(WAIT):
            if german.view is not None and german.view.status == "playing":
                await german.resign()  # a limit was reached: the game ends unfinished
            plays = {side: await task for side, task in tasks.items()}
            record = await german.record()
    finally:
        for task in tasks.values():
            task.cancel()
        for client in clients.values():
            await client.close()
    if record_dir is not None:
        write_json_atomic(record_dir / f"game-{seed}.json", record)
    game, cut_off = replayed(record)
    thinking = {side.value: [round(t, 4) for _, t in sorted(plays[side].thinking.items())] for side in Side}
    refused = sum(p.refused for p in plays.values())
    return summary_of(
        game, seed, refused=refused, seconds=time.perf_counter() - started, cut_off=cut_off, thinking=thinking
    )


async def remote_games(
    url: str,
    scenario_path: Path,
    board: Board,
    jobs: list[tuple[int, dict[Side, str]]],
    *,
    at_once: int = 1,
    record_dir: Path | None = None,
    progress: Progress | None = None,
) -> list[GameSummary]:
    """Play the games (seed, players) of the scenario file ``scenario_path`` (on its ``board``), ``at_once`` at a
    time, in seed order (GamesStopped when one fails)."""
    data = json.loads(scenario_path.read_text(encoding="utf-8"))
    gate = asyncio.Semaphore(at_once)
    done: list[GameSummary] = []

    async def one(seed: int, players: dict[Side, str]) -> None:
        async with gate:
            try:
                done.append(await remote_game(url, data, board, seed, players, record_dir=record_dir))
            except FAILURES as exc:
                raise GamesStopped(f"{failure(url, exc)} (game {seed})", sorted(done, key=lambda s: s.seed)) from exc
        if progress is not None:
            progress(len(done), len(jobs))

    await asyncio.gather(*(one(seed, players) for seed, players in jobs))
    return sorted(done, key=lambda s: s.seed)


def simulate_remote(
    url: str,
    scenario_path: Path,
    games: int,
    seed: int,
    players: dict[Side, str],
    *,
    at_once: int = 1,
    record_dir: Path | None = None,
    progress: Progress | None = None,
) -> RunSummary:
    """``simulate`` through the server at ``url``: ``games`` games, players seeded from ``seed`` on (RunStopped,
    with the games finished, when one fails)."""
    scenario = load_scenario(scenario_path)
    if record_dir is not None:
        check_writable(record_dir)
    jobs = [(seed + n, players) for n in range(games)]
    started = time.perf_counter()
    try:
        summaries = asyncio.run(
            remote_games(
                url, scenario_path, Board(scenario), jobs, at_once=at_once, record_dir=record_dir, progress=progress
            )
        )
    except GamesStopped as exc:
        summary = RunSummary.of(scenario.meta.name, players, exc.done, time.perf_counter() - started, at_once)
        raise RunStopped(exc.message, summary) from None
    return RunSummary.of(scenario.meta.name, players, summaries, time.perf_counter() - started, at_once)
