"""The evaluation's exposure term: what every stack next to enemy units stands to lose if those units attacked
it with all they have, sized on the picture of the position (hidden counters at the average hidden unit).
"""

from __future__ import annotations

from panzer_qt.ai.judgement.weights import Weights
from panzer_qt.ai.position.clock import Clock
from panzer_qt.ai.position.hexbits import members
from panzer_qt.ai.position.hidden import HiddenAverage, hidden_average
from panzer_qt.ai.position.memo import remembered, table
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
    board = picture.board
    sizes = _Sizes(picture, fog)
    front = {side: set(members(picture.held[side] & picture.zoc_bits[side.enemy])) for side in Side}
    shifts, fortified = _terrain_shifts(board)
    captured = picture.state.fortified_captured
    town_shift = board.scenario.tables.town.town_shift
    losses = board.memo("ai loss chances", lambda: _loss_table(board))
    cc = picture.cc.held
    total = 0.0
    attacked = {side: clock.moves(side.enemy) > 0 for side in Side}
    for i, ids in sizes.stacks.items():
        side = board.sides[ids[0]]
        if i not in front[side] or not attacked[side]:
            continue  # no enemy stack next to it (or no enemy move left): nothing attacks it
        attack = sizes.attack_next_to(i, side.enemy)
        if not attack:
            continue
        _, defence, strongest = sizes.size(i)
        shift = town_shift if i in fortified and picture.index.ids[i] in captured else shifts[side][i]
        loss = losses[min(max(crt.raw_column(attack, defence) + shift, crt.BELOW), crt.TOP + 1) - crt.BELOW]
        if side is Side.GERMAN:
            value = weights.german_step * (1 if cc >> i & 1 else weights.cut_off_step)
        else:
            value = -weights.soviet_attack * strongest
        total += weights.exposure * loss * value
    return total


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
    return board.memo("ai terrain shifts", lambda: _shift_tables(board))


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
