"""The after-action report (``panzer-qt report`` and the viewer's menu) and ``panzer-qt replay --screenshot``:
one HTML file with the result, the VP chart, VP and losses per turn, one map per turn, the bookmarks; a record
that stops being faithful is reported up to its desync."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from panzer_qt import Game
from panzer_qt.cli import main
from panzer_qt.model.enums import Side
from panzer_qt.model.events import StepLost
from panzer_qt.model.record import Bookmark, Ending, GameRecord
from panzer_qt.records.record_files import save_with_bookmarks
from panzer_qt.ui.replay.report import MAP_WIDTH
from tests.records.test_record_review import finished_game
from tests.ui.replay.test_replay_viewer import open_viewer


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return finished_game().record()


def images(html: str) -> dict[str, QImage]:
    """The pictures of the report by the id of the figure holding them, decoded."""
    found = {}
    for figure, kind, data in re.findall(
        r"<figure id='([^']+)'><img alt='[^']*' src='data:image/(png|jpeg);base64,([^']+)'>", html
    ):
        image = QImage()
        assert image.loadFromData(base64.b64decode(data), kind.upper())
        found[figure] = image
    return found


def test_the_report_holds_the_result_the_chart_the_losses_and_a_map_per_turn(
    qtbot: QtBot, record: GameRecord, tmp_path: Path
) -> None:
    path, out = tmp_path / "game.json", tmp_path / "report.html"
    save_with_bookmarks(record, [Bookmark(step=12, title="<b>early</b>", note="a & b")], path)
    assert main(["report", str(path), str(out)]) == 0
    html = out.read_text(encoding="utf-8")
    assert "<b>German victory</b> with 5 Soviet VP (4.3), after turn 8." in html
    assert f"{len(record.steps)} commands re-simulated and proved faithful" in html
    pictures = images(html)
    assert sorted(pictures) == sorted(["vp-chart", *(f"turn-{t}" for t in range(1, 9))])
    assert pictures["vp-chart"].width() == 1000 and all(pictures[f"turn-{t}"].width() == MAP_WIDTH for t in range(1, 9))
    assert "End of turn 8 (step " in html and ": 5 Soviet VP</figcaption>" in html
    german_steps = sum(
        1 for s in record.steps for e in s.events if isinstance(e, StepLost) and e.unit_id.startswith("de-")
    )
    totals = re.search(r"<tr><td class='l'><b>All</b></td><td><b>(\d+)</b></td>", html)
    assert totals is not None and int(totals.group(1)) == german_steps > 0
    assert "&lt;b&gt;early&lt;/b&gt;" in html and "a &amp; b" in html and "<b>early</b>" not in html


def test_the_report_of_a_resigned_game_says_who_resigned_and_who_won(
    qtbot: QtBot, record: GameRecord, tmp_path: Path
) -> None:
    path, out = tmp_path / "resigned.json", tmp_path / "report.html"
    cut = Game.from_record(record, upto=10).record()
    save_with_bookmarks(cut.model_copy(update={"ended": Ending(how="resigned", side=Side.GERMAN)}), [], path)
    assert main(["report", str(path), str(out)]) == 0
    html = out.read_text(encoding="utf-8")
    assert "<p><b>The German side resigned: Soviet victory</b>, in turn 1, " in html
    assert "not over in this record" not in html


def test_a_desynced_record_is_reported_up_to_its_desync(
    qtbot: QtBot, record: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(record.model_dump_json())
    bad = next(i for i, s in enumerate(data["steps"]) if i > 100 and s["command"]["type"] == "end_phase")
    data["steps"][bad]["events"][0]["turn"] = 99
    path, out = tmp_path / "tampered.json", tmp_path / "report.html"
    path.write_text(json.dumps(data))
    assert main(["report", str(path), str(out)]) == 1
    html = out.read_text(encoding="utf-8")
    assert f"stops being faithful at step {bad + 1}" in html and f"$.steps[{bad}].events[0]" in html
    assert "The game is not over in this record" in html
    assert f"written up to step {bad}" in capsys.readouterr().err


def test_report_of_an_unreadable_record_fails_with_its_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{")
    assert main(["report", str(path), str(tmp_path / "out.html")]) == 1
    assert f"{path}: line 1 column 2: invalid JSON" in capsys.readouterr().err
    assert not (tmp_path / "out.html").exists()


def test_the_viewer_writes_the_report_from_its_menu(qtbot: QtBot, record: GameRecord, tmp_path: Path) -> None:
    path, out = tmp_path / "game.json", tmp_path / "menu.html"
    path.write_text(record.model_dump_json())
    window = open_viewer(qtbot, path)
    assert window.actions_.report.isEnabled()
    window.go_to_step(33)
    window.actions_.write_report_to(out)
    assert len(images(out.read_text(encoding="utf-8"))) == 9 and window.place[0] == 33
    assert window.review.cursor.step == 33  # type: ignore[union-attr]


def test_replay_screenshot_from_the_command_line(
    record: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, png = tmp_path / "game.json", tmp_path / "viewer.png"
    path.write_text(record.model_dump_json())
    assert main(["replay", str(path), "--screenshot", str(png)]) == 0
    image = QImage(str(png))
    assert (image.width(), image.height()) == (1500, 950)
    broken = tmp_path / "broken.json"
    broken.write_text('{"kind": "panzer_qt.record", "format_version": 7}')
    assert main(["replay", str(broken), "--screenshot", str(png)]) == 1
    assert "format version 7 is newer than this program knows" in capsys.readouterr().err
