"""Shared set-up for the ZOC, supply, movement and KG tests: small maps and positions."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from panzer_qt.model.enums import Phase, Segment, Side, Weather
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.situation import Situation
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import load_scenario
from tests.conftest import DATA
from tests.helpers.games import Placement, placements

PHASE_OF = {Side.GERMAN: Phase.GERMAN_1, Side.SOVIET: Phase.SOVIET_1}


@cache
def scenario(name: str) -> Scenario:
    """A test map from tests/data by file stem: 'strip', 'movement', 'rivers', 'kg', 'tiny'."""
    return load_scenario(DATA / f"{name}.json")


def with_options(base: Scenario, **options: Any) -> Scenario:
    """A copy of a scenario with some game options changed."""
    return base.model_copy(update={"options": base.options.model_copy(update=options)})


def game_at(
    map_name: str | Scenario,
    units: Mapping[str, Placement],
    *,
    acting: Side = Side.GERMAN,
    weather: Weather = Weather.THAW,
    kg: dict[str, str] | None = None,
    turn: int = 1,
    segment: Segment = Segment.MOVEMENT,
    seed: int = 0,
) -> Game:
    """A game in ``acting``'s first player phase (movement segment unless told) with these units placed."""
    placed = placements(units)
    situation = Situation(
        units=placed, kg=kg or {}, phase=PHASE_OF[acting], segment=segment, weather=weather, turn=turn
    )
    base = scenario(map_name) if isinstance(map_name, str) else map_name
    return Game.from_situation(base, situation, seed=seed)


def hexes_in_columns(game: Game, first: int, last: int) -> set[str]:
    """Every hex of the game's map in columns ``first`` to ``last``."""
    return {h for h in game.board.grid.hexes if first <= int(h[:2]) <= last}
