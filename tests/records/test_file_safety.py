"""Reading any file safely (bounded in size and time, every problem placed and counted) and writing
saves without losing anything: permissions kept, links followed, leftovers of killed saves removed."""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from panzer_qt import ScenarioError, load_scenario
from panzer_qt.model import jsonfile
from panzer_qt.model.errors import MAX_PROBLEMS, FileProblemError, Problem
from panzer_qt.model.text import Text
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.records.record_files import load_record, save_record
from tests.conftest import DATA, ROOT
from tests.helpers.games import scenario
from tests.records.test_records import played

TIMEOUT = 30


def default_json() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(DEFAULT_SCENARIO.read_text(encoding="utf-8"))
    return data


def problems_of(path: Path) -> list[str]:
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    return info.value.describe().splitlines()


def validate(path: Path) -> subprocess.CompletedProcess[str]:
    """``panzer-qt validate`` in its own process, killed if it takes more than TIMEOUT seconds."""
    command = [sys.executable, "-m", "panzer_qt", "validate", str(path)]
    return subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=False, timeout=TIMEOUT)


def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    done = validate(fifo)
    assert (done.returncode, done.stdout) == (1, f"{fifo}: $: not a regular file (a folder, a device or a pipe)\n")


def test_a_link_to_a_device_is_refused_whatever_size_it_reports(tmp_path: Path) -> None:
    zero = tmp_path / "zero.json"
    zero.symlink_to("/dev/zero")
    done = validate(zero)
    assert (done.returncode, done.stdout) == (1, f"{zero}: $: not a regular file (a folder, a device or a pipe)\n")


def test_a_folder_is_refused(tmp_path: Path) -> None:
    assert problems_of(tmp_path) == [f"{tmp_path}: $: not a regular file (a folder, a device or a pipe)"]


def test_a_file_larger_than_it_says_is_cut_at_the_limit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The size the system reports is not trusted: at most the limit plus one byte is ever read."""
    path = tmp_path / "big.json"
    path.write_text(" " * 5000 + "{}", encoding="utf-8")
    real_fstat = os.fstat

    def lying_fstat(fd: int) -> os.stat_result:
        fields = list(real_fstat(fd))
        fields[stat.ST_SIZE] = 0
        return os.stat_result(fields)

    monkeypatch.setattr(jsonfile, "MAX_FILE_BYTES", 1000)
    monkeypatch.setattr(jsonfile.os, "fstat", lying_fstat)
    assert problems_of(path) == [f"{path}: $: file is over the 1,000-byte limit"]


def test_last_turn_of_a_billion_is_one_problem_found_at_once(tmp_path: Path) -> None:
    """The weather check used to list every missing turn (and grew without end before printing)."""
    data = default_json()
    data["options"]["last_turn"] = 1_000_000_000
    path = tmp_path / "endless.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    start = time.perf_counter()
    message = "the game lasts 1,000,000,000 turns, but the weather table has no row for turn 9 (5.1)"
    assert problems_of(path) == [f"{path}: $.options.last_turn: {message}"]
    assert time.perf_counter() - start < 5


def test_a_million_entries_are_refused_before_they_are_read(tmp_path: Path) -> None:
    data = default_json()
    data["map"]["hex_sets"]["soviet_supply"] = [0] * 1_000_000
    path = tmp_path / "million.json"
    path.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    (line,) = problems_of(path)
    assert line.startswith(f"{path}: $: the file holds about 1,00")
    assert line.endswith("values, more than the 500,000 this program reads")


def test_problems_past_the_cap_are_counted_not_listed(tmp_path: Path) -> None:
    data = default_json()
    data["map"]["hex_sets"]["soviet_supply"] = [0] * 300
    path = tmp_path / "three-hundred.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    lines = problems_of(path)
    assert len(lines) == MAX_PROBLEMS + 1
    assert lines[0] == f"{path}: $.map.hex_sets.soviet_supply[0]: should be text"
    assert lines[-1] == f"{path}: ... and {300 - MAX_PROBLEMS} more problems"


def test_problems_given_one_by_one_are_counted_past_the_cap() -> None:
    error = FileProblemError("f.json", (Problem(f"$[{i}]", Text("bad")) for i in range(1000)))
    assert (len(error.problems), error.total, error.lines()[-1]) == (MAX_PROBLEMS, 1000, "... and 950 more problems")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"meta": ' + "[" * 100_000, "$: invalid JSON: lists or objects nested too deeply"),
        (
            '{"options": {"last_turn": ' + "9" * 5000 + "}}",
            "$.options.last_turn: a number with 5,000 digits is too large",
        ),
        ('{"options": {"last_turn": NaN}}', "$.options.last_turn: NaN is not a number JSON allows"),
        ('{"options": {"last_turn": -Infinity}}', "$.options.last_turn: -Infinity is not a number JSON allows"),
        ('{"options": {"last_turn": 8, "last_turn": 9}}', "$.options: the key 'last_turn' appears more than once"),
        ('{"units": [{"id": "a", "id": "b"}]}', "$.units[0]: the key 'id' appears more than once"),
        (
            '{"meta": {"name": "\xe9"}}'.encode("latin-1"),
            "line 1 column 20: not UTF-8 text: byte 0xe9 (invalid continuation byte)",
        ),
    ],
)
def test_malformed_json_is_placed_and_named(tmp_path: Path, text: str | bytes, expected: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    assert f"{path}: {expected}" in problems_of(path)


@pytest.mark.parametrize("version", ["2", 2.0, "1", 1.0, True, 0])
def test_a_format_version_that_is_not_a_whole_number_is_refused(tmp_path: Path, version: Any) -> None:
    data = json.loads((DATA / "tiny.json").read_text(encoding="utf-8"))
    data["format_version"] = version
    path = tmp_path / "version.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    (line,) = problems_of(path)
    assert line.startswith(f"{path}: $.format_version: should be")


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_text("\ufeff" + (DATA / "tiny.json").read_text(encoding="utf-8"), encoding="utf-8")
    assert load_scenario(path) == scenario("tiny")


def test_validate_names_an_unusable_kind_without_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "kind.json"
    path.write_text('{"kind": []}', encoding="utf-8")
    done = validate(path)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stdout.startswith(f"{path}: $.kind: unknown file kind [] (expected one of:")


def test_saving_keeps_the_permissions_of_the_file_it_replaces(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text("{}", encoding="utf-8")
    path.chmod(0o644)
    save_record(played(5), path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o644
    fresh = tmp_path / "new.json"
    save_record(played(5), fresh)
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o666 & ~umask


def test_saving_through_a_link_writes_the_file_it_points_to(tmp_path: Path) -> None:
    target = tmp_path / "saves" / "game.json"
    target.parent.mkdir()
    target.write_text("{}", encoding="utf-8")
    link = tmp_path / "game.json"
    link.symlink_to(target)
    game = played(5)
    save_record(game, link)
    assert link.is_symlink() and load_record(target).steps == game.steps
    assert sorted(p.name for p in target.parent.iterdir()) == ["game.json"]


def test_a_killed_saves_leftover_is_removed_by_the_next_save_at_once(tmp_path: Path) -> None:
    """A leftover that holds anything and that no save has locked is a killed save's: removed at once; an empty one
    may be a save that has not locked it yet (removed once stale); a locked one is a save writing it."""
    path = tmp_path / "game.json"
    killed, writing = tmp_path / ".game.json.k1ll3d_x.tmp", tmp_path / ".game.json.wr1t1ng.tmp"
    empty, stale_empty = tmp_path / ".game.json.0p3n3d.tmp", tmp_path / ".game.json.0ld.tmp"
    other = tmp_path / ".other.json.k1ll3d_x.tmp"
    for leftover in (killed, writing, other):
        leftover.write_text('{"half', encoding="utf-8")
    empty.touch()
    stale_empty.touch()
    old = time.time() - jsonfile.STALE_TEMP_SECONDS - 60
    os.utime(stale_empty, (old, old))
    with writing.open("rb") as held:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX)
        save_record(played(5), path)
        assert sorted(p.name for p in tmp_path.iterdir()) == sorted([path.name, writing.name, empty.name, other.name])
    save_record(played(5), path)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([path.name, empty.name, other.name])


SAVING_FOR_EVER = """
import sys
from pathlib import Path
from panzer_qt.model.jsonfile import write_text_atomic
text = '[' + '1234567,' * 1_200_000 + '0]'
while True:
    write_text_atomic(Path(sys.argv[1]), text)
"""
"""A process saving a 9 MB file again and again (as large as a long game's record)."""


def _leftovers(path: Path) -> list[Path]:
    """The temporary files of saves of ``path`` that hold anything."""
    found = []
    for p in path.parent.glob(f".{path.name}.*.tmp"):
        with contextlib.suppress(FileNotFoundError):  # renamed into place meanwhile
            if p.stat().st_size:
                found.append(p)
    return found


def _saver(path: Path) -> subprocess.Popen[bytes]:
    """Another process saving ``path`` again and again, once it has saved it the first time."""
    saver = subprocess.Popen([sys.executable, "-c", SAVING_FOR_EVER, str(path)], cwd=ROOT, stderr=subprocess.PIPE)
    deadline = time.monotonic() + TIMEOUT
    while not path.exists() and time.monotonic() < deadline:
        time.sleep(0.01)
    return saver


def _stop(saver: subprocess.Popen[bytes]) -> None:
    """Kill the saver; it had failed nothing."""
    running = saver.poll() is None
    saver.kill()
    _, errors = saver.communicate(timeout=TIMEOUT)
    assert running and errors == b"", errors.decode()


def test_saves_of_one_file_in_two_processes_leave_each_other_alone(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    saver = _saver(path)
    game = played(5)
    try:
        for _ in range(20):
            save_record(game, path)
    finally:
        _stop(saver)
    save_record(game, path)
    assert _leftovers(path) == [] and load_record(path).steps == game.steps


def test_a_save_killed_in_another_process_leaves_nothing_after_the_next_save(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    for _ in range(10):  # killed just after its rename, it leaves nothing: then once more
        saver = _saver(path)
        try:
            deadline = time.monotonic() + TIMEOUT
            while not _leftovers(path) and time.monotonic() < deadline:
                pass
        finally:
            _stop(saver)
        if _leftovers(path):
            break
    assert _leftovers(path), "the saver was never killed in the middle of a save"
    game = played(5)
    save_record(game, path)
    assert list(tmp_path.iterdir()) == [path] and load_record(path).steps == game.steps


def test_a_problem_is_one_line_whatever_the_file_holds(tmp_path: Path) -> None:
    """Found by the file fuzzing: a key with a newline in it split a problem over two lines, the second
    without the file's name. Keys that are not plain words are quoted; unprintable characters escaped."""
    key, name = (json.loads((DATA / "tiny.json").read_text(encoding="utf-8")) for _ in range(2))
    key["map"]["terrain"]["03\n02"] = "forest"
    name["map"]["rivers"][0]["name"] = "Testa\u202e"
    name["map"]["rivers"][0]["hexsides"].append(["0101", "0303"])
    path = tmp_path / "lines.json"
    path.write_text(json.dumps(key), encoding="utf-8")
    assert problems_of(path) == [f'{path}: $.map.terrain["03\\n02"]: should match the pattern ^\\d{{4}}$']
    path.write_text(json.dumps(name), encoding="utf-8")
    where = "$.map.rivers[0].hexsides[4]"
    assert problems_of(path) == [f"{path}: {where}: river Testa\\u202e: hexes 0101 and 0303 are not adjacent"]
