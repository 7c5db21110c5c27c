"""Static checks run with the test suite: ruff, mypy (strict on model and rules), the no-Qt import contract."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from .conftest import ROOT


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(args), capture_output=True, text=True, cwd=ROOT, check=False)


def test_ruff_clean() -> None:
    done = _run(sys.executable, "-m", "ruff", "check", "panzer_qt", "tests", "benchmarks")
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_clean() -> None:
    done = _run(sys.executable, "-m", "mypy", "panzer_qt")
    assert done.returncode == 0, done.stdout + done.stderr


def test_engine_imports_no_qt() -> None:
    lint = shutil.which("lint-imports")
    if lint is None:
        pytest.fail("lint-imports (import-linter) is not installed: pip install -e '.[test]'")
    done = _run(lint)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "2 kept, 0 broken" in done.stdout


def test_engine_runs_without_qt_loaded() -> None:
    code = (
        "import sys, panzer_qt, panzer_qt.rules.game, panzer_qt.model.record;"
        "import panzer_qt.ai;"
        "assert not any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules), 'Qt imported'"
    )
    done = _run(sys.executable, "-c", code)
    assert done.returncode == 0, done.stderr
