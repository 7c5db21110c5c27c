"""Build the one-folder application with PyInstaller and, with ``--prefix``, install it with its desktop entry,
AppStream metainfo and icons (Linux, freedesktop layout). See packaging/README.md.

    python packaging/build.py [--dist DIR] [--work DIR] [--prefix PREFIX]

``DESTDIR`` in the environment stages the install (``$DESTDIR$PREFIX/...``), as distribution packages do.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
NAME = "panzer-qt"
APP_ID = "io.github.panzer_qt.panzer_qt"
SHIPPED_DATA = (
    ("scenarios/*.json", "scenarios"),
    ("resources/icons", "resources/icons"),
    ("resources/i18n/*.qm", "resources/i18n"),
)
"""The data kept at the top of the checkout that the application carries inside the package (``panzer_qt/...``), as
the wheel does: not the translation sources nor mapgen's inputs."""
NOT_NEEDED = (
    *("panzer_qt.tools", "tkinter", "pytest", "_pytest", "hypothesis", "mypy", "ruff", "PyInstaller", "setuptools"),
    *("pip", "distributed", "dask"),  # dask: the balance lab's cluster backend (the lab extra): the bundle goes without
)
"""Modules found in the build environment that the program never imports, or that the bundle goes without (kept
out of it)."""

sys.path.insert(0, str(HERE))
from icons import render_icons  # noqa: E402 (the sibling script, found through HERE)


def pyinstaller_command(dist: Path, work: Path) -> list[str]:
    """The PyInstaller command line: one folder, the package's data collected and the shipped data put inside it,
    the checkout's sources used."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--onedir", "--name", NAME]
    command += ["--paths", str(ROOT), "--additional-hooks-dir", str(HERE / "hooks")]  # the hook collects the help
    for source, target in SHIPPED_DATA:
        command += ["--add-data", f"{ROOT / source}{os.pathsep}panzer_qt/{target}"]
    command += ["--distpath", str(dist), "--workpath", str(work), "--specpath", str(work)]
    for module in NOT_NEEDED:
        command += ["--exclude-module", module]
    if sys.platform == "darwin":
        command.append("--windowed")  # an application bundle, panzer-qt.app
    return [*command, str(HERE / "panzer_qt_app.py")]


def build(dist: Path, work: Path) -> Path:
    """Build the application folder; its path."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit('PyInstaller is missing: pip install -e ".[packaging]"') from None
    start = time.perf_counter()
    subprocess.run(pyinstaller_command(dist, work), check=True, cwd=ROOT)
    folder = dist / NAME
    size = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file() and not f.is_symlink())
    print(f"built {folder} in {time.perf_counter() - start:.0f} s, {size / 2**20:.0f} MiB")
    return folder


def install(folder: Path, prefix: Path, work: Path) -> Path:
    """Copy the application under ``prefix`` (lib/panzer-qt, bin/panzer-qt, share/...); the staged root."""
    destdir = os.environ.get("DESTDIR", "")
    root = Path(destdir) / prefix.relative_to(prefix.anchor) if destdir else prefix
    app = root / "lib" / NAME
    if app.exists():
        shutil.rmtree(app)
    shutil.copytree(folder, app, symlinks=True)
    launcher = root / "bin" / NAME
    launcher.parent.mkdir(parents=True, exist_ok=True)
    launcher.unlink(missing_ok=True)
    launcher.symlink_to(Path("..") / "lib" / NAME / NAME)
    install_share(root / "share", prefix / "bin" / NAME, work)
    print(f"installed into {root}")
    return root


def install_share(share: Path, launcher: Path, work: Path) -> None:
    """The desktop entry (its ``Exec`` running ``launcher``), the AppStream metainfo and the icons under ``share``."""
    entry = (HERE / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    entry = entry.replace(f"Exec={NAME} ", f"Exec={launcher} ")
    _write(share / "applications" / f"{APP_ID}.desktop", entry)
    _write(share / "metainfo" / f"{APP_ID}.metainfo.xml", (HERE / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8"))
    icons = work / "icons"
    render_icons(icons)
    shutil.copytree(icons, share / "icons" / "hicolor", dirs_exist_ok=True)


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the application folder goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller", help="PyInstaller's scratch")
    parser.add_argument("--prefix", type=Path, help="install there too (Linux), e.g. ~/.local or /usr")
    args = parser.parse_args()
    folder = build(args.dist.resolve(), args.work.resolve())
    if args.prefix is not None:
        if not sys.platform.startswith("linux"):
            raise SystemExit("--prefix installs the freedesktop layout: Linux only (see packaging/README.md)")
        install(folder, args.prefix.expanduser().absolute(), args.work.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
