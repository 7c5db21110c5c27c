"""Zones of control (7.0, RULINGS R5): every ground unit's hex and its on-map neighbours; none in Storm."""

from __future__ import annotations

from panzer_qt.model.enums import Side
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board
from panzer_qt.rules.occupancy import occupancy


def zoc_hexes(board: Board, state: GameState, side: Side) -> frozenset[str]:
    """Hexes in the ZOC of ``side``'s units (empty in Storm, 7.5)."""
    occ = occupancy(board, state)
    return occ.index.names(occ.zoc[side])
