"""Live validation: every problem of the scenario being edited, listed as soon as an edit is done (after a drag,
once it ends). A click on a problem selects its hexes on the map or its unit in the order of battle."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QStyle, QVBoxLayout, QWidget

from panzer_qt.editing.problems import ERROR, Finding, findings
from panzer_qt.ui.edit.tool_base import Editor

FINDING_ROLE = Qt.ItemDataRole.UserRole + 1
DRAG_WAIT_MS = 40


class ValidationPanel(QWidget):
    """The list of problems, kept up to date."""

    def __init__(self, editor: Editor) -> None:
        super().__init__()
        self.editor = editor
        self.summary = QLabel()
        self.summary.setObjectName("validation_summary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.list = QListWidget()
        self.list.setObjectName("validation_list")
        self.list.setWordWrap(True)
        self.list.itemClicked.connect(self.show_finding)
        self.list.itemActivated.connect(self.show_finding)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.list, 1)
        self.findings: list[Finding] = []
        self._timer = QTimer(self, singleShot=True, interval=0)
        self._timer.timeout.connect(self._when_idle)
        editor.document.changed.connect(lambda _change: self._timer.start(0))
        editor.document.replaced.connect(self.refresh)
        self.refresh()

    def _when_idle(self) -> None:
        """Validate now, unless a mouse button is held (a drag goes on: wait until it ends)."""
        if QGuiApplication.mouseButtons() != Qt.MouseButton.NoButton:
            self._timer.start(DRAG_WAIT_MS)
        else:
            self.refresh()

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
        errors = sum(f.severity == ERROR for f in self.findings)
        warnings = len(self.findings) - errors
        self.summary.setText(
            f"{errors} error{'s' * (errors != 1)}, {warnings} warning{'s' * (warnings != 1)}"
            if self.findings
            else "No problems found: the game loads this scenario and can set it up."
        )

    def show_finding(self, item: QListWidgetItem) -> None:
        """Select what a problem is about: its hexes on the map (centred), its unit in the order of battle."""
        finding = self.findings[int(item.data(FINDING_ROLE))]
        canvas = self.editor.canvas
        canvas.highlight("problem", finding.hexes)
        if finding.hexes:
            canvas.center_on(finding.hexes[0])
        if finding.unit:
            self.editor.select_unit(finding.unit)
