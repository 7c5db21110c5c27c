"""A file problem told in a player's terms: what is wrong and where, in words; the JSON paths and every problem
found kept for the folded-away details."""

from __future__ import annotations

import re
from pathlib import Path

from panzer_qt.model.errors import FileProblemError, Problem

PARTS = {
    "steps": "command {n} of the game record",
    "units": "unit {n} of the order of battle",
    "map": "the map",
    "tables": "the game tables",
    "setup": "the set-up",
    "options": "the options",
    "meta": "the scenario's description",
    "kg_markers": "KG marker {n}",
    "reinforcements": "reinforcement {n}",
    "scenario": "the scenario inside the saved game",
    "scenario_hash": "the check of the scenario inside the saved game",
    "start_events": "the start of the game",
    "format_version": "the format version",
    "kind": "the kind of file",
}
"""Words for the top-level parts of scenario and record files ({n}: the position, counted from one)."""
PART = re.compile(r"\$\.(\w+)(?:\[(\d+)\])?")


def where_in_words(where: str) -> str:
    """Where a JSON path points, in words ("the file as a whole" for the root; a place that is no JSON path, such as
    a line and column, and parts without words as they are)."""
    if where == "$":
        return "the file as a whole"
    match = PART.match(where)
    if match is None:
        return where
    name, index = match.groups()
    words = PARTS.get(name)
    if words is None:
        return where
    return words.format(n=int(index) + 1) if index is not None else words.replace(" {n}", "")


def problem_texts(exc: FileProblemError) -> tuple[str, str, str]:
    """The message, its explanation and its details for a file that cannot be used."""
    first: Problem = exc.problems[0]
    more = len(exc.problems) - 1
    text = f"{Path(exc.path).name} cannot be used: {first.message}"
    if more:
        text += f" (and {more} more problem{'s' * (more != 1)})"
    informative = f"Where: {where_in_words(first.where)}, in {exc.path}. Show Details for every problem found."
    return text, informative, exc.describe()
