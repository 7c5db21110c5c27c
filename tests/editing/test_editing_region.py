"""Regions copied, cut and pasted with what their hexes hold (editing.region), without Qt."""

from __future__ import annotations

from panzer_qt.editing.files import read_scenario
from panzer_qt.editing.region import copy_region, cut_region, paste_region, placed, rectangle
from panzer_qt.model.enums import Terrain
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.rules.grid import grid_for
from panzer_qt.rules.scenario_check import check_scenario

DEFAULT = read_scenario(DEFAULT_SCENARIO)
GRID = grid_for(DEFAULT.map)
REGION = rectangle(GRID, "2903", "3207")  # Medzhibozh and two hexsides of the Southern Bug


def test_a_rectangle_is_every_hex_between_two_corners() -> None:
    assert len(REGION) == 20 and REGION[:5] == ["2903", "2904", "2905", "2906", "2907"] and REGION[-1] == "3207"


def test_a_region_pasted_at_a_column_of_other_parity_keeps_its_content_and_neighbours() -> None:
    clip = copy_region(DEFAULT, REGION)
    assert [(name, len(hexes)) for name, _, hexes in clip.towns] == [("Medzhibozh", 1)]
    assert [(name, len(sides)) for name, _, sides in clip.rivers] == [("Southern Bug", 2)]
    for anchor in ("0510", "0610"):  # odd and even columns: cube offsets keep neighbours
        pasted = paste_region(DEFAULT, clip, anchor)
        assert check_scenario(pasted) == []
        covered = [placed(anchor, o) for o in clip.terrain]
        again = copy_region(pasted, [h for h in covered if h is not None])
        assert (again.terrain, again.towns, again.rivers, again.sets) == (clip.terrain, clip.towns, clip.rivers,
                                                                          clip.sets)  # fmt: skip
        bug = [r for r in pasted.map.rivers if r.name == "Southern Bug"]
        assert sum(len(r.hexsides) for r in bug) == sum(len(r.hexsides) for r in DEFAULT.map.rivers
                                                        if r.name == "Southern Bug") + 2  # fmt: skip
        assert pasted.map.towns[-1].name != "" and "Medzhibozh" in [t.name for t in pasted.map.towns]


def test_a_cut_empties_the_region_and_keeps_the_rest() -> None:
    cut = cut_region(DEFAULT, REGION)
    assert all(cut.map.terrain_of(h) is cut.map.default_terrain for h in REGION)
    assert "Medzhibozh" not in [t.name for t in cut.map.towns] and len(cut.map.towns) == len(DEFAULT.map.towns) - 1
    assert not any({a, b} <= set(REGION) for r in cut.map.rivers for a, b in r.hexsides)
    assert check_scenario(cut) == []
    outside = [h for h in GRID.hexes if h not in REGION]
    assert all(cut.map.terrain_of(h) is DEFAULT.map.terrain_of(h) for h in outside)
    assert Terrain.CLEAR is cut.map.default_terrain
