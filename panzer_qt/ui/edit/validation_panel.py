"""Live validation: every problem of the scenario being edited, listed as soon as an edit is done (a drag's edits
once it ends). A click on a problem selects its hexes on the map or its unit in the order of battle."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QStyle, QVBoxLayout, QWidget

from panzer_qt.editing.problems import ERROR, Finding, findings
from panzer_qt.ui.edit.tool_base import Editor

FINDING_ROLE = Qt.ItemDataRole.UserRole + 1
AFTER_PAINT_MS = 20
"""Validation waits this long after an edit, so that the map shows the edit first."""


class ValidationPanel(QWidget):
    """The list of problems, kept up to date."""

    validated = Signal()
    """The list shows the problems of the scenario as it is now."""

    def __init__(self, editor: Editor) -> None:
        super().__init__()
        self.editor = editor
        self.summary = QLabel()
        self.summary.setObjectName("validation_summary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("validation_list")
        self.list.setWordWrap(True)
        self.list.itemClicked.connect(self.show_finding)
        self.list.itemActivated.connect(self.show_finding)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.list, 1)
        self.findings: list[Finding] = []
        self._pending = False
        self._timer = QTimer(self, singleShot=True, interval=AFTER_PAINT_MS)
        self._timer.timeout.connect(self.refresh)
        editor.document.changed.connect(self._changed)
        editor.document.strokeEnded.connect(self._stroke_ended)
        editor.document.replaced.connect(self.refresh)
        self.refresh()

    def _changed(self, _change: object) -> None:
        """Validate once the event loop is free, or, during a drag, once it ends."""
        if self.editor.document.stroke:
            self._pending = True
        else:
            self._timer.start()

    def _stroke_ended(self) -> None:
        if self._pending:
            self._pending = False
            self._timer.start()

    def refresh(self) -> None:
        """Check the scenario and list what is wrong."""
        self.findings = findings(self.editor.document.scenario)
        self.list.clear()
        style = self.style()
        icons = {
            ERROR: style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical),
            "warning": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning),
        }
        for finding in self.findings:
            item = QListWidgetItem(icons[finding.severity], str(finding))
            item.setData(FINDING_ROLE, self.list.count())
            self.list.addItem(item)
        self.editor.canvas.highlight("problem", [])
        errors = sum(f.severity == ERROR for f in self.findings)
        warnings = len(self.findings) - errors
        self.summary.setText(
            f"{errors} error{'s' * (errors != 1)}, {warnings} warning{'s' * (warnings != 1)}"
            if self.findings
            else "No problems found: the game loads this scenario and can set it up."
        )
        self.validated.emit()

    def show_finding(self, item: QListWidgetItem) -> None:
        """Select what a problem is about: its hexes on the map (centred), its unit in the order of battle."""
        finding = self.findings[int(item.data(FINDING_ROLE))]
        canvas = self.editor.canvas
        canvas.highlight("problem", finding.hexes)
        if finding.hexes:
            canvas.center_on(finding.hexes[0])
        if finding.unit:
            self.editor.select_unit(finding.unit)
