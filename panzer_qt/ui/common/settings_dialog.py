"""The Settings dialog, made over the settings' schema: a combo box for a setting with choices, a check box for a
yes/no one, a spin box for a number; each row says when a change takes effect."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QSpinBox,
    QWidget,
)

from panzer_qt.ui.settings import AT_ONCE, CHOICE_WORDS, NEW_GAMES, SCHEMA, Setting, Settings
from panzer_qt.ui.window_parts import ok_cancel, window_action

AnySetting = Setting[Any]
Editor = QComboBox | QCheckBox | QSpinBox


def tr(text: str) -> str:
    """``text`` translated in the Settings dialog's context."""
    return QCoreApplication.translate("Settings", text)


def when_note(setting: AnySetting) -> str:
    """When a change of ``setting`` takes effect, for the player ("" when at once)."""
    if setting.applies == AT_ONCE:
        return ""
    return (
        QCoreApplication.translate("Settings", "applies to new games")
        if setting.applies == NEW_GAMES
        else QCoreApplication.translate("Settings", "applies at the next start")
    )


def editor_for(setting: AnySetting, value: object) -> Editor:
    """The control that edits ``setting``, showing ``value``."""
    editor: Editor
    if setting.choices:
        editor = QComboBox()
        for choice in setting.choices:
            editor.addItem(tr(CHOICE_WORDS.get(str(choice), str(choice))).capitalize(), choice)
        editor.setCurrentIndex(max(0, editor.findData(value)))
    elif isinstance(setting.default, bool):
        editor = QCheckBox()
        editor.setChecked(bool(value))
    elif isinstance(setting.default, int):
        editor = QSpinBox()
        editor.setRange(*setting.limits)
        editor.setValue(int(str(value)))
    else:
        raise TypeError(f"{setting.key}: no editor for free text")
    editor.setToolTip(tr(setting.description))
    editor.setObjectName(setting.key)
    return editor


def editor_value(editor: Editor) -> object:
    """The value an editor shows."""
    if isinstance(editor, QComboBox):
        return editor.currentData()
    if isinstance(editor, QCheckBox):
        return editor.isChecked()
    return editor.value()


class SettingsDialog(QDialog):
    """Every setting of the schema; OK stores the changed ones (``changed`` lists them) for the window to apply."""

    def __init__(self, prefs: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.prefs = prefs
        self.changed: list[AnySetting] = []
        form = QFormLayout(self)
        self.editors: dict[str, Editor] = {}
        for setting in SCHEMA:
            editor = editor_for(setting, prefs.get(setting))
            self.editors[setting.key] = editor
            row = QHBoxLayout()
            row.addWidget(editor)
            note = when_note(setting)
            if note:
                row.addWidget(QLabel(f"({note})"))
            row.addStretch(1)
            label = QLabel(tr(setting.label or setting.key))
            label.setToolTip(tr(setting.description))
            label.setBuddy(editor)
            form.addRow(label, row)
        form.addRow(ok_cancel(self))

    def accept(self) -> None:
        """Store every setting whose value changed."""
        self.changed = []
        for setting in SCHEMA:
            value = editor_value(self.editors[setting.key])
            if value != self.prefs.get(setting):
                self.prefs.set(setting, value)
                self.changed.append(setting)
        super().accept()


def settings_action(window: QMainWindow, prefs: Settings, apply: Callable[[list[AnySetting]], object]) -> QAction:
    """The Settings... action of ``window``: the dialog (not blocking), whose changes go to ``apply`` on OK."""

    def show() -> None:
        dialog = SettingsDialog(prefs, window)
        dialog.accepted.connect(lambda: apply(dialog.changed))
        dialog.open()

    return window_action(
        window,
        QCoreApplication.translate("Settings", "Settings..."),
        show,
        "Ctrl+,",
        QCoreApplication.translate("Settings", "Optional rules, palette, animation, autosave"),
    )
