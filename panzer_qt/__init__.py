"""panzer_qt: a digital edition of the wargame *Breakout: First Panzer Army*.

The engine's front door (no Qt needed)::

    from panzer_qt import load_scenario, Game
    from panzer_qt.paths import DEFAULT_SCENARIO
    scenario = load_scenario(DEFAULT_SCENARIO)
"""

from __future__ import annotations

from panzer_qt.model.errors import RecordError, ScenarioError
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import load_scenario

__all__ = ["Game", "IllegalCommand", "RecordError", "ScenarioError", "load_scenario"]
__version__ = "0.1.0"
