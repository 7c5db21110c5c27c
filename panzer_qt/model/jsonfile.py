"""Reading model files from JSON safely, and writing them atomically.

Nothing is ever unpickled or evaluated: files are parsed as JSON and validated by pydantic. Reads are
bounded whatever the file is: only regular files are read (never a pipe or a device, which could
block or never end), at most ``MAX_FILE_BYTES`` of them, holding at most ``MAX_JSON_VALUES`` values,
so parsing and validation stay within a few seconds and a few hundred MB.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import stat
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Final, TypeVar

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from panzer_qt.model.errors import FileProblemError, Problem
from panzer_qt.model.text import QT_TRANSLATE_NOOP, Text, TextError

MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_JSON_VALUES = 500_000
"""Values (list entries and object fields) a file may hold: about five complete games' records."""
MAX_INT_DIGITS = 20
"""Longest integer literal read: 20 digits hold any 64-bit seed, and every count and value the rules know is far
smaller (their own bounds are the models'). A longer number is refused where it stands, before anything adds it up
or writes it out (Python refuses to write an integer of more than 4,300 digits)."""
STALE_TEMP_SECONDS = 600
"""Age after which an empty temporary file left by a save is removed by the next save (one that holds anything
and that no save has locked is removed at once; where files cannot be locked, Windows, any is removed at this age)."""
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
"""A FIFO opens at once instead of waiting for a writer; it is then refused as not a regular file."""
_PLAIN_KEY = re.compile(r"[\w-]+", re.ASCII)
M = TypeVar("M", bound=BaseModel)
PYDANTIC_TEXTS = {
    "missing": QT_TRANSLATE_NOOP("Engine", "a required field is missing"),
    "extra_forbidden": QT_TRANSLATE_NOOP("Engine", "this field is not part of the format"),
    "int_type": QT_TRANSLATE_NOOP("Engine", "should be a whole number"),
    "int_parsing": QT_TRANSLATE_NOOP("Engine", "should be a whole number"),
    "int_from_float": QT_TRANSLATE_NOOP("Engine", "should be a whole number"),
    "float_type": QT_TRANSLATE_NOOP("Engine", "should be a number"),
    "float_parsing": QT_TRANSLATE_NOOP("Engine", "should be a number"),
    "bool_type": QT_TRANSLATE_NOOP("Engine", "should be true or false"),
    "bool_parsing": QT_TRANSLATE_NOOP("Engine", "should be true or false"),
    "string_type": QT_TRANSLATE_NOOP("Engine", "should be text"),
    "list_type": QT_TRANSLATE_NOOP("Engine", "should be a list"),
    "tuple_type": QT_TRANSLATE_NOOP("Engine", "should be a list"),
    "dict_type": QT_TRANSLATE_NOOP("Engine", "should be an object"),
    "model_type": QT_TRANSLATE_NOOP("Engine", "should be an object"),
    "model_attributes_type": QT_TRANSLATE_NOOP("Engine", "should be an object"),
    "greater_than": QT_TRANSLATE_NOOP("Engine", "should be more than {gt}"),
    "greater_than_equal": QT_TRANSLATE_NOOP("Engine", "should be at least {ge}"),
    "less_than": QT_TRANSLATE_NOOP("Engine", "should be less than {lt}"),
    "less_than_equal": QT_TRANSLATE_NOOP("Engine", "should be at most {le}"),
    "too_short": QT_TRANSLATE_NOOP("Engine", "has {actual_length} entries, needs at least {min_length}"),
    "too_long": QT_TRANSLATE_NOOP("Engine", "has {actual_length:,} entries, allows at most {max_length:,}"),
    "string_too_short": QT_TRANSLATE_NOOP("Engine", "should be at least {min_length} characters long"),
    "string_too_long": QT_TRANSLATE_NOOP("Engine", "should be at most {max_length} characters long"),
    "string_pattern_mismatch": QT_TRANSLATE_NOOP("Engine", "should match the pattern {pattern}"),
    "literal_error": QT_TRANSLATE_NOOP("Engine", "should be {expected}"),
    "enum": QT_TRANSLATE_NOOP("Engine", "should be {expected}"),
    "union_tag_invalid": QT_TRANSLATE_NOOP("Engine", "{discriminator} {tag} is not one of {expected_tags}"),
    "union_tag_not_found": QT_TRANSLATE_NOOP("Engine", "the field {discriminator} is missing"),
}
"""Pydantic's usual errors in the reader's terms, with the fields of their context."""


class Unreadable:
    """Stands in for a JSON literal the program does not read (a huge integer, NaN, Infinity).

    Validation then refuses it at its exact place in the file, with ``reason`` as the message.
    """

    def __init__(self, reason: Text) -> None:
        self.reason = reason

    def __repr__(self) -> str:
        return f"<{self.reason}>"


def json_path(loc: tuple[int | str, ...]) -> str:
    """A pydantic error location as a JSON path: ``('units', 3, 'steps')`` -> ``$.units[3].steps``.

    A key that is not a plain word is quoted, escapes and all: ``$.towns["a.b\\n"]``.
    """
    return "$" + "".join(f"[{part}]" if isinstance(part, int) else key_step(part) for part in loc)


def key_step(key: str) -> str:
    """The step into an object's ``key`` in a JSON path."""
    return f".{key}" if _PLAIN_KEY.fullmatch(key) else f"[{json.dumps(key)}]"


def validation_problems(error: ValidationError, data: Any = None) -> Iterator[Problem]:
    """One Problem per pydantic error, with a JSON path into ``data`` (the validated input) and a plain message."""
    for item in error.errors(include_url=False, include_context=True):
        # Drop pydantic's union-tag and function-name parts of the location; keep field names and indexes.
        loc = tuple(p for p in item["loc"] if not (isinstance(p, str) and ("[" in p or p.startswith("function-"))))
        unreadable = item.get("input")
        message = unreadable.reason if isinstance(unreadable, Unreadable) else _plain(item)
        yield Problem(json_path(_without_tags(loc, data)), message)


def _plain(item: ErrorDetails) -> Text:
    """A pydantic error in the reader's terms (its own words when it is not one of the usual ones)."""
    context = item.get("ctx", {})
    error = context.get("error")
    if isinstance(error, TextError):
        return error.text
    message = context.get("message")
    if isinstance(message, Text):
        return message
    template = PYDANTIC_TEXTS.get(item["type"])
    if item["type"] == "too_long" and context.get("actual_length") is None:  # an object: pydantic does not count
        template = QT_TRANSLATE_NOOP("Engine", "has more than {max_length:,} entries")
    text = Text(template, **context) if template else None
    return text if text is not None and text.complete() else Text("{detail}", detail=item["msg"])


def _without_tags(loc: tuple[int | str, ...], data: Any) -> tuple[int | str, ...]:
    """``loc`` without the tags pydantic adds for a tagged union member (``dice_rolled`` in
    ``steps.3.events.0.dice_rolled.dice``): parts naming the object's ``type`` or ``kind`` rather than a key."""
    kept: list[int | str] = []
    node = data
    for part in loc:
        if isinstance(node, dict) and part not in node and part in (node.get("type"), node.get("kind")):
            continue
        kept.append(part)
        node = _child(node, part)
    return tuple(kept)


def _child(node: Any, part: int | str) -> Any:
    if isinstance(node, dict):
        return node.get(part if isinstance(part, str) else str(part))
    if isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
        return node[part]
    return None


def read_json(path: Path, error: type[FileProblemError]) -> Any:
    """Parse a JSON file, refusing unreadable, oversized, too large or malformed files with ``error``."""
    name = str(path)
    raw = _read_bytes(Path(path), name, error)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        column = exc.start - raw.rfind(b"\n", 0, exc.start)
        where = f"line {line} column {column}"
        raise error(
            name,
            [
                Problem(
                    where,
                    Text("not UTF-8 text: byte 0x{byte:02x} ({reason})", byte=raw[exc.start], reason=exc.reason),
                )
            ],
        ) from None
    values = 1 + text.count(",") + text.count("[") + text.count("{")
    if values > MAX_JSON_VALUES:
        message = Text(
            "the file holds about {values:,} values, more than the {most:,} this program reads",
            values=values,
            most=MAX_JSON_VALUES,
        )
        raise error(name, [Problem("$", message)])
    return _parse(text, name, error)


def _read_bytes(path: Path, name: str, error: type[FileProblemError]) -> bytes:
    """The bytes of a regular file of at most ``MAX_FILE_BYTES`` (its reported size is not trusted)."""
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as exc:
        raise error(name, [Problem("$", Text("cannot read the file: {strerror}", strerror=exc.strerror))]) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise error(name, [Problem("$", Text("not a regular file (a folder, a device or a pipe)"))])
        if info.st_size > MAX_FILE_BYTES:
            message = Text(
                "file is {size:,} bytes, over the {most:,}-byte limit", size=info.st_size, most=MAX_FILE_BYTES
            )
            raise error(name, [Problem("$", message)])
        with open(fd, "rb", closefd=False) as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise error(name, [Problem("$", Text("cannot read the file: {strerror}", strerror=exc.strerror))]) from None
    finally:
        os.close(fd)
    if len(raw) > MAX_FILE_BYTES:
        raise error(name, [Problem("$", Text("file is over the {most:,}-byte limit", most=MAX_FILE_BYTES))])
    return raw


def _parse(text: str, name: str, error: type[FileProblemError]) -> Any:
    """JSON text as Python data; duplicate keys, NaN and Infinity are refused, huge integers marked."""
    duplicates: list[tuple[dict[str, Any], str]] = []

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = dict(items)
        if len(obj) < len(items):
            counts = Counter(k for k, _ in items)
            duplicates.extend((obj, k) for k, n in counts.items() if n > 1)
        return obj

    try:
        data = json.loads(text, object_pairs_hook=pairs, parse_int=_integer, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise error(
            name, [Problem(f"line {exc.lineno} column {exc.colno}", Text("invalid JSON: {msg}", msg=exc.msg))]
        ) from None
    except RecursionError:
        raise error(name, [Problem("$", Text("invalid JSON: lists or objects nested too deeply"))]) from None
    if duplicates:
        where = _paths_of(data, {id(obj) for obj, _ in duplicates})
        problems = (
            Problem(where[id(obj)], Text("the key {key!r} appears more than once", key=key)) for obj, key in duplicates
        )
        raise error(name, problems)
    return data


def _integer(literal: str) -> int | Unreadable:
    if len(literal) > MAX_INT_DIGITS:
        return Unreadable(Text("a number with {digits:,} digits is too large", digits=len(literal.lstrip("-"))))
    return int(literal)


def _constant(literal: str) -> Unreadable:
    return Unreadable(Text("{literal} is not a number JSON allows", literal=literal))


def _paths_of(data: Any, wanted: set[int]) -> dict[int, str]:
    """The JSON paths of the objects whose ids are ``wanted`` (walked without recursion)."""
    found: dict[int, str] = {}
    stack: list[tuple[Any, str]] = [(data, "$")]
    while stack:
        value, where = stack.pop()
        if id(value) in wanted:
            found[id(value)] = where
        if isinstance(value, dict):
            stack.extend((v, f"{where}{key_step(k)}") for k, v in value.items())
        elif isinstance(value, list):
            stack.extend((v, f"{where}[{i}]") for i, v in enumerate(value))
    return found


LOOK_KIND: Final = "panzer_qt.online_look"
"""The ``kind`` tag of a look at an online game (``net.look``), here for the client that offers to open one."""
KINDS = {
    "panzer_qt.scenario": QT_TRANSLATE_NOOP("Engine", "scenario"),
    "panzer_qt.record": QT_TRANSLATE_NOOP("Engine", "game record"),
    LOOK_KIND: QT_TRANSLATE_NOOP("Engine", "look at an online game"),
}
"""The kinds of file the program reads, by their ``kind`` tag, in words."""


def parse_model(
    data: Any, model: type[M], name: str, *, kind: str, known_version: int, error: type[FileProblemError]
) -> M:
    """Validate parsed JSON as ``model``, checking its ``kind`` tag and format version first (``check_kind``)."""
    check_kind(data, model, name, kind=kind, known_version=known_version, error=error)
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise error(name, validation_problems(exc, data), exc.error_count()) from None


def check_kind(
    data: Any, model: type[BaseModel], name: str, *, kind: str, known_version: int, error: type[FileProblemError]
) -> None:
    """Refuse ``data`` unless it is an object of ``model``'s kind in a format this program knows.

    A file of another kind the program reads (a game record given for a scenario) is refused as that kind, its
    ``kind`` tag kept in the error's ``other_kind``: the caller may offer to open it as what it is."""
    if not isinstance(data, dict):
        raise error(name, [Problem("$", Text("expected a JSON object holding a {kind}", kind=kind))])
    found, wanted = data.get("kind"), model.model_fields["kind"].default
    if isinstance(found, str) and found in KINDS and found != wanted:
        message = Text("this file is a {found}, not a {wanted}", found=Text(KINDS[found]), wanted=Text(KINDS[wanted]))
        refused = error(name, [Problem("$.kind", message)])
        refused.other_kind = found
        raise refused
    version = data.get("format_version")
    if type(version) is int and version > known_version:
        msg = Text(
            "format version {version} is newer than this program knows ({known}); update panzer_qt",
            version=version,
            known=known_version,
        )
        raise error(name, [Problem("$.format_version", msg)])


Check = Callable[[Path], object]
"""Called with the written temporary file before it takes the place of the target: raising keeps the target as it
was (the temporary file removed)."""


def write_json_atomic(path: Path, model: BaseModel, check: Check | None = None) -> None:
    """Write a model as JSON to ``path`` atomically (``write_text_atomic``)."""
    write_text_atomic(path, model.model_dump_json(indent=1) + "\n", check)


def write_text_atomic(path: Path, text: str, check: Check | None = None) -> None:
    """Write UTF-8 text to ``path`` atomically: a temporary file in the same folder, ``check``ed, then a rename.

    A link is followed: the file it points to is replaced, the link stays. The new file keeps the
    permissions of the file it replaces (a new one gets the usual ones, under the umask). Temporary
    files left by a killed save of the same file are removed at once (``_remove_leftovers``): the
    temporary file is locked until it is renamed. Lines end with a line feed on every platform.
    """
    target = Path(os.path.realpath(path))
    _remove_leftovers(target)
    tmp = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    held = _hold(fd)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            _keep_mode(target, tmp)
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if check is not None:
            check(tmp)
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    finally:
        if held is not None:
            os.close(held)


def _keep_mode(target: Path, new: Path) -> None:
    """Give the new file the permission bits of the file it replaces, if there is one."""
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except OSError:
        return
    os.chmod(new, mode)


def _hold(fd: int) -> int | None:
    """A duplicate of ``fd`` holding a lock on the file until it is closed, or its process dies (after the file
    itself is closed: renamed into place); None where files cannot be locked (Windows)."""
    if fcntl is None:
        return None
    held = os.dup(fd)
    fcntl.flock(held, fcntl.LOCK_EX)
    return held


def _remove_leftovers(target: Path) -> None:
    """Remove the temporary files of earlier saves of ``target`` that no save is writing (``_abandoned``)."""
    pattern = re.compile(rf"\.{re.escape(target.name)}\.[0-9a-z_]+\.tmp")
    try:
        candidates = [p for p in target.parent.iterdir() if pattern.fullmatch(p.name)]
    except OSError:
        return
    for leftover in candidates:
        with contextlib.suppress(OSError):
            if _abandoned(leftover):
                leftover.unlink()


def _abandoned(temporary: Path) -> bool:
    """Whether no save is writing this temporary file: it is not locked, and it holds anything (a save locks its
    file before it writes) or is older than ``STALE_TEMP_SECONDS``. Where files cannot be locked (Windows): older
    than that."""
    if fcntl is None:
        return time.time() - temporary.lstat().st_mtime > STALE_TEMP_SECONDS
    fd = os.open(temporary, _OPEN_FLAGS | getattr(os, "O_NOFOLLOW", 0))
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        facts = os.fstat(fd)
    except BlockingIOError:
        return False
    finally:
        os.close(fd)
    return facts.st_size > 0 or time.time() - facts.st_mtime > STALE_TEMP_SECONDS
