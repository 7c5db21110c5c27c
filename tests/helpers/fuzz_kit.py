"""Shared by the fuzz tests: how many cases each kind of fuzzing tried (printed in the test summary)."""

from __future__ import annotations

from collections import Counter

TRIED: Counter[str] = Counter()
"""Cases tried per kind, e.g. ``"commands refused"``; tests add to it, ``conftest`` prints it."""
