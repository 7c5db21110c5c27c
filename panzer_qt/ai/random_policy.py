"""A computer player that picks random legal commands: for batch simulation and engine soak tests.

It moves each unit at most once per movement segment (most of them), declares some of the open
attacks and probes with a random share of its CAS, and answers every decision at random.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from panzer_qt.model.commands import Command, DeclareAttack, EndPhase
from panzer_qt.model.enums import Segment, Side
from panzer_qt.rules.game import Game
from panzer_qt.rules.legal import attacks, can_end_phase, legal_commands, movers, moves_for, probes

MOVE_SHARE = 0.8
ATTACK_SHARE = 0.6


class RandomPolicy:
    """Random legal play, reproducible from its seed."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self._segment: tuple[int, str, str] | None = None
        self._tried: set[str] = set()

    def choose(self, game: Game) -> Command:
        """The next command for the side to act."""
        state = game.state
        key = (state.turn, state.phase.value, state.segment.value)
        if key != self._segment:
            self._segment, self._tried = key, set()
        if not state.pending and state.combat is None:
            if state.segment is Segment.MOVEMENT:
                return self._move(game)
            if state.segment is Segment.COMBAT:
                return self._fight(game)
        return self._pick(legal_commands(game))

    def refused(self, command: Command) -> None:
        """Note a command the engine refused so it is not offered again this segment."""
        self._tried.add(command.model_dump_json())

    def _pick(self, commands: Sequence[Command]) -> Command:
        fresh = [c for c in commands if c.model_dump_json() not in self._tried]
        ends = [c for c in fresh if isinstance(c, EndPhase)]
        others = [c for c in fresh if not isinstance(c, EndPhase)]
        if others and (not ends or self.rng.random() < 0.7):
            return self.rng.choice(others)
        return ends[0] if ends else self.rng.choice(fresh or commands)

    def _move(self, game: Game) -> Command:
        candidates = movers(game)
        for unit_id in self.rng.sample(candidates, k=len(candidates)):
            if unit_id in self._tried:
                continue
            self._tried.add(unit_id)
            if self.rng.random() > MOVE_SHARE:
                continue
            options = [c for c in moves_for(game, unit_id) if c.model_dump_json() not in self._tried]
            if options:
                return self.rng.choice(options)
        return EndPhase()

    def _fight(self, game: Game) -> Command:
        options = [c for c in [*attacks(game), *probes(game)] if c.model_dump_json() not in self._tried]
        self.rng.shuffle(options)
        for command in options:
            self._tried.add(command.model_dump_json())
            if self.rng.random() > ATTACK_SHARE:
                continue
            if isinstance(command, DeclareAttack):
                cas = game.state.cas.get(acting_side(game), 0)
                return command.model_copy(update={"cas": self.rng.randint(0, min(cas, 2))})
            return command
        return EndPhase() if can_end_phase(game) else self._pick(legal_commands(game))


def acting_side(game: Game) -> Side:
    """The side whose turn it is (only called inside a combat segment, where one always acts)."""
    acting = game.state.acting
    assert acting is not None
    return acting
