"""The steps of the movement search (range.py): from each hex, its neighbours with what entering each costs.

A step is ``(v, add, other)``: the hex entered, what entering it adds to the search's key (doubled MP, 12.2,
and a river crossing at the case searched, 12.3) and its MP with a rolled crossing at the other extreme. A
crossing a die decides (R8) sets the key's low bit, which an odd key holds already, so each hex has two rows,
one for either parity of the key it is left with. The rows depend only on the stack's terrain costs, the
weather's crossings and the case (worst or best rolls), so the hex index keeps them for the game; active KG
traffic ranges (R9: entered for 0 MP, no crossing cost) change the rows of the hexes next to them, which the
board's memo keeps per set of free hexes. Closed hexes are not the steps' concern: the search never enters them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from weakref import WeakKeyDictionary

from panzer_qt.rules.hexindex import NO_RIVER, HexIndex
from panzer_qt.rules.movement.costs import StackRules

Step = tuple[int, int, int]
Row = tuple[Step, ...]


@dataclass(frozen=True)
class Steps:
    """Every hex's steps: ``even[u]`` when it is left with an even key, ``odd[u]`` with an odd one; ``rolls[u]``
    whether a step out of ``u`` crosses a river whose cost a die decides."""

    even: Sequence[Row]
    odd: Sequence[Row]
    rolls: Sequence[bool]


_KEPT: WeakKeyDictionary[HexIndex, dict[tuple[object, ...], tuple[tuple[int, ...], Steps]]] = WeakKeyDictionary()


def steps(rules: StackRules, best_case: bool) -> Steps:
    """The steps of ``rules``' stack with river crossings at their worst, or their best with ``best_case``."""
    key = (id(rules.cost), rules.crossings, best_case)
    kept = _KEPT.setdefault(rules.index, {})
    found = kept.get(key)
    if found is None or found[0] is not rules.cost:
        found = kept[key] = (rules.cost, _steps(rules, best_case))
    everywhere = found[1]
    if not rules.free:
        return everywhere
    return rules.board.memo(("steps", key, rules.free), lambda: _freed(everywhere, rules.free, rules.index))


def _freed(everywhere: Steps, free: frozenset[int], index: HexIndex) -> Steps:
    """``everywhere`` with every step into a ``free`` hex made free (no MP, no crossing): the rows of the hexes
    next to them made again."""
    even, odd, rolls = list(everywhere.even), list(everywhere.odd), list(everywhere.rolls)
    entered = {v: (v, 0, 0) for v in free}
    for u in {u for v in free for u, _ in index.sides[v]}:
        even[u] = tuple([entered.get(step[0], step) for step in even[u]])
        odd[u] = tuple([entered.get(step[0], step) for step in odd[u]])
        rolls[u] = even[u] != odd[u]
    return Steps(even, odd, rolls)


def _steps(rules: StackRules, best_case: bool) -> Steps:
    """Every hex's rows; a step no die decides is one tuple in both. A hex with no river side has one row of the
    steps every such hex shares (one tuple per hex entered): a few thousand objects kept for the game, not one
    per step."""
    cost, index = rules.cost, rules.index
    crossing = [
        (2 * (c.best if best_case else c.worst), int(c.roll), c.worst if best_case else c.best) for c in rules.crossings
    ]
    extra, _, other = crossing[NO_RIVER]
    dry = [(v, 2 * mp + extra, mp + other) for v, mp in enumerate(cost)]
    even: list[Row] = []
    odd: list[Row] = []
    rolls: list[bool] = []
    for around, rivers, neighbors in zip(index.sides, index.rivers, index.neighbors, strict=True):
        if not any(rivers):
            row = tuple(map(dry.__getitem__, neighbors))
            even.append(row)
            odd.append(row)
            rolls.append(False)
            continue
        even_row, odd_row = [], []
        for v, kind in around:
            if kind == NO_RIVER:
                odd_row.append(dry[v])
                even_row.append(dry[v])
                continue
            extra, flag, other = crossing[kind]
            step = (v, 2 * cost[v] + extra, cost[v] + other)
            odd_row.append(step)
            even_row.append((v, step[1] + 1, step[2]) if flag else step)
        even.append(tuple(even_row))
        odd.append(tuple(odd_row))
        rolls.append(even_row != odd_row)
    return Steps(even, odd, rolls)
