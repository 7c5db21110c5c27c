"""Events: what happened. ``Game.apply`` returns them; the UI, the log and records read them.

Every event that applies a rule names it in ``rule``.
"""

from __future__ import annotations

from typing import Annotated, Literal, TypeAlias

from pydantic import Field, TypeAdapter

from panzer_qt.model.enums import CombatResult, Phase, Segment, Sequence, Side, Weather
from panzer_qt.model.ids import HexId, KGId, UnitId
from panzer_qt.model.odds import OddsBreakdown
from panzer_qt.model.tables import DIE_FACES, Frozen


class EventBase(Frozen):
    """Fields every event has."""

    rule: str | None = None


class DiceRolled(EventBase):
    """A die roll, with what it was for."""

    type: Literal["dice_rolled"] = "dice_rolled"
    purpose: str
    dice: list[Annotated[int, Field(ge=1, le=DIE_FACES)]]
    modifier: int = 0


class PhaseStarted(EventBase):
    """A phase or segment began."""

    type: Literal["phase_started"] = "phase_started"
    turn: int
    phase: Phase
    segment: Segment = Segment.NONE
    acting: Side | None = None


class WeatherSet(EventBase):
    """The turn's weather (5.1)."""

    type: Literal["weather_set"] = "weather_set"
    weather: Weather


class AirSuperiority(EventBase):
    """Who has air superiority and how many CAS markers (5.2)."""

    type: Literal["air_superiority"] = "air_superiority"
    side: Side | None
    markers: int


class SequenceChosen(EventBase):
    """A side announced move/fight or fight/move (5.4)."""

    type: Literal["sequence_chosen"] = "sequence_chosen"
    side: Side
    sequence: Sequence


class UnitMoved(EventBase):
    """Units entered a hex, paying ``mp`` (terrain plus river)."""

    type: Literal["unit_moved"] = "unit_moved"
    unit_ids: list[UnitId]
    from_hex: HexId
    to_hex: HexId
    mp: int
    mp_left: int


class RiverCrossed(EventBase):
    """A river hexside crossing and its cost (12.3)."""

    type: Literal["river_crossed"] = "river_crossed"
    unit_ids: list[UnitId]
    from_hex: HexId
    to_hex: HexId
    river: str
    cost: int


class MoveStopped(EventBase):
    """A move ended early: EZOC entered, or a crossing that could not be paid."""

    type: Literal["move_stopped"] = "move_stopped"
    unit_ids: list[UnitId]
    hex: HexId
    reason: str


class UnitExited(EventBase):
    """Units left the map through an exit hex (4.1)."""

    type: Literal["unit_exited"] = "unit_exited"
    unit_ids: list[UnitId]
    hex: HexId


class ControlChanged(EventBase):
    """A hex changed hands (3.3)."""

    type: Literal["control_changed"] = "control_changed"
    hex: HexId
    side: Side


class UnitPlaced(EventBase):
    """A unit was put on the map: set-up, reinforcement or replacement."""

    type: Literal["unit_placed"] = "unit_placed"
    unit_id: UnitId
    hex: HexId
    steps: int


class UnitForfeited(EventBase):
    """A reinforcement not placed on its turn is lost for good (10.1)."""

    type: Literal["unit_forfeited"] = "unit_forfeited"
    unit_id: UnitId


class KGDeployed(EventBase):
    """A KG marker was placed or removed (hex None)."""

    type: Literal["kg_deployed"] = "kg_deployed"
    kg: KGId
    hex: HexId | None


class TopChosen(EventBase):
    """A player put one of his units on top of its stack: the enemy sees it now (6.3, RULINGS R58)."""

    type: Literal["top_chosen"] = "top_chosen"
    side: Side
    hex: HexId
    unit_id: UnitId


class AttackDeclared(EventBase):
    """An attack was declared; the defending stack is revealed (6.3)."""

    type: Literal["attack_declared"] = "attack_declared"
    attacker_ids: list[UnitId]
    defender_hex: HexId
    defender_ids: list[UnitId]


class DefenceSupported(EventBase):
    """The German player committed CAS, a KG or the 18th AD to a defence (13.1, 13.3, 13.4)."""

    type: Literal["defence_supported"] = "defence_supported"
    defender_hex: HexId
    cas: int = 0
    kg: KGId | None = None
    support: UnitId | None = None


class CasCommitted(EventBase):
    """CAS markers added to a declared combat before its roll (13.3)."""

    type: Literal["cas_committed"] = "cas_committed"
    side: Side
    defender_hex: HexId
    markers: int
    total: int


class RetreatIgnored(EventBase):
    """The DR part of a result does not apply: the defender holds a town or fortified locality (13.8.4)."""

    type: Literal["retreat_ignored"] = "retreat_ignored"
    defender_hex: HexId
    town: str


class RetreatBlocked(EventBase):
    """A unit that had to retreat could not and stays in place (13.9)."""

    type: Literal["retreat_blocked"] = "retreat_blocked"
    unit_id: UnitId
    hex: HexId


class OddsComputed(EventBase):
    """The full odds calculation of a combat."""

    type: Literal["odds_computed"] = "odds_computed"
    defender_hex: HexId
    breakdown: OddsBreakdown


class CombatResolved(EventBase):
    """The CRT result of a combat."""

    type: Literal["combat_resolved"] = "combat_resolved"
    defender_hex: HexId
    column: str
    roll: int | None
    result: CombatResult


class StepLost(EventBase):
    """A unit lost a step."""

    type: Literal["step_lost"] = "step_lost"
    unit_id: UnitId
    steps_left: int


class UnitEliminated(EventBase):
    """A unit left play: dead pile, or the replacement track until ``return_turn``."""

    type: Literal["unit_eliminated"] = "unit_eliminated"
    unit_id: UnitId
    hex: HexId | None
    return_turn: int | None = None


class Retreated(EventBase):
    """A unit retreated one hex (13.9)."""

    type: Literal["retreated"] = "retreated"
    unit_id: UnitId
    from_hex: HexId
    to_hex: HexId


class Advanced(EventBase):
    """Units advanced after combat or probed into a hex (13.6, 13.10)."""

    type: Literal["advanced"] = "advanced"
    unit_ids: list[UnitId]
    from_hexes: list[HexId]
    to_hex: HexId


class VPScored(EventBase):
    """Soviet victory points changed."""

    type: Literal["vp_scored"] = "vp_scored"
    points: int
    total: int
    reason: str


class GameOver(EventBase):
    """The game ended (4.3)."""

    type: Literal["game_over"] = "game_over"
    vp: int
    result: str


Event: TypeAlias = Annotated[
    DiceRolled
    | PhaseStarted
    | WeatherSet
    | AirSuperiority
    | SequenceChosen
    | UnitMoved
    | RiverCrossed
    | MoveStopped
    | UnitExited
    | ControlChanged
    | UnitPlaced
    | UnitForfeited
    | KGDeployed
    | TopChosen
    | AttackDeclared
    | DefenceSupported
    | CasCommitted
    | RetreatIgnored
    | RetreatBlocked
    | OddsComputed
    | CombatResolved
    | StepLost
    | UnitEliminated
    | Retreated
    | Advanced
    | VPScored
    | GameOver,
    Field(discriminator="type"),
]

EVENT_ADAPTER: TypeAdapter[Event] = TypeAdapter(Event)
