"""What one side is told of a game under fog of war (6.3, R26, R58): its view of the position and the events
of each step it may know. The referee server sends each player only these.

A side's view is ``Game.as_seen_by`` (every enemy unit it cannot see off the map), with the bookkeeping that
would name those units taken out too (the units that moved this phase, their MP left, their set-up hexes).

An event is told to a side with every unit it names that the side could not see before the step nor after
it, nor had named to it during the step (the attacking and the defending units of an attack declared in
it), left out; an event left with no unit is not told. Dice are told once rolled.
"""

from __future__ import annotations

from collections.abc import Sequence

from panzer_qt.model.enums import Side
from panzer_qt.model.events import AttackDeclared, Event
from panzer_qt.rules.context import Position
from panzer_qt.rules.fog import hidden_units


def concealed(pos: Position, viewer: Side) -> frozenset[str]:
    """The enemy units ``viewer`` cannot see now, wherever they stand (``rules.fog.hidden_units``)."""
    return frozenset(u for ids in hidden_units(pos, viewer).values() for u in ids)


def events_seen_by(events: Sequence[Event], before: frozenset[str], after: frozenset[str]) -> list[Event]:
    """The events of one step as the side is told them; ``before`` and ``after`` are the units it could not
    see before the step and after it (``concealed``)."""
    hidden = set(before & after)
    told: list[Event] = []
    for event in events:
        if isinstance(event, AttackDeclared):
            hidden.difference_update(event.attacker_ids, event.defender_ids)
        shown = _without(event, hidden)
        if shown is not None:
            told.append(shown)
    return told


def _without(event: Event, hidden: set[str]) -> Event | None:
    """``event`` with the ``hidden`` units it names left out; None if it names no other unit."""
    if not hidden:
        return event
    unit_ids = getattr(event, "unit_ids", None)
    if unit_ids is not None:
        kept = [u for u in unit_ids if u not in hidden]
        if not kept:
            return None
        return event if len(kept) == len(unit_ids) else event.model_copy(update={"unit_ids": kept})
    unit_id = getattr(event, "unit_id", None)
    return None if unit_id in hidden else event


def units_named(event: Event) -> set[str]:
    """Every unit id an event names (for checks that a side was told no unit it may not see)."""
    data = event.model_dump()
    named = set(data.get("unit_ids", ())) | set(data.get("attacker_ids", ())) | set(data.get("defender_ids", ()))
    named.update(data[key] for key in ("unit_id", "support") if data.get(key))
    breakdown = data.get("breakdown")
    if breakdown:
        named.update(f["source"] for f in [*breakdown["attack"], *breakdown["defence"]] if f["source"] != "cas")
    return named
