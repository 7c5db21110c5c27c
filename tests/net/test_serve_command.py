"""``panzer-qt serve`` as an operator meets it: limits of 0 refused before anything starts (0 days would end every
game at the first upkeep), a file that is not a database named in one line, and the games created and the seats
joined told on the terminal."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from panzer_qt.cli import build_parser, main
from panzer_qt.net.client import create_game
from tests.helpers.net_kit import ROOT, free_port, scenario_data


@pytest.mark.parametrize("option", ["--abandoned-days", "--games-per-address", "--connections-per-address"])
@pytest.mark.parametrize("value", ["0", "-3"])
def test_limits_of_zero_or_less_are_refused(option: str, value: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        build_parser().parse_args(["serve", option, value])
    assert ended.value.code == 2
    assert f"argument {option}: must be above 0, not {value}" in capsys.readouterr().err


def test_the_limits_help_gives_their_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["serve", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "abandoned (30)" in help_text and "create (20)" in help_text and "open (50)" in help_text


def test_a_file_that_is_not_a_database_is_named_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "games.sqlite3"
    db.write_text("these are my notes, not a database\n" * 200)
    assert main(["serve", "--port", "0", "--db", str(db)]) == 1
    said = capsys.readouterr().err
    assert said.startswith(f"serve: {db}: not a database of games (")
    assert "Traceback" not in said


def test_the_terminal_tells_games_created_and_seats_joined(tmp_path: Path) -> None:
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PANZER_QT_HOME": str(tmp_path)}
    command = [sys.executable, "-m", "panzer_qt", "serve", "--port", str(port), "--db", str(tmp_path / "g.sqlite3")]
    server = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None and server.stdout.readline().startswith("serving on ")
        created = asyncio.run(create_game(f"ws://127.0.0.1:{port}", scenario_data()))
    finally:
        server.send_signal(signal.SIGTERM)
        _, said = server.communicate(timeout=30)
    assert f"game {created.game_id} created by 127.0.0.1" in said
