"""The map: grid size, terrain, towns, rivers on hexsides, named hex sets, georeference."""

from __future__ import annotations

from pydantic import Field

from panzer_qt.model.enums import Terrain
from panzer_qt.model.ids import HexId
from panzer_qt.model.tables import Frozen


class Town(Frozen):
    """A town or fortified locality occupying one or more hexes (Vinnitsa has three)."""

    name: str = Field(min_length=1)
    hexes: list[HexId] = Field(min_length=1)
    fortified: bool = False


class River(Frozen):
    """A named river as the chain of hexsides it follows; each hexside is a pair of adjacent hexes."""

    name: str = Field(min_length=1)
    major: bool = Field(default=False, description="+1 to river crossing rolls (12.3).")
    hexsides: list[tuple[HexId, HexId]] = Field(min_length=1)


class HexSets(Frozen):
    """Named hex sets the rules refer to (RULINGS R3, R12)."""

    soviet_supply: list[HexId] = Field(default_factory=list, description="Soviet supply sources (8.2).")
    german_cc: list[HexId] = Field(default_factory=list, description="German C&C sources (9.2).")
    soviet_exit: list[HexId] = Field(default_factory=list, description="Soviet exit hexes (4.1).")
    german_entry: list[HexId] = Field(default_factory=list, description="German reinforcement entry (10.1).")
    soviet_restricted: list[HexId] = Field(
        default_factory=list, description="Soviet operational restriction zone (12.5)."
    )


class ControlPoint(Frozen):
    """A geographic point pinned to a hex centre."""

    hex: HexId
    lon: float = Field(ge=-180, le=180)
    lat: float = Field(ge=-90, le=90)
    name: str = ""


class Georeference(Frozen):
    """How longitude/latitude map onto the hex grid: control points and the warp through them."""

    control_points: list[ControlPoint] = Field(min_length=3)
    method: str = Field(default="thin_plate_spline", description="Warp fitted through the control points.")


class MapLabel(Frozen):
    """A name printed on the map (a river, a forest, an upland) anchored at a hex."""

    text: str = Field(min_length=1)
    hex: HexId
    kind: str = "area"


class MapSpec(Frozen):
    """The hex map. Odd columns have ``rows`` hexes, even columns ``rows - 1`` (RULINGS R2)."""

    columns: int = Field(ge=1, le=99)
    rows: int = Field(ge=2, le=99)
    default_terrain: Terrain = Terrain.CLEAR
    terrain: dict[HexId, Terrain] = Field(
        default_factory=dict, description="Hexes whose terrain differs from default_terrain."
    )
    towns: list[Town] = Field(default_factory=list)
    rivers: list[River] = Field(default_factory=list)
    hex_sets: HexSets = HexSets()
    georeference: Georeference | None = None
    labels: list[MapLabel] = Field(default_factory=list)

    def terrain_of(self, hid: str) -> Terrain:
        """The terrain of a hex."""
        return self.terrain.get(hid, self.default_terrain)
