"""Playing whole games headless between two computer players."""

from __future__ import annotations

import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Protocol

from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Side, UnitSize
from panzer_qt.model.events import Event, PhaseStarted
from panzer_qt.model.record import GameRecord
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
    """What one simulated game came to.

    ``vp_parts`` splits the final VP by source (4.1, 4.2); ``cut_off`` gives, for each German division
    ever found out of C&C at the start of a phase, the first turn it was; ``vp_by_turn`` the VP at the end of each
    turn played (the last value for the turn the game ended in); ``thinking`` lists, per side,
    the seconds its player took in each phase it had something to decide, in processor time (the work
    done, whatever else the machine runs at the same time; the wall clock adds the waits of a busy machine).
    """

    seed: int
    vp: int
    result: str | None
    turns: int
    commands: int
    events: int
    refused: int
    seconds: float
    vp_parts: dict[str, int] = field(default_factory=dict)
    cut_off: dict[str, int] = field(default_factory=dict)
    thinking: dict[str, list[float]] = field(default_factory=dict)
    vp_by_turn: list[int] = field(default_factory=list)


def play_step(game: Game, players: dict[Side, Policy]) -> list[Event] | None:
    """One command of the side to act's player applied: its events, or None (the player told) if refused."""
    player = players[game.side_to_act() or Side.GERMAN]
    command = player.choose(game)
    try:
        return game.apply(command)
    except IllegalCommand:
        player.refused(command)
        return None


def play_game(
    scenario: Scenario, seed: int, players: dict[Side, Policy], *, set_up: bool = False
) -> tuple[Game, GameSummary]:
    """Play one game to its end (or the command limit) and summarise it; with ``set_up`` the German
    player deploys his units (3.2) instead of accepting the printed set-up."""
    started = time.perf_counter()
    game = Game.new(scenario, seed=seed, auto_deploy=not set_up)
    refusals = 0
    cut_off: dict[str, int] = {}
    vp_by_turn: dict[int, int] = {}
    thinking: dict[tuple[int, str, Side], float] = defaultdict(float)
    while not game.state.game_over and len(game.steps) < MAX_COMMANDS and refusals < MAX_REFUSALS:
        side = game.side_to_act()
        assert side is not None, "a game that is not over always has a side to act"
        player = players[side]
        phase = (game.state.turn, game.state.phase.value, side)
        began = time.process_time()
        command = player.choose(game)
        thinking[phase] += time.process_time() - began
        try:
            events = game.apply(command)
        except IllegalCommand:
            refusals += 1
            player.refused(command)
            continue
        _note_cut_off(game, events, cut_off)
        vp_by_turn[game.state.turn] = game.state.vp
    times = {s.value: [round(t, 4) for (_, _, who), t in sorted(thinking.items()) if who is s] for s in Side}
    summary = summary_of(
        game, seed, refused=refusals, seconds=time.perf_counter() - started, cut_off=cut_off, thinking=times
    )
    summary.vp_by_turn = [vp_by_turn.get(turn, 0) for turn in range(1, max(vp_by_turn, default=0) + 1)]
    return game, summary


def summary_of(
    game: Game, seed: int, *, refused: int, seconds: float, cut_off: dict[str, int], thinking: dict[str, list[float]]
) -> GameSummary:
    """The summary of a game played (``cut_off``: see ``GameSummary``; ``thinking``: seconds per phase by side)."""
    state = game.state
    return GameSummary(
        seed=seed,
        vp=state.vp,
        result=state.result,
        turns=state.turn,
        commands=len(game.steps),
        events=len(game.start_events) + sum(len(s.events) for s in game.steps),
        refused=refused,
        seconds=round(seconds, 3),
        vp_parts={
            "territory": state.vp_territory,
            "exits": state.vp_exits,
            "eliminations": state.vp_eliminations,
            "cut_off_towns": state.vp_cut_off_towns,
        },
        cut_off=cut_off,
        thinking=thinking,
    )


def replayed(record: GameRecord) -> tuple[Game, dict[str, int]]:
    """A record replayed (RecordError on a desync), with the turn each German division was first cut off."""
    game = Game.replaying(record)
    cut_off: dict[str, int] = {}
    for i in range(len(record.steps)):
        _note_cut_off(game, game.replay_step(record, i), cut_off)
    return game, cut_off


def _note_cut_off(game: Game, events: list[Event], cut_off: dict[str, int]) -> None:
    """At each phase start, the German divisions out of C&C for the first time (9.2)."""
    if not any(isinstance(e, PhaseStarted) for e in events):
        return
    specs = game.board.specs
    for unit_id, status in game.supply_status(Side.GERMAN).items():
        if not status.in_supply and specs[unit_id].size is UnitSize.DIVISION and unit_id not in cut_off:
            cut_off[unit_id] = game.state.turn
