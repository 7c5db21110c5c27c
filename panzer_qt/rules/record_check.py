"""Checking a game record against this engine: its header before a replay, its events and snapshots during
and after one."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from panzer_qt.model.errors import Problem, RecordError
from panzer_qt.model.events import CombatResolved, DiceRolled, Event
from panzer_qt.model.record import GameRecord, scenario_hash
from panzer_qt.model.state import GameState
from panzer_qt.model.text import Text
from panzer_qt.model.versions import ORDERED_STATE_FORMAT
from panzer_qt.rules.dice import Dice
from panzer_qt.rules.scenario_check import check_scenario

_STEP = re.compile(r"^\$\.(?:steps\[(\d+)\]|snapshots\.(\d+))")


def at_step(where: str, message: Text) -> Text:
    """``message`` headed by the step its place lies in, numbered as the viewer, its event list and the report
    number steps: the events of ``$.steps[i]`` lead to step i + 1 (step 0 is the set-up); ``$.snapshots.k`` is the
    state at step k.

    >>> str(at_step("$.steps[37].events[1]", Text("desync")))
    'step 38: desync'
    >>> str(at_step("$.snapshots.12.vp", Text("desync")))
    'step 12: desync'
    """
    found = _STEP.match(where)
    if found is None:
        return message
    step = int(found[1]) + 1 if found[1] is not None else int(found[2])
    return Text("step {step}: {problem}", step=step, problem=message)


def check_header(record: GameRecord, source: str) -> None:
    """Raise RecordError unless the embedded scenario matches its hash and passes the scenario checks, and the dice
    of a record that names its seed are that seed's (``check_seed``)."""
    if scenario_hash(record.scenario) != record.scenario_hash:
        raise RecordError(
            source, [Problem("$.scenario_hash", Text("does not match the embedded scenario (edited file?)"))]
        )
    problems = check_scenario(record.scenario)
    if problems:
        raise RecordError(source, [Problem(f"$.scenario{p.where[1:]}", p.text) for p in problems])
    check_seed(record, source)


def check_seed(record: GameRecord, source: str) -> None:
    """Raise RecordError at the first die of the record that its seed does not roll, if it names a seed.

    A seeded game rolls every die from its seed, in order (rules/dice.py), so its record holds exactly those dice;
    a record without a seed holds the dice as they were rolled, and its replay takes them as they are. A seeded
    game played on after it was reopened rolls fresh dice, and its seed is dropped then (``Game.from_record``).
    """
    if record.seed is None:
        return
    dice = Dice(record.seed)
    for where, event in _rolls(record):
        for k, value in enumerate(event.dice):
            expected = dice()
            if value != expected:
                message = Text(
                    "the die shows {value}, but seed {seed} rolls a {expected} here: a record that names its seed"
                    " holds that seed's dice",
                    value=value,
                    seed=record.seed,
                    expected=expected,
                )
                raise RecordError(source, [Problem(f"{where}.dice[{k}]", at_step(where, message))])


def _rolls(record: GameRecord) -> Iterator[tuple[str, DiceRolled]]:
    """The record's rolls in the order they were made, each with its JSON path."""
    for j, event in enumerate(record.start_events):
        if isinstance(event, DiceRolled):
            yield f"$.start_events[{j}]", event
    for i, step in enumerate(record.steps):
        for j, event in enumerate(step.events):
            if isinstance(event, DiceRolled):
                yield f"$.steps[{i}].events[{j}]", event


def compare_events(actual: list[Event], expected: list[Event], where: str, source: str) -> None:
    """Raise RecordError at the first event the engine produced differently from the record (a desync).

    ``where`` is the JSON path of the recorded event list, e.g. ``$.steps[12].events``.
    """
    for j, (a, e) in enumerate(zip(actual, expected, strict=False)):
        if a != e:
            die = _changed_die(a, e, expected[j - 1] if j else None)
            place, message = (f"{where}[{j - 1}].dice[0]", die) if die else (f"{where}[{j}]", event_difference(a, e))
            raise RecordError(source, [Problem(place, at_step(where, message))])
    if len(actual) != len(expected):
        message = Text(
            "desync: the engine produced {actual} events, the record has {expected}",
            actual=len(actual),
            expected=len(expected),
        )
        raise RecordError(source, [Problem(where, at_step(where, message))])


def _changed_die(actual: Event, expected: Event, before: Event | None) -> Text | None:
    """The die before a combat, when it is what differs: the replay rolled the record's die, the record resolved the
    combat with another (a die edited after the game)."""
    if not (isinstance(actual, CombatResolved) and isinstance(expected, CombatResolved)):
        return None
    if not isinstance(before, DiceRolled) or before.dice[:1] != [actual.roll] or actual.roll == expected.roll:
        return None
    return Text(
        "desync: the record's die shows {value}, but its combat was resolved with a {roll}: re-simulated with the "
        "{value}, the combat's result is {actual} (the record's: {expected})",
        value=actual.roll,
        roll=expected.roll,
        actual=actual.result.value,
        expected=expected.result.value,
    )


def event_difference(actual: Event, expected: Event) -> Text:
    """What tells two events apart: their kinds, or else the first field where they differ, with both values.

    >>> from panzer_qt.model.events import UnitEliminated
    >>> engine, record = (UnitEliminated(rule="13.9", unit_id=u, hex="2314") for u in ("de-6pz", "de-7pz"))
    >>> str(event_difference(engine, record))
    'desync: the unit_eliminated event differs in unit_id: the engine has de-6pz, the record has de-7pz'
    """
    ours, theirs = actual.model_dump(mode="json"), expected.model_dump(mode="json")
    field = next((name for name in ours if ours[name] != theirs.get(name)), "type")
    if actual.type != expected.type or field == "type":
        return Text(
            "desync: the engine produced a {actual} event, the record has a {expected} event",
            actual=actual.type,
            expected=expected.type,
        )
    return Text(
        "desync: the {event} event differs in {field}: the engine has {actual}, the record has {expected}",
        event=actual.type,
        field=field,
        actual=_shown(ours[field]),
        expected=_shown(theirs.get(field)),
    )


def _shown(value: Any) -> str:
    """A field's value as plain text: a name or number as it is, a list or table as compact JSON."""
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def check_snapshots(taken: dict[int, GameState], record: GameRecord, replayed: int, whole: bool, source: str) -> None:
    """The record's snapshots are states the replay took (at phase starts) after the same steps, none elsewhere and
    (if the ``whole`` record was replayed) none past its last step. A missing one is no loss: snapshots are for
    seeking, the events are the game, and the replay takes its own (a record saved again has them all)."""
    for key in sorted(record.snapshots):
        where = f"$.snapshots.{key}"
        if key > replayed:
            if whole:
                raise RecordError(
                    source, [Problem(where, Text("a snapshot past the last step ({replayed})", replayed=replayed))]
                )
        elif key not in taken:
            raise RecordError(
                source, [Problem(where, Text("no phase starts before step {key}: not a snapshot", key=key))]
            )
        else:
            check_snapshot(record.snapshots[key], taken[key], where, source)


def check_snapshot(recorded: GameState, replayed: GameState, where: str, source: str) -> None:
    """Raise RecordError (a desync) unless the record's snapshot is the replayed state as its format holds it."""
    replayed = as_recorded(recorded, replayed)
    if recorded != replayed:
        raise RecordError(source, [snapshot_desync(recorded, replayed, where)])


def as_recorded(recorded: GameState, replayed: GameState) -> GameState:
    """The replayed state as a snapshot in ``recorded``'s format holds it: format 2 had no stack order (R58)."""
    if recorded.format_version >= ORDERED_STATE_FORMAT:
        return replayed
    return replayed.model_copy(update={"format_version": recorded.format_version, "stack_order": recorded.stack_order})


def snapshot_desync(found: GameState, expected: GameState, where: str) -> Problem:
    """A desync at the first field where a recorded snapshot differs from the replayed state."""
    place = _first_difference(found.model_dump(mode="json"), expected.model_dump(mode="json"), where)
    return Problem(place, at_step(place, Text("desync: not the state the commands lead to")))


def _first_difference(found: Any, expected: Any, where: str) -> str:
    """The JSON path of the first place where two parsed JSON values differ."""
    if isinstance(found, dict) and isinstance(expected, dict):
        for key in sorted(found.keys() | expected.keys(), key=str):
            if found.get(key) != expected.get(key):
                return _first_difference(found.get(key), expected.get(key), f"{where}.{key}")
    elif isinstance(found, list) and isinstance(expected, list) and len(found) == len(expected):
        for i, (a, b) in enumerate(zip(found, expected, strict=True)):
            if a != b:
                return _first_difference(a, b, f"{where}[{i}]")
    return where
