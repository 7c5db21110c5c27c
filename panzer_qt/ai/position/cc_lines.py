"""How near each German unit's C&C line is to being cut (9.2): the fact the division threats are read by."""

from __future__ import annotations

from enum import Enum

from panzer_qt.ai.position.hexbits import bits_of, members
from panzer_qt.ai.position.picture import Picture


class Line(Enum):
    """A division's C&C line as the Soviets could next cut it (``Picture.cc``, ``fragile_cc``, ``closing_cc``)."""

    CUT = 0
    """Out of C&C now."""
    FRAGILE = 1
    """In C&C, but one more Soviet unit could cut it."""
    CLOSING = 2
    """... two more."""
    SAFE = 3
    """... more than two."""


def line_of(picture: Picture, i: int) -> Line:
    """The state of the C&C line of a German unit in hex ``i``."""
    return lines_of(picture, [i])[0]


def lines_of(picture: Picture, hexes: list[int]) -> list[Line]:
    """``line_of`` each of ``hexes``: each net read once for the hexes as one set, and only when some hex is
    still in the one before."""
    asked = bits_of(hexes)
    cc = picture.cc.held
    found = dict.fromkeys(members(asked & ~cc), Line.CUT)
    safe = asked & cc
    if safe:
        safe = _out_of(picture.fragile_cc.held, safe, found, Line.FRAGILE)
    if safe:
        _out_of(picture.closing_cc.held, safe, found, Line.CLOSING)
    return [found.get(i, Line.SAFE) for i in hexes]


def _out_of(held: int, safe: int, found: dict[int, Line], line: Line) -> int:
    """Mark ``line`` in ``found`` for the hexes still safe that are out of the net ``held``; the hexes left safe."""
    found.update(dict.fromkeys(members(safe & ~held), line))
    return safe & held
