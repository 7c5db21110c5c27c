"""Sets of hexes as the bits of one integer, for the computer players' many searches.

Bit ``i`` stands for hex ``i`` of the board's index (``rules.hexindex``), whose hexes run column by
column, north to south. With odd columns ``rows`` long and even ones ``rows - 1`` (RULINGS R2), a hex's
neighbours in the next and previous columns always lie ``rows - 1`` and ``rows`` places away, whatever
the column's parity; only the first and last rows need masks. So "these hexes and their neighbours" is
a handful of shifts on one integer, and a flood fill over the map a few dozen of those: much faster in
Python than visiting hexes one by one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from panzer_qt.ai.position.memo import kept
from panzer_qt.model.ids import split_hex_id
from panzer_qt.rules.board import Board
from panzer_qt.rules.hexindex import hex_index


@dataclass(frozen=True)
class HexBits:
    """Bit masks of one board's grid and the set operations built on them."""

    rows: int
    full: int
    first_row: int
    """Row 1 of every column."""
    last_row: int
    """The last row of every column (``rows`` for odd columns, ``rows - 1`` for even ones)."""
    odd_first: int
    """Row 1 of the odd columns."""
    odd_last: int
    """The last row of the odd columns."""
    keep: tuple[int, int, int, int] = field(init=False)
    """The complements of the four row masks (``grow`` runs on every search step)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "keep", (~self.first_row, ~self.last_row, ~self.odd_first, ~self.odd_last))

    def grow(self, bits: int) -> int:
        """The hexes and every on-map neighbour of them."""
        rows = self.rows
        not_first, not_last, not_odd_first, not_odd_last = self.keep
        up = bits & not_first
        down = bits & not_last
        across_up = bits & not_odd_first
        across_down = bits & not_odd_last
        across = across_up | (across_down << 1)  # one shift then serves both of its neighbours in each next column
        return (bits | (down << 1) | (up >> 1) | (across << (rows - 1)) | (across >> rows)) & self.full

    def spread(self, start: int, allowed: int) -> int:
        """Every hex of ``allowed`` joined to ``start`` through ``allowed`` hexes (``start`` included)."""
        return self.spread_steps(start, allowed)[-1]

    def spread_until(self, start: int, allowed: int, goal: int) -> int:
        """``spread(start, allowed)``, or a part of it once every hex of ``goal`` lies in it or next to it."""
        grow, reached = self.grow, start & allowed
        while True:
            grown = grow(reached)
            if not goal & ~grown:
                return reached
            grown &= allowed
            if grown == reached:
                return reached
            reached = grown

    def spread_steps(self, start: int, allowed: int) -> list[int]:
        """``spread`` step by step: the hexes reached after 0, 1, 2... steps, the last one the whole spread."""
        return self._spread_on([start & allowed], allowed)

    def spread_again(self, before: Spread, start: int, allowed: int) -> list[int]:
        """``spread_steps(start, allowed)`` resumed from an earlier spread's allowed hexes and steps: the two
        agree from the same first step up to the first step that grows into a hex allowed in one and not
        the other (found by halving: the steps grow)."""
        allowed_before, steps = before
        if start & allowed != steps[0]:
            return self.spread_steps(start, allowed)
        changed = allowed ^ allowed_before
        low, high = 0, len(steps) - 1
        while low < high:
            middle = (low + high) // 2
            if self.grow(steps[middle]) & changed:
                high = middle
            else:
                low = middle + 1
        return self._spread_on(steps[: low + 1], allowed)

    def _spread_on(self, steps: list[int], allowed: int) -> list[int]:
        """``steps`` carried on to the end of the spread (the list is extended)."""
        grow = self.grow
        while True:
            grown = grow(steps[-1]) & allowed
            if grown == steps[-1]:
                return steps
            steps.append(grown)


Spread = tuple[int, list[int]]
"""A spread's allowed hexes and its steps (``HexBits.spread_steps``)."""


def bits_of(hexes: Iterable[int]) -> int:
    """The integer whose bits are the given hex indices."""
    value = 0
    for i in hexes:
        value |= 1 << i
    return value


def flags(bits: int, count: int) -> list[bool]:
    """Whether each of hexes ``0 .. count - 1`` is in the set (one pass over the bits, for whole-map loops)."""
    text = format(bits, "b")[::-1].ljust(count, "0")
    return [c == "1" for c in text[:count]]


def members(bits: int) -> list[int]:
    """The hex indices in the set, in order."""
    found = []
    while bits:
        low = bits & -bits
        found.append(low.bit_length() - 1)
        bits ^= low
    return found


def hex_bits(board: Board) -> HexBits:
    """The masks of a board's grid, built on first use."""
    return kept(board, "ai hex bits", lambda: _build(board))


def _build(board: Board) -> HexBits:
    grid, ids = board.grid, hex_index(board).ids
    first = last = odd_first = odd_last = 0
    for i, hid in enumerate(ids):
        col, row = split_hex_id(hid)
        bit = 1 << i
        if row == 1:
            first |= bit
            odd_first |= bit if col % 2 else 0
        if row == grid.rows_in(col):
            last |= bit
            odd_last |= bit if col % 2 else 0
    return HexBits(grid.rows, (1 << len(ids)) - 1, first, last, odd_first, odd_last)
