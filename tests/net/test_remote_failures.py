"""``panzer-qt simulate --server`` when the server cannot be reached or goes away: a sentence naming the server and
the game, the games finished kept in the summary, never a traceback or a run that waits for ever (127.0.0.1)."""

from __future__ import annotations

import json
import signal
import threading
import time
from pathlib import Path

import pytest

from panzer_qt.ai import remote
from panzer_qt.ai.simulate import RunStopped
from panzer_qt.cli import main
from panzer_qt.model.enums import Side
from panzer_qt.paths import DEFAULT_SCENARIO
from tests.helpers.net_kit import free_port, serve_process, steps_stored

RANDOM = {Side.GERMAN: "random", Side.SOVIET: "random"}


def test_simulate_through_a_server_nothing_listens_on_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    port = free_port()
    code = main(["simulate", "--server", f"ws://127.0.0.1:{port}", "--games", "2", "--seed", "7", "--quiet"])
    out, err = capsys.readouterr()
    assert code == 1
    assert err.startswith(f"\nsimulate: cannot reach the server at ws://127.0.0.1:{port}: ")
    assert err.endswith(" (game 7); the games finished are kept in the summary\n")
    assert "Traceback" not in err
    assert json.loads(out[out.index("{") :])["games"] == 0


@pytest.mark.parametrize(
    ("url", "said"),
    [
        ("http://127.0.0.1:1", "http://127.0.0.1:1 is not a server address (ws://host:port or wss://host:port)"),
        ("127.0.0.1", "127.0.0.1 is not a server address (ws://host:port or wss://host:port)"),
    ],
)
def test_simulate_through_something_not_a_server_address_says_so(
    capsys: pytest.CaptureFixture[str], url: str, said: str
) -> None:
    assert main(["simulate", "--server", url, "--games", "1", "--seed", "3", "--quiet"]) == 1
    assert capsys.readouterr().err == f"\nsimulate: {said} (game 3); the games finished are kept in the summary\n"


def test_a_server_gone_in_the_middle_of_a_game_stops_the_run_in_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(remote, "WAIT", 2.0)
    port, db = free_port(), tmp_path / "games.sqlite3"
    server = serve_process(port, db)
    stopped: list[BaseException] = []

    def run() -> None:
        try:
            remote.simulate_remote(f"ws://127.0.0.1:{port}", DEFAULT_SCENARIO, 2, 5, RANDOM)
        except BaseException as exc:  # handed to the test's thread
            stopped.append(exc)

    runner = threading.Thread(target=run, daemon=True)
    runner.start()
    deadline = time.monotonic() + 60
    while steps_stored(db) < 10 and time.monotonic() < deadline:  # some steps into the first game
        time.sleep(0.1)
    server.send_signal(signal.SIGKILL)  # a crash
    server.wait(10)
    runner.join(30)
    assert not runner.is_alive(), "the run still waits"
    assert len(stopped) == 1 and isinstance(stopped[0], RunStopped)
    assert stopped[0].message == f"the server at ws://127.0.0.1:{port} sent nothing the game needed for 2 s (game 5)"
    assert stopped[0].summary.as_json()["games"] == 0
