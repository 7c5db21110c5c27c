"""The rules reference as data: one markdown file per group of rules under ``rules/<language>/``, each section
headed ``## <number> <title>`` (a rule such as 12.3 or a ruling such as R43). Qt-free.

Also the one reading of "a rule number" the whole program shares: a number such as 12.3, 13.8.1 or R43 inside
parentheses, as the engine and the windows cite them. ``linkify`` makes each one a link to its section.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from html import escape
from importlib import resources
from importlib.resources.abc import Traversable

RULE_SCHEME = "rule"
"""The scheme of a link to a section of the reference: ``rule:12.3``."""
_GROUP = re.compile(r"\(([^()]*)\)")
_NUMBER = re.compile(r"(?<![\w.])(?:(?:1[0-4]|[1-9])\.\d{1,2}(?:\.\d)?|R[1-9]\d?)(?![\w.])")
DEFAULT_LANGUAGE = "en"


@dataclass(frozen=True)
class Section:
    """One section of the reference: its rule number, title and text (markdown)."""

    number: str
    title: str
    text: str

    @property
    def parent(self) -> str | None:
        """The number of the section this one belongs under (13.8 for 13.8.1, 13.0 for 13.8, none for 13.0)."""
        if self.number.startswith("R"):
            return None
        parts = self.number.split(".")
        if len(parts) == 3:
            return ".".join(parts[:2])
        return None if parts[1] == "0" else f"{parts[0]}.0"


def cited_numbers(text: str) -> list[str]:
    """The rule numbers cited in ``text``, in order: those inside parentheses.

    >>> cited_numbers("may not move directly into another EZOC (7.2, R11); costs 1.5 MP (13.8.1)")
    ['7.2', 'R11', '13.8.1']
    """
    return [number for _start, _end, number in rule_spans(text)]


def rule_spans(text: str) -> list[tuple[int, int, str]]:
    """Where in ``text`` each cited rule number stands: (start, end, number), in order.

    >>> rule_spans("no entry (7.2, R11)")
    [(10, 13, '7.2'), (15, 18, 'R11')]
    """
    return [
        (group.start(1) + number.start(), group.start(1) + number.end(), number.group(0))
        for group in _GROUP.finditer(text)
        for number in _NUMBER.finditer(group.group(1))
    ]


def _link_group(match: re.Match[str]) -> str:
    inside = _NUMBER.sub(lambda m: f'<a href="{RULE_SCHEME}:{m.group(0)}">{m.group(0)}</a>', match.group(1))
    return f"({inside})"


def link_rules(html: str) -> str:
    """HTML (its text already escaped) with every cited rule number made a link to its section."""
    return _GROUP.sub(_link_group, html)


def linkify(text: str) -> str:
    """Plain ``text`` as HTML: escaped, then every cited rule number made a link to its section.

    >>> linkify("<b>2218</b> may not enter (7.2)")
    '&lt;b&gt;2218&lt;/b&gt; may not enter (<a href="rule:7.2">7.2</a>)'
    """
    return link_rules(escape(text, quote=False))


def link_markdown(text: str) -> str:
    """Markdown with every cited rule number made a markdown link to its section."""

    def group(match: re.Match[str]) -> str:
        inside = _NUMBER.sub(lambda m: f"[{m.group(0)}]({RULE_SCHEME}:{m.group(0)})", match.group(1))
        return f"({inside})"

    return _GROUP.sub(group, text)


def rule_of(url: str) -> str | None:
    """The rule number a ``rule:`` link points at (None for any other link)."""
    scheme, _, number = url.partition(":")
    return number if scheme == RULE_SCHEME and number else None


def _sort_key(number: str) -> tuple[int, ...]:
    if number.startswith("R"):
        return (100, int(number[1:]))
    return tuple(int(part) for part in number.split("."))


def parse_sections(markdown: str) -> list[Section]:
    """The sections of one reference file (text before the first heading is ignored)."""
    sections = []
    for chunk in re.split(r"^## ", markdown, flags=re.MULTILINE)[1:]:
        heading, _, body = chunk.partition("\n")
        number, _, title = heading.strip().partition(" ")
        sections.append(Section(number, title.strip(), body.strip()))
    return sections


def rules_folder() -> Traversable:
    """The folder of the reference, with one folder per language."""
    return resources.files(__package__) / "rules"


def reference_files(language: str = DEFAULT_LANGUAGE) -> list[Traversable]:
    """The reference's files in ``language``: each English file's namesake in the language's folder, or the English
    file itself where the language has none (so a missing translation shows English, never a hole)."""
    folder = rules_folder()
    english = sorted((f for f in (folder / DEFAULT_LANGUAGE).iterdir() if f.name.endswith(".md")), key=lambda f: f.name)
    own = folder / language
    return [own / f.name if (own / f.name).is_file() else f for f in english]


@cache
def sections(language: str = DEFAULT_LANGUAGE) -> dict[str, Section]:
    """Every section of the reference in ``language`` (English where it has no file), by number, in rule order."""
    found = [s for f in reference_files(language) for s in parse_sections(f.read_text("utf-8"))]
    return {s.number: s for s in sorted(found, key=lambda s: _sort_key(s.number))}


def folded(text: str) -> str:
    """``text`` as a search compares it: lower case, accents dropped (so "poblacion" finds "población").

    >>> folded("Población, Ñ")
    'poblacion, n'
    """
    return "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c))


def holds_words(query: str, text: str) -> bool:
    """Whether ``text`` holds every word of ``query``, case and accents ignored."""
    found = folded(text)
    return all(word in found for word in folded(query).split())
