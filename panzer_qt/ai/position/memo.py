"""Where the computer players keep what they work out again and again: named tables kept with the board.

Each table, and each fact worked out once per board (``kept``), stays with the board for as long as the board
lives, beside ``Board.memo`` and without its lock (the players read them for every position they weigh);
``remembered`` fills a table as answers are asked for. Everything kept is a pure function of the board and its
key, so what a table holds never changes an answer, only how soon it comes.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

from panzer_qt.rules.board import Board

T = TypeVar("T")

Table = dict[Hashable, Any]
"""Answers by their keys."""


_KEPT = "_ai_kept"
"""The entry of the board's ``__dict__`` that holds what ``kept`` keeps (it lives and goes with the board)."""


def kept(board: Board, key: Hashable, compute: Callable[[], T]) -> T:
    """``compute()``, a fact of the board alone, worked out on first use and kept with the board (two threads
    asking at once may both work it out: the same answer)."""
    facts: Table | None = board.__dict__.get(_KEPT)
    if facts is None:
        facts = board.__dict__.setdefault(_KEPT, {})
    found: T | None = facts.get(key)
    if found is None:
        found = facts[key] = compute()
    return found


def forget(board: Board) -> None:
    """Empty the board's memo and what the players keep with it: the next searches work everything out afresh."""
    board.forget()
    board.__dict__.pop(_KEPT, None)


def table(board: Board, name: str) -> Table:
    """The board's table ``name`` (empty on first use)."""
    return kept(board, ("ai table", name), dict)


def remembered(known: Table, key: Hashable, compute: Callable[[], T], size: int | None = None) -> T:
    """The answer kept in ``known`` for ``key``, or ``compute()`` kept there; a table already holding ``size``
    answers is emptied first."""
    found: T | None = known.get(key)
    if found is None:
        if size is not None and len(known) >= size:
            known.clear()
        found = known[key] = compute()
    return found
