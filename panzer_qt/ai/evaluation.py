"""How good a position looks, in the game's own currency: the Soviet VP it is likely to end with (4.0).

The Soviet player maximises the score, the German minimises it. It is the VP already banked for
exits and for divisions eliminated out of C&C, plus what the position promises:

- each town and fortified locality, by who controls it, who stands in it and who can reach it next;
- each German division, by how likely it is to be destroyed out of C&C (4.2): divisions out of C&C
  and pressed by Soviet units are threatened; those whose C&C line one Soviet step could cut are
  fragile, and those two steps could cut stand in a closing pocket (or, with ``Weights.measured``, by the
  chances measured in games, ``ai.threats``);
- German towns cut off from C&C (they score at the end, 4.1); from the middle of the game on, the
  corps nearest the exit hexes by their progress towards them (4.1, ``ai.exits``);
- small terms for material, Soviet units out of supply and Soviet artillery left alone (13.2).

It reads only the position it is given: a side's view (``ai.view.side_view``) counts the counters it cannot
see at the average of the enemy units hidden somewhere (``ai.hidden``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from panzer_qt.ai.exits import exit_progress
from panzer_qt.ai.position.cc_lines import Line, line_of
from panzer_qt.ai.position.clock import Clock, combats_left, moves_left
from panzer_qt.ai.position.hexbits import members
from panzer_qt.ai.position.hidden import HiddenAverage, hidden_average
from panzer_qt.ai.position.memo import remembered, table
from panzer_qt.ai.position.picture import Picture
from panzer_qt.ai.position.reach import Memory
from panzer_qt.ai.position.view import Fog
from panzer_qt.ai.threats import MeasuredThreats
from panzer_qt.model.enums import CombatResult, Mobility, Side, UnitSize
from panzer_qt.model.state import GameState, UnitState, UnitStatus
from panzer_qt.rules.board import Board
from panzer_qt.rules.combat import crt
from panzer_qt.rules.combat.odds import step_values
from panzer_qt.rules.hexindex import hex_index


@dataclass(frozen=True)
class Weights:
    """The evaluation's constants, in VP."""

    town_held: float = 0.95
    """Chance a Soviet town with a Soviet unit in it stays Soviet."""
    town_exposed: float = 0.45
    """... with no Soviet unit in it, but a German unit able to reach it next move."""
    town_safe: float = 0.85
    """... with no German unit able to reach it."""
    town_open: float = 0.5
    """Chance the Soviets take an empty German town they can reach next move."""
    town_defended: float = 0.08
    """... a German town with German units in it, per Soviet combat segment left (at most 3)."""
    town_far: float = 0.03
    """... a German town beyond reach, per Soviet move left."""
    cut_off_town: float = 0.7
    """A German town out of C&C now, weighed by the chance it stays German."""
    fragile: float = 0.06
    """Elimination chance of a division in C&C that one Soviet step could cut off."""
    closing: float = 0.025
    """... that two Soviet steps could cut off (the pocket closing)."""
    cut_off: float = 0.55
    """... of a division out of C&C, before pressure, strength and time."""
    per_adjacent: float = 0.08
    """... more per hex around it held by Soviet units."""
    per_step: float = 0.05
    """... less per step it has left."""
    combats_to_kill: int = 4
    """Soviet combat segments it takes to wear a cut-off division down; with fewer left the chance shrinks."""
    exit_corps: float = 0.8
    """A Soviet corps on an exit hex; less the farther it stands from the exits (``ai.exits.progress``)."""
    german_step: float = 0.2
    """Per German step lost."""
    soviet_attack: float = 0.03
    """Per Soviet attack factor lost."""
    out_of_supply: float = 0.3
    lone_artillery: float = 0.3
    exposure: float = 0.5
    """Share of the expected losses of the enemy's attacks on stacks next to it that the score counts."""
    cut_off_step: float = 3.0
    """How much more a step of a German stack out of C&C is worth than one in C&C."""
    measured: MeasuredThreats | None = None
    """Division threats read from chances measured in games (``ai.threats``) instead of the formula above
    (``cut_off`` to ``combats_to_kill``, ``fragile``, ``closing``)."""


DEFAULT_WEIGHTS = Weights()


@dataclass
class Assessment:
    """The score and its parts; ``threat`` is each German division's elimination chance."""

    score: float
    parts: dict[str, float]
    threat: dict[str, float] = field(default_factory=dict)


@dataclass
class Judge:
    """Scores positions for one player: the board, what its side cannot see, the weights, and the
    searches it may reuse while it weighs the positions of one decision."""

    board: Board
    fog: Fog | None = None
    weights: Weights = DEFAULT_WEIGHTS
    memory: Memory | None = None
    weighed: int = 0
    """Positions scored so far: the measure of a player's work, which its level budgets (``ai.computer``)."""
    _scores: dict[tuple[object, ...], tuple[tuple[UnitState, ...], float]] = field(default_factory=dict, repr=False)

    def score(self, state: GameState) -> float:
        """The expected final Soviet VP of a position (see the module docstring); the VP once it is over.

        A position met again (the planners weigh the one they start from once per unit) is scored from
        memory, and still counts as weighed: the work budget, and so every decision, stays the same."""
        self.weighed += 1
        if state.game_over:
            return float(state.vp)
        units = tuple(state.units.values())
        frozen = None if self.memory is None else tuple(self.memory.frozen.items())
        key = (*map(id, units), *_scored_facts(state), frozen)
        found = self._scores.get(key)
        if found is None:
            if len(self._scores) >= SCORE_MEMORY:
                self._scores.clear()
            found = self._scores[key] = (units, self.assess(state).score)  # the units keep their ids unique
        return found[1]

    def picture(self, state: GameState) -> Picture:
        """The derived facts of a position, with this judge's memory."""
        return Picture(self.board, state, self.memory)

    def assess(self, state: GameState) -> Assessment:
        """The evaluation with its parts."""
        board, fog, weights = self.board, self.fog, self.weights
        picture = self.picture(state)
        hidden = hidden_average(board, state, fog)
        soviet_moves = moves_left(board, state, Side.SOVIET)
        german_moves = moves_left(board, state, Side.GERMAN)
        clock = Clock(soviet_moves, german_moves, combats_left(board, state, Side.SOVIET))
        threat = division_threats(picture, weights, clock)
        parts = {
            "banked": float(state.vp_exits + state.vp_eliminations),
            "towns": town_value(picture, weights, soviet_moves, german_moves),
            "divisions": sum(board.specs[u].max_steps * q for u, q in threat.items()),
            "hidden divisions": _hidden_divisions(picture, fog, hidden, weights, clock),
            "exits": exit_value(picture, weights, soviet_moves),
            "material": material_value(picture, weights),
            "exposure": exposure_value(picture, fog, weights, clock),
        }
        return Assessment(score=sum(parts.values()), parts=parts, threat=threat)


SCORE_MEMORY = 4096
"""Positions a judge remembers the score of (it forgets them all when full)."""


def _scored_facts(state: GameState) -> tuple[object, ...]:
    """Everything of a state besides its units that the evaluation reads."""
    return (
        tuple(state.control.items()),
        tuple(state.fortified_captured),
        tuple(state.sequence.items()),
        state.turn,
        state.phase,
        state.segment,
        state.weather,
        state.vp_exits,
        state.vp_eliminations,
    )


def town_value(picture: Picture, weights: Weights, soviet_moves: int, german_moves: int) -> float:
    """Each town's VP times the chance it ends Soviet, plus German towns cut off from C&C (4.1)."""
    board, state, idx = picture.board, picture.state, picture.index
    soviet, german = picture.held[Side.SOVIET], picture.held[Side.GERMAN]
    soviet_reach, german_reach = picture.towns_in_reach(Side.SOVIET), picture.towns_in_reach(Side.GERMAN)
    combats = min(soviet_moves, 3)
    total = 0.0
    for hid, vp in board.town_vp.items():
        i = idx.index[hid]
        if state.control.get(hid) is Side.SOVIET:
            if soviet >> i & 1:
                chance = weights.town_held
            elif german_moves == 0:
                chance = 1.0
            else:
                chance = weights.town_exposed if i in german_reach else weights.town_safe
        elif soviet_moves == 0:
            chance = 0.0
        elif german >> i & 1:
            chance = weights.town_defended * combats
        elif i in soviet_reach:
            chance = weights.town_open
        else:
            chance = weights.town_far * soviet_moves
        total += vp * chance
        if state.control.get(hid) is Side.GERMAN and not picture.cc.holds(i):
            total += (1 - chance) * weights.cut_off_town * board.scenario.tables.victory.out_of_cc_town_vp
    return total


def division_threats(picture: Picture, weights: Weights, clock: Clock) -> dict[str, float]:
    """Each German division's chance of being destroyed out of C&C (4.2)."""
    board, units, where = picture.board, picture.state.units, picture.where
    if clock.soviet == 0:
        return {}
    divisions = board.memo(
        "ai divisions", lambda: frozenset(u for u, s in board.specs.items() if s.size is UnitSize.DIVISION)
    )
    return {
        uid: _threat(picture, where[uid], units[uid].steps, weights, clock)
        for uid in picture.units_of(Side.GERMAN)
        if uid in divisions
    }


def _threat(picture: Picture, i: int, steps: float, weights: Weights, clock: Clock) -> float:
    """A division's chance of dying out of C&C: the measured one (``Weights.measured``), or by the formula:
    ``fragile`` if one Soviet step could cut it off, ``closing`` if two could; out of C&C, more the more Soviet
    units press it and the fewer steps it has, less with few Soviet movement segments left."""
    line = line_of(picture, i)
    if weights.measured is not None:
        return weights.measured.chance(line, steps, clock.combats)
    if line is not Line.CUT:
        return {Line.FRAGILE: weights.fragile, Line.CLOSING: weights.closing}.get(line, 0.0)
    soviet = picture.held[Side.SOVIET]
    pressed = sum(1 for n in picture.index.neighbors[i] if soviet >> n & 1)
    chance = weights.cut_off + weights.per_adjacent * pressed - weights.per_step * steps
    time = min(1.0, clock.soviet / weights.combats_to_kill)
    return min(max(chance * time, weights.fragile), 0.9)


def _hidden_divisions(
    picture: Picture, fog: Fog | None, hidden: HiddenAverage, weights: Weights, clock: Clock
) -> float:
    """Hidden German counters, each an average hidden unit (Soviet view only)."""
    if fog is None or fog.viewer is not Side.SOVIET or not hidden.division_share or clock.soviet == 0:
        return 0.0
    at = picture.index.index
    total = 0.0
    for hid, count in fog.hidden.items():
        q = _threat(picture, at[hid], hidden.steps, weights, clock)
        total += count * hidden.division_share * hidden.division_steps * q
    return total


def exit_value(picture: Picture, weights: Weights, soviet_moves: int) -> float:
    """The exit plan (``ai.exits``): the corps nearest the exits, as many as exits still score, each by its
    progress towards them (4.1)."""
    table = picture.board.scenario.tables.victory
    room = table.exit_vp_max - picture.state.vp_exits
    return weights.exit_corps * table.exit_vp * sum(exit_progress(picture, soviet_moves)[:room])


def material_value(picture: Picture, weights: Weights) -> float:
    """German steps lost (public: every loss is taken in the open), Soviet attack factors lost, Soviet
    units out of supply (8.3) and Soviet artillery with no corps to cover it (13.2)."""
    board, units = picture.board, picture.state.units
    roles = board.memo("ai unit roles", lambda: _Roles.of(board))
    gone = (UnitStatus.WAITING, UnitStatus.EXITED)
    german_lost = sum(lost[units[u].steps] for u, lost in roles.german_losses if units[u].status not in gone)
    soviet_lost = sum(lost[units[u].steps] for u, lost in roles.soviet_losses if units[u].status not in gone)
    soviet, where, supply = picture.units_of(Side.SOVIET), picture.where, picture.supply.held
    covered = {where[u] for u in soviet if u not in roles.artillery}
    penalties = 0.0
    for uid in soviet:
        if uid not in roles.static and not supply >> where[uid] & 1:
            penalties += weights.out_of_supply
        if uid in roles.artillery and where[uid] not in covered:
            penalties += weights.lone_artillery
    return weights.german_step * german_lost - weights.soviet_attack * soviet_lost - penalties


@dataclass(frozen=True)
class _Roles:
    """What ``material_value`` reads of the order of battle, sorted out once per board: what each unit has
    lost with each number of steps left (German steps, Soviet attack factors), static and artillery units."""

    german_losses: tuple[tuple[str, tuple[int, ...]], ...]
    soviet_losses: tuple[tuple[str, tuple[int, ...]], ...]
    static: frozenset[str]
    artillery: frozenset[str]

    @classmethod
    def of(cls, board: Board) -> _Roles:
        """The roles of a board's units."""
        german, soviet = [], []
        for uid, spec in board.specs.items():
            left = range(spec.max_steps + 1)
            if spec.side is Side.GERMAN:
                german.append((uid, tuple(spec.max_steps - n for n in left)))
            else:
                top = spec.steps[0].attack
                soviet.append((uid, tuple(top - (spec.steps[spec.max_steps - n].attack if n else 0) for n in left)))
        specs = board.specs.items()
        return cls(
            tuple(german),
            tuple(soviet),
            frozenset(u for u, spec in specs if spec.mobility is Mobility.STATIC),
            frozenset(u for u, spec in specs if spec.abilities.artillery),
        )


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
