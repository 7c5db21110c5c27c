"""Domain id types shared by the model and the engine.

>>> hex_id(8, 5)
'0805'
>>> split_hex_id("4628")
(46, 28)
"""

from __future__ import annotations

from typing import Annotated, TypeAlias

from pydantic import StringConstraints

HexId: TypeAlias = Annotated[str, StringConstraints(pattern=r"^\d{4}$")]
"""A hex named by its map number ``CCRR`` (column, row), e.g. ``"0805"`` (RULINGS R2)."""

UnitId: TypeAlias = Annotated[str, StringConstraints(min_length=1, max_length=40)]
"""A unit's id in the order of battle, e.g. ``"de-16pz"``."""

KGId: TypeAlias = Annotated[str, StringConstraints(min_length=1, max_length=40)]
"""A Korpsgruppe marker's id, e.g. ``"kg-breith"``."""


def hex_id(col: int, row: int) -> str:
    """The ``CCRR`` id of column ``col`` and row ``row`` (both 1-based)."""
    return f"{col:02d}{row:02d}"


def split_hex_id(hid: str) -> tuple[int, int]:
    """The (column, row) of a ``CCRR`` id."""
    return int(hid[:2]), int(hid[2:])
