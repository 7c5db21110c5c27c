"""Sentences the engine and the file checks write for the reader, kept translatable.

A ``Text`` is an English template with ``{name}`` fields and the values that fill them: ``str()`` gives the
English, and the UI translates the template (context "Engine") and the values that are words (enum values,
other Texts) before filling it in. Templates are string literals at the call (``Text("...")`` and the message
of ``IllegalCommand``): ``python -m panzer_qt.tools.translations`` finds them there and refuses any other.
"""

from __future__ import annotations

from collections.abc import Mapping
from string import Formatter

ENGINE = "Engine"
"""The translation context of the engine's texts."""
Value = object
"""A field's value: a number, a hex or a unit's name (shown as it is), an enum value or another Text (translated)."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark ``text`` for translation in ``context`` and give it back untranslated, for tables of texts built at
    import time: the UI translates them where it shows them."""
    return text


class Text:
    """An English template and the values of its ``{name}`` fields."""

    __slots__ = ("params", "template")

    def __init__(self, template: str, **params: Value) -> None:
        self.template = template
        self.params: Mapping[str, Value] = params

    def __str__(self) -> str:
        """The English sentence.

        >>> str(Text("hex {hex} is not on the {columns}x{rows} map", hex="9999", columns=20, rows=15))
        'hex 9999 is not on the 20x15 map'
        """
        return self.template.format_map(self.params)

    def complete(self) -> bool:
        """Whether every field of the template has its value."""
        return all(name in self.params for _text, name, _spec, _conversion in Formatter().parse(self.template) if name)

    def __repr__(self) -> str:
        return f"Text({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and str(self) == str(other)

    def __hash__(self) -> int:
        return hash(str(self))


def printable(text: str) -> str:
    r"""``text`` with every unprintable character written as its escape: a line break, a control character or a
    bidirectional override from a file or a file's name can neither split a message nor reorder what it shows.

    >>> print(printable("evil\u202e\nnosj.png"))
    evil\u202e\nnosj.png
    """
    return "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text)


def shown_name(path: object) -> str:
    """A file's name or path as a message shows it: ``printable`` (``str`` of a ``Path``)."""
    return printable(str(path))


class TextError(ValueError):
    """A validator's refusal as a Text (pydantic reports it as a ``value_error`` and keeps the exception)."""

    def __init__(self, text: Text) -> None:
        self.text = text
        super().__init__(str(text))
