"""A game record: scenario, options and the commands with the events they produced, the rolls among them."""

from __future__ import annotations

import hashlib
import json
from typing import Literal

from pydantic import Field, field_validator, model_validator

from panzer_qt.model.commands import Command
from panzer_qt.model.events import Event
from panzer_qt.model.scenario import Options, Scenario, options_conflicts, refuse
from panzer_qt.model.state import GameState
from panzer_qt.model.tables import Frozen
from panzer_qt.model.versions import ENGINE_VERSION, RECORD_FORMAT


class RecordStep(Frozen):
    """One command and what it produced."""

    command: Command
    events: list[Event]


class GameRecord(Frozen):
    """Replay and save file. Replaying ``steps`` on the engine reproduces their events."""

    kind: Literal["panzer_qt.record"] = "panzer_qt.record"
    format_version: int = Field(default=RECORD_FORMAT, ge=1, strict=True)
    engine_version: str = ENGINE_VERSION
    scenario: Scenario
    scenario_hash: str = Field(description="SHA-256 of the scenario's canonical JSON.")
    seed: int | None = Field(
        default=None, description="The seed of a reproducible game; None when its dice were fresh (the usual case)."
    )
    options: Options
    start_events: list[Event] = Field(default_factory=list, description="What the set-up did (3.2).")
    steps: list[RecordStep] = Field(default_factory=list)
    snapshots: dict[int, GameState] = Field(
        default_factory=dict, description="State before step N, taken at phase starts, for seeking."
    )

    @field_validator("format_version")
    @classmethod
    def _replayable(cls, version: int) -> int:
        if version < RECORD_FORMAT:
            raise ValueError(
                f"format version {version} comes from a development build that kept the dice's future in the file;"
                f" this version replays format {RECORD_FORMAT} records only"
            )
        return version

    @model_validator(mode="after")
    def _options_fit(self) -> GameRecord:
        conflicts = options_conflicts(self.options, self.scenario.tables, self.scenario.units)
        refuse("GameRecord", [(("options", "last_turn"), message) for _, message in conflicts])
        return self


def scenario_hash(scenario: Scenario) -> str:
    """SHA-256 of the scenario's canonical JSON (sorted keys, no spaces)."""
    canonical = json.dumps(scenario.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()
