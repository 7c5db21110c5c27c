"""Scenario files for the editor, read with every problem listed (``model.scenario_file`` writes them).

A file that is not JSON or breaks the model cannot be edited (``ScenarioError`` lists every problem); a file
that only fails the engine's checks opens, with those problems listed, so that it can be mended.
"""

from __future__ import annotations

from pathlib import Path

from panzer_qt.model.errors import ScenarioError
from panzer_qt.model.jsonfile import parse_model, read_json
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.versions import SCENARIO_FORMAT


def read_scenario(path: Path) -> Scenario:
    """The scenario in a file, checked against the model only (ScenarioError lists every problem)."""
    data = read_json(path, ScenarioError)
    return parse_model(data, Scenario, str(path), kind="scenario", known_version=SCENARIO_FORMAT, error=ScenarioError)
