"""Where a side's units could go with their next move, as a player reckons it for the many positions it weighs:
``reach_search`` (mechanized costs, rivers at a fixed cost, enemy zones of control stop), and the ``Memory``
of such searches a player keeps through one segment.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from panzer_qt.ai.position.memo import kept
from panzer_qt.model.enums import Mobility, Side, Weather
from panzer_qt.rules.board import Board
from panzer_qt.rules.hexindex import HexIndex, hex_index
from panzer_qt.rules.movement.costs import allowance

RIVER_MP = 1
"""MP a reach search adds per river crossing outside Frost (the table's rolls average a little above 1)."""
MEMORY_SIZE = 256
"""Enemy placements a ``Memory`` keeps the towns in reach for (it forgets them all when full)."""

Reached = dict[tuple[int, int], frozenset[int]]
"""Towns in reach of a unit by its hex and MP, for one enemy placement."""


@dataclass
class Memory:
    """Searches a player reuses while it weighs many positions of one segment.

    ``towns_reached`` caches, per enemy placement and then per unit hex and MP, the towns a unit
    could reach. ``frozen`` holds, per side, the towns that side could reach as worked out once for
    the whole planning step: the side not moving keeps it while the mover's candidates are weighed
    (its zones of control change only a little from one candidate to the next).
    """

    towns_reached: dict[tuple[object, ...], Reached] = field(default_factory=dict)
    frozen: dict[Side, frozenset[int]] = field(default_factory=dict)

    def reached_with(self, enemy: tuple[object, ...]) -> Reached:
        """The towns in reach kept for one enemy placement (forgetting every placement when full)."""
        found = self.towns_reached.get(enemy)
        if found is None:
            if len(self.towns_reached) >= MEMORY_SIZE:
                self.towns_reached.clear()
            found = self.towns_reached[enemy] = {}
        return found


def reach_search(
    idx: HexIndex,
    budgets: Mapping[int, int],
    blocked: frozenset[int],
    stop: list[bool],
    river: int,
    *,
    steps: Steps | None = None,
) -> list[int]:
    """Most MP left on arrival in each hex (by index) some start can reach with its budget, -1 elsewhere.

    Mechanized terrain costs, ``river`` extra MP per river hexside (none into or out of a town); a hex
    ``i`` with ``stop[i]`` (enemy ZOC) may be entered but not left unless it is a start; ``blocked``
    hexes never. ``steps`` are the index's board's ``step_costs`` for ``river`` (worked out here if not given).
    """
    best = [-1] * len(idx.ids)
    top = max(budgets.values(), default=0)
    buckets: list[list[int]] = [[] for _ in range(top + 1)]
    walled = [i for i in blocked if i not in budgets]
    for i in walled:
        best[i] = _WALL  # never improved on: never entered
    pinned = blocked & budgets.keys()  # a blocked start keeps its own budget
    for i, mp in budgets.items():
        best[i] = mp
        buckets[mp].append(i)
    if steps is None:
        steps = _steps(idx, river)
    for left in range(top, -1, -1):
        for u in buckets[left]:
            if best[u] != left or (stop[u] and u not in budgets):
                continue
            for v, cost in steps[u]:
                rest = left - cost
                if rest > best[v] and not (pinned and v in pinned):
                    best[v] = rest
                    buckets[rest].append(v)
    for i in walled:
        best[i] = -1
    return best


_WALL = 1 << 30

Steps = tuple[tuple[tuple[int, int], ...], ...]
"""Each hex's neighbours (by index) with the MP of the step into them."""


def step_costs(board: Board, river: int) -> Steps:
    """The board's ``Steps`` for ``reach_search`` with ``river`` MP per river crossing, built once per board."""
    return kept(board, ("ai step costs", river), lambda: _steps(hex_index(board), river))


def _steps(idx: HexIndex, river: int) -> Steps:
    cost, town = idx.terrain_cost[Mobility.MECHANIZED], idx.town
    return tuple(
        tuple(
            (v, cost[v] + (river if kind and not (town[u] or town[v]) else 0))
            for v, kind in zip(idx.neighbors[u], idx.rivers[u], strict=True)
        )
        for u in range(len(idx.ids))
    )


def allowances(board: Board, weather: Weather) -> dict[str, tuple[int, int]]:
    """Each unit's MP in ``weather`` in supply and out of it (``rules.movement.costs.allowance``)."""
    return kept(
        board,
        ("ai allowances", weather),
        lambda: {u: (allowance(board, weather, u, False), allowance(board, weather, u, True)) for u in board.specs},
    )


def reached_in(hexes: frozenset[int], best: list[int]) -> frozenset[int]:
    """Those of ``hexes`` a ``reach_search`` reached."""
    return frozenset(i for i in hexes if best[i] >= 0)
