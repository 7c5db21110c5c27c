"""Edits of the charts (14.0) and the options, metadata and starting situation; any chart reset to the rulebook.

A cell is named by its path in the tables' JSON (``("crt", "3:1", 0)``: the 3:1 column, die 1), so one function
edits every chart; the new tables are validated as a whole.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum
from typing import Any

from pydantic import BaseModel

from panzer_qt.editing.checked import EditRefused, built, finish, rebuilt
from panzer_qt.editing.towns import start_vp
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.tables import Tables
from panzer_qt.model.text import Text

RULEBOOK = Tables()
"""The rulebook's charts (RULINGS R1)."""


def _with_tables(scenario: Scenario, tables: Tables) -> Scenario:
    """The scenario with these charts; the starting VP follows the victory table (R31)."""
    edited = rebuilt(scenario, tables=tables)
    setup = rebuilt(edited.setup, "$.setup", vp=start_vp(edited))
    return finish(scenario, rebuilt(edited, setup=setup))


def table_value(tables: Tables, path: Sequence[str | int]) -> Any:
    """The JSON value at ``path`` in the charts (without dumping them all: a table shows hundreds of cells).

    >>> table_value(RULEBOOK, ("crt", "3:1", 0)), table_value(RULEBOOK, ("weather", "2", 5))
    ('DL1+DR', 'storm')
    """
    value: Any = tables
    for key in path:
        if isinstance(value, BaseModel):
            value = getattr(value, str(key))
        elif isinstance(value, dict):
            value = next(v for k, v in value.items() if str(k.value if isinstance(k, Enum) else k) == str(key))
        else:
            value = value[key]
    return value.value if isinstance(value, Enum) else value


def set_table_value(scenario: Scenario, path: Sequence[str | int], value: Any) -> Scenario:
    """The scenario with one chart entry changed (validated with the whole charts)."""
    data = scenario.tables.model_dump(mode="json")
    where = "$.tables" + "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in path)
    holder: Any = data
    for key in path[:-1]:
        holder = holder.get(key) if isinstance(holder, dict) else None
    key = path[-1]
    in_list = isinstance(holder, list) and isinstance(key, int) and 0 <= key < len(holder)
    if not in_list and not (isinstance(holder, dict) and key in holder):
        raise EditRefused.because(where, Text("no such entry in the tables"))
    holder[key] = value
    return _with_tables(scenario, built(Tables, data, "$.tables"))


def reset_tables(scenario: Scenario, names: Iterable[str]) -> Scenario:
    """The named charts (fields of ``Tables``) back to the rulebook's values."""
    changes = {name: getattr(RULEBOOK, name) for name in names}
    return _with_tables(scenario, rebuilt(scenario.tables, "$.tables", **changes))


def set_part(scenario: Scenario, part: str, **changes: Any) -> Scenario:
    """``meta``, ``options`` or ``setup`` with some fields changed."""
    if part not in ("meta", "options", "setup"):
        raise EditRefused.because("$", Text("{part!r} is not meta, options or setup", part=part))
    return finish(scenario, rebuilt(scenario, **{part: rebuilt(getattr(scenario, part), f"$.{part}", **changes)}))
