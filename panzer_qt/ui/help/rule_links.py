"""Rule numbers as links wherever the windows show them: in text browsers (odds, step explanations), in labels
(decisions, the combat panel), in item lists (the event logs, the editor's problems) and beside the status bar's
message. Each link opens its section of the rules reference; the text around it stays plain text."""

from __future__ import annotations

from math import ceil

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QLineF,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QUrl,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
    QTextDocument,
)
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
from panzer_qt.ui.help.reference import RULE_SCHEME, cited_numbers, linkify, rule_of, rule_spans

AnyIndex = QModelIndex | QPersistentModelIndex
DOCUMENTS_KEPT = 500
"""How many laid-out rows a list keeps to draw again without laying them out anew."""
UNDERLINES_KEPT = 5000
"""How many one-line rows' underlines are kept (measured once, drawn again at every step that shows them)."""
_TEXT_RECTS: dict[tuple[int, int, int, str, int, int], QRectF] = {}
_UNDERLINES: dict[tuple[str, int, int, str, bool, int, int], tuple[QLineF, ...]] = {}
_ROW_KINDS: dict[tuple[int, int, str, bool, int, int], RowKind] = {}
_SELECTED, _MOUSE_OVER = QStyle.StateFlag.State_Selected.value, QStyle.StateFlag.State_MouseOver.value


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


def _style(option: QStyleOptionViewItem) -> QStyle:
    return option.widget.style() if option.widget is not None else QApplication.style()


def _wraps(option: QStyleOptionViewItem) -> bool:
    return bool(option.features & QStyleOptionViewItem.ViewItemFeature.WrapText)


def _wrapped_rect(option: QStyleOptionViewItem) -> QRect:
    """Where the style puts a row's text: beside its icon, if it has one."""
    return _style(option).subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, option.widget)


def _text_margin(option: QStyleOptionViewItem) -> int:
    """Pixels between a row's text rectangle and its text, left and right: the style's own, with which it sizes the
    row (a wrapped row laid out wider than the style measured it is drawn on fewer lines than it is tall)."""
    return _style(option).pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, option, option.widget) + 1


def _wrapped_origin(option: QStyleOptionViewItem) -> QPointF:
    """Where a wrapped row's document is drawn: at the top of its text rectangle (the row is as tall as its lines,
    so a margin above would push the last line's descenders under the next row), the style's text margin in from the
    left."""
    return _wrapped_rect(option).topLeft().toPointF() + QPointF(_text_margin(option), 0)


def _text_rect(option: QStyleOptionViewItem) -> QRectF:
    """Where the style draws a one-line row's text (its text rectangle less the style's text margin). The style
    measures the text to find it but places it by the row's size and kind alone: it is found once per row size and
    kind, font and style, and moved to the row."""
    style, row = _style(option), option.rect
    key = (row.width(), row.height(), option.features.value, option.font.key(), option.direction.value, id(style))
    found = _TEXT_RECTS.get(key)
    if found is None:
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, option, option.widget) + 1
        text = QRectF(_wrapped_rect(option).adjusted(margin, 0, -margin, 0))
        found = _TEXT_RECTS[key] = text.translated(-row.topLeft().toPointF())
    return found.translated(row.topLeft().toPointF())


def _shown(
    metrics: QFontMetricsF, elide: Qt.TextElideMode, text: str, width: float
) -> tuple[str, list[tuple[int, int, str]]]:
    """The one-line row's text as it fits in ``width`` (elided) and the rule numbers still whole in it."""
    shown = metrics.elidedText(text, elide, width)
    if shown == text:
        return text, rule_spans(text)
    if elide != Qt.TextElideMode.ElideRight:
        return shown, []
    kept = len(shown) - 1  # the ellipsis
    return shown, [span for span in rule_spans(text) if span[1] <= kept]


def _spans_at(metrics: QFontMetricsF, shown: str, spans: list[tuple[int, int, str]]) -> list[tuple[float, float, str]]:
    """Where each rule number of a shown text begins and how wide it is, from the text's left."""
    return [
        (metrics.horizontalAdvance(shown[:start]), metrics.horizontalAdvance(shown[start:end]), number)
        for start, end, number in spans
    ]


def _line_links(option: QStyleOptionViewItem, text: str) -> list[tuple[QRectF, str]]:
    """Each rule link of a one-line row and the box it is drawn in."""
    rect = _text_rect(option)
    metrics = QFontMetricsF(option.font)
    shown, spans = _shown(metrics, option.textElideMode, text, rect.width())
    return [
        (QRectF(rect.left() + left, rect.top(), width, rect.height()), number)
        for left, width, number in _spans_at(metrics, shown, spans)
    ]


class RowKind:
    """What a one-line row's text and underlines depend on besides its text (found once per row size and kind, font
    and style, from an option styled for the row): its text rectangle from the row's top left, the font and its
    measures, the eliding, the text's baseline and the underlines' height from the row's top."""

    def __init__(self, option: QStyleOptionViewItem) -> None:
        self.font = QFont(option.font)
        self.metrics = QFontMetricsF(option.font)
        self.text = _text_rect(option).translated(-option.rect.topLeft().toPointF())
        self.elide = option.textElideMode
        metrics = self.metrics
        self.baseline = QPointF(self.text.left(), self.text.center().y() + (metrics.ascent() - metrics.descent()) / 2)
        """Where the text's baseline begins, from the row's top left."""
        self.y = self.baseline.y() + metrics.underlinePos()

    def underlines(self, text: str) -> tuple[QLineF, ...]:
        """The underlines of the rule numbers of ``text`` in such a row, from the row's top left."""
        return self.line(text)[1]

    def line(self, text: str) -> tuple[str, tuple[QLineF, ...]]:
        """``text`` as such a row shows it (elided to fit) and its rule numbers' underlines, from the row's top
        left."""
        shown, spans = _shown(self.metrics, self.elide, text, self.text.width())
        left, y = self.text.left(), self.y
        return shown, tuple(
            QLineF(left + x, y, left + x + width, y) for x, width, _number in _spans_at(self.metrics, shown, spans)
        )


def underline(painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex, lines: tuple[QLineF, ...]) -> None:
    """Draw a one-line row's underlines: in the link colour under the mouse, in the row's text colour elsewhere."""
    state = option.state.value
    if state & _SELECTED:
        colour = option.palette.color(QPalette.ColorRole.HighlightedText)
    elif state & _MOUSE_OVER:
        colour = option.palette.color(QPalette.ColorRole.Link)
    else:
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        colour = foreground.color() if foreground is not None else option.palette.color(QPalette.ColorRole.Text)
    painter.save()
    painter.setPen(QPen(colour, 1))
    painter.translate(option.rect.topLeft())
    painter.drawLines(lines)
    painter.restore()


class RuleLinkDelegate(QStyledItemDelegate):
    """Draws a list's rows with their cited rule numbers as links (the rest as plain text); clicking a link opens
    its section, a click elsewhere on the row works as before. Rows keep the size the plain text gives them.

    A one-line row is drawn by the style as plain text with its rule numbers underlined (the link colour shows under
    the mouse), cheap for the replay viewer's list redrawn at every step; a wrapped row is laid out as a rich-text
    document drawn on a pixmap, both kept for the rows drawn again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._laid_out: dict[tuple[str, int, str], QTextDocument] = {}
        self._pictures: dict[tuple[str, int, str, int, float], QPixmap] = {}

    def _document(self, option: QStyleOptionViewItem, text: str) -> QTextDocument:
        """The wrapped row's text laid out with its links (kept for the rows drawn again, the last
        ``DOCUMENTS_KEPT``)."""
        key = (text, _wrapped_rect(option).width(), option.font.key())
        doc = self._laid_out.get(key)
        if doc is None:
            if len(self._laid_out) >= DOCUMENTS_KEPT:
                self._laid_out.clear()
            doc = QTextDocument()
            doc.setDefaultFont(option.font)
            doc.setDocumentMargin(0)
            doc.setHtml(linkify(text))
            doc.setTextWidth(key[1] - 2 * _text_margin(option))
            self._laid_out[key] = doc
        return doc

    def _picture(self, option: QStyleOptionViewItem, text: str, colour: QColor, ratio: float) -> QPixmap:
        """The wrapped row's document drawn on a transparent pixmap (kept: a list whose rows are laid out again,
        as when the log grows, redraws them all)."""
        key = (text, _wrapped_rect(option).width(), option.font.key(), colour.rgba(), ratio)
        pixmap = self._pictures.get(key)
        if pixmap is None:
            if len(self._pictures) >= DOCUMENTS_KEPT:
                self._pictures.clear()
            doc = self._document(option, text)
            size = doc.size()
            pixmap = QPixmap(ceil(size.width() * ratio), ceil(size.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            context = QAbstractTextDocumentLayout.PaintContext()
            context.palette.setColor(QPalette.ColorRole.Text, colour)
            painter = QPainter(pixmap)
            doc.documentLayout().draw(painter, context)
            painter.end()
            self._pictures[key] = pixmap
        return pixmap

    def _styled(self, option: QStyleOptionViewItem, index: AnyIndex) -> QStyleOptionViewItem:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        return opt

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        if not _wraps(option):
            super().paint(painter, option, index)
            lines = self._row_lines(option, index)
            if lines:
                underline(painter, option, index, lines)
            return
        opt = self._styled(option, index)
        text = opt.text
        if not cited_numbers(text):
            _style(opt).drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
            return
        opt.text = ""
        _style(opt).drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        colour = foreground.color() if foreground is not None and not selected else opt.palette.color(role)
        ratio = painter.device().devicePixelRatioF()
        painter.drawPixmap(_wrapped_origin(opt), self._picture(opt, text, colour, ratio))

    def _row_lines(self, option: QStyleOptionViewItem, index: AnyIndex) -> tuple[QLineF, ...]:
        """The underlines of a one-line row's rule numbers (none if its text cites none)."""
        text = index.data(Qt.ItemDataRole.DisplayRole)
        return self._underlines(option, index, text) if isinstance(text, str) and "(" in text else ()

    def _underlines(self, option: QStyleOptionViewItem, index: AnyIndex, text: str) -> tuple[QLineF, ...]:
        """A one-line row's underlines, found once per text, row size, font, icon and elision: the style's text
        rectangle and the eliding measure the text, which costs more than drawing the row (``option`` is the view's,
        not yet styled for the row)."""
        row, font = option.rect, index.data(Qt.ItemDataRole.FontRole)
        kind_key = (
            row.width(),
            row.height(),
            (font if font is not None else option.font).key(),
            index.data(Qt.ItemDataRole.DecorationRole) is not None,
            option.textElideMode.value,
            option.direction.value,
        )
        key = (text, *kind_key)
        found = _UNDERLINES.get(key)
        if found is None:
            if len(_UNDERLINES) >= UNDERLINES_KEPT:
                _UNDERLINES.clear()
                _ROW_KINDS.clear()
            kind = _ROW_KINDS.get(kind_key)
            if kind is None:
                kind = _ROW_KINDS[kind_key] = RowKind(self._styled(option, index))
            found = _UNDERLINES[key] = kind.underlines(text)
        return found

    def link_at(self, option: QStyleOptionViewItem, index: AnyIndex, point: QPointF) -> str:
        """The rule link under ``point`` (in the view's coordinates) in this row, or ""."""
        opt = self._styled(option, index)
        text = opt.text
        if not cited_numbers(text):
            return ""
        if _wraps(opt):
            return self._document(opt, text).documentLayout().anchorAt(point - _wrapped_origin(opt))
        return next((f"{RULE_SCHEME}:{number}" for box, number in _line_links(opt, text) if box.contains(point)), "")

    def editorEvent(  # noqa: N802 (Qt override)
        self, event: QEvent, model: QAbstractItemModel, option: QStyleOptionViewItem, index: AnyIndex
    ) -> bool:
        if isinstance(event, QMouseEvent) and event.type() == QEvent.Type.MouseButtonRelease:
            link = self.link_at(option, index, event.position())
            if link and open_link(link):
                return True
        return super().editorEvent(event, model, option, index)
