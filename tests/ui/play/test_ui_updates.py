"""How much the client does per change: one click on a stack asks the engine for one movement range, shared by the
map, the hover text and the side panel, and computes the highlights once; a change to one hex gives new items
to that hex alone and repaints only the area around it; and what is on screen after such partial repaints is
what a full repaint would draw."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QImage, QPaintEvent, QRegion
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.commands import Move
from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.model.events import ControlChanged, Event
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game
from panzer_qt.rules.movement.range import MovementRange
from panzer_qt.ui.map.game_layers import GameLayers
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.map.map_render import HEX_SIZE
from panzer_qt.ui.map.position_answers import Answers
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.play.vp_panel import HeldSince, TownTable
from tests.helpers.combat_kit import combat_game
from tests.helpers.games import scenario
from tests.helpers.ui_kit import click_hex, make_window, press_key

UNIT, START = "su-11gt", "1216"


class PaintLog(QObject):
    """Collects the regions a widget paints."""

    def __init__(self) -> None:
        super().__init__()
        self.region = QRegion()
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint and isinstance(event, QPaintEvent):
            self.region += event.region()
            self.paints += 1
        return False


def counting(calls: list[tuple[str, ...]], func: Callable[..., MovementRange]) -> Callable[..., MovementRange]:
    def wrapped(unit_ids: tuple[str, ...] | list[str]) -> MovementRange:
        calls.append(tuple(unit_ids))
        return func(unit_ids)

    return wrapped


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    return make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)


def test_one_click_on_a_stack_computes_one_range_and_the_highlights_once(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = window.session.game
    ranges: list[tuple[str, ...]] = []
    monkeypatch.setattr(game, "movement_range", counting(ranges, game.movement_range))
    highlights: list[None] = []
    update = window.tool.update_highlights
    monkeypatch.setattr(window.tool, "update_highlights", lambda: highlights.append(update()))
    click_hex(qtbot, window, START)
    assert window.session.selection == [UNIT]
    assert ranges == [(UNIT,)] and len(highlights) == 1
    reach = window.session.reach()
    assert reach is not None and len(reach) > 20
    target = max(reach, key=lambda h: (reach.cost(h), h))
    assert window.layers.overlay_items["movement"].shapes.marked["movement"] == set(reach)
    assert f"{len(reach)} hexes in reach" in window.selection_note.text()
    assert "Selected stack: " in window.layers.explain(target)
    assert window.actions_.exit_map.isEnabled() is reach.can_exit
    assert ranges == [(UNIT,)]
    qtbot.mouseClick(window.canvas.viewport(), Qt.MouseButton.RightButton, pos=window.canvas.view_pos(START))
    assert window.session.selection == [] and len(highlights) == 2


def _movable_neighbour(game: Game) -> str:
    reach = game.movement_range([UNIT])
    empty = {h for h in reach if len(reach.path(h)) == 1 and h not in game.visible_units(None)}
    return min(empty)


def test_a_one_hex_change_repaints_only_around_that_hex(qtbot: QtBot, window: MainWindow) -> None:
    game, canvas, units = window.session.game, window.canvas, window.layers.units
    for _ in range(2):
        canvas.zoom_in()
    canvas.center_on(START)
    goal = _movable_neighbour(game)
    QApplication.processEvents()
    items_before = dict(units.stacks)
    log = PaintLog()
    canvas.viewport().installEventFilter(log)
    window.session.apply(Move(unit_ids=[UNIT], path=[goal]))
    qtbot.waitUntil(lambda: log.paints > 0, timeout=2000)
    QApplication.processEvents()
    changed = {h for h in units.stacks.keys() | items_before.keys() if units.stacks.get(h) is not items_before.get(h)}
    assert changed == {START, goal}
    reach = round(3 * HEX_SIZE * canvas.transform().m11())
    around = QRegion()
    for hid in (START, goal):
        centre = canvas.view_pos(hid)
        around += QRegion(QRect(centre.x() - reach, centre.y() - reach, 2 * reach, 2 * reach))
    assert log.region.subtracted(around).isEmpty()
    assert log.region.contains(canvas.view_pos(goal))
    painted = log.region.boundingRect()
    viewport = canvas.viewport().rect()
    assert painted.width() * painted.height() < viewport.width() * viewport.height() / 4


def test_what_the_screen_shows_after_incremental_updates_is_what_a_full_repaint_draws(qtbot: QtBot) -> None:
    game = Game.new(scenario("default"), seed=1944)
    canvas = MapCanvas(game.scenario)
    qtbot.addWidget(canvas)
    layers = GameLayers(canvas)
    layers.set_overlay("movement", True)
    canvas.resize(900, 700)
    canvas.show()
    qtbot.waitExposed(canvas)
    for _ in range(3):
        canvas.zoom_in()
    canvas.center_on(START)
    layers.show(Answers(game, None))
    reach = game.movement_range([UNIT])
    goal = max(reach, key=lambda h: (len(reach.path(h)) == 2, h))

    def on_screen() -> QImage:
        QApplication.processEvents()
        return canvas.screen().grabWindow(canvas.winId()).toImage()

    before = on_screen()
    layers.show(Answers(game, None), [UNIT])
    selected = on_screen()
    assert selected != before and selected == canvas.grab().toImage()
    game.apply(Move(unit_ids=[UNIT], path=reach.path(goal)))
    layers.show(Answers(game, None), [UNIT])
    moved = on_screen()
    assert moved != selected and moved == canvas.grab().toImage()
    game.undo()
    layers.show(Answers(game, None))
    assert on_screen() == before


def test_the_town_table_reads_each_step_once_and_follows_undos(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Through a game of 400 commands with undos, the VP panel's towns read as a table filled afresh from the game;
    the game's events are read about once in all (not the whole history again after every command)."""
    read: list[tuple[HeldSince, int]] = []
    real = HeldSince._take

    def counting(self: HeldSince, events: list[Event]) -> object:
        read.append((self, len(events)))
        return real(self, events)

    monkeypatch.setattr(HeldSince, "_take", counting)
    window = make_window(qtbot, Game.new(scenario("default"), seed=7), tmp_path)
    session, players = window.session, {Side.GERMAN: RandomPolicy(1), Side.SOVIET: RandomPolicy(2)}
    rng, undos = random.Random(3), 0
    while len(session.game.steps) < 400:
        undone = rng.random() < 0.05 and session.undo()
        undos += undone
        if not undone:
            side = session.game.side_to_act() or Side.GERMAN
            command = players[side].choose(session.game)
            if session.apply(command) is None:
                players[side].refused(command)
        if undone or rng.random() < 0.1:
            fresh = TownTable()
            fresh.show_towns(session.game)
            assert _cells(window.vp_panel.towns) == _cells(fresh)
    events = len(session.game.start_events) + sum(len(step.events) for step in session.game.steps)
    assert undos > 5 and any(row[3].startswith("turn") for row in _cells(window.vp_panel.towns))
    assert sum(n for reader, n in read if reader is window.vp_panel.towns.held_since) < 2 * events


def _cells(table: TownTable) -> list[list[str]]:
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def test_a_town_taken_and_the_move_taken_back_reads_held_since_the_start_again(qtbot: QtBot, tmp_path: Path) -> None:
    """9 Mech takes Stadt (0808) on turn 1 (3.3); Undo gives it back, and its row says so."""
    units = {"su-9mech": "0707", "su-tk": "0418", "de-208": "0115"}
    game = combat_game(units, phase=Phase.SOVIET_1, segment=Segment.MOVEMENT)
    window = make_window(qtbot, game, tmp_path)

    def stadt() -> list[str]:
        (row,) = [r for r in _cells(window.vp_panel.towns) if r[0] == "Stadt (0808)"]
        return row[2:]

    assert stadt() == ["German", "the start"]
    window.session.apply(Move(unit_ids=["su-9mech"], path=["0708", "0808"]))
    assert stadt() == ["Soviet", "turn 1"]
    press_key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.state.units["su-9mech"].hex == "0707" and stadt() == ["German", "the start"]


def test_steps_made_again_as_an_online_game_makes_them_are_not_read_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """An online game's steps are made again, equal, from what the server told at every change: only the new step is
    read."""
    game, players = Game.new(scenario("default"), seed=7), {Side.GERMAN: RandomPolicy(1), Side.SOVIET: RandomPolicy(2)}

    def play(commands: int) -> None:
        while commands:
            side = game.side_to_act() or Side.GERMAN
            command = players[side].choose(game)
            try:
                game.apply(command)
                commands -= 1
            except IllegalCommand:
                players[side].refused(command)

    play(300)
    held, read = HeldSince(), list[tuple[HeldSince, int]]()
    held.of(game)
    real = HeldSince._take
    monkeypatch.setattr(HeldSince, "_take", lambda self, events: read.append((self, len(events))) or real(self, events))
    game.steps = [step.model_copy(deep=True) for step in game.steps]
    play(1)
    assert held.of(game) == HeldSince().of(game)
    assert [n for reader, n in read if reader is held] == [len(game.steps[-1].events)]
    assert any(isinstance(e, ControlChanged) for step in game.steps for e in step.events)
