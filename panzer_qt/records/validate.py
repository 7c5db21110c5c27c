"""``panzer-qt validate``: check a scenario or game-record file and list its problems."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from panzer_qt.model.errors import FileProblemError, ScenarioError
from panzer_qt.model.jsonfile import read_json
from panzer_qt.records.record_files import record_from_json
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import playable_from_json


def _replayed(data: Any, name: str) -> object:
    return Game.from_record(record_from_json(data, name), source=name)


LOADERS: dict[str, Callable[[Any, str], object]] = {
    "panzer_qt.scenario": playable_from_json,
    "panzer_qt.record": _replayed,
}
"""What checks each kind of file, from its parsed JSON and its name."""


def validate_file(path: Path, loaders: Mapping[str, Callable[[Any, str], object]] = LOADERS) -> list[str]:
    """Problems found in the file, one line each (``loaders``: how each kind of file is checked, by its ``kind``
    tag); empty when the file is valid."""
    try:
        data = read_json(path, ScenarioError)
        kind = data.get("kind", "panzer_qt.scenario") if isinstance(data, dict) else "panzer_qt.scenario"
        loader = loaders.get(kind) if isinstance(kind, str) else None
        if loader is None:
            known = ", ".join(sorted(loaders))
            return [f"{path}: $.kind: unknown file kind {_shown(kind)} (expected one of: {known})"]
        loader(data, str(path))
    except FileProblemError as exc:
        return exc.describe().splitlines()
    return []


def _shown(value: Any) -> str:
    """A JSON value as it appears in the file, cut short."""
    text = json.dumps(value, default=repr)
    return text if len(text) <= 60 else f"{text[:57]}..."
