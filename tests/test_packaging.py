"""Packaging: the sdist and the wheel carry the scenarios and resources and the installed wheel works outside the
checkout; the one-folder application (packaging/build.py) builds, installs the freedesktop files and draws its
window (packaging/smoke_test.py). Both build for real, offline, so they take a while (marked slow)."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tests.conftest import ROOT

SHIPPED_DATA = (
    "scenarios/first_panzer_army.json",
    "scenarios/sources/map_overrides.json",
    "scenarios/sources/order_of_battle.json",
    "resources/icons/panzer-qt.svg",
    "resources/i18n/panzer_qt_es.qm",
)
"""The data kept at the top of the checkout; the wheel carries it inside the package (panzer_qt/...)."""
HELP = (
    "panzer_qt/ui/help/rules/en/13-14.md",
    "panzer_qt/ui/help/rules/es/13-14.md",
    "panzer_qt/ui/help/guides/user-guide.md",
    "panzer_qt/ui/help/guides/screenshots/client-combat.png",
    "panzer_qt/ui/help/guides/es/user-guide.md",
    "panzer_qt/ui/help/guides/es/modding-guide.md",
    "panzer_qt/ui/help/guides/es/screenshots/client-combat.png",
)
SHIPPED = (*(f"panzer_qt/{name}" for name in SHIPPED_DATA), *HELP)
"""What the wheel carries besides the modules."""
NOT_SOURCES = (".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis", "out")
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
APP_ID = "io.github.panzer_qt.panzer_qt"
BUILD_TIMEOUT_S = 900

pytestmark = pytest.mark.slow


def _run(command: list[str | Path], **options: object) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(command, capture_output=True, text=True, check=False, **options)  # type: ignore[call-overload]
    assert done.returncode == 0, f"{command} failed:\n{done.stdout}\n{done.stderr}"
    return done  # type: ignore[no-any-return]


def _smoke(executable: Path, *options: str | Path) -> None:
    """packaging/smoke_test.py on ``executable``: validate, then a screenshot with a non-blank picture."""
    _run([sys.executable, ROOT / "packaging" / "smoke_test.py", executable, *options], timeout=BUILD_TIMEOUT_S)


@pytest.fixture(scope="module")
def dists(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The sdist and the wheel built from it (``python -m build``, no isolation: no network), from a copy of the
    checkout so the build leaves nothing in it."""
    scratch = tmp_path_factory.mktemp("dists")
    source = scratch / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(*NOT_SOURCES))
    out = scratch / "out"
    _run([sys.executable, "-m", "build", "--no-isolation", "--outdir", out, source], timeout=BUILD_TIMEOUT_S)
    (sdist,), (wheel,) = out.glob("*.tar.gz"), out.glob("*.whl")
    return sdist, wheel


def test_the_sdist_carries_the_scenarios_and_resources(dists: tuple[Path, Path]) -> None:
    with tarfile.open(dists[0]) as sdist:
        names = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    assert names >= {*SHIPPED_DATA, *HELP, "pyproject.toml", "README.md", "panzer_qt/cli.py"}


def test_the_wheel_carries_the_scenarios_and_resources(dists: tuple[Path, Path]) -> None:
    with zipfile.ZipFile(dists[1]) as wheel:
        names = set(wheel.namelist())
    assert names >= set(SHIPPED)
    assert not any(
        name.startswith(("tests/", "benchmarks/", "packaging/", "scenarios/", "resources/")) for name in names
    )


def _pip() -> list[str | Path]:
    """A pip to install with: this environment's, or its base Python's (the README's venvs are made without pip)."""
    if importlib.util.find_spec("pip") is not None:
        return [sys.executable, "-m", "pip"]
    base = Path(sys.base_prefix) / ("python.exe" if os.name == "nt" else "bin/python3")
    return [base, "-m", "pip"]


def _fresh_venv(folder: Path) -> Path:
    """A new venv seeing the system's packages and, through a .pth line, this environment's (where PySide6 and
    the other dependencies are), but not this checkout; its python."""
    _run([sys.executable, "-m", "venv", "--system-site-packages", "--without-pip", folder])
    python = folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    site = _run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).stdout.strip()
    ours = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    Path(site, "outer_environment.pth").write_text("\n".join(sorted(ours)) + "\n", encoding="utf-8")
    return python


def test_the_installed_wheel_works_outside_the_checkout(dists: tuple[Path, Path], tmp_path: Path) -> None:
    python = _fresh_venv(tmp_path / "venv")
    _run([*_pip(), "--python", python, "install", "--no-deps", "--no-index", dists[1]], timeout=BUILD_TIMEOUT_S)
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    where = "from panzer_qt.paths import DEFAULT_SCENARIO; print(DEFAULT_SCENARIO)"
    scenario = Path(_run([python, "-c", where], cwd=outside).stdout.strip())
    assert scenario.is_relative_to(tmp_path / "venv") and scenario.is_file()
    command = python.with_name("panzer-qt.exe" if os.name == "nt" else "panzer-qt")
    checked = _run([command, "validate", scenario], cwd=outside)
    assert checked.stdout.strip() == "OK"
    _smoke(command, "--scenario", scenario)


def test_the_application_folder_builds_installs_and_draws_its_window(tmp_path: Path) -> None:
    prefix = Path("/usr/local")
    stage = tmp_path / "stage"
    env = {**os.environ, "DESTDIR": str(stage), "PYINSTALLER_CONFIG_DIR": str(tmp_path / "pyinstaller-cache")}
    build: list[str | Path] = [sys.executable, ROOT / "packaging" / "build.py", "--prefix", prefix]
    _run([*build, "--dist", tmp_path / "dist", "--work", tmp_path / "work"], env=env, timeout=BUILD_TIMEOUT_S)
    root = stage / "usr" / "local"
    for size in ICON_SIZES:
        icon = QImage(str(root / f"share/icons/hicolor/{size}x{size}/apps/panzer-qt.png"))
        assert (icon.width(), icon.height()) == (size, size)
    assert (root / "share/icons/hicolor/scalable/apps/panzer-qt.svg").is_file()
    entry = (root / f"share/applications/{APP_ID}.desktop").read_text(encoding="utf-8")
    assert "Exec=/usr/local/bin/panzer-qt play %u" in entry and "Icon=panzer-qt" in entry
    assert (root / f"share/metainfo/{APP_ID}.metainfo.xml").is_file()
    if shutil.which("appstreamcli"):
        _run(["appstreamcli", "validate-tree", "--no-net", root])
    _smoke(root / "bin" / "panzer-qt")


def test_the_desktop_entry_opens_a_file_in_the_client() -> None:
    """What the desktop runs for "Open with": its Exec line, the file put for %f, is a command line we take."""
    from panzer_qt.cli import _play, build_parser

    entry = (ROOT / "packaging" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    exec_line = next(line.removeprefix("Exec=") for line in entry.splitlines() if line.startswith("Exec="))
    program, *arguments = [word.replace("%u", "/games/turn 3.json") for word in exec_line.split()]
    args = build_parser().parse_args(arguments)
    assert program == "panzer-qt" and args.run is _play and args.file == "/games/turn 3.json"
