"""Where the computer players keep what they work out again and again: named tables kept with the board.

Each table is one entry of ``Board.memo`` (used on every search, so it stays while the players work, and goes
with the board); ``remembered`` fills a table as answers are asked for. Everything kept is a pure function of
the board and its key, so what a table holds never changes an answer, only how soon it comes.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

from panzer_qt.rules.board import Board

T = TypeVar("T")

Table = dict[Hashable, Any]
"""Answers by their keys."""


def table(board: Board, name: str) -> Table:
    """The board's table ``name`` (empty on first use)."""
    return board.memo(("ai table", name), dict)


def remembered(known: Table, key: Hashable, compute: Callable[[], T], size: int | None = None) -> T:
    """The answer kept in ``known`` for ``key``, or ``compute()`` kept there; a table already holding ``size``
    answers is emptied first."""
    found: T | None = known.get(key)
    if found is None:
        if size is not None and len(known) >= size:
            known.clear()
        found = known[key] = compute()
    return found
