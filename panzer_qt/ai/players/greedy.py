"""The one-ply greedy player: a yardstick stronger than random play, weaker than the computer player.

It scores positions with the same evaluation as the computer player (``judgement.evaluation``) and looks no
further than the command in hand: in a movement segment it takes the units one at a time in the order
of battle and moves each to the best of its few candidate destinations (or leaves it); in a combat
segment it makes, one after the other, the attack or probe of the engine's list (``rules.legal``:
every unit that may attack a hex, each probe by one unit, no CAS, KG or 18th AD) that is expected to
score best, while any is expected to gain; every other decision is answered like the computer player
answers it (``planners.decisions``), and it always announces move/fight. Both players follow one decision
skeleton (``players.judging``).
"""

from __future__ import annotations

from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.judgement.weights import DEFAULT_WEIGHTS, Weights
from panzer_qt.ai.planners.combat import CombatPlanner, Weighed, best_of
from panzer_qt.ai.planners.movement import MovePlanner
from panzer_qt.ai.players.judging import JudgingPlayer
from panzer_qt.ai.players.segment import segment_key
from panzer_qt.model.commands import ChooseSequence, Command, EndPhase
from panzer_qt.model.enums import Sequence

DESTINATIONS = 6
"""Candidate destinations weighed per unit."""


class GreedyPolicy(JudgingPlayer):
    """One ply: the best-looking command now by the evaluation, no search."""

    name = "greedy"

    def __init__(self, seed: int = 0, weights: Weights = DEFAULT_WEIGHTS) -> None:
        del seed  # nothing is left to chance: the same position gets the same command
        super().__init__(weights)
        self._done: set[str] = set()

    def new_segment(self) -> None:
        """A new segment: every unit gets its turn again."""
        self._done = set()

    def announce(self, outlook: Outlook) -> Command:
        """Always move/fight."""
        del outlook
        return ChooseSequence(sequence=Sequence.MOVE_FIGHT)

    def attack(self, outlook: Outlook) -> Weighed | None:
        """The best of the engine's list, if any is expected to gain."""
        planner = CombatPlanner(outlook)
        return best_of(planner.weigh(planner.engine_list()), outlook.view)

    def move(self, outlook: Outlook) -> Command:
        """The next unit in the order of battle not yet given its turn to its best destination, if it gains."""
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
