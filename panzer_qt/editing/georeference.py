"""The map's georeference: tie points (hexes pinned to longitude/latitude) set, checked and fitted, or taken away."""

from __future__ import annotations

from collections.abc import Sequence

from panzer_qt.editing.checked import EditRefused, built, finish, with_map
from panzer_qt.geo.affine import FitRefused, check_tie_points
from panzer_qt.geo.georef import warp_of
from panzer_qt.model.mapspec import ControlPoint, Georeference
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.text import Text
from panzer_qt.rules.grid import grid_for

WHERE = "$.map.georeference"


def georeference(points: Sequence[ControlPoint], method: str) -> Georeference:
    """A georeference through these tie points (EditRefused if no warp can be fitted through them)."""
    try:
        check_tie_points(points)
        georef = built(Georeference, {"control_points": list(points), "method": method}, WHERE)
        warp_of(georef)
    except FitRefused as exc:
        raise EditRefused.because(WHERE, exc.text) from None
    return georef


def with_georeference(scenario: Scenario, georef: Georeference | None) -> Scenario:
    """The scenario with this georeference (None: none); EditRefused if a tie hex is off the map or no warp fits."""
    if georef is not None:
        grid = grid_for(scenario.map)
        off = [p.hex for p in georef.control_points if p.hex not in grid]
        if off:
            raise EditRefused.because(
                f"{WHERE}.control_points", Text("tie hexes {hexes} are not on the map", hexes=", ".join(off))
            )
        georeference(georef.control_points, georef.method)
    return finish(scenario, with_map(scenario, georeference=georef))
