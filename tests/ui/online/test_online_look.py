"""Save As in an online window: the side's own view only (a note says so), in a file that reopens as a read-only
look at that moment; the file holds no unit the side could not see, no command, no seed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from panzer_qt.cli import main
from panzer_qt.model.commands import EndPhase
from panzer_qt.model.enums import Side
from panzer_qt.model.errors import RecordError
from panzer_qt.model.state import UnitStatus
from panzer_qt.net.look import load_look, look_from_json
from panzer_qt.net.protocol import Create
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.records.record_files import load_record
from panzer_qt.rules.fog import hidden_units
from panzer_qt.rules.game import Game
from panzer_qt.ui.app import open_window
from panzer_qt.ui.online.look import LookWindow
from panzer_qt.ui.play.main_window import MainWindow
from tests.helpers.net_kit import Running, scenario_data, server_thread
from tests.helpers.online_kit import WAIT_MS, assert_names_no_hidden_unit, open_both, step_of
from tests.helpers.ui_kit import log_lines


def save_as(qtbot: QtBot, window: MainWindow, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """File > Save As in ``window``, ``path`` chosen (``.json`` added)."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_args: (str(path), ""))
    window.actions_.set["save_as"].trigger()
    qtbot.waitUntil(lambda: path.with_suffix(".json").exists(), timeout=WAIT_MS)


def a_saved_look(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, running: Running) -> tuple[Path, Game]:
    """The Soviet side's view saved with Save As once the Soviet movement has ended (the German to choose which
    unit leaves 0906), and the whole game on the server then."""
    created = running.referee.create(Create(scenario=scenario_data(), deploy=False), "127.0.0.1")
    windows = open_both(qtbot, running.url, created, tmp_path)
    soviet, german = windows[Side.SOVIET], windows[Side.GERMAN]
    base = step_of(soviet)
    soviet.actions_.end_phase.trigger()
    qtbot.waitUntil(lambda: step_of(german) == base + 1 == step_of(soviet), timeout=WAIT_MS)
    title = soviet.windowTitle()
    save_as(qtbot, soviet, tmp_path / "soviet view", monkeypatch)
    assert soviet.statusBar().currentMessage() == (
        f"Saved {tmp_path / 'soviet view.json'}: your side's view only, as it is now;"
        " it reopens as a read-only look at this moment"
    )
    assert soviet.windowTitle() == title  # still the online game's
    table = running.referee.table(created.game_id)
    assert load_look(tmp_path / "soviet view.json").view == table.view(Side.SOVIET)
    return tmp_path / "soviet view.json", Game(table.game.scenario, table.game.state.clone(), board=table.game.board)


def test_save_as_writes_the_sides_view_only_and_it_reopens_as_a_read_only_look(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with server_thread() as running:
        path, truth = a_saved_look(qtbot, tmp_path, monkeypatch, running)
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["kind"] == "panzer_qt.online_look" and data["view"]["side"] == "soviet"
    assert '"seed"' not in text and '"command"' not in text  # no dice to come, no order of the other side
    hidden = {u for ids in hidden_units(truth, Side.SOVIET).values() for u in ids}
    assert hidden  # there is something to keep hidden
    told = json.dumps({key: value for key, value in data.items() if key != "scenario"})  # the scenario is public
    for unit in hidden:  # named only as off the map and as unseen: placed nowhere, in no event
        assert told.count(f'"{unit}"') == 2, unit
        assert data["view"]["state"]["units"][unit]["hex"] is None and unit in data["view"]["unseen"]
    look = load_look(path)
    placed = {u for u, s in look.view.state.units.items() if s.status is UnitStatus.ON_MAP}
    on_map = {u for u, s in truth.state.units.items() if s.status is UnitStatus.ON_MAP}
    assert placed == on_map - hidden
    assert look.view.state == truth.as_seen_by(Side.SOVIET).state

    window = open_window(str(path))
    assert isinstance(window, LookWindow)
    qtbot.addWidget(window)
    window.show()
    note = "A look at an online game from the Soviet side at turn 1, IV Soviet 1st phase - movement: read-only"
    assert window.note.text() == note
    assert window.windowTitle() == f"{truth.scenario.meta.name} - soviet view.json: {note} - panzer-qt"
    assert step_of(window) == look.view.step and window.session.game.state == look.view.state
    assert window.canvas.tool is not window.tool  # the map only looked at
    assert not any(a.isEnabled() for a in (window.actions_.undo, window.actions_.end_phase, window.actions_.exit_map))
    assert window.session.apply(EndPhase()) is None
    assert window.statusBar().currentMessage() == (
        "Not allowed: this is a look at an online game: no command can be given"
    )
    assert any("0906" in line for line in log_lines(window))  # the events told
    assert_names_no_hidden_unit(window, sorted(window.session.answers.visible))


def test_file_open_shows_a_look_in_a_window_of_its_own_and_a_record_reader_names_what_it_is(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with server_thread() as running:
        path, _truth = a_saved_look(qtbot, tmp_path, monkeypatch, running)
    window = open_window(str(DEFAULT_SCENARIO))
    qtbot.addWidget(window)
    assert not window.actions_.open(path)  # not here: in a window of its own
    looks = [w for w in QApplication.topLevelWidgets() if isinstance(w, LookWindow) and w.isVisible()]
    assert [w.session.path for w in looks] == [path]
    looks[0].close()
    with pytest.raises(RecordError) as refused:
        load_record(path)
    assert [str(p) for p in refused.value.problems] == [
        "$.kind: this file is a look at an online game, not a game record"
    ]


def test_a_look_placing_a_unit_off_the_map_or_naming_another_is_refused(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with server_thread() as running:
        path, _truth = a_saved_look(qtbot, tmp_path, monkeypatch, running)
    assert main(["validate", str(path)]) == 0  # panzer-qt validate checks a look as the client reads it
    assert capsys.readouterr().out == "OK\n"
    data = json.loads(path.read_text(encoding="utf-8"))
    units = data["view"]["state"]["units"]
    placed = next(u for u, s in units.items() if s["hex"] is not None)
    units[placed]["hex"] = "9999"
    units["xx-ghost"] = units.pop(next(u for u in units if u != placed))
    with pytest.raises(RecordError) as refused:
        look_from_json(data, "broken.json")
    problems = [str(p) for p in refused.value.problems]
    assert f"$.view.state.units.{placed}.hex: hex 9999 is not on the map" in problems
    assert "$.view.state.units.xx-ghost: no unit of the scenario has this id" in problems
    assert len(problems) == 3 and problems[1].startswith("$.view.state.units: unit ") and "is missing" in problems[1]
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    assert main(["validate", str(broken)]) == 1
    assert f"$.view.state.units.{placed}.hex: hex 9999 is not on the map" in capsys.readouterr().out
