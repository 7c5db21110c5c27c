"""Which unit a computer player shows on top of each of its stacks (6.3, RULINGS R58): the one that tells the
enemy least.

The enemy sees the top unit and how many counters a stack holds; the rest could be any of the player's units he
cannot see that fit under it within the stacking limits (6.1, 6.2). The top that leaves him the most such
stacks to guess between tells him least (a German battalion on top leaves room for any division; a 9-step
division on top, for nothing but garrisons). Ties keep the top there is, so nothing is ordered for nothing.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from math import comb

from panzer_qt.ai.position.memo import Table, remembered, table
from panzer_qt.model.commands import PutOnTop
from panzer_qt.model.enums import Side
from panzer_qt.model.oob import UnitSpec
from panzer_qt.model.tables import Stacking
from panzer_qt.rules.fog import hidden_units
from panzer_qt.rules.game import Game
from panzer_qt.rules.on_top import ordered_stacks

Cost = tuple[int, int, int]
"""A unit's stacking value: German steps, Soviet non-artillery steps, Soviet artillery steps (6.1, 6.2)."""
Groups = tuple[tuple[Cost, int], ...]
"""Units the enemy cannot see, as how many there are of each stacking value."""
FITTING_MEMORY = 4096
"""Counts of ``_fitting`` a board keeps."""


def stack_cost(spec: UnitSpec, steps: int) -> Cost:
    """What a unit with ``steps`` left counts against its side's stacking limit (garrisons: nothing)."""
    if spec.abilities.static_garrison:
        return (0, 0, 0)
    if spec.side is Side.GERMAN:
        return (steps, 0, 0)
    return (0, 0, steps) if spec.abilities.artillery else (0, steps, 0)


def hiding_top(view: Game, side: Side) -> PutOnTop | None:
    """The first of ``side``'s stacks (in hex order) whose top should change to tell the enemy least, as the command
    that changes it; None when every top already does. ``view`` is the side's view of the game."""
    board, state = view.board, view.state
    guess = Guesses(
        limit=_limit(board.scenario.tables.stacking),
        cost={u: stack_cost(board.specs[u], unit.steps) for u, unit in state.units.items() if unit.hex is not None},
        unseen=tuple(u for ids in hidden_units(view, side.enemy).values() for u in ids),
        known=table(board, "stack guesses"),
    )
    for ids in (ids for _, ids in sorted(ordered_stacks(board, state).items())):
        if len(ids) < 2 or board.specs[ids[0]].side is not side:
            continue
        best = max(ids, key=lambda shown: guess(ids, shown))
        if best != ids[0]:
            return PutOnTop(unit_id=best)
    return None


@dataclass(frozen=True)
class Guesses:
    """What the enemy may guess beneath a top unit: the stacking limit, each unit's value, the units he cannot see."""

    limit: Cost
    cost: dict[str, Cost]
    unseen: tuple[str, ...]
    known: Table = field(default_factory=dict, compare=False, repr=False)
    """The counts worked out before (``_fitting`` is asked the same again and again)."""

    def __call__(self, stack: tuple[str, ...], shown: str) -> int:
        """A score of ``shown`` on top of ``stack``: twice the sets of units the enemy could guess beneath it (the
        units he cannot see once it shows, the top now going under, that fit with it), one more for the top now."""
        top = stack[0]
        pool = [u for u in self.unseen if u != shown] + ([top] if shown != top else [])
        key = (self.limit, self.cost[shown], _groups(self.cost[u] for u in pool), len(stack) - 1)
        ways = remembered(self.known, key, lambda: _fitting(*key), FITTING_MEMORY)
        return 2 * ways + (shown == top)


def _limit(limits: Stacking) -> Cost:
    return (limits.german_steps, limits.soviet_non_artillery_steps, limits.soviet_artillery_steps)


def _groups(costs: Iterable[Cost]) -> Groups:
    return tuple(sorted(Counter(costs).items()))


def _fitting(limit: Cost, top: Cost, groups: Groups, size: int) -> int:
    """How many sets of ``size`` units from ``groups`` fit with a unit of value ``top`` within ``limit``."""
    ways: dict[tuple[int, Cost], int] = {(0, top): 1}
    for value, many in groups:
        grown: dict[tuple[int, Cost], int] = defaultdict(int)
        for (taken, used), count in ways.items():
            total = used
            for extra in range(min(many, size - taken) + 1):
                if extra:
                    total = (total[0] + value[0], total[1] + value[1], total[2] + value[2])
                    if any(t > m for t, m in zip(total, limit, strict=True)):
                        break
                grown[taken + extra, total] += count * comb(many, extra)
        ways = grown
    return sum(count for (taken, _), count in ways.items() if taken == size)
