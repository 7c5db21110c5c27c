"""``panzer-qt validate``: check a scenario or game-record file and list every problem."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from panzer_qt.model.errors import FileProblemError, ScenarioError
from panzer_qt.model.jsonfile import read_json
from panzer_qt.records.records import load_game
from panzer_qt.rules.loading import load_scenario

LOADERS: dict[str, Callable[[Path], object]] = {"panzer_qt.scenario": load_scenario, "panzer_qt.record": load_game}


def validate_file(path: Path) -> list[str]:
    """Problems found in the file, one line each; empty when the file is valid."""
    try:
        data = read_json(path, ScenarioError)
        kind = data.get("kind", "panzer_qt.scenario") if isinstance(data, dict) else "panzer_qt.scenario"
        loader = LOADERS.get(kind)
        if loader is None:
            known = ", ".join(sorted(LOADERS))
            return [f"{path}: $.kind: unknown file kind {kind!r} (expected one of: {known})"]
        loader(path)
    except FileProblemError as exc:
        return exc.describe().splitlines()
    return []
