"""A computer player that picks random legal commands: for batch simulation and engine soak tests.

It moves each unit at most once per movement segment (most of them) to a random hex of its range,
declares some of the open attacks and probes with a random share of its CAS, places its KG markers
on random hexes, and answers every decision at random.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from panzer_qt.ai.players.segment import Refusals
from panzer_qt.ai.position.view import played
from panzer_qt.model.commands import Command, DeclareAttack, DeployKG, EndPhase, ExitMap, Move
from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.rules.game import Game
from panzer_qt.rules.legal import attacks, can_end_phase, legal_commands, movers, probes
from panzer_qt.rules.placement import kg_hexes

MOVE_SHARE = 0.8
ATTACK_SHARE = 0.6


class RandomPolicy:
    """Random legal play, reproducible from its seed."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self._segment: tuple[int, str, str] | None = None
        self._tried: set[Command | str] = set()
        """Commands refused or already considered this segment, and units already given their chance to move."""
        self._unfinished = Refusals()
        """Ends of phase refused in the position now."""

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
            if state.phase is Phase.KG_DEPLOYMENT:
                return self._deploy_kg(game)
        return self._pick(game, legal_commands(game))

    def refused(self, command: Command) -> None:
        """Note a command the engine refused so it is not offered again this segment; an end of phase only until
        the game moves on (what kept the phase open, an over-stacked set-up say, the next commands may mend)."""
        if isinstance(command, EndPhase):
            self._unfinished.note(command)
        else:
            self._tried.add(command)

    def _pick(self, game: Game, commands: Sequence[Command]) -> Command:
        unfinished = self._unfinished.now(played(game))
        fresh = [c for c in commands if c not in self._tried and c not in unfinished]
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
            command = self._destination(game, unit_id)
            if command is not None:
                return command
        return EndPhase()

    def _destination(self, game: Game, unit_id: str) -> Command | None:
        """A move of the unit to a random hex of its range, or off the map where it may exit."""
        reach = game.movement_range([unit_id])
        options: list[Command] = [ExitMap(unit_ids=[unit_id])] if reach.can_exit else []
        hexes = [h for h in reach if h != reach.start]
        for _ in range(len(hexes) + len(options)):
            pick = self.rng.randrange(len(hexes) + len(options))
            command = (
                options[pick]
                if pick < len(options)
                else Move(unit_ids=[unit_id], path=reach.path(hexes[pick - len(options)]))
            )
            if command not in self._tried:
                return command
        return None

    def _deploy_kg(self, game: Game) -> Command:
        """Place a deployable KG marker on a random free hex, or end the phase (5.3)."""
        state = game.state
        ready = [kg.id for kg in game.scenario.kg_markers if state.turn >= kg.deploy_from_turn]
        if not ready or self.rng.random() < 1 / (len(ready) + 1):
            return EndPhase()
        kg = self.rng.choice(ready)
        command = DeployKG(kg=kg, hex=self.rng.choice(kg_hexes(game, kg)))
        return EndPhase() if command in self._tried else command

    def _fight(self, game: Game) -> Command:
        options = [c for c in [*attacks(game), *probes(game)] if c not in self._tried]
        self.rng.shuffle(options)
        for command in options:
            self._tried.add(command)
            if self.rng.random() > ATTACK_SHARE:
                continue
            if isinstance(command, DeclareAttack):
                cas = game.state.cas.get(acting_side(game), 0)
                return command.model_copy(update={"cas": self.rng.randint(0, min(cas, 2))})
            return command
        return EndPhase() if can_end_phase(game) else self._pick(game, legal_commands(game))


def acting_side(game: Game) -> Side:
    """The side whose turn it is (only called inside a combat segment, where one always acts)."""
    acting = game.state.acting
    assert acting is not None
    return acting
