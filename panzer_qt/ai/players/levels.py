"""The computer player's levels, the seats of a saved game at them, and the exception its thinking stops with: what
a client needs of the computer player before it first thinks, without its planning code (light to import: the
client starts without loading the player, ``players.computer``)."""

from __future__ import annotations

from dataclasses import dataclass

from panzer_qt.model.enums import Side
from panzer_qt.model.text import QT_TRANSLATE_NOOP


class Stopped(Exception):
    """The caller asked the player to stop thinking (``cancel``)."""


@dataclass(frozen=True)
class Level:
    """How hard the player thinks: destinations weighed per unit, whether moves are weighed twice, whether
    a movement plan is also tried with its aims worked out again after every move, and how many positions
    it may score in one segment (its budget: work, not time, so that the same seed gives the same game on
    any machine)."""

    number: int
    name: str
    destinations: int
    second_look: bool
    budget: int
    fresh_aims: bool = True
    counter_attacks: bool = False
    """Whether the German side weighs Soviet units destroyed at their stake (``weights.counter_attacking``)."""
    lookahead: int = 0
    """How many whole-segment movement plans are played on through the opponent's next segment, the best outcome
    kept (``players.lookahead``; 0: none)."""
    own_combat: frozenset[Side] = frozenset()
    """The sides whose look-ahead plays their own combat segment that follows (move/fight) before the opponent's
    reply, instead of ending it at once: the Soviet side scores more so, the German side conceded more
    (benchmarks/README, eleventh round)."""
    german_lookahead: int | None = None
    """Plans of the German side's own making played on where they differ from ``lookahead``."""
    german_postures: tuple[float, ...] = ()
    """Further German plans for the look-ahead, one for each of these factors: planned with the weight of the
    exposure to Soviet attacks (``Weights.exposure``) multiplied by it, so bolder or more careful than the others
    (benchmarks/README, twelfth round); each with the decision's budget of its own."""
    german_destinations: int | None = None
    """Destinations weighed per German unit where they differ from ``destinations``: in games the German side
    concedes more when its units weigh more of the hexes its aims rank lower (benchmarks/README, ninth round)."""

    def destinations_of(self, side: Side) -> int:
        """Destinations weighed per unit of ``side`` at most."""
        if side is Side.GERMAN and self.german_destinations is not None:
            return self.german_destinations
        return self.destinations

    def lookahead_of(self, side: Side) -> int:
        """Plans of the side's own making played on through the opponent's reply (0: none)."""
        return self.german_lookahead if side is Side.GERMAN and self.german_lookahead is not None else self.lookahead

    def postures_of(self, side: Side) -> tuple[float, ...]:
        """The exposure factors of the side's further plans for the look-ahead."""
        return self.german_postures if side is Side.GERMAN else ()

    def destinations_for(self, side: Side, units: int) -> int:
        """Destinations weighed per unit of ``side`` for a segment in which ``units`` units may move: fewer when
        many move, so that a first look at every unit takes about a third of the budget."""
        return max(MIN_DESTINATIONS, min(self.destinations_of(side), self.budget // (3 * max(units, 1)) - 1))


MIN_DESTINATIONS = 2
# fmt: off
LEVELS = {
    1: Level(1, QT_TRANSLATE_NOOP("Engine", "quick"), destinations=4, second_look=False, budget=1200, fresh_aims=False),
    2: Level(2, QT_TRANSLATE_NOOP("Engine", "standard"), destinations=6, second_look=False, budget=2500,
             counter_attacks=True, german_destinations=4),
    3: Level(3, QT_TRANSLATE_NOOP("Engine", "deep"), destinations=9, second_look=True, budget=6000,
             counter_attacks=True, lookahead=3, own_combat=frozenset({Side.SOVIET}), german_lookahead=5,
             german_postures=(0.25, 3.0)),
}
# fmt: on
DEFAULT_LEVEL = 2
REPLY_LEVEL = 2
"""The level at which the look-ahead plays the opponent's reply (and the side's own combat segment, ``own_combat``)."""


def playable(seats: dict[Side, int]) -> dict[Side, int]:
    """The seats of a saved game with levels this version has (another plays at the default level)."""
    return {side: level if level in LEVELS else DEFAULT_LEVEL for side, level in seats.items()}
