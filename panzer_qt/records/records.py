"""Game record files: saving atomically, loading with checks, and loading a game by replaying its record."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from panzer_qt.model.errors import RecordError
from panzer_qt.model.jsonfile import parse_model, read_json, write_json_atomic
from panzer_qt.model.record import GameRecord
from panzer_qt.model.versions import RECORD_FORMAT
from panzer_qt.rules.game import Game
from panzer_qt.rules.record_check import check_header


def save_record(game: Game, path: str | Path) -> None:
    """Write the game's record to ``path`` atomically (temporary file, then rename)."""
    write_json_atomic(Path(path), game.record())


def load_record(path: str | Path) -> GameRecord:
    """Read and check a record file; RecordError names the file, the place and the problem."""
    path = Path(path)
    return record_from_json(read_json(path, RecordError), str(path))


def record_from_json(data: Any, name: str) -> GameRecord:
    """Validate parsed JSON as a record and check its header; RecordError names ``name``."""
    record = parse_model(data, GameRecord, name, kind="record", known_version=RECORD_FORMAT, error=RecordError)
    check_header(record, name)
    return record


def load_game(path: str | Path, upto: int | None = None) -> Game:
    """Load a saved game and replay it to the end (or to step ``upto``), checking for desync."""
    return Game.from_record(load_record(path), upto, source=str(path))
