"""Online games in the client, on loopback: a click in one window to the opponent's window showing the move, and
opening a game at turn 8 from My Online Games to a shown map.

Run: ``python -m benchmarks.bench_online [--moves 30]`` (offscreen unless a display is chosen). The server is
``panzer-qt serve`` in a process of its own on 127.0.0.1; the turn-8 game is played into its database beforehand
by random players through the referee. Beside each wall time, the CPU the client process (both windows and the
network thread) and the server used meanwhile, and the load average: on a busy machine the wall times grow, the
CPU times hardly.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks.bench_server import free_port, scenario_data
from benchmarks.common import ROOT, cpu_seconds, report
from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.ai.position.view import played
from panzer_qt.model.enums import Side
from panzer_qt.net.protocol import Create, Created, Send
from panzer_qt.net.referee import Referee
from panzer_qt.net.store import Store

TURN = 8


class Cpu:
    """CPU seconds used by this process (every thread) and by the server, summed over the spans timed."""

    def __init__(self, server_pid: int) -> None:
        self.server_pid = server_pid
        self.client = self.server = self.wall = 0.0
        """CPU seconds of the client and of the server, wall milliseconds."""
        self._began = (0.0, 0.0, 0.0)

    def begin(self) -> None:
        """A span begins."""
        self._began = (time.process_time(), cpu_seconds(self.server_pid), time.perf_counter())

    def end(self) -> None:
        """The span ends: its CPU and wall time added."""
        self.client += time.process_time() - self._began[0]
        self.server += cpu_seconds(self.server_pid) - self._began[1]
        self.wall += (time.perf_counter() - self._began[2]) * 1000

    def report(self, spans: int) -> None:
        """The mean CPU milliseconds of a span, client and server."""
        report("  client CPU (both windows, network thread), mean", self.client / spans * 1000, "ms")
        report("  server CPU, mean", self.server / spans * 1000, "ms")


def game_at_turn(db: Path, turn: int, seed: int = 8) -> Created:
    """A game played by random players through the referee, stored in ``db``, up to the start of ``turn``."""
    store = Store(str(db))
    referee = Referee(store, games_per_address=100)
    created = referee.create(Create(scenario=scenario_data(), deploy=False), "127.0.0.1")
    seats = {side: referee.seat(code) for side, code in created.seats.items()}
    table = referee.table(created.game_id)
    players = {side: RandomPolicy(seed + n) for n, side in enumerate(Side)}
    n = 0
    while table.game.state.turn < turn and not table.game.state.game_over:
        side = table.to_act()
        assert side is not None
        n += 1
        referee.play(seats[side], Send(id=f"c{n}", command=players[side].choose(table.game)))
    store.close()
    return created


def wait(app: object, ready: Callable[[], bool], seconds: float = 30.0) -> None:
    """Process events until ``ready`` (AssertionError after ``seconds``), sleeping while none come (the network
    thread then has the interpreter to itself), as a window's event loop does; a timer wakes it at least every
    20 ms. (``processEvents`` given a time limit never sleeps: it would spin, taking the interpreter from the
    network thread.)"""
    from PySide6.QtCore import QEventLoop, QTimer

    deadline = time.monotonic() + seconds
    waker = QTimer()
    waker.start(20)
    while not ready():
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)  # type: ignore[attr-defined]
        assert time.monotonic() < deadline, "timed out"
    waker.stop()


def serve(port: int, db: Path) -> subprocess.Popen[str]:
    """``panzer-qt serve`` on 127.0.0.1:``port``, once it listens."""
    command = [sys.executable, "-m", "panzer_qt", "serve", "--port", str(port), "--db", str(db)]
    server = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None
    server.stdout.readline()
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--moves", type=int, default=30, help="moves timed (each taken back after)")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings

    from panzer_qt.ui.app import application
    from panzer_qt.ui.settings import ANIMATION, Settings

    app = application()
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "games.sqlite3"
        started = time.perf_counter()
        late = game_at_turn(db, TURN)
        report(f"a game played to turn {TURN} through the referee (set-up)", time.perf_counter() - started, "s")
        port = free_port()
        url = f"ws://127.0.0.1:{port}"
        server = serve(port, db)
        try:
            settings = QSettings(f"{folder}/settings.ini", QSettings.Format.IniFormat)
            Settings(settings).set(ANIMATION, "off")
            report("load average (1 min) at the start", os.getloadavg()[0], "")
            for n, opening in enumerate(open_from_my_games(app, url, late, settings, server.pid)):
                if n == 0:
                    report(
                        f"open a turn-{TURN} game from My Online Games to a shown map", opening.wall, "ms", "< 1500 ms"
                    )
                else:
                    report("  again (the game loaded on the server)", opening.wall, "ms")
                opening.report(1)
            moves = Cpu(server.pid)
            median = click_to_shown(app, url, settings, args.moves, moves)
            report("click to the opponent's window showing the move, median", median, "ms", "< 150 ms")
            moves.report(args.moves)
            report("load average (1 min) at the end", os.getloadavg()[0], "")
        finally:
            server.terminate()
            server.wait(30)


def open_from_my_games(app: object, url: str, late: Created, settings: object, server_pid: int) -> list[Cpu]:
    """Open the turn-8 game's German seat, then its Soviet seat, from My Online Games to a shown map: the wall
    milliseconds and CPU of each (the first opening pays for loading the game on the server)."""
    from panzer_qt.ui.online.dialogs import MyGamesDialog
    from panzer_qt.ui.online.known import KnownGame, keep_game

    spans = []
    for side in (Side.GERMAN, Side.SOVIET):
        keep_game(settings, KnownGame(url, late.seats[side], late.game_id, side.value, "late"))  # type: ignore[arg-type]
        dialog = MyGamesDialog(settings)  # type: ignore[arg-type]
        dialog.show()
        span = Cpu(server_pid)
        span.begin()
        dialog.open_row(0)
        wait(app, lambda d=dialog: d.opening is not None and d.opening.window is not None)  # type: ignore[misc]
        assert dialog.opening is not None and dialog.opening.window is not None
        window = dialog.opening.window
        window.show()
        app.processEvents()  # type: ignore[attr-defined]
        window.canvas.viewport().repaint()
        span.end()
        assert window.session.game.state.turn == TURN
        window.close()
        spans.append(span)
    return spans


def click_to_shown(app: object, url: str, settings: object, moves: int, cpu: Cpu | None = None) -> float:
    """Median milliseconds from a click moving a stack in one window to the other window showing the move (the
    CPU used meanwhile added to ``cpu``)."""
    import asyncio

    from panzer_qt.net.client import create_game
    from panzer_qt.ui.online.window import Opening

    created = asyncio.run(create_game(url, scenario_data(), deploy=False))
    openings = {side: Opening(url, created.seats[side], settings) for side in Side}  # type: ignore[arg-type]
    wait(app, lambda: all(o.window is not None for o in openings.values()))
    soviet, german = (openings[s].window for s in (Side.SOVIET, Side.GERMAN))
    assert soviet is not None and german is not None
    for window in (soviet, german):
        window.show()
    app.processEvents()  # type: ignore[attr-defined]
    game = soviet.session.game
    start = game.state.units["su-7gt"].hex
    assert start is not None
    soviet.tool.click(start)
    reach = soviet.session.reach()
    assert reach is not None
    target = next(h for h in sorted(reach) if h != start and reach.cost(h) <= reach.mp_allowance)
    times = []
    for _ in range(moves):
        soviet.tool.click(start)
        step = played(german.session.game)
        clock = time.perf_counter()
        if cpu is not None:
            cpu.begin()
        soviet.tool.click(target)
        wait(app, lambda n=step: played(german.session.game) == n + 1)  # type: ignore[misc]
        german.canvas.viewport().repaint()
        if cpu is not None:
            cpu.end()
        times.append((time.perf_counter() - clock) * 1000)
        soviet.actions_.undo.trigger()
        wait(app, lambda n=step: played(german.session.game) == n == played(soviet.session.game))  # type: ignore[misc]
    return statistics.median(times)


if __name__ == "__main__":
    main()
