"""Game record files: saving atomically, loading with checks, and loading a game by replaying its record."""

from __future__ import annotations

import time
from collections.abc import Callable
from itertools import islice
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from panzer_qt.model.bounds import MAX_RECORD_STEPS
from panzer_qt.model.commands import EndPhase
from panzer_qt.model.errors import MAX_PROBLEMS, Problem, RecordError
from panzer_qt.model.jsonfile import check_kind, key_step, read_json, validation_problems, write_json_atomic
from panzer_qt.model.record import Bookmark, GameRecord, RecordStep
from panzer_qt.model.state import GameState
from panzer_qt.model.text import Text
from panzer_qt.model.versions import RECORD_FORMAT
from panzer_qt.rules.game import Game
from panzer_qt.rules.record_check import check_header

M = TypeVar("M", bound=BaseModel)


def save_record(game: Game, path: str | Path, before_replace: Callable[[], object] | None = None) -> Any:
    """Write the game's record to ``path`` atomically and return the JSON read back from it (``write_record``)."""
    return write_record(game.record(), path, before_replace)


def write_record(record: GameRecord, path: str | Path, before_replace: Callable[[], object] | None = None) -> Any:
    """Write ``record`` to ``path`` atomically and return the JSON read back from it.

    The temporary file is read back before it takes the place of ``path`` (``check_written``): a file that does
    not hold what was written raises RecordError and ``path`` is left as it was. ``before_replace`` runs once the
    check has passed, just before the rename (an autosave's rotation).
    """
    name, written = str(path), []

    def check(tmp: Path) -> None:
        written.append(check_written(tmp, record, name))
        if before_replace is not None:
            before_replace()

    write_json_atomic(Path(path), record, check)
    return written[0]


def check_written(tmp: Path, record: GameRecord, name: str) -> Any:
    """The JSON in ``tmp`` if it reads back as ``record`` (the count of steps, the last step, the last snapshot),
    else RecordError naming ``name``: a quick check made on every save; ``prove_written`` replays it all."""
    try:
        data = read_json(tmp, RecordError)
    except RecordError as exc:
        raise RecordError(name, exc.problems, exc.total) from None
    steps = data.get("steps") if isinstance(data, dict) else None
    if not isinstance(steps, list) or len(steps) != len(record.steps):
        found = len(steps) if isinstance(steps, list) else 0
        text = Text("read back with {found} steps where {written} were written", found=found, written=len(record.steps))
        raise RecordError(name, [Problem("$.steps", text)])
    if record.steps and _validated_or_none(_STEP, steps[-1]) != record.steps[-1]:
        raise RecordError(name, [Problem(f"$.steps[{len(steps) - 1}]", Text("the last step reads back changed"))])
    if record.snapshots:
        last = max(record.snapshots)
        snapshots = data.get("snapshots")
        kept = snapshots.get(str(last)) if isinstance(snapshots, dict) else None
        if _validated_or_none(_STATE, kept) != record.snapshots[last]:
            raise RecordError(name, [Problem(f"$.snapshots.{last}", Text("the last snapshot reads back changed"))])
    return data


def prove_written(data: Any, name: str) -> None:
    """Replay a record read back from a save (``save_record``'s answer) as opening the file would: RecordError,
    naming ``name``, at the first step or snapshot that would not reopen."""
    Game.from_record(record_from_json(data, name), source=name)


def _validated_or_none(adapter: TypeAdapter[M], value: Any) -> M | None:
    try:
        return adapter.validate_python(value)
    except ValidationError:
        return None


def load_record(path: str | Path) -> GameRecord:
    """Read and check a record file; RecordError names the file, the place and the problem."""
    path = Path(path)
    return record_from_json(read_json(path, RecordError), str(path))


def record_from_json(data: Any, name: str) -> GameRecord:
    """Validate parsed JSON as a record and check its header; RecordError names ``name``.

    Its steps and snapshots are validated one by one (``_pieces_validated``); the problems of every part are
    named together, the first ``MAX_PROBLEMS`` of them and a count of the rest."""
    check_kind(data, GameRecord, name, kind="record", known_version=RECORD_FORMAT, error=RecordError)
    pieces, problems, total = _pieces_validated(data)
    try:
        record = GameRecord.model_validate(pieces)
    except ValidationError as exc:
        rest = validation_problems(exc, data)
        raise RecordError(name, [*problems, *islice(rest, MAX_PROBLEMS)], total + exc.error_count()) from None
    if total:
        raise RecordError(name, problems, total)
    check_header(record, name)
    return record


PIECES_PER_PAUSE = 8
"""Steps or snapshots validated between two offers of the interpreter lock (some 2 ms of work)."""
_STEP: TypeAdapter[RecordStep] = TypeAdapter(RecordStep)
_STATE: TypeAdapter[GameState] = TypeAdapter(GameState)
_STAND_IN_STEP = RecordStep.model_construct(command=EndPhase(), events=[])
"""Stands for a step that is not valid while the rest of the record is validated (its problems are named)."""
Pieces = tuple[dict[str, Any], list[Problem], int]
"""The record's JSON with its valid steps and snapshots validated, the first problems of the others and their count."""


def _pieces_validated(data: dict[str, Any]) -> Pieces:
    """``data`` with its steps and snapshots validated one by one, offering the interpreter lock to other threads
    between them (a window's event loop, while a worker reads a long record: pydantic holds the lock for the whole
    of one validation). A piece that is not valid gives its problems, placed in the file, and a stand-in: the work and
    the memory stay those of one piece whatever the count of broken ones (past ``MAX_PROBLEMS`` they are counted).
    Too many steps or snapshots are left to the record's validation, which refuses them before reading any."""
    steps, snapshots = data.get("steps"), data.get("snapshots")
    found: list[Problem] = []
    counted = [0]
    done: dict[str, Any] = {}

    def piece(adapter: TypeAdapter[M], value: Any, i: int, where: str, stand_in: M) -> M:
        if i % PIECES_PER_PAUSE == 0:
            time.sleep(0)  # gives the lock away if another thread waits for it
        try:
            return adapter.validate_python(value)
        except ValidationError as exc:
            counted[0] += exc.error_count()
            if len(found) < MAX_PROBLEMS:
                wanted = MAX_PROBLEMS - len(found)
                found.extend(
                    Problem(where + p.where[1:], p.text) for p in islice(validation_problems(exc, value), wanted)
                )
            return stand_in

    if isinstance(steps, list) and len(steps) <= MAX_RECORD_STEPS:
        done["steps"] = [piece(_STEP, step, i, f"$.steps[{i}]", _STAND_IN_STEP) for i, step in enumerate(steps)]
    if isinstance(snapshots, dict) and len(snapshots) > MAX_RECORD_STEPS + 1:  # pydantic would read them all first
        found.append(
            Problem("$.snapshots", Text("has more than {max_length:,} entries", max_length=MAX_RECORD_STEPS + 1))
        )
        counted[0] += 1
        done["snapshots"] = {}
    elif isinstance(snapshots, dict):
        done["snapshots"] = {
            k: piece(_STATE, v, i, f"$.snapshots{key_step(k)}", GameState())
            for i, (k, v) in enumerate(snapshots.items())
        }
    return {**data, **done}, found, counted[0]


def load_game(path: str | Path, upto: int | None = None) -> Game:
    """Load a saved game and replay it to the end (or to step ``upto``), checking for desync."""
    return Game.from_record(load_record(path), upto, source=str(path))


def save_with_bookmarks(record: GameRecord, bookmarks: list[Bookmark], path: str | Path) -> GameRecord:
    """Write ``record`` with these bookmarks (in step order) to ``path`` atomically, in this program's format;
    return the record written. Nothing else of the record changes."""
    marked = record.model_copy(
        update={"bookmarks": sorted(bookmarks, key=lambda mark: mark.step), "format_version": RECORD_FORMAT}
    )
    write_json_atomic(Path(path), marked)
    return marked


def is_finished_game(path: str | Path) -> bool:
    """Whether ``path`` holds the record of a game played to its end, or that says how it ended otherwise (a side
    resigned online); read as JSON only: quick, and False for anything else, a broken file included, which opening
    it reports."""
    try:
        data = read_json(Path(path), RecordError)
    except RecordError:
        return False
    if not (isinstance(data, dict) and data.get("kind") == "panzer_qt.record"):
        return False
    if isinstance(data.get("ended"), dict):
        return True
    steps = data.get("steps")
    last = steps[-1] if isinstance(steps, list) and steps else None
    events = last.get("events") if isinstance(last, dict) else None
    return isinstance(events, list) and any(isinstance(e, dict) and e.get("type") == "game_over" for e in events)
