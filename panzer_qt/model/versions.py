"""Format versions of the files the program reads and writes."""

from __future__ import annotations

SCENARIO_FORMAT = 1
STATE_FORMAT = 2
RECORD_FORMAT = 4
OLDEST_RECORD_FORMAT = 2
"""Formats 2 (no bookmarks, no seats) and 3 (no seats) still open: they are read as format 4 without them."""
ENGINE_VERSION = "0.1.0"
