"""The online game's bar: whose move it is (and what for), whether the opponent is connected, and the state of the
player's own connection (lost, the next try's countdown; back)."""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from panzer_qt.model.enums import Side
from panzer_qt.ui.common.vp_text import ending_heading
from panzer_qt.ui.online.session import OnlineSession
from panzer_qt.ui.play.handover import hand_over_reason

RECONNECTED_S = 5.0
"""Seconds "Reconnected" is shown once the connection is back."""
COLOURS = {"move": "#1b5e20", "wait": "#455a64", "lost": "#b71c1c", "over": "#4a148c"}


class OnlineBar(QWidget):
    """Two labels: the turn (your move / waiting for the opponent, and what for) and the connection."""

    def __init__(self, session: OnlineSession) -> None:
        super().__init__()
        self.session = session
        self.setObjectName("online_bar")
        self.turn = QLabel()
        self.turn.setObjectName("online_turn")
        self.link = QLabel()
        self.link.setObjectName("online_link")
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 2, 4, 2)
        row.addWidget(self.turn, 1)
        row.addWidget(self.link)
        self.joined = True
        self.retry_at = 0.0
        self.back_until = 0.0
        self.online: list[Side] = list(session.link.online)
        self.ticker = QTimer(self)
        self.ticker.setInterval(250)
        self.ticker.timeout.connect(self.show_link)
        session.changed.connect(self.show_turn)
        session.link.linkChanged.connect(self.linked)
        session.link.presence.connect(self.present)
        self.show_turn()
        self.show_link()

    def show_turn(self, _events: object = None) -> None:
        """Say whose move it is and what for."""
        game = self.session.game
        view = game.view
        if game.over:
            text, kind = self.over_text(), "over"
        elif view.waiting:
            text = QCoreApplication.translate("OnlineBar", "Waiting for the opponent: {what}").format(
                what=hand_over_reason(game)
            )
            kind = "wait"
        else:
            text = QCoreApplication.translate("OnlineBar", "Your move: {what}").format(what=hand_over_reason(game))
            kind = "move"
        self.turn.setText(text)
        self.turn.setStyleSheet(f"background: {COLOURS[kind]}; color: white; font-weight: bold; padding: 3px 8px;")

    def over_text(self) -> str:
        """The game's end, as the bar says it."""
        ended = self.session.game.ended
        if ended is not None:
            return ending_heading(ended)
        return QCoreApplication.translate("OnlineBar", "Game over")

    def linked(self, joined: bool, pause: float) -> None:
        """The connection is back (joined) or lost (the next try in ``pause`` seconds)."""
        now = time.monotonic()
        if joined and not self.joined:
            self.back_until = now + RECONNECTED_S
        self.joined = joined
        self.retry_at = now + pause
        self.ticker.start()
        self.show_link()

    def present(self, online: list[Side]) -> None:
        """The sides connected to the server now."""
        self.online = list(online)
        self.show_link()

    def show_link(self) -> None:
        """Say whether the connection is alive and the opponent connected (the countdown while it is lost)."""
        now = time.monotonic()
        if not self.joined:
            seconds = max(0, round(self.retry_at - now))
            text = QCoreApplication.translate("OnlineBar", "Connection lost, reconnecting (next try in {seconds} s)")
            self.link.setText(text.format(seconds=seconds))
            self.link.setStyleSheet(f"background: {COLOURS['lost']}; color: white; padding: 3px 8px;")
            return
        parts = []
        if now < self.back_until:
            parts.append(QCoreApplication.translate("OnlineBar", "Reconnected"))
        else:
            self.ticker.stop()
        if self.session.side.enemy in self.online:
            parts.append(QCoreApplication.translate("OnlineBar", "opponent online"))
        else:
            parts.append(QCoreApplication.translate("OnlineBar", "opponent offline"))
        self.link.setText(" - ".join(parts))
        self.link.setStyleSheet("padding: 3px 8px;")
