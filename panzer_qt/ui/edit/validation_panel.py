"""Live validation: every problem of the scenario being edited, listed as soon as an edit is done (a drag's edits
once it ends). A click on a problem selects its hexes on the map or its unit in the order of battle."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QStyle, QVBoxLayout, QWidget

from panzer_qt.editing.problems import ERROR, Finding, findings
from panzer_qt.ui.edit.document import ScenarioChange
from panzer_qt.ui.edit.tool_base import Editor
from panzer_qt.ui.help.rule_links import RuleLinkDelegate
from panzer_qt.ui.translated import engine_text

FINDING_ROLE = Qt.ItemDataRole.UserRole + 1
PAINT_WAIT_MS = 100
"""After an edit that shows on the map, validation waits for the map to be painted, but no longer than this."""
AFTER_PAINT_MS = 5
"""And then a little more, so that input waiting (the next click of a drag) goes first."""


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
        self.list.setItemDelegate(RuleLinkDelegate(self.list))
        self.list.itemClicked.connect(self.show_finding)
        self.list.itemActivated.connect(self.show_finding)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.list, 1)
        self.findings: list[Finding] = []
        self._pending = False
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self.refresh)
        self._painted = QTimer(self, singleShot=True, interval=0)
        """Fires once the paint under way is over."""
        self._painted.timeout.connect(lambda: self._timer.start(AFTER_PAINT_MS))
        editor.canvas.viewport().installEventFilter(self)
        editor.document.changed.connect(self._changed)
        editor.document.strokeEnded.connect(self._stroke_ended)
        editor.document.replaced.connect(self.refresh)
        self.refresh()

    def _changed(self, change: ScenarioChange) -> None:
        """Validate once the map shows the edit (at once if it does not show there), or, during a drag, once it
        ends."""
        if self.editor.document.stroke:
            self._pending = True
        else:
            self._timer.start(PAINT_WAIT_MS if change.hexes != set() or _counters_moved(change) else 0)

    def _stroke_ended(self) -> None:
        if self._pending:
            self._pending = False
            self._timer.start(0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        """The map is being painted: a validation waiting for it runs soon after."""
        if event.type() == QEvent.Type.Paint and self._timer.isActive():
            self._timer.stop()
            self._painted.start()
        return False

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
            item = QListWidgetItem(icons[finding.severity], finding_line(finding))
            item.setData(FINDING_ROLE, self.list.count())
            self.list.addItem(item)
        self.editor.canvas.highlight("problem", [])
        errors = sum(f.severity == ERROR for f in self.findings)
        warnings = len(self.findings) - errors
        self.summary.setText(
            self.tr("%n error(s)", "", errors) + ", " + self.tr("%n warning(s)", "", warnings)
            if self.findings
            else self.tr("No problems found: the game loads this scenario and can set it up.")
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


def _counters_moved(change: ScenarioChange) -> bool:
    """Whether the counters on the map (the units with set-up hexes) changed."""
    return [u for u in change.old.units if u.setup_hex] != [u for u in change.new.units if u.setup_hex]


def finding_line(finding: Finding) -> str:
    """A problem of the editor's validation in the reader's language: "where: what (rule)"."""
    rule = f" ({engine_text(finding.rule)})" if finding.rule else ""  # a rule number, or "format" for the file's
    return f"{finding.where}: {engine_text(finding.text)}{rule}"


MAX_LISTED = 20
"""How many findings a message lists before "... and N more"."""


def listed(errors: list[Finding], most: int = MAX_LISTED) -> str:
    """Errors in the reader's language, one a line, the first ``most`` of them and how many more."""
    lines = [finding_line(f) for f in errors[:most]]
    if len(errors) > most:
        lines.append(
            QCoreApplication.translate("EditorActions", "... and {count} more").format(count=len(errors) - most)
        )
    return "\n".join(lines)
