"""The game's seeded dice: a SplitMix64 generator whose whole state is one integer.

The state lives in ``GameState.rng`` so saving and reloading a game keeps its future rolls.

>>> dice = Dice(1944)
>>> rolls = [dice.roll() for _ in range(5)]
>>> all(1 <= r <= 6 for r in rolls), Dice(1944).roll() == rolls[0]
(True, True)
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


class Dice:
    """Six-sided dice from a 64-bit state."""

    def __init__(self, state: int) -> None:
        self.state = state & MASK64

    def _next(self) -> int:
        self.state = (self.state + GOLDEN) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def roll(self) -> int:
        """One die, 1-6 (rejection sampling keeps it unbiased)."""
        limit = MASK64 - (MASK64 + 1) % 6
        while True:
            value = self._next()
            if value <= limit:
                return value % 6 + 1
