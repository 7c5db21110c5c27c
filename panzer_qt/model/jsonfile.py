"""Reading model files from JSON safely: size limit, JSON syntax, format version, field errors.

Nothing is ever unpickled or evaluated: files are parsed as JSON and validated by pydantic.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from panzer_qt.model.errors import FileProblemError, Problem

MAX_FILE_BYTES = 64 * 1024 * 1024
M = TypeVar("M", bound=BaseModel)


def json_path(loc: tuple[int | str, ...]) -> str:
    """A pydantic error location as a JSON path: ``('units', 3, 'steps')`` -> ``$.units[3].steps``."""
    out = "$"
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out


def validation_problems(error: ValidationError) -> list[Problem]:
    """One Problem per pydantic error, with a JSON path and a plain message."""
    problems = []
    for item in error.errors(include_url=False):
        # Drop pydantic's union-tag and function-name parts of the location; keep field names and indexes.
        loc = tuple(p for p in item["loc"] if not (isinstance(p, str) and ("[" in p or p.startswith("function-"))))
        problems.append(Problem(json_path(loc), item["msg"]))
    return problems


def read_json(path: Path, error: type[FileProblemError]) -> Any:
    """Parse a JSON file, refusing oversized or unreadable files with ``error``."""
    name = str(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise error(name, [Problem("$", f"cannot read the file: {exc.strerror}")]) from None
    if size > MAX_FILE_BYTES:
        raise error(name, [Problem("$", f"file is {size:,} bytes, over the {MAX_FILE_BYTES:,}-byte limit")])
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise error(name, [Problem("$", f"cannot read the file as UTF-8 text: {exc}")]) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(name, [Problem(f"line {exc.lineno} column {exc.colno}", f"invalid JSON: {exc.msg}")]) from None


def parse_model(
    data: Any, model: type[M], name: str, *, kind: str, known_version: int, error: type[FileProblemError]
) -> M:
    """Validate parsed JSON as ``model``, checking its ``kind`` tag and format version first."""
    if not isinstance(data, dict):
        raise error(name, [Problem("$", f"expected a JSON object holding a {kind}")])
    version = data.get("format_version")
    if isinstance(version, int) and version > known_version:
        msg = f"format version {version} is newer than this program knows ({known_version}); update panzer_qt"
        raise error(name, [Problem("$.format_version", msg)])
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise error(name, validation_problems(exc)) from None


def write_json_atomic(path: Path, model: BaseModel) -> None:
    """Write a model as JSON to ``path`` atomically: a temporary file in the same folder, then a rename."""
    write_text_atomic(path, model.model_dump_json(indent=1) + "\n")


def write_text_atomic(path: Path, text: str) -> None:
    """Write UTF-8 text to ``path`` atomically: a temporary file in the same folder, then a rename."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
