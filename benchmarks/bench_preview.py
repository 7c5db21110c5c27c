"""The consequence preview and Suggest, offscreen (``python -m benchmarks.bench_preview``).

The default scenario played by the greedy player to the Soviet movement of turn 4 (mid-game). In the client window,
the largest Soviet stack that may move is selected; each hover over a new hex of its range is timed from the mouse
move until the map's hover text (with the preview worked out on a copy of the Soviet view) is set: the first one after
the position changed (it also works out the view and its supply), then the median and the worst of the others
(targets: 30 ms median, 60 ms worst). Suggest: the computer player's decision at each level on that position with its
reason (``choose_with_reason``) in words, against the same level's decision alone (its own time).
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from benchmarks.common import report
from panzer_qt.ai.players.computer import ComputerPlayer
from panzer_qt.ai.players.greedy import GreedyPolicy
from panzer_qt.ai.players.levels import LEVELS
from panzer_qt.model.enums import Phase, Segment
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.rules.game import Game
from panzer_qt.rules.legal import movers
from panzer_qt.rules.loading import load_scenario
from panzer_qt.ui.common.reason_text import reason_text
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.settings import ANIMATION, Settings

MEDIAN_TARGET_MS, WORST_TARGET_MS = 30.0, 60.0
TURN = 4


def mid_game(seed: int) -> Game:
    """The default scenario played by the greedy player up to the Soviet movement of turn ``TURN``."""
    game = Game.new(load_scenario(DEFAULT_SCENARIO), seed=seed)
    players = GreedyPolicy(seed)
    while (game.state.turn, game.state.phase, game.state.segment) != (TURN, Phase.SOVIET_1, Segment.MOVEMENT):
        game.apply(players.choose(game))
    return game


def hover_times(window: MainWindow, hexes: list[str]) -> list[float]:
    """Milliseconds from each hover until its text is set, in order."""
    times = []
    for hid in hexes:
        start = time.perf_counter()
        window.canvas.hexHovered.emit(hid)
        times.append((time.perf_counter() - start) * 1e3)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1944)
    parser.add_argument("--hexes", type=int, default=80)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    game = mid_game(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
        Settings(settings).set(ANIMATION, "off")
        window = MainWindow(GameSession(game.copy(), settings=settings, autosave_dir=Path(tmp)), remember_layout=False)
        window.show()
        app.processEvents()
        session = window.session
        stacks: dict[str, list[str]] = {}
        for unit in movers(session.game):
            stacks.setdefault(session.game.state.units[unit].hex or "", []).append(unit)
        best = max(stacks.values(), key=lambda ids: len(session.answers.reach(ids) or ()))
        session.select(best)
        reach = session.reach()
        assert reach is not None
        hexes = sorted(reach)[: args.hexes]
        times = hover_times(window, hexes)
        report(f"turn {TURN}: first hover over {'+'.join(best)}'s range", times[0], "ms")
        report(f"hover with preview, median of {len(times) - 1}", statistics.median(times[1:]), "ms",
               f"< {MEDIAN_TARGET_MS}")  # fmt: skip
        report("hover with preview, worst", max(times[1:]), "ms", f"< {WORST_TARGET_MS}")
        window.close()
    for level in sorted(LEVELS):
        start = time.perf_counter()
        ComputerPlayer(level).choose(game.copy())
        report(f"level {level}: the player's decision (its own time)", time.perf_counter() - start, "s")
        start = time.perf_counter()
        _command, why = ComputerPlayer(level).choose_with_reason(game.copy())
        reason_text(why, window.names)
        report(f"level {level}: Suggest (the decision with its reason, in words)", time.perf_counter() - start, "s")


if __name__ == "__main__":
    main()
