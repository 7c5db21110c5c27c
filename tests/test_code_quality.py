"""Static checks run with the test suite: ruff, mypy (strict on model and rules, over the benchmarks too) and
the no-Qt import contract."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(args), capture_output=True, text=True, cwd=ROOT, check=False)


def test_ruff_clean() -> None:
    done = _run(sys.executable, "-m", "ruff", "check", "panzer_qt", "tests", "benchmarks", "packaging")
    assert done.returncode == 0, done.stdout + done.stderr


def test_ruff_formatted() -> None:
    done = _run(sys.executable, "-m", "ruff", "format", "--check", "panzer_qt", "tests", "benchmarks", "packaging")
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_clean() -> None:
    done = _run(sys.executable, "-m", "mypy", "panzer_qt", "packaging", "benchmarks")
    assert done.returncode == 0, done.stdout + done.stderr


def _lint_imports(cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    beside = Path(sys.executable).with_name("lint-imports")
    lint = str(beside) if beside.exists() else shutil.which("lint-imports")
    if lint is None:
        pytest.fail("lint-imports (import-linter) is not installed: pip install -e '.[test]'")
    return subprocess.run([lint, "--no-cache"], capture_output=True, text=True, cwd=cwd, check=False)


def test_import_contracts_are_kept() -> None:
    done = _lint_imports()
    assert done.returncode == 0, done.stdout + done.stderr
    contracts = (ROOT / "pyproject.toml").read_text(encoding="utf-8").count("[[tool.importlinter.contracts]]")
    assert f"{contracts} kept, 0 broken" in done.stdout  # every contract of pyproject.toml checked


@pytest.mark.parametrize(
    ("module", "added", "broken"),
    [
        ("rules/grid.py", "import panzer_qt.rules.game", "No import cycles inside the engine"),
        ("rules/combat/crt.py", "import panzer_qt.rules.dispatch", "No import cycles inside the engine"),
        ("rules/victory.py", "import panzer_qt.records.record_files", "Layers"),
        ("model/ids.py", "import panzer_qt.rules.grid", "Layers"),
        ("ai/games.py", "import panzer_qt.ui.app", "Layers"),
        ("net/referee.py", "import panzer_qt.ai.games", "Layers"),
        ("ai/position/picture.py", "import panzer_qt.ai.judgement.weights", "The computer players' layers"),
        ("ai/judgement/weights.py", "import panzer_qt.ai.players.greedy", "The computer players' layers"),
        ("ai/players/judging.py", "import panzer_qt.ai.games", "The computer players' layers"),
        (
            "ai/planners/aims.py",
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import panzer_qt.ai.planners.destinations",
            "No import cycles inside the computer players",
        ),
        ("net/server.py", "import PySide6.QtCore", "The engine imports no Qt"),
        ("ui/map/tool.py", "import panzer_qt.ui.play.session", "The map canvas serves every window"),
        ("ui/window_parts.py", "import panzer_qt.ui.help.about", "No import cycles between the parts of the windows"),
        (
            "ui/help/reference.py",
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import panzer_qt.ui.common.messages",
            "No import cycles between the parts of the windows",
        ),
        (
            "ui/replay/actions.py",
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import panzer_qt.ui.replay.window",
            "No import cycles between the parts of the windows",
        ),
        ("ui/edit/editor_actions.py", "import panzer_qt.ui.edit.editor_window", "No import cycles between the parts"),
        (
            "ui/replay/timeline.py",
            "import panzer_qt.ui.play.session",
            "The replay viewer imports nothing of the client",
        ),
        ("ui/action_specs.py", "import panzer_qt.ui.play.tray", "The action specs serve every window"),
        ("editing/files.py", "import panzer_qt.mapgen.build", "Edits and the engine import nothing of mapgen"),
        ("rules/board.py", "import panzer_qt.mapgen.hexsets", "Edits and the engine import nothing of mapgen"),
        ("ui/translated.py", "import panzer_qt.editing.problems", "The playing client loads no editor"),
        ("rules/hexindex.py", "import networkx", "The playing client loads no editor"),
        ("ui/play/session.py", "import panzer_qt.geo.georef", "The playing client loads no editor"),
        ("ui/play/main_window.py", "import panzer_qt.ui.online.session", "The playing client starts without"),
        ("ui/common/legend.py", "import panzer_qt.ai.players.greedy", "The playing client starts without"),
        ("ui/app.py", "import asyncio", "The playing client starts without"),
    ],
)
def test_import_contracts_catch_a_cycle_or_an_upward_import(
    tmp_path: Path, module: str, added: str, broken: str
) -> None:
    shutil.copytree(ROOT / "panzer_qt", tmp_path / "panzer_qt", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    target = tmp_path / "panzer_qt" / module
    target.write_text(target.read_text(encoding="utf-8") + f"\n{added}  # noqa\n", encoding="utf-8")
    done = _lint_imports(tmp_path)
    assert done.returncode == 1, done.stdout
    assert f"{broken}" in done.stdout and "BROKEN" in done.stdout


def test_engine_runs_without_qt_loaded() -> None:
    code = (
        "import sys, panzer_qt, panzer_qt.rules.game, panzer_qt.model.record;"
        "import panzer_qt.ai, panzer_qt.ai.remote, panzer_qt.net.server, panzer_qt.net.client;"
        "import panzer_qt.ai.backends, panzer_qt.lab.study;"
        "assert not any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules), 'Qt imported'"
    )
    done = _run(sys.executable, "-c", code)
    assert done.returncode == 0, done.stderr


def test_the_client_starts_without_editor_geometry_plotting_or_online_code_or_the_computer_player() -> None:
    """A local game's window, shown and painted, has loaded no editor, geometry or plotting code, no online code and
    of the computer player only its levels: they load when first used (a look at an online game, the online menu's
    dialogs, a computer seat, Suggest)."""
    code = (
        "import sys, panzer_qt.cli; from panzer_qt.ui.app import application, open_window;"
        "from panzer_qt.paths import DEFAULT_SCENARIO;"
        "app = application(); window = open_window(str(DEFAULT_SCENARIO), remember_layout=False); window.show();"
        "app.processEvents(); window.grab(); game = window.session.game; game.movement_ranges(game.side_to_act());"
        "window.close();"
        "heavy = ('panzer_qt.editing', 'panzer_qt.geo', 'panzer_qt.mapgen', 'shapely', 'numpy', 'networkx',"
        " 'panzer_qt.net', 'panzer_qt.ai.', 'panzer_qt.ui.online.', 'asyncio', 'websockets');"
        "light = {'panzer_qt.ai.players', 'panzer_qt.ai.players.levels', 'panzer_qt.ui.online.known',"
        " 'panzer_qt.ui.online.menu'};"
        "loaded = sorted(m for m in sys.modules if m.startswith(heavy) and m not in light);"
        "assert not loaded, loaded"
    )
    done = _run(sys.executable, "-c", code)
    assert done.returncode == 0, done.stderr


def test_ci_runs_the_readme_test_command_word_for_word() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("## Quick start", 1)[1].split("```bash\n", 1)[1].split("```", 1)[0]
    launch, test = block.strip().splitlines()
    assert launch.endswith(".venv/bin/panzer-qt") and test.endswith(".venv/bin/python -m pytest")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test in ci
    slow = readme.split("```bash\n", 2)[2].split("```", 1)[0].strip()
    assert slow == ".venv/bin/python -m pytest -m slow" and slow in ci


def test_the_wheel_lists_every_folder_of_modules() -> None:
    """pyproject.toml names the packages one by one (the shipped data is mapped in from the top of the checkout):
    a new folder of modules under panzer_qt must be named there, or the wheel leaves it out (as it leaves out the
    translation tool on purpose: it serves developers)."""
    import tomllib

    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    folders = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "panzer_qt").rglob("*.py")}
    mapped = set(setuptools["package-dir"])
    assert set(setuptools["packages"]) - mapped == folders - {"panzer_qt.tools"}
    assert all((ROOT / folder).is_dir() for folder in setuptools["package-dir"].values())
