"""panzer_qt: a digital edition of the wargame *Breakout: First Panzer Army*.

The engine's front door (no Qt needed)::

    from panzer_qt import load_scenario, Game
    scenario = load_scenario("scenarios/first_panzer_army.json")
"""

from __future__ import annotations

from panzer_qt.model.errors import RecordError, ScenarioError
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import load_scenario

__all__ = ["Game", "IllegalCommand", "RecordError", "ScenarioError", "load_scenario"]
__version__ = "0.1.0"
