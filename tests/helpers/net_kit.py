"""Helpers of the remote-play tests: a referee server in a thread or a process on 127.0.0.1, and the checks that
a seat was told nothing its side may not know."""

from __future__ import annotations

import asyncio
import contextlib
import os
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from benchmarks.bench_server import free_port, scenario_data
from panzer_qt.model.enums import Side
from panzer_qt.model.events import AttackDeclared, DiceRolled
from panzer_qt.model.record import GameRecord
from panzer_qt.model.state import GameState, UnitStatus
from panzer_qt.net.protocol import Played, ServerMessage, View
from panzer_qt.net.referee import Referee, system_die
from panzer_qt.net.server import Limits, bound_port, start
from panzer_qt.net.store import Store
from panzer_qt.rules.dice import DieSource
from panzer_qt.rules.fog import hidden_units
from panzer_qt.rules.game import Game
from panzer_qt.rules.seen import concealed, units_named

ROOT = Path(__file__).resolve().parents[2]
FAST = Limits(rate=10_000, burst=10_000)
"""Limits for tests whose computer players play as fast as they can."""


@dataclass
class Running:
    """A server running in a thread of the test process."""

    url: str
    referee: Referee
    loop: asyncio.AbstractEventLoop


@contextmanager
def server_thread(limits: Limits = FAST, db: str = ":memory:", die: DieSource = system_die) -> Iterator[Running]:
    """A referee server on 127.0.0.1 (a free port) in a thread of its own, stopped at the end (``die``: its dice)."""
    ready: list[Running] = []
    stop = threading.Event()

    async def main() -> None:
        referee = Referee(Store(db), games_per_address=limits.games_per_address, die=die)
        server, _app = await start(referee, "127.0.0.1", 0, limits)
        ready.append(Running(f"ws://127.0.0.1:{bound_port(server)}", referee, asyncio.get_running_loop()))
        while not stop.is_set():
            await asyncio.sleep(0.02)
        server.close()
        await server.wait_closed()

    thread = threading.Thread(target=asyncio.run, args=(main(),), daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not ready and time.monotonic() < deadline:
        time.sleep(0.01)
    assert ready, "the server did not start"
    try:
        yield ready[0]
    finally:
        stop.set()
        thread.join(10)


def serve_process(port: int, db: Path, *extra: str) -> subprocess.Popen[str]:
    """``panzer-qt serve`` as a process on 127.0.0.1:``port``, once it says it listens."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "panzer_qt", "serve", "--port", str(port), "--db", str(db), *extra]
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert process.stdout is not None
    line = process.stdout.readline()  # "serving on ws://..." once listening (the test's timeout bounds the wait)
    assert line.startswith("serving on ws://127.0.0.1:"), line
    return process


def steps_stored(db: Path) -> int:
    """The steps the server's database holds of its one game (read only: the server may be writing it; 0 before the
    database or its table is made)."""
    try:
        with contextlib.closing(sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)) as connection:
            (count,) = connection.execute("SELECT count(*) FROM steps").fetchone()
    except sqlite3.OperationalError:
        return 0
    return int(count)


def check_told(record: GameRecord, side: Side, received: list[ServerMessage], views: Sequence[View] = ()) -> int:
    """Check every message a seat received against the game's record: no enemy unit the side could not see
    (in a view or an event), no die before it was rolled, no seed; and every view it held (``views``, whole or
    changed) exactly the side's view at its step (``Game.as_seen_by``). The number of messages checked."""
    game = Game.replaying(record)
    hidden = [concealed(game, side)]  # what the side could not see after each step
    on_map = [_on_map(game)]
    held = {view.step for view in views}
    expected = {0: _seen(game, side)} if 0 in held else {}
    for i in range(len(record.steps)):
        game.replay_step(record, i)
        hidden.append(concealed(game, side))
        on_map.append(_on_map(game))
        if i + 1 in held:
            expected[i + 1] = _seen(game, side)
    for view in views:
        _check_view(view, hidden[view.step], on_map[view.step])
        assert (view.state, view.hidden) == expected[view.step], f"step {view.step}: the view held is not the side's"
    rolls = [[d for e in step.events if isinstance(e, DiceRolled) for d in e.dice] for step in record.steps]
    for message in received:
        assert not isinstance(message, View | Played) or '"seed"' not in message.model_dump_json(), "a seed told"
        if isinstance(message, View):
            _check_view(message, hidden[message.step], on_map[message.step])
        elif isinstance(message, Played) and message.step > 0:
            _check_played(message, hidden[message.step - 1], hidden[message.step], rolls[message.step - 1])
    return len(received)


def _seen(game: Game, side: Side) -> tuple[GameState, dict[str, int]]:
    """The side's view of the game's position and how many counters each enemy stack hides from it."""
    return game.as_seen_by(side).state, hidden_counts_of(game, side)


def hidden_counts_of(game: Game, side: Side) -> dict[str, int]:
    """How many of each enemy stack's counters ``side`` cannot see (a declared attack's units excepted)."""
    return {hid: len(ids) for hid, ids in hidden_units(game, side).items()}


def _on_map(game: Game) -> set[str]:
    return {u for u, s in game.state.units.items() if s.status is UnitStatus.ON_MAP}


def _check_view(view: View, hidden: frozenset[str], on_map: set[str]) -> None:
    shown = {u for u, s in view.state.units.items() if s.status is UnitStatus.ON_MAP}
    assert not shown & hidden, f"step {view.step}: the view shows hidden units {sorted(shown & hidden)}"
    assert shown == on_map - hidden, f"step {view.step}: the view is not the side's view"
    assert set(view.unseen) == hidden
    assert not (set(view.state.log.moved) | set(view.state.set_up_in)) & hidden


def _check_played(played: Played, before: frozenset[str], after: frozenset[str], rolls: list[int]) -> None:
    declared = {u for e in played.events if isinstance(e, AttackDeclared) for u in (*e.attacker_ids, *e.defender_ids)}
    named = set().union(*(units_named(e) for e in played.events)) if played.events else set()
    leaked = named & before & after - declared
    assert not leaked, f"step {played.step}: events name hidden units {sorted(leaked)}"
    told = [d for e in played.events if isinstance(e, DiceRolled) for d in e.dice]
    assert told == rolls, f"step {played.step}: dice told {told}, rolled {rolls}"


__all__ = ["FAST", "ROOT", "check_told", "free_port", "scenario_data", "serve_process", "server_thread"]
