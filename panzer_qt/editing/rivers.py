"""River edits: rivers are chains of hexsides in course order, each joined to the next at a corner.

Drawing extends a river at one of its ends; erasing a hexside in the middle of a river splits it in two, so
every river the editor writes stays one connected chain. ``walk`` finds where a river from a file is not.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from panzer_qt.editing.checked import EditRefused, finish, rebuilt, with_map
from panzer_qt.editing.hexsides import Hexsides, hexsides_of
from panzer_qt.geo.rivers import Vertex
from panzer_qt.model.mapspec import River
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.text import Text
from panzer_qt.rules.grid import Hexside, grid_for, side_key


@dataclass(frozen=True)
class Chain:
    """A river's hexsides walked in course order: its first and last corner, or where the chain breaks."""

    start: Vertex | None = None
    end: Vertex | None = None
    broken_at: int | None = None
    """The index of the first hexside not joined to the one before it."""


def walk(sides: Hexsides, hexsides: Sequence[tuple[str, str]]) -> Chain:
    """Walk a river's hexsides; a chain with a side that is no side of the grid has no ends (the scenario checks
    report such sides)."""
    keys = [side_key(a, b) for a, b in hexsides]
    if not keys or not all(map(sides.is_side, keys)):
        return Chain()
    if len(keys) == 1:
        return Chain(*sides.corners(keys[0]))
    joint = sides.shared(keys[0], keys[1])
    if joint is None:
        return Chain(broken_at=1)
    start, tip = sides.other_end(keys[0], joint), sides.other_end(keys[1], joint)
    for i, key in enumerate(keys[2:], start=2):
        if not sides.joins(key, tip):
            return Chain(broken_at=i)
        tip = sides.other_end(key, tip)
    return Chain(start, tip)


def river_sides(scenario: Scenario) -> dict[Hexside, int]:
    """The index of the river on each river hexside."""
    return {side_key(a, b): i for i, river in enumerate(scenario.map.rivers) for a, b in river.hexsides}


def _with_rivers(scenario: Scenario, rivers: list[River]) -> Scenario:
    return finish(scenario, with_map(scenario, rivers=rivers))


def new_river(scenario: Scenario, name: str, side: Hexside, major: bool = False) -> Scenario:
    """The scenario with a new river of one hexside, last in the list."""
    river = River(name=name or "River", major=major, hexsides=[side_key(*side)])
    return _with_rivers(scenario, [*scenario.map.rivers, river])


def extend_river(scenario: Scenario, index: int, added: Iterable[Hexside], at_start: bool = False) -> Scenario:
    """River ``index`` continued by ``added`` (in drawing order) from its last corner, or its first.

    Refused if a hexside does not continue the chain or already carries a river.
    """
    sides = hexsides_of(grid_for(scenario.map))
    river = scenario.map.rivers[index]
    walked = walk(sides, river.hexsides)
    if walked.start is None or walked.end is None:
        raise EditRefused.because(
            f"$.map.rivers[{index}]", Text("river {river} is broken: mend it first", river=river.name)
        )
    tip = walked.start if at_start else walked.end
    chain = [side_key(*s) for s in (reversed(river.hexsides) if at_start else river.hexsides)]
    taken = river_sides(scenario)
    for side in (side_key(*s) for s in added):
        if side in taken:
            raise EditRefused.because(
                f"$.map.rivers[{index}]", Text("hexside {hexside} already carries a river", hexside="-".join(side))
            )
        if not sides.joins(side, tip):
            raise EditRefused.because(
                f"$.map.rivers[{index}]", Text("hexside {hexside} does not continue the river", hexside="-".join(side))
            )
        chain.append(side)
        taken[side] = index
        tip = sides.other_end(side, tip)
    course = list(reversed(chain)) if at_start else chain
    rivers = list(scenario.map.rivers)
    rivers[index] = rebuilt(river, f"$.map.rivers[{index}]", hexsides=course)
    return _with_rivers(scenario, rivers)


def pieces(river: River, keep: Callable[[tuple[str, str]], tuple[str, str] | None]) -> list[list[tuple[str, str]]]:
    """The unbroken runs of a river's hexsides that ``keep`` keeps (it returns the hexside, perhaps renamed, or
    None to drop it)."""
    runs: list[list[tuple[str, str]]] = [[]]
    for side in river.hexsides:
        kept = keep(side)
        if kept is not None:
            runs[-1].append(kept)
        elif runs[-1]:
            runs.append([])
    return [run for run in runs if run]


def cut_rivers(scenario: Scenario, keep: Callable[[tuple[str, str]], tuple[str, str] | None]) -> list[River]:
    """Every river cut down to the hexsides ``keep`` keeps: each unbroken run a river of the same name."""
    rivers: list[River] = []
    for i, river in enumerate(scenario.map.rivers):
        for run in pieces(river, keep):
            rivers.append(river if run == river.hexsides else rebuilt(river, f"$.map.rivers[{i}]", hexsides=run))
    return rivers


def erase_hexsides(scenario: Scenario, erased: Iterable[Hexside]) -> Scenario:
    """The scenario without these river hexsides: a river cut in the middle becomes two of the same name."""
    gone = {side_key(*s) for s in erased}
    rivers = cut_rivers(scenario, lambda side: None if side_key(*side) in gone else side)
    if rivers == scenario.map.rivers:
        return scenario
    return _with_rivers(scenario, rivers)


def change_river(scenario: Scenario, index: int, *, name: str | None = None, major: bool | None = None) -> Scenario:
    """River ``index`` renamed, or made major (+1 to crossing rolls, 12.3) or not."""
    river = scenario.map.rivers[index]
    changes = {k: v for k, v in (("name", name), ("major", major)) if v is not None}
    rivers = list(scenario.map.rivers)
    rivers[index] = rebuilt(river, f"$.map.rivers[{index}]", **changes)
    return _with_rivers(scenario, rivers)


def delete_river(scenario: Scenario, index: int) -> Scenario:
    """The scenario without river ``index``."""
    return _with_rivers(scenario, [r for i, r in enumerate(scenario.map.rivers) if i != index])
