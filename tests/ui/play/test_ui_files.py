"""Game files in the window: save and reopen, a broken file keeps the game, autosave, recent files; and
placing reinforcements, replacements and KG markers from the tray."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from benchmarks.bad_files import Writer, named_cases
from panzer_qt.model.commands import EndPhase, Move
from panzer_qt.model.enums import Phase, Segment
from panzer_qt.model.situation import PlacedUnit, Situation
from panzer_qt.model.state import UnitStatus
from panzer_qt.model.text import shown_name
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.records.record_files import load_record, save_record
from panzer_qt.rules.game import Game
from panzer_qt.rules.placement import reinforcement_hexes, replacement_hexes
from panzer_qt.ui.app import open_window, run_play
from panzer_qt.ui.play import opening
from panzer_qt.ui.play import session as session_module
from panzer_qt.ui.play.tray import PAYLOAD_ROLE
from tests.conftest import DATA
from tests.helpers.games import SET_UP_SPREAD, scenario
from tests.helpers.ui_kit import click_hex, drop_on_hex, log_lines, make_window


def _moved_game() -> Game:
    game = Game.new(scenario("default"), seed=1944)
    reach = game.movement_range(["su-11gt"])
    game.apply(Move(unit_ids=["su-11gt"], path=reach.path(sorted(reach)[0])))
    game.apply(EndPhase())
    return game


def test_save_and_reopen_gives_the_same_game(qtbot: QtBot, tmp_path: Path) -> None:
    game = _moved_game()
    window = make_window(qtbot, game, tmp_path)
    target = tmp_path / "game.json"
    window.actions_._save_to(target)
    assert load_record(target).steps == game.steps
    assert window.session.path == target and "game.json" in window.windowTitle()
    fresh = make_window(qtbot, Game.new(scenario("tiny"), seed=1944), tmp_path)
    assert fresh.actions_.open(target)
    reopened = fresh.session.game
    assert reopened.state == game.state
    assert log_lines(fresh) == log_lines(window)  # the log is written once the window has shown the game
    assert fresh.session.recent()[0] == str(target.resolve())


def test_a_broken_file_keeps_the_current_game_and_says_why(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, _moved_game(), tmp_path)
    before, state = window.session.game, window.session.game.state.model_copy(deep=True)
    broken = tmp_path / "broken.json"
    broken.write_text('{"kind": "panzer_qt.record", "steps": [', encoding="utf-8")
    assert not window.actions_.open(broken)
    assert window.session.game is before and before.state == state
    box = window.actions_.problem_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert str(broken) in box.text() and "line 1 column" in box.text() and "invalid JSON" in box.text()
    box.close()


def test_an_edited_record_is_refused_with_its_place(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, _moved_game(), tmp_path)
    saved = tmp_path / "edited.json"
    window.session.save(saved)
    data = json.loads(saved.read_text(encoding="utf-8"))
    data["steps"][0]["command"]["path"] = ["0101"]
    saved.write_text(json.dumps(data), encoding="utf-8")
    assert not window.actions_.open(saved)
    assert "$.steps[0]" in window.actions_.problem_box.text()  # type: ignore[union-attr]


def test_autosave_after_every_phase(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    autosave = tmp_path / "autosave" / "autosave.json"
    window.session.apply(SET_UP_SPREAD)
    assert not autosave.exists()
    qtbot.mouseClick(window.phase_bar.end_button, Qt.MouseButton.LeftButton)
    window.session.wait_for_proofs()  # written off the window's thread
    assert load_record(autosave).steps == window.session.game.steps


def _reinforcement_game() -> Game:
    situation = Situation(
        units={"de-a": PlacedUnit(hex="0404"), "su-tk": PlacedUnit(hex="0804")},
        turn=2,
        phase=Phase.REINFORCEMENT,
        segment=Segment.NONE,
    )
    return Game.from_situation(scenario("arrivals"), situation)


def test_tray_lists_reinforcements_and_a_drop_places_one(qtbot: QtBot, tmp_path: Path) -> None:
    game = _reinforcement_game()
    window = make_window(qtbot, game, tmp_path)
    listed = window.tray.lists["reinforcements"]
    payloads = [listed.item(i).data(PAYLOAD_ROLE) for i in range(listed.count())]
    assert payloads == ["unit:de-ss", "unit:de-inf"]
    assert listed.mimeData([listed.item(0)]).text() == "unit:de-ss"
    hexes = reinforcement_hexes(game, "de-ss")
    drop_on_hex(window, "unit:de-ss", hexes[-1])
    assert game.state.units["de-ss"].hex == hexes[-1]
    assert [listed.item(i).data(PAYLOAD_ROLE) for i in range(listed.count())] == ["unit:de-inf"]


def test_tray_pick_highlights_legal_hexes_and_a_click_places(qtbot: QtBot, tmp_path: Path) -> None:
    game = _reinforcement_game()
    window = make_window(qtbot, game, tmp_path)
    listed = window.tray.lists["reinforcements"]
    qtbot.mouseClick(listed.viewport(), Qt.MouseButton.LeftButton, pos=listed.visualItemRect(listed.item(1)).center())
    hexes = reinforcement_hexes(game, "de-inf")
    assert window.canvas.highlighted("placement") == set(hexes)
    click_hex(qtbot, window, hexes[0])
    assert game.state.units["de-inf"].hex == hexes[0]
    assert window.canvas.highlighted("placement") == set()


def test_replacement_dropped_in_a_town(qtbot: QtBot, tmp_path: Path) -> None:
    situation = Situation(
        units={"su-tk": PlacedUnit(hex="0804"), "de-a": PlacedUnit(hex="0202"), "su-rif": PlacedUnit(hex="0905")},
        turn=3,
        phase=Phase.REPLACEMENT,
        segment=Segment.NONE,
    )
    game = Game.from_situation(scenario("arrivals"), situation)
    game.state.update_unit("su-rif", status=UnitStatus.REPLACEMENT, steps=1, hex=None, return_turn=3)
    window = make_window(qtbot, game, tmp_path)
    listed = window.tray.lists["replacements"]
    assert [listed.item(i).data(PAYLOAD_ROLE) for i in range(listed.count())] == ["unit:su-rif"]
    (where,) = replacement_hexes(game)
    drop_on_hex(window, "unit:su-rif", where)
    rifle = window.session.game.state.units["su-rif"]
    assert (rifle.hex, rifle.steps, listed.count()) == (where, 1, 0)


def test_play_opens_a_saved_game_and_names_it_in_the_title(qtbot: QtBot, tmp_path: Path) -> None:
    game = _moved_game()
    saved = tmp_path / "saved.json"
    save_record(game, saved)
    window = open_window(str(saved))
    qtbot.addWidget(window)
    assert window.session.game.state == game.state and window.session.path == saved
    assert window.windowTitle() == f"{game.scenario.meta.name} - saved.json - panzer-qt"
    broken = tmp_path / "broken.json"
    broken.write_text("[]", encoding="utf-8")
    assert run_play(str(broken), str(tmp_path / "x.png")) == 1


def _rich_named_tiny(tmp_path: Path, *, broken: bool) -> Path:
    """The tiny scenario with a river and a unit named like markup; ``broken`` adds a river hexside that
    is not a hexside, so the problem message quotes the river's name."""
    data = json.loads((DATA / "tiny.json").read_text(encoding="utf-8"))
    data["map"]["rivers"][0]["name"] = RICH_NAME
    data["units"][0]["name"] = "<b>1 Pz</b>"
    if broken:
        data["map"]["rivers"][0]["hexsides"].append(["0101", "0303"])
    path = tmp_path / ("broken-names.json" if broken else "names.json")
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


RICH_NAME = '<img src="/etc/hosts"> <a href="file:///etc">Testa</a>'


def _shown_text(box: QMessageBox) -> QLabel:
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert isinstance(label, QLabel)
    return label


def test_the_problem_box_shows_names_from_the_file_as_plain_text(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, _moved_game(), tmp_path)
    path = _rich_named_tiny(tmp_path, broken=True)
    assert not window.actions_.open(path)
    box = window.actions_.problem_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    label = _shown_text(box)
    assert label.textFormat() == Qt.TextFormat.PlainText
    assert f"river {RICH_NAME}: hexes 0101 and 0303 are not adjacent" in label.text()
    assert f"{path}: $.map.rivers[0].hexsides[" in box.detailedText()
    box.close()


def test_names_from_the_file_show_as_plain_text_in_tooltips_and_labels(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1944), tmp_path)
    assert window.actions_.open(_rich_named_tiny(tmp_path, broken=False))
    window.layers._hovered("0302")
    tip = window.canvas.viewport().toolTip()
    assert "&lt;b&gt;1 Pz&lt;/b&gt;" in tip and "<b>" not in tip
    for label in (
        window.selection_note,
        window.decisions.prompt,
        window.combat.status,
    ):  # rule numbers are links, the rest plain text
        _assert_shown_literally(label, f"{RICH_NAME} must retreat (13.9)")


def _assert_shown_literally(label: QLabel, text: str) -> None:
    """The label shows ``text`` character for character: no markup in it is read, only its rule numbers link."""
    label.setText(text)
    shown = QTextDocument()
    shown.setHtml(QLabel.text(label))
    assert shown.toPlainText() == text
    html = QLabel.text(label)
    assert "<img" not in html and '<a href="file' not in html
    assert '<a href="rule:13.9">13.9</a>' in html


def test_open_and_recent_show_a_box_for_every_kind_of_broken_file(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The corpus of benchmarks/bad_files.py (its named cases): each refused with a box, the game kept (read at
    once, also the large ones: a large file read in the background fails the same way, test_ui_unsaved)."""
    monkeypatch.setattr(opening, "LARGE_RECORD_BYTES", 10**12)
    window = make_window(qtbot, _moved_game(), tmp_path)
    writer = Writer(tmp_path)
    named_cases(writer, json.loads(DEFAULT_SCENARIO.read_text()), _seeded_record())
    refused = [case for case in writer.cases if case.expect == "refused"]
    for case in refused:
        game, state = window.session.game, window.session.game.state.model_copy(deep=True)
        assert not window.actions_.open(case.path), case.name
        box = window.actions_.problem_box
        assert isinstance(box, QMessageBox) and box.isVisible(), case.name
        shown = shown_name(case.path)  # a name with a line break or a bidi override is shown escaped
        assert shown in box.text() and box.detailedText().startswith(f"{shown}: "), case.name
        assert window.session.game is game and game.state == state, case.name
        box.close()
    assert len(refused) > 60
    window.session.add_recent(refused[0].path)
    window.actions_.recent.aboutToShow.emit()
    entry = next(a for a in window.actions_.recent.actions() if a.text() == str(refused[0].path.resolve()))
    entry.trigger()
    assert window.actions_.problem_box is not None and window.actions_.problem_box.isVisible()


def _seeded_record() -> dict[str, object]:
    """A short record on the default scenario (the corpus's own takes a whole turn to play)."""
    game = Game.new(scenario("default"), seed=3)
    game.apply(SET_UP_SPREAD)
    reach = game.movement_range(["su-11gt"])
    game.apply(Move(unit_ids=["su-11gt"], path=reach.path(sorted(reach)[0])))
    game.apply(EndPhase())
    record: dict[str, object] = json.loads(game.record().model_dump_json())
    return record


def test_a_loader_bug_still_gives_a_box_and_keeps_the_game(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot, _moved_game(), tmp_path)
    saved = tmp_path / "saved.json"
    window.session.save(saved)
    game = window.session.game

    def broken_check(*args: object, **kwargs: object) -> None:
        raise KeyError("9")

    monkeypatch.setattr(session_module, "record_from_json", broken_check)
    assert not window.actions_.open(saved)
    assert window.session.game is game
    assert "internal error while reading the file (KeyError: '9')" in window.actions_.problem_box.text()  # type: ignore[union-attr]


def test_a_failed_autosave_is_reported_and_play_goes_on(qtbot: QtBot, tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", encoding="utf-8")
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    window.session.autosave_dir = blocker / "autosave"
    window.session.apply(SET_UP_SPREAD)
    phase = window.session.game.state.phase, window.session.game.state.segment
    qtbot.mouseClick(window.phase_bar.end_button, Qt.MouseButton.LeftButton)
    assert (window.session.game.state.phase, window.session.game.state.segment) != phase
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Autosave failed"))
    message = window.statusBar().currentMessage()
    assert message.startswith(f"Autosave failed, the game goes on unsaved: {blocker / 'autosave' / 'autosave.json'}: ")
    assert window.actions_.problem_box is None
