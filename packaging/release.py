"""A release in one command: everything a release hands out, named with the version, into one folder.

    python packaging/release.py [--dist DIR] [--work DIR] [--no-isolation]

Into DIR (default ``dist/``):

- ``panzer_qt-VERSION.tar.gz`` and ``panzer_qt-VERSION-py3-none-any.whl``: the sdist and the wheel
  (``python -m build``; ``--no-isolation`` builds with this environment's setuptools, offline), checked with
  ``twine check --strict``;
- ``panzer-qt-VERSION-linux-ARCH.tar.gz``: the one-folder application (``packaging/build.py``);
- ``panzer-qt_VERSION_ARCH.deb``: the application under ``/opt/panzer-qt``, ``/usr/games/panzer-qt``, the desktop
  entry, icons, AppStream metainfo, man page, copyright and changelog in the system's folders (``dpkg-deb``), which
  ``lintian`` (when installed) must find free of errors (``LINTIAN_OVERRIDES`` says which do not apply);
- ``SHA256SUMS``: the SHA-256 sum of each (``sha256sum -c SHA256SUMS`` checks them).

Linux only (the application and the .deb are built for the machine's own architecture).
"""

from __future__ import annotations

import argparse
import datetime
import gzip
import hashlib
import os
import platform
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))
from build import NAME, build, install_share  # noqa: E402 (the sibling script, found through HERE)
from manpage import manpage  # noqa: E402

OPT = Path("opt") / NAME
LAUNCHER = Path("/usr/games") / NAME
"""Where Debian keeps the programs of a package of the games section (on the PATH of every user)."""
DEPENDS = (
    "libc6, libgl1, libegl1, libfontconfig1, libfreetype6, libxkbcommon0, libdbus-1-3, libglib2.0-0t64 | libglib2.0-0,"
    " libxkbcommon-x11-0, libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1, libxcb-shape0, libxcb-xinerama0"
)
"""What the application takes from the system: glibc, OpenGL and EGL, fonts, the keyboard, D-Bus and GLib, and Qt's
X11 platform's libraries (PySide6's wheels carry Qt itself)."""
MAINTAINER = "panzer_qt developers <panzer-qt@users.noreply.github.com>"
HOMEPAGE = "https://github.com/panzer-qt/panzer_qt"
LINTIAN_OVERRIDES = {
    "dir-or-file-in-opt": "a self-contained application from outside the archive belongs in /opt",
    "embedded-library": "the application carries its own Python, Qt and their libraries, as PyInstaller builds it",
    "unstripped-binary-or-object": "the libraries are kept as their wheels and the Python build made them",
    "custom-library-search-path": "the RUNPATH the build machine's Python was made with; the bundle finds its own",
    "library-not-linked-against-libc": "Python extension modules and bundled libraries, as their makers built them",
    "missing-depends-on-sensible-utils": "strings in the bundled libblkid and libmount, not used by the program",
}
"""What lintian reports as errors of any self-contained application that PyInstaller builds, put in /opt, and why
each does not apply (``usr/share/lintian/overrides/panzer-qt``); anything else it calls an error fails the release."""


def run(command: list[str | Path], **options: object) -> None:
    print("+", " ".join(str(c) for c in command), flush=True)
    subprocess.run(command, check=True, **options)  # type: ignore[call-overload]


def version() -> str:
    """The version being released (``panzer_qt.__version__``)."""
    import panzer_qt

    return panzer_qt.__version__


def python_dists(dist: Path, work: Path, isolation: bool) -> list[Path]:
    """The sdist and the wheel, checked by twine."""
    out = _empty(work / "python")
    run([sys.executable, "-m", "build", *([] if isolation else ["--no-isolation"]), "--outdir", out, ROOT], cwd=ROOT)
    made = sorted(out.glob("panzer_qt-*"))
    run([sys.executable, "-m", "twine", "check", "--strict", *made])
    return [Path(shutil.copy2(f, dist)) for f in made]


def architecture() -> str:
    """The Debian name of the machine's architecture (amd64, arm64...)."""
    if shutil.which("dpkg"):
        asked = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True)
        return asked.stdout.strip()
    return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def app_tarball(folder: Path, dist: Path, release: str) -> Path:
    """The application folder as ``panzer-qt-VERSION-linux-ARCH.tar.gz``, unpacking to ``panzer-qt-VERSION/``."""
    target = dist / f"{NAME}-{release}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(target, "w:gz") as tar:
        tar.add(folder, arcname=f"{NAME}-{release}")
    return target


def deb(folder: Path, dist: Path, work: Path, release: str) -> Path:
    """The .deb of the application folder (see the module docstring)."""
    stage = work / "deb"
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(folder, stage / OPT, symlinks=True)
    launcher = stage / LAUNCHER.relative_to("/")
    launcher.parent.mkdir(parents=True)
    launcher.symlink_to(Path("/") / OPT / NAME)
    share = stage / "usr" / "share"
    install_share(share, LAUNCHER, work)
    docs(share, release)
    overrides = "".join(f"# {why}\n{NAME}: {tag}\n" for tag, why in LINTIAN_OVERRIDES.items())
    _write(share / "lintian" / "overrides" / NAME, overrides)
    normalise_modes(stage)
    _write(stage / "DEBIAN" / "control", control(release, stage))
    target = dist / f"{NAME}_{release}_{architecture()}.deb"
    # gzip: a quarter of xz's size gain on Qt's libraries for a tenth of its time
    run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", stage, target], stdout=subprocess.DEVNULL)
    return target


def docs(share: Path, release: str) -> None:
    """The man page, the copyright file and the changelog, where Debian keeps them."""
    from panzer_qt.cli import build_parser

    page = manpage(build_parser(), release, datetime.date.today())
    _gzip(share / "man" / "man6" / f"{NAME}.6.gz", page.encode())
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    copyright_text = (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: {NAME}\nSource: {HOMEPAGE}\n\nFiles: *\nCopyright: 2026 panzer_qt developers\nLicense: MIT\n"
        + "".join(f" {line}\n" if line else " .\n" for line in licence.splitlines()[2:])
    )
    _write(share / "doc" / NAME / "copyright", copyright_text)
    _gzip(share / "doc" / NAME / "CHANGELOG.md.gz", (ROOT / "CHANGELOG.md").read_bytes())
    _gzip(share / "doc" / NAME / "changelog.gz", debian_changelog(release).encode())


def debian_changelog(release: str) -> str:
    """The package's own changelog, in Debian's form, pointing to the project's (CHANGELOG.md.gz beside it)."""
    when = datetime.datetime.now(datetime.UTC).strftime("%a, %d %b %Y %H:%M:%S +0000")
    return (
        f"{NAME} ({release}) unstable; urgency=medium\n\n"
        f"  * Release {release}: see CHANGELOG.md.gz in this folder.\n\n"
        f" -- {MAINTAINER}  {when}\n"
    )


def control(release: str, stage: Path) -> str:
    """The package's control file (its installed size counted from ``stage``)."""
    size = sum(f.lstat().st_size for f in stage.rglob("*") if not f.is_dir()) // 1024
    return (
        f"Package: {NAME}\nVersion: {release}\nArchitecture: {architecture()}\nMaintainer: {MAINTAINER}\n"
        f"Installed-Size: {size}\nDepends: {DEPENDS}\nSection: games\nPriority: optional\nHomepage: {HOMEPAGE}\n"
        "Description: hex-and-counter wargame of the First Panzer Army, 1944\n"
        " A digital edition of the board wargame Breakout: First Panzer Army (Ukraine,\n"
        " March-April 1944): a playing client for two players or against the computer,\n"
        " a replay viewer that explains every die roll, and a scenario and map editor.\n"
    )


def normalise_modes(stage: Path) -> None:
    """Folders 0755, programs 0755, every other file 0644 (whatever the build left)."""
    for path in [stage, *stage.rglob("*")]:
        if path.is_symlink():
            continue
        executable = path.is_dir() or (os.access(path, os.X_OK) and _is_program(path))
        path.chmod(0o755 if executable else 0o644)


def _is_program(path: Path) -> bool:
    """A script or an ELF program (not a shared library, which needs no execute bit)."""
    with path.open("rb") as file:
        head = file.read(4)
    return head.startswith(b"#!") or (head == b"\x7fELF" and ".so" not in path.name)


def lint(package: Path) -> None:
    """lintian, when installed: no error allowed."""
    if shutil.which("lintian") is None:
        print("lintian is not installed: the .deb is not checked")
        return
    run(["lintian", "--fail-on", "error", "--tag-display-limit", "0", package])


def checksums(files: list[Path], dist: Path) -> Path:
    """``SHA256SUMS`` of ``files``, in the form ``sha256sum -c`` reads."""
    lines = [f"{hashlib.sha256(f.read_bytes()).hexdigest()}  {f.name}\n" for f in files]
    target = dist / "SHA256SUMS"
    target.write_text("".join(lines), encoding="utf-8")
    return target


def _empty(folder: Path) -> Path:
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    return folder


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _gzip(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0, filename="") as out:
        out.write(data)


def release(dist: Path, work: Path, isolation: bool) -> list[Path]:
    """Build every file of the release into ``dist``; the files and their sums."""
    if not sys.platform.startswith("linux"):
        raise SystemExit("the release is built on Linux (the application folder and the .deb are Linux's)")
    number = version()
    dist.mkdir(parents=True, exist_ok=True)
    files = python_dists(dist, work, isolation)
    folder = build(work / "app", work / "pyinstaller")
    files.append(app_tarball(folder, dist, number))
    package = deb(folder, dist, work, number)
    lint(package)
    files.append(package)
    return [*files, checksums(files, dist)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the release's files go")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "release", help="scratch folder")
    parser.add_argument("--no-isolation", action="store_true", help="build the wheel with this environment's tools")
    args = parser.parse_args()
    for path in release(args.dist.resolve(), args.work.resolve(), not args.no_isolation):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
