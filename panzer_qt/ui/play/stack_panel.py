"""The stack list: the units of the selected stack, top first, as the enemy would turn them over; its owner chooses
the top unit, the only one the enemy sees (6.3, RULINGS R58), from the context menu, with O, or by dragging.

Choosing costs nothing and changes only what the enemy sees; each choice is a ``PutOnTop`` the engine applies (a
drag that reorders the stack is the fewest such commands, ``rules.on_top.tops_for``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QDropEvent, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QLabel, QListWidget, QListWidgetItem, QMenu, QVBoxLayout, QWidget

from panzer_qt.model.commands import PutOnTop
from panzer_qt.rules.on_top import tops_for
from panzer_qt.ui.play.session import GameSession

UNIT_ROLE = Qt.ItemDataRole.UserRole
TOP_KEY = Qt.Key.Key_O
"""The key that puts the chosen unit on top of its stack (in the stack list and on the map)."""


class StackList(QListWidget):
    """Unit rows, top first; dragging a row elsewhere asks for that order (``reordered``), O or the context menu for
    its unit on top (``onTop``)."""

    reordered = Signal(list)
    onTop = Signal(str)  # noqa: N815 (Qt signal name)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        self.setMaximumHeight(170)

    def units(self) -> list[str]:
        """The unit ids of the rows, top first."""
        return [str(self.item(i).data(UNIT_ROLE)) for i in range(self.count())]

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 (Qt override)
        before = self.units()
        super().dropEvent(event)
        after = self.units()
        if after != before:
            self.reordered.emit(after)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        item = self.currentItem()
        if event.key() == TOP_KEY and event.modifiers() == Qt.KeyboardModifier.NoModifier and item is not None:
            self.onTop.emit(str(item.data(UNIT_ROLE)))
            return
        super().keyPressEvent(event)

    def _menu(self, at: QPoint) -> None:
        item = self.itemAt(at)
        if item is None or self.row(item) == 0 or self.dragDropMode() is QAbstractItemView.DragDropMode.NoDragDrop:
            return
        menu = QMenu(self)
        unit_id = str(item.data(UNIT_ROLE))
        menu.addAction(self.tr("Put on top (6.3)"), lambda: self.onTop.emit(unit_id))
        menu.exec(self.viewport().mapToGlobal(at))


class StackPanel(QWidget):
    """Follows the session: the stack of the first selected unit, as the viewer sees it."""

    def __init__(self, name: Callable[[str], str], session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name, self.session = name, session
        layout = QVBoxLayout(self)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.list = StackList()
        layout.addWidget(self.note)
        layout.addWidget(self.list)
        self.list.onTop.connect(lambda unit_id: self.session.apply(PutOnTop(unit_id=unit_id)))
        self.list.reordered.connect(self.reorder)
        session.changed.connect(self.follow)
        session.selectionChanged.connect(self.follow)
        self.hex = ""
        self.follow()

    def follow(self, _events: object = None) -> None:
        """The game or the selection changed: show the selection's stack."""
        game, selection = self.session.game, self.session.selection
        unit = game.state.units.get(selection[0]) if selection else None
        self.hex = unit.hex if unit is not None and unit.hex is not None else ""
        ids = self.session.answers.visible.get(self.hex, [])
        self.list.clear()
        for i, unit_id in enumerate(ids):
            steps = game.state.units[unit_id].steps
            text = self.tr("{unit} ({steps} steps)").format(unit=self.name(unit_id), steps=steps)
            item = QListWidgetItem(self.tr("{unit}: on top, the enemy sees it").format(unit=text) if i == 0 else text)
            item.setData(UNIT_ROLE, unit_id)
            self.list.addItem(item)
        orderable = self.orderable(ids)
        mode = QAbstractItemView.DragDropMode.InternalMove if orderable else QAbstractItemView.DragDropMode.NoDragDrop
        self.list.setDragDropMode(mode)
        self.note.setText(self._note(ids, orderable))

    def orderable(self, ids: list[str]) -> bool:
        """Whether the person at the screen may order this stack now: his own, of two units or more, his side to act."""
        game = self.session.game
        if len(ids) < 2:
            return False
        side = game.board.specs[ids[0]].side
        return game.side_to_act() is side and self.session.viewer in (side, None)

    def _note(self, ids: list[str], orderable: bool) -> str:
        if not ids:
            return self.tr("Select one of your stacks to see it here, top first (6.3).")
        if orderable:
            return self.tr(
                "Stack in {hex}, top first. The enemy sees only the top unit and the number of counters: right-click a "
                "unit or press O to put it on top, or drag the units into order (6.3)."
            ).format(hex=self.hex)
        return self.tr("Stack in {hex}, top first (6.3).").format(hex=self.hex)

    def reorder(self, wanted: list[str]) -> None:
        """Put the stack in the dragged order with the fewest ``PutOnTop`` commands (the first refused stops)."""
        current = self.session.answers.visible.get(self.hex, [])
        for command in tops_for(current, wanted) if sorted(current) == sorted(wanted) else []:
            if self.session.apply(command) is None:
                break
        self.follow()
