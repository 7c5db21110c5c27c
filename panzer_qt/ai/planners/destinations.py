"""The few destinations worth weighing for a unit, and the position with a unit moved there.

A movement segment offers thousands of moves. ``Aims`` (``planners.aims``) marks, once per planning step, the
hexes a side has reason to go to; ``options_for`` keeps a unit's best few by those marks, with two more
for a Soviet unit (the hex of its range that cuts most German steps off; for a corps while the exit plan
counts, the one nearest the exits), and the planners weigh only those with the full evaluation. A unit's
movement range does not change while its own side moves (enemy units and zones of control stay put), so
the planners reuse each range for the whole segment and place units on copies of the state instead of
applying moves.
"""

from __future__ import annotations

from dataclasses import dataclass

from panzer_qt.ai.judgement.weights import AIMS
from panzer_qt.ai.planners.aims import Aims
from panzer_qt.ai.position.clock import moves_left
from panzer_qt.model.commands import Command, ExitMap, Move
from panzer_qt.model.enums import Mobility, Side, UnitSize
from panzer_qt.model.state import GameState, UnitState, UnitStatus
from panzer_qt.rules.board import Board
from panzer_qt.rules.control import claim
from panzer_qt.rules.hexindex import hex_index
from panzer_qt.rules.movement.range import MovementRange

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
        value = aims.bonus.get(hid, 0.0) + towns.get(hid, 0.0) + (AIMS.with_friends if hid in friends else 0.0)
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


Placed = dict[tuple[int, str | None], tuple[UnitState, UnitState]]
"""Units placed before, by the identity of the unit moved and where it went: the unit before (kept so its
identity stays its own) and after."""


def with_move(board: Board, state: GameState, option: MoveOption, placed: Placed | None = None) -> GameState:
    """A copy of the state after the move: the unit at its destination (or exited, scoring a corps, 4.1),
    every town on its path claimed (R45).

    With ``placed``, a unit moved the same way before is the same object again: positions reached by
    different plans are then the same to the judge's memory (``Judge.score``) and its stack-by-stack terms."""
    after = state.clone()
    side = board.specs[option.unit_id].side
    for hid in option.path:
        claim(board, after, hid, side)
    _place(after, option, placed)
    if option.to is None and board.specs[option.unit_id].size is UnitSize.CORPS:
        victory = board.scenario.tables.victory
        after.vp_exits = min(victory.exit_vp_max, after.vp_exits + victory.exit_vp)
    return after


def _place(state: GameState, option: MoveOption, placed: Placed | None) -> None:
    """The option's unit where it ends (or exited), the object placed before if ``placed`` has it."""
    before = state.units[option.unit_id]
    key = (id(before), option.to)
    found = None if placed is None else placed.get(key)
    if found is not None:
        state.units[option.unit_id] = found[1]
        return
    if option.to is not None:
        moved = state.update_unit(option.unit_id, hex=option.to)
    else:
        moved = state.update_unit(option.unit_id, hex=None, status=UnitStatus.EXITED)
    if placed is not None:
        placed[key] = (before, moved)
