"""Every module that applies a kind of command; importing this registers them all with ``Game``."""

from __future__ import annotations

from panzer_qt.rules import move_apply, phase_end, placement
from panzer_qt.rules.combat import handlers as combat_handlers

__all__ = ["combat_handlers", "move_apply", "phase_end", "placement"]
