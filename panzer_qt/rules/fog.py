"""Fog of war (6.3, RULINGS R26): what one side may see of the other's stacks."""

from __future__ import annotations

from panzer_qt.model.enums import Side
from panzer_qt.rules.context import Position
from panzer_qt.rules.stacks import stacks


def visible_units(pos: Position, viewer: Side | None) -> dict[str, list[str]]:
    """Unit ids each hex shows to ``viewer``, top first; None is the referee, who sees everything.

    An enemy stack shows only its top unit until an attack on it is declared (its hex is then in
    ``state.revealed``); the viewer's own stacks show every unit.
    """
    board, state = pos.board, pos.state
    revealed = set(state.revealed)
    seen: dict[str, list[str]] = {}
    for hid, ids in stacks(board, state).items():
        hidden = viewer is not None and board.specs[ids[0]].side is not viewer and hid not in revealed
        seen[hid] = list(ids[:1] if hidden else ids)
    return seen


def stack_count(pos: Position, hid: str) -> int:
    """How many counters a hex holds: both players may always count a stack (R26)."""
    return len(stacks(pos.board, pos.state).get(hid, []))
