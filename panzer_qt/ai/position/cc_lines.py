"""How near each German unit's C&C line is to being cut (9.2): the fact the division threats are read by."""

from __future__ import annotations

from enum import Enum

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
    """``line_of`` each of ``hexes``: each net read once, and only when some hex is still in the one before."""
    cc = picture.cc.held
    lines = [Line.SAFE if cc >> i & 1 else Line.CUT for i in hexes]
    if Line.SAFE in lines:
        lines = _out_of(picture.fragile_cc.held, hexes, lines, Line.FRAGILE)
    if Line.SAFE in lines:
        lines = _out_of(picture.closing_cc.held, hexes, lines, Line.CLOSING)
    return lines


def _out_of(held: int, hexes: list[int], lines: list[Line], line: Line) -> list[Line]:
    """``lines`` with ``line`` for the hexes still safe that are out of the net ``held``."""
    return [line if found is Line.SAFE and not held >> i & 1 else found for i, found in zip(hexes, lines, strict=True)]
