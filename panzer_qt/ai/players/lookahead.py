"""The deep level's look-ahead (issue 35): a plan judged by the position the opponent's reply leaves.

For each of its best few candidate plans of a movement segment, the player plays the position on with the engine,
within its own fog: the game as its side sees it (``position.view.side_view``), the enemy counters it cannot see
drawn from the enemy units hidden somewhere (``Fog.unseen``, what is public) and placed in the hexes that hide them,
its own movement segment ended where the plan leaves it, its combat segment that follows (move/fight, 5.4) played by
its own player or ended at once (``own_combat``: a plan that brings units up to attack is then judged with its attacks
made), and the opponent's next segment by the opponent's (both at the standard level). The plan whose outcome its
evaluation likes best is kept. Everything is seeded (``PLAYOUT_SEED``: the draw and the dice), so the same position
gives the same choice on any machine, and the work is bounded: a handful of playouts, each by players with a budget
of positions scored (``players.levels.Level``) and a cap on its commands.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Protocol

from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.judgement.evaluation import Judge
from panzer_qt.ai.planners.decisions import answer
from panzer_qt.ai.planners.destinations import MoveOption, with_move
from panzer_qt.ai.players.segment import segment_key
from panzer_qt.ai.position.view import Fog
from panzer_qt.model.commands import ChooseSequence, Command, EndPhase
from panzer_qt.model.enums import Segment, Sequence, Side
from panzer_qt.model.state import GameState, UnitStatus
from panzer_qt.rules.dice import Dice
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game

PLAYOUT_SEED = 35
"""The seed of a playout's draw of hidden units and of its dice."""
PLAYOUT_COMMANDS = 600
"""The most commands a playout applies (a segment of the opponent's has a few hundred at most)."""
PLAYOUT_REFUSALS = 20
"""The most refused commands a playout tolerates before it stops where it is."""


class Policy(Protocol):
    """A player in a playout (``ai.games.Policy``)."""

    def choose(self, game: Game) -> Command:
        """The next command for the side to act."""
        ...

    def refused(self, command: Command) -> None:
        """Told when the engine refused a command it chose."""
        ...


Players = Callable[[], Policy]
"""Makes a player for one side of one playout (a fresh one: it keeps what it works out through a segment)."""
Tick = Callable[[], None]
"""Called after every command a playout plays (the caller's progress report and its chance to stop)."""


def _no_tick() -> None:
    return None


def with_plan(outlook: Outlook, plan: list[MoveOption]) -> GameState:
    """The outlook's position with every move of ``plan`` made."""
    state = outlook.state
    for option in plan:
        state = with_move(outlook.board, state, option)
    return state


def best_plan(
    outlook: Outlook,
    plans: list[list[MoveOption]],
    players: Players,
    tick: Tick = _no_tick,
    *,
    own_combat: bool = False,
) -> list[MoveOption]:
    """Of ``plans`` (best by one look first), the one whose playout through the opponent's next segment leaves the
    position the side's evaluation likes best (the first of equals); ``players`` makes the playouts' players (the
    side's own too with ``own_combat``), ``tick`` is called after every command played."""
    found = outcomes(outlook, plans, players, tick, own_combat=own_combat)
    return plans[found.index(max(found))]


def outcomes(
    outlook: Outlook,
    plans: list[list[MoveOption]],
    players: Players,
    tick: Tick = _no_tick,
    *,
    own_combat: bool = False,
) -> list[float]:
    """What each plan's playout leaves, by the side's evaluation (in VP for the side, everything in the playout in
    view: the hidden units as drawn)."""
    judge = Judge(outlook.board, None, outlook.judge.weights)
    sign = 1.0 if outlook.side is Side.SOVIET else -1.0
    sides = [side for side in Side if own_combat or side is not outlook.side]
    return [
        sign * judge.score(playout(outlook, with_plan(outlook, plan), {side: players() for side in sides}, tick))
        for plan in plans
    ]


def playout(outlook: Outlook, state: GameState, players: Mapping[Side, Policy], tick: Tick = _no_tick) -> GameState:
    """The position once the opponent has played its next segment from ``state`` (hidden enemy units drawn; the
    side's own movement segment ended at once, its combat segment before the opponent's played by its player in
    ``players`` or, without one, ended at once; its decisions after that answered as the computer player answers
    them)."""
    game = Game(outlook.view.scenario, drawn(state, outlook.fog), dice=Dice(PLAYOUT_SEED).roll, board=outlook.board)
    mine, began, refusals = outlook.side, None, 0
    for _ in range(PLAYOUT_COMMANDS):
        side = game.side_to_act()
        if side is None or (began is not None and segment_key(game.state) != began):
            break
        if side is mine and (mine not in players or began is not None or game.state.segment is not Segment.COMBAT):
            command, player = _own_answer(game, mine, outlook), None
        else:
            if side is not mine and game.state.acting is side and game.state.segment is not Segment.NONE:
                began = began or segment_key(game.state)
            player = players[side]
            command = player.choose(game)
        tick()
        try:
            game.apply(command)
        except IllegalCommand:
            refusals += 1
            if player is None or refusals > PLAYOUT_REFUSALS:
                break
            player.refused(command)
    return game.state


def _own_answer(game: Game, side: Side, outlook: Outlook) -> Command:
    """The side's command in a playout: its decisions answered, its announcement move/fight, its segments ended."""
    if game.must_announce():
        return ChooseSequence(sequence=Sequence.MOVE_FIGHT)
    found = answer(Outlook.of(game, side, outlook.judge.weights))
    return found if found is not None else EndPhase()


def drawn(state: GameState, fog: Fog | None) -> GameState:
    """A copy of ``state`` with the enemy units hidden somewhere placed in the hexes that hide counters, drawn by
    the playout's seed (the side knows how many counters each hex hides and which units are hidden, not where)."""
    placed = state.clone()
    if fog is None or not fog.hidden:
        return placed
    pool = sorted(fog.unseen)
    random.Random(PLAYOUT_SEED).shuffle(pool)
    for hid, count in sorted(fog.hidden.items()):
        for unit_id in pool[:count]:
            placed.update_unit(unit_id, hex=hid, status=UnitStatus.ON_MAP)
            placed.stack_order[hid] = [*placed.stack_order.get(hid, []), unit_id]  # the lists are shared
        pool = pool[count:]
    return placed
