"""Moving through the turn: entering each station of the sequence and running the automatic phases.

``run_until_player`` steps from the current station to the next one that needs a player's decision, running
the weather (5.1), air (5.2), administrative (5.8) and skipped phases on the way and emitting
``PhaseStarted`` for each.
"""

from __future__ import annotations

from collections.abc import Callable

from panzer_qt.model.enums import Phase, Segment, Sequence, Side, Weather
from panzer_qt.model.events import (
    AirSuperiority,
    DiceRolled,
    Event,
    GameOver,
    KGDeployed,
    PhaseStarted,
    SequenceChosen,
    WeatherSet,
)
from panzer_qt.model.state import PhaseLog
from panzer_qt.rules.context import Context
from panzer_qt.rules.placement import replacement_hexes, waiting_reinforcements, waiting_replacements
from panzer_qt.rules.sequence import Station, acting_side, next_station
from panzer_qt.rules.victory import cut_off_towns, result_level

Entry = Callable[[Context], tuple[list[Event], bool]]
"""Runs on entering a station: its events, and whether a player must now act."""


def run_until_player(ctx: Context) -> list[Event]:
    """Leave the current station and enter stations until one needs a player (or the ctx ends)."""
    state = ctx.state
    events: list[Event] = []
    while not state.game_over:
        entered, needs_player = _enter(ctx, _following(ctx))
        events += entered
        if needs_player:
            break
    return events


def _following(ctx: Context) -> Station:
    """The next station; after the set-up or the administrative phase, the next turn's weather."""
    state = ctx.state
    if state.phase is Phase.SETUP:
        return Phase.WEATHER, Segment.NONE
    station = next_station((state.phase, state.segment), state.sequence)
    if station is None:
        state.turn += 1
        state.sequence = {}
        return Phase.WEATHER, Segment.NONE
    return station


def _enter(ctx: Context, station: Station) -> tuple[list[Event], bool]:
    state = ctx.state
    state.phase, state.segment = station
    state.acting = acting_side(state.phase)
    state.log = PhaseLog()
    state.revealed = []
    entry = _ENTRIES.get(state.phase) if state.segment is Segment.NONE else None
    events, needs_player = entry(ctx) if entry else ([], True)
    if not needs_player:
        state.acting = None
    started = PhaseStarted(turn=state.turn, phase=state.phase, segment=state.segment, acting=state.acting, rule="5.0")
    return [started, *events], needs_player


def _weather(ctx: Context) -> tuple[list[Event], bool]:
    state = ctx.state
    tables = ctx.scenario.tables
    if state.turn == 1:
        state.weather = tables.first_turn_weather
        return [WeatherSet(weather=state.weather, rule="5.1")], False
    roll, rolled = ctx.roll("weather", "5.1")
    state.weather = tables.weather[state.turn][roll - 1]
    return [rolled, WeatherSet(weather=state.weather, rule="14.1")], False


def _air(ctx: Context) -> tuple[list[Event], bool]:
    state = ctx.state
    if state.turn == 1:
        # The Soviet turn-1 roll happened during set-up (3.2 step 2); the markers are already in the state.
        return [], False
    state.cas = {Side.GERMAN: 0, Side.SOVIET: 0}
    if state.weather is Weather.STORM:
        return [AirSuperiority(side=None, markers=0, rule="5.1")], False
    events: list[Event] = []
    while True:
        dice = [ctx.die() for _ in range(4)]
        german, soviet = dice[0] + dice[1], dice[2] + dice[3]
        purpose = "air superiority: German 2d6 (the first two) vs Soviet 2d6 (the last two)"
        events.append(DiceRolled(purpose=purpose, dice=dice, rule="5.2"))
        if german != soviet:
            break
    side = Side.GERMAN if german > soviet else Side.SOVIET
    state.cas[side] = abs(german - soviet)
    events.append(AirSuperiority(side=side, markers=state.cas[side], rule="5.2"))
    return events, False


def _kg_deployment(ctx: Context) -> tuple[list[Event], bool]:
    markers = ctx.scenario.kg_markers
    return [], any(ctx.state.turn >= kg.deploy_from_turn for kg in markers)


def _soviet_announcement(ctx: Context) -> tuple[list[Event], bool]:
    if ctx.state.turn > 1:
        return [], True
    ctx.state.sequence[Side.SOVIET] = Sequence.MOVE_FIGHT
    return [SequenceChosen(side=Side.SOVIET, sequence=Sequence.MOVE_FIGHT, rule="5.4")], False


def _reinforcement(ctx: Context) -> tuple[list[Event], bool]:
    return [], bool(waiting_reinforcements(ctx))


def _replacement(ctx: Context) -> tuple[list[Event], bool]:
    return [], bool(waiting_replacements(ctx)) and bool(replacement_hexes(ctx))


def _administrative(ctx: Context) -> tuple[list[Event], bool]:
    state = ctx.state
    events: list[Event] = []
    for kg, hid in sorted(state.kg.items()):
        if hid is not None:
            state.kg[kg] = None
            events.append(KGDeployed(kg=kg, hex=None, rule="5.8"))
    state.cas = {Side.GERMAN: 0, Side.SOVIET: 0}
    if state.turn >= ctx.scenario.options.last_turn:
        events += _end_game(ctx)
    return events, False


def _end_game(ctx: Context) -> list[Event]:
    state = ctx.state
    state.vp_cut_off_towns = len(cut_off_towns(ctx.board, state)) * ctx.scenario.tables.victory.out_of_cc_town_vp
    events = ctx.report_vp()
    state.game_over = True
    state.result = result_level(ctx.board, state.vp)
    state.acting = None
    return [*events, GameOver(vp=state.vp, result=state.result, rule="4.3")]


_ENTRIES: dict[Phase, Entry] = {
    Phase.WEATHER: _weather,
    Phase.AIR: _air,
    Phase.KG_DEPLOYMENT: _kg_deployment,
    Phase.SOVIET_1: _soviet_announcement,
    Phase.REINFORCEMENT: _reinforcement,
    Phase.REPLACEMENT: _replacement,
    Phase.ADMINISTRATIVE: _administrative,
}
"""Station entries for segment NONE; a phase not listed (German announcement) always needs its player."""
