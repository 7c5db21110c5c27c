"""Game records: starting a new game, recording every command with its events, snapshots at phase
starts, saving atomically, loading, and replaying with desync detection."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

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
    stands and play runs on to the first decision of turn 1."""
    if options is not None:
        scenario = scenario.model_copy(update={"options": options})
    state = initial_state(scenario, seed)
    state.phase, state.acting = Phase.SETUP, Side.GERMAN
    game = Game(scenario, state, seed)
    game.start_events = _set_up(game)
    game.snapshots[0] = state.model_copy(deep=True)
    if auto_deploy:
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
    """Re-run the record's commands (the first ``upto`` of them) and check every event against it.

    Raises RecordError naming the first step whose command is refused or whose events differ.
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
    return game


def seek(record: GameRecord, upto: int) -> GameState:
    """The state before step ``upto``, from the nearest snapshot (no replay check; for viewers)."""
    _check_header(record, "record")
    base = max((k for k in record.snapshots if k <= upto), default=None)
    if base is None:
        return replay(record, upto).state
    game = Game(
        record.scenario.model_copy(update={"options": record.options}), record.snapshots[base].model_copy(deep=True)
    )
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
    data = read_json(path, RecordError)
    record = parse_model(data, GameRecord, str(path), kind="record", known_version=RECORD_FORMAT, error=RecordError)
    _check_header(record, str(path))
    return record


def load_game(path: str | Path, upto: int | None = None) -> Game:
    """Load a saved game and replay it to the end (or to step ``upto``), checking for desync."""
    return replay(load_record(path), upto, source=str(path))
