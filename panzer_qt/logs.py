"""The program's log: the standard ``logging`` module, written to a rotating file ``panzer-qt.log`` in the user's log
folder (``panzer_qt.paths.log_dir``), INFO and above unless ``--log-level`` or the Log detail setting says otherwise.

Library code only asks for its logger (``logging.getLogger(__name__)``); the handler is set up here, once, by the
command line's start-up. The engine logs nothing per command, and nothing that a player could read during a game
tells a hidden unit or a die before it is rolled: the log says which files were read and written, which windows
opened, how long the computer player thought and what went wrong.
"""

from __future__ import annotations

import logging
import logging.handlers
from collections import deque
from pathlib import Path

from panzer_qt.paths import log_dir

LOG_NAME = "panzer-qt.log"
LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
"""The levels a user may choose, the most talkative first."""
DEFAULT_LEVEL = "INFO"
MAX_BYTES = 1_000_000
"""A log file's size before it is rotated (``panzer-qt.log.1`` ... ``.3`` keep the older lines)."""
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_handler: list[logging.FileHandler] = []
"""The file handler in use (none before ``start_logging``)."""
chosen_level: list[str] = []
"""The level given on the command line, if any: it wins over the setting."""


def log_file(folder: Path | None = None) -> Path:
    """The current log file."""
    return (folder or log_dir()) / LOG_NAME


def start_logging(level: str | None = None, folder: Path | None = None, max_bytes: int = MAX_BYTES) -> Path | None:
    """Send the program's log to the rotating file in ``folder`` (default: the user's log folder) at ``level``
    (default INFO); the file, or None if the folder cannot be made (then nothing is logged to a file)."""
    stop_logging()
    path = log_file(folder)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=max_bytes, backupCount=BACKUPS, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    logging.getLogger().addHandler(handler)
    _handler.append(handler)
    set_level(level or DEFAULT_LEVEL)
    return path


def stop_logging() -> None:
    """Close the log file (nothing more is written to it)."""
    for old in _handler:
        logging.getLogger().removeHandler(old)
        old.close()
    _handler.clear()


def set_level(level: str) -> None:
    """Log ``level`` and above (one of ``LEVELS``; anything else is INFO)."""
    logging.getLogger().setLevel(level.upper() if level.upper() in LEVELS else DEFAULT_LEVEL)


def follow_setting(level: str) -> None:
    """The Log detail setting's level, unless the command line chose one."""
    if not chosen_level:
        set_level(level)


def current_file() -> Path:
    """The file the log goes to (where it would go, before ``start_logging``)."""
    return Path(_handler[0].baseFilename) if _handler else log_file()


def last_lines(count: int = 40) -> list[str]:
    """The last ``count`` lines of the log file (none if there is no file)."""
    for handler in _handler:
        handler.flush()
    try:
        with current_file().open(encoding="utf-8", errors="replace") as lines:
            return [line.rstrip("\n") for line in deque(lines, maxlen=count)]
    except OSError:
        return []
