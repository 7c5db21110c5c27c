"""The computer players by name, as ``panzer-qt simulate`` and the balance lab name them."""

from __future__ import annotations

from panzer_qt.ai.games import Policy
from panzer_qt.ai.players.computer import ComputerPlayer
from panzer_qt.ai.players.greedy import GreedyPolicy
from panzer_qt.ai.players.levels import DEFAULT_LEVEL, LEVELS
from panzer_qt.ai.players.random_policy import RandomPolicy

PLAYER_KINDS = ("random", "greedy", "ai")


def parse_player(text: str) -> str:
    """Check a player name: ``random``, ``greedy``, ``ai`` or ``ai:LEVEL``; ValueError naming the choices."""
    kind, _, level = text.partition(":")
    if kind not in PLAYER_KINDS or (level and (kind != "ai" or not level.isdigit() or int(level) not in LEVELS)):
        levels = ", ".join(f"ai:{n}" for n in sorted(LEVELS))
        raise ValueError(f"unknown player {text!r}: use random, greedy, ai or {levels}")
    return text


def make_player(text: str, seed: int) -> Policy:
    """A player from its name (see ``parse_player``)."""
    kind, _, level = parse_player(text).partition(":")
    if kind == "random":
        return RandomPolicy(seed)
    if kind == "greedy":
        return GreedyPolicy(seed)
    return ComputerPlayer(int(level) if level else DEFAULT_LEVEL, seed)
