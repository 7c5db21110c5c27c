"""The order of battle: units with their step values and special abilities, and the KG markers."""

from __future__ import annotations

from pydantic import Field, model_validator

from panzer_qt.model.bounds import MAX_STEPS, MAX_TURN, NAME_CHARS
from panzer_qt.model.enums import Mobility, Side, UnitSize, UnitType
from panzer_qt.model.ids import HexId, KGId, UnitId
from panzer_qt.model.tables import Frozen
from panzer_qt.model.text import Text, TextError


class StepValues(Frozen):
    """Attack and defence factors of one step."""

    attack: int = Field(ge=0, le=MAX_STEPS)
    defence: int = Field(ge=0, le=MAX_STEPS)


class Abilities(Frozen):
    """Special abilities, as explicit flags."""

    artillery: bool = Field(default=False, description="Soviet artillery: capped, never alone, OOS no attack (13.2).")
    range2_support: bool = Field(default=False, description="Supports attacks and defences 2 hexes away (13.1).")
    doubled_vs_clear: bool = Field(default=False, description="Attack doubled into clear terrain (13.2, 3GM).")
    replaceable: bool = Field(default=False, description="Rifle corps that returns reduced (11.0).")
    exact_setup: bool = Field(default=False, description="Sets up exactly in its hex, not adjacent (3.2).")
    static_garrison: bool = Field(default=False, description="Never moves or attacks, no stacking value (2.7).")
    heavy_panzer: bool = Field(default=False, description="Tiger column shift when with a division (13.5).")


class UnitSpec(Frozen):
    """One unit of the order of battle. ``steps`` runs from full strength down to the last step."""

    id: UnitId
    name: str = Field(min_length=1, max_length=NAME_CHARS)
    side: Side
    type: UnitType
    size: UnitSize
    mobility: Mobility
    steps: list[StepValues] = Field(min_length=1, max_length=MAX_STEPS)
    setup_hex: HexId | None = None
    arrival_turn: int | None = Field(default=None, ge=1, le=MAX_TURN)
    abilities: Abilities = Abilities()
    formation: str = Field(default="", max_length=NAME_CHARS, description="Parent army or corps, for display.")

    @model_validator(mode="after")
    def _placed_or_arriving(self) -> UnitSpec:
        if self.setup_hex is None and self.arrival_turn is None:
            raise TextError(Text("a unit needs a setup_hex or an arrival_turn"))
        if self.setup_hex is not None and self.arrival_turn is not None:
            raise TextError(Text("a unit has either a setup_hex or an arrival_turn, not both"))
        if self.abilities.static_garrison and self.mobility is not Mobility.STATIC:
            raise TextError(Text("a static garrison must have mobility 'static'"))
        return self

    @property
    def max_steps(self) -> int:
        """Number of steps at full strength."""
        return len(self.steps)


class KGSpec(Frozen):
    """A Korpsgruppe marker (10.2, 12.4, 13.4)."""

    id: KGId
    name: str = Field(min_length=1, max_length=NAME_CHARS)
    available_turn: int = Field(default=2, ge=1, le=MAX_TURN)
    deploy_from_turn: int = Field(default=3, ge=1, le=MAX_TURN)
