"""Stacking limits (6.0-6.2): garrisons and markers count zero; Soviet artillery has its own step."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from panzer_qt.model.enums import Side
from panzer_qt.model.oob import UnitSpec
from panzer_qt.model.state import GameState
from panzer_qt.model.tables import Stacking
from panzer_qt.rules.board import Board
from panzer_qt.rules.stacks import stacks


def stack_fits(board: Board, state: GameState, unit_ids: Iterable[str]) -> bool:
    """Whether these units (all of one side) may end a phase, retreat or advance together in one hex."""
    pieces = ((board.specs[u], state.units[u].steps) for u in unit_ids)
    return steps_fit(board.scenario.tables.stacking, pieces)


def steps_fit(limits: Stacking, pieces: Iterable[tuple[UnitSpec, int]]) -> bool:
    """Whether units of one side with these steps left stay within the stacking limits together."""
    german = soviet_main = soviet_art = 0
    for spec, steps in pieces:
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


def removal_choices(board: Board, state: GameState, unit_ids: Sequence[str]) -> list[str]:
    """Units the opponent may eliminate next from an over-stacked hex (6.0, R49).

    He removes the fewest units that make the hex legal, of his choice: a unit qualifies when it
    belongs to some smallest such set. Garrisons never do, since they have no stacking value.
    """
    for size in range(1, len(unit_ids) + 1):
        chosen = {
            u
            for removed in combinations(unit_ids, size)
            if stack_fits(board, state, [u for u in unit_ids if u not in removed])
            for u in removed
        }
        if chosen:
            return [u for u in unit_ids if u in chosen]
    return []
