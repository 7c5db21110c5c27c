"""``panzer-qt simulate --record``: a folder that cannot be written is refused before any game is played."""

# /proc/self exists and no one, not even root, can create files in it: the old code played the games
# and then failed with a traceback on the first save.

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from panzer_qt.ai.games import GameSummary
from panzer_qt.ai.simulate import UNFINISHED, RunSummary
from panzer_qt.cli import main
from panzer_qt.model.enums import Side
from tests.conftest import DATA, ROOT


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


def test_a_short_run_prints_a_readable_and_a_json_summary_with_every_field(tmp_path: Path) -> None:
    out = tmp_path / "summary.json"
    args = ["--games", "2", "--seed", "3", "--german", "ai:1", "--soviet", "greedy", "--workers", "2"]
    done = simulate(*args, "--json", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""  # standard error is a pipe here: no progress bar (test_crash_and_log: on a terminal)
    summary = json.loads(out.read_text(encoding="utf-8"))
    assert summary["players"] == {"german": "ai:1", "soviet": "greedy"}
    assert (summary["games"], summary["workers"], sum(summary["results"].values())) == (2, 2, 2)
    vp = [game["vp"] for game in summary["per_game"]]
    assert summary["vp"] == {
        "mean": sum(vp) / 2, "min": min(vp), "q1": pytest.approx(min(vp) + (max(vp) - min(vp)) / 4),
        "median": sum(vp) / 2, "q3": pytest.approx(max(vp) - (max(vp) - min(vp)) / 4), "max": max(vp),
    }  # fmt: skip
    assert set(summary["vp_by_source"]) == {"territory", "exits", "eliminations", "cut_off_towns"}
    assert sum(summary["vp_by_source"].values()) == pytest.approx(summary["vp"]["mean"])
    for unit, cut in summary["cut_off"].items():
        turns = [game["cut_off"][unit] for game in summary["per_game"] if unit in game["cut_off"]]
        assert cut == {"games": len(turns), "median_turn": sum(turns) / len(turns)}
    assert summary["games_per_minute"] > 0
    assert {game["seed"] for game in summary["per_game"]} == {3, 4}
    assert all(game["refused"] == 0 for game in summary["per_game"])
    assert all(summary["thinking"][side]["phases"] > 0 for side in ("german", "soviet"))
    lines = done.stdout.splitlines()
    assert lines[0].startswith("2 games on Tiny test map: German ai:1, Soviet greedy (")
    assert [line.split(":")[0] for line in lines[1:5]] == [
        "results", "Soviet VP", "VP by source (mean)", "German divisions cut off (games, median first turn)",
    ]  # fmt: skip


def test_the_same_seeds_give_the_same_games_whatever_the_number_of_workers(tmp_path: Path) -> None:
    runs = []
    for workers in ("1", "2"):
        out = tmp_path / f"w{workers}.json"
        done = simulate(
            "--games",
            "2",
            "--german",
            "greedy",
            "--soviet",
            "ai:1",
            "--workers",
            workers,
            "--quiet",
            "--json",
            str(out),
        )
        assert done.returncode == 0, done.stderr
        runs.append(
            [(g["seed"], g["vp"], g["commands"]) for g in json.loads(out.read_text(encoding="utf-8"))["per_game"]]
        )
    assert runs[0] == runs[1]


def test_an_unknown_player_is_refused_with_the_choices() -> None:
    done = simulate("--german", "ai:7")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == "simulate: unknown player 'ai:7': use random, greedy, ai or ai:1, ai:2, ai:3\n"


def test_a_game_stopped_by_the_command_limit_is_counted_as_unfinished() -> None:
    played = [
        GameSummary(seed=1, vp=30, result="Draw", turns=8, commands=900, events=2000, refused=0, seconds=1.0),
        GameSummary(seed=2, vp=2, result=None, turns=1, commands=20_000, events=20_065, refused=1, seconds=1.0),
    ]
    summary = RunSummary.of("tiny", {Side.GERMAN: "random", Side.SOVIET: "ai"}, played, 2.0, 1)
    assert summary.results == {"Draw": 1, UNFINISHED: 1}


def test_ctrl_c_ends_a_run_without_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def interrupted(*args: object, **kwargs: object) -> RunSummary:
        raise KeyboardInterrupt

    monkeypatch.setattr("panzer_qt.ai.simulate.simulate", interrupted)
    assert main(["simulate", "--scenario", str(DATA / "tiny.json"), "--games", "3"]) == 130
    assert capsys.readouterr().err == "panzer-qt: stopped (Ctrl+C)\n"
