"""The game's charts as data (14.0), with the rulebook's values as defaults (RULINGS R1).

A modder may change any value in a scenario file; the validators keep the shapes right.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from panzer_qt.model.bounds import MAX_MP, MAX_SHIFT, MAX_STEPS, MAX_TURN, MAX_VP
from panzer_qt.model.enums import CombatResult, Terrain, Weather
from panzer_qt.model.ids import NUMBER_KEYS, NumberKey
from panzer_qt.model.text import Text, TextError

DIE_FACES = 6
CRT_COLUMNS: tuple[str, ...] = ("1:2", "1:1", "2:1", "3:1", "4:1", "5:1", "6:1", "7:1")
"""The printed CRT columns; below the first is automatic AL1, above the last automatic DL1+DR."""


class Frozen(BaseModel):
    """Base of immutable model objects: unknown fields are errors, instances never change."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class TerrainEffect(Frozen):
    """One row of the Terrain Effects Chart."""

    mp_non_mechanized: int = Field(ge=0, le=MAX_MP)
    mp_mechanized: int = Field(ge=0, le=MAX_MP)
    combat_shift: int = Field(
        default=0, ge=-MAX_SHIFT, le=MAX_SHIFT, description="Columns; negative shifts left (for the defender)."
    )


class TownEffects(Frozen):
    """The Town and Fortified locality rows of the TEC: combat shifts (13.8.4) and the MP to enter, which
    replace the terrain beneath (R36, R56)."""

    town_shift: int = Field(default=-1, ge=-MAX_SHIFT, le=MAX_SHIFT)
    fortified_shift_german_defends: int = Field(default=-2, ge=-MAX_SHIFT, le=MAX_SHIFT)
    fortified_shift_soviet_defends: int = Field(default=-1, ge=-MAX_SHIFT, le=MAX_SHIFT)
    mp_non_mechanized: int = Field(default=1, ge=0, le=MAX_MP, description="MP to enter a town or fortified locality.")
    mp_mechanized: int = Field(default=1, ge=0, le=MAX_MP, description="MP to enter a town or fortified locality.")


class CombatShifts(Frozen):
    """Column shifts other than terrain (13.4, 13.5, 13.8.2, TEC river row); right is positive."""

    river: int = Field(default=-1, ge=-MAX_SHIFT, le=MAX_SHIFT)
    concentric_german: int = Field(default=2, ge=-MAX_SHIFT, le=MAX_SHIFT)
    concentric_soviet: int = Field(default=1, ge=-MAX_SHIFT, le=MAX_SHIFT)
    kg: int = Field(default=1, ge=-MAX_SHIFT, le=MAX_SHIFT)
    tiger: int = Field(default=1, ge=-MAX_SHIFT, le=MAX_SHIFT)


class MovementFactors(Frozen):
    """Movement factors of the two mobility classes in one weather (12.1)."""

    non_mechanized: int = Field(ge=0, le=MAX_MP)
    mechanized: int = Field(ge=0, le=MAX_MP)


class RiverCrossing(Frozen):
    """River Crossing Table (12.3): extra MP by die roll; Frost always costs 0."""

    by_roll: dict[Weather, list[Annotated[int, Field(ge=0, le=MAX_MP)]]] = Field(
        default_factory=lambda: {
            Weather.STORM: [0, 1, 1, 2, 2, 3],
            Weather.THAW: [0, 1, 1, 1, 2, 3],
        }
    )
    major_river_roll_bonus: int = Field(
        default=1,
        ge=0,
        le=DIE_FACES - 1,
        description="Added to the die; past 5 it changes nothing (the roll tops at 6).",
    )
    flat_cost: int = Field(default=3, ge=0, le=MAX_MP, description="Cost of every crossing under the optional +3 rule.")

    @field_validator("by_roll")
    @classmethod
    def _six_faces(cls, value: dict[Weather, list[int]]) -> dict[Weather, list[int]]:
        for weather, row in value.items():
            if len(row) != DIE_FACES:
                raise TextError(
                    Text(
                        "row {weather} must have {faces} entries, has {count}",
                        weather=weather,
                        faces=DIE_FACES,
                        count=len(row),
                    )
                )
        return value


class Stacking(Frozen):
    """Stacking limits (6.1, 6.2)."""

    german_steps: int = Field(default=9, ge=1, le=MAX_STEPS)
    soviet_non_artillery_steps: int = Field(default=4, ge=1, le=MAX_STEPS)
    soviet_artillery_steps: int = Field(default=1, ge=1, le=MAX_STEPS)


class VictoryTable(Frozen):
    """Victory points and levels (4.1-4.4)."""

    town_vp: int = Field(default=1, ge=0, le=MAX_VP)
    fortified_vp: int = Field(default=4, ge=0, le=MAX_VP)
    out_of_cc_town_vp: int = Field(default=1, ge=0, le=MAX_VP)
    exit_vp: int = Field(default=1, ge=0, le=MAX_VP)
    exit_vp_max: int = Field(default=4, ge=0, le=MAX_VP)
    soviet_victory_at: int = Field(default=32, ge=0, le=MAX_VP)
    draw_at: int = Field(default=28, ge=0, le=MAX_VP)


def _default_terrain() -> dict[Terrain, TerrainEffect]:
    return {
        Terrain.CLEAR: TerrainEffect(mp_non_mechanized=1, mp_mechanized=1),
        Terrain.FOREST: TerrainEffect(mp_non_mechanized=1, mp_mechanized=2),
        Terrain.ROUGH: TerrainEffect(mp_non_mechanized=1, mp_mechanized=2, combat_shift=-1),
        Terrain.MARSH: TerrainEffect(mp_non_mechanized=1, mp_mechanized=3),
    }


def _default_weather() -> dict[int, list[Weather]]:
    t, f, s = Weather.THAW, Weather.FROST, Weather.STORM
    return {
        2: [t, t, t, f, f, s],
        3: [t, f, f, s, s, s],
        4: [t, f, s, s, s, s],
        5: [t, f, f, f, s, s],
        6: [t, t, f, f, f, s],
        7: [t, t, t, t, f, s],
        8: [t, t, t, t, t, f],
    }


def _default_movement() -> dict[Weather, MovementFactors]:
    return {
        Weather.STORM: MovementFactors(non_mechanized=5, mechanized=7),
        Weather.THAW: MovementFactors(non_mechanized=7, mechanized=10),
        Weather.FROST: MovementFactors(non_mechanized=9, mechanized=13),
    }


def _default_crt() -> dict[str, list[CombatResult]]:
    al, as_, dr, dl, dd, ex = (
        CombatResult.AL1,
        CombatResult.AS,
        CombatResult.DR,
        CombatResult.DL1,
        CombatResult.DL1_DR,
        CombatResult.EX,
    )
    return {
        "1:2": [dr, as_, al, al, al, al],
        "1:1": [dr, dr, as_, al, al, ex],
        "2:1": [dl, dr, dr, as_, al, ex],
        "3:1": [dd, dl, dr, dr, as_, ex],
        "4:1": [dd, dd, dl, dr, dr, ex],
        "5:1": [dd, dd, dd, dl, dr, ex],
        "6:1": [dd, dd, dd, dd, dl, ex],
        "7:1": [dd, dd, dd, dd, dd, ex],
    }


class Tables(Frozen):
    """All charts of 14.0. Defaults are the rulebook's corrected values."""

    terrain: dict[Terrain, TerrainEffect] = Field(default_factory=_default_terrain)
    town: TownEffects = TownEffects()
    shifts: CombatShifts = CombatShifts()
    weather: dict[Annotated[NumberKey, Field(ge=2, le=MAX_TURN)], list[Weather]] = Field(
        default_factory=_default_weather,
        max_length=MAX_TURN,
        json_schema_extra=NUMBER_KEYS,
        description="Weather by turn (2-8; at most 99) and die roll 1-6.",
    )
    first_turn_weather: Weather = Weather.THAW
    movement: dict[Weather, MovementFactors] = Field(default_factory=_default_movement)
    river_crossing: RiverCrossing = RiverCrossing()
    crt: dict[str, list[CombatResult]] = Field(
        default_factory=_default_crt, description="Result by odds column and die roll 1-6."
    )
    crt_below: CombatResult = CombatResult.AL1
    crt_above: CombatResult = CombatResult.DL1_DR
    stacking: Stacking = Stacking()
    victory: VictoryTable = VictoryTable()

    @field_validator("weather")
    @classmethod
    def _weather_rows(cls, value: dict[int, list[Weather]]) -> dict[int, list[Weather]]:
        for turn, row in value.items():
            if len(row) != DIE_FACES:
                raise TextError(
                    Text(
                        "turn {turn} must have {faces} entries, has {count}", turn=turn, faces=DIE_FACES, count=len(row)
                    )
                )
        return value

    @field_validator("crt")
    @classmethod
    def _crt_shape(cls, value: dict[str, list[CombatResult]]) -> dict[str, list[CombatResult]]:
        if sorted(value) != sorted(CRT_COLUMNS):
            raise TextError(Text("columns must be exactly {columns} (in any order)", columns=", ".join(CRT_COLUMNS)))
        for column, row in value.items():
            if len(row) != DIE_FACES:
                raise TextError(
                    Text(
                        "column {column} must have {faces} entries, has {count}",
                        column=column,
                        faces=DIE_FACES,
                        count=len(row),
                    )
                )
        return {column: value[column] for column in CRT_COLUMNS}

    @model_validator(mode="after")
    def _complete(self) -> Tables:
        missing = [t.value for t in Terrain if t not in self.terrain]
        missing += [w.value for w in Weather if w not in self.movement]
        if missing:
            raise TextError(Text("tables lack entries for: {entries}", entries=", ".join(missing)))
        return self
