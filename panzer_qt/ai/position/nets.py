"""Soviet supply and German C&C worked out on bits (``position.hexbits``): the engine's ``rules.supply`` (R6)
for the many positions a player weighs.

A net of a kind (the C&C now, the C&C if the Soviet zones reached one hex further...) is worked out from the last
net of that kind on the board (its table ``net fills``: the last fill of each side and kind): mended when the
reached hexes it loses have a way round them near (``_mended``: most moves a player weighs), else its flood fill
resumed where the two part. ``Net.with_one_more`` tries one more enemy unit in each of many hexes from one fill,
and ``Net.out_with_one_more`` tells only which watched hexes each would put out of the net.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from panzer_qt.ai.position.hexbits import HexBits, Spread, bits_of, hex_bits
from panzer_qt.ai.position.memo import kept, table
from panzer_qt.model.enums import Side
from panzer_qt.rules.board import Board
from panzer_qt.rules.hexindex import hex_index
from panzer_qt.rules.supply import sources as sources_of


@dataclass(frozen=True)
class Net:
    """One side's supply (Soviet) or C&C (German) as in R6, the engine's ``rules.supply`` worked out on
    bits: a unit is in it when its hex can be traced to, lies next to such a hex, or is a source hex
    without enemy units. ``held`` holds every hex a unit of the side would be in it from."""

    held: int

    @classmethod
    def search(cls, board: Board, side: Side, enemy: int, ezoc: int, kind: str | None = None) -> Net:
        """The net of ``side`` with enemy units in ``enemy`` and the enemy's ZOC over ``ezoc``. A ``kind``
        of net (a player weighs many positions a move or two apart) resumes the flood fill of the last
        net of that kind where the two part (``HexBits.spread_again``): the same net, sooner."""
        bits, sources = hex_bits(board), _source_bits(board, side)
        clear = bits.full & ~(enemy | ezoc)
        if kind is None:
            reached = bits.spread(sources & clear, clear)
        else:
            fills = table(board, "net fills")
            before = fills.get((side, kind))
            found = None if before is None else _mended(bits, before, sources, clear)
            if found is not None:
                reached = found
            else:
                steps = (
                    bits.spread_steps(sources & clear, clear)
                    if before is None
                    else bits.spread_again(before, sources & clear, clear)
                )
                fills[side, kind] = (clear, steps)
                reached = steps[-1]
        return cls((bits.grow(reached) | sources) & ~enemy)

    @classmethod
    def with_one_more(cls, board: Board, side: Side, enemy: int, ezoc: int, hexes: Iterable[int]) -> Iterator[Net]:
        """``search`` with one more enemy unit, and its ZOC, in each of ``hexes`` in turn. The flood fill
        without it is kept step by step, and each new one resumes from the last step the new unit's zone
        does not touch (until then the two fills are the same)."""
        bits, sources = hex_bits(board), _source_bits(board, side)
        for i, start, narrowed, _ in _one_more(board, side, enemy, ezoc, hexes):
            yield cls((bits.grow(bits.spread(start, narrowed)) | sources) & ~(enemy | 1 << i))

    @staticmethod
    def out_with_one_more(
        board: Board, side: Side, enemy: int, ezoc: int, hexes: Iterable[int], *, watched: int
    ) -> Iterator[int]:
        """For each of ``hexes`` in turn, those of the ``watched`` hexes (free of enemy units, none of ``hexes``)
        that are out of the net of ``with_one_more``: the same fills, each stopped once it is next to every
        watched hex (the rest of it changes nothing for them)."""
        bits, sources = hex_bits(board), _source_bits(board, side)
        goal = watched & ~sources
        for _, start, narrowed, before in _one_more(board, side, enemy, ezoc, hexes):
            reached = _mended(bits, before, sources, narrowed)  # most places cut nothing off: the fill minus the zone
            if reached is None:
                reached = bits.spread_until(start, narrowed, goal)
            yield watched & ~(bits.grow(reached) | sources)

    def holds(self, i: int) -> bool:
        """Whether a unit of the side standing in hex ``i`` is in supply / C&C."""
        return bool(self.held >> i & 1)


def _one_more(
    board: Board, side: Side, enemy: int, ezoc: int, hexes: Iterable[int]
) -> Iterator[tuple[int, int, int, Spread]]:
    """For each of ``hexes``: the hex, the step of the fill without a unit there from which the fill with one
    resumes (the last step its zone does not touch), the hexes the fill with it may enter, and the fill without
    it."""
    bits, sources = hex_bits(board), _source_bits(board, side)
    clear = bits.full & ~(enemy | ezoc)
    steps = bits.spread_steps(sources & clear, clear)
    for i in hexes:
        zone = bits.grow(1 << i)
        narrowed = clear & ~zone
        low, high = 0, len(steps)  # the first step that touches the zone (``len(steps)``: none does)
        while low < high:
            middle = (low + high) // 2
            if steps[middle] & zone:
                high = middle
            else:
                low = middle + 1
        yield i, steps[max(low - 1, 0)] & narrowed, narrowed, (clear, steps)


MEND_RADIUS = 3
"""How far around the hexes a fill loses ``_mended`` looks for a way round them."""


def _mended(bits: HexBits, before: Spread, sources: int, clear: int) -> int | None:
    """The fill of the sources over ``clear`` worked out from an earlier one, if the reached hexes it loses leave
    it joined: every reached hex beside them is joined to every other within ``MEND_RADIUS`` hexes of them, so a
    way through them has a way round them, and the fill is what stays plus what the newly clear hexes open to it
    (None when it cannot tell: a source gained or lost, or a way round not found near)."""
    allowed, steps = before
    reached = steps[-1]
    lost, opened = reached & ~clear, clear & ~allowed
    if sources & (lost | opened):
        return None
    if not lost and not opened:
        return reached
    rest = reached & ~lost
    if lost:
        near = bits.grow(lost)
        beside = near & rest
        for _ in range(MEND_RADIUS - 1):
            near = bits.grow(near)
        if beside & ~bits.grow(bits.spread_until(beside & -beside, rest & near, beside)):
            return None
    return bits.spread(rest, clear) if opened else rest  # with nothing new open, nothing joins what stays


def _source_bits(board: Board, side: Side) -> int:
    return kept(board, ("ai source bits", side), lambda: bits_of(hex_index(board).ints(sources_of(board, side))))
