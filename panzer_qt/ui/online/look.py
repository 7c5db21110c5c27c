"""A look at an online game (a file Save As wrote in an online window, ``net.look``): the side's view at that
moment in a window of its own, read-only: the map, the log of the events the side was told, the panels, and a note
saying whose look it is and when; no command can be given."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QSettings
from PySide6.QtWidgets import QLabel

from panzer_qt.model.commands import Command
from panzer_qt.model.events import Event
from panzer_qt.net.look import OnlineLook, load_look, save_look
from panzer_qt.ui.common.event_text import phase_title
from panzer_qt.ui.online.session import OnlineGame, SideSession
from panzer_qt.ui.online.window import side_only
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.translated import capitalized
from panzer_qt.ui.window_parts import keep_open


class LookSession(SideSession):
    """The side's view a look file holds, from ``path``; every command refused."""

    def __init__(
        self, look: OnlineLook, path: Path, *, settings: QSettings | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(OnlineGame(look.scenario, look.view, look.told()), settings=settings, parent=parent)
        self.kept = look
        self.path: Path = path

    def look(self) -> OnlineLook:
        """The look as read."""
        return self.kept

    def apply(self, command: Command) -> list[Event] | None:
        """Refused: a look is only looked at."""
        del command
        self.refused.emit(
            QCoreApplication.translate("LookSession", "this is a look at an online game: no command can be given")
        )
        return None

    def undo(self) -> bool:
        """Nothing to take back in a look."""
        return False

    def save(self, path: str | Path | None = None) -> Path:
        """Write the look (as read) to ``path`` or its file."""
        target = Path(path) if path is not None else self.path
        save_look(self.kept, target)
        self.path = target
        self.add_recent(target)
        return target


class LookWindow(MainWindow):
    """The main window on a look, read-only: the map may be looked at, nothing ordered."""

    def __init__(self, session: LookSession) -> None:
        super().__init__(session)
        self.session: LookSession = session
        side_only(self)
        self.note = QLabel(self.look_text())
        self.note.setObjectName("look_note")
        self.note.setStyleSheet("background: #4a148c; color: white; font-weight: bold; padding: 2px 8px;")
        self.statusBar().addPermanentWidget(self.note)
        session.changed.connect(self.read_only)
        session.selectionChanged.connect(self.read_only)
        self.read_only()

    def look_text(self) -> str:
        """Whose look it is and when: "A look at an online game from the German side at turn 3, ...: read-only"."""
        state = self.session.game.state
        return QCoreApplication.translate(
            "LookWindow", "A look at an online game from the {side} side at turn {turn}, {phase}: read-only"
        ).format(side=capitalized(self.session.side), turn=state.turn, phase=phase_title(state.phase, state.segment))

    def update_title(self) -> None:
        """The look, the side and the moment."""
        session = self.session
        self.setWindowTitle(
            QCoreApplication.translate("LookWindow", "{scenario} - {file}: {look} - panzer-qt").format(
                scenario=session.game.scenario.meta.name, file=session.path.name, look=self.look_text()
            )
        )

    def read_only(self) -> None:
        """The map only looked at, the commands off."""
        self.hands_off(True)
        actions = self.actions_
        for action in (actions.undo, actions.end_phase, actions.exit_map):
            action.setEnabled(False)


def look_window(path: str | Path, settings: QSettings | None = None) -> LookWindow:
    """A window on the look at an online game ``path`` holds (raises RecordError if it cannot be read)."""
    return LookWindow(LookSession(load_look(path), Path(path), settings=settings))


def open_look(path: str | Path) -> LookWindow:
    """Open a look file in a window of its own, shown (raises RecordError if it cannot be read)."""
    window = keep_open(look_window(path))
    window.show()
    return window
