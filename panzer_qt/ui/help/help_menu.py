"""The Help menu every window has (Rules Reference, the two guides, About) and the one way the program opens a rule's
section: ``open_rule``, also called by every link made from a rule number."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QMainWindow

from panzer_qt.ui.common.window_parts import window_action
from panzer_qt.ui.help.about import AboutDialog
from panzer_qt.ui.help.books import GUIDES, guide_book, guides_folder, rules_book
from panzer_qt.ui.help.help_window import HelpWindow

_open: dict[str, HelpWindow] = {}
"""The help windows open now, by book (one of each for the whole program)."""
_about: list[AboutDialog] = []


def tr(text: str) -> str:
    """``text`` translated in the Help menu's context."""
    return QCoreApplication.translate("HelpMenu", text)


def language() -> str:
    """The language of the program's texts (its locale's, as the translations set it): "en", "es"..."""
    return QLocale().name().split("_")[0]


def book_window(book: str) -> HelpWindow:
    """The window of a book ("rules", or a guide's key), made when first asked for, shown and raised."""
    window = _open.get(book)
    if window is None:
        if book == "rules":
            window = HelpWindow(tr("Rules reference - panzer-qt"), rules_book(language()), open_rule)
        else:
            title, pages = guide_book(book)
            window = HelpWindow(f"{title} - panzer-qt", pages, open_rule, guides_folder())
        _open[book] = window
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
    menu = window.menuBar().addMenu(tr("&Help"))
    menu.addAction(window_action(window, tr("Rules Reference"), lambda: book_window("rules"), "Shift+F1",
                                 tr("The rules in short, by rule number, with the project's rulings")))  # fmt: skip
    titles = {"user": (tr("Quick-start Guide"), tr("How to play a game in this program")),
              "modding": (tr("Modding Guide"), tr("How to make scenarios and maps with the editor"))}  # fmt: skip
    for key in GUIDES:
        text, tip = titles[key]
        menu.addAction(window_action(window, text, lambda _=False, k=key: book_window(k), None, tip))
    menu.addSeparator()
    menu.addAction(window_action(window, tr("About panzer-qt"), lambda: show_about(window), None,
                                 tr("Version, licences and the map data's sources")))  # fmt: skip
