"""The attacks and probes open to a side now, as the engine would accept them (13.0, 13.6)."""

from __future__ import annotations

from panzer_qt.ai.judgement.combat_outcomes import Attack
from panzer_qt.model.enums import Side, Weather
from panzer_qt.rules.combat.declare import check_attackers, check_declaration
from panzer_qt.rules.context import Position
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.stacks import occupied, stacks
from panzer_qt.rules.standfast import closed_to


def may_attack(pos: Position, unit_id: str, target: str) -> bool:
    """Whether the unit may join an attack on ``target`` now (13.0, 5.5, R19)."""
    try:
        check_attackers(pos, [unit_id], target)
    except IllegalCommand:
        return False
    return True


def declarable(pos: Position, attack: Attack) -> bool:
    """Whether the engine accepts the declaration now (artillery, supply and support rules)."""
    try:
        check_declaration(pos, attack.command())
    except IllegalCommand:
        return False
    return True


def targets(pos: Position, side: Side) -> dict[str, list[str]]:
    """Every enemy hex some unit of ``side`` may attack now, with the units that may."""
    board, state = pos.board, pos.state
    where = stacks(board, state)
    found: dict[str, list[str]] = {}
    for target in sorted(occupied(board, state, side.enemy)):
        near = [u for n in board.grid.neighbors(target) for u in where.get(n, ()) if board.sides[u] is side]
        able = [u for u in near if may_attack(pos, u, target)]
        if able:
            found[target] = able
    return found


def probe_targets(pos: Position) -> dict[str, list[str]]:
    """Empty hexes next to Soviet units that German units may probe into now (13.6), with those units;
    none in Storm, where no unit has a ZOC to probe (7.5)."""
    board, state = pos.board, pos.state
    if state.weather is Weather.STORM:
        return {}
    where = stacks(board, state)
    soviet = occupied(board, state, Side.SOVIET)
    found: dict[str, list[str]] = {}
    for target in sorted({n for h in soviet for n in board.grid.neighbors(h)} - set(where)):
        near = [u for n in board.grid.neighbors(target) for u in where.get(n, ()) if board.sides[u] is Side.GERMAN]
        able = [u for u in near if may_attack(pos, u, target) and not closed_to(board, state, [u], target)]
        if able:
            found[target] = able
    return found
