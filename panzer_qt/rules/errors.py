"""The engine's error for a command the rules forbid."""

from __future__ import annotations


class IllegalCommand(Exception):
    """A command the rules do not allow now; ``rule`` names the rule or ruling that forbids it."""

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        self.message = message
        super().__init__(f"Illegal: {message} ({rule})")
