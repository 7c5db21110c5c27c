"""Loading scenario files: JSON syntax, fields and types, then map and order-of-battle checks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from panzer_qt.model.errors import Problem, ScenarioError
from panzer_qt.model.jsonfile import parse_model, read_json
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.versions import SCENARIO_FORMAT
from panzer_qt.rules.scenario_check import check_scenario
from panzer_qt.rules.verdict import play_findings


def load_scenario(path: str | Path) -> Scenario:
    """Read and validate a scenario file; ``ScenarioError`` lists every problem found."""
    path = Path(path)
    return scenario_from_json(read_json(path, ScenarioError), str(path))


def scenario_from_json(data: Any, name: str) -> Scenario:
    """Validate parsed JSON as a scenario; ``ScenarioError`` names ``name`` and lists the problems."""
    scenario = parse_model(data, Scenario, name, kind="scenario", known_version=SCENARIO_FORMAT, error=ScenarioError)
    problems = check_scenario(scenario)
    if problems:
        raise ScenarioError(name, problems)
    return scenario


def playable_from_json(data: Any, name: str) -> Scenario:
    """A scenario, as ``scenario_from_json``, that can also be played as a game (``rules.verdict``): what the
    client opens and ``panzer-qt validate`` accepts."""
    scenario = scenario_from_json(data, name)
    errors = list(play_findings(scenario))
    if errors:
        raise ScenarioError(name, [Problem(f.where, f.text) for f in errors])
    return scenario


def load_playable(path: str | Path) -> Scenario:
    """Read a scenario file the game can be played on (``ScenarioError`` lists every problem found)."""
    path = Path(path)
    return playable_from_json(read_json(path, ScenarioError), str(path))
