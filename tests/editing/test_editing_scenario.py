"""Qt-free whole-scenario edits and checks: resizing the map with the edge hex sets following, files written as
mapgen writes them, the validation findings, GeoJSON import through the georeference, the hexes an edit repaints."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from panzer_qt.editing.blank import blank_scenario
from panzer_qt.editing.changes import changed_hexes
from panzer_qt.editing.checked import EditRefused, built, rebuilt, with_map
from panzer_qt.editing.files import read_scenario
from panzer_qt.editing.geoimport import GeoJSONError, apply_import, plan_import, read_features
from panzer_qt.editing.hexinfo import describe_hex
from panzer_qt.editing.hexsides import hexsides_of
from panzer_qt.editing.problems import ERROR, WARNING, findings
from panzer_qt.editing.resize import Resize, resize_map
from panzer_qt.editing.rivers import erase_hexsides, walk
from panzer_qt.editing.terrain import paint_terrain
from panzer_qt.editing.towns import rename_town
from panzer_qt.editing.units import place_unit, set_arrival
from panzer_qt.model.enums import Side, Terrain
from panzer_qt.model.errors import ScenarioError
from panzer_qt.model.mapspec import Georeference
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.scenario_file import save_scenario
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.rules.grid import center, grid_for
from panzer_qt.rules.scenario_check import check_scenario
from tests.helpers.games import scenario

DEFAULT = DEFAULT_SCENARIO


# -- resizing -------------------------------------------------------------------------------------
def test_growing_east_and_south_moves_the_edge_sets_with_their_edges() -> None:
    grown = resize_map(scenario("tiny"), Resize(east=2, south=1))
    assert (grown.map.columns, grown.map.rows) == (8, 7)
    assert grown.map.hex_sets.soviet_supply == ["0801", "0802", "0803", "0804", "0805", "0806"]
    assert grown.map.hex_sets.german_cc == ["0101", "0102", "0103", "0104", "0105", "0106", "0107"]
    assert grown.map.hex_sets.soviet_exit == ["0107", "0206"]  # the south edge moved down a row
    assert grown.map.hex_sets.soviet_restricted == ["0101", "0201"]
    assert grown.unit("de-pz").setup_hex == "0302" and grown.map.rivers == scenario("tiny").map.rivers
    assert check_scenario(grown) == []


def test_growing_north_and_west_shifts_everything_and_keeps_neighbours() -> None:
    tiny = scenario("tiny")
    grown = resize_map(tiny, Resize(north=1, west=2))
    assert (grown.map.columns, grown.map.rows) == (8, 7)
    assert grown.unit("de-pz").setup_hex == "0503" and grown.unit("su-tk").setup_hex == "0705"
    assert grown.map.rivers[0].hexsides[0] == ("0502", "0602")  # was 0301-0401
    assert [t.hexes for t in grown.map.towns] == [["0605"], ["0306"]]
    assert grown.setup.controlled_by == {"0605": Side.SOVIET}
    assert grown.map.terrain == {
        "0403": Terrain.FOREST,
        "0404": Terrain.ROUGH,
        "0405": Terrain.MARSH,
        "0703": Terrain.FOREST,
    }
    assert grown.map.hex_sets.german_entry == ["0101", "0102", "0103"]  # the west edge ran on to the corner
    assert grown.setup.stand_fast_column == 25
    with pytest.raises(EditRefused, match="two at a time"):
        resize_map(tiny, Resize(west=1))


def test_shrinking_cuts_what_falls_off_but_never_a_unit() -> None:
    tiny = scenario("tiny")
    with pytest.raises(EditRefused, match="move them first: 1 Tk"):
        resize_map(tiny, Resize(east=-2))
    moved = place_unit(place_unit(tiny, "su-tk", "0404"), "su-gm", "0404")
    moved = place_unit(place_unit(moved, "su-rif", "0403"), "su-art", "0403")
    shrunk = resize_map(moved, Resize(east=-2))
    assert shrunk.map.columns == 4 and shrunk.map.hex_sets.soviet_supply == ["0401", "0402", "0403", "0404", "0405"]
    assert [r.name for r in shrunk.map.rivers] == ["Testa"]  # the Grossfluss was on column 05
    with pytest.raises(EditRefused, match="1 to 99 columns"):
        resize_map(tiny, Resize(east=-6))


# -- files ----------------------------------------------------------------------------------------
def test_the_default_scenario_read_and_saved_is_unchanged_byte_for_byte(tmp_path: Path) -> None:
    out = tmp_path / "copy.json"
    save_scenario(read_scenario(DEFAULT), out)
    assert out.read_bytes() == DEFAULT.read_bytes()
    assert not list(tmp_path.glob(".copy.json.*"))  # the temporary file of the atomic write is gone


def test_an_edited_scenario_saves_and_reads_back_equal(tmp_path: Path) -> None:
    edited = paint_terrain(scenario("default"), ["2015", "2016"], Terrain.MARSH)
    save_scenario(edited, tmp_path / "edited.json")
    assert read_scenario(tmp_path / "edited.json") == edited


def test_a_broken_file_lists_every_problem_with_its_place(tmp_path: Path) -> None:
    data = json.loads(DEFAULT.read_text(encoding="utf-8"))
    data["units"][3]["steps"] = []
    data["map"]["towns"][0]["hexes"] = ["12345"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ScenarioError) as error:
        read_scenario(bad)
    lines = error.value.describe().splitlines()
    assert any(line.startswith(f"{bad}: $.units[3].steps: ") for line in lines)
    assert any(line.startswith(f"{bad}: $.map.towns[0].hexes[0]: should match the pattern") for line in lines)
    (tmp_path / "syntax.json").write_text("{", encoding="utf-8")
    with pytest.raises(ScenarioError, match="line 1 column 2: invalid JSON"):
        read_scenario(tmp_path / "syntax.json")


def test_a_file_only_the_engine_refuses_opens_to_be_mended(tmp_path: Path) -> None:
    data = json.loads(DEFAULT.read_text(encoding="utf-8"))
    data["units"][0]["setup_hex"] = "9901"
    path = tmp_path / "offmap.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    opened = read_scenario(path)
    found = [f for f in findings(opened) if f.severity == ERROR]
    assert [(f.where, f.unit) for f in found] == [("$.units[0].setup_hex", "de-1sspz")]
    assert "set-up hex 9901 is not on the map" in found[0].message
    mended = place_unit(opened, "de-1sspz", "2208")  # an edit that adds no problem is allowed, and mends this one
    assert findings(mended) == []


# -- findings -------------------------------------------------------------------------------------
def test_the_default_scenario_has_no_problems_and_the_tiny_one_a_victory_out_of_reach() -> None:
    assert findings(scenario("default")) == []
    assert [(f.severity, f.rule) for f in findings(scenario("tiny"))] == [(WARNING, "4.3")]  # 27 VP at most, 32 needed


def test_set_up_problems_name_their_rule_hex_and_unit() -> None:
    tiny = scenario("tiny")
    with pytest.raises(EditRefused, match=r"sets up in 0504 with enemy units \(6\.0\)"):
        place_unit(tiny, "de-inf", "0504")  # the game refuses such a file: so does the edit
    broken = place_unit(tiny, "su-rif", "0101")
    broken = place_unit(broken, "de-ad", "0302")  # 4 + 1 + 2 = 7 steps: fits
    over = set_arrival(broken, "de-ss", 1)
    over = place_unit(over, "de-ss", "0302")  # + 8 steps: 15 > 9
    found = {(f.rule, f.hexes, f.unit, f.severity) for f in findings(over)}
    assert ("12.5, R12", ("0101",), "su-rif", ERROR) in found
    assert ("3.2, 6.1", ("0302",), "de-pz", WARNING) in found  # the player may spread them next door (3.2)
    messages = [f.message for f in findings(over)]
    assert (
        "15 German steps set up in 0302, over the limit of 9: the German player must move some into the hexes around"
        " before the set-up can end"
    ) in messages


def test_map_problems_nameless_towns_broken_rivers_lonely_sources() -> None:
    tiny = rename_town(scenario("tiny"), "0404", " ")
    broken = rebuilt(tiny.map.rivers[0], hexsides=[tiny.map.rivers[0].hexsides[0], tiny.map.rivers[0].hexsides[3]])
    tiny = with_map(tiny, rivers=[broken, tiny.map.rivers[1]])
    soviet_arrives = set_arrival(tiny, "su-tk", 2)
    found = {(f.severity, f.where, f.rule, f.hexes) for f in findings(soviet_arrives)}
    assert (WARNING, "$.map.towns[1].name", "3.3", ("0404",)) in found
    assert (WARNING, "$.map.rivers[0].hexsides[1]", "12.3", ("0303", "0402")) in found
    assert (ERROR, "$.units[6].arrival_turn", "10.1", ()) in found  # a Soviet reinforcement never arrives
    sets = rebuilt(scenario("tiny").map.hex_sets, soviet_supply=["0101", "0605"])  # 0101: German units all round
    [cut] = [f for f in findings(with_map(scenario("tiny"), hex_sets=sets)) if f.rule == "8.2, R6"]
    assert cut.hexes == ("0101",) and "Soviet sources 0101 reach no Soviet unit at the start" in cut.message


# -- import ---------------------------------------------------------------------------------------
def _georeferenced() -> Scenario:
    """A 10x10 blank map whose georeference is affine: lon 0-1 west to east over columns 1-9, lat 1-0 north to south
    over rows 1-9 (x = 1 + 12 lon, y = 0.866 + 13.86 (1 - lat) in hex radii)."""
    points = [{"hex": h, "lon": lon, "lat": lat} for h, lon, lat in
              (("0101", 0, 1), ("0901", 1, 1), ("0109", 0, 0), ("0909", 1, 0))]  # fmt: skip
    return with_map(blank_scenario(10, 10), georeference=built(Georeference, {"control_points": points}))


def _geojson(tmp_path: Path, features: list[dict[str, object]]) -> Path:
    path = tmp_path / "import.geojson"
    path.write_text(json.dumps({"type": "FeatureCollection", "features": features}), encoding="utf-8")
    return path


def test_lines_become_rivers_on_hexsides_and_points_become_towns(tmp_path: Path) -> None:
    line = {"type": "Feature", "properties": {"name": "Middle", "major": True},
            "geometry": {"type": "LineString", "coordinates": [[0.05, 0.5], [0.95, 0.5]]}}  # fmt: skip
    town = {
        "type": "Feature",
        "properties": {"name": "Centre"},
        "geometry": {"type": "Point", "coordinates": [0.5, 0.5]},
    }
    off = {"type": "Feature", "properties": {"name": "Far"}, "geometry": {"type": "Point", "coordinates": [5.0, 5.0]}}
    area = {
        "type": "Feature",
        "properties": {},
        "geometry": {"type": "MultiPoint", "coordinates": [[0, 0], [1, 0]]},
    }
    base = _georeferenced()
    plan = plan_import(base, read_features(_geojson(tmp_path, [line, town, off, area])))
    [river] = plan.rivers
    assert (river.name, river.major) == ("Middle", True) and len(river.hexsides) >= 12
    sides = hexsides_of(grid_for(base.map))
    chain = walk(sides, river.hexsides)
    assert chain.broken_at is None
    assert chain.start is not None and chain.end is not None and chain.start[0] < 2.5 and chain.end[0] > 11.5
    y_line = center("0505", 1.0)[1]  # lat 0.5 runs through the centre of 0505
    assert all(abs(v[1] - y_line) <= 1.0 for s in river.hexsides for v in sides.corners(s))
    assert [(t.name, t.hexes) for t in plan.towns] == [("Centre", ["0505"])]
    assert [p.where for p in plan.skipped] == ["$.features[2]", "$.features[3]"]
    assert "Far falls off the map" in plan.skipped[0].message and "MultiPoint is neither" in plan.skipped[1].message
    imported = apply_import(base, plan)
    assert imported.map.rivers == [river] and imported.map.towns[0].name == "Centre"
    again = plan_import(imported, read_features(_geojson(tmp_path, [line, town])))
    assert again.rivers == [] and "0505, which already holds a town" in again.skipped[-1].message


def test_a_broken_geojson_names_the_file_and_feature(tmp_path: Path) -> None:
    bad = _geojson(tmp_path, [{"type": "Feature", "geometry": {"type": "LineString", "coordinates": "x"}}])
    with pytest.raises(GeoJSONError, match=r"import.geojson: \$\.features\[0\]\.geometry: not a GeoJSON geometry"):
        read_features(bad)
    with pytest.raises(EditRefused, match="no georeference"):
        plan_import(scenario("tiny"), [])


# -- repaints and the status bar --------------------------------------------------------------------
def test_an_edit_repaints_only_the_hexes_it_changed() -> None:
    tiny = scenario("tiny")
    assert changed_hexes(tiny.map, paint_terrain(tiny, ["0303"], Terrain.FOREST).map) == {"0303"}
    assert changed_hexes(tiny.map, erase_hexsides(tiny, [("0302", "0402")]).map) == {"0302", "0402"}
    assert changed_hexes(tiny.map, rename_town(tiny, "0404", "Neu").map) == {"0404"}
    assert changed_hexes(tiny.map, resize_map(tiny, Resize(east=2)).map) is None


def test_the_status_line_names_terrain_rivers_town_sets_and_units() -> None:
    tiny = scenario("tiny")
    assert describe_hex(tiny, "0402") == "0402: clear  |  rivers SW Testa, NW Testa"
    assert describe_hex(tiny, "0404") == "0404: clear  |  town Testgrad, Soviet at the start"
    assert describe_hex(tiny, "0105") == (
        "0105: clear  |  fortified locality Festung, German at the start  |  German C&C sources (9.2)  |  sets up: FG"
    )
    assert describe_hex(tiny, "0909") == ""
