"""Which commands are legal while a combat or a decision is open (13.0, 13.10, RULINGS R20)."""

from __future__ import annotations

from panzer_qt.model.state import GameState
from panzer_qt.rules.errors import IllegalCommand

ANSWERS = {
    "step_loss": "choose_step_loss",
    "retreat": "choose_retreat",
    "advance": "advance",
    "overstack": "remove_unit",
}
"""The command that answers each kind of pending decision."""
ANSWER_RULES = {"choose_step_loss": "13.9", "choose_retreat": "13.9", "advance": "13.10", "remove_unit": "6.0"}
"""The rule behind each answer, cited when one comes with no decision pending."""
DECLARED = frozenset({"defence_support", "commit_cas", "resolve_combat"})
"""Commands allowed between an attack's declaration and its roll (6.3: it may not be called off)."""
FREE = frozenset({"put_on_top"})
"""Commands open whenever their side acts, whatever the game waits for (R58: the top of a stack)."""


def check_open_business(state: GameState, command_type: str) -> None:
    """Raise ``IllegalCommand`` if ``command_type`` does not answer what the game is waiting for."""
    if command_type in FREE:
        return
    if state.pending:
        decision = state.pending[0]
        if command_type != ANSWERS[decision.kind]:
            raise IllegalCommand(
                decision.rule,
                "waiting for a {kind} decision ({answer})",
                kind=decision.kind,
                answer=ANSWERS[decision.kind],
            )
    elif command_type in ANSWER_RULES:
        raise IllegalCommand(
            ANSWER_RULES[command_type], "no decision is pending for {command} to answer", command=command_type
        )
    elif state.combat is not None and command_type not in DECLARED:
        raise IllegalCommand(
            "6.3", "the attack on {hex} is declared and must be resolved", hex=state.combat.defender_hex
        )
    elif state.combat is None and command_type in DECLARED:
        raise IllegalCommand("13.0", "no attack has been declared")
