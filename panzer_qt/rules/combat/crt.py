"""The Combat Results Table as an open-ended column ladder (13.8, 13.8.1, RULINGS R15).

Column indices: -1 is "<1:2", 0 is "1:2", n >= 1 is "n:1".

>>> raw_column(26, 7), raw_column(4, 8), raw_column(3, 8)
(3, 0, -1)
>>> label(-1), label(0), label(9)
('<1:2', '1:2', '9:1')
"""

from __future__ import annotations

from fractions import Fraction

from panzer_qt.model.enums import CombatResult
from panzer_qt.model.tables import CRT_COLUMNS, DIE_FACES, Tables

BELOW = -1
"""The "<1:2" column: automatic result, no roll."""
TOP = len(CRT_COLUMNS) - 1
"""The last printed column (7:1); anything above is automatic."""


def raw_column(attack: int, defence: int) -> int:
    """The column of attack against defence before shifts (ratios round down)."""
    if defence <= 0:
        return TOP + 1
    if attack >= defence:
        return attack // defence
    return 0 if 2 * attack >= defence else BELOW


def label(column: int) -> str:
    """How a column is printed."""
    if column <= BELOW:
        return "<1:2"
    return CRT_COLUMNS[0] if column == 0 else f"{column}:1"


def shifted(column: int, columns: int) -> int:
    """Move ``columns`` along the ladder (right positive); nothing lies left of "<1:2"."""
    return max(BELOW, column + columns)


def automatic(tables: Tables, column: int) -> CombatResult | None:
    """The result that needs no roll at this final column, if any."""
    if column <= BELOW:
        return tables.crt_below
    if column > TOP:
        return tables.crt_above
    return None


def lookup(tables: Tables, column: int, roll: int) -> CombatResult:
    """The result of ``roll`` (1-6) on a printed column."""
    return tables.crt[label(column)][roll - 1]


def probabilities(tables: Tables, column: int) -> dict[CombatResult, float]:
    """Chance of each result at this final column (1.0 for an automatic result)."""
    fixed = automatic(tables, column)
    if fixed is not None:
        return {fixed: 1.0}
    odds: dict[CombatResult, Fraction] = {}
    for result in tables.crt[label(column)]:
        odds[result] = odds.get(result, Fraction(0)) + Fraction(1, DIE_FACES)
    return {result: float(p) for result, p in odds.items()}
