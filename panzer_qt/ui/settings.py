"""The client's settings in one typed schema over QSettings: each setting has a key, a default, the values it
may take and a description, so a Settings dialog can list and edit them without knowing them one by one."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from PySide6.QtCore import QSettings

from panzer_qt.paths import config_dir

T = TypeVar("T", bool, str)
SETTINGS_FILE = "settings.ini"


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One setting: where it is stored, its default, the values it may take (empty: any of its type)."""

    key: str
    default: T
    description: str
    choices: tuple[T, ...] = ()


ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
"""Animation speeds and how long each makes an animation, as a multiple of the normal length."""

ANIMATION = Setting(
    "view/animation", "normal", "How fast moves and combat results are animated", tuple(ANIMATION_SPEEDS)
)
PALETTE = Setting(
    "view/palette", "standard", "Colours of the map's marks (colour-blind safe: told apart without red and green)",
    ("standard", "colour-blind"),
)  # fmt: skip
CONFIRM_END_PHASE = Setting(
    "confirm/end_phase", True, "Ask before ending a phase while stacks have not moved or attacked"
)
SCHEMA: tuple[Setting[bool] | Setting[str], ...] = (ANIMATION, PALETTE, CONFIRM_END_PHASE)


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
        if value is None or (setting.choices and value not in setting.choices):
            return setting.default
        return value

    def set(self, setting: Setting[T], value: T) -> None:
        """Store a value (refused when it is not one of the setting's choices)."""
        if setting.choices and value not in setting.choices:
            raise ValueError(f"{setting.key}: {value!r} is not one of {setting.choices}")
        self.store.setValue(setting.key, value)


def _as_type(raw: object, default: T) -> T | None:
    """``raw`` as the type of ``default`` (an INI file gives back booleans as text)."""
    if isinstance(default, bool):
        if isinstance(raw, bool):
            return raw
        text = str(raw).lower()
        return (text == "true") if text in ("true", "false") else None
    return str(raw) if raw is not None else None
