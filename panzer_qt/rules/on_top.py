"""Who is on top of each stack (6.3, RULINGS R58): the owner's order of his stacks, and putting a unit on top.

``state.stack_order`` holds each stack's units top first. After every command ``restack`` brings it up to
date with where the units stand: units that stayed keep their places, so when the top unit leaves the owner's
next choice comes up; newcomers go under, in the order they had in the stack they came from (a new stack: the
unit that arrived first on top).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from panzer_qt.model.bounds import MAX_UNITS
from panzer_qt.model.commands import PutOnTop
from panzer_qt.model.events import Event, TopChosen
from panzer_qt.model.state import GameState, UnitState, UnitStatus
from panzer_qt.rules.board import Board
from panzer_qt.rules.context import Context
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.sequence import side_to_act
from panzer_qt.rules.stacks import stacks


def ordered_stacks(board: Board, state: GameState) -> dict[str, tuple[str, ...]]:
    """Unit ids on the map by hex, top first: the owner's order, any unit it does not list yet under it."""
    order = state.stack_order
    found: dict[str, tuple[str, ...]] = {}
    for hid, ids in stacks(board, state).items():
        listed = order.get(hid)
        found[hid] = ids if listed is None else _in_order(listed, ids)
    return found


def _in_order(listed: list[str], ids: tuple[str, ...]) -> tuple[str, ...]:
    """``ids`` (order-of-battle order) in the ``listed`` order, the units it lacks under the others."""
    if _same(listed, ids):
        return tuple(listed)
    here = set(ids)
    first = [u for u in listed if u in here]
    known = set(first)
    return (*first, *(u for u in ids if u not in known))


def restack(board: Board, state: GameState, before: Mapping[str, UnitState] | None = None) -> None:
    """Bring ``state.stack_order`` up to date with where the units stand (R58): stayers keep their places,
    newcomers go under in the order of the stack they came from, then in order-of-battle order. A stack whose
    units are those listed keeps its list (lists are values: nothing changes one in place; the state's own
    dictionary of them does change, as every state has its own, see ``Mutable.clone``).

    ``before``: the units before the last change, when the order was up to date with them; then only the stacks
    a unit left or entered since are ordered again (a unit changes by being replaced: units are values)."""
    if before is None:
        _restack_all(board, state)
        return
    get = before.get
    changed = {u: unit for u, unit in state.units.items() if get(u) is not unit}
    if not changed:
        return
    left, arrived = _moves(changed, before)
    order, oob = state.stack_order, board.oob_index
    hexes = sorted(left | arrived.keys())  # a new stack's place in the order is the same on every run
    places = _places(order, hexes)
    on_map = UnitStatus.ON_MAP
    for hid in hexes:
        listed = order.get(hid, [])
        kept = [u for u in listed if (unit := changed.get(u)) is None or (unit.hex == hid and unit.status is on_map)]
        came = [u for u in arrived.get(hid, ()) if u not in listed]
        if not kept and not came:
            order.pop(hid, None)
        elif came or len(kept) != len(listed):
            order[hid] = _under(kept, came, places, oob)


def _moves(changed: Mapping[str, UnitState], before: Mapping[str, UnitState]) -> tuple[set[str], dict[str, list[str]]]:
    """The hexes the ``changed`` units stood in ``before``, and those they stand in now with the units in each."""
    on_map = UnitStatus.ON_MAP
    left: set[str] = set()
    arrived: dict[str, list[str]] = {}
    for unit_id, unit in changed.items():
        was = before.get(unit_id)
        if was is not None and was.status is on_map and was.hex is not None:
            left.add(was.hex)
        if unit.status is on_map and unit.hex is not None:
            arrived.setdefault(unit.hex, []).append(unit_id)
    return left, arrived


def _restack_all(board: Board, state: GameState) -> None:
    """``restack`` of every stack on the map."""
    old = state.stack_order
    new: dict[str, list[str]] = {}
    before: dict[str, int] | None = None
    for hid, ids in stacks(board, state).items():
        listed = old.get(hid)
        if listed is not None and _same(listed, ids):
            new[hid] = listed
            continue
        if before is None:
            before = _places(old, None)
        new[hid] = _restacked(listed or [], ids, before, board.oob_index)
    if before is not None or len(new) != len(old):
        state.stack_order = new


def _places(order: Mapping[str, list[str]], hexes: Iterable[str] | None) -> dict[str, int]:
    """Each unit's place in its stack's ``order``, for the stacks in ``hexes`` (None: all)."""
    lists = order.values() if hexes is None else (order[h] for h in hexes if h in order)
    return {u: i for ids in lists for i, u in enumerate(ids)}


def _restacked(listed: list[str], ids: tuple[str, ...], before: Mapping[str, int], oob: Mapping[str, int]) -> list[str]:
    """The units ``ids`` of a stack: those ``listed`` in their order, then the newcomers under them (``_under``)."""
    here = set(ids)
    kept = [u for u in listed if u in here]
    stayed = set(kept)
    return _under(kept, [u for u in ids if u not in stayed], before, oob)


def _under(kept: list[str], came: list[str], before: Mapping[str, int], oob: Mapping[str, int]) -> list[str]:
    """The stayers ``kept`` in their order, then the newcomers ``came`` in the order ``before`` of the stacks they
    came from (a unit not in it after those that are), then in order-of-battle order."""
    return [*kept, *sorted(came, key=lambda u: (before.get(u, MAX_UNITS), oob[u]))] if came else kept


def _same(listed: list[str], ids: tuple[str, ...]) -> bool:
    if len(listed) != len(ids):
        return False
    return listed[0] == ids[0] if len(ids) == 1 else set(listed) == set(ids)


def top_units(board: Board, state: GameState) -> Mapping[str, str]:
    """The top unit of each stack on the map, by hex."""
    return {hid: ids[0] for hid, ids in ordered_stacks(board, state).items()}


def apply_put_on_top(ctx: Context, command: PutOnTop) -> list[Event]:
    """Put a unit of the side to act on top of its stack (6.3, R58): free, it changes only what the enemy sees."""
    board, state, unit_id = ctx.board, ctx.state, command.unit_id
    spec, unit = board.specs.get(unit_id), state.units.get(unit_id)
    if spec is None or unit is None:
        raise IllegalCommand("6.3", "there is no unit {unit}", unit=unit_id)
    if unit.status is not UnitStatus.ON_MAP or unit.hex is None:
        raise IllegalCommand("6.3", "{unit} is not on the map", unit=spec.name)
    if state.game_over or side_to_act(state) is not spec.side:
        raise IllegalCommand("6.3", "the {side} player orders his stacks only when he acts", side=spec.side)
    hid = unit.hex
    ids = ordered_stacks(board, state)[hid]
    if ids[0] == unit_id:
        raise IllegalCommand("6.3", "{unit} is already on top of its stack in {hex}", unit=spec.name, hex=hid)
    state.stack_order = {**state.stack_order, hid: [unit_id, *(u for u in ids if u != unit_id)]}
    return [TopChosen(side=spec.side, hex=hid, unit_id=unit_id, rule="6.3")]


def tops_for(current: Sequence[str], wanted: Sequence[str]) -> list[PutOnTop]:
    """The fewest ``PutOnTop`` commands, in order, that turn a stack ordered ``current`` (top first) into ``wanted``
    (the same units): each puts a unit on top, so the units that need not move keep their order under them.

    >>> [c.unit_id for c in tops_for(["a", "b", "c"], ["c", "a", "b"])]
    ['c']
    >>> [c.unit_id for c in tops_for(["a", "b", "c"], ["b", "c", "a"])]
    ['c', 'b']
    """
    for moved in range(len(wanted) + 1):
        first = set(wanted[:moved])
        if [u for u in current if u not in first] == list(wanted[moved:]):
            return [PutOnTop(unit_id=u) for u in reversed(wanted[:moved])]
    raise ValueError("the wanted order holds other units than the stack")
