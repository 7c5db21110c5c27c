"""The deep level's look-ahead (``ai.players.lookahead``, issue 35): its best few movement plans played on with the
engine through the opponent's next segment, within its own fog, the best outcome kept; seeded, so it repeats."""

from __future__ import annotations

import pytest

from panzer_qt import Game
from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.planners.destinations import MoveOption
from panzer_qt.ai.players import computer
from panzer_qt.ai.players.computer import ComputerPlayer
from panzer_qt.ai.players.lookahead import Players, Tick, drawn, outcomes, playout, with_plan
from panzer_qt.ai.position.view import side_view
from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Segment, Side
from panzer_qt.model.state import UnitStatus
from tests.helpers.games import scenario


def first_commands(count: int, seed: int = 1000) -> list[Command]:
    """The deep Soviet player's first ``count`` commands from ``seed`` (its first movement segment)."""
    game, player, played = Game.new(scenario("default"), seed=seed), ComputerPlayer(3), []
    for _ in range(count):
        command = player.choose(game)
        played.append(command)
        game.apply(command)
    return played


Looked = tuple[Outlook, list[list[MoveOption]], list[MoveOption]]


def looks(monkeypatch: pytest.MonkeyPatch) -> list[Looked]:
    """Every look-ahead of the deep players from now on: its outlook, its plans and the plan kept."""
    looked: list[Looked] = []
    plain = computer.best_plan

    def noted(
        outlook: Outlook, plans: list[list[MoveOption]], players: Players, tick: Tick, *, own_combat: bool
    ) -> list[MoveOption]:
        kept = plain(outlook, plans, players, tick, own_combat=own_combat)
        looked.append((outlook, plans, kept))
        return kept

    monkeypatch.setattr(computer, "best_plan", noted)
    return looked


def first_look(monkeypatch: pytest.MonkeyPatch, seed: int) -> Looked:
    """The deep Soviet player's first look-ahead from ``seed``."""
    looked = looks(monkeypatch)
    first_commands(1, seed)
    (found,) = looked
    return found


def german_first_look(monkeypatch: pytest.MonkeyPatch, seed: int) -> tuple[Looked, ComputerPlayer]:
    """The deep German player's first look-ahead from ``seed`` (its first movement segment, the Soviet side played by
    the standard level), and the player."""
    looked = looks(monkeypatch)
    game = Game.new(scenario("default"), seed=seed)
    players = {Side.GERMAN: ComputerPlayer(3), Side.SOVIET: ComputerPlayer(2)}
    while not looked:
        side = game.side_to_act()
        assert side is not None
        game.apply(players[side].choose(game))
    return looked[0], players[Side.GERMAN]


def test_the_deep_level_keeps_a_plan_other_than_its_best_by_one_look_when_the_reply_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Seed 1004, the Soviet first movement: of three plans, the one-look best (first) is not kept; the kept plan's
    playout through the German reply ends better for the Soviet side, and playing them again gives the same."""
    outlook, plans, kept = first_look(monkeypatch, 1004)
    assert len(plans) == 3 and kept is not plans[0]
    found = outcomes(outlook, plans, lambda: ComputerPlayer(computer.REPLY_LEVEL), own_combat=True)
    assert found.index(max(found)) == plans.index(kept)
    assert max(found) > found[0]


def test_the_german_deep_level_also_plays_on_a_bolder_and_a_more_careful_plan(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seed 1002, the German first movement: besides its best two plans by one look, the German deep player plays
    on one planned with the exposure to Soviet attacks weighed a quarter as much and one weighed three times as
    much (each new here); the more careful plan's playout through the Soviet reply ends best, and it is kept."""
    (outlook, plans, kept), player = german_first_look(monkeypatch, 1002)
    assert outlook.side is Side.GERMAN
    bold, careful = player.posed(outlook)
    assert len(plans) == 4 and plans[2:] == [bold, careful] and bold != careful
    assert kept == careful
    found = outcomes(outlook, plans, lambda: ComputerPlayer(computer.REPLY_LEVEL))
    assert found.index(max(found)) == 3


Asked = tuple[Side | None, Side | None, Segment, str]
"""Who was to act, whose phase it was, the segment and the command chosen."""


class Noting:
    """A standard-level player that notes everything it is asked for (``Asked``)."""

    def __init__(self, asked: list[Asked]) -> None:
        self.player, self.asked = ComputerPlayer(computer.REPLY_LEVEL), asked

    def choose(self, game: Game) -> Command:
        command = self.player.choose(game)
        self.asked.append((game.side_to_act(), game.state.acting, game.state.segment, command.type))
        return command

    def refused(self, command: Command) -> None:
        self.player.refused(command)


def test_a_playout_plays_the_sides_own_combat_segment_before_the_opponents_reply(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Seed 1000, the Soviet first movement (move/fight): the plan's playout ends the movement at once, then the
    Soviet player makes its attacks (the German player answering them), then the German player plays its next
    segment, and the playout stops at its end."""
    outlook, _plans, kept = first_look(monkeypatch, 1000)
    asked: list[Asked] = []
    end = playout(outlook, with_plan(outlook, kept), {side: Noting(asked) for side in Side})
    soviet = [(segment, command) for side, _, segment, command in asked if side is Side.SOVIET]
    assert {segment for segment, _ in soviet} == {Segment.COMBAT}
    assert soviet[0][1] == "declare_attack" and soviet[-1][1] == "end_phase"
    phases = [acting for _, acting, _, _ in asked]
    first_german = phases.index(Side.GERMAN)
    assert set(phases[:first_german]) == {Side.SOVIET} and set(phases[first_german:]) == {Side.GERMAN}
    assert {side for side, acting, _, _ in asked if acting is Side.SOVIET} == set(Side)  # attacks, and answers
    assert asked[-1][0] is Side.GERMAN and asked[-1][3] == "end_phase"
    assert end.turn == outlook.state.turn and end.phase is not outlook.state.phase
    without: list[Asked] = []  # no player of its own: the Soviet combat segment ended at once, no attack made
    playout(outlook, with_plan(outlook, kept), {Side.GERMAN: Noting(without)})
    assert without and {acting for _, acting, _, _ in without} == {Side.GERMAN}


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
