"""Online games in the client: two real windows in one test process play a turn against each other through a
referee server on 127.0.0.1, with real clicks; neither names an enemy unit it cannot see; a server killed
mid-turn and restarted; the "your move" alert."""

from __future__ import annotations

import asyncio
import weakref
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from panzer_qt.cli import _play, build_parser
from panzer_qt.model.commands import EndPhase
from panzer_qt.model.enums import Segment, Side
from panzer_qt.model.state import OverstackDecision
from panzer_qt.net import client
from panzer_qt.net.client import create_game
from panzer_qt.net.protocol import Create, View, ViewChange
from panzer_qt.net.views import OutOfStep, apply_change
from panzer_qt.rules.dice import Dice
from panzer_qt.ui.online.dialogs import JoinOnlineDialog, MyGamesDialog
from panzer_qt.ui.online.known import join_link, parse_link
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.window_parts import open_windows
from tests.helpers.net_kit import ROOT, Running, free_port, scenario_data, serve_process, server_thread
from tests.helpers.online_kit import (
    WAIT_MS,
    assert_names_no_hidden_unit,
    hidden_names,
    online_settings,
    open_both,
    step_of,
)
from tests.helpers.ui_kit import click_hex, log_lines
from tests.ui.test_i18n import spanish

LEFT = Qt.MouseButton.LeftButton
SEED = 7
__all__ = ["spanish"]


def answer_decisions(qtbot: QtBot, windows: dict[Side, MainWindow]) -> None:
    """Each decision the combat left answered by the window of the side that takes it, with its panel's button."""
    game = windows[Side.SOVIET].session.game
    while game.state.pending:
        window = windows[game.side_to_act()]
        qtbot.waitUntil(lambda w=window: not w.session.waiting, timeout=WAIT_MS)
        before = step_of(window)
        panel = window.decisions
        if panel.retreat_hexes:
            click_hex(qtbot, window, panel.retreat_hexes[0])
        else:
            qtbot.mouseClick(next(w for w in panel.choices if isinstance(w, QPushButton)), LEFT)
        qtbot.waitUntil(lambda w=window, n=before: step_of(w) > n, timeout=WAIT_MS)


def resolved(window: MainWindow) -> bool:
    """Whether the window's combat has its result."""
    combat = window.session.game.state.combat
    return combat is None or combat.result is not None


def hex_of(window: MainWindow, unit: str) -> str:
    """Where a unit stands in the window's view."""
    where = window.session.game.state.units[unit].hex
    assert where is not None
    return where


def test_two_windows_play_a_turn_with_clicks_and_name_no_hidden_unit(qtbot: QtBot, tmp_path: Path) -> None:
    dice = Dice(SEED)
    with server_thread(die=dice.roll) as running:
        created = running.referee.create(Create(scenario=scenario_data(), deploy=False), "127.0.0.1")
        windows = open_both(qtbot, running.url, created, tmp_path)
        soviet, german = windows[Side.SOVIET], windows[Side.GERMAN]
        assert soviet.online.bar.turn.text() == "Your move: To play IV Soviet 1st phase - movement (5.0)."
        assert german.online.bar.turn.text() == (
            "Waiting for the opponent: To play IV Soviet 1st phase - movement (5.0)."
        )
        qtbot.waitUntil(lambda: german.online.bar.link.text() == "opponent online", timeout=WAIT_MS)
        assert german.canvas.tool is not german.tool  # hands off while the opponent is to act

        # a move, by clicks, seen in the other window; then taken back
        base = step_of(soviet)  # the printed German set-up, accepted
        start = hex_of(soviet, "su-7gt")
        click_hex(qtbot, soviet, start)
        reach = soviet.session.reach()
        assert reach is not None and soviet.session.selection
        target = next(h for h in sorted(reach) if h != start and reach.cost(h) <= reach.mp_allowance)
        click_hex(qtbot, soviet, target)
        qtbot.waitUntil(lambda: step_of(german) == base + 1 == step_of(soviet), timeout=WAIT_MS)
        moved = [u for u, s in soviet.session.game.state.units.items() if s.hex == target]
        assert moved and soviet.actions_.undo.isEnabled()
        soviet.actions_.undo.trigger()
        qtbot.waitUntil(lambda: step_of(german) == base == step_of(soviet), timeout=WAIT_MS)
        assert hex_of(soviet, "su-7gt") == start

        # the end of the movement leaves a Soviet hex over-stacked: the German window chooses the unit to remove
        soviet.actions_.end_phase.trigger()
        qtbot.waitUntil(lambda: not german.session.waiting, timeout=WAIT_MS)
        decision = german.session.game.state.pending[0]
        assert isinstance(decision, OverstackDecision) and decision.hex == "0906"
        assert german.online.bar.turn.text().startswith("Your move: To ")
        assert soviet.online.bar.turn.text().startswith("Waiting for the opponent: To ")
        click_hex(qtbot, german, "0906")
        # the segment's end goes on once the hex is thinned (6.0): the server gives it, no second End Phase
        qtbot.waitUntil(lambda: not soviet.session.waiting and step_of(soviet) == base + 3, timeout=WAIT_MS)
        assert soviet.session.game.state.segment is Segment.COMBAT

        # an attack declared by clicks; the German defence (one answer) is given by the German window
        attacker = hex_of(soviet, "su-7gt")
        click_hex(qtbot, soviet, attacker)
        click_hex(qtbot, soviet, "2606")
        assert "Column" in soviet.combat.odds_text()
        assert_names_no_hidden_unit(soviet, [attacker, "2606"])
        qtbot.mouseClick(soviet.combat.declare_button, LEFT)
        qtbot.waitUntil(
            lambda: (combat := soviet.session.game.state.combat) is not None and combat.defence_answered,
            timeout=WAIT_MS,
        )
        qtbot.waitUntil(soviet.combat.resolve_button.isEnabled, timeout=WAIT_MS)
        qtbot.mouseClick(soviet.combat.resolve_button, LEFT)
        qtbot.waitUntil(lambda: resolved(soviet), timeout=WAIT_MS)
        answer_decisions(qtbot, windows)
        qtbot.waitUntil(lambda: soviet.session.game.state.combat is None, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: step_of(german) == step_of(soviet), timeout=WAIT_MS)
        for window in windows.values():
            assert hidden_names(window)  # there is something to keep hidden
            assert_names_no_hidden_unit(window, sorted(window.session.answers.visible))
        assert any("2606" in line for line in log_lines(german))
        assert_holds_the_servers_views(windows, running, created.game_id)
        assert [w.session.link.client.syncs for w in windows.values()] == [0, 0]  # every change applied


def assert_holds_the_servers_views(windows: dict[Side, MainWindow], running: Running, game_id: str) -> None:
    """Each window's view is exactly the one the server works out for its side now, and its game is on it."""
    table = running.referee.table(game_id)
    for side, window in windows.items():
        view = window.session.link.view
        assert view == table.view(side)
        assert window.session.game.state is view.state and step_of(window) == view.step == len(table.game.steps)


def test_a_closed_window_leaves_its_seat_is_released_and_the_opponent_sees_it_offline(
    qtbot: QtBot, tmp_path: Path
) -> None:
    with server_thread() as running:
        created = running.referee.create(Create(scenario=scenario_data(), deploy=False), "127.0.0.1")
        windows = open_both(qtbot, running.url, created, tmp_path)
        soviet, german = windows.pop(Side.SOVIET), windows[Side.GERMAN]
        qtbot.waitUntil(lambda: german.online.bar.link.text() == "opponent online", timeout=WAIT_MS)
        client, game = soviet.session.link.client, weakref.ref(soviet.session.game)
        assert soviet.close()
        del soviet
        qtbot.waitUntil(lambda: german.online.bar.link.text() == "opponent offline", timeout=WAIT_MS)
        qtbot.waitUntil(lambda: client.closed, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: open_windows() == [german], timeout=WAIT_MS)
        qtbot.wait(10)  # the collection put off to the next pass of the event loop
        assert game() is None  # the window, its session and its game released


def test_a_change_that_does_not_apply_has_the_whole_view_asked_for_and_the_window_follows_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lost: list[int] = []

    def german_loses_one(view: View, change: ViewChange) -> View:
        if view.side is Side.GERMAN and not lost:
            lost.append(change.step)
            raise OutOfStep("as if a change were lost on the way")
        return apply_change(view, change)

    monkeypatch.setattr(client, "apply_change", german_loses_one)
    with server_thread() as running:
        created = running.referee.create(Create(scenario=scenario_data(), deploy=False), "127.0.0.1")
        windows = open_both(qtbot, running.url, created, tmp_path)
        soviet, german = windows[Side.SOVIET], windows[Side.GERMAN]
        base = step_of(soviet)
        soviet.actions_.end_phase.trigger()  # leaves 0906 over-stacked: the German chooses (a change of his view)
        qtbot.waitUntil(lambda: step_of(german) == base + 1 == step_of(soviet), timeout=WAIT_MS)
        assert lost == [base + 1]
        assert [w.session.link.client.syncs for w in (soviet, german)] == [0, 1]
        assert not german.session.waiting and german.session.game.state.pending[0].hex == "0906"
        assert german.session.link.told == german.session.link.client.told
        assert any("0906" in line for line in log_lines(german))  # the step's events announced with the whole view
        assert_holds_the_servers_views(windows, running, created.game_id)
        click_hex(qtbot, german, "0906")  # the next change applies again
        # the thinning and the segment's end it resumes (6.0): two steps, the view's change told with the last
        qtbot.waitUntil(lambda: step_of(german) == base + 3 == step_of(soviet), timeout=WAIT_MS)
        assert german.session.game.state.segment is Segment.COMBAT
        assert german.session.link.client.syncs == 1
        assert_holds_the_servers_views(windows, running, created.game_id)


def test_a_refusal_and_an_error_of_the_server_are_told_in_spanish(qtbot: QtBot, tmp_path: Path, spanish: None) -> None:
    with server_thread() as running:
        created = running.referee.create(Create(scenario=scenario_data(), deploy=False), "127.0.0.1")
        windows = open_both(qtbot, running.url, created, tmp_path)
        german = windows[Side.GERMAN]
        german.session.apply(EndPhase())  # the Soviet side is to act: the server refuses (a rule of its own)
        qtbot.waitUntil(lambda: german.statusBar().currentMessage().startswith("No permitido"), timeout=WAIT_MS)
        assert german.statusBar().currentMessage() == (
            "No permitido: ahora decide el bando soviético, no el alemán (5.0)"
        )
        dialog = JoinOnlineDialog(online_settings(tmp_path, "join"))
        qtbot.addWidget(dialog)
        dialog.server.setText(running.url)
        dialog.code.setText("Z" * 40)
        dialog.start()
        qtbot.waitUntil(lambda: dialog.status.text().startswith("No se puede abrir"), timeout=WAIT_MS)
        assert dialog.status.text() == "No se puede abrir la partida: ninguna partida tiene un puesto con este código"


def test_a_server_killed_mid_turn_and_restarted_the_move_made_meanwhile_applied_once_and_the_turn_alert(
    qtbot: QtBot, tmp_path: Path
) -> None:
    port, db = free_port(), tmp_path / "games.sqlite3"
    server = serve_process(port, db)
    try:
        url = f"ws://127.0.0.1:{port}"
        created = asyncio.run(create_game(url, scenario_data(), deploy=False))
        windows = open_both(qtbot, url, created, tmp_path)
        soviet, german = windows[Side.SOVIET], windows[Side.GERMAN]
        base = step_of(soviet)
        server.kill()
        server.wait(10)
        for window in windows.values():
            qtbot.waitUntil(
                lambda w=window: w.online.bar.link.text().startswith("Connection lost, reconnecting (next try in "),
                timeout=WAIT_MS,
            )
        start = hex_of(soviet, "su-7gt")
        click_hex(qtbot, soviet, start)
        reach = soviet.session.reach()
        assert reach is not None
        target = next(h for h in sorted(reach) if h != start and reach.cost(h) <= reach.mp_allowance)
        click_hex(qtbot, soviet, target)  # made while the server is down
        server = serve_process(port, db)
        for window in windows.values():
            qtbot.waitUntil(lambda w=window: step_of(w) == base + 1, timeout=3 * WAIT_MS)
            qtbot.waitUntil(lambda w=window: w.online.bar.link.text().startswith("Reconnected"), timeout=WAIT_MS)
        assert hex_of(soviet, "su-7gt") == target
        qtbot.wait(300)
        assert step_of(soviet) == step_of(german) == base + 1  # applied once
        assert german.online.alerts == 0 and not german.windowTitle().startswith("Your move")
        soviet.actions_.end_phase.trigger()
        qtbot.waitUntil(lambda: german.online.alerts == 1, timeout=WAIT_MS)
        assert german.windowTitle().startswith("Your move - ")
        assert not soviet.windowTitle().startswith("Your move")
    finally:
        server.kill()
        server.wait(10)


def test_a_join_link_holds_the_server_and_the_code_and_the_desktop_entry_opens_such_links() -> None:
    code = "Ab_9-" * 9
    link = join_link("wss://example.org:8765", code)
    assert link.startswith("panzer-qt://join?server=wss%3A%2F%2Fexample.org%3A8765&code=")
    assert parse_link(link) == ("wss://example.org:8765", code)
    assert parse_link("panzer-qt://join?server=http%3A%2F%2Fexample.org&code=x") == ("http://example.org", "x")
    assert parse_link("panzer-qt://join?code=x") is None
    assert parse_link("https://example.org/?server=ws%3A%2F%2Fa&code=x") is None
    entry = (ROOT / "packaging" / "io.github.panzer_qt.panzer_qt.desktop").read_text(encoding="utf-8")
    assert "MimeType=x-scheme-handler/panzer-qt;" in entry.splitlines()
    exec_line = next(line.removeprefix("Exec=") for line in entry.splitlines() if line.startswith("Exec="))
    program, *arguments = [word.replace("%u", link) for word in exec_line.split()]
    args = build_parser().parse_args(arguments)
    assert program == "panzer-qt" and args.run is _play and args.file == link


def test_my_games_says_how_to_start_one_when_none_is_kept(qtbot: QtBot, tmp_path: Path, spanish: None) -> None:
    """An empty list tells the player where online games come from (in the player's language)."""
    dialog = MyGamesDialog(online_settings(tmp_path, "nobody"))
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 0
    assert dialog.status.text().startswith("Aún no se guarda aquí ninguna partida en línea")
    assert "Archivo > Nueva partida en línea" in dialog.status.text()
