"""Game records: starting a new game, recording every command with its events, snapshots at phase
starts, saving atomically, loading, and replaying with desync detection."""

from __future__ import annotations

import hashlib
import json
from contextlib import suppress
from pathlib import Path
from typing import Any

from panzer_qt.model.commands import EndPhase
from panzer_qt.model.enums import Phase, Side
from panzer_qt.model.errors import Problem, RecordError
from panzer_qt.model.events import AirSuperiority, DiceRolled, Event, UnitPlaced
from panzer_qt.model.jsonfile import parse_model, read_json, write_json_atomic
from panzer_qt.model.record import GameRecord
from panzer_qt.model.scenario import Options, Scenario
from panzer_qt.model.state import GameState, UnitStatus
from panzer_qt.model.versions import RECORD_FORMAT
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game, initial_state
from panzer_qt.rules.scenario_check import check_scenario


def scenario_hash(scenario: Scenario) -> str:
    """SHA-256 of the scenario's canonical JSON (sorted keys, no spaces)."""
    canonical = json.dumps(scenario.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def new_game(scenario: Scenario, seed: int, options: Options | None = None, auto_deploy: bool = True) -> Game:
    """Set up a game (3.1, 3.2): Soviet units placed, the Soviet turn-1 air roll, garrisons placed,
    German units at their printed hexes. With ``auto_deploy`` the German set-up is accepted as it
    stands, if it can be (no hex over the stacking limit, 6.1), and play runs on to the first decision
    of turn 1."""
    if options is not None:
        scenario = scenario.with_options(options)
    state = initial_state(scenario, seed)
    state.phase, state.acting = Phase.SETUP, Side.GERMAN
    game = Game(scenario, state, seed)
    game.start_events = _set_up(game)
    game.snapshots[0] = state.model_copy(deep=True)
    if auto_deploy:
        with suppress(IllegalCommand):  # a printed set-up over the stacking limit waits for the German player
            game.apply(EndPhase())
    return game


def _set_up(game: Game) -> list[Event]:
    """Soviet units (3.2 step 1), the Soviet air roll (step 2), garrisons (step 3), German units (step 4)."""
    state, specs = game.state, game.board.specs

    def placed(units: list[str]) -> list[Event]:
        return [
            UnitPlaced(unit_id=uid, hex=hex_, steps=state.units[uid].steps, rule="3.2")
            for uid in units
            if state.units[uid].status is UnitStatus.ON_MAP and (hex_ := state.units[uid].hex) is not None
        ]

    soviet = sorted(u for u, s in specs.items() if s.side is Side.SOVIET)
    german = sorted(
        (u for u, s in specs.items() if s.side is Side.GERMAN),
        key=lambda u: (not specs[u].abilities.static_garrison, u),
    )
    return [*placed(soviet), *_soviet_first_air(game), *placed(german), *game.report_vp()]


def _soviet_first_air(game: Game) -> list[Event]:
    """Turn 1: the Soviet side has air superiority with one die of CAS markers (3.2, 5.2)."""
    dice = game.dice()
    roll = dice.roll()
    game.commit_dice(dice)
    game.state.cas[Side.SOVIET] = roll
    return [
        DiceRolled(purpose="Soviet turn-1 air superiority", dice=[roll], rule="5.2"),
        AirSuperiority(side=Side.SOVIET, markers=roll, rule="5.2"),
    ]


def record_of(game: Game) -> GameRecord:
    """The game so far as a record (the scenario embedded, with its hash)."""
    return GameRecord(
        scenario=game.scenario,
        scenario_hash=scenario_hash(game.scenario),
        seed=game.seed,
        options=game.scenario.options,
        start_events=list(game.start_events),
        steps=list(game.steps),
        snapshots={k: v.model_copy(deep=True) for k, v in game.snapshots.items()},
    )


def replay(record: GameRecord, upto: int | None = None, source: str = "record") -> Game:
    """Re-run the record's commands (the first ``upto`` of them) and check every event and snapshot against it.

    Raises RecordError naming the first step whose command is refused or whose events differ, or the
    first snapshot that is not the state the commands lead to.
    """
    _check_header(record, source)
    game = new_game(record.scenario, record.seed, record.options, auto_deploy=False)
    if game.start_events != record.start_events:
        raise RecordError(source, [Problem("$.start_events", "the set-up does not match this engine's (desync)")])
    steps = record.steps if upto is None else record.steps[:upto]
    for i, step in enumerate(steps):
        try:
            events = game.apply(step.command)
        except IllegalCommand as exc:
            raise RecordError(
                source, [Problem(f"$.steps[{i}].command", f"desync: the engine refuses it: {exc}")]
            ) from None
        _compare(events, step.events, i, source)
    _check_snapshots(game, record, upto is None, source)
    return game


def seek(record: GameRecord, upto: int) -> GameState:
    """The state before step ``upto``, from the nearest snapshot (no replay check; for viewers)."""
    _check_header(record, "record")
    base = max((k for k in record.snapshots if k <= upto), default=None)
    if base is None:
        return replay(record, upto).state
    game = Game(record.scenario.with_options(record.options), record.snapshots[base].model_copy(deep=True))
    for step in record.steps[base:upto]:
        game.apply(step.command)
    return game.state


def _compare(actual: list[Event], expected: list[Event], index: int, source: str) -> None:
    for j, (a, e) in enumerate(zip(actual, expected, strict=False)):
        if a != e:
            message = f"desync: the engine produced {a.type} {a.model_dump(exclude={'type'})}, the record has {e.type}"
            raise RecordError(source, [Problem(f"$.steps[{index}].events[{j}]", message)])
    if len(actual) != len(expected):
        message = f"desync: the engine produced {len(actual)} events, the record has {len(expected)}"
        raise RecordError(source, [Problem(f"$.steps[{index}].events", message)])


def _check_snapshots(game: Game, record: GameRecord, whole: bool, source: str) -> None:
    """The record's snapshots are the states the replay reached at the same steps (all of them if ``whole``)."""
    replayed = len(game.steps)
    for key in sorted(set(record.snapshots) | set(game.snapshots)):
        where = f"$.snapshots.{key}"
        if key > replayed:
            if whole:
                raise RecordError(source, [Problem(where, f"a snapshot past the last step ({replayed})")])
        elif key not in game.snapshots:
            raise RecordError(source, [Problem(where, f"no phase starts before step {key}: not a snapshot")])
        elif key not in record.snapshots:
            raise RecordError(source, [Problem("$.snapshots", f"the snapshot before step {key} is missing")])
        elif record.snapshots[key] != game.snapshots[key]:
            found = record.snapshots[key].model_dump(mode="json")
            difference = _first_difference(found, game.snapshots[key].model_dump(mode="json"), where)
            raise RecordError(source, [Problem(difference, "desync: not the state the commands lead to")])


def _first_difference(found: Any, expected: Any, where: str) -> str:
    """The JSON path of the first place where two parsed JSON values differ."""
    if isinstance(found, dict) and isinstance(expected, dict):
        for key in sorted(found.keys() | expected.keys(), key=str):
            if found.get(key) != expected.get(key):
                return _first_difference(found.get(key), expected.get(key), f"{where}.{key}")
    elif isinstance(found, list) and isinstance(expected, list) and len(found) == len(expected):
        for i, (a, b) in enumerate(zip(found, expected, strict=True)):
            if a != b:
                return _first_difference(a, b, f"{where}[{i}]")
    return where


def _check_header(record: GameRecord, source: str) -> None:
    if scenario_hash(record.scenario) != record.scenario_hash:
        raise RecordError(source, [Problem("$.scenario_hash", "does not match the embedded scenario (edited file?)")])
    problems = check_scenario(record.scenario)
    if problems:
        raise RecordError(source, [Problem(f"$.scenario{p.where[1:]}", p.message) for p in problems])


def save_record(game: Game, path: str | Path) -> None:
    """Write the game's record to ``path`` atomically (temporary file, then rename)."""
    write_json_atomic(Path(path), record_of(game))


def load_record(path: str | Path) -> GameRecord:
    """Read and check a record file; RecordError names the file, the place and the problem."""
    path = Path(path)
    return record_from_json(read_json(path, RecordError), str(path))


def record_from_json(data: Any, name: str) -> GameRecord:
    """Validate parsed JSON as a record and check its scenario; RecordError names ``name``."""
    record = parse_model(data, GameRecord, name, kind="record", known_version=RECORD_FORMAT, error=RecordError)
    _check_header(record, name)
    return record


def load_game(path: str | Path, upto: int | None = None) -> Game:
    """Load a saved game and replay it to the end (or to step ``upto``), checking for desync."""
    return replay(load_record(path), upto, source=str(path))
