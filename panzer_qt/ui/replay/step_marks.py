"""What the map marks for one step of a record: the path of a move, retreats and advances as arrows, and the
combat's target, attackers, losses, retreat and advance hexes, placements and the hexes of the chosen event.
Qt-free: the viewer draws these, tests read them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from panzer_qt.model.events import (
    Advanced,
    AttackDeclared,
    CasCommitted,
    CombatResolved,
    DefenceSupported,
    Event,
    KGDeployed,
    OddsComputed,
    RetreatBlocked,
    Retreated,
    StepLost,
    UnitEliminated,
    UnitMoved,
    UnitPlaced,
)
from panzer_qt.model.state import GameState
from panzer_qt.ui.common.event_text import event_hexes

MARK_KINDS = ("target", "attackers", "loss", "retreat", "advance", "placement", "event")
"""The highlight kinds a step uses (styles of ``overlays.STYLES``), drawn in this order."""


@dataclass(frozen=True)
class Arrow:
    """A path drawn as an arrow: ``kind`` is "move", "retreat" or "advance"; ``hexes`` from start to end."""

    kind: str
    hexes: tuple[str, ...]


@dataclass
class StepMarks:
    """The arrows and highlighted hexes of one step."""

    arrows: list[Arrow] = field(default_factory=list)
    hexes: dict[str, set[str]] = field(default_factory=lambda: {kind: set() for kind in MARK_KINDS})


def _moves(events: Sequence[Event]) -> list[Arrow]:
    """One arrow per unbroken chain of hexes entered by the same units."""
    arrows: list[list[str]] = []
    last: tuple[tuple[str, ...], str] | None = None
    for event in events:
        if not isinstance(event, UnitMoved):
            continue
        if last == (tuple(event.unit_ids), event.from_hex):
            arrows[-1].append(event.to_hex)
        else:
            arrows.append([event.from_hex, event.to_hex])
        last = (tuple(event.unit_ids), event.to_hex)
    return [Arrow("move", tuple(hexes)) for hexes in arrows]


def step_marks(events: Sequence[Event], state: GameState, current: Event | None = None) -> StepMarks:
    """The marks of a step whose ``events`` led to ``state``; ``current`` is the event the reader stands on."""
    marks = StepMarks(arrows=_moves(events))
    hexes = marks.hexes

    def where(unit_id: str) -> str | None:
        unit = state.units.get(unit_id)
        return unit.hex if unit is not None else None

    for event in events:
        if isinstance(event, AttackDeclared):
            hexes["target"].add(event.defender_hex)
            hexes["attackers"].update(h for u in event.attacker_ids if (h := where(u)) is not None)
        elif isinstance(event, OddsComputed | CombatResolved | DefenceSupported | CasCommitted):
            hexes["target"].add(event.defender_hex)
        elif isinstance(event, StepLost) and (h := where(event.unit_id)) is not None:
            hexes["loss"].add(h)
        elif isinstance(event, UnitEliminated | RetreatBlocked) and event.hex is not None:
            hexes["loss"].add(event.hex)
        elif isinstance(event, Retreated):
            marks.arrows.append(Arrow("retreat", (event.from_hex, event.to_hex)))
            hexes["retreat"].add(event.to_hex)
        elif isinstance(event, Advanced):
            marks.arrows += [Arrow("advance", (start, event.to_hex)) for start in event.from_hexes]
            hexes["advance"].add(event.to_hex)
        elif isinstance(event, UnitPlaced | KGDeployed) and event.hex is not None:
            hexes["placement"].add(event.hex)
    combat = state.combat
    if combat is not None:
        hexes["target"].add(combat.defender_hex)
        hexes["attackers"].update(h for u in combat.attacker_ids if (h := where(u)) is not None)
    if current is not None:
        hexes["event"].update(event_hexes(current))
    return marks
