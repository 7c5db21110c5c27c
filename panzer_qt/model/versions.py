"""Format versions of the files the program reads and writes."""

from __future__ import annotations

SCENARIO_FORMAT = 1
STATE_FORMAT = 2
RECORD_FORMAT = 2
ENGINE_VERSION = "0.1.0"
