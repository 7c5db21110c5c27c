"""The Soviet exit plan (4.1): corps that leave the map by the south-west exit hexes late in the game.

An exit is worth 1 VP a corps, 4 at most, and only a corps already near the exits can take it in the
last turns: from the middle of the game on (``PLAN_MOVES``) the evaluation credits the corps nearest
the exits with their progress towards them, and the move planner offers each Soviet corps the hex of
its range nearest the exits. Distances are hex steps through hexes free of German units and open to
Soviet units (``position.exit_distances``).
"""

from __future__ import annotations

from panzer_qt.ai.position.exit_distances import exit_layers, steps_from
from panzer_qt.ai.position.memo import remembered, table
from panzer_qt.ai.position.picture import Picture
from panzer_qt.model.enums import Mobility, Side, UnitSize
from panzer_qt.rules.board import Board

HEXES_PER_MOVE = 6
"""Hexes a mechanized corps covers in one movement segment, about (rifle corps: two fewer)."""
PLAN_MOVES = 8
"""Soviet movement segments left (turn 5 on) from which the exit plan counts."""
MADE_GOOD = 0.5
"""The share of its nominal hexes a move a corps makes good towards the exits (zones of control,
rivers, German units in the way)."""


def plan_open(board: Board, vp_exits: int, soviet_moves: int) -> bool:
    """Whether the exit plan counts: exits still score, and the middle of the game has come."""
    return 0 < soviet_moves <= PLAN_MOVES and vp_exits < board.scenario.tables.victory.exit_vp_max


def progress(steps: int, mobility: Mobility, soviet_moves: int) -> float:
    """A corps' share of an exit, 0 to 1: 1 on an exit hex, none beyond the hexes it makes good in the
    moves left and one more, in between by the distance (a rifle corps covers fewer hexes a move)."""
    hexes = HEXES_PER_MOVE if mobility is Mobility.MECHANIZED else HEXES_PER_MOVE - 2
    return max(0.0, 1.0 - steps / (MADE_GOOD * hexes * (soviet_moves + 1)))


def exit_progress(picture: Picture, soviet_moves: int) -> list[float]:
    """Each mobile Soviet corps' ``progress``, best first (empty when the plan does not count)."""
    board, state = picture.board, picture.state
    if not plan_open(board, state.vp_exits, soviet_moves):
        return []
    steps, where = _steps_by_hex(picture), picture.where
    corps = picture.lasting("ai mobile corps", lambda: _mobile_corps(picture))
    found = []
    for uid, mobility in corps:
        i = where[uid]
        known = steps.get(i)
        if known is None:
            known = steps[i] = steps_from(exit_layers(picture), i)
        found.append(progress(known, mobility, soviet_moves))
    return sorted(found, reverse=True)


PLACEMENTS = 64
"""German placements for which the steps to the exits of the hexes asked are kept (all forgotten when full)."""


def _steps_by_hex(picture: Picture) -> dict[int, int]:
    """The steps to the exits of the hexes asked so far with the picture's German placement (the Soviet side weighs
    many positions with the German units where they are)."""
    known = table(picture.board, "ai steps to the exits by German placement")
    return remembered(known, picture.held[Side.GERMAN], dict, size=PLACEMENTS)


def _mobile_corps(picture: Picture) -> list[tuple[str, Mobility]]:
    """The Soviet corps on the map that can move, with their mobility."""
    specs = picture.board.specs
    return [
        (uid, specs[uid].mobility)
        for uid in picture.units_of(Side.SOVIET)
        if specs[uid].size is UnitSize.CORPS and specs[uid].mobility is not Mobility.STATIC
    ]
