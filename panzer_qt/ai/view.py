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


def side_view(game: Game, viewer: Side, dice: DieSource | None = None) -> tuple[Game, Fog]:
    """The game as ``viewer`` knows it (``Game.as_seen_by``: the enemy units it cannot see off the map, no
    history, no seed, ``dice`` or fresh ones), and its fog."""
    concealed = hidden_units(game, viewer)
    hidden = {hid: len(ids) for hid, ids in concealed.items()}
    unseen = frozenset(u for ids in concealed.values() for u in ids)
    return game.as_seen_by(viewer, dice), Fog(viewer=viewer, hidden=hidden, unseen=unseen)
