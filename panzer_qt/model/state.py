"""The state of a game in progress: plain data the engine reads and updates.

Collections that are sets in spirit are kept as sorted lists or dicts so the JSON form of a
state is the same on every run (no hash-order dependence). Units are immutable values, replaced
whole when they change, so ``GameState.clone`` can share them between copies.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from functools import cache
from types import UnionType
from typing import Annotated, Any, Literal, Self, Union, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field

from panzer_qt.model.bounds import MAX_HEXES, MAX_UNITS
from panzer_qt.model.enums import CombatResult, Phase, Segment, Sequence, Side, Weather
from panzer_qt.model.ids import HexId, KGId, UnitId
from panzer_qt.model.tables import Frozen
from panzer_qt.model.versions import STATE_FORMAT


class Mutable(BaseModel):
    """Base of the engine's working data: unknown fields are errors, values may change."""

    model_config = ConfigDict(extra="forbid")

    def clone(self) -> Self:
        """An independent copy, much cheaper than a deep copy: lists, dicts and ``Mutable`` values are
        copied, everything else (immutable values such as units) is shared."""
        twin = self.model_copy()
        fields = twin.__dict__
        for name, copy in _copiers(type(self)):
            value = fields[name]
            if value is not None:
                fields[name] = copy(value)
        return twin


def _clone_items(items: list[Mutable]) -> list[Mutable]:
    return [item.clone() for item in items]


def _clone_values(values: dict[Any, Mutable]) -> dict[Any, Mutable]:
    return {key: value.clone() for key, value in values.items()}


def _clone(value: Mutable) -> Mutable:
    return value.clone()


@cache
def _copiers(cls: type[Mutable]) -> tuple[tuple[str, Callable[[Any], Any]], ...]:
    """How ``clone`` copies each field of a class that may hold lists, dicts or ``Mutable`` values, worked out
    once from its type (the others are immutable and shared)."""
    found = ((name, _copier(info.annotation, f"{cls.__name__}.{name}")) for name, info in cls.model_fields.items())
    return tuple((name, copy) for name, copy in found if copy is not None)


def _copier(annotation: Any, field: str) -> Callable[[Any], Any] | None:
    """How to copy a value of type ``annotation`` (None: share it); TypeError naming the ``field`` for a type it
    cannot tell."""
    kinds = [t for t in _alternatives(annotation) if t is not type(None)]
    if all(not _may_hold_containers(t) for t in kinds):
        return None
    if all(isinstance(t, type) and issubclass(t, Mutable) for t in kinds):
        return _clone
    if len(kinds) == 1 and get_origin(kinds[0]) in (list, dict):
        items_cloned = _copier(get_args(kinds[0])[-1], field) is _clone
        if get_origin(kinds[0]) is list:
            return _clone_items if items_cloned else list.copy
        return _clone_values if items_cloned else dict.copy
    raise TypeError(f"Mutable.clone cannot copy {field}, of type {annotation}")


def _may_hold_containers(annotation: Any) -> bool:
    if get_origin(annotation) in (list, dict):
        return True
    if isinstance(annotation, type):
        return issubclass(annotation, (Mutable, list, dict))
    return any(_may_hold_containers(arg) for arg in get_args(annotation))


def _alternatives(annotation: Any) -> list[Any]:
    """The types a value of ``annotation`` may have (unions and ``Annotated`` taken apart)."""
    if get_origin(annotation) is Annotated:
        return _alternatives(get_args(annotation)[0])
    if get_origin(annotation) in (Union, UnionType):
        return [t for arg in get_args(annotation) for t in _alternatives(arg)]
    return [annotation]


class UnitStatus(StrEnum):
    """Where a unit is."""

    ON_MAP = "on_map"
    WAITING = "waiting"
    DEAD = "dead"
    REPLACEMENT = "replacement"
    EXITED = "exited"
    FORFEITED = "forfeited"


class UnitState(Frozen):
    """A unit's position and strength. ``steps`` counts the steps left."""

    hex: HexId | None = None
    steps: int = Field(ge=0)
    status: UnitStatus = UnitStatus.ON_MAP
    return_turn: int | None = Field(default=None, description="Turn a replaced rifle corps may return (11.1).")


class StepLossDecision(Mutable):
    """A side must remove steps from the listed units (13.9)."""

    kind: Literal["step_loss"] = "step_loss"
    side: Side
    hex: HexId = Field(description="The combat's defender hex, also when the attacker loses the step.")
    candidates: list[UnitId]
    count: int = Field(default=1, ge=1)
    rule: str = "13.9"


class RetreatDecision(Mutable):
    """The German player picks a retreat hex for each listed unit (13.9, RULINGS R20)."""

    kind: Literal["retreat"] = "retreat"
    side: Side = Side.GERMAN
    from_hex: HexId
    units: list[UnitId]
    rule: str = "13.9"


class AdvanceDecision(Mutable):
    """The attacker may advance units into the vacated hex (13.10)."""

    kind: Literal["advance"] = "advance"
    side: Side
    into_hex: HexId
    candidates: list[UnitId]
    rule: str = "13.10"


class OverstackDecision(Mutable):
    """The opposing player removes units from an over-stacked hex (6.0)."""

    kind: Literal["overstack"] = "overstack"
    side: Side
    hex: HexId
    candidates: list[UnitId]
    rule: str = "6.0"


Decision = Annotated[
    StepLossDecision | RetreatDecision | AdvanceDecision | OverstackDecision,
    Field(discriminator="kind"),
]


class DeclaredCombat(Mutable):
    """An attack from its declaration until its last result is carried out (13.0)."""

    side: Side = Field(description="The attacking side.")
    attacker_ids: list[UnitId]
    defender_hex: HexId
    cas: int = 0
    kg: KGId | None = None
    support: UnitId | None = Field(default=None, description="18th AD supporting from two hexes (13.1).")
    out_of_supply: list[UnitId] = Field(default_factory=list, description="Soviet attackers OOS when declared (8.3).")
    defence_cas: int = 0
    defence_kg: KGId | None = None
    defence_support: UnitId | None = None
    defence_answered: bool = Field(default=False, description="The German player has set his defensive support.")
    result: CombatResult | None = None
    stages: list[str] = Field(default_factory=list, description="Result steps still to carry out, in order.")


class PhaseLog(Mutable):
    """Per-phase bookkeeping, cleared when a phase starts."""

    moved: list[UnitId] = Field(default_factory=list)
    mp_left: dict[UnitId, int] = Field(
        default_factory=dict, description="MP left to each unit that moved; 0 once its move has ended (12.0)."
    )
    attacked: list[UnitId] = Field(default_factory=list)
    kg_used: list[KGId] = Field(default_factory=list)
    support_used: bool = Field(default=False, description="18th AD range-2 support used (13.1).")
    attacked_hexes: list[HexId] = Field(default_factory=list)


class GameState(Mutable):
    """Everything that changes during a game."""

    kind: Literal["panzer_qt.state"] = "panzer_qt.state"
    format_version: int = Field(default=STATE_FORMAT, ge=1, strict=True)
    turn: int = Field(default=1, ge=1)
    phase: Phase = Phase.WEATHER
    segment: Segment = Segment.NONE
    acting: Side | None = None
    weather: Weather = Weather.THAW
    cas: dict[Side, int] = Field(default_factory=lambda: {Side.GERMAN: 0, Side.SOVIET: 0})
    units: dict[UnitId, UnitState] = Field(default_factory=dict, max_length=MAX_UNITS)
    control: dict[HexId, Side] = Field(
        default_factory=dict,
        max_length=MAX_HEXES,
        description="Controller of every town and fortified-locality hex (3.3).",
    )
    fortified_captured: list[HexId] = Field(
        default_factory=list, description="Fortified localities taken by the Soviets, now towns (13.8.4)."
    )
    kg: dict[KGId, HexId | None] = Field(default_factory=dict)
    set_up_in: dict[UnitId, HexId] = Field(
        default_factory=dict,
        max_length=MAX_UNITS,
        description="Hex of each German unit when the set-up ended (3.2.6 stand-fast order).",
    )
    vp: int = Field(default=0, description="Running Soviet VP total: the sum of the four parts below (4.0, R25).")
    vp_territory: int = Field(default=0, description="Towns and fortified localities the Soviets control now (4.1).")
    vp_exits: int = Field(default=0, description="Corps exited off the map, at most 4 (4.1).")
    vp_eliminations: int = Field(default=0, description="German divisions eliminated out of C&C (4.2).")
    vp_cut_off_towns: int = Field(default=0, description="German towns out of C&C at the end of the game (4.1).")
    result: str | None = Field(default=None, description="The victory level once the game is over (4.3).")
    sequence: dict[Side, Sequence] = Field(default_factory=dict)
    log: PhaseLog = Field(default_factory=PhaseLog)
    pending: list[Decision] = Field(default_factory=list)
    stack_order: dict[HexId, list[UnitId]] = Field(
        default_factory=dict,
        description="Each stack's units, top first, as its owner ordered them: a newcomer goes under (6.3, R58;"
        " state format 3 on).",
    )
    revealed: list[HexId] = Field(
        default_factory=list, description="The defending stack of the attack in progress, revealed for it (6.3, R58)."
    )
    combat: DeclaredCombat | None = Field(default=None, description="The attack being declared or resolved (13.0).")
    game_over: bool = False

    def update_unit(self, unit_id: UnitId, **changes: object) -> UnitState:
        """Replace a unit's state by a copy with ``changes`` (not validated: the engine's own use)."""
        unit = self.units[unit_id].model_copy(update=changes)
        self.units[unit_id] = unit
        return unit
