"""Screenshots of the replay viewer for the docs: ``python -m tests.screens.replay_screens docs/screenshots``.

A seeded game between random players on the default scenario, opened in the viewer: a move, a combat, a unit's
range in one side's view, and the same record tampered with."""

from __future__ import annotations

import json
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication

from panzer_qt.ai.games import Policy, play_game
from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.commands import Move, ResolveCombat
from panzer_qt.model.enums import Side
from panzer_qt.model.events import CombatResolved
from panzer_qt.records.record_files import save_record
from panzer_qt.ui.replay.window import ReplayWindow
from tests.helpers.games import scenario

SEED = 1


def _open(path: Path) -> ReplayWindow:
    app = QApplication.instance()
    assert app is not None
    window = ReplayWindow(path, remember_layout=False)
    window.show()
    while window.review is None or not window.review.finished or window.chart is None:
        app.processEvents()
    app.processEvents()
    return window


def _zoom_on(window: ReplayWindow, hid: str, steps: int) -> None:
    assert window.canvas is not None
    for _ in range(steps):
        window.canvas.zoom_in()
    window.canvas.center_on(hid)


def move(path: Path) -> ReplayWindow:
    """A long move drawn as an arrow, its events listed."""
    window = _open(path)
    assert window.review is not None
    steps = window.review.record.steps
    index = next(i for i, s in enumerate(steps) if i > 300 and isinstance(s.command, Move) and len(s.command.path) > 4)
    window.go_to_step(index + 1)
    command = steps[index].command
    assert isinstance(command, Move)
    _zoom_on(window, command.path[len(command.path) // 2], 3)
    return window


def combat(path: Path) -> ReplayWindow:
    """A combat: the die and the whole odds breakdown, target and attackers on the map."""
    window = _open(path)
    assert window.review is not None
    steps = window.review.record.steps
    index = next(
        i for i, s in enumerate(steps)
        if i > 200 and isinstance(s.command, ResolveCombat) and any(isinstance(e, CombatResolved) and e.roll for e in s.events)
    )  # fmt: skip
    window.go_to_step(index + 1)
    resolved = next(e for e in steps[index].events if isinstance(e, CombatResolved))
    _zoom_on(window, resolved.defender_hex, 3)
    return window


def fog(path: Path) -> ReplayWindow:
    """The German view: Soviet moves told without names; a German unit's range at that moment."""
    window = _open(path)
    assert window.review is not None
    window.go_to_step(500)
    window.actions_.views[Side.GERMAN].trigger()
    window.actions_.overlays["movement"].trigger()
    state = window.review.cursor.game.state
    unit = next(u for u, s in state.units.items() if s.hex and u.startswith("de-") and s.hex[:2] in ("29", "30", "31"))
    hid = state.units[unit].hex or ""
    window.tool.select_at(hid, False)
    _zoom_on(window, hid, 2)
    return window


def desync(path: Path) -> ReplayWindow:
    """The record tampered with: the first differing step named, the rest of the timeline struck out."""
    data = json.loads(path.read_text(encoding="utf-8"))
    bad = next(i for i, s in enumerate(data["steps"]) if i > 700 and s["command"]["type"] == "end_phase")
    data["steps"][bad]["events"][0]["turn"] = 99
    tampered = path.with_name("tampered.json")
    tampered.write_text(json.dumps(data), encoding="utf-8")
    window = _open(tampered)
    window.actions_.nav["last"].trigger()
    return window


SHOTS: dict[str, Callable[[Path], ReplayWindow]] = {"move": move, "combat": combat, "fog": fog, "desync": desync}


def main(folder: str) -> None:
    """Write every screenshot into ``folder``."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    players: dict[Side, Policy] = {Side.GERMAN: RandomPolicy(SEED * 2), Side.SOVIET: RandomPolicy(SEED * 2 + 1)}
    game, _ = play_game(scenario("default"), SEED, players)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "game.json"
        save_record(game, path)
        for name, make in SHOTS.items():
            window = make(path)
            app.processEvents()
            window.grab().save(str(out / f"viewer-{name}.png"), "PNG")
            window.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
