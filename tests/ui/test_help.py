"""Help inside the program: the rules reference has a section for every rule number the program can show, in the
project's own words; rule numbers in the odds panel, the event log, the status bar and the decisions are links
that open their section; the Help menu of every window opens the reference, both guides and About."""

from __future__ import annotations

import ast
import re
from importlib import metadata
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QTextCursor, QTextDocument
from PySide6.QtWidgets import QMainWindow, QMenu, QTextBrowser
from pytestqt.qtbot import QtBot

import panzer_qt
from panzer_qt.rules.game import Game
from panzer_qt.ui.help import help_menu
from panzer_qt.ui.help.about import AboutDialog, about_html
from panzer_qt.ui.help.books import GUIDES, guide_book, guides_folder, rules_book
from panzer_qt.ui.help.help_window import HelpWindow
from panzer_qt.ui.help.reference import cited_numbers, linkify, sections
from panzer_qt.ui.help.rule_links import RuleLinkDelegate
from tests.conftest import ROOT
from tests.helpers.combat_kit import combat_game, seed_for
from tests.helpers.games import scenario
from tests.helpers.ui_kit import click_hex, make_window

LEFT = Qt.MouseButton.LeftButton
RULEBOOK = ROOT.parent / "shared" / "rules" / "rules-en.md"


def _is_docstring(node: ast.AST, parents: dict[int, ast.AST]) -> bool:
    parent = parents.get(id(node))
    return isinstance(parent, ast.Expr)


def program_citations() -> dict[str, str]:
    """Every rule number the program can show, with where it is written: the rule numbers cited in parentheses in
    its strings, and the strings that are a rule number (the engine's ``rule`` fields); docstrings left out."""
    found: dict[str, str] = {}
    for path in sorted((ROOT / "panzer_qt").rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        parents = {id(child): node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Constant) or not isinstance(node.value, str) or _is_docstring(node, parents):
                continue
            bare = [node.value] if re.fullmatch(r"(?:1[0-4]|[1-9])\.\d{1,2}(?:\.\d)?|R[1-9]\d?", node.value) else []
            for number in [*cited_numbers(node.value), *bare]:
                found.setdefault(number, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def test_every_rule_number_the_program_cites_has_a_section() -> None:
    cited = program_citations()
    assert {"12.3", "13.8.1", "7.2", "R43", "R26", "3.2.6"} <= set(cited)  # the scan finds them
    missing = {number: where for number, where in cited.items() if number not in sections()}
    assert missing == {}


def test_the_check_fails_on_a_number_without_a_section() -> None:
    assert "R99" in cited_numbers("refused (R99)") and "R99" not in sections()
    assert "13.7" in sections() and "13.11" not in sections()


def test_every_ruling_and_every_rulebook_heading_has_a_section() -> None:
    assert {f"R{n}" for n in range(1, 57)} <= set(sections())
    if RULEBOOK.exists():
        headings = re.findall(r"^(\d{1,2}\.\d{1,2}(?:\.\d)?) [A-Z]", RULEBOOK.read_text("utf-8"), flags=re.MULTILINE)
        assert set(headings) <= set(sections())
    assert all(s.title and len(s.text) > 20 for s in sections().values())


def word_runs(text: str, length: int = 8) -> set[tuple[str, ...]]:
    """Every run of ``length`` words in ``text``, case ignored (accented letters are letters)."""
    words = re.findall(r"[\w']+", text.lower())
    return {tuple(words[i : i + length]) for i in range(len(words) - length + 1)}


@pytest.mark.skipif(not RULEBOOK.exists(), reason="the rulebook is not beside the project")
def test_the_reference_is_in_our_own_words() -> None:
    """No run of eight words of the rulebook appears in the reference."""
    book = word_runs(RULEBOOK.read_text("utf-8"))
    copied = {s.number: run for s in sections().values() for run in word_runs(s.text) if run in book}
    assert copied == {}


def test_linkify_keeps_text_plain_and_links_only_cited_rule_numbers() -> None:
    html = linkify('<img src="x"> 2218 costs 1.5 MP (12.3, R43); see 4.1')
    assert "<img" not in html and "&lt;img" in html
    assert '<a href="rule:12.3">12.3</a>' in html and '<a href="rule:R43">R43</a>' in html
    assert 'href="rule:4.1"' not in html and 'href="rule:1.5"' not in html  # not in brackets: not a citation
    doc = QTextDocument()
    doc.setHtml(html)
    assert doc.toPlainText() == '<img src="x"> 2218 costs 1.5 MP (12.3, R43); see 4.1'


def test_the_reference_window_has_contents_search_and_links(qtbot: QtBot) -> None:
    opened: list[str] = []
    window = HelpWindow("Rules", rules_book(), opened.append)
    qtbot.addWidget(window)
    window.show()
    top = [window.contents.topLevelItem(i).text(0) for i in range(window.contents.topLevelItemCount())]
    assert top[0] == "1.0 Introduction" and top[-1] == "Rulings" and "12.0 Movement" in top
    qtbot.keyClicks(window.search, "river crossing roll")
    assert "12.3" in window.matches() and "2.7" not in window.matches()
    assert window.contents.findItems("2.7 Static garrisons", Qt.MatchFlag.MatchRecursive)[0].isHidden()
    qtbot.keyClick(window.search, Qt.Key.Key_Return)
    assert window.current() == window.matches()[0]
    assert window.show_page("12.3") and "River crossing costs" in window.page.toPlainText()
    _click_link(qtbot, window.page, "R43")
    assert opened == ["R43"]


def _click_link(qtbot: QtBot, browser: QTextBrowser, number: str) -> None:
    """A real click on the link to ``number`` in ``browser``."""
    cursor = QTextCursor(browser.document())
    for position in range(1, browser.document().characterCount()):
        cursor.setPosition(position)
        if cursor.charFormat().anchorHref() == f"rule:{number}":
            break
    else:
        raise AssertionError(f"no link to {number}")
    browser.setTextCursor(cursor)
    browser.ensureCursorVisible()
    qtbot.mouseClick(browser.viewport(), LEFT, pos=browser.cursorRect(cursor).center() - QPoint(2, 0))


@pytest.fixture
def reference(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The rule numbers opened in the rules reference (its window not shown)."""
    opened: list[str] = []
    monkeypatch.setattr(help_menu, "book_window", lambda book: _Recorder(opened))
    return opened


class _Recorder:
    def __init__(self, opened: list[str]) -> None:
        self.opened = opened

    def show_page(self, number: str) -> bool:
        self.opened.append(number)
        return number in sections()


def test_a_rule_number_in_the_odds_breakdown_opens_its_section(qtbot: QtBot, tmp_path: Path) -> None:
    units = {"de-9ss": ("1009", 6), "su-rif": ("1010", 1)}
    window = make_window(qtbot, combat_game(units, seed=seed_for(1)), tmp_path)
    click_hex(qtbot, window, "1010")
    click_hex(qtbot, window, "1009")
    assert "Raw odds (13.8)" in window.combat.odds_view.toPlainText()
    window.combat.odds_view.resize(500, 400)
    real = help_menu.book_window
    _click_link(qtbot, window.combat.odds_view, "13.8")
    shown = real("rules")
    assert shown.current() == "13.8" and "Combat resolution" in shown.page.toPlainText()
    shown.close()


def test_a_rule_number_in_the_event_log_opens_its_section(qtbot: QtBot, tmp_path: Path, reference: list[str]) -> None:
    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1944), tmp_path)
    log = window.log
    assert isinstance(log.itemDelegate(), RuleLinkDelegate)
    row = next(i for i in range(log.count()) if cited_numbers(log.item(i).text()))
    item = log.item(row)
    log.scrollToItem(item)
    number = cited_numbers(item.text())[-1]
    rect = log.visualItemRect(item)
    spot = _link_spot(log, row, rect)
    qtbot.mouseClick(log.viewport(), LEFT, pos=spot)
    assert reference == [number]


def _link_spot(log: object, row: int, rect: object) -> QPoint:
    """A point of the row's rect over its rule link (found by asking the delegate along the row)."""
    from PySide6.QtWidgets import QListWidget, QStyleOptionViewItem

    assert isinstance(log, QListWidget)
    option = QStyleOptionViewItem()
    option.initFrom(log)
    option.rect = rect
    option.font = log.font()
    option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
    delegate = log.itemDelegate()
    assert isinstance(delegate, RuleLinkDelegate)
    index = log.model().index(row, 0)
    for y in range(rect.top() + 2, rect.bottom(), 3):
        for x in range(rect.left(), rect.right(), 2):
            if delegate.link_at(option, index, QPoint(x, y).toPointF()):
                return QPoint(x, y)
    raise AssertionError("no rule link drawn in the row")


def test_a_wrapped_row_s_text_stays_inside_its_row(qtbot: QtBot) -> None:
    """The document of a wrapped row with a rule link is drawn within the row's height: its last line's descenders
    are not pushed under the next row."""
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QListWidget, QStyleOptionViewItem

    view = QListWidget()
    view.setWordWrap(True)
    view.setItemDelegate(RuleLinkDelegate(view))
    view.addItem("gypsy jiggery quaggy (5.0)")
    view.resize(400, 200)
    view.show()
    qtbot.waitExposed(view)
    row = view.visualItemRect(view.item(0))
    option = QStyleOptionViewItem()
    option.initFrom(view)
    option.font = view.font()
    option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
    option.rect = row.translated(-row.topLeft()).adjusted(0, 0, 0, 12)  # room below the row to catch any ink
    image = QImage(option.rect.width(), option.rect.height(), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    view.itemDelegate().paint(painter, option, view.model().index(0, 0))
    painter.end()
    inked = [
        y for y in range(image.height()) if any(image.pixelColor(x, y) != QColor("white") for x in range(image.width()))
    ]
    assert inked and max(inked) < row.height()


def test_a_wrapped_row_is_drawn_on_as_many_lines_as_it_is_tall(qtbot: QtBot) -> None:
    """A row with a rule link, at every width around the one where the style wraps it: drawn down to the last line
    of the height the style gives it (it was laid out a little wider than the style measured it, and a row two lines
    tall showed one line and a gap)."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QColor, QFontMetrics, QImage, QPainter
    from PySide6.QtWidgets import QListWidget, QStyleOptionViewItem

    view = QListWidget()
    view.setItemDelegate(RuleLinkDelegate(view))
    view.addItem("9 SS Pz stops in 0804: entered an enemy zone of control (7.2)")
    index, delegate = view.model().index(0, 0), view.itemDelegate()
    option = QStyleOptionViewItem()
    option.initFrom(view)
    option.font = view.font()
    option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
    line = QFontMetrics(view.font()).lineSpacing()
    one_line = QFontMetrics(view.font()).horizontalAdvance(view.item(0).text())
    heights = set()
    for width in range(one_line - 4, one_line + 16):
        option.rect = QRect(0, 0, width, 10 * line)
        height = delegate.sizeHint(option, index).height()
        option.rect = QRect(0, 0, width, height)
        image = QImage(width, height, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        delegate.paint(painter, option, index)
        painter.end()
        inked = [y for y in range(height) if any(image.pixelColor(x, y) != QColor("white") for x in range(width))]
        assert max(inked) >= height - line, width
        heights.add(height // line)
    assert heights == {1, 2}


def test_a_refusal_in_the_status_bar_links_to_its_rule(qtbot: QtBot, tmp_path: Path, reference: list[str]) -> None:
    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1944), tmp_path)
    window.show_refusal("a unit that starts in an EZOC may not move into another (7.2, R11)")
    links = window.rule_links
    assert links.isVisible() and 'href="rule:7.2"' in links.text() and 'href="rule:R11"' in links.text()
    links.linkActivated.emit("rule:R11")
    assert reference == ["R11"]
    window.statusBar().clearMessage()
    assert not links.isVisible()


def _menu(window: QMainWindow, title: str) -> QMenu:
    return next(m for m in window.menuBar().findChildren(QMenu) if m.title().replace("&", "") == title)


def _action(menu: QMenu, text: str) -> QAction:
    return next(a for a in menu.actions() if a.text() == text)


def test_the_help_menu_opens_the_reference_the_guides_and_about(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1944), tmp_path)
    menu = _menu(window, "Help")
    assert [a.text() for a in menu.actions() if not a.isSeparator()] == [
        "Rules Reference",
        "Quick-start Guide",
        "Modding Guide",
        "About panzer-qt",
    ]
    _action(menu, "Rules Reference").trigger()
    assert help_menu._open[("rules", "en")].isVisible()
    _action(menu, "Quick-start Guide").trigger()
    guide = help_menu._open[("user", "en")]
    assert guide.isVisible() and guide.windowTitle().startswith("Playing panzer-qt")
    titles = [guide.pages[k].title for k in guide.pages]
    assert "Mouse and keys" in titles and "Combat" in titles
    _action(menu, "Modding Guide").trigger()
    assert "The scenario format" in [p.title for p in help_menu._open[("modding", "en")].pages.values()]
    _action(menu, "About panzer-qt").trigger()
    about = window.findChild(AboutDialog)
    assert about is not None and about.isVisible()
    for book in list(help_menu._open.values()):
        book.close()


def test_the_guides_ship_in_the_package_with_their_pictures() -> None:
    for key, name in GUIDES.items():
        text = (guides_folder() / name).read_text("utf-8")
        for picture in re.findall(r"!\[[^]]*\]\(([^)]+)\)", text):
            assert (guides_folder() / picture).is_file(), picture
        title, pages = guide_book(key)
        assert title and len(pages) > 3


def test_about_names_the_versions_licences_and_data_credits() -> None:
    text = about_html()
    for library in ("pydantic", "networkx", "shapely", "pyqtgraph"):
        assert f"<td>{library}</td><td>{metadata.version(library)}</td>" in text
    import PySide6

    assert panzer_qt.__version__ in text and PySide6.__version__ in text and "LGPL-3.0" in text
    assert "Natural Earth" in text and "CC BY 4.0" in text and "StateGeoCadastre" in text


def test_a_rule_number_in_a_problem_box_is_a_link_the_rest_plain_text(qtbot: QtBot, reference: list[str]) -> None:
    from PySide6.QtWidgets import QLabel

    from panzer_qt.model.errors import Problem, ScenarioError
    from panzer_qt.model.text import Text
    from panzer_qt.ui.common.messages import problem_box

    name = '<img src="/etc/hosts"> 1 Pz'
    box = problem_box(
        "Cannot open",
        ScenarioError("bad.json", [Problem("$.oob[0]", Text("{name}: over the limit (6.1)", name=name))]),
        None,
    )
    qtbot.addWidget(box)
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert isinstance(label, QLabel) and label.textFormat() == Qt.TextFormat.RichText
    shown = QTextDocument()
    shown.setHtml(label.text())
    assert f"First problem: $.oob[0]: {name}: over the limit (6.1)" in shown.toPlainText()
    assert "<img" not in label.text() and '<a href="rule:6.1">6.1</a>' in label.text()
    label.linkActivated.emit("rule:6.1")
    assert reference == ["6.1"]


def test_a_language_without_its_own_reference_reads_the_english_one() -> None:
    assert sections("xx") == sections("en")
    assert [p.key for p in rules_book("xx")] == [p.key for p in rules_book()]


def test_the_editor_s_problems_and_the_viewer_s_events_and_steps_link_their_rules(
    qtbot: QtBot, tmp_path: Path, reference: list[str]
) -> None:
    from panzer_qt.records.record_files import save_record
    from panzer_qt.ui.replay.window import ReplayWindow
    from tests.helpers.editor_kit import make_editor

    editor = make_editor(qtbot, tmp_path)
    assert isinstance(editor.validation.list.itemDelegate(), RuleLinkDelegate)
    record = tmp_path / "game.json"
    save_record(Game.new(scenario("tiny"), seed=1944), record)
    viewer = ReplayWindow(record)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitUntil(lambda: viewer.review is not None, timeout=30_000)
    assert isinstance(viewer.events.itemDelegate(), RuleLinkDelegate)
    assert "(3.2)" in viewer.explanation.toPlainText()
    _click_link(qtbot, viewer.explanation, "3.2")
    assert reference == ["3.2"]
    viewer.close()


def test_a_rule_number_in_the_viewers_one_line_event_list_is_underlined_and_opens_its_section(
    qtbot: QtBot, tmp_path: Path, reference: list[str]
) -> None:
    from PySide6.QtWidgets import QStyleOptionViewItem

    from panzer_qt.records.record_files import save_record
    from panzer_qt.ui.replay.window import ReplayWindow

    record = tmp_path / "game.json"
    save_record(Game.new(scenario("tiny"), seed=1944), record)
    viewer = ReplayWindow(record)
    qtbot.addWidget(viewer)
    viewer.resize(1400, 900)
    viewer.show()
    qtbot.waitUntil(lambda: viewer.review is not None, timeout=30_000)
    events = viewer.events
    model = events.model()
    current = events.currentIndex().row()
    row = next(r for r in range(model.rowCount()) if r != current and cited_numbers(str(model.index(r, 0).data())))
    index = model.index(row, 0)
    events.scrollTo(index)
    qtbot.wait(50)
    option = QStyleOptionViewItem()
    option.initFrom(events)
    option.rect = events.visualRect(index)
    option.font = events.font()
    delegate = events.itemDelegate()
    assert isinstance(delegate, RuleLinkDelegate)
    spots = [
        QPoint(x, option.rect.center().y())
        for x in range(option.rect.left(), option.rect.right())
        if delegate.link_at(option, index, QPoint(x, option.rect.center().y()).toPointF())
    ]
    assert spots, "no rule link in the row"
    image = events.viewport().grab().toImage()
    background = image.pixelColor(spots[0].x(), option.rect.top() + 1)
    spot = spots[len(spots) // 2]

    def inked(y: int) -> bool:
        return all(image.pixelColor(x, y) != background for x in range(spots[0].x() + 1, spots[-1].x()))

    assert any(inked(y) for y in range(option.rect.center().y(), option.rect.bottom())), "the number is not underlined"
    qtbot.mouseClick(events.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert reference == [cited_numbers(str(index.data()))[0]]
    viewer.close()


def test_f1_opens_the_rules_reference_in_every_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """F1 is Help's: the rules reference, in the client, the editor and the viewer (the legend is Ctrl+L)."""
    from panzer_qt.records.record_files import save_record
    from panzer_qt.ui.replay.window import ReplayWindow
    from tests.helpers.editor_kit import make_editor

    opened: list[str] = []
    monkeypatch.setattr(help_menu, "book_window", opened.append)
    record = tmp_path / "game.json"
    save_record(Game.new(scenario("tiny"), seed=1944), record)
    viewer = ReplayWindow(record)
    qtbot.addWidget(viewer)
    windows = [
        make_window(qtbot, Game.new(scenario("tiny"), seed=1944), tmp_path),
        make_editor(qtbot, tmp_path),
        viewer,
    ]
    for window in windows:
        window.show()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        qtbot.keyClick(window, Qt.Key.Key_F1)
    assert opened == ["rules", "rules", "rules"]
    assert _action(_menu(windows[0], "Help"), "Rules Reference").shortcut().toString() == "F1"
