"""The Help menu every window has (Rules Reference, the two guides, About) and the one way the program opens a rule's
section: ``open_rule``, also called by every link made from a rule number."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMainWindow

from panzer_qt.ui.help.about import AboutDialog
from panzer_qt.ui.help.books import GUIDES, guide_book, guide_pictures, rules_book
from panzer_qt.ui.help.help_window import HelpWindow
from panzer_qt.ui.window_parts import window_action

_open: dict[tuple[str, str], HelpWindow] = {}
"""The help windows open now, by book and language (one of each for the whole program)."""
_about: list[AboutDialog] = []


def language() -> str:
    """The language of the program's texts (its locale's, as the translations set it): "en", "es"..."""
    return QLocale().name().split("_")[0]


def book_window(book: str) -> HelpWindow:
    """The window of a book ("rules", or a guide's key) in the program's language, made when first asked for, shown
    and raised."""
    speaks = language()
    window = _open.get((book, speaks))
    if window is None:
        if book == "rules":
            title = QCoreApplication.translate("HelpMenu", "Rules reference - panzer-qt")
            window = HelpWindow(title, rules_book(speaks), open_rule)
        else:
            title, pages = guide_book(book, speaks)
            window = HelpWindow(f"{title} - panzer-qt", pages, open_rule, guide_pictures(speaks))
        _open[(book, speaks)] = window
    window.show()
    window.raise_()
    return window


def open_rule(number: str) -> bool:
    """Open the rules reference at a rule or ruling (False, the reference opened anyway: it has no such section)."""
    return book_window("rules").show_page(number)


def show_about(parent: QMainWindow | None = None) -> AboutDialog:
    """The About box, shown (does not block)."""
    box = AboutDialog(parent)
    box.open()
    _about[:] = [box]
    return box


def add_help_menu(window: QMainWindow) -> None:
    """The Help menu of ``window``: the rules reference, the quick-start and modding guides, About."""
    menu = window.menuBar().addMenu(QCoreApplication.translate("HelpMenu", "&Help"))
    rules_tip = QCoreApplication.translate("HelpMenu", "The rules in short, by rule number, with the project's rulings")
    rules = QCoreApplication.translate("HelpMenu", "Rules Reference")
    help_key = QKeySequence.StandardKey.HelpContents  # F1 (Ctrl+? on macOS)
    menu.addAction(window_action(window, rules, lambda: book_window("rules"), help_key, rules_tip))
    titles = {
        "user": (
            QCoreApplication.translate("HelpMenu", "Quick-start Guide"),
            QCoreApplication.translate("HelpMenu", "How to play a game in this program"),
        ),
        "modding": (
            QCoreApplication.translate("HelpMenu", "Modding Guide"),
            QCoreApplication.translate("HelpMenu", "How to make scenarios and maps with the editor"),
        ),
    }
    for key in GUIDES:
        text, tip = titles[key]
        menu.addAction(window_action(window, text, lambda _=False, k=key: book_window(k), None, tip))
    menu.addSeparator()
    about = QCoreApplication.translate("HelpMenu", "About panzer-qt")
    about_tip = QCoreApplication.translate("HelpMenu", "Version, licences and the map data's sources")
    menu.addAction(window_action(window, about, lambda: show_about(window), None, about_tip))
