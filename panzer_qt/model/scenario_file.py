"""The scenario as a file: its canonical JSON text, written atomically; the editor saves and mapgen writes
scenarios through it."""

from __future__ import annotations

import json
from pathlib import Path

from panzer_qt.model.jsonfile import write_text_atomic
from panzer_qt.model.scenario import Scenario


def scenario_text(scenario: Scenario) -> str:
    """The scenario as deterministic JSON text: model field order (the CRT's column order matters), sorted maps."""
    data = scenario.model_dump(mode="json")
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def save_scenario(scenario: Scenario, path: Path) -> None:
    """Write the scenario atomically in its canonical JSON (OSError if the file cannot be written)."""
    write_text_atomic(path, scenario_text(scenario))
