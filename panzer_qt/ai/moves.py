"""Movement for the computer players: the few destinations worth weighing for a unit, and the position
with a unit moved there.

A movement segment offers thousands of moves. ``Aims`` marks, once per planning step, the hexes a side
has reason to go to (towns to take or guard, enemy stacks to attack, the C&C lines to cut or keep,
the exit hexes late in the game); ``options_for`` keeps a unit's best few by those marks, with two more
for a Soviet unit (the hex of its range that cuts most German steps off; for a corps while the exit plan
counts, the one nearest the exits), and the planners weigh only those with the full evaluation. A unit's
movement range does not change while its own side moves (enemy units and zones of control stay put), so
the planners reuse each range for the whole segment and place units on copies of the state instead of
applying moves.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from panzer_qt.ai.exits import plan_open
from panzer_qt.ai.position.clock import moves_left
from panzer_qt.ai.position.exit_distances import exit_steps
from panzer_qt.ai.position.hexbits import bits_of, flags, members
from panzer_qt.ai.position.nets import Net
from panzer_qt.ai.position.picture import Picture
from panzer_qt.model.commands import Command, ExitMap, Move
from panzer_qt.model.enums import Mobility, Side, UnitSize
from panzer_qt.model.state import GameState, UnitStatus
from panzer_qt.rules.board import Board
from panzer_qt.rules.control import claim
from panzer_qt.rules.hexindex import hex_index
from panzer_qt.rules.movement.range import MovementRange
from panzer_qt.rules.stacking_limits import stack_fits, steps_fit
from panzer_qt.rules.supply import supply_status

CUT_SEARCH = 12
"""Hexes of each division's C&C path (and those next to them) tried as places that would cut it."""
EXIT_FROM_TURN = 7
"""Soviet corps head for the exit hexes from this turn on (4.1: exits are worth most late)."""
EXIT_MOVES = 2
"""Soviet movement segments left (the last turn) from which a corps may leave the map: one that leaves
sooner no longer holds or takes anything (4.1)."""


@dataclass(frozen=True)
class MoveOption:
    """One unit's move: the commands that carry it out, where it ends (None: off the map) and the path."""

    unit_id: str
    commands: tuple[Command, ...]
    to: str | None
    path: tuple[str, ...] = ()


@dataclass
class Aims:
    """How much a side wants each hex this step (a cheap pre-selection before the full evaluation)."""

    side: Side
    bonus: dict[str, float] = field(default_factory=dict)
    take: dict[str, float] = field(default_factory=dict)
    """Towns without enemy units, and the wish to take each while the enemy controls it."""
    guard: dict[str, float] = field(default_factory=dict)
    """Towns the enemy could reach, and the wish to stand in each while the side controls it and has no
    unit there."""
    cutting: dict[str, int] = field(default_factory=dict)
    """Hexes from which one Soviet unit would cut German divisions off (``cutting_hexes``)."""
    exit_steps: list[int] | None = None
    """Hex steps to the exits (``ai.exits``) while the Soviet exit plan counts, else None."""

    def add(self, hid: str, value: float) -> None:
        """Raise the wish for one hex."""
        self.bonus[hid] = self.bonus.get(hid, 0.0) + value

    def towns_now(self, board: Board, state: GameState) -> dict[str, float]:
        """The wish for each town in ``state`` (the planning moves made so far: a town one of them took is no
        longer to take, one a unit now stands in no longer to guard)."""
        side, control = self.side, state.control
        mine = {unit.hex for uid, unit in state.units.items() if unit.hex is not None and board.sides[uid] is side}
        wish = {h: v for h, v in self.take.items() if control.get(h) is not side}
        for hid, value in self.guard.items():
            if control.get(hid) is side and hid not in mine:
                wish[hid] = wish.get(hid, 0.0) + value
        return wish


def aims_of(picture: Picture, side: Side) -> Aims:
    """What ``side`` wants of the map in this position."""
    aims = Aims(side)
    board, ids = picture.board, picture.index.ids
    enemy_hexes = picture.occupied[side.enemy]
    reach = picture.towns_in_reach(side.enemy)
    for hid, vp in board.town_vp.items():
        i = picture.index.index[hid]
        if i not in enemy_hexes:
            aims.take[hid] = 3.0 * vp
        if i in reach:
            aims.guard[hid] = 1.5 * vp
    for i in enemy_hexes:
        weak = side is Side.SOVIET and not picture.fragile_cc.holds(i)
        for n in picture.index.neighbors[i]:
            aims.add(ids[n], 2.0 if weak else 1.0)
    if side is Side.SOVIET:
        _soviet_aims(picture, aims)
    else:
        _german_aims(picture, aims)
    return aims


def _soviet_aims(picture: Picture, aims: Aims) -> None:
    """The German C&C lines of divisions (to cut; most, the hexes from which one unit would cut them)
    and, late, the exit hexes."""
    board = picture.board
    lines = supply_status(board, picture.state, Side.GERMAN)
    divisions = [u for u in picture.units_of(Side.GERMAN) if board.specs[u].size is UnitSize.DIVISION]
    for uid in divisions:
        for hid in lines[uid].path[1:8]:
            aims.add(hid, 0.5)
    aims.cutting = cutting_hexes(picture, {u: lines[u].path[1:CUT_SEARCH] for u in divisions})
    if picture.state.turn >= EXIT_FROM_TURN and picture.state.vp_exits < board.scenario.tables.victory.exit_vp_max:
        for hid in board.soviet_exit:
            aims.add(hid, 4.0)
    if plan_open(board, picture.state.vp_exits, moves_left(board, picture.state, Side.SOVIET)):
        aims.exit_steps = exit_steps(picture)


def cutting_hexes(picture: Picture, paths: dict[str, tuple[str, ...]]) -> dict[str, int]:
    """Hexes near the given C&C paths of German divisions from which one Soviet unit would put divisions
    now in C&C out of it (9.2), with the steps of the divisions it would cut off."""
    board, idx, bits = picture.board, picture.index, picture.bits
    soviet, zoc, german = picture.held[Side.SOVIET], picture.zoc_bits[Side.SOVIET], picture.held[Side.GERMAN]
    inside = {u: picture.where[u] for u in paths if picture.cc.holds(picture.where[u])}
    near = 0
    for uid in inside:
        near |= bits.grow(bits_of(idx.index[h] for h in paths[uid]))
    found = {}
    divisions = [(at, board.specs[u].max_steps) for u, at in inside.items()]
    places = members(near & ~german)
    for i, net in zip(places, Net.with_one_more(board, Side.GERMAN, soviet, zoc, places), strict=True):
        steps = sum(size for at, size in divisions if not net.held >> at & 1)
        if steps:
            found[idx.ids[i]] = steps
    return found


def _german_aims(picture: Picture, aims: Aims) -> None:
    """Hexes with a safe C&C line, and westward (towards the relief, the developer notes)."""
    board, bonus, ids = picture.board, aims.bonus, picture.index.ids
    west = board.memo("ai westward", lambda: [0.04 * (board.grid.columns - c) for c in picture.index.column])
    for hid, safe, westward in zip(ids, flags(picture.fragile_cc.held, len(ids)), west, strict=True):
        value = bonus.get(hid, 0.0)
        if safe:
            value += 1.0
        bonus[hid] = value + westward


def options_for(
    board: Board, state: GameState, unit_id: str, reach: MovementRange, aims: Aims, *, limit: int
) -> list[MoveOption]:
    """The unit's best ``limit`` destinations by ``aims``, and besides them for Soviet units the hex of its
    range that would cut most German steps off and, for a corps while the exit plan counts, the one
    nearest the exits (and a way off the map in the last turn); Soviet artillery and army support units
    also look for the hexes of their combat units (13.2, the developer notes: support units take exchange
    losses)."""
    spec = board.specs[unit_id]
    support = spec.abilities.artillery or spec.size is UnitSize.ARMY_SUPPORT
    friends = _combat_hexes(board, state, spec.side) if support else frozenset()
    towns = aims.towns_now(board, state)
    scored = []
    for hid in reach:
        if reach.needs_luck(hid):
            continue
        value = aims.bonus.get(hid, 0.0) + towns.get(hid, 0.0) + (3.0 if hid in friends else 0.0)
        scored.append((-value, reach.cost(hid), hid))
    scored.sort()
    chosen = [h for _, _, h in scored[:limit]]
    for extra in (_cutting(reach, aims), _toward_exits(board, unit_id, reach, aims)):
        if extra is not None and extra not in chosen:
            chosen.append(extra)
    found = [
        MoveOption(unit_id, (Move(unit_ids=(unit_id,), path=tuple(reach.path(h))),), h, tuple(reach.path(h)))
        for h in chosen
    ]
    found.extend(_exits(board, state, unit_id, reach))
    return found


def _cutting(reach: MovementRange, aims: Aims) -> str | None:
    """The hex of the range that cuts off the most German steps (the cheapest of those), if any."""
    able = [h for h in aims.cutting if h in reach and not reach.needs_luck(h)]
    return min(able, key=lambda h: (-aims.cutting[h], reach.cost(h), h), default=None)


def _toward_exits(board: Board, unit_id: str, reach: MovementRange, aims: Aims) -> str | None:
    """For a mobile Soviet corps while the exit plan counts: the hex of its range nearest the exits, if
    nearer than where it stands (the cheapest of those)."""
    spec = board.specs[unit_id]
    if aims.exit_steps is None or spec.size is not UnitSize.CORPS or spec.mobility is Mobility.STATIC:
        return None
    at, steps = hex_index(board).index, aims.exit_steps
    best = min(
        (h for h in reach if not reach.needs_luck(h)), key=lambda h: (steps[at[h]], reach.cost(h), h), default=None
    )
    return best if best is not None and steps[at[best]] < steps[at[reach.start]] else None


def _combat_hexes(board: Board, state: GameState, side: Side) -> frozenset[str]:
    """Hexes of ``side``'s corps and divisions that are not artillery."""
    specs = board.specs
    return frozenset(
        unit.hex
        for uid, unit in state.units.items()
        if unit.hex is not None
        and unit.status is UnitStatus.ON_MAP
        and specs[uid].side is side
        and specs[uid].size in (UnitSize.CORPS, UnitSize.DIVISION)
        and not specs[uid].abilities.artillery
    )


def _exits(board: Board, state: GameState, unit_id: str, reach: MovementRange) -> list[MoveOption]:
    """Leaving the map from the nearest exit hex it can leave from, for a corps in the last turn (4.1)."""
    spec = board.specs[unit_id]
    if spec.size is not UnitSize.CORPS or not reach.can_exit or moves_left(board, state, Side.SOVIET) > EXIT_MOVES:
        return []
    if state.vp_exits >= board.scenario.tables.victory.exit_vp_max:
        return []
    leave = ExitMap(unit_ids=(unit_id,))
    if reach.start in reach.exit_from:
        return [MoveOption(unit_id, (leave,), None)]
    sure = [h for h in reach.exit_from if h not in reach.exit_needs_luck]
    if not sure:
        return []
    hid = min(sure, key=lambda h: (reach.cost(h), h))
    path = tuple(reach.path(hid))
    return [MoveOption(unit_id, (Move(unit_ids=(unit_id,), path=path), leave), None, path)]


def with_move(board: Board, state: GameState, option: MoveOption) -> GameState:
    """A copy of the state after the move: the unit at its destination (or exited, scoring a corps, 4.1),
    every town on its path claimed (R45)."""
    after = state.clone()
    side = board.specs[option.unit_id].side
    for hid in option.path:
        claim(board, after, hid, side)
    if option.to is not None:
        after.update_unit(option.unit_id, hex=option.to)
        return after
    after.update_unit(option.unit_id, hex=None, status=UnitStatus.EXITED)
    victory = board.scenario.tables.victory
    if board.specs[option.unit_id].size is UnitSize.CORPS:
        after.vp_exits = min(victory.exit_vp_max, after.vp_exits + victory.exit_vp)
    return after


def overstack_penalty(board: Board, state: GameState, side: Side) -> float:
    """VP-scale cost of ``side``'s hexes over the stacking limit: the enemy would thin them (6.0, R52)."""
    here: dict[str, list[str]] = {}  # not ``rules.stacks``: its memo would keep every candidate position
    for uid, unit in state.units.items():
        if unit.hex is not None and unit.status is UnitStatus.ON_MAP:
            here.setdefault(unit.hex, []).append(uid)
    sides, alone = board.sides, board.memo("ai units fit alone", lambda: _units_fit_alone(board))
    return 3.0 * sum(
        1
        for ids in here.values()
        if sides[ids[0]] is side and (len(ids) > 1 or not alone) and not stack_fits(board, state, ids)
    )


def _units_fit_alone(board: Board) -> bool:
    """Whether every unit at full strength fits the stacking limits alone (then a unit alone never breaks
    them: steps are only lost)."""
    limits = board.scenario.tables.stacking
    return all(steps_fit(limits, [(spec, spec.max_steps)]) for spec in board.specs.values())
