"""Every window usable from the keyboard and explained: each menu opens with Alt and a letter, each action in a
menu or toolbar has a tooltip (saying more than its name; its shortcut in it when it has one), each dock toggles
from the View menu with a shortcut, each button, box and field has a tooltip; every window has the Help menu."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSlider,
    QToolBar,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from panzer_qt.editing.geoimport import ImportPlan, UnnamedPoint, plan_import
from panzer_qt.model.enums import Phase, Side
from panzer_qt.model.record import Bookmark
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.records.record_files import save_record
from panzer_qt.rules.game import Game
from panzer_qt.ui.common.settings_dialog import SettingsDialog
from panzer_qt.ui.common.tables_view import TablesDialog
from panzer_qt.ui.edit.balance_dialog import BalanceDialog
from panzer_qt.ui.edit.dialogs import ImportDialog, NewDialog, ResizeDialog
from panzer_qt.ui.edit.georef_dialog import GeoreferenceDialog
from panzer_qt.ui.help.about import AboutDialog
from panzer_qt.ui.play.new_game import NewGameDialog
from panzer_qt.ui.replay.bookmarks import BookmarkDialog
from panzer_qt.ui.replay.jump import JumpDialog
from panzer_qt.ui.replay.window import ReplayWindow
from tests.helpers.combat_kit import combat_game, seed_for
from tests.helpers.editor_kit import drag, hex_point, make_editor
from tests.helpers.games import scenario
from tests.helpers.ui_kit import click_hex, declare_by_clicks, make_window

LEFT = Qt.MouseButton.LeftButton
QT_OWN = ("ScrollLeftButton", "ScrollRightButton")
"""Buttons Qt adds by itself (tab scrolling); its other own parts are named ``qt_...``."""
CONTROLS = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QSlider)


def _is_qt_own(widget: QWidget) -> bool:
    return widget.objectName().startswith("qt_") or widget.objectName() in QT_OWN


def action_problems(window: QMainWindow) -> list[str]:
    """The menu and toolbar actions without a tooltip of their own, or whose tooltip hides their shortcut, and the
    entries a menu lists twice."""
    actions: list[tuple[str, QAction]] = []
    problems = []
    for menu in window.menuBar().findChildren(QMenu):
        entries = [a for a in menu.actions() if not a.isSeparator() and a.menu() is None]
        names = [a.text().replace("&", "") for a in entries]
        problems += [f"{menu.title()} > {n}: listed twice" for n in sorted(set(names)) if names.count(n) > 1]
        actions += [(menu.title(), a) for a in entries]
    for bar in window.findChildren(QToolBar):
        actions += [(bar.windowTitle(), a) for a in bar.actions() if not a.isSeparator() and a.text()]
    for where, action in actions:
        tip, name = action.toolTip(), action.text().replace("&", "")
        if not tip or tip == name:
            problems.append(f"{where} > {name}: no tooltip")
        elif not action.shortcut().isEmpty() and action.shortcut().toString() not in tip:
            problems.append(f"{where} > {name}: the tooltip does not show {action.shortcut().toString()}")
    return problems


def control_problems(window: QWidget) -> list[str]:
    """The buttons, boxes and fields of the window (or dialog) without a tooltip."""
    problems = []
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or _is_qt_own(widget):
            continue
        action = widget.defaultAction() if isinstance(widget, QToolButton) else None
        tip = action.toolTip() if action is not None else widget.toolTip()
        if not tip:
            text = widget.text() if isinstance(widget, (QAbstractButton, QLineEdit)) else ""
            problems.append(
                f"{type(widget).__name__} {widget.objectName()!r} {text!r} in {type(widget.parent()).__name__}"
            )
    return problems


def keyboard_problems(window: QMainWindow) -> list[str]:
    """Menus without an Alt letter, toolbar buttons without a shortcut, docks without a View menu toggle with a
    shortcut, no Help menu."""
    menus = [a for a in window.menuBar().actions() if a.menu() is not None]
    problems = [f"menu {a.text()} has no Alt letter" for a in menus if "&" not in a.text()]
    for bar in window.findChildren(QToolBar):
        problems += [
            f"toolbar button {a.text()}: no shortcut" for a in bar.actions() if a.text() and a.shortcut().isEmpty()
        ]
    view = next(a.menu() for a in menus if a.text() == "&View")
    shown = set(view.actions())
    docks = getattr(window, "docks", {})
    for dock in docks.values():
        toggle = dock.toggleViewAction()
        if toggle not in shown or toggle.shortcut().isEmpty():
            problems.append(f"dock {dock.windowTitle()}: no View toggle with a shortcut")
    if "&Help" not in [a.text() for a in menus]:
        problems.append("no Help menu")
    return problems


def all_problems(window: QMainWindow) -> list[str]:
    return action_problems(window) + control_problems(window) + keyboard_problems(window)


def test_the_client_is_explained_and_keyboard_reachable(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    assert all_problems(window) == []


def test_the_editor_is_explained_and_keyboard_reachable(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_editor(qtbot, tmp_path)
    assert all_problems(window) == []
    tools = list(window.actions_.tools.values())
    assert tools and all(not a.shortcut().isEmpty() for a in tools)


def test_the_viewer_is_explained_and_keyboard_reachable(qtbot: QtBot, tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    save_record(Game.new(scenario("tiny"), seed=1944), record)
    window = ReplayWindow(record)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.review is not None, timeout=30_000)
    assert all_problems(window) == []
    window.close()


def test_the_walk_finds_a_control_without_a_tooltip(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1944), tmp_path)
    window.combat.clear_button.setToolTip("")
    window.actions_.fit.setToolTip("")
    assert control_problems(window) == ["QPushButton '' 'Clear' in CombatPanel"]
    assert sorted(action_problems(window)) == ["&View > Fit: no tooltip", "Tools > Fit: no tooltip"]
    window.actions_.fit.setToolTip("Show the whole map")
    assert action_problems(window) == [
        "&View > Fit: the tooltip does not show Ctrl+0",
        "Tools > Fit: the tooltip does not show Ctrl+0",
    ]


def test_a_dock_shortcut_hides_and_shows_its_dock(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1944), tmp_path)
    window.activateWindow()
    QTest.qWaitForWindowActive(window, 2000)
    dock = next(d for d in window.docks.values() if d.toggleViewAction().shortcut().toString() == "Alt+2")
    assert dock.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    assert dock.isHidden()
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    assert not dock.isHidden()


def test_the_dialogs_are_explained(qtbot: QtBot, tmp_path: Path) -> None:
    client = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path / "client")
    editor = make_editor(qtbot, tmp_path / "editor")
    record = tmp_path / "game.json"
    save_record(Game.new(scenario("tiny"), seed=1944), record)
    viewer = ReplayWindow(record)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitUntil(lambda: viewer.review is not None and viewer.review.finished, timeout=30_000)
    review = viewer.review
    assert review is not None
    plan = plan_import(editor.document.scenario, [])
    named_plan = ImportPlan(unnamed=[UnnamedPoint("$.features[0]", "0101", "kind_en: lake", fortified=False)])
    dialogs = {
        "new game": NewGameDialog(DEFAULT_SCENARIO, client),
        "settings": SettingsDialog(client.session.prefs, client),
        "tables": TablesDialog(client.session.game.scenario.tables, client),
        "about": AboutDialog(client),
        "new scenario": NewDialog(editor),
        "resize": ResizeDialog(20, 15, editor),
        "import": ImportDialog(plan, "rivers.geojson", editor),
        "import naming": ImportDialog(named_plan, "hydro.geojson", editor),
        "georeference": GeoreferenceDialog(editor.document.scenario, [], editor),
        "balance test": BalanceDialog(editor.document, editor.actions_.review_record, editor),
        "go to": JumpDialog(review.index, 1, review.proved, viewer),
        "bookmark": BookmarkDialog("Add bookmark", Bookmark(step=1), viewer),
    }
    assert {name: control_problems(d) for name, d in dialogs.items()} == {name: [] for name in dialogs}


def test_the_questions_are_explained(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    client = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path / "client", confirm=True)
    qtbot.mouseClick(client.phase_bar.end_button, LEFT)  # idle Soviet stacks: End Phase asks first
    assert isinstance(client.end_guard.box, QMessageBox) and client.end_guard.box.isVisible()
    assert control_problems(client.end_guard.box) == []
    qtbot.mouseClick(client.end_guard.box.button(QMessageBox.StandardButton.No), LEFT)
    reach = client.session.game.movement_range(["su-11gt"])
    click_hex(qtbot, client, "1216")
    click_hex(qtbot, client, next(h for h in sorted(reach) if len(reach.path(h)) == 1 and not reach.uncertain(h)))
    other = tmp_path / "other.json"
    save_record(Game.new(scenario("tiny"), seed=3), other)
    client.actions_._opener(str(other))()  # a move not saved: Save, Discard or Cancel first
    assert isinstance(client.actions_.unsaved.box, QMessageBox) and client.actions_.unsaved.box.isVisible()
    assert control_problems(client.actions_.unsaved.box) == []
    qtbot.mouseClick(client.actions_.unsaved.box.button(QMessageBox.StandardButton.Cancel), LEFT)
    asked: list[list[str]] = []

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        asked.append(control_problems(box))
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "exec", answer)
    editor = make_editor(qtbot, tmp_path / "editor")
    editor.canvas.center_on("2015")
    drag(editor, [hex_point(editor, "2015")])
    assert not editor.actions_.maybe_save()
    record = tmp_path / "game.json"
    save_record(Game.new(scenario("tiny"), seed=1944), record)
    viewer = ReplayWindow(record)
    qtbot.addWidget(viewer, before_close_func=lambda w: setattr(w, "dirty", False))
    assert not viewer.actions_.settle_unsaved()
    assert asked == [[], []]


def test_the_combat_decisions_are_explained(qtbot: QtBot, tmp_path: Path) -> None:
    game = combat_game(
        {"su-9mech": "1009", "de-gar": "1010"}, phase=Phase.SOVIET_1, seed=seed_for(4), cas={Side.GERMAN: 2}
    )
    window = make_window(qtbot, game, tmp_path)
    window.session.answer_forced = False
    declare_by_clicks(qtbot, window, "1010", "1009")
    assert window.combat.defence_box.isVisible() and control_problems(window) == []  # German defensive support
    qtbot.mouseClick(window.combat.defend_button, LEFT)
    qtbot.mouseClick(window.combat.resolve_button, LEFT)
    stay = [b for b in window.decisions.findChildren(QPushButton) if b.isVisible()]
    assert [b.text() for b in stay] == ["Stay and lose a step"] and control_problems(window) == []  # a blocked retreat
    qtbot.mouseClick(stay[0], LEFT)
    assert [d.kind for d in game.state.pending] == ["advance"]
    ticks = [b for b in window.decisions.findChildren(QCheckBox) if b.isVisible()]
    assert ticks and control_problems(window) == []  # the advance: a box per unit, Advance and Skip
    over = Game.new(scenario("tiny"), seed=4)
    over.state.update_unit("su-gm", hex="0503")  # over the Soviet stacking limit (6.2)
    window = make_window(qtbot, over, tmp_path / "over")
    qtbot.mouseClick(window.phase_bar.end_button, LEFT)
    assert [d.kind for d in over.state.pending] == ["overstack"]
    assert [b for b in window.decisions.findChildren(QPushButton) if b.isVisible()] and control_problems(window) == []
