"""Where the program keeps the user's files (settings, saves, autosaves) and finds its own (the bundled scenario
and icon): the platform's folders through platformdirs, or the one folder PANZER_QT_HOME names."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from panzer_qt import paths
from panzer_qt.editing.files import read_scenario
from panzer_qt.model.commands import EndPhase
from panzer_qt.rules.game import Game
from panzer_qt.ui.app import open_window
from panzer_qt.ui.edit.document import Document
from panzer_qt.ui.edit.editor_window import EditorWindow
from panzer_qt.ui.play.session import AUTOSAVE_NAME, GameSession
from panzer_qt.ui.settings import ANIMATION, Settings, user_store
from tests.conftest import USER_HOME
from tests.helpers.games import SET_UP_SPREAD, scenario


@pytest.fixture
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A user folder of this test's own."""
    monkeypatch.setenv(paths.HOME_VARIABLE, str(tmp_path / "me"))
    return tmp_path / "me"


def test_the_suite_never_writes_the_real_user_folders() -> None:
    assert paths.config_dir() == USER_HOME / "config"
    assert paths.autosave_dir() == USER_HOME / "data" / "autosave"
    assert Path(user_store().fileName()) == USER_HOME / "config" / "settings.ini"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG folders are Linux's")
def test_without_the_variable_the_folders_are_the_platforms(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(paths.HOME_VARIABLE)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    assert paths.config_dir() == tmp_path / "xdg-config" / "panzer-qt"
    assert paths.saves_dir() == tmp_path / "xdg-data" / "panzer-qt" / "saves"
    assert paths.saves_dir().is_dir()
    assert paths.autosave_dir() == tmp_path / "xdg-data" / "panzer-qt" / "autosave"


def test_settings_are_an_ini_file_in_the_config_folder_and_survive_a_restart(home: Path) -> None:
    Settings(user_store()).set(ANIMATION, "slow")
    user_store().sync()
    assert "animation=slow" in (home / "config" / "settings.ini").read_text(encoding="utf-8")
    assert Settings(user_store()).get(ANIMATION) == "slow"


def test_the_client_autosaves_and_remembers_files_in_the_users_folders(qtbot: QtBot, home: Path) -> None:
    session = GameSession(Game.new(scenario("default"), seed=1944))
    session.apply(SET_UP_SPREAD)
    session.apply(EndPhase())
    session.wait_for_proofs()  # written off the window's thread
    assert (home / "data" / "autosave" / AUTOSAVE_NAME).is_file()
    session.add_recent(home / "game.json")
    session.settings.sync()
    assert "game.json" in (home / "config" / "settings.ini").read_text(encoding="utf-8")


def test_the_editor_shares_the_clients_settings_file(qtbot: QtBot, home: Path) -> None:
    window = EditorWindow(Document(read_scenario(paths.DEFAULT_SCENARIO), paths.DEFAULT_SCENARIO))
    qtbot.addWidget(window)
    assert Path(window.settings.fileName()) == home / "config" / "settings.ini"


def test_save_and_open_start_in_the_saves_folder(qtbot: QtBot, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(str(paths.DEFAULT_SCENARIO))
    qtbot.addWidget(window)
    asked: list[str] = []

    def dialog(_parent: object, _title: str, folder: str, _filter: str) -> tuple[str, str]:
        asked.append(folder)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", dialog)
    assert not window.actions_.save_as()
    window.actions_.open_dialog()
    assert asked == [str(home / "data" / "saves")] * 2
    assert (home / "data" / "saves").is_dir()


def test_the_bundled_data_lies_beside_the_package_in_a_checkout() -> None:
    package = Path(paths.__file__).parent
    assert package.parent / "scenarios" / "first_panzer_army.json" == paths.DEFAULT_SCENARIO
    assert paths.DEFAULT_SCENARIO.is_file()
    assert {p.name for p in paths.DEFAULT_SOURCES.iterdir()} >= {"map_overrides.json", "order_of_battle.json"}
    assert paths.APP_ICON.read_text(encoding="utf-8").startswith("<svg")
