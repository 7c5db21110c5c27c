"""A guard against a PySide6 6.12 bug on Python 3.11: every Qt call that returns nothing drops one
reference to ``None``; a few thousand such calls (one map repaint makes about ten thousand) bring its
count to zero and the interpreter aborts ("none_dealloc"). From Python 3.12 ``None`` is immortal and
this module does nothing.

Painting code runs inside ``keep_none_alive()``, which gives back what the calls took.
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Iterator
from contextlib import contextmanager

NEEDED = sys.version_info < (3, 12)
CUSHION = 1 << 20
"""References added once, for the scattered Qt calls made outside painting."""


def _give_back(count: int) -> None:
    """Raise the reference count of ``None`` by ``count`` (CPython keeps it in the object's first field)."""
    if NEEDED and count > 0:
        ctypes.c_ssize_t.from_address(id(None)).value += count


@contextmanager
def keep_none_alive() -> Iterator[None]:
    """Restore the references to ``None`` that the Qt calls in the block lose."""
    before = sys.getrefcount(None)
    try:
        yield
    finally:
        _give_back(before - sys.getrefcount(None))


_give_back(CUSHION)
