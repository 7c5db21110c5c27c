"""Format versions of the files the program reads and writes."""

from __future__ import annotations

SCENARIO_FORMAT = 1
STATE_FORMAT = 3
ORDERED_STATE_FORMAT = 3
"""The first state format with each stack's order (R58): a record's format 2 snapshot matches a state that differs
from it only in that and its format."""
RECORD_FORMAT = 5
OLDEST_RECORD_FORMAT = 2
"""Formats 2 (no bookmarks, no seats), 3 (no seats) and 4 (no ending) still open: they are read as format 5 without
them."""
ENGINE_VERSION = "0.1.0"
