"""How good a position looks, in the game's own currency: the Soviet VP it is likely to end with (4.0).

The Soviet player maximises the score, the German minimises it. It is the VP already banked for
exits and for divisions eliminated out of C&C, plus what the position promises:

- each town and fortified locality, by who controls it, who stands in it and who can reach it next;
- each German division, by how likely it is to be destroyed out of C&C (4.2): divisions out of C&C
  and pressed by Soviet units are threatened; those whose C&C line one Soviet step could cut are
  fragile, and those two steps could cut stand in a closing pocket (``judgement.threats``: the chances measured
  in games, or the greedy yardstick's formula);
- German towns cut off from C&C (they score at the end, 4.1); from the middle of the game on, the
  corps nearest the exit hexes by their progress towards them (4.1, ``judgement.exit_plan``);
- small terms for material, Soviet units out of supply and Soviet artillery left alone (13.2);
- what stacks next to enemy units stand to lose (``judgement.exposure``).

Its weights are ``judgement.weights``. It reads only the position it is given: a side's view
(``position.view.side_view``) counts the counters it cannot see at the average of the enemy units hidden
somewhere (``position.hidden``). The move planner adds ``overstack_penalty``.
"""

from __future__ import annotations

from bisect import insort
from dataclasses import dataclass, field

from panzer_qt.ai.judgement.exit_plan import exit_progress
from panzer_qt.ai.judgement.exposure import ExposureMemory
from panzer_qt.ai.judgement.threats import division_threats, threats
from panzer_qt.ai.judgement.weights import DEFAULT_WEIGHTS, OVERSTACKED, Weights
from panzer_qt.ai.position.clock import Clock, combats_left, moves_left
from panzer_qt.ai.position.hidden import HiddenAverage, hidden_average
from panzer_qt.ai.position.memo import kept
from panzer_qt.ai.position.picture import Picture
from panzer_qt.ai.position.reach import Memory
from panzer_qt.ai.position.view import Fog
from panzer_qt.model.enums import Mobility, Side
from panzer_qt.model.state import GameState, UnitState, UnitStatus
from panzer_qt.rules.board import Board
from panzer_qt.rules.stacking_limits import stack_fits, steps_fit


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
    """Positions scored so far: the measure of a player's work, which its level budgets (``players.computer``)."""
    _scores: dict[tuple[object, ...], tuple[tuple[UnitState, ...], float]] = field(default_factory=dict, repr=False)
    _exposure: ExposureMemory = field(default_factory=ExposureMemory, repr=False)
    """The last position's exposure, stack by stack: the next one is worked out from it."""
    _last: Picture | None = field(default=None, repr=False)
    """The last position's picture: where the units stand in the next one is worked out from it."""

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
        self._last = Picture(self.board, state, self.memory, self._last)
        return self._last

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
            "exposure": self._exposure.value(picture, fog, weights, clock),
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
    board, control = picture.board, picture.state.control
    soviet, german = picture.held[Side.SOVIET], picture.held[Side.GERMAN]
    soviet_reach, german_reach = picture.towns_in_reach(Side.SOVIET), picture.towns_in_reach(Side.GERMAN)
    towns = kept(
        board, "ai towns by index", lambda: [(h, vp, picture.index.index[h]) for h, vp in board.town_vp.items()]
    )
    out_of_cc_vp = board.scenario.tables.victory.out_of_cc_town_vp
    combats = min(soviet_moves, 3)
    cc = None
    total = 0.0
    for hid, vp, i in towns:
        owner = control.get(hid)
        if owner is Side.SOVIET:
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
        if owner is Side.GERMAN:
            if cc is None:
                cc = picture.cc.held
            if not cc >> i & 1:
                total += (1 - chance) * weights.cut_off_town * out_of_cc_vp
    return total


def _hidden_divisions(
    picture: Picture, fog: Fog | None, hidden: HiddenAverage, weights: Weights, clock: Clock
) -> float:
    """Hidden German counters, each an average hidden unit (Soviet view only)."""
    if fog is None or fog.viewer is not Side.SOVIET or not hidden.division_share or clock.soviet == 0:
        return 0.0
    at, hexes = picture.index.index, list(fog.hidden.items())
    chances = threats(picture, [(at[hid], hidden.steps) for hid, _ in hexes], weights, clock)
    total = 0.0
    for (_, count), q in zip(hexes, chances, strict=True):
        total += count * hidden.division_share * hidden.division_steps * q
    return total


def exit_value(picture: Picture, weights: Weights, soviet_moves: int) -> float:
    """The exit plan (``judgement.exit_plan``): the corps nearest the exits, as many as exits still score, each by its
    progress towards them (4.1)."""
    table = picture.board.scenario.tables.victory
    room = table.exit_vp_max - picture.state.vp_exits
    return weights.exit_corps * table.exit_vp * sum(exit_progress(picture, soviet_moves)[:room])


def material_value(picture: Picture, weights: Weights) -> float:
    """German steps lost (public: every loss is taken in the open), Soviet attack factors lost, Soviet
    units out of supply (8.3), Soviet artillery with no corps to cover it (13.2) and, with ``soviet_unit``, Soviet
    units destroyed."""
    board = picture.board
    roles = kept(board, "ai unit roles", lambda: _Roles.of(board))
    german_lost, soviet_lost, destroyed = picture.lasting("ai losses", lambda: _losses(picture.state, roles))
    soviet, where, supply = picture.units_of(Side.SOVIET), picture.where, picture.supply.held
    covered = {where[u] for u in soviet if u not in roles.artillery}
    penalties = 0.0
    for uid in soviet:
        if uid not in roles.static and not supply >> where[uid] & 1:
            penalties += weights.out_of_supply
        if uid in roles.artillery and where[uid] not in covered:
            penalties += weights.lone_artillery
    if weights.soviet_unit:
        penalties += weights.soviet_unit * destroyed
    return weights.german_step * german_lost - weights.soviet_attack * soviet_lost - penalties


def _losses(state: GameState, roles: _Roles) -> tuple[int, int, int]:
    """German steps lost, Soviet attack factors lost (of units not waiting or gone off the map), Soviet units
    destroyed."""
    units, gone = state.units, (UnitStatus.WAITING, UnitStatus.EXITED)
    german_lost = sum(lost[units[u].steps] for u, lost in roles.german_losses if units[u].status not in gone)
    soviet_lost = sum(lost[units[u].steps] for u, lost in roles.soviet_losses if units[u].status not in gone)
    return german_lost, soviet_lost, sum(1 for u, _ in roles.soviet_losses if units[u].status in DESTROYED)


DESTROYED = (UnitStatus.DEAD, UnitStatus.REPLACEMENT)
"""Where a unit that lost its last step is (11.1)."""


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


def overstack_penalty(board: Board, state: GameState, side: Side) -> float:
    """VP-scale cost of ``side``'s hexes over the stacking limit: the enemy would thin them (6.0, R52)."""
    return Overstacking(board, side).penalty(state)


class Overstacking:
    """``overstack_penalty`` of one side for positions weighed one after another, each worked out from the last
    one: only the hexes of the units that changed are looked at again (a planner's candidates differ by a move)."""

    def __init__(self, board: Board, side: Side) -> None:
        self.board, self.side = board, side
        self._alone = kept(board, "ai units fit alone", lambda: _units_fit_alone(board))
        self._units: dict[str, UnitState] = {}
        self._order: dict[str, int] = {}
        self._here: dict[str, list[str]] = {}  # not ``rules.stacks``: its memo would keep every candidate position
        self._over: set[str] = set()

    def penalty(self, state: GameState) -> float:
        """The cost of the side's hexes over the limit in ``state``."""
        units = state.units
        if units.keys() != self._units.keys():
            self._order = {uid: n for n, uid in enumerate(units)}
            self._here, self._over = {}, set()
            for uid, unit in units.items():
                hid = _hex_of(unit)
                if hid is not None:
                    self._here.setdefault(hid, []).append(uid)
            touched = set(self._here)
        else:
            touched = self._moved(units)
        self._units = dict(units)  # the state may change afterwards
        for hid in touched:
            if self._breaks(state, self._here.get(hid)):
                self._over.add(hid)
            else:
                self._over.discard(hid)
        return OVERSTACKED * len(self._over)

    def _moved(self, units: dict[str, UnitState]) -> set[str]:
        """The hexes units left or entered since the last position (the stacks kept up to date, in unit order)."""
        touched: set[str] = set()
        for uid, unit in units.items():
            before = self._units[uid]
            if before is unit:
                continue
            left, entered = _hex_of(before), _hex_of(unit)
            if left is not None:
                self._here[left].remove(uid)
                touched.add(left)
            if entered is not None:
                insort(self._here.setdefault(entered, []), uid, key=self._order.__getitem__)
                touched.add(entered)
        return touched

    def _breaks(self, state: GameState, ids: list[str] | None) -> bool:
        """Whether the stack is the side's and over the limit."""
        if not ids:
            return False
        return (
            self.board.sides[ids[0]] is self.side
            and (len(ids) > 1 or not self._alone)
            and not stack_fits(self.board, state, ids)
        )


def _hex_of(unit: UnitState) -> str | None:
    """The hex of a unit on the map (None: off it)."""
    return unit.hex if unit.status is UnitStatus.ON_MAP else None


def _units_fit_alone(board: Board) -> bool:
    """Whether every unit at full strength fits the stacking limits alone (then a unit alone never breaks
    them: steps are only lost)."""
    limits = board.scenario.tables.stacking
    return all(steps_fit(limits, [(spec, spec.max_steps)]) for spec in board.specs.values())
