"""The odds breakdown of a combat: every factor and column shift with its source and rule."""

from __future__ import annotations

from pydantic import Field

from panzer_qt.model.enums import CombatResult
from panzer_qt.model.ids import HexId
from panzer_qt.model.tables import Frozen


class Factor(Frozen):
    """One contribution to a side's total: a unit, a CAS marker, support."""

    source: str = Field(description="Unit id, 'cas' or the supporting unit id.")
    label: str
    base: int
    value: int
    notes: list[str] = Field(default_factory=list, description="Halving, cap, doubling, with rule numbers.")
    rule: str | None = None


class Shift(Frozen):
    """A column shift; right (positive) favours the attacker."""

    columns: int
    reason: str
    rule: str
    hexes: list[HexId] = Field(default_factory=list, description="Geometry behind it, e.g. concentric attack hexes.")


class OddsBreakdown(Frozen):
    """How a combat's final odds column came about."""

    attack: list[Factor]
    defence: list[Factor]
    attack_total: int
    defence_total: int
    raw_column: int = Field(description="Column index: -1 is <1:2, 0 is 1:2, n is n:1.")
    raw_label: str
    shifts: list[Shift]
    final_column: int
    final_label: str
    automatic: CombatResult | None = Field(default=None, description="No roll: < 1:2 or > 7:1 (13.8.1).")
    probabilities: dict[CombatResult, float]
