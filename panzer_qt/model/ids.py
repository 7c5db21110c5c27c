"""Domain id types shared by the model and the engine.

>>> hex_id(8, 5)
'0805'
>>> split_hex_id("4628")
(46, 28)
"""

from __future__ import annotations

import re
from typing import Annotated, TypeAlias

from pydantic import BeforeValidator, StringConstraints
from pydantic.config import JsonDict

from panzer_qt.model.text import Text, TextError

HexId: TypeAlias = Annotated[str, StringConstraints(pattern=r"^\d{4}$")]
"""A hex named by its map number ``CCRR`` (column, row), e.g. ``"0805"`` (RULINGS R2)."""

UnitId: TypeAlias = Annotated[str, StringConstraints(min_length=1, max_length=40)]
"""A unit's id in the order of battle, e.g. ``"de-16pz"``."""

KGId: TypeAlias = Annotated[str, StringConstraints(min_length=1, max_length=40)]
"""A Korpsgruppe marker's id, e.g. ``"kg-breith"``."""


NUMBER_KEYS: JsonDict = {"propertyNames": {"pattern": "^(0|-?[1-9][0-9]*)$"}}
"""The JSON Schema of an object whose keys are ``NumberKey``s (``Field(json_schema_extra=NUMBER_KEYS)``)."""
_WHOLE = re.compile(r"0|-?[1-9][0-9]*")


def _canonical(key: object) -> object:
    """A whole number written as a key (``"4"``) exactly as JSON writes the number: ``"04"``, ``"+4"``, ``" 4"`` or
    ``"4_"`` would name the same key as ``"4"`` once read, so a second entry could hide behind the first."""
    if isinstance(key, str) and not _WHOLE.fullmatch(key):
        raise TextError(Text("a key here is a whole number written plainly (such as 4), not {key!r}", key=key))
    return key


NumberKey: TypeAlias = Annotated[int, BeforeValidator(_canonical)]
"""A whole-number key of a JSON object (a step of a record, a turn of the weather table), written canonically."""


def hex_id(col: int, row: int) -> str:
    """The ``CCRR`` id of column ``col`` and row ``row`` (both 1-based)."""
    return f"{col:02d}{row:02d}"


def split_hex_id(hid: str) -> tuple[int, int]:
    """The (column, row) of a ``CCRR`` id."""
    return int(hid[:2]), int(hid[2:])
