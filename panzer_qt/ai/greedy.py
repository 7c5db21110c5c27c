"""The one-ply greedy player: a yardstick stronger than random play, weaker than the computer player.

It scores positions with the same evaluation as the computer player (``ai.evaluation``) and looks no
further than the command in hand: in a movement segment it takes the units one at a time in the order
of battle and moves each to the best of its few candidate destinations (or leaves it); in a combat
segment it makes, one after the other, the attack or probe of the engine's list (``rules.legal``:
every unit that may attack a hex, each probe by one unit, no CAS, KG or 18th AD) that is expected to
score best, while any is expected to gain; every other decision is answered like the computer player
answers it (``ai.answers``), and it always announces move/fight.
"""

from __future__ import annotations

from panzer_qt.ai.answers import answer
from panzer_qt.ai.combat import CombatPlanner, best_of
from panzer_qt.ai.evaluation import DEFAULT_WEIGHTS, Weights
from panzer_qt.ai.movement import MovePlanner
from panzer_qt.ai.outlook import Outlook
from panzer_qt.ai.position.reach import Memory
from panzer_qt.ai.position.view import played
from panzer_qt.ai.turn import MoveQueue, Refusals, SegmentKey, segment_key
from panzer_qt.model.commands import ChooseSequence, Command, EndPhase
from panzer_qt.model.enums import Segment, Sequence
from panzer_qt.rules.game import Game

DESTINATIONS = 6
"""Candidate destinations weighed per unit."""


class GreedyPolicy:
    """One ply: the best-looking command now by the evaluation, no search."""

    name = "greedy"

    def __init__(self, seed: int = 0, weights: Weights = DEFAULT_WEIGHTS) -> None:
        del seed  # nothing is left to chance: the same position gets the same command
        self.weights = weights
        self._key: SegmentKey | None = None
        self._done: set[str] = set()
        self._queue = MoveQueue()
        self._refusals = Refusals()
        self._memory = Memory()

    def choose(self, game: Game) -> Command:
        """The next command for the side to act."""
        side = game.side_to_act()
        assert side is not None, "the game is over"
        outlook = Outlook.of(game, side, self.weights, self._memory, refused=self._refusals.now(played(game)))
        key = segment_key(outlook.state)
        if key != self._key:
            self._key, self._done, self._memory = key, set(), Memory()
            outlook.judge.memory = self._memory
        if outlook.state.segment is not Segment.MOVEMENT:
            outlook.judge.memory = Memory()
            outlook.judge.picture(outlook.state).freeze()
        reply = answer(outlook)
        if reply is not None:
            return reply
        if game.must_announce():
            return ChooseSequence(sequence=Sequence.MOVE_FIGHT)
        if outlook.state.segment is Segment.MOVEMENT:
            return self._move(outlook)
        if outlook.state.segment is Segment.COMBAT:
            planner = CombatPlanner(outlook)
            top = best_of(planner.weigh(planner.engine_list()), outlook.view)
            if top is not None:
                return top.command()
        return EndPhase()

    def refused(self, command: Command) -> None:
        """A refused command: not again here; forget the plan (the next unit gets its turn)."""
        self._refusals.note(command)
        self._queue.drop()

    def _move(self, outlook: Outlook) -> Command:
        follow = self._queue.next(outlook)
        if follow is not None:
            return follow
        planner = MovePlanner.start(outlook, DESTINATIONS)
        for uid in planner.units():
            if uid in self._done:
                continue
            self._done.add(uid)
            _, option = planner.best_option(outlook.state, uid)
            if option is not None:
                self._queue.reset(segment_key(outlook.state), [option])
                command = self._queue.next(outlook)
                if command is not None:
                    return command
        return EndPhase()
