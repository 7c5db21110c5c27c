"""Fog of war (6.3, RULINGS R26): which units a player may see. Qt-free."""

from __future__ import annotations

from panzer_qt.model.enums import Side
from panzer_qt.rules.game import Game
from panzer_qt.rules.position import stacks


def visible_units(game: Game, viewer: Side | None) -> dict[str, list[str]]:
    """Unit ids each hex shows to ``viewer``, top first; None is the referee, who sees everything.

    An enemy stack shows only its top unit until an attack on it is declared (its hex is then in
    ``state.revealed``); the viewer's own stacks show every unit.
    """
    board, state = game.board, game.state
    revealed = set(state.revealed)
    seen: dict[str, list[str]] = {}
    for hid, ids in stacks(board, state).items():
        hidden = viewer is not None and board.specs[ids[0]].side is not viewer and hid not in revealed
        seen[hid] = ids[:1] if hidden else list(ids)
    return seen


def stack_count(game: Game, hid: str) -> int:
    """How many counters a hex holds: both players may always count a stack (R26)."""
    return len(stacks(game.board, game.state).get(hid, []))
