"""The viewer's state, as the client has its ``GameSession`` and the editor its ``Document``: the record under review
(None until it is read), the cursor's place, whose fog of war, the selection, unsaved bookmarks, and the way to the
playing client; signals say what changed. The window and its actions both read it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from panzer_qt.model.enums import Side
from panzer_qt.model.errors import RecordError
from panzer_qt.records.index import Place
from panzer_qt.records.review import Review
from panzer_qt.rules.game import Game

ClientStarter = Callable[[Game, str], object]
"""Opens the playing client on a game branched from the record, with a note saying where it came from."""


class ViewerSession(QObject):
    """One record file under review. ``client`` (given by whoever opens the viewer) starts the playing client; without
    it the viewer cannot continue a game."""

    moved = Signal(bool)
    """The cursor moved or the view changed: show the place anew (True: the map too)."""
    viewerChanged = Signal()  # noqa: N815 (Qt signal name)
    """Another side's fog of war (or none): the texts that name units are told anew."""
    proved = Signal()
    """More of the record is proved, or the proof is over."""
    dirtyChanged = Signal()  # noqa: N815 (Qt signal name)
    """Bookmarks became unsaved, or were saved."""

    def __init__(self, path: Path, client: ClientStarter | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.client = client
        self.review: Review | None = None
        self.place: Place = (0, 0)
        self.viewer: Side | None = None
        self.selection: tuple[str, ...] = ()
        self.problem = ""
        """Why the record cannot be opened or stops being faithful ("": it opened and is faithful so far)."""
        self._dirty = False

    @property
    def dirty(self) -> bool:
        """Whether bookmarks were added, edited or removed since the record was read or saved."""
        return self._dirty

    @dirty.setter
    def dirty(self, dirty: bool) -> None:
        if dirty != self._dirty:
            self._dirty = dirty
            self.dirtyChanged.emit()

    def add_proved(self, first: int, parts: list[dict[str, int]]) -> None:
        """More steps proved faithful, from ``first`` on, with their VP by source."""
        assert self.review is not None
        self.review.add_proved(first, parts)
        self.proved.emit()

    def finish(self, desync: RecordError | None) -> None:
        """The proof is done: the whole record is faithful, or it stops at ``desync``."""
        assert self.review is not None
        self.review.finish(desync)
        self.proved.emit()

    def go(self, place: Place) -> None:
        """Stand on event ``place[1]`` of step ``place[0]``, within the steps proved."""
        review = self.review
        if review is None:
            return
        step = max(0, min(place[0], review.proved))
        events = review.index.events[step]
        event = max(0, min(place[1] if step == place[0] else 0, len(events) - 1))
        moved = step != review.cursor.step
        if moved:
            review.cursor.seek(step)
        self.place = (step, event)
        self.moved.emit(moved)

    def go_to_step(self, step: int) -> None:
        """Stand on the first event of ``step``."""
        self.go((step, 0))

    def show_again(self) -> None:
        """Ask for the place to be shown anew, map and all (a record just read)."""
        self.moved.emit(True)

    def set_viewer(self, viewer: Side | None) -> None:
        """Fog of war as ``viewer`` sees it (None: everything); the selection is let go."""
        self.viewer = viewer
        self.selection = ()
        self.viewerChanged.emit()
        self.moved.emit(True)

    def continue_game(self, note: str) -> object | None:
        """Start a new game in the client from the cursor's position (the record's history up to here), with
        ``note``; None without a record or a client."""
        if self.review is None or self.client is None:
            return None
        return self.client(self.review.cursor.branch(), note)
