"""Stacking limits (6.0-6.2): garrisons and markers count zero; Soviet artillery has its own step."""

from __future__ import annotations

from collections.abc import Iterable

from panzer_qt.model.enums import Side
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board
from panzer_qt.rules.position import stacks


def stack_fits(board: Board, state: GameState, unit_ids: Iterable[str]) -> bool:
    """Whether these units (all of one side) may end a phase, retreat or advance together in one hex."""
    limits = board.scenario.tables.stacking
    german = soviet_main = soviet_art = 0
    for unit_id in unit_ids:
        spec = board.specs[unit_id]
        steps = state.units[unit_id].steps
        if spec.abilities.static_garrison:
            continue
        if spec.side is Side.GERMAN:
            german += steps
        elif spec.abilities.artillery:
            soviet_art += steps
        else:
            soviet_main += steps
    return (
        german <= limits.german_steps
        and soviet_main <= limits.soviet_non_artillery_steps
        and soviet_art <= limits.soviet_artillery_steps
    )


def over_stacked(board: Board, state: GameState) -> list[str]:
    """Hexes whose stack breaks the limits, sorted."""
    return sorted(hid for hid, ids in stacks(board, state).items() if not stack_fits(board, state, ids))
