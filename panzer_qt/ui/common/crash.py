"""The dialog for an error the program did not expect, in every window: what failed, that the game is safe, where
the last autosave is; "Copy details" (versions, platform, the traceback, the end of the log) for a report and "Open
log folder". The error is logged and printed to standard error too, and the program goes on when it can: an error in
a slot or an event only stops that slot; one before the event loop runs (start-up) ends the program after the dialog.
"""

from __future__ import annotations

import logging
import platform
import sys
import threading
import traceback
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

import PySide6
from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject, Qt, QUrl, Signal, qVersion
from PySide6.QtGui import QDesktopServices, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

import panzer_qt
from panzer_qt import logs
from panzer_qt.paths import latest_autosave
from panzer_qt.ui.later import call_later
from panzer_qt.ui.window_parts import explain_buttons

log = logging.getLogger(__name__)
LOG_TAIL = 40
"""Lines of the log the details end with."""
SHOWN_AT_MOST = 3
"""Dialogs shown for one and the same error (one raised over and over, say in a paint event, is logged only)."""
ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def details_text(error: ExcInfo) -> str:
    """What a report needs: the program's, Python's and Qt's versions, the platform, the traceback and the last
    lines of the log (in English: for whoever reads the report)."""
    lines = [
        f"panzer-qt {panzer_qt.__version__}",
        f"Platform: {platform.platform()}",
        f"Python {sys.version.split()[0]} ({platform.python_implementation()})",
        f"Qt {qVersion()}, PySide6 {PySide6.__version__}",
        f"Log: {logs.current_file()}",
        "",
        "".join(traceback.format_exception(*error)).rstrip(),
        "",
        "Last lines of the log:",
        *logs.last_lines(LOG_TAIL),
    ]
    return "\n".join(lines)


def what_failed(error: ExcInfo) -> str:
    """The error in one line: its kind and its message."""
    message = str(error[1]).strip().splitlines()
    return f"{error[0].__name__}: {message[0]}" if message else error[0].__name__


def autosave_sentence(autosave: Path | None) -> str:
    """Where the last autosave is and when it was made (or that there is none yet)."""
    if autosave is None:
        return QCoreApplication.translate("Crash", "No game has been autosaved yet.")
    when = QDateTime.fromSecsSinceEpoch(int(autosave.stat().st_mtime))
    return QCoreApplication.translate("Crash", "The last autosave is {path}, from {time}.").format(
        path=autosave, time=QLocale().toString(when, QLocale.FormatType.ShortFormat)
    )


class CrashDialog(QDialog):
    """Says what failed and what is safe; copies the details for a report and opens the log folder."""

    def __init__(self, what: str, details: str, goes_on: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.details = details
        self.setWindowTitle(QCoreApplication.translate("Crash", "panzer-qt: something went wrong"))
        column = QVBoxLayout(self)
        heading = _plain(QCoreApplication.translate("Crash", "Something went wrong: {what}").format(what=what))
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        column.addWidget(heading)
        column.addWidget(_plain(self._safe_text(goes_on)))
        column.addWidget(self._details_view(details))
        self.status = _plain("")
        column.addWidget(self.status)
        column.addWidget(self._buttons())
        self.resize(640, 420)

    @staticmethod
    def _safe_text(goes_on: bool) -> str:
        first = (
            QCoreApplication.translate(
                "Crash", "What you were doing was stopped; the program goes on, and your game is safe."
            )
            if goes_on
            else QCoreApplication.translate("Crash", "The program cannot go on and will close.")
        )
        report = QCoreApplication.translate(
            "Crash",
            "To report it, press Copy details and paste them into your report, with a few words on what you were "
            "doing.",
        )
        return f"{first}\n{autosave_sentence(latest_autosave())}\n\n{report}"

    @staticmethod
    def _details_view(details: str) -> QPlainTextEdit:
        view = QPlainTextEdit(details)
        view.setReadOnly(True)
        view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        view.setToolTip(QCoreApplication.translate("Crash", "The details of the error, as Copy details copies them"))
        return view

    def _buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = self._button(
            buttons,
            QCoreApplication.translate("Crash", "Copy details"),
            QCoreApplication.translate(
                "Crash", "Copy the versions, the error and the last lines of the log to the clipboard, for a report"
            ),
            self.copy_details,
        )
        self.folder_button = self._button(
            buttons,
            QCoreApplication.translate("Crash", "Open log folder"),
            QCoreApplication.translate("Crash", "Show the folder that holds the program's log files"),
            self.open_log_folder,
        )
        buttons.rejected.connect(self.reject)
        explain_buttons(buttons)
        return buttons

    @staticmethod
    def _button(box: QDialogButtonBox, text: str, tip: str, slot: Callable[[], object]) -> QPushButton:
        button = box.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.setToolTip(tip)
        button.clicked.connect(slot)
        return button

    def copy_details(self) -> None:
        """Put the details on the clipboard."""
        QGuiApplication.clipboard().setText(self.details)
        self.status.setText(QCoreApplication.translate("Crash", "The details are on the clipboard."))

    def open_log_folder(self) -> bool:
        """Show the log folder in the desktop's file manager (whether one could be asked)."""
        folder = logs.current_file().parent
        folder.mkdir(parents=True, exist_ok=True)
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


def _plain(text: str) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)  # an error's message may hold anything, a file name say
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class CrashReporter(QObject):
    """The hook for uncaught exceptions (main thread and other threads): logs the error, prints it as Python would,
    and shows a ``CrashDialog`` in the main thread (``raised`` carries it there from another thread)."""

    raised = Signal(str, str, str)
    """What failed, the details, and where (an error shown often enough is shown no more)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.dialogs: list[CrashDialog] = []
        self.shown: Counter[str] = Counter()
        self.raised.connect(self.show_dialog)
        self.running = False
        """Whether the program handles events (then it goes on after an error; before, at start-up, it ends)."""
        call_later(self, self._started)

    def _started(self) -> None:
        self.running = True

    def hook(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        """``sys.excepthook``: an error nothing caught."""
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        info: ExcInfo = (kind, error, trace)
        log.error("an error nothing caught", exc_info=info)
        sys.__excepthook__(kind, error, trace)
        place = "".join(traceback.format_tb(trace)[-1:]) + kind.__name__
        self.raised.emit(what_failed(info), details_text(info), place)

    def thread_hook(self, args: threading.ExceptHookArgs) -> None:
        """``threading.excepthook``: an error nothing caught in a Python thread."""
        if args.exc_value is not None:
            self.hook(args.exc_type, args.exc_value, args.exc_traceback)

    def show_dialog(self, what: str, details: str, place: str) -> CrashDialog | None:
        """Show the dialog (None: one is open already, or this error was shown often enough)."""
        self.shown[place] += 1
        if any(d.isVisible() for d in self.dialogs) or self.shown[place] > SHOWN_AT_MOST:
            return None
        dialog = CrashDialog(what, details, self.running, QApplication.activeWindow())
        self.dialogs = [dialog]
        if self.running:
            dialog.open()
        else:
            dialog.exec()  # start-up: the program ends once the hook returns, so wait for the player
        return dialog


def install_crash_dialog(app: QCoreApplication) -> CrashReporter:
    """Hook ``app``'s crash dialog into Python's hooks for uncaught exceptions (main thread and threads)."""
    reporter = CrashReporter(app)
    sys.excepthook = reporter.hook
    threading.excepthook = reporter.thread_hook
    return reporter
