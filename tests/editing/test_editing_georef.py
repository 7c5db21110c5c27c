"""The georeference: a least-squares affine fit from hex centres to lon/lat with residuals in km, refused for too few
or collinear tie points, kept in the scenario file; GeoJSON lakes as marsh and unnamed points named on import."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from panzer_qt.editing.blank import blank_scenario
from panzer_qt.editing.checked import EditRefused
from panzer_qt.editing.files import read_scenario
from panzer_qt.editing.geoimport import apply_import, lake_terrain, named, plan_import, read_features
from panzer_qt.editing.georeference import georeference, with_georeference
from panzer_qt.geo.affine import AFFINE, KM_PER_DEGREE, FitRefused, fit_affine
from panzer_qt.geo.georef import AffineWarp, warp_of
from panzer_qt.model.enums import Terrain
from panzer_qt.model.mapspec import ControlPoint
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.scenario_file import save_scenario
from panzer_qt.rules.grid import center

GEO = Path(__file__).parents[1] / "data" / "geo"


def _true(hid: str) -> tuple[float, float]:
    """lon/lat of a hex centre under the known transform lon = 24 + x / 12, lat = 50 - y / 16 (hex radii)."""
    x, y = center(hid, 1.0)
    return 24 + x / 12, 50 - y / 16


def _ties(hexes: list[str], moved: dict[str, tuple[float, float]] | None = None) -> list[ControlPoint]:
    moved = moved or {}
    return [ControlPoint(hex=h, lon=_true(h)[0] + moved.get(h, (0, 0))[0], lat=_true(h)[1] + moved.get(h, (0, 0))[1])
            for h in hexes]  # fmt: skip


CORNERS = ["0101", "0901", "0109", "0909"]  # hex centres at the corners of a rectangle: x 1, 13; y 0.866, 14.72


def test_the_affine_fit_recovers_a_known_transform_exactly() -> None:
    fit = fit_affine(_ties(CORNERS))
    assert fit.offset.tolist() == pytest.approx([24.0, 50.0], abs=1e-12)
    assert fit.linear.ravel().tolist() == pytest.approx([1 / 12, 0.0, 0.0, -1 / 16], abs=1e-12)
    assert fit.residuals_km == pytest.approx((0.0, 0.0, 0.0, 0.0), abs=1e-9)
    # 0505's centre: x = 1 + 4 * 1.5 = 7, y = 4.5 * sqrt(3)
    assert fit.to_lonlat(*center("0505", 1.0)) == pytest.approx((24 + 7 / 12, 50 - 4.5 * math.sqrt(3) / 16), abs=1e-12)
    warp = AffineWarp(fit)
    assert warp.to_pixel(*_true("0707")) == pytest.approx(center("0707", 1.0), abs=1e-9)
    assert [warp.to_hex(*_true(h)) for h in ("0302", "0808", "0405")] == ["0302", "0808", "0405"]


def test_residuals_are_each_tie_points_misfit_in_km() -> None:
    # 0101 placed 0.04 degrees too far north: the fit spreads it, 0.01 degrees (1.112 km) off at each corner
    fit = fit_affine(_ties(CORNERS, {"0101": (0.0, 0.04)}))
    assert [round(r, 5) for r in fit.residuals_km] == [1.11195] * 4
    assert round(0.01 * KM_PER_DEGREE, 5) == 1.11195
    # 0909 0.04 degrees too far east: 0.01 degrees of longitude off at each corner, 1.112 km times the cosine of
    # its latitude (49.95 in the north row, 49.08 in the south one)
    fit = fit_affine(_ties(CORNERS, {"0909": (0.04, 0.0)}))
    assert [round(r, 3) for r in fit.residuals_km] == [0.716, 0.716, 0.728, 0.728]


def test_too_few_or_collinear_tie_points_are_refused() -> None:
    with pytest.raises(FitRefused, match="needs at least 3 tie points; it has 2"):
        fit_affine(_ties(["0101", "0909"]))
    with pytest.raises(FitRefused, match="the tie points' hexes lie on one line"):
        fit_affine(_ties(["0101", "0103", "0107"]))  # one column
    with pytest.raises(FitRefused, match="the tie points' hexes lie on one line"):
        fit_affine(_ties(["0101", "0302", "0503"]))  # a diagonal: x 1, 4, 7; y 0.866, 2.598, 4.330
    same = [ControlPoint(hex=h, lon=25.0 + i * 0.1, lat=49.0 + i * 0.1) for i, h in enumerate(["0101", "0901", "0109"])]
    with pytest.raises(FitRefused, match="longitudes and latitudes lie on one line"):
        fit_affine(same)
    with pytest.raises(EditRefused, match=r"\$\.map\.georeference: the tie points' hexes lie on one line"):
        georeference(_ties(["0101", "0103", "0107"]), AFFINE)
    with pytest.raises(EditRefused, match=r"needs at least 3 tie points; it has 0"):
        georeference([], "thin_plate_spline")


def test_a_georeference_is_kept_in_the_file_and_old_files_still_load(tmp_path: Path) -> None:
    base = blank_scenario(10, 10)
    with pytest.raises(EditRefused, match="tie hexes 1111 are not on the map"):
        with_georeference(base, georeference(_ties([*CORNERS[:3], "1111"]), AFFINE))
    edited = with_georeference(base, georeference(_ties(CORNERS), AFFINE))
    assert edited.map.georeference is not None and edited.map.georeference.method == "affine"
    save_scenario(edited, tmp_path / "geo.json")
    again = read_scenario(tmp_path / "geo.json")
    assert again == edited and isinstance(warp_of(again.map.georeference), AffineWarp)
    data = json.loads((tmp_path / "geo.json").read_text(encoding="utf-8"))
    del data["map"]["georeference"]["method"]  # a file from before the method was chosen: a thin-plate spline
    (tmp_path / "old.json").write_text(json.dumps(data), encoding="utf-8")
    assert read_scenario(tmp_path / "old.json").map.georeference.method == "thin_plate_spline"  # type: ignore[union-attr]
    assert with_georeference(edited, None).map.georeference is None


def _affine_map() -> Scenario:
    return with_georeference(blank_scenario(10, 10), georeference(_ties(CORNERS), AFFINE))


def test_a_lake_imports_as_marsh_where_the_scenario_has_no_lake_terrain() -> None:
    scenario = _affine_map()
    assert lake_terrain(scenario) is Terrain.MARSH
    plan = plan_import(scenario, read_features(GEO / "lake_and_points.geojson"))
    [lake] = plan.lakes
    # the square lon 24.3-24.7, lat 49.34-49.7 holds the centres x 3.6-8.4 (columns 3-5), y 4.8-10.56 (odd columns:
    # rows 4-6 at y 6.06-9.53; even ones: rows 3-6 at y 5.20-10.39)
    assert (lake.name, lake.terrain) == ("Round Lake", Terrain.MARSH)
    assert lake.hexes == ("0304", "0305", "0306", "0403", "0404", "0405", "0406", "0504", "0505", "0506")
    imported = apply_import(scenario, plan)
    assert {h for h, t in imported.map.terrain.items() if t is Terrain.MARSH} == set(lake.hexes)


def test_unnamed_points_are_offered_for_naming_and_imported_with_their_name() -> None:
    scenario = _affine_map()
    plan = plan_import(scenario, read_features(GEO / "lake_and_points.geojson"))
    assert [(t.name, t.hexes) for t in plan.towns] == [("Named Town", ["0202"])]
    assert [(p.where, p.hex, p.hint) for p in plan.unnamed] == [
        ("$.features[2]", "0707", "name_latn: Bezodnia, kind_en: lake"),
        ("$.features[3]", "0808", "kind_en: river mouth"),
    ]
    assert plan.hexes() == {"0202", "0707", "0808", *plan.lakes[0].hexes}
    done = named(plan, {"$.features[2]": " Bezodnia "})
    assert [(t.name, t.hexes) for t in done.towns] == [("Named Town", ["0202"]), ("Bezodnia", ["0707"])]
    assert [(p.where, p.message) for p in done.skipped] == [("$.features[3]", "a point left without a name")]
    imported = apply_import(scenario, done)
    assert [t.name for t in imported.map.towns] == ["Named Town", "Bezodnia"]
