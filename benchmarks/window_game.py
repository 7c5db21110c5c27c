"""A whole game's commands given one by one to a main window's session on the same scenario, seed and set-up, as
hot-seat players give them: the hand-over cover lifted, the event loop served and deferred deletions done after each
command. Shared by the benchmarks of the window's thread over a long game."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QApplication

from panzer_qt.model.commands import Command
from panzer_qt.records.record_files import load_game
from panzer_qt.rules.game import Game
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.settings import AUTOSAVE_MINUTES


def simulated(folder: Path) -> Path:
    """A whole game between the computer's quick levels (seed 5, some 830 commands), recorded in ``folder``."""
    subprocess.run(
        [sys.executable, "-m", "panzer_qt.cli", "simulate", "--seed", "5", "--german", "ai:1", "--soviet", "ai:1",
         "--record", str(folder), "--quiet"],
        check=True, capture_output=True,
    )  # fmt: skip
    return next(folder.glob("*.json"))


def arguments(description: str) -> argparse.Namespace:
    """The window benchmarks' command line: an optional RECORD and ``--no-autosave``."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("record", nargs="?", type=Path, help="a game record (default: one game simulated first)")
    parser.add_argument("--no-autosave", action="store_true", help="the session saves nothing")
    return parser.parse_args()


class WindowGame:
    """A shown main window on a new game of ``record``'s scenario, seed and set-up, its settings and autosaves in
    ``folder`` (with ``autosave`` False, the Autosave setting at 0: the session saves nothing)."""

    def __init__(self, record: Path, folder: Path, autosave: bool) -> None:
        self.app = QApplication.instance() or QApplication(sys.argv)
        source = load_game(record)
        self.commands = [step.command for step in source.steps]
        game = Game.new(source.scenario, seed=source.seed, auto_deploy=False)
        settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        self.session = GameSession(game, settings=settings, autosave_dir=folder / "autosaves")
        self.window = MainWindow(self.session, remember_layout=False)
        self.window.show()
        self.app.processEvents()
        if not autosave:
            self.session.prefs.set(AUTOSAVE_MINUTES, 0)
            self.session.follow_autosave()

    def give_next(self) -> Command | None:
        """Give the record's next command and serve the event loop; None once the game is over or the record ends.

        Exits if the session refuses the command (the game went another way)."""
        game = self.session.game
        if len(game.steps) >= len(self.commands) or game.state.game_over:
            return None
        command = self.commands[len(game.steps)]
        if self.session.apply(command) is None:
            raise SystemExit(f"the game went another way at step {len(game.steps)}")
        if self.window.handover.covering():
            self.window.handover.hide()
        self.app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        return command
