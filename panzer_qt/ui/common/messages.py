"""Text from files shown safely: message boxes and labels that never read it as markup.

A unit, river or town name comes from a scenario anyone may have written; shown as rich text, a name
such as ``<img src=...>`` would load a picture and ``<a href=...>`` would offer a link out of the
program. Everything here is shown as plain text.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from panzer_qt.model.errors import FileProblemError
from panzer_qt.model.text import shown_name
from panzer_qt.ui.help.reference import cited_numbers, linkify
from panzer_qt.ui.help.rule_links import open_link
from panzer_qt.ui.translated import described, problem_line
from panzer_qt.ui.window_parts import explain_buttons, explain_message


def plain_box(icon: QMessageBox.Icon, title: str, text: str, parent: QWidget | None) -> QMessageBox:
    """A message box (not yet shown) whose text is plain text, the rule numbers it cites links to the rules."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    explain_message(box)
    box.setTextFormat(Qt.TextFormat.PlainText)
    label = box.findChild(QLabel, "qt_msgbox_label")
    if cited_numbers(text) and isinstance(label, QLabel):
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setText(linkify(text).replace("\n", "<br>"))
        label.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        label.linkActivated.connect(open_link)
    return box


def problem_summary(exc: FileProblemError) -> str:
    """For the player: which file, its first problem, and how many more the details list."""
    text = QCoreApplication.translate(
        "Messages", "{path}\n\nThis file cannot be used: it is not a scenario or saved game this program can read."
    ).format(path=shown_name(exc.path))
    if exc.problems:
        text += QCoreApplication.translate("Messages", "\n\nFirst problem: {problems}").format(
            problems=problem_line(exc.problems[0])
        )
    more = exc.total - 1
    if more > 0:
        text += QCoreApplication.translate("Messages", "\n\n%n more problem(s) in the details.", None, more)
    return text


def problem_box(title: str, exc: FileProblemError, parent: QWidget | None) -> QMessageBox:
    """A message box (not yet shown) with the summary, and every problem kept folded into the details."""
    box = plain_box(QMessageBox.Icon.Critical, title, problem_summary(exc), parent)
    box.setDetailedText(described(exc))
    return box


def plain_label(text: str = "") -> QLabel:
    """A label that shows its text as it is, never as markup."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def ask(
    parent: QWidget, title: str, text: str, buttons: QMessageBox.StandardButton, tips: Mapping[str, str]
) -> QMessageBox.StandardButton:
    """Ask a question in a modal box whose buttons are explained by ``tips`` (by name: "Save", "Discard"...) or the
    usual tooltips; the button chosen (Cancel, or Escape: the box's escape button). ``text`` is plain text."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    explain_buttons(box, tips)
    return QMessageBox.StandardButton(box.exec())
