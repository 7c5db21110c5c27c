"""The deep level's look-ahead (``ai.players.lookahead``, issue 35): its best few movement plans played on with the
engine through the opponent's next segment, within its own fog, the best outcome kept; seeded, so it repeats."""

from __future__ import annotations

import pytest

from panzer_qt import Game
from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.planners.destinations import MoveOption
from panzer_qt.ai.players import computer
from panzer_qt.ai.players.computer import ComputerPlayer
from panzer_qt.ai.players.lookahead import Opponent, Tick, drawn, outcomes
from panzer_qt.ai.position.view import side_view
from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Side
from panzer_qt.model.state import UnitStatus
from tests.helpers.games import scenario


def first_commands(count: int) -> list[Command]:
    """The deep Soviet player's first ``count`` commands from seed 1000 (its first movement segment)."""
    game, player, played = Game.new(scenario("default"), seed=1000), ComputerPlayer(3), []
    for _ in range(count):
        command = player.choose(game)
        played.append(command)
        game.apply(command)
    return played


def test_the_deep_level_keeps_a_plan_other_than_its_best_by_one_look_when_the_reply_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Seed 1000, the Soviet first movement: of three plans, the one-look best (first) is not kept; the kept plan's
    playout through the German reply ends better for the Soviet side, and playing them again gives the same."""
    looked: list[tuple[Outlook, list[list[MoveOption]], list[MoveOption]]] = []
    plain = computer.best_plan

    def noted(outlook: Outlook, plans: list[list[MoveOption]], opponent: Opponent, tick: Tick) -> list[MoveOption]:
        kept = plain(outlook, plans, opponent, tick)
        looked.append((outlook, plans, kept))
        return kept

    monkeypatch.setattr(computer, "best_plan", noted)
    first_commands(1)
    ((outlook, plans, kept),) = looked
    assert len(plans) == 3 and kept is not plans[0]
    found = outcomes(outlook, plans, lambda: ComputerPlayer(computer.REPLY_LEVEL))
    assert found.index(max(found)) == plans.index(kept)
    assert max(found) > found[0]


def test_the_same_seed_gives_the_deep_level_the_same_commands() -> None:
    assert first_commands(12) == first_commands(12)


def test_hidden_enemy_units_are_drawn_into_the_hexes_that_hide_them_by_seed() -> None:
    game = Game.new(scenario("default"), seed=1000)
    view, fog = side_view(game, Side.SOVIET)
    assert sum(fog.hidden.values()) == len(fog.unseen) > 0
    once, again = drawn(view.state, fog), drawn(view.state, fog)
    where = {u: once.units[u].hex for u in fog.unseen}
    assert where == {u: again.units[u].hex for u in fog.unseen}
    assert all(once.units[u].status is UnitStatus.ON_MAP for u in fog.unseen)
    assert sorted(where.values()) == sorted(h for h, n in fog.hidden.items() for _ in range(n))
    assert all(view.state.units[u].hex is None for u in fog.unseen)
