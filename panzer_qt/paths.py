"""Where the program's files are: the data it ships (the default scenario, the inputs it is generated from, the
icons and translations) and the user's own folders for settings, saves, autosaves and the log.

The shipped data is kept at the top of the checkout (``scenarios/``, ``resources/``, beside ``panzer_qt/``); the wheel
and the one-folder application carry it inside the package (``panzer_qt/scenarios``, ``panzer_qt/resources``), where
it is looked for first. The user's folders are the platform's (XDG on Linux, Application Support on macOS, AppData on
Windows), told by platformdirs; ``PANZER_QT_HOME`` names one folder to hold them all instead (tests, portable installs).
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from platformdirs import PlatformDirs

PACKAGE = Path(__file__).resolve().parent


def _shipped_folder(name: str, content: str) -> Path:
    """The shipped data folder ``name``: inside the package when it holds ``content`` there (an install, a bundle),
    else beside the package (a checkout)."""
    inside = PACKAGE / name
    return inside if (inside / content).exists() else PACKAGE.parent / name


SCENARIOS = _shipped_folder("scenarios", "first_panzer_army.json")
DEFAULT_SCENARIO = SCENARIOS / "first_panzer_army.json"
"""The First Panzer Army scenario: what ``play`` and ``edit`` open when given no file, and ``mapgen`` writes."""
DEFAULT_SOURCES = SCENARIOS / "sources"
"""The hand-kept inputs ``mapgen`` builds the default scenario from (map overrides, order of battle): in a checkout
and the sdist; the wheel and the application leave them out."""
RESOURCES = _shipped_folder("resources", "icons")
"""The icons and translations (``i18n/``)."""
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


def _made(folder: Path) -> Path:
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def log_dir() -> Path:
    """The user's folder for the program's log (platformdirs' ``user_log_dir``)."""
    home = _home()
    return home / "log" if home else _dirs().user_log_path


def saves_dir() -> Path:
    """Where the Save and Open dialogs start: the user's saved games (the folder made, when it can be)."""
    return _made(data_dir() / "saves")


def scenarios_dir() -> Path:
    """Where the editor saves the user's own scenarios (the folder made, when it can be)."""
    return _made(data_dir() / "scenarios")


def shipped(path: Path) -> bool:
    """Whether ``path`` is one of the scenarios the program ships (kept as shipped: edits are saved elsewhere)."""
    return path.resolve().is_relative_to(SCENARIOS)


def json_named(path: Path) -> Path:
    """``path`` with ``.json`` added when it has no such ending (what a save dialog's answer becomes)."""
    return path if path.suffix.lower() == ".json" else path.with_name(path.name + ".json")


def autosave_dir() -> Path:
    """Where the game is saved after every phase."""
    return data_dir() / "autosave"


def latest_autosave(folder: Path | None = None) -> Path | None:
    """The newest autosave in ``folder`` (default: the user's autosave folder); None if there is none."""
    found = sorted((folder or autosave_dir()).glob("autosave*.json"), key=_modified, reverse=True)
    return found[0] if found else None


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
