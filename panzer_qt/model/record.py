"""A game record: scenario, options and the commands with the events they produced, the rolls among them;
the reader's bookmarks and notes; the sides the computer played; how a game ended other than by play."""

from __future__ import annotations

import hashlib
import json
from typing import Annotated, Any, Literal

from pydantic import Field, ValidationInfo, field_validator, model_validator

from panzer_qt.model.bounds import MAX_RECORD_STEPS, MAX_STEP_EVENTS
from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Side
from panzer_qt.model.events import Event
from panzer_qt.model.ids import NUMBER_KEYS, NumberKey
from panzer_qt.model.scenario import Options, Scenario, options_conflicts, refuse
from panzer_qt.model.state import GameState
from panzer_qt.model.tables import Frozen
from panzer_qt.model.text import Text, TextError
from panzer_qt.model.versions import ENGINE_VERSION, OLDEST_RECORD_FORMAT, RECORD_FORMAT


class RecordStep(Frozen):
    """One command and what it produced."""

    command: Command
    events: list[Event] = Field(max_length=MAX_STEP_EVENTS)


class Bookmark(Frozen):
    """A reader's mark on a position of the record, with a title and a note (the replay viewer's)."""

    step: int = Field(ge=0, description="Recorded commands applied at the marked position (0: after the set-up).")
    title: str = Field(default="", max_length=200)
    note: str = Field(default="", max_length=20_000, description="Plain text, never markup.")


class Ending(Frozen):
    """How a game ended other than by play (4.3): a side resigned (``side``), or the server ended it abandoned,
    neither side having played for its set days (no side)."""

    how: Literal["resigned", "abandoned"]
    side: Side | None = Field(default=None, description="The side that resigned.")

    @classmethod
    def of(cls, status: str, resigned_by: Side | None) -> Ending | None:
        """The ending of a game with this status (the server's: "resigned", with the side that resigned, or
        "abandoned"); None for a game going on or played to its end."""
        if status == "resigned" and resigned_by is not None:
            return cls(how="resigned", side=resigned_by)
        return cls(how="abandoned") if status == "abandoned" else None

    @model_validator(mode="after")
    def _side_fits(self) -> Ending:
        if (self.how == "resigned") is (self.side is None):
            raise TextError(Text("a resigned game names the side that resigned, an abandoned one none"))
        return self


class GameRecord(Frozen):
    """Replay and save file. Replaying ``steps`` on the engine reproduces their events."""

    kind: Literal["panzer_qt.record"] = "panzer_qt.record"
    format_version: int = Field(default=RECORD_FORMAT, ge=1, strict=True)
    engine_version: str = ENGINE_VERSION
    scenario: Scenario
    scenario_hash: str = Field(description="SHA-256 of the scenario's canonical JSON.")
    seed: int | None = Field(
        default=None,
        ge=-(2**63),
        le=2**64 - 1,
        description="The seed of a reproducible game, whose every die the record holds is that seed's (checked);"
        " None when its dice were fresh, or became fresh when a seeded game was played on after reopening: then the"
        " record's dice are the game's dice, as recorded.",
    )
    options: Options
    start_events: list[Event] = Field(
        default_factory=list, max_length=MAX_STEP_EVENTS, description="What the set-up did (3.2)."
    )
    steps: list[RecordStep] = Field(default_factory=list, max_length=MAX_RECORD_STEPS)
    snapshots: dict[NumberKey, GameState] = Field(
        default_factory=dict,
        max_length=MAX_RECORD_STEPS + 1,
        json_schema_extra=NUMBER_KEYS,
        description="State before step N, taken at phase starts, for seeking: a replay takes its own and compares"
        " them with these; a missing one is no loss (the events are the game).",
    )
    bookmarks: list[Bookmark] = Field(
        default_factory=list, description="Marked positions with notes, in step order (format 3 on)."
    )
    seats: dict[Side, Annotated[int, Field(ge=1)]] = Field(
        default_factory=dict,
        description="The sides the computer played when the game was saved, each with its level; none: people played"
        " both sides (format 4 on).",
    )
    ended: Ending | None = Field(
        default=None,
        description="How the game ended when it did not end by play: a side resigned, or it was abandoned; none: it"
        " goes on, or ended as the rules end it (format 5 on).",
    )

    @model_validator(mode="before")
    @classmethod
    def _upgrade(cls, data: Any) -> Any:
        """Read an older format as this one: format 4 differs only by having no ending, format 3 by having
        neither an ending nor seats, format 2 by having no bookmarks either."""
        version = data.get("format_version") if isinstance(data, dict) else None
        if type(version) is int and OLDEST_RECORD_FORMAT <= version < RECORD_FORMAT:
            return {**data, "format_version": RECORD_FORMAT}
        return data

    @field_validator("format_version")
    @classmethod
    def _replayable(cls, version: int) -> int:
        if version < OLDEST_RECORD_FORMAT:
            raise TextError(
                Text(
                    "format version {version} comes from a development build that kept the dice's future in the file;"
                    " this version replays format {oldest} records and newer only",
                    version=version,
                    oldest=OLDEST_RECORD_FORMAT,
                )
            )
        return version

    @field_validator("bookmarks")
    @classmethod
    def _bookmarks_within(cls, bookmarks: list[Bookmark], info: ValidationInfo) -> list[Bookmark]:
        steps = len(info.data.get("steps", []))
        for i, mark in enumerate(bookmarks):
            if mark.step > steps:
                raise TextError(
                    Text(
                        "bookmark {index} marks step {step}, past the record's {steps} steps",
                        index=i,
                        step=mark.step,
                        steps=steps,
                    )
                )
        return bookmarks

    @model_validator(mode="after")
    def _options_fit(self) -> GameRecord:
        conflicts = options_conflicts(self.options, self.scenario.tables, self.scenario.units)
        refuse("GameRecord", [(("options", "last_turn"), message) for _, message in conflicts])
        return self


def scenario_hash(scenario: Scenario) -> str:
    """SHA-256 of the scenario's canonical JSON (sorted keys, no spaces)."""
    canonical = json.dumps(scenario.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()
