"""render-map writes the whole map as a PNG; the map window opens, and --screenshot saves it."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from panzer_qt.cli import main
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.rules.loading import load_scenario
from panzer_qt.ui.app import open_window, run_play
from panzer_qt.ui.map.map_canvas import READABLE_SCALE
from panzer_qt.ui.map.map_render import MapPainter
from panzer_qt.ui.play.main_window import WINDOW_SIZE

SCENARIO = DEFAULT_SCENARIO


def test_render_map_writes_a_png_of_the_whole_map(qapp: QApplication, tmp_path: Path) -> None:
    out = tmp_path / "map.png"
    assert main(["render-map", str(SCENARIO), str(out), "--hex-size", "12"]) == 0
    image = QImage(str(out))
    bounds = MapPainter(load_scenario(SCENARIO), 12.0).bounds()
    assert (image.width(), image.height()) == (math.ceil(bounds.width()), math.ceil(bounds.height()))
    # 47 columns of 1.5 radii plus half a hex, 29.5 rows of sqrt(3) radii, and the margins.
    assert image.width() == math.ceil((1.5 * 46 + 2) * 12 + 24)


def test_render_map_paints_terrain_and_rivers(qapp: QApplication, tmp_path: Path) -> None:
    out = tmp_path / "map.png"
    main(["render-map", str(SCENARIO), str(out), "--hex-size", "12"])
    image = QImage(str(out))
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert {"#ece6c8", "#2f63b8"} <= colours


def test_render_map_reports_a_broken_scenario(
    qapp: QApplication, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["render-map", str(bad), str(tmp_path / "x.png")]) == 1
    assert "invalid JSON" in capsys.readouterr().err


def test_window_shows_the_scenario(qtbot, qapp: QApplication) -> None:  # type: ignore[no-untyped-def]
    window = open_window(str(SCENARIO))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert "Breakout: First Panzer Army" in window.windowTitle()
    canvas = window.canvas
    visible = canvas.mapToScene(canvas.viewport().rect()).boundingRect()
    assert canvas.transform().m11() == pytest.approx(READABLE_SCALE)  # opens readable, not fitted (issue 12.6)
    assert canvas.map_item.boundingRect().contains(visible.center())
    shown = [h for h in window.session.answers.visible if visible.contains(canvas.scene_pos(h))]
    assert len(shown) >= 5


def test_screenshot_writes_the_window(qapp: QApplication, tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    assert run_play(str(SCENARIO), screenshot=str(out)) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == WINDOW_SIZE


def test_broken_scenario_gives_a_message_not_a_traceback(
    qapp: QApplication, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run_play(str(tmp_path / "missing.json"), screenshot=str(tmp_path / "x.png")) == 1
    err = capsys.readouterr().err
    assert "missing.json" in err and "Traceback" not in err
