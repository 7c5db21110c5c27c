"""The books the Help menu opens, as pages: the rules reference (one page per rule and ruling) and the two guides
(one page per ``##`` heading), in the program's language where they are written in it. Qt-free."""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from panzer_qt.ui.help.reference import DEFAULT_LANGUAGE, link_markdown, sections

RULINGS = "rulings"
"""The key of the page that holds the rulings R1-R56 under it."""
GUIDES = {"user": "user-guide.md", "modding": "modding-guide.md"}
"""The guides shipped with the program, by key."""


@dataclass(frozen=True)
class Page:
    """One page of a book: its key, heading (a rule's with its number), the key of the page it sits under, and its
    markdown."""

    key: str
    title: str
    parent: str | None
    text: str


def rules_book(language: str = DEFAULT_LANGUAGE) -> list[Page]:
    """The rules reference: every rule under its chapter, every ruling under one page of rulings."""
    pages = [Page(n, f"{n} {s.title}", s.parent or (RULINGS if n.startswith("R") else None), s.text)
             for n, s in sections(language).items()]  # fmt: skip
    intro = QCoreApplication.translate(
        "Books",
        "How this program reads the rulebook where it is unclear or silent. The engine cites these numbers "
        "beside the rule numbers in its messages.",
    )
    first_ruling = next(i for i, p in enumerate(pages) if p.parent == RULINGS)
    pages.insert(first_ruling, Page(RULINGS, QCoreApplication.translate("Books", "Rulings"), None, intro))
    return [Page(p.key, p.title, p.parent, link_markdown(p.text)) for p in pages]


def guides_folder() -> Path:
    """The folder of the shipped guides and their pictures (English; each other language in a folder of its own)."""
    return Path(str(resources.files(__package__) / "guides"))


def guide_pictures(language: str = DEFAULT_LANGUAGE) -> list[Path]:
    """Where a guide's pictures are looked for, in order: the language's folder, then the English one."""
    english = guides_folder()
    return [english] if language == DEFAULT_LANGUAGE else [english / language, english]


def guide_file(key: str, language: str = DEFAULT_LANGUAGE) -> Path:
    """A guide in ``language``, or in English when it has not been written in that language."""
    own = guide_pictures(language)[0] / GUIDES[key]
    return own if own.is_file() else guides_folder() / GUIDES[key]


def guide_book(key: str, language: str = DEFAULT_LANGUAGE) -> tuple[str, list[Page]]:
    """A guide's title and its pages: its opening, then one page per ``##`` section."""
    text = guide_file(key, language).read_text("utf-8")
    chunks = re.split(r"^## ", text, flags=re.MULTILINE)
    first_line, _, opening = chunks[0].partition("\n")
    title = first_line.lstrip("# ").strip()
    pages = [Page("0", title, None, link_markdown(opening.strip()))]
    for i, chunk in enumerate(chunks[1:], 1):
        heading, _, body = chunk.partition("\n")
        pages.append(Page(str(i), heading.strip(), None, link_markdown(body.strip())))
    return title, pages
