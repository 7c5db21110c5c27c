"""Korpsgruppe markers: the traffic range (12.4, RULINGS R9) and the combat range (13.4, RULINGS R10)."""

from __future__ import annotations

from dataclasses import dataclass

from panzer_qt.model.enums import Side, Weather
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board
from panzer_qt.rules.occupancy import Occupancy, occupancy

TRAFFIC_RADIUS = 1
COMBAT_RADIUS = 2


@dataclass(frozen=True)
class KGRange:
    """One deployed KG marker's ranges.

    ``traffic``: the marker's hex and its neighbours; ``active`` says whether they give the traffic
    bonus this phase and ``reason`` why not. ``combat``: hexes within two of the marker.
    """

    hex: str
    traffic: frozenset[str]
    active: bool
    reason: str
    combat: frozenset[str]


def kg_ranges(board: Board, state: GameState, occ: Occupancy | None = None) -> dict[str, KGRange]:
    """The ranges of every KG marker on the map, by KG id."""
    occ = occ or occupancy(board, state)
    soviet_zoc = occ.index.names(occ.zoc[Side.SOVIET])
    ranges: dict[str, KGRange] = {}
    for kg_id, hid in state.kg.items():
        if hid is None:
            continue
        traffic = frozenset(board.grid.within(hid, TRAFFIC_RADIUS))
        reason = _negated_by(state.weather, traffic & soviet_zoc)
        ranges[kg_id] = KGRange(
            hex=hid,
            traffic=traffic,
            active=not reason,
            reason=reason,
            combat=frozenset(board.grid.within(hid, COMBAT_RADIUS)),
        )
    return ranges


def _negated_by(weather: Weather, in_soviet_zoc: frozenset[str]) -> str:
    if weather is Weather.STORM:
        return "no traffic bonus in Storm (12.4)"
    if in_soviet_zoc:
        return f"Soviet ZOC in {', '.join(sorted(in_soviet_zoc))} (12.4)"
    return ""


def free_hexes(board: Board, state: GameState, occ: Occupancy) -> frozenset[int]:
    """Hex indices inside any active traffic range: German units enter them for 0 MP (R9)."""
    free: set[str] = set()
    for kg in kg_ranges(board, state, occ).values():
        if kg.active:
            free |= kg.traffic
    return occ.index.ints(free)
