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
    if not picture.cc.holds(i):
        return Line.CUT
    if not picture.fragile_cc.holds(i):
        return Line.FRAGILE
    return Line.CLOSING if not picture.closing_cc.holds(i) else Line.SAFE
