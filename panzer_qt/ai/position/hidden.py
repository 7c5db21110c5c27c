"""Estimates of the enemy counters a side cannot see, from public knowledge only.

A side knows the order of battle, which enemy units are dead, exited or not yet arrived, and every
step loss (each is taken in the open), so it knows the group of enemy units hidden somewhere under
other counters (``Fog.unseen``) and their strength, but not which of them is where. Each hidden
counter is therefore counted at the average of that group.
"""

from __future__ import annotations

from dataclasses import dataclass

from panzer_qt.ai.position.memo import remembered, table
from panzer_qt.ai.position.view import Fog
from panzer_qt.model.enums import UnitSize
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board
from panzer_qt.rules.combat.odds import step_values


@dataclass(frozen=True)
class HiddenAverage:
    """The average hidden enemy counter."""

    attack: float = 0.0
    defence: float = 0.0
    steps: float = 0.0
    division_share: float = 0.0
    """Share of hidden counters that are divisions (whose elimination out of C&C scores, 4.2)."""
    division_steps: float = 0.0
    """Average full strength, in steps, of the hidden divisions."""


NOTHING_HIDDEN = HiddenAverage()


def hidden_average(board: Board, state: GameState, fog: Fog | None) -> HiddenAverage:
    """The average of the enemy units hidden from ``fog``'s viewer (none hidden: zeros)."""
    if fog is None or not fog.unseen:
        return NOTHING_HIDDEN
    units = state.units
    key = tuple((u, units[u].steps) for u in fog.unseen)
    return remembered(
        table(board, "hidden averages"), key, lambda: _average(board, state, sorted(fog.unseen)), AVERAGE_MEMORY
    )


AVERAGE_MEMORY = 1024
"""Averages kept, by the hidden units and their steps (a player asks again for every position)."""


def _average(board: Board, state: GameState, units: list[str]) -> HiddenAverage:
    count = len(units)
    values = [step_values(board, state, u) for u in units]
    divisions = [board.specs[u].max_steps for u in units if board.specs[u].size is UnitSize.DIVISION]
    return HiddenAverage(
        attack=sum(v.attack for v in values) / count,
        defence=sum(v.defence for v in values) / count,
        steps=sum(state.units[u].steps for u in units) / count,
        division_share=len(divisions) / count,
        division_steps=sum(divisions) / len(divisions) if divisions else 0.0,
    )


def hidden_count(fog: Fog | None, hid: str) -> int:
    """How many counters the viewer cannot see in ``hid``."""
    return 0 if fog is None else fog.hidden.get(hid, 0)
