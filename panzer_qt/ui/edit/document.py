"""The scenario being edited (Tiled's design): it owns the QUndoStack and says what changed; nothing else sets
its scenario. Tools and panels build an undo command from a Qt-free edit and push it (``Document.edit``)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from panzer_qt.editing.changes import changed_hexes
from panzer_qt.editing.checked import EditRefused
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.scenario_file import save_scenario
from panzer_qt.ui.translated import reasons

log = logging.getLogger(__name__)


class ScenarioChange:
    """One change of the document's scenario: the versions before and after, and the hexes to repaint."""

    def __init__(self, old: Scenario, new: Scenario) -> None:
        self.old, self.new = old, new
        self.hexes = changed_hexes(old.map, new.map)
        """The map hexes whose drawing changed; None: the whole map (or another size)."""

    @property
    def resized(self) -> bool:
        """Whether the map changed size."""
        return (self.old.map.columns, self.old.map.rows) != (self.new.map.columns, self.new.map.rows)


class EditCommand(QUndoCommand):
    """An edit as the scenario before and after it (scenarios are immutable, so undo is a swap). Subclasses name
    the kind of edit; strokes of one kind (``merge_id`` >= 0) with the same stroke number merge into one step."""

    merge_id = -1

    def __init__(self, document: Document, text: str, before: Scenario, after: Scenario, stroke: int = 0) -> None:
        super().__init__(text)
        self.document, self.before, self.after, self.stroke = document, before, after, stroke

    def redo(self) -> None:
        self.document.set_scenario(self.after)

    def undo(self) -> None:
        self.document.set_scenario(self.before)

    def id(self) -> int:
        return self.merge_id

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 (Qt override)
        if not isinstance(other, type(self)) or other.stroke != self.stroke or self.stroke == 0:
            return False
        self.after = other.after
        return True


class Document(QObject):
    """A scenario, its file and its undo stack."""

    changed = Signal(object)
    """A ScenarioChange, after every edit, undo and redo."""
    replaced = Signal()
    """Another scenario took the place of this one (New, Open): everything is drawn anew."""
    refused = Signal(str)
    """An edit was refused: the reason."""
    told = Signal(str)
    """What the last edit did that the map does not show (a unit deleted): for the status bar while it applies."""
    pathChanged = Signal()  # noqa: N815 (Qt signal name)
    strokeEnded = Signal()  # noqa: N815 (Qt signal name)
    """A drag whose edits make one undo step is over (what waits for the end of a drag may run)."""

    def __init__(self, scenario: Scenario, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scenario = scenario
        self.path = path
        self.undo_stack = QUndoStack(self)
        self._strokes = 0
        self.stroke = 0
        """The number of the drag going on (0: none)."""

    def set_scenario(self, scenario: Scenario) -> None:
        """Show another version of the scenario (only undo commands call this)."""
        old, self.scenario = self.scenario, scenario
        self.changed.emit(ScenarioChange(old, scenario))

    def replace(self, scenario: Scenario, path: Path | None) -> None:
        """Edit another scenario from now on, with an empty history."""
        self.undo_stack.clear()
        self.scenario, self.path = scenario, path
        self.undo_stack.setClean()
        self.replaced.emit()
        self.pathChanged.emit()

    def new_stroke(self) -> int:
        """Start a drag: its edits, given its number, merge into one undo step."""
        self._strokes += 1
        self.stroke = self._strokes
        return self.stroke

    def end_stroke(self) -> None:
        """The drag is over."""
        if self.stroke:
            self.stroke = 0
            self.strokeEnded.emit()

    def edit(
        self,
        kind: type[EditCommand],
        text: str,
        change: Callable[..., Scenario],
        *args: object,
        stroke: int = 0,
        **kwargs: object,
    ) -> bool:
        """Push an undo command of ``kind`` for ``change(scenario, *args, **kwargs)``; True if the scenario changed.

        A refused edit changes nothing and emits ``refused`` with the reason.
        """
        try:
            after = change(self.scenario, *args, **kwargs)
        except EditRefused as exc:
            self.refused.emit(reasons(exc.problems))
            return False
        if after is self.scenario or after == self.scenario:
            return False
        self.undo_stack.push(kind(self, text, self.scenario, after, stroke))
        return True

    def save(self, path: Path) -> None:
        """Write the scenario to ``path`` (atomically) and edit that file from now on."""
        save_scenario(self.scenario, path)
        log.info("saved the scenario to %s", path)
        self.undo_stack.setClean()
        if path != self.path:
            self.path = path
            self.pathChanged.emit()

    @property
    def modified(self) -> bool:
        """Whether there are changes not saved."""
        return not self.undo_stack.isClean()
