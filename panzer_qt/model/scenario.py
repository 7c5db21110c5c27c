"""A scenario: metadata, map, order of battle, tables, options and initial situation."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import count
from typing import Annotated, Literal

from pydantic import Field, ValidationError, model_validator
from pydantic_core import InitErrorDetails, PydanticCustomError

from panzer_qt.model.bounds import (
    LINE_CHARS,
    MAX_CREDITS,
    MAX_HEXES,
    MAX_KG,
    MAX_MAP_SIDE,
    MAX_UNITS,
    MAX_VP,
    NAME_CHARS,
    TEXT_CHARS,
)
from panzer_qt.model.enums import Side
from panzer_qt.model.ids import HexId
from panzer_qt.model.mapspec import MapSpec
from panzer_qt.model.oob import KGSpec, UnitSpec
from panzer_qt.model.tables import Frozen, Tables
from panzer_qt.model.text import Text
from panzer_qt.model.versions import SCENARIO_FORMAT


class ScenarioMeta(Frozen):
    """Who made the scenario and what it portrays."""

    name: str = Field(min_length=1, max_length=NAME_CHARS)
    description: str = Field(default="", max_length=TEXT_CHARS)
    author: str = Field(default="", max_length=NAME_CHARS)
    date: str = Field(default="", max_length=NAME_CHARS, description="The historical date of the set-up.")
    credits: list[Annotated[str, Field(max_length=LINE_CHARS)]] = Field(default_factory=list, max_length=MAX_CREDITS)


class Options(Frozen):
    """Game options chosen when a game starts."""

    river_flat_cost: bool = Field(default=False, description="Optional 12.3 rule: +3 MP per crossing, no roll.")
    last_turn: int = Field(default=8, ge=1)


Loc = tuple[str | int, ...]


def options_conflicts(options: Options, tables: Tables, units: Sequence[UnitSpec]) -> Iterator[tuple[Loc, Text]]:
    """What in ``options`` the tables or the order of battle cannot support, placed as in a scenario."""
    last = options.last_turn
    missing = next(turn for turn in count(2) if turn not in tables.weather)
    if missing <= last:
        message = Text(
            "the game lasts {last:,} turns, but the weather table has no row for turn {missing} (5.1)",
            last=last,
            missing=missing,
        )
        yield ("options", "last_turn"), message
    for i, unit in enumerate(units):
        if unit.arrival_turn is not None and unit.arrival_turn > last:
            message = Text(
                "{unit}: arrives on turn {turn}, after the last turn {last}",
                unit=unit.name,
                turn=unit.arrival_turn,
                last=last,
            )
            yield ("units", i, "arrival_turn"), message


def refuse(title: str, problems: list[tuple[Loc, Text]]) -> None:
    """Raise a ValidationError holding ``problems`` at their places, if there are any."""
    if problems:
        details = [
            InitErrorDetails(type=PydanticCustomError("conflict", "{message}", {"message": text}), loc=loc, input=None)
            for loc, text in problems
        ]
        raise ValidationError.from_exception_data(title, details)


class InitialSetup(Frozen):
    """The situation at the start (3.1, RULINGS R24)."""

    vp: int = Field(default=0, ge=0, le=MAX_VP)
    controlled_by: dict[HexId, Side] = Field(
        default_factory=dict,
        max_length=MAX_HEXES,
        description="Town and fortified-locality hexes not German-controlled at the start.",
    )
    stand_fast_column: int | None = Field(
        default=23,
        ge=1,
        le=MAX_MAP_SIDE,
        description="Hitler stand-fast order: on turn 1, German units set up in this column or east of it "
        "may not enter a hex west of it (3.2.6, RULINGS R13). None: no such order.",
    )


class Scenario(Frozen):
    """Everything needed to start a game."""

    kind: Literal["panzer_qt.scenario"] = "panzer_qt.scenario"
    format_version: int = Field(default=SCENARIO_FORMAT, ge=1, strict=True)
    meta: ScenarioMeta
    map: MapSpec
    units: list[UnitSpec] = Field(default_factory=list, max_length=MAX_UNITS)
    kg_markers: list[KGSpec] = Field(default_factory=list, max_length=MAX_KG)
    tables: Tables = Tables()
    options: Options = Options()
    setup: InitialSetup = InitialSetup()

    @model_validator(mode="after")
    def _options_fit(self) -> Scenario:
        refuse("Scenario", list(options_conflicts(self.options, self.tables, self.units)))
        return self

    def with_options(self, options: Options) -> Scenario:
        """This scenario played with other options (ValidationError if the tables cannot support them)."""
        return Scenario.model_validate({**dict(self), "options": options})

    def unit(self, unit_id: str) -> UnitSpec:
        """The unit with this id (KeyError if none)."""
        for spec in self.units:
            if spec.id == unit_id:
                return spec
        raise KeyError(unit_id)
