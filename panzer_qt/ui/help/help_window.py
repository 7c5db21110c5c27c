"""A window that shows a book of pages: a search field and a table of contents on the left, the page on the right.
A rule number in a page is a link to its section of the rules reference."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QImage, QKeySequence, QShortcut, QTextCursor
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from panzer_qt.ui.help.books import Page
from panzer_qt.ui.help.reference import holds_words, rule_of

KEY_ROLE = Qt.ItemDataRole.UserRole
PICTURE_WIDTH = 600
"""The widest a picture in a page is shown."""


class HelpWindow(QWidget):
    """One book: ``show_page`` opens a page by key; the search field keeps in the table of contents only the pages
    holding every word typed (Enter opens the first); ``rule_link`` is called with the number of a rule link.
    A page's pictures are looked for in the folders of ``pictures``, in order."""

    def __init__(
        self, title: str, pages: list[Page], rule_link: Callable[[str], object], pictures: Sequence[Path] = ()
    ) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.setWindowTitle(title)
        self.setObjectName(f"help:{title}")
        self.pages = {p.key: p for p in pages}
        self.rule_link = rule_link
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search"))
        self.search.setToolTip(
            self.tr("Show only the sections that hold every word typed (Enter opens the first; Ctrl+F comes here)")
        )
        self.search.setClearButtonEnabled(True)
        self.contents = QTreeWidget()
        self.contents.setHeaderHidden(True)
        self.contents.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.contents.header().setStretchLastSection(False)
        self.contents.setToolTip(self.tr("Contents: click a section to read it"))
        self.page = QTextBrowser()
        self.page.setOpenLinks(False)
        self.page.setToolTip("")
        self.pictures = list(pictures)
        self.page.setSearchPaths([str(folder) for folder in self.pictures])
        self.note = QLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self._items = self._fill(pages)
        self._layout()
        self.search.textChanged.connect(self.filter)
        self.search.returnPressed.connect(self.open_first)
        self.contents.currentItemChanged.connect(self._chosen)
        self.page.anchorClicked.connect(self.follow)
        find = QShortcut(QKeySequence.StandardKey.Find, self)
        find.activated.connect(self.search.setFocus)
        QShortcut(QKeySequence.StandardKey.Close, self).activated.connect(self.close)
        self.resize(900, 640)
        self.show_page(pages[0].key)

    def _layout(self) -> None:
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.search)
        column.addWidget(self.contents)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(self.page)
        split.setStretchFactor(1, 3)
        widest = max((self.contents.fontMetrics().horizontalAdvance(p.title) for p in self.pages.values()), default=0)
        split.setSizes([min(widest + 80, 420), 640])
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addWidget(self.note)

    def _fill(self, pages: list[Page]) -> dict[str, QTreeWidgetItem]:
        items: dict[str, QTreeWidgetItem] = {}
        for page in pages:
            parent = items.get(page.parent or "")
            item = QTreeWidgetItem([page.title])
            item.setData(0, KEY_ROLE, page.key)
            if parent is None:
                self.contents.addTopLevelItem(item)
            else:
                parent.addChild(item)
            items[page.key] = item
        return items

    def show_page(self, key: str) -> bool:
        """Show the page with this key (False: the book has none)."""
        page = self.pages.get(key)
        if page is None:
            return False
        self.page.setMarkdown(f"## {page.title}\n\n{page.text}")
        self._fit_pictures()
        item = self._items[key]
        if self.contents.currentItem() is not item:
            self.contents.setCurrentItem(item)
        self.note.clear()
        return True

    def _fit_pictures(self, width: int = PICTURE_WIDTH) -> None:
        """Pictures no wider than ``width``, their proportions kept."""
        cursor = QTextCursor(self.page.document())
        for position in range(1, self.page.document().characterCount()):
            cursor.setPosition(position - 1)
            cursor.setPosition(position, QTextCursor.MoveMode.KeepAnchor)
            picture = cursor.charFormat()
            if not picture.isImageFormat():
                continue
            image = picture.toImageFormat()
            found = self._picture(image.name())
            if found.isNull() or found.width() <= width:
                continue
            image.setWidth(width)
            image.setHeight(found.height() * width / found.width())
            cursor.setCharFormat(image)

    def _picture(self, name: str) -> QImage:
        """The picture ``name`` from the first of the picture folders that has it (a null image if none has)."""
        return next((QImage(str(f / name)) for f in self.pictures if (f / name).is_file()), QImage())

    def current(self) -> str:
        """The key of the page shown."""
        item = self.contents.currentItem()
        return str(item.data(0, KEY_ROLE)) if item is not None else ""

    def _chosen(self, item: QTreeWidgetItem | None) -> None:
        if item is not None:
            self.show_page(str(item.data(0, KEY_ROLE)))

    def filter(self, text: str) -> None:
        """Keep in the table of contents the pages holding every word of ``text`` (and the pages they sit under);
        case and accents do not count."""
        words = text.split()
        for key, item in self._items.items():
            page = self.pages[key]
            item.setHidden(not holds_words(text, f"{page.title} {page.text}"))
        for item in self._items.values():
            if not item.isHidden():
                parent = item.parent()
                while parent is not None:
                    parent.setHidden(False)
                    parent.setExpanded(bool(words))
                    parent = parent.parent()

    def matches(self) -> list[str]:
        """The keys of the pages the search keeps, in order."""
        return [key for key, item in self._items.items() if not item.isHidden()]

    def open_first(self) -> None:
        """Open the first page the search keeps."""
        found = self.matches()
        if found:
            self.show_page(found[0])

    def follow(self, url: QUrl) -> None:
        """A rule link opens its section; a web link the browser; a link to a file not shipped says so."""
        number = rule_of(url.toString())
        if number is not None:
            self.rule_link(number)
        elif url.scheme() in ("http", "https"):
            QDesktopServices.openUrl(url)
        else:
            self.note.setText(self.tr("{0} is in the project's docs folder, not in the program.").format(url.path()))
