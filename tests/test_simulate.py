"""``panzer-qt simulate --record``: a folder that cannot be written is refused before any game is played."""

# /proc/self exists and no one, not even root, can create files in it: the old code played the games
# and then failed with a traceback on the first save.

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from .conftest import DATA, ROOT


def simulate(*args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "panzer_qt", "simulate", "--scenario", str(DATA / "tiny.json"), *args]
    return subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=False)


def test_records_into_a_folder_that_cannot_be_written_are_refused_at_once() -> None:
    done = simulate("--games", "3", "--record", "/proc/self")
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == "simulate: cannot write the records into /proc/self: No such file or directory\n"


def test_records_into_a_folder_that_cannot_be_made_are_refused(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    done = simulate("--games", "3", "--record", str(blocker / "records"))
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == f"simulate: cannot write the records into {blocker / 'records'}: Not a directory\n"


def test_records_are_written_one_per_game(tmp_path: Path) -> None:
    done = simulate("--games", "2", "--seed", "5", "--record", str(tmp_path / "out"))
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["game-5.json", "game-6.json"]
