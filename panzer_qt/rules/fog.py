"""Fog of war (6.3, RULINGS R26, R58): what one side may see of the other's stacks."""

from __future__ import annotations

from collections.abc import Iterable

from panzer_qt.model.enums import Side
from panzer_qt.model.state import GameState, RetreatDecision, UnitStatus
from panzer_qt.rules.context import Position
from panzer_qt.rules.on_top import ordered_stacks
from panzer_qt.rules.stacks import stacks


def visible_units(pos: Position, viewer: Side | None) -> dict[str, list[str]]:
    """Unit ids each hex shows to ``viewer``, top first as their owner ordered them; None is the referee, who sees
    everything.

    An enemy stack shows its top unit and the units a declared attack or a pending decision names
    (``named_units``), but the whole stack while the attack declared on it is fought (its hex is then in
    ``state.revealed``, until that combat ends: R58); the viewer's own stacks show every unit.
    """
    board, state = pos.board, pos.state
    revealed = set(state.revealed)
    named = named_units(state)
    seen: dict[str, list[str]] = {}
    for hid, ids in ordered_stacks(board, state).items():
        hidden = viewer is not None and board.specs[ids[0]].side is not viewer and hid not in revealed
        seen[hid] = [ids[0], *(u for u in ids[1:] if u in named)] if hidden else list(ids)
    return seen


def conceal(state: GameState, hidden: Iterable[str]) -> GameState:
    """``state``, changed in place, with the ``hidden`` units off the map and nothing left that places them: not in
    a stack's order, not among the units that moved this phase or their MP left, not where they were set up."""
    gone = set(hidden)
    for unit_id in gone:
        state.update_unit(unit_id, hex=None, status=UnitStatus.FORFEITED)
    if gone:
        state.stack_order = {
            hid: kept for hid, ids in state.stack_order.items() if (kept := [u for u in ids if u not in gone])
        }
        state.log.moved = [u for u in state.log.moved if u not in gone]
        state.log.mp_left = {u: mp for u, mp in state.log.mp_left.items() if u not in gone}
        state.set_up_in = {u: hid for u, hid in state.set_up_in.items() if u not in gone}
    return state


def stack_count(pos: Position, hid: str) -> int:
    """How many counters a hex holds: both players may always count a stack (R26)."""
    return len(stacks(pos.board, pos.state).get(hid, []))


def hidden_units(pos: Position, viewer: Side) -> dict[str, list[str]]:
    """The enemy units ``viewer`` may not see, by hex (those ``visible_units`` leaves out): what he knows only as a
    count. For building a side's view inside the engine (``Game.as_seen_by`` takes them off the map); never shown
    to a player."""
    seen = visible_units(pos, viewer)
    found = {hid: [u for u in ids if u not in seen[hid]] for hid, ids in ordered_stacks(pos.board, pos.state).items()}
    return {hid: ids for hid, ids in found.items() if ids}


def hidden_counts(pos: Position, viewer: Side) -> dict[str, int]:
    """How many counters of each enemy stack ``viewer`` cannot see (the stack's size is public, R26)."""
    return {hid: len(ids) for hid, ids in hidden_units(pos, viewer).items()}


def named_units(state: GameState) -> set[str]:
    """Units a declared attack or a pending decision names: the attacker declares his units and the 18th AD
    supporting either side (R58), and a decision shows its units to the side that answers it."""
    named: set[str] = set()
    combat = state.combat
    if combat is not None:
        named.update(combat.attacker_ids)
        named.update(u for u in (combat.support, combat.defence_support) if u is not None)
    for decision in state.pending:
        named.update(decision.units if isinstance(decision, RetreatDecision) else decision.candidates)
    return named
