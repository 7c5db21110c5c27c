"""The order of play within a turn (5.0-5.8, RULINGS R23, R51 and the project's R29).

Each player phase IV, V, VI and VIII holds a movement segment and a combat segment. One
announcement per turn (5.4) fixes both of a side's phases, the second mirroring the first (R51):
move/fight plays movement, combat, then combat, movement; fight/move plays combat, movement, then
movement, combat. The German 2nd Wave Mechanized Combat Phase (VII after VI, IX after VIII) follows
the German combat segment at once (5.5). Before a side's first phase it announces its sequence (a
station with segment NONE).

>>> [f"{p.value}/{s.value}" for p, s in player_stations(Side.GERMAN, Sequence.FIGHT_MOVE)]
['german_1/combat', 'german_mech_1/combat', 'german_1/movement',
 'german_2/movement', 'german_2/combat', 'german_mech_2/combat']
>>> [f"{p.value}/{s.value}" for p, s in player_stations(Side.SOVIET, Sequence.MOVE_FIGHT)]
['soviet_1/movement', 'soviet_1/combat', 'soviet_2/combat', 'soviet_2/movement']
"""

from __future__ import annotations

from panzer_qt.model.enums import Phase, Segment, Sequence, Side
from panzer_qt.model.state import GameState

Station = tuple[Phase, Segment]

_PLAYER_PHASES: dict[Side, tuple[tuple[Phase, Phase | None], ...]] = {
    Side.SOVIET: ((Phase.SOVIET_1, None), (Phase.SOVIET_2, None)),
    Side.GERMAN: ((Phase.GERMAN_1, Phase.GERMAN_MECH_1), (Phase.GERMAN_2, Phase.GERMAN_MECH_2)),
}

PRE_PLAYER: tuple[Station, ...] = (
    (Phase.WEATHER, Segment.NONE),
    (Phase.AIR, Segment.NONE),
    (Phase.KG_DEPLOYMENT, Segment.NONE),
)
POST_PLAYER: tuple[Station, ...] = (
    (Phase.REINFORCEMENT, Segment.NONE),
    (Phase.REPLACEMENT, Segment.NONE),
    (Phase.ADMINISTRATIVE, Segment.NONE),
)


def player_stations(side: Side, sequence: Sequence) -> list[Station]:
    """The segments of one side's two phases, in order, for the announced sequence (the second mirrors the first)."""
    first = (
        (Segment.MOVEMENT, Segment.COMBAT) if sequence is Sequence.MOVE_FIGHT else (Segment.COMBAT, Segment.MOVEMENT)
    )
    stations: list[Station] = []
    for (phase, mech), order in zip(_PLAYER_PHASES[side], (first, first[::-1]), strict=True):
        for segment in order:
            stations.append((phase, segment))
            if segment is Segment.COMBAT and mech is not None:
                stations.append((mech, Segment.COMBAT))
    return stations


def turn_stations(sequences: dict[Side, Sequence]) -> list[Station]:
    """Every station of a turn as far as the announced sequences allow.

    A side that has not announced yet contributes only its announcement station; the list is
    rebuilt after each announcement.
    """
    stations = list(PRE_PLAYER)
    for side, first in ((Side.SOVIET, Phase.SOVIET_1), (Side.GERMAN, Phase.GERMAN_1)):
        stations.append((first, Segment.NONE))
        sequence = sequences.get(side)
        if sequence is None:
            return stations
        stations.extend(player_stations(side, sequence))
    stations.extend(POST_PLAYER)
    return stations


def next_station(current: Station, sequences: dict[Side, Sequence]) -> Station | None:
    """The station after ``current`` this turn, or None when the turn is over."""
    stations = turn_stations(sequences) if current not in POST_PLAYER else list(POST_PLAYER)
    index = stations.index(current)
    return stations[index + 1] if index + 1 < len(stations) else None


def assumed_sequences(phase: Phase, segment: Segment, known: dict[Side, Sequence]) -> dict[Side, Sequence]:
    """Sequences for a position set up by hand: a side already past its announcement is taken to
    have chosen move/fight unless ``known`` says otherwise."""
    order = [
        station[0] for station in turn_stations({Side.SOVIET: Sequence.MOVE_FIGHT, Side.GERMAN: Sequence.MOVE_FIGHT})
    ]
    position = order.index(phase) + (0 if segment is Segment.NONE else 1) if phase in order else -1
    assumed = dict(known)
    for side, first in ((Side.SOVIET, Phase.SOVIET_1), (Side.GERMAN, Phase.GERMAN_1)):
        if position > order.index(first):
            assumed.setdefault(side, Sequence.MOVE_FIGHT)
    return assumed


PHASE_NUMERALS: dict[Phase, str] = {
    Phase.SETUP: "",
    Phase.WEATHER: "I",
    Phase.AIR: "II",
    Phase.KG_DEPLOYMENT: "III",
    Phase.SOVIET_1: "IV",
    Phase.SOVIET_2: "V",
    Phase.GERMAN_1: "VI",
    Phase.GERMAN_MECH_1: "VII",
    Phase.GERMAN_2: "VIII",
    Phase.GERMAN_MECH_2: "IX",
    Phase.REINFORCEMENT: "X",
    Phase.REPLACEMENT: "XI",
    Phase.ADMINISTRATIVE: "XII",
}
"""The rulebook's phase numbers (5.0)."""


def acting_side(phase: Phase) -> Side | None:
    """Who acts in a phase; None for the automatic ones (weather, air, administration)."""
    if phase in (Phase.SOVIET_1, Phase.SOVIET_2, Phase.REPLACEMENT):
        return Side.SOVIET
    if phase in (Phase.WEATHER, Phase.AIR, Phase.ADMINISTRATIVE):
        return None
    return Side.GERMAN


def side_to_act(state: GameState) -> Side | None:
    """Who must decide now: the side a pending decision names, the German defender choosing his
    support against a declared Soviet attack, else the side whose phase it is; None once the game is over."""
    if state.game_over:
        return None
    if state.pending:
        return state.pending[0].side
    combat = state.combat
    if combat is not None and combat.side is Side.SOVIET and not combat.defence_answered:
        return Side.GERMAN
    return state.acting
