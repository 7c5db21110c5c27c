"""How much of the game is left: each side's movement and combat segments to come (the evaluation's clock)."""

from __future__ import annotations

from dataclasses import dataclass

from panzer_qt.ai.position.memo import remembered, table
from panzer_qt.model.enums import Phase, Segment, Sequence, Side
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board
from panzer_qt.rules.sequence import turn_stations


@dataclass(frozen=True)
class Clock:
    """Movement segments each side has left in the game, and the Soviet side's combat segments."""

    soviet: int
    german: int
    combats: int

    @classmethod
    def of(cls, board: Board, state: GameState) -> Clock:
        """The clock of a position."""
        return cls(
            moves_left(board, state, Side.SOVIET),
            moves_left(board, state, Side.GERMAN),
            combats_left(board, state, Side.SOVIET),
        )

    def moves(self, side: Side) -> int:
        """Those of one side."""
        return self.soviet if side is Side.SOVIET else self.german


def moves_left(board: Board, state: GameState, side: Side) -> int:
    """Movement segments ``side`` still has in the game, the current one included (a side that has not
    announced its sequence is counted as moving twice a turn)."""
    return _left(board, state)[side, Segment.MOVEMENT]


def combats_left(board: Board, state: GameState, side: Side) -> int:
    """Combat segments ``side`` still has in the game, the current one included (as ``moves_left``)."""
    return _left(board, state)[side, Segment.COMBAT]


def _left(board: Board, state: GameState) -> dict[tuple[Side, Segment], int]:
    """Both sides' movement and combat segments left, remembered by the state's turn, phase, segment and
    sequences (a handful per game)."""
    key = (state.game_over, state.turn, state.phase, state.segment, *state.sequence.items())
    return remembered(
        table(board, "segments left"),
        key,
        lambda: {
            (side, kind): _segments_left(board, state, side, kind)
            for side in Side
            for kind in (Segment.MOVEMENT, Segment.COMBAT)
        },
    )


def _segments_left(board: Board, state: GameState, side: Side, kind: Segment) -> int:
    last = board.scenario.options.last_turn
    if state.game_over or state.turn > last:
        return 0
    later = 2 * (last - state.turn)
    if state.phase is Phase.SETUP:
        return later + 2
    sequences = {s: state.sequence.get(s, Sequence.MOVE_FIGHT) for s in Side}
    stations = turn_stations(sequences)
    here = (state.phase, state.segment)
    start = stations.index(here) if here in stations else len(stations)
    mine = (Phase.SOVIET_1, Phase.SOVIET_2) if side is Side.SOVIET else (Phase.GERMAN_1, Phase.GERMAN_2)
    ahead = sum(1 for phase, segment in stations[start:] if phase in mine and segment is kind)
    return later + ahead
