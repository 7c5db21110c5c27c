"""How far each hex lies from the Soviet exit hexes (4.1): hex steps through hexes free of German units and
open to Soviet units, worked out once per German placement (for the exit plan, ``judgement.exit_plan``, and
the move planner).
"""

from __future__ import annotations

from panzer_qt.ai.position.hexbits import bits_of, hex_bits, members
from panzer_qt.ai.position.picture import Picture
from panzer_qt.model.enums import Side
from panzer_qt.rules.board import Board
from panzer_qt.rules.hexindex import hex_index

FAR = 10_000
"""The distance of a hex from which no exit hex can be reached."""


def exit_steps(picture: Picture) -> list[int]:
    """Hex steps from each hex (by index) to the nearest exit hex, around German units and Soviet
    restricted hexes (``FAR`` where none can be reached)."""
    layers = exit_layers(picture)
    steps = [FAR] * len(picture.index.ids)
    reached = 0
    for k, layer in enumerate(layers):
        for i in members(layer & ~reached):
            steps[i] = k
        reached = layer
    return steps


def exit_layers(picture: Picture) -> list[int]:
    """The hexes within 0, 1, 2... steps of an exit hex (as in ``exit_steps``), as bits, until no more
    can be reached; worked out once per German placement."""
    german = picture.held[Side.GERMAN]
    return picture.board.memo(("ai exit layers", german), lambda: _layers(picture.board, german))


def _layers(board: Board, german: int) -> list[int]:
    bits, idx = hex_bits(board), hex_index(board)
    allowed = bits.full & ~german & ~bits_of(idx.ints(board.soviet_restricted))
    layer = bits_of(idx.ints(board.soviet_exit)) & allowed
    layers = [layer]
    while True:
        grown = bits.grow(layer) & allowed
        if grown == layer:
            return layers
        layers.append(grown)
        layer = grown


def steps_from(layers: list[int], i: int) -> int:
    """Hex ``i``'s steps to the exits from the layers of ``exit_layers`` (a binary search: they grow)."""
    if not layers[-1] >> i & 1:
        return FAR
    low, high = 0, len(layers) - 1
    while low < high:
        middle = (low + high) // 2
        if layers[middle] >> i & 1:
            high = middle
        else:
            low = middle + 1
    return low
