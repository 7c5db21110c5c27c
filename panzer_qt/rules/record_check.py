"""Checking a game record against this engine: its header before a replay, its events during one."""

from __future__ import annotations

from panzer_qt.model.errors import Problem, RecordError
from panzer_qt.model.events import Event
from panzer_qt.model.record import GameRecord, scenario_hash
from panzer_qt.rules.scenario_check import check_scenario


def check_header(record: GameRecord, source: str) -> None:
    """Raise RecordError unless the embedded scenario matches its hash and passes the scenario checks."""
    if scenario_hash(record.scenario) != record.scenario_hash:
        raise RecordError(source, [Problem("$.scenario_hash", "does not match the embedded scenario (edited file?)")])
    problems = check_scenario(record.scenario)
    if problems:
        raise RecordError(source, [Problem(f"$.scenario{p.where[1:]}", p.message) for p in problems])


def compare_events(actual: list[Event], expected: list[Event], where: str, source: str) -> None:
    """Raise RecordError at the first event the engine produced differently from the record (a desync).

    ``where`` is the JSON path of the recorded event list, e.g. ``$.steps[12].events``.
    """
    for j, (a, e) in enumerate(zip(actual, expected, strict=False)):
        if a != e:
            message = f"desync: the engine produced {a.type} {a.model_dump(exclude={'type'})}, the record has {e.type}"
            raise RecordError(source, [Problem(f"{where}[{j}]", message)])
    if len(actual) != len(expected):
        message = f"desync: the engine produced {len(actual)} events, the record has {len(expected)}"
        raise RecordError(source, [Problem(where, message)])
