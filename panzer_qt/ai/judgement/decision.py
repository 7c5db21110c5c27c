"""One decision of one side: the game as that side may see it, and how it scores positions."""

from __future__ import annotations

from dataclasses import dataclass

from panzer_qt.ai.judgement.evaluation import Judge
from panzer_qt.ai.judgement.weights import DEFAULT_WEIGHTS, Weights
from panzer_qt.ai.position.reach import Memory
from panzer_qt.ai.position.view import Fog, side_view
from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Side
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board
from panzer_qt.rules.dice import DieSource
from panzer_qt.rules.game import Game


@dataclass
class Outlook:
    """A side's view of the game (``position.view.side_view``: no hidden enemy unit, no history, no dice of the real
    game) and the judge it scores positions with; ``value`` is the score from that side's point of view."""

    view: Game
    side: Side
    judge: Judge
    refused: tuple[Command, ...] = ()
    """Commands the engine refused in this position: never offered again."""
    budget: int | None = None
    """Positions the side may still score for this decision (None: no limit); see ``exhausted``."""

    @classmethod
    def of(
        cls,
        game: Game,
        side: Side,
        weights: Weights = DEFAULT_WEIGHTS,
        memory: Memory | None = None,
        *,
        dice: DieSource | None = None,
        refused: tuple[Command, ...] = (),
    ) -> Outlook:
        """``side``'s outlook on ``game``: the only door through which a computer player reads a game."""
        view, fog = side_view(game, side, dice=dice)
        return cls(view, side, Judge(view.board, fog, weights, memory), refused)

    @property
    def board(self) -> Board:
        """The scenario's static facts."""
        return self.view.board

    @property
    def state(self) -> GameState:
        """The position as the side knows it."""
        return self.view.state

    @property
    def fog(self) -> Fog | None:
        """What the side cannot see."""
        return self.judge.fog

    def exhausted(self) -> bool:
        """Whether the decision has scored as many positions as its budget allows: the planners then trust
        what they worked out before instead of weighing again (work counted, not time, so the same
        position always gets the same answer)."""
        return self.budget is not None and self.judge.weighed >= self.budget

    def value(self, state: GameState) -> float:
        """How good a position is for the side (the Soviet VP it promises, negated for the German)."""
        score = self.judge.score(state)
        return score if self.side is Side.SOVIET else -score
