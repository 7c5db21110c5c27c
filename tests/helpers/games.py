"""Shared helpers for engine tests: loading test scenarios, reading events."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import TypeVar

from panzer_qt import load_scenario
from panzer_qt.model.events import Event
from panzer_qt.model.scenario import Scenario

from ..conftest import DATA, ROOT

E = TypeVar("E", bound=Event)  # type: ignore[misc]


@cache
def scenario(name: str) -> Scenario:
    """A test scenario from tests/data (``"tiny"``), or ``"default"`` for the full one."""
    if name == "default":
        return load_scenario(ROOT / "scenarios" / "first_panzer_army.json")
    return load_scenario(DATA / f"{name}.json")


def of_type(events: Iterable[Event], kind: type[E]) -> list[E]:
    """The events of one class, in order."""
    return [e for e in events if isinstance(e, kind)]
