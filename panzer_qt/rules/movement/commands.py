"""Applying Move (12.0) and ExitMap (4.1, RULINGS R14) commands.

A Move is checked hex by hex before anything happens: adjacency, enemy units (R11), the Soviet
restriction zone (12.5), the stand-fast order (3.2), EZOC (7.2), and MP with every river crossing at
its best case (12.2, R43). Stacking is not checked: a move may end over the limit, which is settled
at the end of the movement segment (6.0, R52). Then the stack moves: one die per crossing that needs
a roll; if the MP left cannot pay, the stack stops on the near bank (R8). Every hex entered changes
control (3.3).
"""

from __future__ import annotations

from collections.abc import Sequence

from panzer_qt.model.commands import ExitMap, Move
from panzer_qt.model.enums import Mobility, Segment, Side, UnitSize
from panzer_qt.model.events import Event, MoveStopped, RiverCrossed, UnitExited, UnitMoved
from panzer_qt.model.state import UnitStatus
from panzer_qt.rules.context import Context, Position
from panzer_qt.rules.control import claim
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.movement.costs import EXIT_MP, MovePosition, StackRules


def apply_move(ctx: Context, command: Move) -> list[Event]:
    """Move a stack along ``command.path``; see the module docstring for what is checked."""
    check_unmoved(ctx, command.unit_ids)
    position = MovePosition(ctx.board, ctx.state)
    rules = position.stack_rules(command.unit_ids)
    _check_path(rules, command.path)
    return _carry_out(ctx, rules, command.path)


def apply_exit_map(ctx: Context, command: ExitMap) -> list[Event]:
    """Soviet units in an exit hex leave the map for 1 MP; corps score VP up to the cap (4.1, R14)."""
    hid = check_movers(ctx, command.unit_ids)
    state, board = ctx.state, ctx.board
    if ctx.board.specs[command.unit_ids[0]].side is not Side.SOVIET:
        raise IllegalCommand("4.1", "only Soviet units may leave the map")
    if hid not in board.soviet_exit:
        raise IllegalCommand("4.1", "{hex} is not an exit hex", hex=hid)
    position = MovePosition(board, state)
    for unit_id in command.unit_ids:
        left = state.log.mp_left.get(unit_id, 0) if unit_id in state.log.moved else position.allowance(unit_id)
        if left < EXIT_MP:
            raise IllegalCommand(
                "12.2",
                "{unit} has {left} MP left and needs {need} to leave the map",
                unit=unit_id,
                left=left,
                need=EXIT_MP,
            )
    victory = board.scenario.tables.victory
    for unit_id in command.unit_ids:
        state.update_unit(unit_id, status=UnitStatus.EXITED, hex=None)
        _note_moved(ctx, unit_id, 0)
        if board.specs[unit_id].size is UnitSize.CORPS:
            state.vp_exits += max(0, min(victory.exit_vp, victory.exit_vp_max - state.vp_exits))
    return [UnitExited(unit_ids=list(command.unit_ids), hex=hid, rule="4.1")]


def check_unmoved(pos: Position, unit_ids: Sequence[str]) -> str:
    """The one hex of a stack that may start a move now: ``check_movers``, and none of it has moved (12.0)."""
    hid = check_movers(pos, unit_ids)
    for unit_id in unit_ids:
        if unit_id in pos.state.log.moved:
            raise IllegalCommand("12.0", "{unit} has already moved this phase", unit=unit_id)
    return hid


def check_movers(pos: Position, unit_ids: Sequence[str]) -> str:
    """The one hex the units stand in, if they may move now as a stack (else IllegalCommand)."""
    state, specs = pos.state, pos.board.specs
    if state.segment is not Segment.MOVEMENT:
        raise IllegalCommand("12.0", "units move only during a movement phase")
    if len(set(unit_ids)) != len(unit_ids):
        raise IllegalCommand("12.0", "a unit is listed twice; each unit moves once")
    hexes = set()
    for unit_id in unit_ids:
        if unit_id not in specs:
            raise IllegalCommand("12.0", "there is no unit {unit}", unit=unit_id)
        unit = state.units[unit_id]
        if specs[unit_id].side is not state.acting:
            raise IllegalCommand("12.0", "{unit} may not move in the other side's phase", unit=unit_id)
        if unit.status is not UnitStatus.ON_MAP or unit.hex is None:
            raise IllegalCommand("12.0", "{unit} is not on the map", unit=unit_id)
        if specs[unit_id].mobility is Mobility.STATIC:
            raise IllegalCommand("2.7", "{unit} is a static garrison and never moves", unit=unit_id)
        hexes.add(unit.hex)
    if len(hexes) != 1:
        raise IllegalCommand("12.0", "units moving together must start in the same hex")
    return hexes.pop()


def _check_path(rules: StackRules, path: Sequence[str]) -> None:
    """Raise IllegalCommand at the first hex of ``path`` the stack may not enter."""
    idx = rules.index
    u, spent = rules.start, 0
    for step, hid in enumerate(path):
        here = idx.ids[u]
        v = idx.index.get(hid)
        if v is None or v not in idx.neighbors[u]:
            raise IllegalCommand("12.0", "{hex} is not a map hex next to {here}", hex=hid, here=here)
        if v in rules.enemy:
            raise IllegalCommand("6.0", "{hex} holds enemy units", hex=hid)
        if step and u in rules.ezoc:
            raise IllegalCommand("7.2", "the move ends in {here}, which is in an enemy zone of control", here=here)
        if step == 0 and u in rules.ezoc and v in rules.ezoc:
            raise IllegalCommand(
                "7.2", "a stack leaving an enemy zone of control may not enter another at {hex}", hex=hid
            )
        if v in rules.restricted:
            raise IllegalCommand("12.5", "{hex} lies in the Soviet operational restriction zone", hex=hid)
        if v in rules.stand_fast:
            raise IllegalCommand("3.2", "the stand-fast order keeps this stack out of {hex} on turn 1", hex=hid)
        spent += rules.entry_cost(v) + rules.river_crossing(u, v, _river_kind(rules, u, v)).best
        if spent > rules.allowance:
            raise IllegalCommand(
                "12.2",
                "reaching {hex} costs at least {spent} MP; the stack has {allowance}",
                hex=hid,
                spent=spent,
                allowance=rules.allowance,
            )
        u = v


def _carry_out(ctx: Context, rules: StackRules, path: Sequence[str]) -> list[Event]:
    """Move the stack hex by hex, rolling for crossings; stop where the MP left cannot pay."""
    idx, state, ids = rules.index, ctx.state, list(rules.unit_ids)
    events: list[Event] = []
    u, left = rules.start, rules.allowance
    for hid in path:
        v = idx.index[hid]
        kind = _river_kind(rules, u, v)
        crossing = rules.river_crossing(u, v, kind)
        extra = crossing.worst
        if crossing.roll:
            roll, rolled = ctx.roll("river crossing", "12.3", modifier=rules.roll_bonus[kind])
            events.append(rolled)
            extra = rules.rolled_crossing(kind, roll)
        need = rules.entry_cost(v) + extra
        if need > left:
            reason = f"entering {hid} would cost {need} MP with {left} left"
            events.append(MoveStopped(unit_ids=ids, hex=idx.ids[u], reason=reason, rule="12.3" if kind else "12.2"))
            left = 0
            break
        left -= need
        if kind:
            river = idx.river_name(ctx.board, u, v)
            events.append(
                RiverCrossed(unit_ids=ids, from_hex=idx.ids[u], to_hex=hid, river=river, cost=extra, rule="12.3")
            )
        events.append(UnitMoved(unit_ids=ids, from_hex=idx.ids[u], to_hex=hid, mp=need, mp_left=left, rule="12.0"))
        events += claim(ctx.board, state, hid, rules.side)
        if v in rules.ezoc:
            reason = "entered an enemy zone of control"
            events.append(MoveStopped(unit_ids=ids, hex=hid, reason=reason, rule="7.2"))
            left = 0
        u = v
    for unit_id in ids:
        state.update_unit(unit_id, hex=idx.ids[u])
        _note_moved(ctx, unit_id, left)
    return events


def _river_kind(rules: StackRules, u: int, v: int) -> int:
    idx = rules.index
    return idx.rivers[u][idx.neighbors[u].index(v)]


def _note_moved(ctx: Context, unit_id: str, mp_left: int) -> None:
    log = ctx.state.log
    if unit_id not in log.moved:
        log.moved.append(unit_id)
    log.mp_left[unit_id] = mp_left
