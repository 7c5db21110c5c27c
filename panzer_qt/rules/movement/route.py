"""Routes through waypoints (12.0): the cheapest legal path from a stack's hex through hexes the player chose,
in order, to a target.

Each leg is the range search of range.py run from the previous waypoint with the MP the route so far
leaves, so a route honours all a one-leg range does: costs at their worst with the hexes only a kind river
roll reaches (R8, R43), the end of the move in an enemy zone of control (7.2), over-stacking marks (R52),
the closed hexes (6.0, 12.5, 3.2). A waypoint where the move must stop ends the route: nothing may follow it.
A Move along the route is checked and carried out as any other (commands.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.movement.costs import MovePosition, StackRules
from panzer_qt.rules.movement.range import Leg, MovementRange, movement_range, range_after


def route_range(position: MovePosition, unit_ids: Sequence[str], waypoints: Sequence[str]) -> MovementRange:
    """Where the stack may end its move after passing through ``waypoints`` in order; every path of the answer
    runs through them (IllegalCommand when a waypoint cannot be reached that way)."""
    if not waypoints:
        return movement_range(position, tuple(unit_ids))
    rules = position.stack_rules(unit_ids)
    moved = [u for u in rules.unit_ids if u in position.state.log.moved]
    if moved:
        raise IllegalCommand("12.0", "{unit} has already moved this phase", unit=moved[0])
    reach = range_after(position, rules, Leg())
    for waypoint in waypoints:
        check_reached(rules, reach, waypoint)
        reach = range_after(position, rules, Leg(tuple(reach.path(waypoint)), reach.cost(waypoint),
                                                 reach.best_cost(waypoint)))  # fmt: skip
    return reach


def route(position: MovePosition, unit_ids: Sequence[str], waypoints: Sequence[str], target: str) -> list[str]:
    """The hexes a Move enters to go through ``waypoints`` in order to ``target``, cheapest at worst on each leg
    (IllegalCommand when no legal route does)."""
    reach = route_range(position, unit_ids, waypoints)
    check_reached(position.stack_rules(unit_ids), reach, target)
    return reach.path(target)


def check_reached(rules: StackRules, reach: MovementRange, hid: str) -> None:
    """Raise IllegalCommand, with the rule, unless the route drawn in ``reach`` may go on to ``hid``."""
    index = rules.index.index
    if hid not in index:
        raise IllegalCommand("12.0", "{hex} is not a hex of the map", hex=hid)
    last = reach.leg_start
    if reach.route and index[last] in rules.ezoc and hid != last:
        raise IllegalCommand(
            "7.2", "the move stops at {last}, in an enemy zone of control: it cannot go on to {hex}", last=last, hex=hid
        )
    if hid in reach:
        return
    v = index[hid]
    if v in rules.enemy:
        raise IllegalCommand("6.0", "{hex} holds enemy units", hex=hid)
    if v in rules.restricted:
        raise IllegalCommand("12.5", "{hex} lies in the Soviet operational restriction zone", hex=hid)
    if v in rules.stand_fast:
        raise IllegalCommand("3.2", "the stand-fast order keeps this stack out of {hex} on turn 1", hex=hid)
    if hid == last:
        raise IllegalCommand("12.0", "the stack is in {hex} already", hex=hid)
    raise IllegalCommand("12.2", "{hex} lies beyond the stack's reach from {last} with the MP left", hex=hid, last=last)
