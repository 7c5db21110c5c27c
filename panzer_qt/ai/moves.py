"""Movement for the computer players: the few destinations worth weighing for a unit, and the position
with a unit moved there.

A movement segment offers thousands of moves. ``Aims`` marks, once per planning step, the hexes a side
has reason to go to (towns to take or guard, enemy stacks to attack, the C&C lines to cut or keep,
the exit hexes late in the game); ``options_for`` keeps a unit's best few by those marks, and the
planners weigh only those with the full evaluation. A unit's movement range does not change while its
own side moves (enemy units and zones of control stay put), so the planners reuse each range for the
whole segment and place units on copies of the state instead of applying moves.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from panzer_qt.ai.picture import Picture
from panzer_qt.model.commands import Command, ExitMap, Move
from panzer_qt.model.enums import Side, UnitSize
from panzer_qt.model.ids import split_hex_id
from panzer_qt.model.state import GameState, UnitStatus
from panzer_qt.rules.board import Board
from panzer_qt.rules.control import claim
from panzer_qt.rules.movement.range import MovementRange
from panzer_qt.rules.stacking_limits import over_stacked
from panzer_qt.rules.supply import supply_status

EXIT_FROM_TURN = 7
"""Soviet corps head for the exit hexes from this turn on (4.1: exits are worth most late)."""


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

    def add(self, hid: str, value: float) -> None:
        """Raise the wish for one hex."""
        self.bonus[hid] = self.bonus.get(hid, 0.0) + value


def aims_of(picture: Picture, side: Side) -> Aims:
    """What ``side`` wants of the map in this position."""
    aims = Aims(side)
    board, state, ids = picture.board, picture.state, picture.index.ids
    enemy_hexes = picture.occupied[side.enemy]
    mine = picture.occupied[side]
    reach = picture.towns_in_reach(side.enemy)
    for hid, vp in board.town_vp.items():
        i = picture.index.index[hid]
        if state.control.get(hid) is not side and i not in enemy_hexes:
            aims.add(hid, 3.0 * vp)
        elif state.control.get(hid) is side and i in reach and i not in mine:
            aims.add(hid, 1.5 * vp)
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
    """The German C&C lines of divisions (to cut) and, late, the exit hexes."""
    board = picture.board
    lines = supply_status(board, picture.state, Side.GERMAN)
    for uid in picture.units_of(Side.GERMAN):
        if board.specs[uid].size is UnitSize.DIVISION:
            for hid in lines[uid].path[1:8]:
                aims.add(hid, 0.5)
    if picture.state.turn >= EXIT_FROM_TURN and picture.state.vp_exits < board.scenario.tables.victory.exit_vp_max:
        for hid in board.soviet_exit:
            aims.add(hid, 4.0)


def _german_aims(picture: Picture, aims: Aims) -> None:
    """Hexes with a safe C&C line, and westward (towards the relief, the developer notes)."""
    for i, hid in enumerate(picture.index.ids):
        if picture.fragile_cc.holds(i):
            aims.add(hid, 1.0)
        aims.add(hid, 0.04 * (picture.board.grid.columns - split_hex_id(hid)[0]))


def options_for(
    board: Board, state: GameState, unit_id: str, reach: MovementRange, aims: Aims, *, limit: int
) -> list[MoveOption]:
    """The unit's best ``limit`` destinations by ``aims`` (and a way off the map late in the game); Soviet
    artillery and army support units also look for the hexes of their combat units (13.2, the
    developer notes: support units take exchange losses)."""
    spec = board.specs[unit_id]
    support = spec.abilities.artillery or spec.size is UnitSize.ARMY_SUPPORT
    friends = _combat_hexes(board, state, spec.side) if support else frozenset()
    scored = []
    for hid in reach:
        if reach.needs_luck(hid):
            continue
        value = aims.bonus.get(hid, 0.0) + (3.0 if hid in friends else 0.0)
        scored.append((-value, reach.cost(hid), hid))
    scored.sort()
    found = [
        MoveOption(unit_id, (Move(unit_ids=(unit_id,), path=tuple(reach.path(h))),), h, tuple(reach.path(h)))
        for _, _, h in scored[:limit]
    ]
    found.extend(_exits(board, state, unit_id, reach))
    return found


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
    """Leaving the map from the nearest exit hex it can leave from, for a corps late in the game (4.1)."""
    spec = board.specs[unit_id]
    if spec.size is not UnitSize.CORPS or state.turn < EXIT_FROM_TURN or not reach.can_exit:
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
    specs = board.specs
    bad = 0.0
    for hid in over_stacked(board, state):
        ids = [u for u, unit in state.units.items() if unit.hex == hid and unit.status is UnitStatus.ON_MAP]
        if ids and specs[ids[0]].side is side:
            bad += 3.0
    return bad
