"""The client's settings in one typed schema over QSettings: each setting has a key, a default, the values it
may take and a description, so a Settings dialog can list and edit them without knowing them one by one."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QSettings

from panzer_qt.logs import DEFAULT_LEVEL, LEVELS
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.paths import config_dir

T = TypeVar("T", bool, str, int)
SETTINGS_FILE = "settings.ini"

AT_ONCE, NEW_GAMES, NEXT_START = "at once", "new games", "next start"
"""When a changed setting takes effect."""


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One setting: where it is stored, its default, the values it may take (empty: any of its type; an int between
    ``limits``), its name in the Settings dialog and when a change takes effect."""

    key: str
    default: T
    description: str
    choices: tuple[T, ...] = ()
    label: str = ""
    limits: tuple[int, int] = (0, 0)
    applies: str = AT_ONCE

    def allows(self, value: T) -> bool:
        """Whether ``value`` is one the setting may take."""
        if self.choices:
            return value in self.choices
        if isinstance(self.default, int) and not isinstance(self.default, bool):
            return self.limits[0] <= int(value) <= self.limits[1]
        return True


ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
"""Animation speeds and how long each makes an animation, as a multiple of the normal length."""

ANIMATION = Setting(
    "view/animation",
    "normal",
    QT_TRANSLATE_NOOP("Settings", "How fast moves and combat results are animated"),
    tuple(ANIMATION_SPEEDS),
    label=QT_TRANSLATE_NOOP("Settings", "Animation speed"),
)
PALETTE = Setting(
    "view/palette",
    "standard",
    QT_TRANSLATE_NOOP("Settings", "Colours of the map's marks (colour-blind safe: told apart without red and green)"),
    ("standard", "colour-blind"),
    label=QT_TRANSLATE_NOOP("Settings", "Palette"),
)
CONFIRM_END_PHASE = Setting(
    "confirm/end_phase",
    True,
    QT_TRANSLATE_NOOP("Settings", "Ask before ending a phase while stacks have not moved or attacked"),
    label=QT_TRANSLATE_NOOP("Settings", "Confirm ending a phase"),
)
AUTOSAVE_MINUTES = Setting(
    "autosave/minutes",
    5,
    QT_TRANSLATE_NOOP(
        "Settings",
        "Minutes between autosaves while the game changes; a save is also made when a "
        "phase starts. 0 turns autosave off",
    ),
    label=QT_TRANSLATE_NOOP("Settings", "Autosave every (minutes)"),
    limits=(0, 120),
)
RIVER_FLAT_COST = Setting(
    "rules/river_flat_cost",
    False,
    QT_TRANSLATE_NOOP(
        "Settings", "Optional rule 12.3: every river crossing costs +3 MP, no roll (the default in New Game)"
    ),
    label=QT_TRANSLATE_NOOP("Settings", "Rivers cost a flat +3 MP"),
    applies=NEW_GAMES,
)
LANGUAGE = Setting(
    "view/language",
    "system",
    QT_TRANSLATE_NOOP("Settings", "The language of the windows; as the system: its locale's, else English"),
    ("system", "en", "es"),
    label=QT_TRANSLATE_NOOP("Settings", "Language"),
    applies=NEXT_START,
)
COMPUTER_PACES: dict[str, int] = {"none": 0, "short": 200, "normal": 400, "long": 1000}
"""Pauses after each of the computer player's moves, in milliseconds, so that its moves can be followed."""
COMPUTER_PACE = Setting(
    "computer/pace",
    "normal",
    QT_TRANSLATE_NOOP(
        "Settings", "Pause after each of the computer player's moves, so they can be followed one by one"
    ),
    tuple(COMPUTER_PACES),
    label=QT_TRANSLATE_NOOP("Settings", "Pause after each computer move"),
)
LOG_LEVEL = Setting(
    "log/level",
    DEFAULT_LEVEL,
    QT_TRANSLATE_NOOP(
        "Settings", "How much the program writes into its log file, panzer-qt.log in the user's log folder"
    ),
    LEVELS,
    label=QT_TRANSLATE_NOOP("Settings", "Log detail"),
    applies=NEXT_START,
)
SCHEMA: tuple[Setting[Any], ...] = (
    RIVER_FLAT_COST,
    ANIMATION,
    PALETTE,
    CONFIRM_END_PHASE,
    AUTOSAVE_MINUTES,
    COMPUTER_PACE,
    LANGUAGE,
    LOG_LEVEL,
)
CHOICE_WORDS = {
    "off": QT_TRANSLATE_NOOP("Settings", "off"),
    "fast": QT_TRANSLATE_NOOP("Settings", "fast"),
    "normal": QT_TRANSLATE_NOOP("Settings", "normal"),
    "slow": QT_TRANSLATE_NOOP("Settings", "slow"),
    "standard": QT_TRANSLATE_NOOP("Settings", "standard"),
    "colour-blind": QT_TRANSLATE_NOOP("Settings", "colour-blind"),
    "system": QT_TRANSLATE_NOOP("Settings", "as the system"),
    "none": QT_TRANSLATE_NOOP("Settings", "none"),
    "short": QT_TRANSLATE_NOOP("Settings", "short"),
    "long": QT_TRANSLATE_NOOP("Settings", "long"),
    "DEBUG": QT_TRANSLATE_NOOP("Settings", "everything, for finding faults"),
    "INFO": QT_TRANSLATE_NOOP("Settings", "files, windows and the computer's thinking time"),
    "WARNING": QT_TRANSLATE_NOOP("Settings", "warnings and errors"),
    "ERROR": QT_TRANSLATE_NOOP("Settings", "errors only"),
    "en": "English",
    "es": "Español",
}
"""How the Settings dialog shows each choice, marked for translation (a language by its own name)."""


def user_store() -> QSettings:
    """The user's settings file: an INI file in the platform's folder for settings (``panzer_qt.paths``)."""
    return QSettings(str(config_dir() / SETTINGS_FILE), QSettings.Format.IniFormat)


class Settings:
    """Typed reads and writes of the schema's settings in a QSettings store."""

    def __init__(self, store: QSettings) -> None:
        self.store = store

    def get(self, setting: Setting[T]) -> T:
        """The stored value, or the default when none is stored or the stored one is not allowed."""
        raw = self.store.value(setting.key, setting.default)
        value = _as_type(raw, setting.default)
        if value is None or not setting.allows(value):
            return setting.default
        return value

    def set(self, setting: Setting[T], value: T) -> None:
        """Store a value (refused when the setting may not take it)."""
        if not setting.allows(value):
            raise ValueError(f"{setting.key}: {value!r} is not allowed")
        self.store.setValue(setting.key, value)


def _as_type(raw: object, default: T) -> T | None:
    """``raw`` as the type of ``default`` (an INI file gives back booleans as text)."""
    if isinstance(default, bool):
        if isinstance(raw, bool):
            return raw
        text = str(raw).lower()
        return (text == "true") if text in ("true", "false") else None
    if isinstance(default, int):
        try:
            return int(str(raw))
        except ValueError:
            return None
    return str(raw) if raw is not None else None
