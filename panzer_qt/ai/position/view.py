"""A side's whole knowledge of a game as a game of its own, for computer players (6.3, R26).

``side_view`` is ``Game.as_seen_by`` (the enemy units hidden under the top counter of their stacks off
the map, no history, no seed, none of the game's dice; the units of a declared attack and those a pending
decision names stay in view) with the ``Fog`` a player reasons about: how many counters each hex hides
and which enemy units are hidden somewhere.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from panzer_qt.model.enums import Side
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board
from panzer_qt.rules.dice import DieSource
from panzer_qt.rules.fog import hidden_units
from panzer_qt.rules.game import Game


@dataclass(frozen=True)
class Fog:
    """What a side cannot see: how many enemy counters each hex hides, and which enemy units are hidden
    somewhere (public knowledge: the order of battle less the units seen, dead, exited or not yet come).

    Which hidden unit stands in which hex is exactly what the side does not know.
    """

    viewer: Side
    hidden: Mapping[str, int]
    unseen: frozenset[str]


class SeenGame(Game):
    """A game known only as one side's view, as a remote seat is sent it (``net.protocol.View``): the enemy
    units the side cannot see are off the map already, and its ``fog`` comes with it. ``played`` counts the
    commands of the real game so far (the view holds none of them)."""

    def __init__(self, scenario: Scenario, state: GameState, fog: Fog, played: int, board: Board | None = None) -> None:
        super().__init__(scenario, state, board=board)
        self.fog = fog
        self.played = played


def played(game: Game) -> int:
    """How many commands the game has had (a player's clock: what it was refused is forgotten when it moves)."""
    return game.played if isinstance(game, SeenGame) else len(game.steps)


def side_view(game: Game, viewer: Side, dice: DieSource | None = None) -> tuple[Game, Fog]:
    """The game as ``viewer`` knows it (``Game.as_seen_by``: the enemy units it cannot see off the map, no
    history, no seed, ``dice`` or fresh ones), and its fog."""
    if isinstance(game, SeenGame):
        if viewer is not game.fog.viewer:
            raise ValueError(f"a {game.fog.viewer.value} view cannot be seen by the {viewer.value} side")
        return Game(game.scenario, game.state.clone(), dice=dice, board=game.board), game.fog
    concealed = hidden_units(game, viewer)
    hidden = {hid: len(ids) for hid, ids in concealed.items()}
    unseen = frozenset(u for ids in concealed.values() for u in ids)
    return game.as_seen_by(viewer, dice), Fog(viewer=viewer, hidden=hidden, unseen=unseen)
