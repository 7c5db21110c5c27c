"""A Situation: any position of the game, written by hand, for tests, puzzles and analysis."""

from __future__ import annotations

from pydantic import Field

from panzer_qt.model.enums import Phase, Segment, Sequence, Side, Weather
from panzer_qt.model.ids import HexId, KGId, UnitId
from panzer_qt.model.tables import Frozen


class PlacedUnit(Frozen):
    """A unit on the map; ``steps`` defaults to full strength."""

    hex: HexId
    steps: int | None = Field(default=None, ge=1)


class Situation(Frozen):
    """Units, markers, weather, turn and phase. Units not listed are off the map (not yet arrived)."""

    units: dict[UnitId, PlacedUnit] = Field(default_factory=dict)
    kg: dict[KGId, HexId] = Field(default_factory=dict)
    turn: int = Field(default=1, ge=1)
    phase: Phase = Phase.SOVIET_1
    segment: Segment = Segment.MOVEMENT
    weather: Weather = Weather.THAW
    cas: dict[Side, int] = Field(default_factory=dict)
    control: dict[HexId, Side] = Field(default_factory=dict, description="Overrides of the scenario's control.")
    sequence: dict[Side, Sequence] = Field(default_factory=dict)
    vp_exits: int = Field(default=0, ge=0, description="VP already scored for exits (4.1).")
    vp_eliminations: int = Field(default=0, ge=0, description="VP already scored for German divisions (4.2).")
    fortified_captured: list[HexId] = Field(
        default_factory=list,
        description="Fortified localities the Soviets have taken: Soviet, towns from now on (13.8.4).",
    )
    replacement_track: dict[UnitId, int] = Field(
        default_factory=dict, description="Eliminated rifle corps waiting to return, with the turn they may (11.1)."
    )
