"""Where the program's files are: the data it ships inside the package (the default scenario, the inputs it is
generated from, the icons) and the user's own folders for settings, saves and autosaves.

The shipped data lies beside the modules, so a checkout, an installed wheel and a frozen bundle all find it the same
way. The user's folders are the platform's (XDG on Linux, Application Support on macOS, AppData on Windows), told by
platformdirs; ``PANZER_QT_HOME`` names one folder to hold them all instead (tests, portable installs).
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from platformdirs import PlatformDirs

PACKAGE = Path(__file__).resolve().parent
SCENARIOS = PACKAGE / "scenarios"
DEFAULT_SCENARIO = SCENARIOS / "first_panzer_army.json"
"""The First Panzer Army scenario: what ``play`` and ``edit`` open when given no file, and ``mapgen`` writes."""
DEFAULT_SOURCES = SCENARIOS / "sources"
"""The hand-kept inputs ``mapgen`` builds the default scenario from (map overrides, order of battle)."""
RESOURCES = PACKAGE / "resources"
APP_ICON = RESOURCES / "icons" / "panzer-qt.svg"

APP_NAME = "panzer-qt"
HOME_VARIABLE = "PANZER_QT_HOME"
"""The environment variable that, when set, names one folder for the settings, saves and autosaves."""


def _dirs() -> PlatformDirs:
    return PlatformDirs(APP_NAME, appauthor=False)


def _home() -> Path | None:
    value = os.environ.get(HOME_VARIABLE, "")
    return Path(value) if value else None


def config_dir() -> Path:
    """The user's folder for the settings file."""
    home = _home()
    return home / "config" if home else _dirs().user_config_path


def data_dir() -> Path:
    """The user's folder for the program's own files (saves and autosaves live in it)."""
    home = _home()
    return home / "data" if home else _dirs().user_data_path


def saves_dir() -> Path:
    """Where the Save and Open dialogs start: the user's saved games (the folder made, when it can be)."""
    folder = data_dir() / "saves"
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def autosave_dir() -> Path:
    """Where the game is saved after every phase."""
    return data_dir() / "autosave"
