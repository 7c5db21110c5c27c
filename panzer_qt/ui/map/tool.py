"""The tool hook of the map canvas (Tiled's design): the canvas hands mouse, key and drop events to the
active tool with the hex and the hexside under the cursor; the window swaps the tool."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent


@dataclass(frozen=True)
class MapEvent:
    """A mouse press, move, release or drop on the map."""

    hex: str
    """The hex under the cursor ("" off the map)."""
    hexside: tuple[str, str] | None
    """The side of that hex nearest the cursor, as its two hexes (lower id first); None at the map's edge."""
    scene_pos: QPointF
    button: Qt.MouseButton
    """The button pressed or released (NoButton for moves and drops)."""
    buttons: Qt.MouseButton
    """The buttons held."""
    modifiers: Qt.KeyboardModifier


class MapTool:
    """What mouse input on the canvas means; this base does nothing. Clicks arrive on press: a drag gesture is
    the tool's business (moves carry the buttons held). Panning (middle or Space+left drag) never reaches it."""

    def press(self, event: MapEvent) -> None:
        """A mouse button went down."""

    def move(self, event: MapEvent) -> None:
        """The mouse moved (with or without buttons held)."""

    def release(self, event: MapEvent) -> None:
        """A mouse button went up."""

    def hover(self, hid: str) -> None:
        """The hex under the cursor changed ("" when it left the map)."""

    def key(self, event: QKeyEvent) -> bool:
        """A key was pressed on the canvas; True if the tool used it."""
        return False

    def accepts(self, payload: str) -> bool:
        """Whether a dragged payload (plain text) may be dropped on the map."""
        return False

    def drop(self, payload: str, event: MapEvent) -> None:
        """An accepted payload was dropped."""
