"""The editor's Balance Test, driven with real clicks and keys on a small scenario: progress, live results, the
baseline comparison paired by seed, Cancel, a study saved and reopened, a game opened in the replay viewer from
the histogram, a cluster address that is wrong or out of reach, and the games played on a Dask cluster."""

from __future__ import annotations

import multiprocessing
from collections.abc import Iterator
from dataclasses import asdict
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from panzer_qt.ai.backends import LocalPool, run_games
from panzer_qt.ai.simulate import jobs_for
from panzer_qt.lab.balance import RESULTS, compare, result_shares
from panzer_qt.lab.study import BASELINE, TEST, load_study
from panzer_qt.model.enums import Side
from panzer_qt.model.scenario_file import save_scenario, scenario_text
from panzer_qt.rules.loading import load_scenario
from panzer_qt.rules.verdict import scenario_errors
from panzer_qt.ui.edit.balance_dialog import BalanceDialog
from panzer_qt.ui.edit.balance_figures import per_cent, shift_sentence
from panzer_qt.ui.edit.document import EditCommand
from panzer_qt.ui.edit.editor_window import EditorWindow
from panzer_qt.ui.edit.validation_panel import finding_line
from panzer_qt.ui.replay.window import ReplayWindow
from tests.conftest import DATA
from tests.helpers.editor_kit import make_editor
from tests.helpers.lab_kit import dask_cluster
from tests.lab.test_balance_lab import SAME, free_port, summary, with_thresholds

LEFT = Qt.MouseButton.LeftButton
RUN_TIMEOUT = 240_000


@pytest.fixture
def editor(qtbot: QtBot, tmp_path: Path) -> Iterator[EditorWindow]:
    """An editor on a tiny scenario whose victory levels (2 and 5 VP) give every result; the scenario being edited
    scores no exit (an edit not saved), the file as last saved does."""
    path = tmp_path / "levels.json"
    saved = with_thresholds(load_scenario(DATA / "tiny.json"), 2, 5)
    save_scenario(saved, path)
    window = make_editor(qtbot, tmp_path, path)
    edited = with_thresholds(saved, 2, 5, exit_vp=0)
    assert window.document.edit(EditCommand, "no exit VP", lambda _s: edited)
    yield window


def open_test(qtbot: QtBot, window: EditorWindow, games: int, german: int = 1, soviet: int = 2) -> BalanceDialog:
    """Tools > Balance Test by its shortcut, the players chosen (1 greedy, 2 the computer player at level 1) and
    the number of games typed in."""
    window.activateWindow()
    QTest.qWaitForWindowActive(window, 2000)
    qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    dialog = window.actions_.balance
    assert isinstance(dialog, BalanceDialog) and dialog.isVisible()
    dialog.german.kind.setCurrentIndex(german)
    dialog.soviet.kind.setCurrentIndex(soviet)
    dialog.soviet.level.setValue(1)
    dialog.games.selectAll()
    qtbot.keyClicks(dialog.games, str(games))
    dialog.processes.setValue(2)
    return dialog


def run_to_end(qtbot: QtBot, dialog: BalanceDialog) -> None:
    qtbot.mouseClick(dialog.run_button, LEFT)
    assert not dialog.run_button.isEnabled() and dialog.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.run is None, timeout=RUN_TIMEOUT)


def cell(dialog: BalanceDialog, row: int, column: int) -> str:
    item = dialog.results_table.item(row, column)
    return item.text() if item is not None else ""


def test_a_test_against_the_file_as_saved_shows_the_paired_shift_saves_itself_and_opens_a_game(
    qtbot: QtBot, editor: EditorWindow, tmp_path: Path
) -> None:
    dialog = open_test(qtbot, editor, 4)
    assert dialog.baseline.currentText() == "The file as last saved"
    seen: list[int] = []
    dialog.progress.valueChanged.connect(seen.append)
    run_to_end(qtbot, dialog)
    study, study_file = dialog.study, dialog.study_file
    assert study is not None and study_file is not None
    assert (study.status, study.done, study.total, dialog.progress.value()) == ("finished", 8, 8, 8)
    assert seen[-1] == 8 and len(seen) >= 2  # the bar moved as games finished
    assert dialog.status.text() == f"All 8 games played.\nSaved as {study_file}"
    assert study_file.parent == tmp_path / "levels.balance"
    assert study.players == {"german": "greedy", "soviet": "ai:1"}
    assert [g.seed for g in study.test.games] != [] and sorted(g.seed for g in study.baseline.games) == list(
        range(1944, 1948)
    )  # type: ignore[union-attr]
    # The same games as the engine plays them, the edited scenario against the file.
    edited = {
        TEST: scenario_text(editor.document.scenario),
        BASELINE: (tmp_path / "levels.json").read_text(encoding="utf-8"),
    }
    players = {Side.GERMAN: "greedy", Side.SOVIET: "ai:1"}
    played = run_games(edited, jobs_for(TEST, 4, 1944, players) + jobs_for(BASELINE, 4, 1944, players), LocalPool(1))
    expected = {(o.job.scenario, o.summary.seed): {k: asdict(o.summary)[k] for k in SAME} for o in played}
    found = {
        (key, g.seed): {k: asdict(g)[k] for k in SAME}
        for key, arm in ((TEST, study.test), (BASELINE, study.baseline))
        for g in arm.games
    }  # type: ignore[union-attr]
    assert found == expected
    # The figures: shares, the paired differences, the sentence.
    comparison = compare(study.test.games, study.baseline.games)  # type: ignore[union-attr]
    assert dialog.sentence.text() == shift_sentence(comparison)
    assert [cell(dialog, 0, c) for c in range(4)] == ["Games", "4", "4", "4"]
    shares = result_shares(study.test.games)
    assert [cell(dialog, 1 + i, 0) for i in range(3)] == list(RESULTS)
    assert [cell(dialog, 1 + i, 1) for i in range(3)] == [per_cent(shares[r]) for r in RESULTS]
    # Saved beside the scenario with each game's record; reopened as it was.
    assert load_study(study_file) == study
    records = sorted(
        p.relative_to(study_file.with_suffix("")).as_posix() for p in study_file.with_suffix("").rglob("*.json")
    )
    assert records == sorted(
        [f"game-{s}.json" for s in range(1944, 1948)] + [f"baseline/game-{s}.json" for s in range(1944, 1948)]
    )
    # A bar of the histogram, then a game in it, opens that game's record in the replay viewer.
    game = study.test.games[0]
    dialog.tabs.setCurrentIndex(1)
    qtbot.mouseClick(dialog.histogram.viewport(), LEFT, pos=dialog.histogram.point_of(game.vp))
    listed = [dialog.bar_games.item(i).text() for i in range(dialog.bar_games.count())]
    assert f"Seed {game.seed}: {game.vp} VP, {game.result}" in listed
    in_bar = [g for g in study.test.games if g.vp == game.vp] + [g for g in study.baseline.games if g.vp == game.vp]  # type: ignore[union-attr]
    assert len(listed) == len(in_bar)
    first = dialog.bar_games.item(0)
    qtbot.mouseClick(dialog.bar_games.viewport(), LEFT, pos=dialog.bar_games.visualItemRect(first).center())
    viewers = [w for w in QApplication.topLevelWidgets() if isinstance(w, ReplayWindow) and w.isVisible()]
    seed = int(first.text().split(":")[0].split()[1])
    assert [v.path for v in viewers] == [study_file.with_suffix("") / f"game-{seed}.json"]
    for viewer in viewers:
        qtbot.waitUntil(lambda v=viewer: v.review is not None and v.review.finished, timeout=30_000)
        viewer.close()


def test_cancel_stops_the_games_keeps_those_finished_and_the_editor_stays_usable(
    qtbot: QtBot, editor: EditorWindow
) -> None:
    dialog = open_test(qtbot, editor, 400)
    dialog.baseline.setCurrentIndex(0)
    qtbot.mouseClick(dialog.run_button, LEFT)
    qtbot.waitUntil(lambda: dialog.progress.value() >= 2, timeout=RUN_TIMEOUT)
    assert dialog.status.text().startswith(f"{dialog.progress.value()} of 400 games; about ")
    assert editor.document.undo_stack.canUndo()
    editor.document.undo_stack.undo()  # the editor goes on while the games are played
    qtbot.mouseClick(dialog.cancel_button, LEFT)
    qtbot.waitUntil(lambda: dialog.run is None, timeout=30_000)
    study, study_file = dialog.study, dialog.study_file
    assert study is not None and study_file is not None
    assert study.status == "cancelled" and 2 <= study.done < 400
    assert dialog.status.text() == f"Cancelled: {study.done} games played.\nSaved as {study_file}"
    assert load_study(study_file).test.games == study.test.games
    assert multiprocessing.active_children() == []
    assert dialog.run_button.isEnabled() and not dialog.cancel_button.isEnabled()


def test_a_saved_study_reopens_with_its_figures(
    qtbot: QtBot, editor: EditorWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = open_test(qtbot, editor, 3)
    run_to_end(qtbot, dialog)
    study_file, sentence = dialog.study_file, dialog.sentence.text()
    table = [cell(dialog, r, c) for r in range(5) for c in range(4)]
    dialog.close()
    editor.actions_.balance = None
    again = open_test(qtbot, editor, 10)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(study_file), ""))
    qtbot.mouseClick(again.open_button, LEFT)
    assert again.study == load_study(study_file)  # type: ignore[arg-type]
    assert again.sentence.text() == sentence
    assert [cell(again, r, c) for r in range(5) for c in range(4)] == table
    assert again.status.text().startswith(f"A study of {again.study.started}, finished.")  # type: ignore[union-attr]
    assert not again.status.text().endswith("The scenario has changed since.")
    editor.document.undo_stack.undo()
    assert again.open_study(study_file)  # type: ignore[arg-type]
    assert again.status.text().endswith("The scenario has changed since.")
    (study_file.parent / "broken.json").write_text("[", encoding="utf-8")  # type: ignore[union-attr]
    assert not again.open_study(study_file.parent / "broken.json")  # type: ignore[union-attr]
    assert again.status.text().startswith("Cannot open the study: broken.json: not JSON (")
    assert again.study == load_study(study_file)  # type: ignore[arg-type]  # what was shown stays


def test_a_wrong_cluster_address_is_refused_and_one_out_of_reach_is_said_so(qtbot: QtBot, editor: EditorWindow) -> None:
    dialog = open_test(qtbot, editor, 3)
    dialog.address.setFocus()
    qtbot.keyClicks(dialog.address, "localhost:8786")
    assert dialog.cluster.isChecked()
    qtbot.mouseClick(dialog.run_button, LEFT)
    assert (dialog.run, dialog.status.text()) == (
        None,
        "'localhost:8786' is not a Dask scheduler address: use tcp://HOST:PORT",
    )
    address = f"tcp://127.0.0.1:{free_port()}"
    dialog.address.selectAll()
    qtbot.keyClicks(dialog.address, address)
    run_to_end(qtbot, dialog)
    assert dialog.status.text().startswith(f"The test stopped: cannot reach the Dask scheduler at {address}: ")
    assert dialog.status.text().split("\n")[0].endswith(". The 0 games finished are kept.")
    assert dialog.study is not None and dialog.study.status.startswith("stopped: cannot reach the Dask scheduler")
    assert dialog.study_file is not None and dialog.status.text().endswith(f"Saved as {dialog.study_file}")
    assert load_study(dialog.study_file).status == dialog.study.status  # kept though no game was played


def test_a_scenario_the_game_refuses_is_not_tested(qtbot: QtBot, editor: EditorWindow) -> None:
    assert editor.document.edit(EditCommand, "no units", lambda s: s.model_copy(update={"units": []}))
    refused = scenario_errors(editor.document.scenario)
    assert refused  # what Save and Playtest refuse
    dialog = open_test(qtbot, editor, 3)
    qtbot.mouseClick(dialog.run_button, LEFT)
    assert dialog.run is None and dialog.study is None
    assert dialog.status.text().startswith("The game would refuse this scenario:\n")
    assert finding_line(refused[0]) in dialog.status.text()


def test_the_games_played_on_a_dask_cluster_are_those_of_this_machine(
    qtbot: QtBot, editor: EditorWindow, tmp_path: Path
) -> None:
    dialog = open_test(qtbot, editor, 4)
    dialog.baseline.setCurrentIndex(0)
    with dask_cluster(tmp_path) as cluster:
        qtbot.mouseClick(dialog.cluster, LEFT)
        qtbot.keyClicks(dialog.address, cluster.address)
        run_to_end(qtbot, dialog)
    study = dialog.study
    assert study is not None and study.status == "finished", dialog.status.text()
    assert study.where == f"the Dask cluster at {cluster.address}"
    played = run_games(
        {TEST: scenario_text(editor.document.scenario)},
        jobs_for(TEST, 4, 1944, {Side.GERMAN: "greedy", Side.SOVIET: "ai:1"}),
        LocalPool(1),
    )
    found = {g.seed: {k: asdict(g)[k] for k in SAME} for g in study.test.games}
    assert found == {o.summary.seed: {k: asdict(o.summary)[k] for k in SAME} for o in played}


def test_a_shift_of_zero_names_neither_side() -> None:
    even = compare([summary(1, 30, None), summary(2, 30, None)], [summary(1, 28, None), summary(2, 32, None)])
    assert shift_sentence(even) == (
        f"This change leaves the mean VP where it was (0.0 ± {even.vp.half:.1f} VP)."
        " The interval includes 0: not a clear shift yet."
    )
