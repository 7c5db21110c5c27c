"""Format versions of the files the program reads and writes."""

from __future__ import annotations

SCENARIO_FORMAT = 1
STATE_FORMAT = 2
RECORD_FORMAT = 3
OLDEST_RECORD_FORMAT = 2
"""Format 2 (no bookmarks) still opens: it is read as format 3 without bookmarks."""
ENGINE_VERSION = "0.1.0"
