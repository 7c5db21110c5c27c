"""The decision skeleton of the players that judge positions (the greedy yardstick and the computer player).

Every command is decided the same way: the side's outlook on the game (``judgement.decision.Outlook``) with the
player's weights for that decision and the searches it keeps through the segment; outside a movement segment
(``fresh_memory``) the judge starts afresh with both sides' towns in reach frozen; then what is pending or the
placement phase is answered (``planners.decisions``); else the player announces its sequence, moves or
attacks, each its own way (``announce``, ``move``, ``attack``), and ends the phase when it has nothing to do
(``end_phase``).
"""

from __future__ import annotations

from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.judgement.weights import Weights
from panzer_qt.ai.planners.combat import Weighed
from panzer_qt.ai.planners.decisions import answer
from panzer_qt.ai.players.segment import MoveQueue, Refusals, SegmentKey, segment_key
from panzer_qt.ai.position.reach import Memory
from panzer_qt.ai.position.view import played
from panzer_qt.model.commands import Command, EndPhase
from panzer_qt.model.enums import Segment, Side
from panzer_qt.model.state import GameState
from panzer_qt.rules.game import Game


class JudgingPlayer:
    """A player that picks its commands by judging positions: the skeleton, with the steps a player fills in.

    It keeps, through one segment, the searches its judge may reuse (``Memory``), the moves it planned
    (``MoveQueue``) and, in the position now, the commands the engine refused (``Refusals``).
    """

    name: str

    def __init__(self, weights: Weights) -> None:
        self.weights = weights
        self._key: SegmentKey | None = None
        self._memory = Memory()
        self._queue = MoveQueue()
        self._refusals = Refusals()

    def choose(self, game: Game) -> Command:
        """The next command for the side to act."""
        return self.decide(self.outlook(game))

    def refused(self, command: Command) -> None:
        """A refused command (one hidden units made illegal): not again here; forget the plan."""
        self._refusals.note(command)
        self._queue.drop()

    def outlook(self, game: Game) -> Outlook:
        """The side to act's outlook for this decision (a new segment starts with a new memory and no plan)."""
        side = game.side_to_act()
        if side is None:
            raise ValueError("the game is over: nobody is to act")
        key = segment_key(game.state)
        if key != self._key:
            self._key, self._memory = key, Memory()
            self._queue.drop()
            self.new_segment()
        weights = self._weights(game, side)
        return Outlook.of(game, side, weights, self._memory, refused=self._refusals.now(played(game)))

    def decide(self, outlook: Outlook) -> Command:
        """The command for the outlook's position (see the module docstring)."""
        state = outlook.state
        if self.fresh_memory(state):
            outlook.judge.memory = Memory()
            outlook.judge.picture(state).freeze()
        command = answer(outlook)
        if command is None:
            command = self._play(outlook)
        return self.end_phase(outlook) if isinstance(command, EndPhase) else command

    def _play(self, outlook: Outlook) -> Command:
        state = outlook.state
        if outlook.view.must_announce():
            return self.announce(outlook)
        if state.segment is Segment.MOVEMENT:
            return self.move(outlook)
        if state.segment is Segment.COMBAT:
            top = self.attack(outlook)
            if top is not None:
                return top.command()
        return EndPhase()

    # -- the steps each player fills in -------------------------------------------------------------
    def new_segment(self) -> None:
        """Called when a decision falls in a segment other than the last one's."""

    def _weights(self, game: Game, side: Side) -> Weights:
        """The weights of a decision of ``side``."""
        del game, side
        return self.weights

    def fresh_memory(self, state: GameState) -> bool:
        """Whether the judge starts afresh for this decision, both sides' towns in reach frozen: outside a
        movement segment (the positions weighed differ by a combat result or a placement)."""
        return state.segment is not Segment.MOVEMENT

    def announce(self, outlook: Outlook) -> Command:
        """Move/fight or fight/move (5.4)."""
        raise NotImplementedError

    def move(self, outlook: Outlook) -> Command:
        """The next command of a movement segment."""
        raise NotImplementedError

    def attack(self, outlook: Outlook) -> Weighed | None:
        """The next attack or probe of a combat segment, if any is worth making."""
        raise NotImplementedError

    def end_phase(self, outlook: Outlook) -> Command:
        """What to do instead of ending the phase, or End Phase."""
        del outlook
        return EndPhase()
