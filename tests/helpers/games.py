"""Shared helpers for engine tests: loading test scenarios, reading events."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from typing import TypeVar

from panzer_qt import Game, load_scenario
from panzer_qt.model.commands import Move
from panzer_qt.model.events import Event
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.situation import PlacedUnit
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.rules.context import Context
from panzer_qt.rules.victory import vp_parts
from tests.conftest import DATA

E = TypeVar("E", bound=Event)  # type: ignore[misc]
SET_UP_SPREAD = Move(unit_ids=["su-4gt"], path=["1006"])
"""A Soviet turn-1 move out of 0906 that ends the default set-up's over-stack there (3.2 steps 1 and 5)."""


@cache
def scenario(name: str) -> Scenario:
    """A test scenario from tests/data (``"tiny"``), or ``"default"`` for the full one."""
    if name == "default":
        return load_scenario(DEFAULT_SCENARIO)
    return load_scenario(DATA / f"{name}.json")


def of_type(events: Iterable[Event], kind: type[E]) -> list[E]:
    """The events of one class, in order."""
    return [e for e in events if isinstance(e, kind)]


Placement = str | tuple[str, int]
"""A unit's place in a test position: a hex, or a hex and its steps left."""


def placements(units: Mapping[str, Placement]) -> dict[str, PlacedUnit]:
    """Situation entries for units given as ``{"de-16pz": "2218", "su-9mech": ("2119", 1)}``."""
    return {
        unit_id: PlacedUnit(hex=where) if isinstance(where, str) else PlacedUnit(hex=where[0], steps=where[1])
        for unit_id, where in units.items()
    }


def context(game: Game) -> Context:
    """A handler's context on a game's own state and dice, for tests that call the engine's inner steps."""
    return Context(game.board, game.state, vp_parts(game.state), game.dice)
