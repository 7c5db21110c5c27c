"""Movement segments for the computer players: which of its options each unit should take.

``MovePlanner`` holds what stays true through one segment of one side (each unit's movement range,
what the side wants of the map, the enemy's reach frozen) and weighs a unit's options on copies of the
state. The greedy player asks it for one unit at a time, in the order of battle; the computer player
plans the whole segment several ways (``plan``: the greedy player's way among them, so that it never
takes a plan its evaluation likes less) and, at its deep level, revisits each move once the others are
placed (``improve``).
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.judgement.evaluation import Overstacking
from panzer_qt.ai.judgement.weights import MOVE_GAIN
from panzer_qt.ai.planners.aims import Aims, aims_of
from panzer_qt.ai.planners.destinations import MoveOption, Placed, options_for, with_move
from panzer_qt.model.state import GameState
from panzer_qt.rules.legal import movers
from panzer_qt.rules.movement.range import MovementRange

Tick = Callable[[], None]
"""Called after every position weighed: the caller's progress report and its chance to stop."""


def _no_tick() -> None:
    return None


@dataclass
class MovePlanner:
    """One side's movement segment as seen at its start (see the module docstring)."""

    outlook: Outlook
    limit: int
    aims: Aims
    tick: Tick = _no_tick
    _ranges: dict[str, MovementRange] = field(default_factory=dict)
    _overstacking: Overstacking | None = None
    _placed: Placed = field(default_factory=dict)

    @classmethod
    def start(cls, outlook: Outlook, limit: int, tick: Tick = _no_tick) -> MovePlanner:
        """A planner for the segment now, the enemy's reach frozen as it stands (it moves only later)."""
        picture = outlook.judge.picture(outlook.state)
        picture.freeze([outlook.side.enemy])
        return cls(outlook, limit, aims_of(picture, outlook.side), tick)

    def units(self) -> list[str]:
        """The side's units that may still move this segment, in the order of battle."""
        return movers(self.outlook.view)

    def reach(self, unit_id: str) -> MovementRange:
        """The unit's movement range this segment (its own side's moves do not change it)."""
        found = self._ranges.get(unit_id)
        if found is None:
            found = self._ranges[unit_id] = self.outlook.view.movement_range([unit_id])
        return found

    def moved(self, state: GameState, option: MoveOption) -> GameState:
        """``state`` with the option's move made, its unit the same object wherever the same move was made before
        (positions reached by different plans are one to the judge)."""
        return with_move(self.outlook.board, state, option, self._placed)

    def value(self, state: GameState) -> float:
        """The side's evaluation of a position, over-stacked hexes counted as lost (6.0, R52)."""
        self.tick()
        if self._overstacking is None:
            self._overstacking = Overstacking(self.outlook.board, self.outlook.side)
        return self.outlook.value(state) - self._overstacking.penalty(state)

    def best_option(self, state: GameState, unit_id: str) -> tuple[float, MoveOption | None]:
        """The unit's best option in ``state`` and the gain it brings over staying (None: stay)."""
        board = self.outlook.board
        base = self.value(state)
        best_value, best = base, None
        for option in options_for(board, state, unit_id, self.reach(unit_id), self.aims, limit=self.limit):
            value = self.value(self.moved(state, option))
            if value > best_value + MOVE_GAIN:
                best_value, best = value, option
        return best_value - base, best

    def plan(self, units: Sequence[str], *, fresh_aims: bool = False) -> list[MoveOption]:
        """The best of the whole-segment plans tried for ``units``, by the gain each brings: the greedy
        yardstick's (``in_order``) first, so the plan is never worse than it by the evaluation, then the
        move that gains most first (``best_first``) and, with ``fresh_aims``, the units in order again
        with the aims worked out anew after every move. Plans tried after the budget is spent stop where
        it ran out."""
        return max(self.plans(units, fresh_aims=fresh_aims), key=lambda found: found[0])[1]

    def plans(self, units: Sequence[str], *, fresh_aims: bool = False) -> list[tuple[float, list[MoveOption]]]:
        """The whole-segment plans ``plan`` tries, each with its gain, in the order tried."""
        tried = [self.in_order(units), self.best_first(units)]
        if fresh_aims:
            tried.append(self.in_order(units, fresh_aims=True))
        return tried

    def in_order(self, units: Sequence[str], *, fresh_aims: bool = False) -> tuple[float, list[MoveOption]]:
        """The greedy yardstick's plan and its gain: each unit in the order given to its best option, the
        moves before it made; with ``fresh_aims`` the hexes worth going to are worked out again after each
        move (a pocket one unit has half closed gets a new hex that closes it)."""
        start, state = self.aims, self.outlook.state
        plan: list[MoveOption] = []
        total = 0.0
        for uid in units:
            if self.outlook.exhausted():
                break
            gain, option = self.best_option(state, uid)
            if option is None:
                continue
            plan.append(option)
            total += gain
            state = self.moved(state, option)
            if fresh_aims:
                self.aims = aims_of(self.outlook.judge.picture(state), self.outlook.side)
        self.aims = start
        return total, plan

    def best_first(self, units: Sequence[str]) -> tuple[float, list[MoveOption]]:
        """Moves for ``units``, the one that gains most first, each weighed with those before it made, and
        the gain they bring.

        Gains are worked out once and refreshed only for the unit on top (lazily, as in lazy greedy
        selection), then every unit left is weighed again once before the plan is closed. Once the
        outlook's budget is spent, the gains worked out are trusted as they stand.
        """
        state = self.outlook.state
        plan: list[MoveOption] = []
        waiting = list(units)
        total = 0.0
        while waiting:
            chosen, gain = self._best_first(state, waiting)
            total += gain
            for option in chosen:
                plan.append(option)
                state = self.moved(state, option)
                waiting.remove(option.unit_id)
            if not chosen or self.outlook.exhausted():
                break
        return total, plan

    def _best_first(self, state: GameState, units: list[str]) -> tuple[list[MoveOption], float]:
        """Options taken best first from ``state`` until none gains (a gain worked out before the last move
        was made is worked out again before it is trusted, while the budget lasts; units not weighed
        before it ran out stay where they are), and what they gain by the last gains worked out."""
        heap: list[tuple[float, int, int, MoveOption]] = []
        for order, uid in enumerate(units):
            if self.outlook.exhausted():
                break
            gain, option = self.best_option(state, uid)
            if option is not None:
                heapq.heappush(heap, (-gain, order, 0, option))
        chosen: list[MoveOption] = []
        total = 0.0
        while heap:
            loss, order, version, option = heapq.heappop(heap)
            if version != len(chosen) and not self.outlook.exhausted():
                gain, fresh = self.best_option(state, option.unit_id)
                if fresh is not None:
                    heapq.heappush(heap, (-gain, order, len(chosen), fresh))
                continue
            chosen.append(option)
            total -= loss
            state = self.moved(state, option)
        return chosen, total

    def improve(self, plan: list[MoveOption]) -> list[MoveOption]:
        """Weigh each planned move again with all the others made; keep whatever gains (while the budget
        lasts)."""
        for index, option in enumerate(list(plan)):
            if self.outlook.exhausted():
                break
            others = [o for o in plan if o.unit_id != option.unit_id]
            state = self.outlook.state
            for other in others:
                state = self.moved(state, other)
            gain, better = self.best_option(state, option.unit_id)
            current = self.value(self.moved(state, option)) - self.value(state)
            if better is not None and gain > current + MOVE_GAIN:
                plan[index] = better
        return plan
