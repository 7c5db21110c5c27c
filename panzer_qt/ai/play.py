"""Playing whole games headless between two computer players."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Protocol

from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Side
from panzer_qt.model.scenario import Scenario
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game

MAX_COMMANDS = 20_000
MAX_REFUSALS = 200


class Policy(Protocol):
    """A computer player."""

    name: str

    def choose(self, game: Game) -> Command:
        """The next command for the side to act."""
        ...

    def refused(self, command: Command) -> None:
        """Told when the engine refused a command it chose."""
        ...


@dataclass
class GameSummary:
    """What one simulated game came to."""

    seed: int
    vp: int
    result: str | None
    turns: int
    commands: int
    events: int
    refused: int
    seconds: float


def play_game(scenario: Scenario, seed: int, players: dict[Side, Policy]) -> tuple[Game, GameSummary]:
    """Play one game to its end (or the command limit) and summarise it."""
    started = time.perf_counter()
    game = Game.new(scenario, seed=seed)
    refusals = 0
    while not game.state.game_over and len(game.steps) < MAX_COMMANDS and refusals < MAX_REFUSALS:
        side = game.side_to_act()
        assert side is not None, "a game that is not over always has a side to act"
        player = players[side]
        command = player.choose(game)
        try:
            game.apply(command)
        except IllegalCommand:
            refusals += 1
            player.refused(command)
    summary = GameSummary(
        seed=seed,
        vp=game.state.vp,
        result=game.state.result,
        turns=game.state.turn,
        commands=len(game.steps),
        events=len(game.start_events) + sum(len(s.events) for s in game.steps),
        refused=refusals,
        seconds=round(time.perf_counter() - started, 3),
    )
    return game, summary
