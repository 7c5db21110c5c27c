"""Korpsgruppe markers: the traffic range (12.4, RULINGS R9) and the combat range (13.4, RULINGS R10)."""

from __future__ import annotations

from dataclasses import dataclass

from panzer_qt.model.enums import Side, Weather
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board
from panzer_qt.rules.zoc import Occupancy, occupancy

TRAFFIC_RADIUS = 1
COMBAT_RADIUS = 2


@dataclass(frozen=True)
class KGRange:
    """One deployed KG marker's ranges.

    ``traffic``: the marker's hex and its neighbours; ``active`` says whether they give the traffic
    bonus this phase and ``reason`` why not, ``negated_by`` the hexes of the range in a Soviet ZOC that negate
    it (12.4). ``combat``: hexes within two of the marker.
    """

    hex: str
    traffic: frozenset[str]
    active: bool
    reason: str
    combat: frozenset[str]
    negated_by: frozenset[str] = frozenset()


def kg_ranges(board: Board, state: GameState, occ: Occupancy | None = None) -> dict[str, KGRange]:
    """The ranges of every KG marker on the map, by KG id."""
    occ = occ or occupancy(board, state)
    ranges: dict[str, KGRange] = {}
    for kg_id, hid in state.kg.items():
        if hid is None:
            continue
        traffic, reason = _traffic(board, state, occ, hid)
        combat = frozenset(board.grid.within(hid, COMBAT_RADIUS))
        negated_by = (
            frozenset(h for h in traffic if occ.index.index[h] in occ.zoc[Side.SOVIET]) if reason else frozenset()
        )
        ranges[kg_id] = KGRange(hid, traffic, not reason, reason, combat, negated_by)
    return ranges


def free_hexes(board: Board, state: GameState, occ: Occupancy) -> frozenset[int]:
    """Hex indices inside any active traffic range: German units enter them for 0 MP (R9).

    They depend only on where the markers stand and on the Soviet ZOC, so the board remembers them.
    """
    markers = tuple(sorted(h for h in state.kg.values() if h is not None))

    def search() -> frozenset[int]:
        free: set[str] = set()
        for hid in markers:
            traffic, reason = _traffic(board, state, occ, hid)
            if not reason:
                free |= traffic
        return occ.index.ints(free)

    return board.memo(("kg free", markers, occ.zoc[Side.SOVIET], occ.storm), search) if markers else frozenset()


def _traffic(board: Board, state: GameState, occ: Occupancy, hid: str) -> tuple[frozenset[str], str]:
    """A marker's traffic range and why it gives no bonus now ('' when it does)."""
    traffic = frozenset(board.grid.within(hid, TRAFFIC_RADIUS))
    if state.weather is Weather.STORM:
        return traffic, "no traffic bonus in Storm (12.4)"
    soviet_zoc = occ.zoc[Side.SOVIET]
    touched = sorted(h for h in traffic if occ.index.index[h] in soviet_zoc)
    if touched:
        return traffic, f"Soviet ZOC in {', '.join(touched)} (12.4)"
    return traffic, ""
