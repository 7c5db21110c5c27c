"""A one-line label that draws the longest of its forms that fits its width (none if none fits), so that a text is
shortened where it reads well, never cut in the middle of a word."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class FittingLabel(QLabel):
    """Its text is the longest form (also its tooltip); it draws the first of its forms (longest first) that fits."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.texts: tuple[str, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def set_texts(self, texts: Sequence[str]) -> None:
        """The forms of the text, longest first."""
        self.texts = tuple(texts)
        self.setText(self.texts[0] if self.texts else "")
        self.setToolTip(self.text())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """No room at all: too narrow for the shortest form, it shows nothing (the tooltip still tells)."""
        return QSize(0, super().minimumSizeHint().height())

    def shown(self) -> str:
        """The form drawn at the label's width ("" if none fits)."""
        metrics, width = self.fontMetrics(), self.contentsRect().width()
        return next((t for t in self.texts if metrics.horizontalAdvance(t) <= width), "")

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(
            self.contentsRect(), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), self.shown()
        )
        painter.end()
