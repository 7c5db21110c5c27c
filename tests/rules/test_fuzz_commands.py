"""Fuzzing the engine's front door: random and mutated commands in random states of whole games.

Whatever the command, ``Game.apply`` either succeeds or raises ``IllegalCommand`` with a rule and a
message, leaving the state as it was; ``Game.is_legal`` says beforehand which of the two happens and
never raises. The states come from whole random games (set-up, every phase, declared attacks and
pending decisions); the commands are any command with ids and hexes drawn from the scenario, off the
map and made up, and legal commands with one part changed (another unit, a hex off the map, a unit
listed twice, a part dropped).
"""

from __future__ import annotations

import os
import random
import typing
from functools import cache
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from panzer_qt import Game, IllegalCommand
from panzer_qt.ai.games import Policy, play_step
from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.commands import COMMAND_ADAPTER, Command
from panzer_qt.model.enums import Sequence, Side
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board
from tests.helpers.fuzz_kit import TRIED
from tests.helpers.games import scenario

STRANGE_HEXES = ["0000", "9999", "1829", "0100", "4730", "0130"]
"""Hexes off the default and test maps (1829: an even column's missing last row)."""
STRANGE_IDS = ["nobody", "de-", "su-6gm-2", "kg-nobody", "x" * 40]
GAMES = [("tiny", 5, 1), ("tiny", 6, 1), ("default", 7, 3)]
"""Whole games the states come from: scenario, seed, keep every n-th state. The tiny games start in the
German set-up; the default one after it (random deployments there would go on and on)."""
MAX_STEPS = 5000
EXAMPLES = int(os.environ.get("PANZER_FUZZ_EXAMPLES", "400"))
"""Commands per run; raise it for a longer hunt (``PANZER_FUZZ_EXAMPLES=5000 pytest tests/rules/test_fuzz_commands.py``)."""
COMMAND_TYPES: list[type[Any]] = list(typing.get_args(typing.get_args(Command)[0]))


@cache
def board(name: str) -> Board:
    """One board per scenario, shared by every trial game (building one takes time)."""
    return Board(scenario(name))


@cache
def positions() -> list[tuple[str, GameState]]:
    """States of whole random games, from the German set-up to the end."""
    found: list[tuple[str, GameState]] = []
    for name, seed, every in GAMES:
        game = Game.new(scenario(name), seed=seed, auto_deploy=name == "default")
        players: dict[Side, Policy] = {Side.GERMAN: RandomPolicy(seed), Side.SOVIET: RandomPolicy(seed + 1)}
        refusals = 0
        while not game.state.game_over and refusals < 200 and len(game.steps) < MAX_STEPS:
            if len(game.steps) % every == 0:
                found.append((name, game.state.model_copy(deep=True)))
            if play_step(game, players) is None:
                refusals += 1
        found.append((name, game.state.model_copy(deep=True)))
    return found


def game_at(name: str, state: GameState) -> Game:
    """A game in ``state`` on the shared board."""
    return Game(scenario(name), state.clone(), seed=0, board=board(name))


def any_command(name: str) -> st.SearchStrategy[Command]:
    """Commands of every type, with ids and hexes from the scenario, off its map or made up."""
    units = st.sampled_from([u.id for u in scenario(name).units] + STRANGE_IDS)
    kgs = st.sampled_from([k.id for k in scenario(name).kg_markers] + STRANGE_IDS)
    hexes = st.one_of(st.sampled_from(map_hexes(name)), st.sampled_from(STRANGE_HEXES))
    unit_lists = st.lists(units, min_size=1, max_size=4)
    small = st.integers(min_value=0, max_value=12)
    fields: dict[str, Any] = {
        "unit_ids": unit_lists,
        "attacker_ids": unit_lists,
        "path": st.lists(hexes, min_size=1, max_size=6),
        "defender_hex": hexes,
        "hex": hexes,
        "unit_id": units,
        "kg": kgs,
        "support": units,
        "cas": small,
        "markers": st.integers(min_value=1, max_value=12),
        "side": st.sampled_from(list(Side)),
        "sequence": st.sampled_from(list(Sequence)),
    }
    return st.sampled_from(COMMAND_TYPES).flatmap(lambda kind: built(kind, fields))


def built(kind: type[Any], fields: dict[str, Any]) -> st.SearchStrategy[Command]:
    """A command of class ``kind`` with every field drawn from ``fields`` (or None where it may be None)."""
    drawn = {
        name: st.one_of(st.none(), fields[name]) if type(None) in typing.get_args(field.annotation) else fields[name]
        for name, field in kind.model_fields.items()
        if name != "type"
    }
    return st.fixed_dictionaries(drawn).map(lambda values: kind(**values))


@cache
def map_hexes(name: str) -> list[str]:
    """Every hex of a scenario's map."""
    return sorted(board(name).grid.hexes)


def mutated(command: Command, name: str, rng: random.Random) -> Command:
    """``command`` with one part changed: another value, a duplicate, a dropped entry, or left as it is."""
    data = command.model_dump(mode="json")
    keys = [k for k in data if k != "type"]
    if not keys:
        return command
    key = rng.choice(keys)
    value = data[key]
    specs = list(board(name).specs)
    if isinstance(value, list) and value:
        action = rng.choice(["twice", "drop", "other", "strange"])
        if action == "twice":
            value.append(value[0])
        elif action == "drop":
            value.pop()
        else:
            pool = STRANGE_HEXES + STRANGE_IDS if action == "strange" else specs + map_hexes(name)
            value[rng.randrange(len(value))] = rng.choice(pool)
    elif isinstance(value, int) and not isinstance(value, bool):
        data[key] = rng.choice([0, value + 1, value + 5, 99])
    else:
        data[key] = rng.choice([None, *STRANGE_HEXES, *STRANGE_IDS, *specs[:5]])
    try:
        return COMMAND_ADAPTER.validate_python(data)
    except ValidationError:
        return command


def check_front_door(game: Game, command: Command) -> None:
    """``is_legal`` answers, ``apply`` agrees with it, a refusal names its rule and changes nothing."""
    before = game.state.model_copy(deep=True)
    legal = game.is_legal(command)
    assert game.state == before
    try:
        game.apply(command)
    except IllegalCommand as exc:
        assert exc.rule and exc.message
        assert game.state == before, f"{command} was refused ({exc}) but changed the state"
        assert not legal, f"is_legal said yes to {command}, apply refused: {exc}"
        TRIED["commands refused (IllegalCommand)"] += 1
        return
    assert legal, f"is_legal said no to {command}, apply accepted it"
    assert GameState.model_validate_json(game.state.model_dump_json()) == game.state
    TRIED["commands accepted"] += 1


@settings(
    max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
@given(data=st.data())
def fuzz_one_command(data: st.DataObject) -> None:
    name, state = data.draw(st.sampled_from(positions()), label="position")
    game = game_at(name, state)
    if data.draw(st.booleans(), label="from a legal command"):
        legal = game.legal_commands()
        if legal:
            command = mutated(data.draw(st.sampled_from(legal)), name, data.draw(st.randoms(use_true_random=False)))
            check_front_door(game, command)
            return
    check_front_door(game, data.draw(any_command(name), label="command"))


def test_apply_and_is_legal_never_raise_anything_but_illegal_command() -> None:
    before = sum(TRIED.values())
    fuzz_one_command()
    tried = sum(TRIED.values()) - before
    assert tried >= EXAMPLES // 2, f"only {tried} commands tried"
    assert TRIED["commands refused (IllegalCommand)"] and TRIED["commands accepted"]
