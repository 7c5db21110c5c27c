"""Screenshots of the client's main states for the docs: ``python -m tests.screens.ui_screens panzer_qt/ui/help/guides/screenshots``;
in Spanish for the Spanish guides: ``... panzer_qt/ui/help/guides/es/screenshots es``."""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from panzer_qt.model.commands import DeclareAttack, EndPhase, ResolveCombat
from panzer_qt.model.enums import Side
from panzer_qt.rules.game import Game
from panzer_qt.rules.legal import can_end_phase, sequence_choices
from panzer_qt.ui import i18n
from panzer_qt.ui.common.event_log import HEXES_ROLE
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.play.session import GameSession
from tests.helpers.combat_kit import combat_game, seed_for
from tests.helpers.games import SET_UP_SPREAD, scenario


def _window(game: Game, tmp: Path) -> MainWindow:
    settings = QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(GameSession(game, settings=settings, autosave_dir=tmp / "autosave"))
    window.show()
    QApplication.processEvents()
    return window


def _zoom_on(window: MainWindow, hid: str, steps: int = 3) -> None:
    for _ in range(steps):
        window.canvas.zoom_in()
    window.canvas.center_on(hid)


def start(tmp: Path) -> MainWindow:
    """The first decision of a new game on the default scenario."""
    return _window(Game.new(scenario("default"), seed=1944), tmp)


def movement(tmp: Path) -> MainWindow:
    """A Soviet tank army selected, its range shown."""
    window = start(tmp)
    window.tool.select_at("1216", whole_stack=False)
    _zoom_on(window, "1216", 2)
    return window


def combat(tmp: Path) -> MainWindow:
    """The worked example's first attack with CAS and a KG: the odds panel."""
    units = {"de-16pz": "2218", "de-371": "2218", "de-509": "2218", "su-9mech": "2119"}
    window = _window(combat_game(units, kg={"kg-a": "2219"}, cas={Side.GERMAN: 3}), tmp)
    window.combat.click("2119", [])
    window.combat.click("2218", ["de-16pz", "de-371", "de-509"])
    window.combat.attack_support.cas.setValue(1)
    window.combat.attack_support.kg.setCurrentIndex(window.combat.attack_support.kg.findData("kg-a"))
    _zoom_on(window, "2119", 4)
    return window


def retreat(tmp: Path) -> MainWindow:
    """A Soviet tank corps beaten back: the German player picks its retreat hex."""
    game = combat_game({"de-9ss": "1615", "su-tk": "1616", "de-16pz": "1717"}, seed=seed_for(2))
    game.apply(DeclareAttack(attacker_ids=["de-9ss"], defender_hex="1616"))
    game.apply(ResolveCombat())
    window = _window(game, tmp)
    _zoom_on(window, "1616", 4)
    return window


def handover(tmp: Path) -> MainWindow:
    """The cover between the Soviet and the German player."""
    window = start(tmp)
    game = window.session.game
    window.session.apply(SET_UP_SPREAD)
    while game.state.acting is not Side.GERMAN:
        window.session.apply(EndPhase())
    return window


def event_log(tmp: Path) -> MainWindow:
    """After a turn: an event clicked in the log and its hexes highlighted."""
    window = start(tmp)
    window.hot_seat = False
    game = window.session.game
    window.session.apply(SET_UP_SPREAD)
    while game.state.turn == 1:
        window.session.apply(EndPhase() if can_end_phase(game) else sequence_choices(game)[0])
    row = max(i for i in range(window.log.count()) if window.log.item(i).data(HEXES_ROLE))
    window.log.setCurrentRow(row)
    window.show_event_hexes(window.log.item(row).data(HEXES_ROLE))
    return window


SHOTS: dict[str, Callable[[Path], MainWindow]] = {
    "start": start,
    "movement": movement,
    "combat": combat,
    "retreat": retreat,
    "handover": handover,
    "event_log": event_log,
}


def main(folder: str, language: str = "en") -> None:
    """Write every screenshot into ``folder``, the windows in ``language``."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    i18n.install(app, language)
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for name, make in SHOTS.items():
            window = make(Path(tmp))
            app.processEvents()
            window.grab().save(str(out / f"client-{name}.png"), "PNG")
            window.close()


if __name__ == "__main__":
    main(*(sys.argv[1:3] or ["panzer_qt/ui/help/guides/screenshots"]))
