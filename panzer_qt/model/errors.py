"""Errors meant for the user: each names the file, the place in it and what is wrong."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import islice

from panzer_qt.model.text import Text, printable, shown_name

MAX_PROBLEMS = 50
"""Problems kept and shown per file; the rest are only counted."""


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a file: where (a JSON path such as ``$.units[3].steps``) and what (``message``, the
    English of ``text``)."""

    where: str
    text: Text

    @property
    def message(self) -> str:
        return str(self.text)

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


class FileProblemError(Exception):
    """A file that could not be used: its first ``MAX_PROBLEMS`` problems and how many there are in all.

    ``total`` is the count when the caller knows it (pydantic does); otherwise the problems past the
    first ``MAX_PROBLEMS`` are counted, not kept.
    """

    kind = "file"
    other_kind: str | None = None
    """The ``kind`` tag of a file of another kind than the one asked for (a game record given for a scenario)."""

    def __init__(self, path: str, problems: Iterable[Problem], total: int | None = None) -> None:
        rest = iter(problems)
        self.path = path
        self.problems = list(islice(rest, MAX_PROBLEMS))
        self.total = total if total is not None else len(self.problems) + sum(1 for _ in rest)
        super().__init__(self.describe())

    def lines(self) -> list[str]:
        """The problems kept, one line each, then how many more there are (if any).

        Characters that would break a line or hide text (a newline in a name from the file, a
        right-to-left override) are shown as escapes.
        """
        lines = [printable(str(p)) for p in self.problems]
        if self.total > len(self.problems):
            lines.append(str(self.more()))
        return lines

    def more(self) -> Text:
        """How many problems there are past those kept."""
        return Text("... and {count:,} more problems", count=self.total - len(self.problems))

    def describe(self) -> str:
        """All problems kept, one line each, prefixed by the file name (escaped as ``shown_name`` shows it)."""
        return "\n".join(f"{shown_name(self.path)}: {line}" for line in self.lines())


class ScenarioError(FileProblemError):
    """A scenario file is unreadable or breaks the format's rules."""

    kind = "scenario"


class RecordError(FileProblemError):
    """A game record (save or replay) file is unreadable or inconsistent."""

    kind = "record"
