"""The map: grid size, terrain, towns, rivers on hexsides, named hex sets, georeference."""

from __future__ import annotations

from pydantic import Field

from panzer_qt.model.bounds import MAX_HEXES, MAX_HEXSIDES, MAX_MAP_SIDE, NAME_CHARS
from panzer_qt.model.enums import Terrain
from panzer_qt.model.ids import HexId
from panzer_qt.model.tables import Frozen


class Town(Frozen):
    """A town or fortified locality occupying one or more hexes (Vinnitsa has three)."""

    name: str = Field(min_length=1, max_length=NAME_CHARS)
    hexes: list[HexId] = Field(min_length=1, max_length=MAX_HEXES)
    fortified: bool = False


class River(Frozen):
    """A named river as the chain of hexsides it follows; each hexside is a pair of adjacent hexes."""

    name: str = Field(min_length=1, max_length=NAME_CHARS)
    major: bool = Field(default=False, description="+1 to river crossing rolls (12.3).")
    hexsides: list[tuple[HexId, HexId]] = Field(min_length=1, max_length=MAX_HEXSIDES)


class HexSets(Frozen):
    """Named hex sets the rules refer to (RULINGS R3, R12)."""

    soviet_supply: list[HexId] = Field(
        default_factory=list, max_length=MAX_HEXES, description="Soviet supply sources (8.2)."
    )
    german_cc: list[HexId] = Field(default_factory=list, max_length=MAX_HEXES, description="German C&C sources (9.2).")
    soviet_exit: list[HexId] = Field(default_factory=list, max_length=MAX_HEXES, description="Soviet exit hexes (4.1).")
    german_entry: list[HexId] = Field(
        default_factory=list, max_length=MAX_HEXES, description="German reinforcement entry (10.1)."
    )
    soviet_restricted: list[HexId] = Field(
        default_factory=list, max_length=MAX_HEXES, description="Soviet operational restriction zone (12.5)."
    )


class ControlPoint(Frozen):
    """A geographic point pinned to a hex centre."""

    hex: HexId
    lon: float = Field(ge=-180, le=180)
    lat: float = Field(ge=-90, le=90)
    name: str = Field(default="", max_length=NAME_CHARS)


class Georeference(Frozen):
    """How longitude/latitude map onto the hex grid: control points and the warp through them."""

    control_points: list[ControlPoint] = Field(min_length=3, max_length=MAX_HEXES)
    method: str = Field(
        default="thin_plate_spline", max_length=NAME_CHARS, description="Warp fitted through the control points."
    )


class MapLabel(Frozen):
    """A name printed on the map (a river, a forest, an upland) anchored at a hex."""

    text: str = Field(min_length=1, max_length=NAME_CHARS)
    hex: HexId
    kind: str = Field(default="area", max_length=NAME_CHARS)


class MapSpec(Frozen):
    """The hex map. Odd columns have ``rows`` hexes, even columns ``rows - 1`` (RULINGS R2)."""

    columns: int = Field(ge=1, le=MAX_MAP_SIDE)
    rows: int = Field(ge=2, le=MAX_MAP_SIDE)
    default_terrain: Terrain = Terrain.CLEAR
    terrain: dict[HexId, Terrain] = Field(
        default_factory=dict, max_length=MAX_HEXES, description="Hexes whose terrain differs from default_terrain."
    )
    towns: list[Town] = Field(default_factory=list, max_length=MAX_HEXES)
    rivers: list[River] = Field(default_factory=list, max_length=MAX_HEXSIDES)
    hex_sets: HexSets = HexSets()
    georeference: Georeference | None = None
    labels: list[MapLabel] = Field(default_factory=list, max_length=MAX_HEXES)

    def terrain_of(self, hid: str) -> Terrain:
        """The terrain of a hex."""
        return self.terrain.get(hid, self.default_terrain)
