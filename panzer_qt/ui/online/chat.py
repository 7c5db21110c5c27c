"""The chat dock of an online game: the two players' lines (plain text, kept with the game on the server)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QListWidget, QPushButton, QVBoxLayout, QWidget

from panzer_qt.model.enums import Side
from panzer_qt.net.protocol import ChatLine
from panzer_qt.ui.online.known import player_text
from panzer_qt.ui.online.link import SeatLink
from panzer_qt.ui.translated import capitalized

MAX_CHAT = 500
"""Characters in one line (the protocol's limit)."""


class ChatPanel(QWidget):
    """The lines so far, and a line to write."""

    def __init__(self, link: SeatLink, side: Side) -> None:
        super().__init__()
        self.link, self.side = link, side
        self.lines = QListWidget()
        self.lines.setObjectName("chat_lines")
        self.lines.setWordWrap(True)
        self.entry = QLineEdit()
        self.entry.setObjectName("chat_entry")
        self.entry.setMaxLength(MAX_CHAT)
        self.entry.setPlaceholderText(QCoreApplication.translate("ChatPanel", "A message for your opponent"))
        self.send = QPushButton(QCoreApplication.translate("ChatPanel", "Send"))
        self.send.setObjectName("chat_send")
        row = QHBoxLayout()
        row.addWidget(self.entry, 1)
        row.addWidget(self.send)
        column = QVBoxLayout(self)
        column.addWidget(self.lines, 1)
        column.addLayout(row)
        self.send.clicked.connect(self.say)
        self.entry.returnPressed.connect(self.say)
        for line in link.chat:
            self.add(line)
        link.chatLine.connect(self.add)

    def say(self) -> None:
        """Send the line written (nothing if it is empty)."""
        text = self.entry.text().strip()
        if text:
            self.link.say(text)
            self.entry.clear()

    def _opponent(self, side: Side) -> str:
        name = self.link.names.get(side, "")
        if name:
            return player_text(name, side)
        return QCoreApplication.translate("ChatPanel", "{side} player").format(side=capitalized(side))

    def add(self, line: ChatLine) -> None:
        """Show a line as plain text, with who wrote it."""
        who = QCoreApplication.translate("ChatPanel", "You") if line.side is self.side else self._opponent(line.side)
        self.lines.addItem(f"{who}: {line.text}")
        self.lines.scrollToBottom()
