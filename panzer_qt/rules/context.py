"""What the engine's command handlers work on: the board, the state they change, the dice, VP reporting.

``Game`` builds one ``Context`` per command; handlers receive it instead of the game, so the
front door sits above everything it dispatches to. Read-only queries (legal moves, placement
hexes, declaration checks) take any ``Position``: a ``Game`` or a ``Context``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from panzer_qt.model.events import DiceRolled, Event
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board
from panzer_qt.rules.dice import DieSource, fresh_dice
from panzer_qt.rules.victory import refresh_vp, vp_parts


class Position(Protocol):
    """A board and a state: what every query of the engine reads."""

    @property
    def board(self) -> Board:
        """The scenario's static facts."""
        ...

    @property
    def state(self) -> GameState:
        """The position."""
        ...


@dataclass(eq=False)
class Context:
    """A board and the state a command changes, with the game's dice and VP bookkeeping."""

    board: Board
    state: GameState
    vp_reported: dict[str, int] = field(default_factory=dict)
    dice: DieSource = field(default_factory=fresh_dice)

    @property
    def scenario(self) -> Scenario:
        """The scenario being played."""
        return self.board.scenario

    def die(self) -> int:
        """One die, 1-6, from the game's dice (the caller reports it in a ``DiceRolled``)."""
        return self.dice()

    def roll(self, purpose: str, rule: str, modifier: int = 0) -> tuple[int, DiceRolled]:
        """One die and the event that reports it."""
        value = self.die()
        return value, DiceRolled(purpose=purpose, dice=[value], modifier=modifier, rule=rule)

    def report_vp(self) -> list[Event]:
        """One VPScored event per part of the VP track changed since the last report (4.0, R31).

        ``Game.apply`` reports after every command; a handler reports earlier when an event must
        follow the new total (the end of the game).
        """
        events = refresh_vp(self.board, self.state, self.vp_reported)
        self.vp_reported = vp_parts(self.state)
        return events
