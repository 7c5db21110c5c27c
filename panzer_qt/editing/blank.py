"""A new, empty scenario of a given map size."""

from __future__ import annotations

from panzer_qt.editing.checked import built
from panzer_qt.model.scenario import Scenario


def blank_scenario(columns: int, rows: int, name: str = "New scenario") -> Scenario:
    """A map of clear hexes with no towns, rivers, hex sets or units, the rulebook's charts and no stand-fast order.

    >>> blank_scenario(10, 8).map.columns
    10
    """
    data = {"meta": {"name": name}, "map": {"columns": columns, "rows": rows}, "setup": {"stand_fast_column": None}}
    return built(Scenario, data)
