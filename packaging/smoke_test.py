"""Smoke test of a built application: from an empty folder, with no display and a scratch user folder, it checks
the bundled scenario (``validate``) and renders the client's window (``--screenshot``), then checks the picture.

    python packaging/smoke_test.py [EXECUTABLE] [--scenario FILE] [--out SHOT.png]

EXECUTABLE defaults to dist/panzer-qt/panzer-qt; the scenario checked, to the one found in the executable's folder.

Exit status 0 when all is well; otherwise 1 with what went wrong.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXECUTABLE = ROOT / "dist" / "panzer-qt" / ("panzer-qt.exe" if sys.platform == "win32" else "panzer-qt")
TIMEOUT_S = 180
MIN_SIZE = (800, 500)
MIN_COLOURS = 24
"""Distinct colours a drawn map with counters has at the very least (a blank or black window has one or two)."""


def run(command: list[str], folder: Path) -> subprocess.CompletedProcess[str]:
    """Run the application in ``folder`` offscreen, its settings and saves kept in ``folder``."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PANZER_QT_HOME": str(folder / "home")}
    return subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, timeout=TIMEOUT_S, check=False)


def picture_problems(png: Path) -> list[str]:
    """What is wrong with the screenshot: missing, too small or blank."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication, QImage

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    image = QImage(str(png))
    if image.isNull():
        return [f"{png}: no PNG image was written"]
    problems = []
    if image.width() < MIN_SIZE[0] or image.height() < MIN_SIZE[1]:
        problems.append(f"{png}: {image.width()}x{image.height()} is smaller than {MIN_SIZE[0]}x{MIN_SIZE[1]}")
    step = 7
    colours = {image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)}
    if len(colours) < MIN_COLOURS:
        problems.append(f"{png}: only {len(colours)} colours, the window looks blank")
    return problems


def bundled_scenarios(folder: Path) -> list[Path]:
    """The default scenario in the executable's folder, or in the one above (a macOS .app keeps its data in
    Contents/Resources, beside Contents/MacOS)."""
    return sorted(folder.rglob("first_panzer_army.json")) or sorted(folder.parent.rglob("first_panzer_army.json"))


def smoke(executable: Path, scenario: Path | None = None, out: Path | None = None) -> list[str]:
    """Everything wrong with the application at ``executable`` (nothing: it works)."""
    if not executable.is_file():
        return [f"{executable}: no such program (build it with packaging/build.py)"]
    scenarios = [scenario] if scenario else bundled_scenarios(executable.resolve().parent)
    if not scenarios:
        return [f"{executable}: the bundle carries no first_panzer_army.json"]
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        checked = run([str(executable), "validate", str(scenarios[0])], folder)
        problems = [] if checked.stdout.strip() == "OK" else [f"validate said: {checked.stdout}{checked.stderr}"]
        shot = out.resolve() if out else folder / "shot.png"
        drawn = run([str(executable), "--screenshot", str(shot)], folder)
        if drawn.returncode != 0:
            problems.append(f"--screenshot exited with {drawn.returncode}: {drawn.stderr}")
        return problems + picture_problems(shot)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("executable", nargs="?", type=Path, default=EXECUTABLE)
    parser.add_argument("--scenario", type=Path, help="the scenario to validate (default: the bundled one)")
    parser.add_argument("--out", type=Path, help="keep the screenshot there")
    args = parser.parse_args()
    problems = smoke(args.executable, args.scenario, args.out)
    for line in problems:
        print(line, file=sys.stderr)
    if not problems:
        print(f"{args.executable}: validate OK, screenshot drawn")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
