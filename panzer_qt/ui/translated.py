"""The engine's enum values (terrain, weather, sides, unit kinds...) and fixed phrases in the reader's language."""

from __future__ import annotations

import re
from collections.abc import Mapping
from enum import StrEnum

from PySide6.QtCore import QCoreApplication

from panzer_qt.model.enums import Mobility, Segment, Side, Terrain, UnitSize, UnitType, Weather
from panzer_qt.model.errors import FileProblemError, Problem
from panzer_qt.model.oob import UnitSpec
from panzer_qt.model.text import ENGINE, QT_TRANSLATE_NOOP, Text, Value, printable, shown_name
from panzer_qt.rules.errors import IllegalCommand

WORDS: dict[StrEnum, str] = {
    Terrain.CLEAR: QT_TRANSLATE_NOOP("Words", "clear"),
    Terrain.FOREST: QT_TRANSLATE_NOOP("Words", "forest"),
    Terrain.ROUGH: QT_TRANSLATE_NOOP("Words", "rough"),
    Terrain.MARSH: QT_TRANSLATE_NOOP("Words", "marsh"),
    Weather.THAW: QT_TRANSLATE_NOOP("Words", "thaw"),
    Weather.FROST: QT_TRANSLATE_NOOP("Words", "frost"),
    Weather.STORM: QT_TRANSLATE_NOOP("Words", "storm"),
    Side.GERMAN: QT_TRANSLATE_NOOP("Words", "German"),
    Side.SOVIET: QT_TRANSLATE_NOOP("Words", "Soviet"),
    Segment.MOVEMENT: QT_TRANSLATE_NOOP("Words", "movement"),
    Segment.COMBAT: QT_TRANSLATE_NOOP("Words", "combat"),
    Mobility.MECHANIZED: QT_TRANSLATE_NOOP("Words", "mechanized"),
    Mobility.NON_MECHANIZED: QT_TRANSLATE_NOOP("Words", "non-mechanized"),
    Mobility.STATIC: QT_TRANSLATE_NOOP("Words", "static"),
    UnitType.INFANTRY: QT_TRANSLATE_NOOP("Words", "infantry"),
    UnitType.PANZER_GRENADIER: QT_TRANSLATE_NOOP("Words", "panzer grenadier"),
    UnitType.MOTORIZED_SUPPORT: QT_TRANSLATE_NOOP("Words", "motorized support"),
    UnitType.PANZER: QT_TRANSLATE_NOOP("Words", "panzer"),
    UnitType.HEAVY_PANZER: QT_TRANSLATE_NOOP("Words", "heavy panzer"),
    UnitType.GARRISON: QT_TRANSLATE_NOOP("Words", "garrison"),
    UnitType.ARTILLERY: QT_TRANSLATE_NOOP("Words", "artillery"),
    UnitType.ASSAULT_GUN: QT_TRANSLATE_NOOP("Words", "assault gun"),
    UnitType.ROCKET_ARTILLERY: QT_TRANSLATE_NOOP("Words", "rocket artillery"),
    UnitSize.BATTALION: QT_TRANSLATE_NOOP("Words", "battalion"),
    UnitSize.BRIGADE: QT_TRANSLATE_NOOP("Words", "brigade"),
    UnitSize.DIVISION: QT_TRANSLATE_NOOP("Words", "division"),
    UnitSize.CORPS: QT_TRANSLATE_NOOP("Words", "corps"),
    UnitSize.AD_HOC: QT_TRANSLATE_NOOP("Words", "ad hoc"),
    UnitSize.ARMY_SUPPORT: QT_TRANSLATE_NOOP("Words", "army support"),
}
"""The English word for each value, marked for translation (the value itself is a file format, not a word)."""


def word(value: StrEnum) -> str:
    """The value's name in the reader's language, lower case except for the sides ("thaw", "German")."""
    english = WORDS.get(value)
    return QCoreApplication.translate("Words", english) if english else str(value)


def capitalized(value: StrEnum) -> str:
    """``word`` with a capital letter, to start a sentence or a label ("Thaw")."""
    text = word(value)
    return text[:1].upper() + text[1:]


ENGINE_PHRASES = (
    QT_TRANSLATE_NOOP("Engine", "weather"),
    QT_TRANSLATE_NOOP("Engine", "river crossing"),
    QT_TRANSLATE_NOOP("Engine", "Soviet turn-1 air superiority"),
    QT_TRANSLATE_NOOP("Engine", "air superiority: German 2d6 (the first two) vs Soviet 2d6 (the last two)"),
    QT_TRANSLATE_NOOP("Engine", "return of {unit}"),
    QT_TRANSLATE_NOOP("Engine", "combat at {hex}"),
    QT_TRANSLATE_NOOP("Engine", "entering {hex} would cost {need} MP with {left} left"),
    QT_TRANSLATE_NOOP("Engine", "entered an enemy zone of control"),
    QT_TRANSLATE_NOOP("Engine", "every attacker across a river"),
    QT_TRANSLATE_NOOP("Engine", "halved out of supply, rounded up (8.3)"),
    QT_TRANSLATE_NOOP("Engine", "doubled against clear terrain (13.2)"),
    QT_TRANSLATE_NOOP("Engine", "capped at the non-artillery total (13.2): {value} -> {room}"),
    QT_TRANSLATE_NOOP("Engine", "concentric attack"),
    QT_TRANSLATE_NOOP("Engine", "fortified locality {town}"),
    QT_TRANSLATE_NOOP("Engine", "town {town}"),
    QT_TRANSLATE_NOOP("Engine", "defender in clear terrain"),
    QT_TRANSLATE_NOOP("Engine", "defender in forest terrain"),
    QT_TRANSLATE_NOOP("Engine", "defender in rough terrain"),
    QT_TRANSLATE_NOOP("Engine", "defender in marsh terrain"),
    QT_TRANSLATE_NOOP("Engine", "{kg} (in {hex}) supports the attack"),
    QT_TRANSLATE_NOOP("Engine", "{kg} (in {hex}) supports the defence"),
    QT_TRANSLATE_NOOP("Engine", "heavy panzers in the attack with a division"),
    QT_TRANSLATE_NOOP("Engine", "heavy panzers in the defence with a division"),
    QT_TRANSLATE_NOOP("Engine", "towns and fortified localities under Soviet control"),
    QT_TRANSLATE_NOOP("Engine", "Soviet corps exited off the map"),
    QT_TRANSLATE_NOOP("Engine", "German divisions eliminated out of C&C"),
    QT_TRANSLATE_NOOP("Engine", "German towns out of C&C at the end of the game"),
    QT_TRANSLATE_NOOP("Engine", "Soviet victory"),
    QT_TRANSLATE_NOOP("Engine", "Draw"),
    QT_TRANSLATE_NOOP("Engine", "German victory"),
    QT_TRANSLATE_NOOP("Engine", "format"),
)
"""The engine's fixed phrases (dice purposes, reasons, results) as it builds them, ``{name}`` standing for the
parts it fills in; the engine stays in English, the UI translates what matches one of these."""
_PATTERNS = [
    (re.compile("^" + re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>.+?)", re.escape(phrase)) + "$"), phrase)
    for phrase in ENGINE_PHRASES
]


def engine_text(text: str | Text, names: Mapping[str, str] | None = None) -> str:
    """A text of the engine in the reader's language: a Text's template translated and filled with its values
    (words among them translated, unit ids given their ``names``, names and hexes as they are); a string that is
    one of the engine's phrases translated, its filled-in parts kept; other strings as they are."""
    if isinstance(text, Text):
        values = {name: _named(_value(value, names), names) for name, value in text.params.items()}
        return QCoreApplication.translate(ENGINE, text.template).format_map(values)
    for pattern, phrase in _PATTERNS:
        found = pattern.match(text)
        if found:
            return QCoreApplication.translate("Engine", phrase).format(**found.groupdict())
    return text


def _value(value: Value, names: Mapping[str, str] | None = None) -> Value:
    """A Text's value as the reader sees it: a Text or an enum value in words, anything else as it is."""
    if isinstance(value, Text):
        return engine_text(value, names)
    return word(value) if isinstance(value, StrEnum) else value


def _named(value: Value, names: Mapping[str, str] | None) -> Value:
    """A unit id, or a list of them ("su-4gt, su-23rc"), as the units' names; anything else as it is."""
    if not names or not isinstance(value, str):
        return value
    ids = value.split(", ")
    return ", ".join(names[i] for i in ids) if all(i in names for i in ids) else value


def unit_names(specs: Mapping[str, UnitSpec]) -> dict[str, str]:
    """The name of each unit by id, for the engine's texts."""
    return {uid: spec.name for uid, spec in specs.items()}


def refusal(exc: IllegalCommand, names: Mapping[str, str] | None = None) -> str:
    """Why the engine refuses a command, in the reader's language, with the rule: "... (7.2)"; unit ids given their
    ``names``."""
    return f"{engine_text(exc.text, names)} ({exc.rule})"


_LINE_COLUMN = re.compile(r"^line (\d+) column (\d+)$")


def place(where: str) -> str:
    """A problem's place in its file: a JSON path as it is, a line and column in the reader's language."""
    found = _LINE_COLUMN.match(where)
    if found is None:
        return where
    return QCoreApplication.translate("Engine", "line {line} column {column}").format(line=found[1], column=found[2])


def dice_source(seed: int | None) -> str:
    """Where a record's dice come from, in the reader's language: its seed (each die checked against it when the
    record was read), or the dice as recorded (fresh dice, which no seed gives)."""
    if seed is None:
        return QCoreApplication.translate("Words", "Dice as recorded")
    return QCoreApplication.translate("Words", "Dice from seed {seed}").format(seed=seed)


def problem_line(problem: Problem) -> str:
    """One problem of a file in the reader's language, unprintable characters escaped; a problem of the whole file
    (JSON path ``$``) without a place."""
    said = engine_text(problem.text)
    return printable(said if problem.where == "$" else f"{place(problem.where)}: {said}")


def reasons(problems: list[Problem]) -> str:
    """Problems in the reader's language, one a line (``EditRefused.reason()``)."""
    return "\n".join(problem_line(p) for p in problems)


def problem_lines(exc: FileProblemError) -> list[str]:
    """``exc.lines()`` in the reader's language."""
    more = [engine_text(exc.more())] if exc.total > len(exc.problems) else []
    return [*(problem_line(p) for p in exc.problems), *more]


def described(exc: FileProblemError) -> str:
    """``exc.describe()`` in the reader's language: every problem kept, prefixed by the file name."""
    return "\n".join(f"{shown_name(exc.path)}: {line}" for line in problem_lines(exc))
