"""Dice nobody can foresee: fresh dice per game, saves that hold past rolls only, copies that never share the future."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from panzer_qt import Game
from panzer_qt.model.commands import DeclareAttack, DefenceSupport, EndPhase, Move, ResolveCombat
from panzer_qt.model.enums import Side
from panzer_qt.model.events import CombatResolved
from panzer_qt.records.record_files import load_game, save_record
from panzer_qt.rules.dice import Dice
from panzer_qt.rules.grid import distance
from tests.helpers.games import of_type, scenario


def roll_of(events: list) -> int:
    (resolved,) = of_type(events, CombatResolved)
    assert resolved.roll is not None
    return resolved.roll


def declared() -> Game:
    """A new game (fresh dice) on turn 1: the Soviet tank corps moves next to a German unit and attacks
    it; the German side adds no support; the attack waits for its roll."""
    game = Game.new(scenario("tiny"))
    reach = game.movement_range(["su-tk"])
    german = {game.state.units[u].hex for u in ("de-pz", "de-inf", "de-ad")}
    target, near = next((g, h) for h in sorted(reach) for g in sorted(german) if distance(g, h) == 1)
    game.apply(Move(unit_ids=["su-tk"], path=reach.path(near)))
    game.apply(EndPhase())
    game.apply(DeclareAttack(attacker_ids=["su-tk"], defender_hex=target))
    game.apply(DefenceSupport())
    return game


def test_new_games_roll_fresh_dice_unless_seeded() -> None:
    soviet_air = {Game.new(scenario("tiny")).state.cas[Side.SOVIET] for _ in range(40)}
    assert len(soviet_air) > 1  # all 40 alike would happen once in 6**39 tries
    seeded = {Game.new(scenario("tiny"), seed=1944).state.cas[Side.SOVIET] for _ in range(5)}
    assert seeded == {Dice(1944)()}


def test_a_save_holds_past_rolls_only_and_reopening_it_rolls_anew(tmp_path: Path) -> None:
    game = declared()
    path = tmp_path / "before-the-roll.json"
    save_record(game, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["seed"] is None
    assert "rng" not in json.dumps(data)  # no generator state anywhere, snapshots included
    rolls = [roll_of(load_game(path).apply(ResolveCombat())) for _ in range(30)]
    assert len(set(rolls)) > 1  # the same attack after the same reopening: not one predictable roll
    replayed = load_game(path)
    assert replayed.state == game.state and [s.events for s in replayed.steps] == [s.events for s in game.steps]


def test_a_record_replays_its_own_rolls_exactly(tmp_path: Path) -> None:
    game = declared()
    events = game.apply(ResolveCombat())
    path = tmp_path / "after-the-roll.json"
    save_record(game, path)
    replayed = load_game(path)
    assert replayed.steps[-1].events == events and replayed.state == game.state


def test_a_copy_never_shares_the_future_rolls() -> None:
    game = declared()
    game.dice = Dice(7)
    ahead = copy.deepcopy(game.dice)
    real = ahead()
    copies = [roll_of(game.copy().apply(ResolveCombat())) for _ in range(30)]
    assert len(set(copies)) > 1
    assert roll_of(game.apply(ResolveCombat())) == real


def test_trying_a_command_reads_no_die() -> None:
    game = declared()
    game.dice = Dice(11)
    assert game.is_legal(ResolveCombat())
    assert game.dice == Dice(11)
