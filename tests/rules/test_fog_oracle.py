"""An oracle of fog of war over whole games (6.3, RULINGS R26, R58): the stack order is worked out again from the
events alone, and at every step each side's view (``Game.as_seen_by``) must hold exactly the enemy units 6.3
lets it see: the top of each stack, the whole defending stack of the attack being fought, the units a declared
attack or a pending decision names; never one more."""

from __future__ import annotations

import random
from collections.abc import Iterable

import pytest

from panzer_qt.ai.players.greedy import GreedyPolicy
from panzer_qt.model.commands import Command, PutOnTop
from panzer_qt.model.enums import Side
from panzer_qt.model.events import (
    Advanced,
    Event,
    Retreated,
    TopChosen,
    UnitEliminated,
    UnitExited,
    UnitMoved,
    UnitPlaced,
)
from panzer_qt.model.state import RetreatDecision
from panzer_qt.rules.game import Game
from panzer_qt.rules.stacks import stacks
from tests.helpers.games import scenario

Order = dict[str, list[str]]


class Shuffler:
    """The greedy player, who also puts a random unit of one of his stacks on top now and then (seeded)."""

    def __init__(self, seed: int) -> None:
        self.player, self.random = GreedyPolicy(seed), random.Random(seed)
        self.name = "shuffler"

    def choose(self, game: Game) -> Command:
        side = game.side_to_act()
        own = [
            ids for ids in game.visible_units(None).values() if len(ids) > 1 and game.board.specs[ids[0]].side is side
        ]
        if own and self.random.random() < 0.3:
            return PutOnTop(unit_id=self.random.choice(own[self.random.randrange(len(own))][1:]))
        return self.player.choose(game)

    def refused(self, command: Command) -> None:
        self.player.refused(command)


def follow(order: Order, events: Iterable[Event], oob: dict[str, int]) -> None:
    """Carry the events of one command into ``order``: the units that arrive in a hex in the command go under its
    stack, in the order they had where they came from, then in the order of battle; a unit put on top goes first."""
    came_from: dict[str, int] = {}
    arrivals: dict[str, list[str]] = {}

    def leave(unit_id: str) -> None:
        for hid, ids in list(order.items()):
            if unit_id in ids:
                came_from.setdefault(unit_id, ids.index(unit_id))
                ids.remove(unit_id)
                if not ids:
                    del order[hid]

    def arrive(unit_id: str, hid: str) -> None:
        leave(unit_id)
        for passed in arrivals.values():  # a move reports every hex it enters: only the last one counts
            if unit_id in passed:
                passed.remove(unit_id)
        arrivals.setdefault(hid, []).append(unit_id)

    for event in events:
        if isinstance(event, UnitMoved | Advanced):
            for unit_id in event.unit_ids:
                arrive(unit_id, event.to_hex)
        elif isinstance(event, Retreated):
            arrive(event.unit_id, event.to_hex)
        elif isinstance(event, UnitPlaced):
            arrive(event.unit_id, event.hex)
        elif isinstance(event, UnitEliminated):
            leave(event.unit_id)
        elif isinstance(event, UnitExited):
            for unit_id in event.unit_ids:
                leave(unit_id)
        elif isinstance(event, TopChosen):
            ids = order[event.hex]
            ids.remove(event.unit_id)
            ids.insert(0, event.unit_id)
    for hid, ids in arrivals.items():
        if not ids:
            continue
        newcomers = [u for u in ids if u not in order.get(hid, [])]
        order.setdefault(hid, []).extend(sorted(newcomers, key=lambda u: (came_from.get(u, 10**6), oob[u])))


def allowed(game: Game, order: Order, viewer: Side) -> set[str]:
    """The enemy units ``viewer`` may see by 6.3 and R58, from the oracle's order and the declared combat."""
    state, specs = game.state, game.board.specs
    combat = state.combat
    named: set[str] = set()
    if combat is not None:
        named |= {*combat.attacker_ids, *(u for u in (combat.support, combat.defence_support) if u)}
    for decision in state.pending:
        named |= set(decision.units if isinstance(decision, RetreatDecision) else decision.candidates)
    seen = set()
    for hid, ids in order.items():
        if specs[ids[0]].side is viewer:
            continue
        fought = combat is not None and hid == combat.defender_hex and combat.side is viewer
        seen |= set(ids) if fought else {ids[0], *(u for u in ids if u in named)}
    return seen


def check_step(game: Game, order: Order) -> None:
    """The engine's stacks are the oracle's, and each side's view holds exactly what it may see."""
    assert {h: list(ids) for h, ids in game.visible_units(None).items()} == order
    for viewer in Side:
        view = game.as_seen_by(viewer)
        enemy = {
            u for u, unit in view.state.units.items() if unit.hex is not None and view.board.specs[u].side is not viewer
        }
        assert enemy == allowed(game, order, viewer), (len(game.steps), viewer)


@pytest.mark.parametrize("seed", [3, 8])
def test_no_side_s_view_ever_holds_a_unit_fog_of_war_hides(seed: int) -> None:
    game = Game.new(scenario("default"), seed=seed)
    oob = game.board.oob_index
    order: Order = {}
    follow(order, game.start_events, oob)
    for step in game.steps:
        follow(order, step.events, oob)
    assert order == {h: sorted(ids, key=oob.__getitem__) for h, ids in stacks(game.board, game.state).items()}
    players = {side: Shuffler(seed + i) for i, side in enumerate(Side)}
    chosen = 0
    while not game.state.game_over and len(game.steps) < 1500:
        side = game.side_to_act()
        assert side is not None
        command = players[side].choose(game)
        events = game.apply(command)
        chosen += isinstance(command, PutOnTop)
        follow(order, events, oob)
        check_step(game, order)
    assert game.state.game_over and chosen > 50
