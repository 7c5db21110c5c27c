"""Packaging: the sdist and the wheel carry the scenarios and resources and the installed wheel works outside the
checkout; the one-folder application (packaging/build.py) builds, installs the freedesktop files and draws its
window (packaging/smoke_test.py); the release (packaging/release.py) holds every file named with the version, and its
.deb installs into a throwaway root and draws its window. They build for real, offline, so they take a while (marked
slow); the README's launch command is tried against the package index."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

import panzer_qt
from tests.conftest import ROOT

SHIPPED_DATA = ("scenarios/first_panzer_army.json", "resources/icons/panzer-qt.svg", "resources/i18n/panzer_qt_es.qm")
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
SHIPPED = ("panzer_qt/py.typed", *(f"panzer_qt/{name}" for name in SHIPPED_DATA), *HELP)
"""What the wheel carries besides the modules."""
FOR_DEVELOPERS = (
    "scenarios/sources/map_overrides.json",
    "scenarios/sources/order_of_battle.json",
    "resources/i18n/panzer_qt_es.ts",
    "panzer_qt/tools/translations.py",
)
"""In the sdist (the whole source), not in the wheel (where the data would lie under panzer_qt/) nor the application:
they serve no player."""
IN_THE_PACKAGE = tuple(name if name.startswith("panzer_qt/") else f"panzer_qt/{name}" for name in FOR_DEVELOPERS)
"""Where the wheel would hold them."""
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
    assert names >= {*SHIPPED_DATA, *HELP, *FOR_DEVELOPERS, "pyproject.toml", "README.md", "LICENSE", "CHANGELOG.md"}


def test_the_wheel_carries_the_scenarios_and_resources(dists: tuple[Path, Path]) -> None:
    with zipfile.ZipFile(dists[1]) as wheel:
        names = set(wheel.namelist())
    assert names >= {*SHIPPED, f"panzer_qt-{panzer_qt.__version__}.dist-info/licenses/LICENSE"}
    assert not any(
        name.startswith(("tests/", "benchmarks/", "packaging/", "scenarios/", "resources/")) for name in names
    )
    assert not names & set(IN_THE_PACKAGE) and not any(name.endswith(".ts") for name in names)


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
    data = root / "lib/panzer-qt/_internal/panzer_qt"
    assert (data / "resources/i18n/panzer_qt_es.qm").is_file() and (data / "scenarios/first_panzer_army.json").is_file()
    assert not list(data.rglob("*.ts")) and not (data / "scenarios/sources").exists() and not (data / "tools").exists()
    _smoke(root / "bin" / "panzer-qt")


def test_the_desktop_entry_opens_a_file_in_the_client() -> None:
    """What the desktop runs for "Open with": its Exec line, the file put for %f, is a command line we take."""
    from panzer_qt.cli import _play, build_parser

    entry = (ROOT / "packaging" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    exec_line = next(line.removeprefix("Exec=") for line in entry.splitlines() if line.startswith("Exec="))
    program, *arguments = [word.replace("%u", "/games/turn 3.json") for word in exec_line.split()]
    args = build_parser().parse_args(arguments)
    assert program == "panzer-qt" and args.run is _play and args.file == "/games/turn 3.json"


@pytest.fixture(scope="module")
def release(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``python packaging/release.py --no-isolation`` (offline) run in a copy of the checkout; its ``dist/``."""
    scratch = tmp_path_factory.mktemp("release")
    source = scratch / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(*NOT_SOURCES))
    env = {**os.environ, "PYINSTALLER_CONFIG_DIR": str(scratch / "pyinstaller-cache")}
    command: list[str | Path] = [sys.executable, source / "packaging" / "release.py", "--no-isolation"]
    _run(command, cwd=source, env=env, timeout=2 * BUILD_TIMEOUT_S)
    return source / "dist"


def _architecture() -> str:
    return _run(["dpkg", "--print-architecture"]).stdout.strip()


def test_the_release_holds_every_file_named_with_the_version_and_their_sums(release: Path) -> None:
    version = panzer_qt.__version__
    deb = f"panzer-qt_{version}_{_architecture()}.deb"
    app = f"panzer-qt-{version}-linux-{platform.machine()}.tar.gz"
    python = [f"panzer_qt-{version}.tar.gz", f"panzer_qt-{version}-py3-none-any.whl"]
    assert sorted(p.name for p in release.iterdir()) == sorted([*python, app, deb, "SHA256SUMS"])
    sums = (release / "SHA256SUMS").read_text(encoding="utf-8").splitlines()
    assert sorted(sums) == sorted(
        f"{hashlib.sha256((release / n).read_bytes()).hexdigest()}  {n}" for n in [*python, app, deb]
    )
    with zipfile.ZipFile(release / python[1]) as wheel:
        metadata = wheel.read(f"panzer_qt-{version}.dist-info/METADATA").decode()
    assert "License-Expression: MIT" in metadata and "Project-URL: Changelog, " in metadata
    with tarfile.open(release / app) as tar:
        names = set(tar.getnames())
    assert f"panzer-qt-{version}/panzer-qt" in names
    assert f"panzer-qt-{version}/_internal/panzer_qt/resources/i18n/panzer_qt_es.qm" in names
    assert not any(name.endswith(".ts") for name in names)


def _installed_root(deb: Path, root: Path) -> Path:
    """``deb`` installed by dpkg into ``root``, a throwaway root with an empty package database (its dependencies
    are not there: the test runs the application on this machine's libraries)."""
    admin = root / "var/lib/dpkg"
    for folder in ("info", "updates", "triggers"):
        (admin / folder).mkdir(parents=True)
    (admin / "status").touch()
    (admin / "available").touch()
    forced = "--force-depends" + (",not-root" if os.geteuid() != 0 else "")
    _run(["dpkg", f"--root={root}", "--log=/dev/null", forced, "--install", deb], timeout=BUILD_TIMEOUT_S)
    return root


def test_the_deb_installs_into_a_throwaway_root_and_draws_its_window(release: Path, tmp_path: Path) -> None:
    (deb,) = release.glob("*.deb")
    listing = _run(["dpkg-deb", "--contents", deb]).stdout
    paths = {line.split()[5] for line in listing.splitlines()}
    assert {
        "./opt/panzer-qt/panzer-qt",
        "./usr/games/panzer-qt",
        "./usr/share/doc/panzer-qt/CHANGELOG.md.gz",
        f"./usr/share/applications/{APP_ID}.desktop",
        f"./usr/share/metainfo/{APP_ID}.metainfo.xml",
        "./usr/share/icons/hicolor/48x48/apps/panzer-qt.png",
        "./usr/share/icons/hicolor/scalable/apps/panzer-qt.svg",
        "./usr/share/man/man6/panzer-qt.6.gz",
        "./usr/share/doc/panzer-qt/copyright",
        "./usr/share/doc/panzer-qt/changelog.gz",
    } <= paths
    assert "./usr/games/panzer-qt -> /opt/panzer-qt/panzer-qt" in listing
    fields = _run(["dpkg-deb", "--field", deb, "Package", "Version", "Section"]).stdout.splitlines()
    assert fields == ["Package: panzer-qt", f"Version: {panzer_qt.__version__}", "Section: games"]
    assert "./usr/share/lintian/overrides/panzer-qt" in paths  # lintian ran in the release: an error fails it
    root = _installed_root(deb, tmp_path / "root")
    entry = root / f"usr/share/applications/{APP_ID}.desktop"
    assert "Exec=/usr/games/panzer-qt play %u" in entry.read_text(encoding="utf-8")
    assert shutil.which("desktop-file-validate"), "desktop-file-validate is missing (Debian: desktop-file-utils)"
    validated = _run(["desktop-file-validate", entry])
    assert validated.stdout == ""
    _smoke(root / "opt/panzer-qt/panzer-qt")


def _readme_launch_command() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return next(line for line in readme.splitlines() if line.endswith("&& .venv/bin/panzer-qt"))


def test_the_readme_launch_command_installs_the_program_without_the_test_tools(tmp_path: Path) -> None:
    """The launch command's install, in a fresh venv, resolved against the package index (``--dry-run``)."""
    make_venv, install, launch = _readme_launch_command().split(" && ")
    assert install.endswith(" install -e .") and launch == ".venv/bin/panzer-qt"
    venv = tmp_path / ".venv"
    _run(make_venv.replace(".venv", str(venv)).split(), cwd=ROOT)
    words = install.replace(".venv", str(venv)).split()
    at = words.index("install") + 1
    report = tmp_path / "report.json"
    asked = [*words[:at], "--dry-run", "--quiet", "--report", str(report), *words[at:]]
    _run(asked, cwd=ROOT, timeout=BUILD_TIMEOUT_S)
    installs = json.loads(report.read_text(encoding="utf-8"))["install"]
    names = {re.sub(r"[-_.]+", "-", item["metadata"]["name"]).lower() for item in installs}
    assert {"panzer-qt", "pyside6-essentials", "pydantic", "pyqtgraph", "platformdirs"} <= names
    tools = {"pytest", "pytest-qt", "pytest-xdist", "hypothesis", "ruff", "mypy", "pyinstaller", "build", "twine"}
    assert not names & tools
