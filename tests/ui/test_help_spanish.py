"""The help in Spanish: the rules reference has every section of the English one, under the same numbers and in the
same order, in our own words; a rule link in a Spanish window opens the Spanish section; the guides open in Spanish
with their pictures; a file not yet translated is read in English. Every edition is kept in step with the English
one: a section, a file or a rule link missing from it fails here."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument
from pytestqt.qtbot import QtBot

from panzer_qt.rules.game import Game
from panzer_qt.ui import i18n
from panzer_qt.ui.help import books, help_menu, reference
from panzer_qt.ui.help.books import GUIDES, guide_book, guide_file, guide_pictures, guides_folder, rules_book
from panzer_qt.ui.help.reference import cited_numbers, parse_sections, reference_files, sections
from tests.conftest import ROOT
from tests.helpers.combat_kit import combat_game, seed_for
from tests.helpers.games import scenario
from tests.helpers.ui_kit import click_hex, make_window
from tests.ui.test_help import LEFT, _action, _click_link, _link_spot, _menu, word_runs

SPANISH_RULEBOOK = ROOT.parent / "shared" / "rules" / "rules-es.md"
RULES = Path(str(reference.rules_folder()))
ENGLISH_FILES = sorted(f.name for f in (RULES / "en").glob("*.md"))
EDITIONS = sorted(f.name for f in RULES.iterdir() if f.is_dir() and f.name != "en")
PICTURE = re.compile(r"!\[[^]]*\]\(([^)]+)\)")


@pytest.fixture
def in_spanish() -> Iterator[None]:
    """The program in Spanish for one test, English again after it."""
    app = QCoreApplication.instance()
    assert app is not None
    i18n.install(app, "es")
    yield
    i18n.install(app, "en")
    for window in list(help_menu._open.values()):
        window.close()


def out_of_step(english: str, other: str) -> list[str]:
    """What sets one file of another edition apart from its English file: sections missing, added or out of order,
    and sections whose rule links differ."""
    ours, theirs = parse_sections(english), parse_sections(other)
    if [s.number for s in ours] != [s.number for s in theirs]:
        return [f"sections {[s.number for s in ours]} != {[s.number for s in theirs]}"]
    return [
        f"{a.number}: links {sorted(set(cited_numbers(a.text)))} != {sorted(set(cited_numbers(b.text)))}"
        for a, b in zip(ours, theirs, strict=True)
        if set(cited_numbers(a.text)) != set(cited_numbers(b.text))
    ]


def test_spanish_is_an_edition() -> None:
    assert "es" in EDITIONS


@pytest.mark.parametrize("language", EDITIONS)
def test_every_edition_has_every_english_section_in_step(language: str) -> None:
    assert sorted(f.name for f in (RULES / language).glob("*.md")) == ENGLISH_FILES
    differences = {
        name: out_of_step((RULES / "en" / name).read_text("utf-8"), (RULES / language / name).read_text("utf-8"))
        for name in ENGLISH_FILES
    }
    assert differences == {name: [] for name in ENGLISH_FILES}


def test_the_step_check_fails_on_a_section_left_out_or_a_rule_link_lost() -> None:
    english, spanish = ((RULES / lang / "07-09.md").read_text("utf-8") for lang in ("en", "es"))
    assert out_of_step(english, spanish) == []
    left_out = re.sub(r"^## 7\.5 .*?(?=^## )", "", spanish, flags=re.DOTALL | re.MULTILINE)
    assert len(parse_sections(left_out)) == len(parse_sections(spanish)) - 1
    assert out_of_step(english, left_out) != []
    assert out_of_step(english, spanish.replace(" (R11)", "")) == ["7.2: links ['R11'] != []"]


def test_the_spanish_reference_has_every_section_in_spanish() -> None:
    english, spanish = sections("en"), sections("es")
    assert list(spanish) == list(english)
    assert {f.parent.name for f in reference_files("es")} == {"es"}
    assert [n for n in english if english[n].title == spanish[n].title or english[n].text == spanish[n].text] == []
    assert spanish["13.8"].title == "Resolución del combate" and "Tormenta" in spanish["7.5"].text
    assert "Deshielo 7 o 10, Hielo 9 o 13, Tormenta 5 o 7" in spanish["12.1"].text
    assert [p.key for p in rules_book("es")] == [p.key for p in rules_book("en")]


@pytest.mark.skipif(not SPANISH_RULEBOOK.exists(), reason="the Spanish rulebook is not beside the project")
def test_the_spanish_reference_is_in_our_own_words() -> None:
    """No run of eight words of the Spanish rulebook appears in the Spanish reference."""
    book = word_runs(SPANISH_RULEBOOK.read_text("utf-8"))
    copied = {s.number: run for s in sections("es").values() for run in word_runs(s.text) if run in book}
    assert copied == {}


def test_a_file_not_translated_is_read_in_english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for folder, name, text in (("en", "a.md", "## 1.0 One\nenglish"), ("en", "b.md", "## 2.0 Two\nenglish"),
                               ("es", "a.md", "## 1.0 Uno\nespañol")):  # fmt: skip
        (tmp_path / folder).mkdir(exist_ok=True)
        (tmp_path / folder / name).write_text(text, "utf-8")
    monkeypatch.setattr(reference, "rules_folder", lambda: tmp_path)
    assert [(f.parent.name, f.name) for f in reference_files("es")] == [("es", "a.md"), ("en", "b.md")]
    (tmp_path / "user").mkdir()
    monkeypatch.setattr(books, "guides_folder", lambda: tmp_path / "user")
    (tmp_path / "user" / "es").mkdir()
    for where in ("user", "user/es"):
        (tmp_path / where / "user-guide.md").write_text(f"# {where}\n\n## A\nx", "utf-8")
    (tmp_path / "user" / "modding-guide.md").write_text("# modding\n\n## A\nx", "utf-8")
    assert guide_book("user", "es")[0] == "user/es" and guide_book("modding", "es")[0] == "modding"
    assert guide_pictures("es") == [tmp_path / "user" / "es", tmp_path / "user"]


def test_a_rule_link_in_a_spanish_odds_breakdown_opens_the_spanish_section(
    qtbot: QtBot, tmp_path: Path, in_spanish: None
) -> None:
    window = make_window(qtbot, combat_game({"de-9ss": ("1009", 6), "su-rif": ("1010", 1)}, seed=seed_for(1)), tmp_path)
    click_hex(qtbot, window, "1010")
    click_hex(qtbot, window, "1009")
    assert "Proporción inicial (13.8)" in window.combat.odds_view.toPlainText()
    window.combat.odds_view.resize(500, 400)
    _click_link(qtbot, window.combat.odds_view, "13.8")
    shown = help_menu._open[("rules", "es")]
    assert shown.isVisible() and shown.windowTitle() == "Referencia de reglas - panzer-qt"
    assert shown.current() == "13.8" and "13.8 Resolución del combate" in shown.page.toPlainText()
    top = [shown.contents.topLevelItem(i).text(0) for i in range(shown.contents.topLevelItemCount())]
    assert top[0] == "1.0 Introducción" and top[-1] == "Aclaraciones" and "12.0 Movimiento" in top
    qtbot.keyClicks(shown.search, "poblacion fortificada combate")
    assert "13.8.4" in shown.matches() and "12.1" not in shown.matches()  # accents need not be typed


def test_a_rule_link_in_a_spanish_event_opens_the_spanish_section(
    qtbot: QtBot, tmp_path: Path, in_spanish: None
) -> None:
    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1944), tmp_path)
    log = window.log
    row = next(i for i in range(log.count()) if cited_numbers(log.item(i).text()))
    item = log.item(row)
    log.scrollToItem(item)
    number = cited_numbers(item.text())[-1]
    qtbot.mouseClick(log.viewport(), LEFT, pos=_link_spot(log, row, log.visualItemRect(item)))
    shown = help_menu._open[("rules", "es")]
    assert shown.current() == number
    assert f"{number} {sections('es')[number].title}" in shown.page.toPlainText()
    assert sections("es")[number].title != sections("en")[number].title


def test_the_guides_open_in_spanish_with_their_pictures(qtbot: QtBot, tmp_path: Path, in_spanish: None) -> None:
    window = make_window(qtbot, Game.new(scenario("tiny"), seed=1944), tmp_path)
    menu = _menu(window, "Ayuda")
    assert [a.text() for a in menu.actions() if not a.isSeparator()] == [
        "Referencia de reglas",
        "Guía de inicio rápido",
        "Guía de modificación",
        "Acerca de panzer-qt",
    ]
    _action(menu, "Guía de inicio rápido").trigger()
    guide = help_menu._open[("user", "es")]
    assert guide.isVisible() and guide.windowTitle() == "Jugar con panzer-qt - panzer-qt"
    titles = [guide.pages[k].title for k in guide.pages]
    assert "Ratón y teclado" in titles and "Combate" in titles
    assert [str(f) for f in guide.pictures] == [str(guides_folder() / "es"), str(guides_folder())]
    shown = _images(guide.page.document())
    assert shown == ["screenshots/client-start.png"] and not guide._picture(shown[0]).isNull()
    _action(menu, "Guía de modificación").trigger()
    assert "El formato de escenario" in [p.title for p in help_menu._open[("modding", "es")].pages.values()]


def _images(document: QTextDocument) -> list[str]:
    """The names of the pictures in a page, in order."""
    found = []
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            form = fragments.fragment().charFormat()
            if form.isImageFormat():
                found.append(form.toImageFormat().name())
            fragments += 1
        block = block.next()
    return found


@pytest.mark.parametrize("key", GUIDES)
def test_the_spanish_guides_ship_with_their_own_pictures_in_step_with_the_english(key: str) -> None:
    spanish, english = guide_file(key, "es"), guide_file(key, "en")
    assert spanish.parent == guides_folder() / "es" and english.parent == guides_folder()
    pictures = PICTURE.findall(spanish.read_text("utf-8"))
    assert pictures == PICTURE.findall(english.read_text("utf-8"))
    assert all((guides_folder() / "es" / picture).is_file() for picture in pictures)
    (title, pages), (english_title, english_pages) = guide_book(key, "es"), guide_book(key, "en")
    assert title != english_title and len(pages) == len(english_pages)
    links = [sorted(set(cited_numbers(p.text))) for p in pages]
    assert links == [sorted(set(cited_numbers(p.text))) for p in english_pages] and any(links)
