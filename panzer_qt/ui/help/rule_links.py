"""Rule numbers as links wherever the windows show them: in text browsers (odds, step explanations), in labels
(decisions, the combat panel), in item lists (the event logs, the editor's problems) and beside the status bar's
message. Each link opens its section of the rules reference; the text around it stays plain text."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, QPersistentModelIndex, QPointF, Qt, QUrl
from PySide6.QtGui import QAbstractTextDocumentLayout, QMouseEvent, QPainter, QPalette, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QStatusBar,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QWidget,
)

from panzer_qt.ui.help.help_menu import open_rule
from panzer_qt.ui.help.reference import cited_numbers, linkify, rule_of

AnyIndex = QModelIndex | QPersistentModelIndex
DOCUMENTS_KEPT = 500
"""How many laid-out rows a list keeps to draw again without laying them out anew."""


def open_link(link: str | QUrl) -> bool:
    """Open the section a rule link points at (False: not a rule link)."""
    number = rule_of(link.toString() if isinstance(link, QUrl) else link)
    if number is None:
        return False
    open_rule(number)
    return True


def follow_rule_links(browser: QTextBrowser) -> None:
    """Rule links in ``browser`` open their sections (no other link is followed)."""
    browser.setOpenLinks(False)
    browser.anchorClicked.connect(open_link)


class RuleLabel(QLabel):
    """A label for plain text (from the engine or a file) whose cited rule numbers are links; nothing else in the
    text is read as markup."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.linkActivated.connect(open_link)
        self.plain = ""
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt override)
        """Show plain ``text``, its rule numbers as links, its line breaks kept."""
        self.plain = text
        super().setText(linkify(text).replace("\n", "<br>"))

    def text(self) -> str:
        """The plain text shown."""
        return self.plain


class StatusRuleLinks(QLabel):
    """Beside a status bar: links to the rules its current message cites."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.RichText)
        self.linkActivated.connect(open_link)
        self.setToolTip(self.tr("Open the rules the message cites"))
        bar.messageChanged.connect(self.follow)
        bar.addPermanentWidget(self)
        self.hide()

    def follow(self, message: str) -> None:
        """Show links to the rules ``message`` cites (hidden when it cites none)."""
        numbers = list(dict.fromkeys(cited_numbers(message)))
        self.setText(self.tr("Rules: ") + linkify(f"({', '.join(numbers)})") if numbers else "")
        self.setVisible(bool(numbers))


def _item_text(index: AnyIndex) -> str:
    value = index.data(Qt.ItemDataRole.DisplayRole)
    return str(value) if value is not None else ""


class RuleLinkDelegate(QStyledItemDelegate):
    """Draws a list's rows with their cited rule numbers as links (the rest as plain text); clicking a link opens
    its section, a click elsewhere on the row works as before. Rows keep the size the plain text gives them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._laid_out: dict[tuple[str, int, str], QTextDocument] = {}

    def _document(self, option: QStyleOptionViewItem, text: str) -> QTextDocument:
        """The row's text laid out with its links (kept for the rows drawn again, the last ``DOCUMENTS_KEPT``)."""
        wrap = bool(option.features & QStyleOptionViewItem.ViewItemFeature.WrapText)
        key = (text, option.rect.width() if wrap else -1, option.font.key())
        doc = self._laid_out.get(key)
        if doc is None:
            if len(self._laid_out) >= DOCUMENTS_KEPT:
                self._laid_out.clear()
            doc = QTextDocument()
            doc.setDefaultFont(option.font)
            doc.setDocumentMargin(2)
            doc.setHtml(linkify(text))
            doc.setTextWidth(key[1])
            self._laid_out[key] = doc
        return doc

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text = opt.text
        if not cited_numbers(text):
            super().paint(painter, option, index)
            return
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        doc = self._document(opt, text)
        context = QAbstractTextDocumentLayout.PaintContext()
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        colour = foreground.color() if foreground is not None and not selected else opt.palette.color(role)
        context.palette.setColor(QPalette.ColorRole.Text, colour)
        painter.save()
        painter.translate(opt.rect.topLeft())
        doc.documentLayout().draw(painter, context)
        painter.restore()

    def link_at(self, option: QStyleOptionViewItem, index: AnyIndex, point: QPointF) -> str:
        """The rule link under ``point`` (in the view's coordinates) in this row, or ""."""
        text = _item_text(index)
        if not cited_numbers(text):
            return ""
        doc = self._document(option, text)
        return doc.documentLayout().anchorAt(point - option.rect.topLeft().toPointF())

    def editorEvent(  # noqa: N802 (Qt override)
        self, event: QEvent, model: QAbstractItemModel, option: QStyleOptionViewItem, index: AnyIndex
    ) -> bool:
        if isinstance(event, QMouseEvent) and event.type() == QEvent.Type.MouseButtonRelease:
            link = self.link_at(option, index, event.position())
            if link and open_link(link):
                return True
        return super().editorEvent(event, model, option, index)
