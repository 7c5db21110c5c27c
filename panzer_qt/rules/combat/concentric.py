"""Concentric attack geometry (13.8.2, RULINGS R18).

Directions are the defender's sides 0-5 (N, NE, SE, S, SW, NW) facing the attack hexes.

>>> is_concentric("2119", ["2218", "2019"])
True
>>> is_concentric("2119", ["2118", "2218"])
False
"""

from __future__ import annotations

from collections.abc import Iterable

from panzer_qt.rules.grid import direction

SIDES = 6
ALTERNATING = (frozenset({0, 2, 4}), frozenset({1, 3, 5}))


def is_concentric(defender_hex: str, attack_hexes: Iterable[str]) -> bool:
    """Whether attacks from these adjacent hexes surround the defender enough for the bonus."""
    sides = {direction(defender_hex, h) for h in attack_hexes}
    opposite = any((side + SIDES // 2) % SIDES in sides for side in sides)
    alternating = any(three <= sides for three in ALTERNATING)
    return opposite or alternating or len(sides) > len(ALTERNATING[0])
