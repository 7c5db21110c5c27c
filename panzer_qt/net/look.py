"""A look at an online game: one side's view at one moment, as its player saved it (Save As in an online window).

It holds what the side was sent and nothing more: the position as the side sees it (``View``: the enemy units it
cannot see off the map, ``Game.as_seen_by``) and the events it was told at each step. No command, no seed, no die
to come: it cannot be played on, only looked at (the server keeps the game itself).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import Field, model_validator

from panzer_qt.model.bounds import MAX_RECORD_STEPS, MAX_STEP_EVENTS
from panzer_qt.model.errors import Problem, RecordError
from panzer_qt.model.events import Event
from panzer_qt.model.jsonfile import parse_model, read_json, write_json_atomic
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.tables import Frozen
from panzer_qt.model.text import Text
from panzer_qt.model.versions import ENGINE_VERSION
from panzer_qt.net.protocol import View
from panzer_qt.rules.grid import grid_for
from panzer_qt.rules.scenario_check import check_scenario

LOOK_FORMAT = 1


class OnlineLook(Frozen):
    """One side's view of an online game at one moment, and the events it was told up to it."""

    kind: Literal["panzer_qt.online_look"] = "panzer_qt.online_look"
    format_version: int = Field(default=LOOK_FORMAT, ge=1, strict=True)
    engine_version: str = ENGINE_VERSION
    scenario: Scenario
    view: View = Field(description="The side's view as the server sent it (its side, step, state, fog).")
    start_events: list[Event] = Field(default_factory=list, max_length=MAX_STEP_EVENTS)
    steps: list[list[Event]] = Field(
        default_factory=list,
        max_length=MAX_RECORD_STEPS,
        description="The events the side was told at each step, one list per step up to the view's.",
    )

    @model_validator(mode="after")
    def _a_list_per_step(self) -> OnlineLook:
        if len(self.steps) != self.view.step:
            raise ValueError(f"{len(self.steps)} steps of events told for a view at step {self.view.step}")
        return self

    def told(self) -> dict[int, list[Event]]:
        """The events told for each step (0: the set-up)."""
        return {0: self.start_events, **{n: events for n, events in enumerate(self.steps, start=1)}}


def save_look(look: OnlineLook, path: Path) -> None:
    """Write the look atomically, read back before it replaces the file (RecordError, the file as it was, if it
    would not reopen)."""
    write_json_atomic(path, look, load_look)


def load_look(path: str | Path) -> OnlineLook:
    """Read and check a look file; RecordError names the file, the place and the problem."""
    return look_from_json(read_json(Path(path), RecordError), str(path))


def look_from_json(data: Any, name: str) -> OnlineLook:
    """Validate parsed JSON as a look: its scenario passes the scenario checks, its view places only the scenario's
    units on its map."""
    look = parse_model(data, OnlineLook, name, kind="look at an online game", known_version=LOOK_FORMAT,
                       error=RecordError)  # fmt: skip
    problems = [Problem(f"$.scenario{p.where[1:]}", p.text) for p in check_scenario(look.scenario)]
    problems += _view_problems(look)
    if problems:
        raise RecordError(name, problems)
    return look


def _view_problems(look: OnlineLook) -> list[Problem]:
    """The view's units that are not the scenario's, missing, or standing off its map."""
    grid = grid_for(look.scenario.map)
    ids = {u.id for u in look.scenario.units}
    units = look.view.state.units
    where = "$.view.state.units"
    problems = [Problem(f"{where}.{u}", Text("no unit of the scenario has this id")) for u in units if u not in ids]
    problems += [Problem(where, Text("unit {unit} is missing", unit=u)) for u in sorted(ids - set(units))]
    problems += [
        Problem(f"{where}.{u}.hex", Text("hex {hex} is not on the map", hex=s.hex))
        for u, s in units.items()
        if s.hex is not None and s.hex not in grid
    ]
    return problems
