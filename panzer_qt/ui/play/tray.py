"""The tray: reinforcements due, replacements ready and KG markers, dragged onto the map to place them.

Each item carries a payload, ``"unit:<id>"`` or ``"kg:<id>"``; the map canvas hands a drop to the play tool.
Selecting an item (without dragging) also picks it: the next click on a highlighted hex places it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from panzer_qt.model.commands import Command, DeployKG, PlaceReinforcement, PlaceReplacement
from panzer_qt.model.enums import Phase
from panzer_qt.rules.game import Game
from panzer_qt.rules.placement import (
    kg_hexes,
    reinforcement_hexes,
    replacement_hexes,
    waiting_reinforcements,
    waiting_replacements,
)
from panzer_qt.ui.play.session import GameSession

PAYLOAD_ROLE = Qt.ItemDataRole.UserRole


class PayloadList(QListWidget):
    """A list whose items drag their payload as plain text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setMinimumHeight(40)
        self.setMaximumHeight(130)

    def mimeData(self, items: Sequence[QListWidgetItem]) -> QMimeData:  # noqa: N802 (Qt override)
        data = QMimeData()
        if items:
            data.setText(str(items[0].data(PAYLOAD_ROLE)))
        return data


def placement(game: Game, payload: str, hid: str) -> Command | None:
    """The command that puts the payload's unit or marker in ``hid`` in the current phase (None: nothing)."""
    kind, _, ident = payload.partition(":")
    phase = game.state.phase
    if kind == "kg":
        return DeployKG(kg=ident, hex=hid)
    if kind == "unit" and phase is Phase.REINFORCEMENT:
        return PlaceReinforcement(unit_id=ident, hex=hid)
    if kind == "unit" and phase is Phase.REPLACEMENT:
        return PlaceReplacement(unit_id=ident, hex=hid)
    return None


def placement_hexes(game: Game, payload: str) -> list[str]:
    """Where the payload may go now (for highlighting)."""
    kind, _, ident = payload.partition(":")
    phase = game.state.phase
    if kind == "kg" and phase is Phase.KG_DEPLOYMENT:
        return kg_hexes(game, ident)
    if kind == "unit" and phase is Phase.REINFORCEMENT:
        return reinforcement_hexes(game, ident)
    if kind == "unit" and phase is Phase.REPLACEMENT:
        return replacement_hexes(game)
    return []


class Tray(QWidget):
    """Three lists of what waits to be placed in the session's game; ``picked`` carries the selected item's payload."""

    picked = Signal(str)

    def __init__(self, name: Callable[[str], str], session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.session = session
        layout = QVBoxLayout(self)
        self.lists: dict[str, PayloadList] = {}
        for key, title in (
            ("reinforcements", self.tr("German reinforcements due (10.1)")),
            ("replacements", self.tr("Soviet replacements ready (11.2)")),
            ("kg", self.tr("KG markers (5.3)")),
        ):
            layout.addWidget(QLabel(title))
            widget = PayloadList()
            widget.itemClicked.connect(lambda item: self.picked.emit(str(item.data(PAYLOAD_ROLE))))
            layout.addWidget(widget)
            self.lists[key] = widget
        layout.addStretch(1)
        session.changed.connect(self.follow)
        self.follow([])

    def follow(self, _events: list[object]) -> None:
        """The session's game changed."""
        self.show_game(self.session.game)

    def show_game(self, game: Game) -> None:
        """List what may be placed in the current phase."""
        state = game.state
        phase = state.phase
        units = {
            "reinforcements": waiting_reinforcements(game) if phase is Phase.REINFORCEMENT else [],
            "replacements": waiting_replacements(game) if phase is Phase.REPLACEMENT else [],
        }
        for key, ids in units.items():
            steps = self.tr("{unit} ({steps} steps)")
            self._fill(key, [(f"unit:{u}", steps.format(unit=self.name(u), steps=state.units[u].steps)) for u in ids])
        kgs = [
            (
                f"kg:{kg.id}",
                f"{kg.name}" + (self.tr(" (on {hex})").format(hex=state.kg[kg.id]) if state.kg.get(kg.id) else ""),
            )
            for kg in game.scenario.kg_markers
            if phase is Phase.KG_DEPLOYMENT and state.turn >= kg.deploy_from_turn
        ]
        self._fill("kg", kgs)

    def _fill(self, key: str, rows: list[tuple[str, str]]) -> None:
        widget = self.lists[key]
        widget.clear()
        for payload, text in rows:
            item = QListWidgetItem(text)
            item.setData(PAYLOAD_ROLE, payload)
            widget.addItem(item)

    def count(self) -> int:
        """How many items wait in all lists."""
        return sum(w.count() for w in self.lists.values())
