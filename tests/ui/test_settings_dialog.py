"""The Settings dialog, made over the schema: every setting shown with the right control; OK stores the changes,
which apply at once (palette, animation, autosave) or say when they do (the river rule in new games); the values
and every window's layout outlast a restart (a new window on the same store)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QLabel, QSpinBox
from pytestqt.qtbot import QtBot

from panzer_qt.records.record_files import load_record
from panzer_qt.rules.game import Game
from panzer_qt.ui.common.settings_dialog import SettingsDialog
from panzer_qt.ui.map.animation import Flash
from panzer_qt.ui.map.overlays import COLOUR_BLIND_STYLES, STANDARD_STYLES, STYLES, use_palette
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.play.new_game import NewGameDialog
from panzer_qt.ui.settings import (
    ANIMATION,
    AUTOSAVE_MINUTES,
    PALETTE,
    RIVER_FLAT_COST,
    SCHEMA,
    Setting,
    Settings,
)
from tests.helpers.combat_kit import combat_game, seed_for
from tests.helpers.games import SET_UP_SPREAD, scenario
from tests.helpers.ui_kit import click_hex, make_window

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture(autouse=True)
def standard_afterwards() -> Iterator[None]:
    yield
    use_palette("standard")


def open_settings(qtbot: QtBot, window: MainWindow) -> SettingsDialog:
    """Edit > Settings... chosen; the dialog it opens."""
    action = next(a for a in window.actions() if a.text() == "Settings...")
    assert action.shortcut().toString() == "Ctrl+,"
    action.trigger()
    dialog = window.findChildren(SettingsDialog)[-1]
    qtbot.waitExposed(dialog)
    return dialog


def press_ok(qtbot: QtBot, dialog: SettingsDialog) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), LEFT)


def test_the_dialog_lists_the_whole_schema_with_fitting_controls(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1944), tmp_path)
    dialog = open_settings(qtbot, window)
    kinds = {QComboBox: "choices", QCheckBox: "bool", QSpinBox: "int"}
    for setting in SCHEMA:
        editor = dialog.editors[setting.key]
        kind = "choices" if setting.choices else type(setting.default).__name__
        assert kinds[type(editor)] == kind, setting.key
        assert editor.toolTip() == setting.description
    assert dialog.editors[AUTOSAVE_MINUTES.key].maximum() == AUTOSAVE_MINUTES.limits[1]
    notes = [label.text() for label in dialog.findChildren(QLabel)]
    assert "(applies to new games)" in notes  # the river rule
    dialog.reject()


def test_a_new_setting_in_the_schema_shows_in_the_dialog(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    language = Setting("ui/language", "system", "The language of the menus", ("system", "en", "es"),
                       label="Language", applies="next start")  # fmt: skip
    monkeypatch.setattr("panzer_qt.ui.common.settings_dialog.SCHEMA", (*SCHEMA, language))
    prefs = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = SettingsDialog(prefs)
    qtbot.addWidget(dialog)
    combo = dialog.editors["ui/language"]
    assert isinstance(combo, QComboBox) and [combo.itemData(i) for i in range(combo.count())] == ["system", "en", "es"]
    assert "(applies at the next start)" in [label.text() for label in dialog.findChildren(QLabel)]
    combo.setCurrentIndex(2)
    dialog.accept()
    assert prefs.get(language) == "es" and dialog.changed == [language]


def test_palette_and_animation_apply_at_once_and_outlast_a_restart(qtbot: QtBot, tmp_path: Path) -> None:
    units = {"de-9ss": ("1009", 6), "su-rif": ("1010", 1), "su-rif2": ("1010", 1)}
    window = make_window(qtbot, combat_game(units, seed=seed_for(1)), tmp_path)  # animation off
    dialog = open_settings(qtbot, window)
    palette, animation = dialog.editors[PALETTE.key], dialog.editors[ANIMATION.key]
    assert isinstance(palette, QComboBox) and isinstance(animation, QComboBox)
    assert animation.currentData() == "off" and palette.currentData() == "standard"
    palette.setCurrentIndex(palette.findData("colour-blind"))
    animation.setCurrentIndex(animation.findData("slow"))
    press_ok(qtbot, dialog)
    assert STYLES["target"] is COLOUR_BLIND_STYLES["target"] and window.actions_.palette.isChecked()
    click_hex(qtbot, window, "1010")
    click_hex(qtbot, window, "1009")
    assert {p.color().name() for _path, p, _b in window.canvas.highlights["target"].shapes.paths} == {
        COLOUR_BLIND_STYLES["target"].pen.color().name()
    }
    qtbot.mouseClick(window.combat.declare_button, LEFT)
    qtbot.mouseClick(window.combat.resolve_button, LEFT)
    click_hex(qtbot, window, "1010")  # a rifle corps takes the loss: animated now, slowly
    assert [i for i in window.canvas.scene().items() if isinstance(i, Flash)]
    use_palette("standard")
    again = MainWindow(window.session.__class__(Game.new(scenario("tiny"), seed=1), settings=window.session.settings))
    qtbot.addWidget(again)
    assert STYLES["target"] is COLOUR_BLIND_STYLES["target"] and again.actions_.palette.isChecked()
    reopened = open_settings(qtbot, again)
    assert reopened.editors[ANIMATION.key].currentData() == "slow"  # type: ignore[union-attr]
    reopened.reject()
    assert STYLES["target"] is not STANDARD_STYLES["target"]


def test_the_autosave_follows_its_interval(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("default"), seed=1944), tmp_path)
    session, autosave = window.session, tmp_path / "autosave" / "autosave.json"
    assert session.autosave_timer.isActive() and session.autosave_timer.interval() == 5 * 60_000
    dialog = open_settings(qtbot, window)
    minutes = dialog.editors[AUTOSAVE_MINUTES.key]
    assert isinstance(minutes, QSpinBox)
    minutes.setValue(1)
    press_ok(qtbot, dialog)
    assert session.autosave_timer.interval() == 60_000
    session.autosave_timer.timeout.emit()
    session.wait_for_proofs()
    assert not autosave.exists()  # nothing changed since the game was opened
    session.apply(SET_UP_SPREAD)
    qtbot.mouseClick(window.phase_bar.end_button, LEFT)  # ends the set-up: a phase starts, autosaved
    session.wait_for_proofs()
    steps = load_record(autosave).steps
    assert steps == session.game.steps
    autosave.unlink()
    session.autosave_timer.timeout.emit()
    session.wait_for_proofs()
    assert not autosave.exists()  # saved already
    session.prefs.set(AUTOSAVE_MINUTES, 0)
    session.follow_autosave()
    assert not session.autosave_timer.isActive()
    qtbot.mouseClick(window.phase_bar.end_button, LEFT)
    session.wait_for_proofs()
    assert not autosave.exists()  # off: not even when a phase starts


def test_the_river_rule_setting_is_the_new_game_default(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1944), tmp_path)
    dialog = open_settings(qtbot, window)
    river = dialog.editors[RIVER_FLAT_COST.key]
    assert isinstance(river, QCheckBox) and not river.isChecked()
    qtbot.mouseClick(river, LEFT)
    press_ok(qtbot, dialog)
    assert window.session.prefs.get(RIVER_FLAT_COST)
    assert window.session.game.scenario.options.river_flat_cost is False  # the game in play keeps its options
    new = NewGameDialog(Path("x.json"), window, window.session.prefs.get(RIVER_FLAT_COST))
    qtbot.addWidget(new)
    assert new.river.isChecked() and new.choice().river_flat_cost


def test_the_client_s_layout_outlasts_a_restart(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1944), tmp_path)
    toggle = window.docks["legend"].toggleViewAction()
    assert toggle.shortcut().toString().startswith("Alt+")
    window.docks["legend"].close()
    window.close()
    settings = window.session.settings
    again = MainWindow(window.session.__class__(Game.new(scenario("tiny"), seed=1944), settings=settings))
    qtbot.addWidget(again)
    again.show()
    assert again.laid_out
    assert again.docks["legend"].isHidden() and not again.docks["log"].isHidden()


def test_the_editor_and_viewer_layouts_outlast_a_restart(qtbot: QtBot, tmp_path: Path) -> None:
    from panzer_qt.records.record_files import save_record
    from panzer_qt.ui.replay.window import ReplayWindow
    from tests.helpers.editor_kit import make_editor

    editor = make_editor(qtbot, tmp_path)
    editor.docks["history"].close()
    editor.close()
    again = make_editor(qtbot, tmp_path)
    assert again.laid_out and again.docks["history"].isHidden() and not again.docks["oob"].isHidden()
    record = tmp_path / "game.json"
    save_record(Game.new(scenario("tiny"), seed=1944), record)
    settings = QSettings(str(tmp_path / "viewer.ini"), QSettings.Format.IniFormat)
    viewer = ReplayWindow(record, settings=settings)
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.docks["bookmarks"].close()
    viewer.close()
    second = ReplayWindow(record, settings=settings)
    qtbot.addWidget(second)
    assert second.laid_out and second.docks["bookmarks"].isHidden()
    second.close()


def test_a_screenshot_neither_takes_nor_keeps_the_remembered_layout(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    from panzer_qt.paths import DEFAULT_SCENARIO
    from panzer_qt.ui.app import run_play
    from panzer_qt.ui.play.main_window import WINDOW_SIZE
    from panzer_qt.ui.settings import user_store

    store = user_store()
    store.setValue("layout/client/geometry", b"not a layout")
    store.setValue("layout/client/state", b"kept")
    out = tmp_path / "shot.png"
    assert run_play(str(DEFAULT_SCENARIO), screenshot=str(out)) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == WINDOW_SIZE
    assert store.value("layout/client/state") == b"kept"
    store.remove("layout/client")
