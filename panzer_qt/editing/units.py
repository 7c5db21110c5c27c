"""Order-of-battle edits: units added, duplicated, deleted and changed, set-up hexes and arrival turns, KG markers.

Steps and abilities have a short text form for the table: steps as ``attack-defence`` pairs from full strength
down (``"4-4 4-3 3-3"``), abilities as their flag names (``"artillery, exact_setup"``).
"""

from __future__ import annotations

import re
from typing import Any

from panzer_qt.editing.checked import EditRefused, built, finish, rebuilt
from panzer_qt.model.enums import Side
from panzer_qt.model.oob import Abilities, KGSpec, StepValues, UnitSpec
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.text import Text

STEP = re.compile(r"^(\d+)-(\d+)$")
SIDE_PREFIX = {Side.GERMAN: "de", Side.SOVIET: "su"}
NEW_UNIT: dict[str, Any] = {
    "name": "New unit",
    "type": "infantry",
    "size": "division",
    "mobility": "non_mechanized",
    "steps": [{"attack": 1, "defence": 1}],
    "arrival_turn": 1,
}
"""What a unit added to the table starts as (it arrives on turn 1 until it is given a set-up hex)."""


COPY_ID = re.compile(r"(.+-.+)-(\d{1,3})")
"""An id that may be a copy: a stem (itself with a dash) and a number."""


def steps_text(steps: list[StepValues]) -> str:
    """Steps as text, full strength first.

    >>> steps_text([StepValues(attack=4, defence=4), StepValues(attack=2, defence=1)])
    '4-4 2-1'
    """
    return " ".join(f"{s.attack}-{s.defence}" for s in steps)


def parse_steps(text: str, where: str = "$.steps") -> list[dict[str, int]]:
    """Steps from their text form (EditRefused naming the bad entry).

    >>> parse_steps("4-4, 2-1")
    [{'attack': 4, 'defence': 4}, {'attack': 2, 'defence': 1}]
    """
    parts = [p for p in re.split(r"[\s,;]+", text.strip()) if p]
    if not parts:
        raise EditRefused.because(where, Text("a unit needs at least one step, written attack-defence (e.g. 4-3)"))
    steps = []
    for i, part in enumerate(parts):
        found = STEP.match(part)
        if found is None:
            raise EditRefused.because(
                f"{where}[{i}]", Text("{part!r} is not a step: write attack-defence, e.g. 4-3", part=part)
            )
        steps.append({"attack": int(found[1]), "defence": int(found[2])})
    return steps


def abilities_text(abilities: Abilities) -> str:
    """The flags a unit has, by name.

    >>> abilities_text(Abilities(artillery=True, exact_setup=True))
    'artillery, exact_setup'
    """
    return ", ".join(name for name, on in abilities if on)


def parse_abilities(text: str, where: str = "$.abilities") -> dict[str, bool]:
    """Ability flags from their names (EditRefused naming an unknown one)."""
    names = [n for n in re.split(r"[\s,;]+", text.strip()) if n]
    unknown = [n for n in names if n not in Abilities.model_fields]
    if unknown:
        known = ", ".join(Abilities.model_fields)
        raise EditRefused.because(
            where, Text("unknown ability {ability!r} (known: {known})", ability=unknown[0], known=known)
        )
    return {name: name in names for name in Abilities.model_fields}


def unit_index(scenario: Scenario, unit_id: str) -> int:
    """The position of a unit in the order of battle."""
    for i, unit in enumerate(scenario.units):
        if unit.id == unit_id:
            return i
    raise EditRefused.because("$.units", Text("there is no unit {unit_id!r}", unit_id=unit_id))


def free_id(taken: set[str], base: str) -> str:
    """``base``, or ``base-2``, ``base-3``... whichever is not taken. A copy of ``stem-N`` where the stem has
    copies already counts on from the stem, so copies of copies keep readable ids.

    >>> free_id({"de-new", "de-new-2"}, "de-new")
    'de-new-3'
    >>> free_id({"de-new", "de-new-2", "de-new-3"}, "de-new-3")
    'de-new-4'
    >>> free_id({"su-60"}, "su-60")
    'su-60-2'
    """
    if base not in taken:
        return base
    found = COPY_ID.fullmatch(base)
    if found is not None:
        stem, copies = found[1], re.compile(re.escape(found[1]) + r"(-\d{1,3})?")
        if any(copies.fullmatch(t) for t in taken - {base}):
            base = stem
    n = 2
    while f"{base}-{n}" in taken:
        n += 1
    return f"{base}-{n}"


def _with_units(scenario: Scenario, units: list[UnitSpec]) -> Scenario:
    return finish(scenario, rebuilt(scenario, units=units))


def add_unit(scenario: Scenario, side: Side, after: str | None = None) -> tuple[Scenario, str]:
    """A new unit of ``side`` (see ``NEW_UNIT``) after unit ``after`` (else last); returns its id too."""
    unit_id = free_id({u.id for u in scenario.units}, f"{SIDE_PREFIX[side]}-new")
    unit = built(UnitSpec, {**NEW_UNIT, "id": unit_id, "side": side}, "$.units")
    return _inserted(scenario, unit, after), unit_id


def _inserted(scenario: Scenario, unit: UnitSpec, after: str | None) -> Scenario:
    units = list(scenario.units)
    units.insert(unit_index(scenario, after) + 1 if after is not None else len(units), unit)
    return _with_units(scenario, units)


def duplicate_unit(scenario: Scenario, unit_id: str) -> tuple[Scenario, str]:
    """A copy of a unit under a new id, right after it; returns the new id too."""
    unit = scenario.units[unit_index(scenario, unit_id)]
    new_id = free_id({u.id for u in scenario.units}, unit.id)
    return _inserted(scenario, rebuilt(unit, "$.units", id=new_id), unit_id), new_id


def delete_unit(scenario: Scenario, unit_id: str) -> Scenario:
    """The scenario without the unit."""
    index = unit_index(scenario, unit_id)
    return _with_units(scenario, [u for i, u in enumerate(scenario.units) if i != index])


def change_unit(scenario: Scenario, unit_id: str, **changes: Any) -> Scenario:
    """A unit with some fields changed (plain values: strings for enums, dicts for steps and abilities)."""
    index = unit_index(scenario, unit_id)
    units = list(scenario.units)
    units[index] = rebuilt(units[index], f"$.units[{index}]", **changes)
    return _with_units(scenario, units)


def place_unit(scenario: Scenario, unit_id: str, hid: str) -> Scenario:
    """The unit set up in ``hid`` (no longer arriving later)."""
    return change_unit(scenario, unit_id, setup_hex=hid, arrival_turn=None)


def set_arrival(scenario: Scenario, unit_id: str, turn: int) -> Scenario:
    """The unit arriving on ``turn`` instead of setting up (10.1)."""
    return change_unit(scenario, unit_id, setup_hex=None, arrival_turn=turn)


def add_kg(scenario: Scenario) -> Scenario:
    """A new Korpsgruppe marker (10.2), last."""
    kg_id = free_id({k.id for k in scenario.kg_markers}, "kg-new")
    marker = built(KGSpec, {"id": kg_id, "name": "KG New"}, "$.kg_markers")
    return finish(scenario, rebuilt(scenario, kg_markers=[*scenario.kg_markers, marker]))


def change_kg(scenario: Scenario, index: int, **changes: Any) -> Scenario:
    """KG marker ``index`` with some fields changed."""
    markers = list(scenario.kg_markers)
    markers[index] = rebuilt(markers[index], f"$.kg_markers[{index}]", **changes)
    return finish(scenario, rebuilt(scenario, kg_markers=markers))


def delete_kg(scenario: Scenario, index: int) -> Scenario:
    """The scenario without KG marker ``index``."""
    return finish(scenario, rebuilt(scenario, kg_markers=[k for i, k in enumerate(scenario.kg_markers) if i != index]))
