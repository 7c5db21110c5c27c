"""The game's dice: where a game's rolls come from, and why nobody can learn them before they happen.

A live game rolls from a SplitMix64 generator that the ``Game`` holds and no file ever holds: a
saved game keeps the rolls already made (in the ``DiceRolled`` events of its record), never the
ones to come. A new game seeds its dice from the operating system's entropy unless a seed is given
(for a reproducible game, a simulation or a test). Replaying a record hands the engine the rolls
the record holds, in order; play that continues after a replay rolls fresh dice. A record that names its seed
holds that seed's dice, every one (checked when it is read); a seeded game played on after a replay stops naming
its seed at its first fresh roll, and its record then holds its dice as recorded.

>>> dice = Dice(1944)
>>> rolls = [dice() for _ in range(5)]
>>> all(1 <= r <= 6 for r in rolls), Dice(1944)() == rolls[0]
(True, True)
>>> replay = RecordedDice([4, 2])
>>> replay(), replay()
(4, 2)
"""

from __future__ import annotations

import secrets
from collections import deque
from collections.abc import Callable, Iterable

from panzer_qt.model.events import DiceRolled, Event

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15

DieSource = Callable[[], int]
"""Where a game's dice come from: one die, 1-6, per call."""


class Dice:
    """Six-sided dice from a 64-bit SplitMix64 state."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

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

    __call__ = roll

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Dice) and other.state == self.state

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Dice(state={self.state:#x})"


def fresh_dice() -> Dice:
    """Dice nobody can foresee: seeded from the operating system's entropy."""
    return Dice(secrets.randbits(64))


class OutOfRolls(Exception):
    """A replay asked for a roll the record does not hold (the record is not this engine's game)."""


class RecordedDice:
    """The rolls a record holds, handed out in order."""

    def __init__(self, values: Iterable[int]) -> None:
        self._values = deque(values)

    def __call__(self) -> int:
        if not self._values:
            raise OutOfRolls("the engine rolls a die the record does not hold")
        return self._values.popleft()


def rolls_in(events: Iterable[Event]) -> list[int]:
    """Every die rolled in these events, in order."""
    return [value for event in events if isinstance(event, DiceRolled) for value in event.dice]
