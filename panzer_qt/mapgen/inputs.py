"""What mapgen reads: the hand-kept overrides file and the georeferenced GeoJSON layers."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from panzer_qt.model.enums import Terrain
from panzer_qt.model.ids import HexId
from panzer_qt.model.mapspec import ControlPoint

LonLat = tuple[float, float]
GEO_FILES = {
    "rivers": "rivers.geojson",
    "regions": "regions.geojson",
    "hydro": "ua_register_hydro_points.geojson",
    "relief": "ua_register_relief_forest_points.geojson",
}


class _Input(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class TownInput(_Input):
    """A town at its coordinates; ``hexes`` pins it where the rulebook fixes it."""

    name: str
    lon: float
    lat: float
    fortified: bool = False
    hexes: list[HexId] = Field(default_factory=list)
    source: str = ""


class RiverInput(_Input):
    """A river taken from the rivers layer (by Natural Earth ``rivernum``) under its game name."""

    name: str
    rivernum: int
    major: bool = False


class TributaryInput(_Input):
    """A river traced through places: town or waypoint names, ``mouth:NAME`` (register point), or lon/lat."""

    name: str
    course: list[str | LonLat] = Field(min_length=2)


class TerrainPatch(_Input):
    """Terrain along a line of places or coordinates, widened by ``radius`` hexes."""

    terrain: Terrain
    course: list[str | LonLat] = Field(min_length=1)
    radius: int = Field(default=0, ge=0, le=3)
    note: str = ""


class TerrainInput(_Input):
    """How the layers become terrain, then patches and single hexes by hand."""

    forest_kinds: list[str] = Field(default_factory=list, description="Relief-file kinds that make forest.")
    rough_kinds: list[str] = Field(default_factory=list, description="Relief-file kinds that make rough.")
    marsh_kinds: list[str] = Field(default_factory=list, description="Hydro-file kinds that make marsh.")
    regions: dict[str, Terrain] = Field(default_factory=dict, description="Region polygon name -> terrain.")
    patches: list[TerrainPatch] = Field(default_factory=list)
    hexes: dict[HexId, Terrain] = Field(default_factory=dict)


class RestrictionInput(_Input):
    """The Soviet restriction zone (R12): hexes reached from ``seed`` without crossing these rivers."""

    seed: HexId
    bounded_by: list[str] = Field(min_length=1)


class LabelInput(_Input):
    """A name printed on the map at a place."""

    text: str
    at: str | LonLat
    kind: str = "area"


class MapOverrides(_Input):
    """The committed, hand-kept inputs of the default map."""

    columns: int
    rows: int
    control_points: list[ControlPoint] = Field(min_length=3)
    towns: list[TownInput]
    places: dict[str, LonLat] = Field(default_factory=dict, description="Waypoints for traced courses.")
    rivers: list[RiverInput]
    tributaries: list[TributaryInput] = Field(default_factory=list)
    terrain: TerrainInput = TerrainInput()
    restriction: RestrictionInput
    labels: list[LabelInput] = Field(default_factory=list)
    entry_town: str = Field(description="The town where German reinforcements may also enter (10.1).")
    soviet_controlled: list[str] = Field(default_factory=list, description="Town names under Soviet control (R24).")
    initial_vp: int = 2


@dataclass(frozen=True)
class GeoFeature:
    """One GeoJSON feature: its properties and its geometry as a shapely-ready mapping."""

    properties: dict[str, Any]
    geometry: dict[str, Any]


def read_features(path: Path) -> list[GeoFeature]:
    """The features of a GeoJSON FeatureCollection."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return [GeoFeature(f.get("properties") or {}, f["geometry"]) for f in data["features"]]


@dataclass(frozen=True)
class GeoLayers:
    """The GeoJSON layers mapgen reads, each a list of features."""

    rivers: list[GeoFeature]
    regions: list[GeoFeature]
    hydro: list[GeoFeature]
    relief: list[GeoFeature]

    @classmethod
    def from_folder(cls, folder: Path) -> GeoLayers:
        """Read the layers from a folder holding the files of ``GEO_FILES``."""
        return cls(**{key: read_features(folder / name) for key, name in GEO_FILES.items()})

    def mouth(self, name: str) -> LonLat:
        """The register point (mouth or confluence) of a named river."""
        for feature in self.hydro:
            props = feature.properties
            if props.get("name_latn") == name and "river" in str(props.get("kind_en", "")):
                lon, lat = feature.geometry["coordinates"]
                return float(lon), float(lat)
        raise KeyError(f"no register river point named {name!r}")


def read_overrides(path: Path) -> MapOverrides:
    """Parse and check the overrides file."""
    return MapOverrides.model_validate_json(path.read_text(encoding="utf-8"))
