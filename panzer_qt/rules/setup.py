"""Starting positions: the state before set-up (3.1), the set-up steps (3.2), and hand-written situations."""

from __future__ import annotations

from panzer_qt.model.enums import Side
from panzer_qt.model.events import AirSuperiority, Event, UnitPlaced
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.situation import Situation
from panzer_qt.model.state import GameState, UnitState, UnitStatus
from panzer_qt.rules.context import Context
from panzer_qt.rules.scenario_check import check_situation
from panzer_qt.rules.sequence import acting_side, assumed_sequences


def initial_state(scenario: Scenario) -> GameState:
    """The state before set-up: units at their set-up hexes, reinforcements waiting, control per 3.1."""
    units = {
        spec.id: UnitState(
            hex=spec.setup_hex,
            steps=spec.max_steps,
            status=UnitStatus.ON_MAP if spec.setup_hex else UnitStatus.WAITING,
        )
        for spec in scenario.units
    }
    control = {h: Side.GERMAN for town in scenario.map.towns for h in town.hexes}
    control.update(scenario.setup.controlled_by)
    return GameState(
        units=units,
        control=control,
        kg={kg.id: None for kg in scenario.kg_markers},
        weather=scenario.tables.first_turn_weather,
    )


def set_up(ctx: Context) -> list[Event]:
    """Soviet units (3.2 step 1), the Soviet air roll (step 2), garrisons (step 3), German units (step 4)."""
    state, specs = ctx.state, ctx.board.specs

    def placed(units: list[str]) -> list[Event]:
        return [
            UnitPlaced(unit_id=uid, hex=hex_, steps=state.units[uid].steps, rule="3.2")
            for uid in units
            if state.units[uid].status is UnitStatus.ON_MAP and (hex_ := state.units[uid].hex) is not None
        ]

    soviet = sorted(u for u, s in specs.items() if s.side is Side.SOVIET)
    german = sorted(
        (u for u, s in specs.items() if s.side is Side.GERMAN),
        key=lambda u: (not specs[u].abilities.static_garrison, u),
    )
    return [*placed(soviet), *soviet_first_air(ctx), *placed(german), *ctx.report_vp()]


def soviet_first_air(ctx: Context) -> list[Event]:
    """Turn 1: the Soviet side has air superiority with one die of CAS markers (3.2, 5.2)."""
    roll, rolled = ctx.roll("Soviet turn-1 air superiority", "5.2")
    ctx.state.cas[Side.SOVIET] = roll
    return [rolled, AirSuperiority(side=Side.SOVIET, markers=roll, rule="5.2")]


def _check_track_and_captures(scenario: Scenario, situation: Situation) -> None:
    specs = {spec.id: spec for spec in scenario.units}
    for unit_id in situation.replacement_track:
        if not specs[unit_id].abilities.replaceable:
            raise ValueError(f"{unit_id} is no rifle corps: only they wait on the replacement track (11.1)")
        if unit_id in situation.units:
            raise ValueError(f"{unit_id} is both on the map and on the replacement track")
    fortified = {h for town in scenario.map.towns if town.fortified for h in town.hexes}
    for hid in situation.fortified_captured:
        if hid not in fortified:
            raise ValueError(f"{hid} is not a fortified locality, so it cannot have been captured (13.8.4)")


def situation_state(scenario: Scenario, situation: Situation) -> GameState:
    """The state of a hand-written position: the listed units placed, rifle corps on the replacement track,
    the rest waiting off the map.

    Raises ValueError for a position that does not fit the scenario (units or KG markers it does not
    have, hexes off its map) or that the rules cannot reach (a unit on the track that is no rifle corps,
    or also on the map; a captured hex that is no fortified locality).
    """
    problems = check_situation(scenario, situation)
    if problems:
        raise ValueError(f"the situation does not fit the scenario: {'; '.join(problems)}")
    _check_track_and_captures(scenario, situation)
    state = initial_state(scenario)
    for unit_id in state.units:
        placed = situation.units.get(unit_id)
        if unit_id in situation.replacement_track:
            returns = situation.replacement_track[unit_id]
            state.update_unit(unit_id, hex=None, status=UnitStatus.REPLACEMENT, steps=1, return_turn=returns)
        elif placed is None:
            state.update_unit(unit_id, hex=None, status=UnitStatus.WAITING)
        else:
            max_steps = scenario.unit(unit_id).max_steps
            steps = min(placed.steps or max_steps, max_steps)
            state.update_unit(unit_id, hex=placed.hex, status=UnitStatus.ON_MAP, steps=steps)
    state.kg.update(situation.kg)
    state.turn, state.phase, state.segment = situation.turn, situation.phase, situation.segment
    state.weather = situation.weather
    state.cas.update(situation.cas)
    state.fortified_captured = sorted(situation.fortified_captured)
    state.control.update({hid: Side.SOVIET for hid in situation.fortified_captured})
    state.control.update(situation.control)
    state.sequence = assumed_sequences(state.phase, state.segment, situation.sequence)
    state.acting = acting_side(state.phase)
    state.vp_exits, state.vp_eliminations = situation.vp_exits, situation.vp_eliminations
    return state
