"""The engine's error for a command the rules forbid."""

from __future__ import annotations

from panzer_qt.model.text import Text, Value


class IllegalCommand(Exception):
    """A command the rules do not allow now; ``rule`` names the rule or ruling that forbids it.

    ``message`` is a template with ``{name}`` fields filled from ``params`` (a literal at every call, so that the
    translations find it); ``text`` keeps both for the UI to translate, ``message`` is the English.
    """

    def __init__(self, rule: str, message: str, **params: Value) -> None:
        self.rule = rule
        self.text = Text(message, **params)
        self.message = str(self.text)
        super().__init__(f"Illegal: {self.message} ({rule})")
