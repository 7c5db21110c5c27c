"""The computer player (panzer_qt.ai.players.computer) over whole games on the full scenario: every command it
returns is accepted, it answers every kind of decision for both sides, it decides only from what its
side may see, and the same seed gives the same game."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest

from panzer_qt import Game
from panzer_qt.ai.players.computer import LEVELS, ComputerPlayer, Stopped
from panzer_qt.model.commands import (
    ChooseSequence,
    Command,
    DeclareAttack,
    DefenceSupport,
    DeployKG,
    EndPhase,
    Move,
    PlaceReinforcement,
    PlaceReplacement,
    Probe,
    RemoveUnit,
)
from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.model.state import GameState, OverstackDecision
from panzer_qt.rules.dice import Dice
from tests.helpers.games import scenario

Answered = set[tuple[Side, str]]
"""(side, what was answered): a decision's class name, ``combat`` for a declared attack, or a phase."""


def play(seed: int, levels: dict[Side, int], *, stop_turn: int = 99) -> tuple[Game, list[Command], Answered]:
    """A game between two computer players from ``seed``, to its end or the start of ``stop_turn``;
    ``Game.apply`` raises if any command is refused, failing the test."""
    players = {side: ComputerPlayer(level) for side, level in levels.items()}
    game = Game.new(scenario("default"), seed=seed, auto_deploy=False)
    commands: list[Command] = []
    answered: Answered = set()
    while not game.state.game_over and game.state.turn < stop_turn:
        side = game.side_to_act()
        assert side is not None
        answered.add((side, _what(game.state)))
        command = players[side].choose(game)
        game.apply(command)
        commands.append(command)
    return game, commands, answered


def _what(state: GameState) -> str:
    if state.pending:
        return type(state.pending[0]).__name__
    if state.combat is not None:
        return "combat"
    return state.phase.value.split("_")[0] if state.segment is Segment.NONE else state.segment.value


SEED, LEVELS_PLAYED = 11, {Side.GERMAN: 1, Side.SOVIET: 1}


@cache
def whole_game() -> tuple[Game, list[Command], frozenset[tuple[Side, str]]]:
    game, commands, answered = play(SEED, LEVELS_PLAYED)
    return game, commands, frozenset(answered)


@cache
def first_turn() -> tuple[Game, list[Command]]:
    """The same game played again, by new players, to the start of turn 2."""
    game, commands, _ = play(SEED, LEVELS_PLAYED, stop_turn=2)
    return game, commands


def test_a_whole_game_between_computer_players_ends_with_every_command_accepted() -> None:
    game, commands, _ = whole_game()
    assert game.state.game_over and game.state.result is not None
    assert len(game.steps) == len(commands)


def test_each_side_answers_every_kind_of_decision_that_came_up() -> None:
    _, _, answered = whole_game()
    for side in Side:
        assert {(side, "movement"), (side, "combat"), (side, "StepLossDecision")} <= answered
    german = {"setup", "kg", "reinforcement", "RetreatDecision", "AdvanceDecision"}
    assert {(Side.GERMAN, what) for what in german} <= answered
    assert (Side.SOVIET, "replacement") in answered or (Side.SOVIET, "AdvanceDecision") in answered


def test_the_players_use_the_game_s_tools_probes_cas_kg_defence_and_the_announcement() -> None:
    game, _, _ = whole_game()
    commands = [step.command for step in game.steps]
    assert any(isinstance(c, Probe) for c in commands)
    assert any(isinstance(c, DeclareAttack) and c.kg is not None for c in commands)  # German KG in attack
    assert any(isinstance(c, DeclareAttack) and c.cas > 0 for c in commands)
    assert any(isinstance(c, DefenceSupport) and (c.kg is not None or c.cas > 0) for c in commands)
    assert sum(isinstance(c, ChooseSequence) for c in commands) >= 8
    assert all(any(isinstance(c, kind) for c in commands) for kind in (DeployKG, PlaceReinforcement, PlaceReplacement))


def test_an_over_stack_left_by_the_soviet_set_up_is_thinned_by_the_german_player() -> None:
    game = Game.new(scenario("default"), seed=2)
    game.apply(EndPhase())  # the Soviet player leaves 0906 over-stacked (3.2 step 5)
    assert isinstance(game.state.pending[0], OverstackDecision) and game.side_to_act() is Side.GERMAN
    command = ComputerPlayer(1).choose(game)
    assert isinstance(command, RemoveUnit) and command.unit_id in game.state.pending[0].candidates
    game.apply(command)


def test_a_refused_answer_is_not_offered_again_in_the_same_position() -> None:
    """Hidden units may make an answer illegal (a retreat hex over-stacked by units the side cannot see):
    told of the refusal, the player answers otherwise."""
    game = Game.new(scenario("default"), seed=2)
    game.apply(EndPhase())
    player = ComputerPlayer(1)
    first = player.choose(game)
    player.refused(first)
    second = player.choose(game)
    assert isinstance(second, RemoveUnit) and second != first
    game.apply(second)


def test_the_same_seed_gives_the_same_game() -> None:
    _, whole, _ = whole_game()
    _, again = first_turn()
    assert len(again) > 20 and whole[: len(again)] == again


def test_levels_are_numbered_from_quick_to_deep_and_unknown_ones_refused() -> None:
    for side in Side:
        weighed = [LEVELS[n].destinations_of(side) for n in sorted(LEVELS)]
        assert weighed == sorted(weighed) and weighed[0] < weighed[-1]
    with pytest.raises(ValueError, match="no level 9"):
        ComputerPlayer(9)


def test_a_player_asked_to_stop_stops_without_touching_the_game() -> None:
    game = Game.new(scenario("default"), seed=3)
    before = game.state.model_dump()
    with pytest.raises(Stopped):
        ComputerPlayer(1).choose(game, cancel=lambda: True)
    assert game.state.model_dump() == before


# -- fairness: decisions from the side's view only (6.3, R26) ----------------------------------------
def concealed_units(game: Game, viewer: Side) -> list[tuple[str, str]]:
    """(hex, unit) of each enemy unit ``viewer`` cannot see."""
    hidden = game.as_seen_by(viewer)
    return [
        (hid, uid)
        for uid, unit in game.state.units.items()
        if (hid := unit.hex) is not None and hidden.state.units[uid].hex is None
    ]


def swapped_hidden(game: Game, viewer: Side) -> Game:
    """A copy of ``game`` in which the units below the top of two enemy stacks trade places."""
    twin = game.copy(dice=Dice(2))
    concealed = concealed_units(game, viewer)
    assert len({hid for hid, _ in concealed}) >= 2, "the position needs two enemy stacks that hide units"
    (first_hex, first), (second_hex, second) = concealed[0], next(c for c in concealed if c[0] != concealed[0][0])
    twin.state.update_unit(first, hex=second_hex)
    twin.state.update_unit(second, hex=first_hex)
    return twin


@pytest.mark.parametrize(("segment", "choices"), [(Segment.MOVEMENT, 3), (Segment.COMBAT, 1)])
def test_swapping_the_hidden_units_of_enemy_stacks_changes_no_choice(segment: Segment, choices: int) -> None:
    """From turn 2 on, the first Soviet segment of the kind in which two German stacks hide units: moves are
    compared three in a row (same dice for river rolls); in combat only the declaration, as declaring an
    attack reveals the stack and its result rightly depends on what it holds."""
    game = first_turn()[0].copy(dice=Dice(4))
    players = {side: ComputerPlayer(1) for side in Side}
    while not (
        game.state.phase is Phase.SOVIET_1
        and game.state.segment is segment
        and not game.state.pending
        and len({hid for hid, _ in concealed_units(game, Side.SOVIET)}) >= 2
    ):
        side = game.side_to_act()
        assert side is not None, "no Soviet segment with two German stacks that hide units"
        game.apply(players[side].choose(game))
    twin = swapped_hidden(game, Side.SOVIET)
    game = game.copy(dice=Dice(2))
    assert twin.state.units != game.state.units
    for _ in range(choices):
        command = ComputerPlayer(1).choose(game)
        assert ComputerPlayer(1).choose(twin) == command
        game.apply(command)
        twin.apply(command)


def test_a_level_s_budget_bounds_the_positions_scored_in_a_segment(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Soviet turn-1 movement with a budget of 300 positions: two destinations per unit for its 50-odd
    units (``Level.destinations_for``), so a first look at every unit (three positions each) takes about
    half the budget; gains are trusted as they stand once it is spent; every move is still accepted, and
    a second try does the same work and the same moves (work counted, not time)."""
    monkeypatch.setitem(LEVELS, 1, replace(LEVELS[1], budget=300))
    runs = []
    for _ in range(2):
        game = Game.new(scenario("default"), seed=5)
        player = ComputerPlayer(1)
        moves = []
        while game.state.segment is Segment.MOVEMENT and game.state.phase is Phase.SOVIET_1:
            command = player.choose(game)
            game.apply(command)
            moves.append(command)
        runs.append((moves, player._spent))
    (moves, spent), again = runs
    assert LEVELS[1].destinations_for(Side.SOVIET, 50) == 2
    assert 300 <= spent <= 300 + 3  # the unit being weighed when the budget ran out is finished
    assert sum(isinstance(c, Move) for c in moves) >= 10 and isinstance(moves[-1], EndPhase)
    assert again == (moves, spent)
