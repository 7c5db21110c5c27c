"""The online game's screens in English and Spanish, at 100% and 200%: rendered to PNG, fitting a 1920x1080 screen at
200%, and every text they show translated."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from panzer_qt.model.enums import Side
from panzer_qt.net.protocol import Create
from panzer_qt.ui.online.dialogs import JoinOnlineDialog, MyGamesDialog, NewOnlineDialog
from tests.helpers.net_kit import scenario_data, server_thread
from tests.helpers.online_kit import WAIT_MS, online_settings, open_both
from tests.ui.test_i18n import Marking, marking, untranslated

SCREEN_AT_200 = QSize(960, 540)
__all__ = ["marking"]


def render(widget: QWidget, path: Path, scale: int) -> QImage:
    """The widget drawn at ``scale`` times its size (200%: twice the pixels), saved as PNG."""
    image = QImage(widget.size() * scale, QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(scale)
    widget.render(image)
    assert image.save(str(path), "PNG")
    return image


def fits_at_200(widget: QWidget) -> bool:
    """Whether the widget's minimum size fits a 1920x1080 screen at 200%."""
    need = widget.minimumSizeHint().expandedTo(widget.minimumSize())
    return need.width() <= SCREEN_AT_200.width() and need.height() <= SCREEN_AT_200.height()


@pytest.mark.parametrize("spanish", [False, True])
def test_the_online_screens_render_fit_and_are_translated(
    qtbot: QtBot, tmp_path: Path, request: pytest.FixtureRequest, spanish: bool
) -> None:
    marker: Marking | None = request.getfixturevalue("marking") if spanish else None
    with server_thread() as running:
        created = running.referee.create(Create(scenario=scenario_data(), deploy=False), "127.0.0.1")
        windows = open_both(qtbot, running.url, created, tmp_path)
        settings = online_settings(tmp_path, "dialogs")
        dialogs: dict[str, QWidget] = {
            "new": NewOnlineDialog(settings),
            "join": JoinOnlineDialog(settings),
            "mine": MyGamesDialog(windows[Side.GERMAN].session.settings),
        }
        mine = dialogs["mine"]
        assert isinstance(mine, MyGamesDialog)
        qtbot.waitUntil(
            lambda: mine.table.item(0, 4) is not None and mine.table.item(0, 4).text() != "", timeout=WAIT_MS
        )
        screens: dict[str, QWidget] = {**{side.value: w for side, w in windows.items()}, **dialogs}
        for name, widget in screens.items():
            qtbot.addWidget(widget)
            widget.show()
            for scale in (1, 2):
                image = render(widget, tmp_path / f"{name}-{'es' if spanish else 'en'}-{scale}00.png", scale)
                assert image.width() == widget.width() * scale
            assert fits_at_200(widget), name
        scenario = windows[Side.GERMAN].session.game.scenario
        names = (
            {u.name for u in scenario.units}
            | {k.name for k in scenario.kg_markers}
            | {t.name for t in scenario.map.towns}
        )
        names |= {scenario.meta.name, "panzer-qt", running.url, str(Path(dialogs["new"].path.text()))}  # type: ignore[attr-defined]
        if marker is not None:
            found = {name: untranslated(widget, names) for name, widget in screens.items()}
            assert found == {name: [] for name in screens}
            bar = windows[Side.SOVIET].online.bar  # type: ignore[attr-defined]
            assert "Te toca: " in bar.turn.text() and "adversario conectado" in bar.link.text()
