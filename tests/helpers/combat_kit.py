"""Shared set-up for the combat tests: the 24x20 combat map, positions and seeded dice."""

from __future__ import annotations

from functools import cache

from panzer_qt.model.enums import Phase, Segment, Side, Weather
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.situation import Situation
from panzer_qt.rules.dice import Dice
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import load_scenario
from tests.conftest import DATA
from tests.helpers.games import Placement, placements


@cache
def combat_scenario() -> Scenario:
    """The combat test map (tests/data/combat.json)."""
    return load_scenario(DATA / "combat.json")


def combat_game(
    units: dict[str, Placement],
    *,
    phase: Phase = Phase.GERMAN_1,
    weather: Weather = Weather.THAW,
    kg: dict[str, str] | None = None,
    cas: dict[Side, int] | None = None,
    seed: int = 0,
    turn: int = 1,
    segment: Segment = Segment.COMBAT,
) -> Game:
    """A game in the combat (or another) segment of ``phase`` with these units placed."""
    placed = placements(units)
    situation = Situation(
        units=placed, kg=kg or {}, phase=phase, segment=segment, weather=weather, cas=cas or {}, turn=turn
    )
    return Game.from_situation(combat_scenario(), situation, seed=seed)


def seed_for(*rolls: int) -> int:
    """The smallest seed whose dice roll exactly ``rolls`` first."""
    seed = 0
    while True:
        dice = Dice(seed)
        if all(dice.roll() == r for r in rolls):
            return seed
        seed += 1
