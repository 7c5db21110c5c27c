"""Render the application icon (resources/icons/panzer-qt.svg) to PNG files in the usual sizes with Qt's
SVG renderer, laid out as the hicolor icon theme wants them.

    python packaging/icons.py OUT_DIR      # OUT_DIR/16x16/apps/panzer-qt.png ... OUT_DIR/scalable/apps/panzer-qt.svg
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

SVG = Path(__file__).resolve().parents[1] / "resources" / "icons" / "panzer-qt.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
NAME = "panzer-qt"


def render_icons(out: Path, svg: Path = SVG) -> list[Path]:
    """Write the PNGs and a copy of the SVG under ``out`` (hicolor layout); the files written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not an SVG image Qt can read")
    written = []
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        target = out / f"{size}x{size}" / "apps" / f"{NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target)):
            raise SystemExit(f"cannot write {target}")
        written.append(target)
    scalable = out / "scalable" / "apps" / f"{NAME}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    return [*written, scalable]


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    for path in render_icons(Path(sys.argv[1])):
        print(path)
