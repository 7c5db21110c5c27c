"""The figures of a balance test: result shares and mean VP with 95% intervals, and a scenario against a baseline
paired by seed (the same seed gives both the same dice stream and the same players until their games part).

Intervals: Wilson's for a share; mean +/- 1.96 standard errors for a mean VP and for each paired difference
(the difference of the two games of each seed, in VP or in 1/0 for a result). With fewer than two games (or
pairs) there is no spread to go by: the half-width is None.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from panzer_qt.ai.games import GameSummary

Z95 = 1.959964
"""The normal quantile of a two-sided 95% interval."""
RESULTS = ("Soviet victory", "Draw", "German victory")
"""The results whose shares are given, Soviet side first (4.3); unfinished games count in no share."""


@dataclass(frozen=True)
class Estimate:
    """A figure and the half-width of its 95% interval (None: too few games to tell)."""

    value: float
    half: float | None

    @property
    def low(self) -> float | None:
        """The interval's lower end."""
        return None if self.half is None else self.value - self.half

    @property
    def high(self) -> float | None:
        """The interval's upper end."""
        return None if self.half is None else self.value + self.half

    @property
    def clear(self) -> bool:
        """Whether the interval leaves zero out (the sign can be trusted)."""
        return self.half is not None and abs(self.value) > self.half

    def text(self, digits: int = 1, scale: float = 1.0) -> str:
        """``value +/- half`` (``scale`` 100 for per cent)."""
        value = f"{self.value * scale:.{digits}f}"
        return value if self.half is None else f"{value} ± {self.half * scale:.{digits}f}"


def share(hits: int, games: int) -> Estimate:
    """A share and the larger of its distances to the ends of Wilson's 95% interval (which is not symmetric near
    0 and 1), so that share +/- half covers the interval.

    >>> share(5, 10).text(3)
    '0.500 ± 0.263'
    """
    if games == 0:
        return Estimate(0.0, None)
    p, z2 = hits / games, Z95 * Z95
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    spread = Z95 * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return Estimate(p, max(centre + spread - p, p - (centre - spread)))


def mean(values: Sequence[float]) -> Estimate:
    """A mean with its 95% interval (1.96 standard errors).

    >>> mean([28, 30, 32, 30]).text(2)
    '30.00 ± 1.60'
    """
    if not values:
        return Estimate(0.0, None)
    if len(values) < 2:
        return Estimate(float(values[0]), None)
    return Estimate(statistics.fmean(values), Z95 * statistics.stdev(values) / math.sqrt(len(values)))


def result_shares(games: Sequence[GameSummary]) -> dict[str, Estimate]:
    """The share of each result (``RESULTS``) among the games, with its interval."""
    return {result: share(sum(g.result == result for g in games), len(games)) for result in RESULTS}


def games_for(half: float, spread: float) -> int:
    """How many games give a mean whose 95% interval is +/- ``half``, for games of standard deviation ``spread``
    (for a share, ``spread`` 0.5 is the worst case).

    >>> games_for(0.05, 0.5), games_for(1.0, 7.2)
    (385, 200)
    """
    return math.ceil((Z95 * spread / half) ** 2)


@dataclass(frozen=True)
class Comparison:
    """A scenario against its baseline over the seeds both played: the paired differences (scenario minus
    baseline) in mean VP and in the share of each result."""

    pairs: int
    vp: Estimate
    shares: dict[str, Estimate]

    def sentence(self) -> str:
        """The shift in plain English (the windows compose their own, translated)."""
        if self.vp.half is None:
            return f"too few paired games to tell ({self.pairs})"
        if self.vp.value == 0 and self.vp.half == 0:
            return "this change does not move the game: every seed gave both the same VP"
        shift, half = abs(self.vp.value), self.vp.half
        if self.vp.value == 0:
            moved = f"this change leaves the mean VP where it was (0.0 ± {half:.1f} VP)"
        else:
            side = "Soviet" if self.vp.value > 0 else "German"
            moved = f"this change moves the game {shift:.1f} ± {half:.1f} VP towards the {side} side"
        return moved if self.vp.clear else moved + " (not a clear shift: the interval includes 0)"

    def as_json(self) -> dict[str, object]:
        """Plain data: each figure as value and half-width."""
        return {
            "pairs": self.pairs,
            "vp": _plain(self.vp),
            "shares": {r: _plain(e) for r, e in self.shares.items()},
            "sentence": self.sentence(),
        }


def _plain(estimate: Estimate) -> dict[str, float | None]:
    return {"value": round(estimate.value, 4), "half": None if estimate.half is None else round(estimate.half, 4)}


def compare(games: Sequence[GameSummary], baseline: Sequence[GameSummary]) -> Comparison:
    """The games against the baseline's, paired by seed (seeds only one of them played are left out)."""
    base = {g.seed: g for g in baseline}
    pairs = [(g, base[g.seed]) for g in games if g.seed in base]
    shares = {r: mean([(a.result == r) - (b.result == r) for a, b in pairs]) for r in RESULTS}
    return Comparison(len(pairs), mean([a.vp - b.vp for a, b in pairs]), shares)
