"""Errors meant for the user: each names the file, the place in it and what is wrong."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a file: where (a JSON path such as ``$.units[3].steps``) and what."""

    where: str
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


class FileProblemError(Exception):
    """A file that could not be used, with every problem found in it."""

    kind = "file"

    def __init__(self, path: str, problems: list[Problem]) -> None:
        self.path = path
        self.problems = problems
        super().__init__(self.describe())

    def describe(self) -> str:
        """All problems, one line each, prefixed by the file name."""
        return "\n".join(f"{self.path}: {p}" for p in self.problems)


class ScenarioError(FileProblemError):
    """A scenario file is unreadable or breaks the format's rules."""

    kind = "scenario"


class RecordError(FileProblemError):
    """A game record (save or replay) file is unreadable or inconsistent."""

    kind = "record"
