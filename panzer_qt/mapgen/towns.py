"""Towns: each town point falls in its hex, unless the overrides pin it where the rulebook puts it."""

from __future__ import annotations

from collections.abc import Sequence

from panzer_qt.geo.georef import Warp
from panzer_qt.mapgen.inputs import TownInput
from panzer_qt.model.mapspec import Town
from panzer_qt.rules.grid import HexGrid


def place_towns(towns: Sequence[TownInput], warp: Warp, grid: HexGrid) -> list[Town]:
    """The towns on the map, sorted by first hex; ValueError if one is off the map or two share a hex."""
    placed: list[Town] = []
    owner: dict[str, str] = {}
    for town in towns:
        hexes = list(town.hexes)
        if not hexes:
            hid = warp.to_hex(town.lon, town.lat, grid)
            if hid is None:
                raise ValueError(f"town {town.name} ({town.lon}, {town.lat}) falls off the map")
            hexes = [hid]
        for hid in hexes:
            if hid in owner:
                raise ValueError(f"towns {owner[hid]} and {town.name} both fall in hex {hid}; pin one by hand")
            owner[hid] = town.name
        placed.append(Town(name=town.name, hexes=sorted(hexes), fortified=town.fortified))
    return sorted(placed, key=lambda t: t.hexes[0])
