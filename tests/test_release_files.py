"""The files packagers look for: the licence as a file and as the metadata's SPDX string, the changelog, the
version told alike everywhere, project URLs, the man page made from the argument parser, and dependency pins that
exclude only what is broken. (Building the release itself is in test_packaging.py, slow.)"""

from __future__ import annotations

import argparse
import datetime
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import panzer_qt
from panzer_qt.cli import build_parser
from tests.conftest import ROOT

sys.path.insert(0, str(ROOT / "packaging"))
from manpage import manpage, roff  # packaging's script, found through its folder

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_licence_is_a_file_and_an_spdx_string() -> None:
    project = PYPROJECT["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n\nCopyright (c) 2026 panzer_qt developers\n")
    assert 'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND' in text
    assert "setuptools>=77" in PYPROJECT["build-system"]["requires"][0]


def test_the_version_is_one_and_the_changelog_keeps_a_changelog() -> None:
    version = panzer_qt.__version__
    assert PYPROJECT["project"]["dynamic"] == ["version"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "panzer_qt.__version__"}
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert changelog.startswith("# Changelog\n") and "[Keep a Changelog](https://keepachangelog.com/" in changelog
    headings = [line for line in changelog.splitlines() if line.startswith("## ")]
    assert headings[0] == "## [Unreleased]" and headings[1].startswith(f"## [{version}] - ")
    metainfo = (ROOT / "packaging" / "io.github.panzer_qt.panzer_qt.metainfo.xml").read_text(encoding="utf-8")
    assert f'<release version="{version}" date="{headings[1].split(" - ")[1]}"/>' in metainfo
    assert (ROOT / "panzer_qt" / "py.typed").is_file()


def test_the_metadata_names_the_project_s_addresses() -> None:
    urls = PYPROJECT["project"]["urls"]
    assert set(urls) == {"Homepage", "Documentation", "Issues", "Changelog"}
    assert all(url.startswith("https://github.com/panzer-qt/panzer_qt") for url in urls.values())


def test_pins_exclude_only_what_is_broken() -> None:
    dependencies = PYPROJECT["project"]["dependencies"]
    assert "PySide6-Essentials>=6.8,!=6.12.0; python_version < '3.12'" in dependencies
    assert "PySide6-Essentials>=6.8; python_version >= '3.12'" in dependencies
    assert not [d for d in dependencies if "<" in d.split(";")[0]]  # no cap on any version


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    (commands,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(commands.choices)


def test_the_man_page_names_every_command_and_option() -> None:
    parser = build_parser()
    page = manpage(parser, "9.9", datetime.date(2026, 11, 27))
    assert page.startswith('.TH PANZER\\-QT 6 "2026-11-27" "panzer\\-qt 9.9" "Games"\n.SH NAME\n')
    for name, command in _subcommands(parser).items():
        assert f'.SS "{roff(name)}"' in page
        for action in command._actions:
            for option in action.option_strings:
                assert option in {"-h", "--help"} or f"\\fB{roff(option)}" in page
    assert "\\fB\\-\\-log\\-level\\fR" in page and "\\fB\\-\\-version\\fR" in page
    assert roff(".starts like a request") == "\\&.starts like a request" and roff("a\\b") == "a\\eb"


@pytest.mark.skipif(shutil.which("man") is None, reason="man is not installed")
def test_man_reads_the_man_page_without_a_warning(tmp_path: Path) -> None:
    page = tmp_path / "panzer-qt.6"
    page.write_text(manpage(build_parser(), panzer_qt.__version__, datetime.date.today()), encoding="utf-8")
    shown = subprocess.run(
        ["man", "--warnings", "-l", str(page)],
        capture_output=True,
        text=True,
        env={"MANWIDTH": "100", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
        check=True,
    )
    assert shown.stderr == ""
    assert "panzer-qt validate [-h] FILE" in shown.stdout
