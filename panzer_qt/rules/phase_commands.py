"""Ending a phase or segment (EndPhase) and announcing the turn's sequence (ChooseSequence, 5.4)."""

from __future__ import annotations

from panzer_qt.model.commands import ChooseSequence, EndPhase
from panzer_qt.model.enums import Phase, Segment, Sequence, Side
from panzer_qt.model.events import Event, SequenceChosen
from panzer_qt.model.record import RecordStep
from panzer_qt.model.state import GameState, OverstackDecision
from panzer_qt.rules.context import Context
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.phases import run_until_player
from panzer_qt.rules.placement import check_setup_stacking, forfeit_reinforcements, record_setup
from panzer_qt.rules.stacking_limits import over_stacked, removal_choices
from panzer_qt.rules.stacks import stacks

ANNOUNCING = {Phase.SOVIET_1: Side.SOVIET, Phase.GERMAN_1: Side.GERMAN}
"""Phases whose first station is the side's move/fight announcement (5.4)."""


def _check_not_over(ctx: Context) -> None:
    if ctx.state.game_over:
        raise IllegalCommand("4.3", "the game is over")


def apply_end_phase(ctx: Context, command: EndPhase) -> list[Event]:
    """Close the current phase or segment and run on to the next decision."""
    _check_not_over(ctx)
    state = ctx.state
    if state.phase in ANNOUNCING and state.segment is Segment.NONE:
        raise IllegalCommand("5.4", "announce move/fight or fight/move first")
    events: list[Event] = []
    if state.phase is Phase.SETUP:
        check_setup_stacking(ctx)
        record_setup(ctx)
    elif state.phase is Phase.REINFORCEMENT:
        events += forfeit_reinforcements(ctx)
    elif state.segment is not Segment.NONE and _queue_overstack(ctx):
        return events
    return events + run_until_player(ctx)


def _queue_overstack(ctx: Context) -> bool:
    """At a segment's end, the opponent must thin out every over-stacked hex (6.0); True if any."""
    board, state = ctx.board, ctx.state
    hexes = over_stacked(board, state)
    where = stacks(board, state)
    for hid in hexes:
        ids = where[hid]
        owner = board.specs[ids[0]].side
        choices = removal_choices(board, state, ids)
        state.pending.append(OverstackDecision(side=owner.enemy, hex=hid, candidates=choices))
    return bool(hexes)


def resumed_end(steps: list[RecordStep], state: GameState) -> EndPhase | None:
    """The End Phase that goes on once the last over-stacked hex is thinned, else None.

    Removal happens at the end of the segment (6.0) the acting player asked to end: when the last command removed
    a unit and no decision is left, that end is given again (a step of its own, so records keep their steps).
    """
    last = steps[-1].command if steps else None
    if last is None or last.type != "remove_unit" or state.pending or state.game_over:
        return None
    return EndPhase()


def apply_choose_sequence(ctx: Context, command: ChooseSequence) -> list[Event]:
    """The acting side announces move/fight or fight/move for this turn (5.4, R23)."""
    _check_not_over(ctx)
    state = ctx.state
    side = ANNOUNCING.get(state.phase)
    if side is None or state.segment is not Segment.NONE:
        raise IllegalCommand("5.4", "the sequence is announced at the start of phase IV (Soviet) or VI (German)")
    if side is Side.SOVIET and state.turn == 1 and command.sequence is not Sequence.MOVE_FIGHT:
        raise IllegalCommand("5.4", "on turn 1 the Soviet side must move first, then fight")
    state.sequence[side] = command.sequence
    return [SequenceChosen(side=side, sequence=command.sequence, rule="5.4"), *run_until_player(ctx)]
