"""The evaluation's exposure term: what every stack next to enemy units stands to lose if those units attacked
it with all they have, sized on the picture of the position (hidden counters at the average hidden unit).
"""

from __future__ import annotations

from panzer_qt.ai.judgement.weights import Weights
from panzer_qt.ai.position.clock import Clock
from panzer_qt.ai.position.hidden import HiddenAverage, hidden_average
from panzer_qt.ai.position.memo import kept, remembered, table
from panzer_qt.ai.position.picture import Picture
from panzer_qt.ai.position.view import Fog
from panzer_qt.model.enums import CombatResult, Side
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board
from panzer_qt.rules.combat import crt
from panzer_qt.rules.combat.odds import step_values
from panzer_qt.rules.hexindex import hex_index


def exposure_value(picture: Picture, fog: Fog | None, weights: Weights, clock: Clock) -> float:
    """Expected losses of every stack next to enemy units if those units attacked it with all they have:
    German steps count for the Soviets (three times out of C&C), Soviet attack factors against them."""
    return _Exposure.of(picture, fog, weights, clock, None).total()


class ExposureMemory:
    """The exposure of the last position a judge weighed, stack by stack, to work the next one out from: the
    positions a player weighs differ by a move or two, and a stack's term changes only with the stacks in and
    next to its hex and, for a German stack, its C&C. The same value as ``exposure_value``, summed in the same
    order (``tests/ai/test_ai_incremental.py`` checks it over many moves)."""

    def __init__(self) -> None:
        self._last: _Exposure | None = None

    def value(self, picture: Picture, fog: Fog | None, weights: Weights, clock: Clock) -> float:
        """``exposure_value`` of the picture."""
        self._last = _Exposure.of(picture, fog, weights, clock, self._last)
        return self._last.total()


class _Exposure:
    """One position's exposure terms by hex (a stack with no term is absent) and what they were worked out
    from."""

    def __init__(self, picture: Picture, fog: Fog | None, weights: Weights, clock: Clock) -> None:
        self.sizes = _Sizes(picture, fog)
        state = picture.state
        self.units = picture.units
        self.where, self.cc = picture.where, picture.cc.held
        self.facts = (
            fog,
            weights,
            self.sizes.hidden,
            clock.soviet > 0,
            clock.german > 0,
            tuple(state.fortified_captured),
        )
        self.terms: dict[int, float] = {}

    @classmethod
    def of(cls, picture: Picture, fog: Fog | None, weights: Weights, clock: Clock, last: _Exposure | None) -> _Exposure:
        """The picture's terms, those of ``last`` kept where nothing they depend on changed."""
        new = cls(picture, fog, weights, clock)
        redo = _changed(new, last, picture)
        terms, stacks = new.terms, new.sizes.stacks
        term = _Term(picture, fog, weights, clock, new.sizes)
        for i in stacks:
            found = term(i) if last is None or redo is None or redo >> i & 1 else last.terms.get(i)
            if found is not None:
                terms[i] = found
        return new

    def total(self) -> float:
        """The exposure: the terms summed in the order of the stacks."""
        terms, total = self.terms, 0.0
        for i in self.sizes.stacks:
            found = terms.get(i)
            if found is not None:
                total += found
        return total


def _changed(new: _Exposure, last: _Exposure | None, picture: Picture) -> int | None:
    """The hexes whose stacks' terms may differ from ``last``'s (None: all of them): those of the units that
    changed and their neighbours, and the German stacks whose C&C changed."""
    if (
        last is None
        or len(last.facts) != len(new.facts)
        or any(a is not b and a != b for a, b in zip(last.facts, new.facts, strict=True))
    ):
        return None
    units, old_units, where, old_where = new.units, last.units, new.where, last.where
    if units.keys() != old_units.keys():
        return None
    moved = 0
    for uid, unit in units.items():
        if old_units[uid] is not unit:
            for i in (old_where.get(uid), where.get(uid)):
                if i is not None:
                    moved |= 1 << i
    return picture.bits.grow(moved) | ((last.cc ^ new.cc) & picture.held[Side.GERMAN])


class _Term:
    """A stack's exposure term (None: nothing attacks it)."""

    def __init__(self, picture: Picture, fog: Fog | None, weights: Weights, clock: Clock, sizes: _Sizes) -> None:
        board = picture.board
        self.picture, self.weights, self.sizes = picture, weights, sizes
        self.shifts, self.fortified = _terrain_shifts(board)
        self.captured = picture.state.fortified_captured
        self.town_shift = board.scenario.tables.town.town_shift
        self.losses = kept(board, "ai loss chances", lambda: _loss_table(board))
        self.attacked = {side: clock.moves(side.enemy) > 0 for side in Side}

    def __call__(self, i: int) -> float | None:
        picture, weights, sizes = self.picture, self.weights, self.sizes
        side = picture.board.sides[sizes.stacks[i][0]]
        if not picture.zoc_bits[side.enemy] >> i & 1 or not self.attacked[side]:
            return None  # no enemy stack next to it (or no enemy move left): nothing attacks it
        attack = sizes.attack_next_to(i, side.enemy)
        if not attack:
            return None
        _, defence, strongest = sizes.size(i)
        captured = i in self.fortified and picture.index.ids[i] in self.captured
        shift = self.town_shift if captured else self.shifts[side][i]
        loss = self.losses[min(max(crt.raw_column(attack, defence) + shift, crt.BELOW), crt.TOP + 1) - crt.BELOW]
        if side is Side.GERMAN:
            value = weights.german_step * (1 if picture.cc.held >> i & 1 else weights.cut_off_step)
        else:
            value = -weights.soviet_attack * strongest
        return weights.exposure * loss * value


class _Sizes:
    """Attack and defence of the stacks of a picture, sized as they are asked for (``StackSize``): hidden
    counters at the average hidden unit; Soviet artillery attacks only beside a non-artillery unit (13.2)."""

    def __init__(self, picture: Picture, fog: Fog | None) -> None:
        self.picture, self.fog = picture, fog
        self.hidden = hidden_average(picture.board, picture.state, fog)
        self.stacks: dict[int, list[str]] = {}
        for uid, i in picture.where.items():
            self.stacks.setdefault(i, []).append(uid)
        self._sizes: dict[int, StackSize] = {}
        self._attacks: dict[int, float] = {}
        self._known = table(picture.board, "stack sizes")

    def size(self, i: int) -> StackSize:
        """The stack in hex ``i``."""
        found = self._sizes.get(i)
        if found is not None:
            return found
        picture, fog, hidden, ids = self.picture, self.fog, self.hidden, self.stacks[i]
        board, state = picture.board, picture.state
        side = board.sides[ids[0]]
        unseen = 0 if fog is None or fog.viewer is side else fog.hidden.get(picture.index.ids[i], 0)
        key = (*((u, state.units[u].steps) for u in ids), unseen, hidden.attack, hidden.defence)
        found = remembered(self._known, key, lambda: _stack_size(board, state, ids, unseen, hidden), STACK_MEMORY)
        self._sizes[i] = found
        return found

    def attack_next_to(self, i: int, side: Side) -> int:
        """Attack factors of ``side``'s stacks next to hex ``i``."""
        sides, stacks, attacks = self.picture.board.sides, self.stacks, self._attacks
        total: float = 0
        for n in self.picture.index.neighbors[i]:
            ids = stacks.get(n)
            if ids is not None and sides[ids[0]] is side:
                attack = attacks.get(n)
                if attack is None:
                    attack = attacks[n] = self.size(n)[0]
                total += attack
        return round(total)


StackSize = tuple[float, int, int]
"""A stack's attack (hidden counters and artillery counted as in ``_Sizes``), defence and strongest attack."""
STACK_MEMORY = 20_000
"""Stack sizes kept per board, by the stack's units, steps and hidden counters (the positions a player weighs
differ by a move or two: most of their stacks it has sized before)."""


def _stack_size(board: Board, state: GameState, ids: list[str], unseen: int, hidden: HiddenAverage) -> StackSize:
    specs = board.specs
    values = [step_values(board, state, u) for u in ids]
    covered = any(not specs[u].abilities.artillery for u in ids)
    attack = unseen * hidden.attack + sum(
        v.attack
        for u, v in zip(ids, values, strict=True)
        if not specs[u].abilities.static_garrison and (covered or not specs[u].abilities.artillery)
    )
    return attack, sum(v.defence for v in values) + round(unseen * hidden.defence), max(v.attack for v in values)


def _terrain_shifts(board: Board) -> tuple[dict[Side, tuple[int, ...]], frozenset[int]]:
    """The defender's terrain shift in each hex (by index) for each defending side (13.8.3, 13.8.4; river
    sides left out), fortified localities not yet taken; and the fortified localities (taken, a town's)."""
    return kept(board, "ai terrain shifts", lambda: _shift_tables(board))


def _shift_tables(board: Board) -> tuple[dict[Side, tuple[int, ...]], frozenset[int]]:
    ids = hex_index(board).ids
    effects, terrain = board.scenario.tables.town, board.scenario.tables.terrain
    fortified = {
        Side.GERMAN: effects.fortified_shift_german_defends,
        Side.SOVIET: effects.fortified_shift_soviet_defends,
    }

    def shift(hid: str, side: Side) -> int:
        town = board.towns.get(hid)
        if town is not None:
            return fortified[side] if town.fortified else effects.town_shift
        return terrain[board.scenario.map.terrain_of(hid)].combat_shift

    tables = {side: tuple(shift(hid, side) for hid in ids) for side in Side}
    forts = frozenset(i for i, hid in enumerate(ids) if hid in board.towns and board.towns[hid].fortified)
    return tables, forts


def _loss_table(board: Board) -> list[float]:
    losing = (CombatResult.DL1, CombatResult.DL1_DR, CombatResult.EX)
    tables = board.scenario.tables
    return [
        sum(p for r, p in crt.probabilities(tables, column).items() if r in losing)
        for column in range(crt.BELOW, crt.TOP + 2)
    ]
