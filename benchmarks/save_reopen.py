"""Nothing lost, over whole games: computer players on both seats through the client's own session (forced answers
on, an autosave at every phase start, Save As at random moments, mid-segment, with a decision pending and after an
undo), and hot-seat scripts through the main window with hand-overs; every file written is reopened with the client's
Open and with ``validate`` (``tests/helpers/save_reopen.py``).

Run: ``python -m benchmarks.save_reopen [--games 20] [--hot-seat 5] [--german greedy] [--soviet greedy]
[--workers 2]``. Prints the files written, reopened and the failures, with the forced answers and moments seen.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import tempfile
import time
from collections import Counter
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from panzer_qt.ai.games import Policy
from panzer_qt.ai.simulate import make_player
from panzer_qt.model.enums import Side
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import load_scenario
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.settings import ANIMATION, AUTOSAVE_MINUTES, Settings
from tests.helpers.save_reopen import Tally, counting_forced_answers, play_through_session

Job = tuple[int, str, str, bool]
"""A game: its seed, the German and Soviet players, and whether it is played in the hot-seat window."""


def play_one(job: Job) -> tuple[Tally, int, float]:
    """Play one game as ``job`` says in a folder of its own; its tally, its commands and its seconds."""
    seed, german, soviet, hot_seat = job
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication([])
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        settings = QSettings(str(out / "settings.ini"), QSettings.Format.IniFormat)
        prefs = Settings(settings)
        prefs.set(AUTOSAVE_MINUTES, 5)
        prefs.set(ANIMATION, "off")
        session = GameSession(Game.new(load_scenario(DEFAULT_SCENARIO), seed=seed), settings=settings,
                              autosave_dir=out / "autosave")  # fmt: skip
        window = None
        if hot_seat:
            window = MainWindow(session)
            window.hot_seat = True
            window.actions_.handovers.setChecked(True)
            window.show()
        players: dict[Side, Policy] = {
            Side.GERMAN: make_player(german, seed * 2),
            Side.SOVIET: make_player(soviet, seed * 2 + 1),
        }
        tally = Tally()
        with counting_forced_answers(tally):
            play_through_session(session, players, seed, out, tally, window=window)
        commands = len(session.game.steps)
        if window is not None:
            window.close()
        del app
    return tally, commands, time.perf_counter() - started


def main() -> None:
    """Play the games (in worker processes), then print what was written and reopened."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20, help="games with computer players on both seats")
    parser.add_argument("--hot-seat", type=int, default=5, help="hot-seat games through the main window")
    parser.add_argument("--german", default="greedy")
    parser.add_argument("--soviet", default="greedy")
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    jobs: list[Job] = [(args.seed + n, args.german, args.soviet, False) for n in range(args.games)]
    jobs += [(args.seed + 500 + n, "random", "random", True) for n in range(args.hot_seat)]
    started = time.perf_counter()
    results: list[tuple[Tally, int, float]] = []
    with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
        for tally, commands, seconds in pool.imap_unordered(play_one, jobs):
            results.append((tally, commands, seconds))
            done = f"game {len(results)}/{len(jobs)}: {commands} commands, {seconds:.0f} s"
            print(f"{done}: {tally.written} written, {tally.reopened} reopened, {len(tally.failures)} failures")
    total = Tally()
    for tally, _, _ in results:
        total.written += tally.written
        total.reopened += tally.reopened
        total.failures += tally.failures
        total.moments += tally.moments
        total.forced += tally.forced
    print(f"games: {args.games} ({args.german} against {args.soviet}) and {args.hot_seat} hot-seat (random)")
    seconds = time.perf_counter() - started
    print(f"commands: {sum(c for _, c, _ in results)}; {seconds:.0f} s with {args.workers} workers")
    print(f"files written: {total.written}, reopened: {total.reopened}, failures: {len(total.failures)}")
    print(f"moments: {dict(Counter(total.moments).most_common())}")
    print(f"forced answers: {dict(Counter(total.forced).most_common())}")
    for failure in total.failures[:20]:
        print("  ", failure)


if __name__ == "__main__":
    main()
