"""A side's whole knowledge of a game as a game of its own, for computer players (6.3, R26).

``side_view`` is ``Game.as_seen_by`` made fit for a player that must not learn more than its side may:
besides the enemy units hidden under the top counter of their stacks, it drops the game's history (its
events would tell where hidden units went), its seed and its dice. The units of a declared attack and
those a pending decision names stay in view: the attacker declares his units, and a decision shows its
units to the side that answers it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from panzer_qt.model.enums import Side
from panzer_qt.model.state import GameState, RetreatDecision, UnitStatus
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
    """The game as ``viewer`` knows it: every enemy unit the viewer cannot see off the map (no hex, status
    forfeited), no history, no seed and none of the game's dice (``dice``, or fresh ones); and its fog."""
    named = _named_units(game.state)
    hidden: dict[str, int] = {}
    unseen: set[str] = set()
    for hid, ids in hidden_units(game, viewer).items():
        concealed = [u for u in ids if u not in named]
        if concealed:
            hidden[hid] = len(concealed)
            unseen.update(concealed)
    state = game.state.clone()
    for unit_id in sorted(unseen):
        state.update_unit(unit_id, hex=None, status=UnitStatus.FORFEITED)
    view = Game(game.scenario, state, dice=dice, board=game.board)
    return view, Fog(viewer=viewer, hidden=hidden, unseen=frozenset(unseen))


def _named_units(state: GameState) -> set[str]:
    """Units the declared attack or a pending decision names."""
    named: set[str] = set()
    if state.combat is not None:
        named.update(state.combat.attacker_ids)
    for decision in state.pending:
        named.update(decision.units if isinstance(decision, RetreatDecision) else decision.candidates)
    return named
