"""Putting units and markers on the map: German set-up (3.2), KG deployment (5.3), German
reinforcements (10.1) and Soviet rifle-corps replacements (11.2).

The ``*_hexes`` functions list where a placement is legal now; the UI highlights them.
"""

from __future__ import annotations

from panzer_qt.model.commands import DeployKG, DeployUnit, PlaceReinforcement, PlaceReplacement
from panzer_qt.model.enums import Phase, Side
from panzer_qt.model.events import Event, KGDeployed, UnitForfeited, UnitPlaced
from panzer_qt.model.state import UnitStatus
from panzer_qt.rules.context import Context, Position
from panzer_qt.rules.control import claim
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.stacking_limits import over_stacked, stack_fits
from panzer_qt.rules.stacks import occupied, stacks
from panzer_qt.rules.supply import supply_net
from panzer_qt.rules.zoc import zoc_hexes


def _require_phase(pos: Position, phase: Phase, refusal: IllegalCommand) -> None:
    if pos.state.phase is not phase:
        raise refusal


def _fits_with(pos: Position, unit_id: str, hid: str) -> bool:
    here = stacks(pos.board, pos.state).get(hid, ())
    return stack_fits(pos.board, pos.state, [*here, unit_id])


def _place(ctx: Context, unit_id: str, hid: str, rule: str) -> list[Event]:
    unit = ctx.state.update_unit(unit_id, hex=hid, status=UnitStatus.ON_MAP)
    side = ctx.board.specs[unit_id].side
    return [
        UnitPlaced(unit_id=unit_id, hex=hid, steps=unit.steps, rule=rule),
        *claim(ctx.board, ctx.state, hid, side),
    ]


def deploy_hexes(pos: Position, unit_id: str) -> list[str]:
    """Where a German unit may set up: in or next to its printed hex, or exactly there (3.2)."""
    spec = pos.board.specs[unit_id]
    if spec.side is not Side.GERMAN or spec.setup_hex is None or spec.abilities.static_garrison:
        return []
    if spec.abilities.exact_setup:
        return [spec.setup_hex]
    soviet = occupied(pos.board, pos.state, Side.SOVIET)
    return [h for h in pos.board.grid.within(spec.setup_hex, 1) if h not in soviet]


def apply_deploy_unit(ctx: Context, command: DeployUnit) -> list[Event]:
    """Set a German unit up in or next to its hex (3.2 step 4)."""
    _require_phase(ctx, Phase.SETUP, IllegalCommand("3.2", "German units set up only in the setup phase"))
    spec = ctx.board.specs.get(command.unit_id)
    if spec is None or spec.side is not Side.GERMAN or spec.setup_hex is None:
        raise IllegalCommand("3.2", "{unit_id} is not a German unit with a set-up hex", unit_id=command.unit_id)
    if spec.abilities.static_garrison:
        raise IllegalCommand(
            "3.2", "{unit} is a garrison and sets up exactly in {setup_hex}", unit=spec.name, setup_hex=spec.setup_hex
        )
    if command.hex not in deploy_hexes(ctx, command.unit_id):
        if spec.abilities.exact_setup:
            raise IllegalCommand(
                "3.2",
                "{unit} must set up exactly in {setup_hex}, not {hex}",
                unit=spec.name,
                setup_hex=spec.setup_hex,
                hex=command.hex,
            )
        raise IllegalCommand(
            "3.2",
            "{unit} must set up in or adjacent to {setup_hex}, not {hex}",
            unit=spec.name,
            setup_hex=spec.setup_hex,
            hex=command.hex,
        )
    return _place(ctx, command.unit_id, command.hex, "3.2")


def check_setup_stacking(pos: Position) -> None:
    """Refuse to end the set-up while a German hex holds more than the limit (6.1)."""
    where = stacks(pos.board, pos.state)
    for hid in over_stacked(pos.board, pos.state):
        if pos.board.specs[where[hid][0]].side is Side.GERMAN:
            limit = pos.board.scenario.tables.stacking.german_steps
            raise IllegalCommand("6.1", "hex {hid} holds more than {limit} German steps", hid=hid, limit=limit)


def record_setup(ctx: Context) -> None:
    """Note where each German unit stands as the set-up ends: the stand-fast order binds by it (3.2.6)."""
    state, specs = ctx.state, ctx.board.specs
    state.set_up_in = {
        uid: unit.hex
        for uid, unit in state.units.items()
        if specs[uid].side is Side.GERMAN and unit.status is UnitStatus.ON_MAP and unit.hex is not None
    }


def kg_hexes(pos: Position, kg: str) -> list[str]:
    """Where a KG marker may go now: any hex without another KG (5.3)."""
    taken = {h for other, h in pos.state.kg.items() if h is not None and other != kg}
    return [h for h in pos.board.grid.hexes if h not in taken]


def apply_deploy_kg(ctx: Context, command: DeployKG) -> list[Event]:
    """Place (or move again, within the phase) a KG marker (5.3, 10.2)."""
    _require_phase(
        ctx, Phase.KG_DEPLOYMENT, IllegalCommand("5.3", "KG markers are deployed only in the kg deployment phase")
    )
    spec = next((k for k in ctx.scenario.kg_markers if k.id == command.kg), None)
    if spec is None:
        raise IllegalCommand("5.3", "there is no KG marker {kg!r}", kg=command.kg)
    if ctx.state.turn < spec.deploy_from_turn:
        raise IllegalCommand(
            "5.3", "{unit} may be deployed from turn {turn}", unit=spec.name, turn=spec.deploy_from_turn
        )
    if command.hex not in ctx.board.grid:
        raise IllegalCommand("5.3", "hex {hex} is not on the map", hex=command.hex)
    if command.hex not in kg_hexes(ctx, command.kg):
        raise IllegalCommand("5.3", "hex {hex} already holds a KG marker", hex=command.hex)
    ctx.state.kg[command.kg] = command.hex
    return [KGDeployed(kg=command.kg, hex=command.hex, rule="5.3")]


def waiting_reinforcements(pos: Position) -> list[str]:
    """German units due this turn and not yet placed (10.1)."""
    state = pos.state
    return [
        uid
        for uid, spec in pos.board.specs.items()
        if spec.side is Side.GERMAN
        and spec.arrival_turn == state.turn
        and state.units[uid].status is UnitStatus.WAITING
    ]


def reinforcement_hexes(pos: Position, unit_id: str) -> list[str]:
    """Entry hexes open to a reinforcement (10.1, R55): free of Soviet units; an edge entry hex only while
    it is a usable C&C source, outside any Soviet ZOC; a town entry (Ternopol) only while German controlled
    with a C&C line, in a Soviet ZOC or not. The stack must still fit (6.1)."""
    board, state = pos.board, pos.state
    soviet = occupied(board, state, Side.SOVIET)
    ezoc = zoc_hexes(board, state, Side.SOVIET)
    net = supply_net(board, state, Side.GERMAN)
    legal = []
    for hid in sorted(board.german_entry):
        if hid in soviet or not _fits_with(pos, unit_id, hid):
            continue
        if hid in board.towns:
            if state.control.get(hid) is not Side.GERMAN or not net.status_of_hex(hid).in_supply:
                continue
        elif hid in ezoc:
            continue
        legal.append(hid)
    return legal


def apply_place_reinforcement(ctx: Context, command: PlaceReinforcement) -> list[Event]:
    """Put an arriving German unit on an entry hex at no MP cost (10.1)."""
    _require_phase(
        ctx, Phase.REINFORCEMENT, IllegalCommand("10.1", "reinforcements are placed only in the reinforcement phase")
    )
    if command.unit_id not in waiting_reinforcements(ctx):
        raise IllegalCommand(
            "10.1", "{unit_id} is not a reinforcement due on turn {turn}", unit_id=command.unit_id, turn=ctx.state.turn
        )
    if command.hex not in reinforcement_hexes(ctx, command.unit_id):
        raise IllegalCommand("10.1", "{unit_id} cannot enter at {hex}", unit_id=command.unit_id, hex=command.hex)
    return _place(ctx, command.unit_id, command.hex, "10.1")


def forfeit_reinforcements(ctx: Context) -> list[Event]:
    """Reinforcements not placed by the end of their phase are lost (10.1)."""
    events: list[Event] = []
    for uid in waiting_reinforcements(ctx):
        ctx.state.update_unit(uid, status=UnitStatus.FORFEITED)
        events.append(UnitForfeited(unit_id=uid, rule="10.1"))
    return events


def waiting_replacements(pos: Position) -> list[str]:
    """Eliminated rifle corps whose turn to return has come (11.1)."""
    state = pos.state
    return [
        uid
        for uid, unit in state.units.items()
        if unit.status is UnitStatus.REPLACEMENT and unit.return_turn is not None and unit.return_turn <= state.turn
    ]


def replacement_hexes(pos: Position) -> list[str]:
    """Soviet-controlled, in-supply town and fortified-locality hexes free of German ZOC, one unit each
    per phase (11.2)."""
    board, state = pos.board, pos.state
    ezoc = zoc_hexes(board, state, Side.GERMAN)
    net = supply_net(board, state, Side.SOVIET)
    used = {state.units[uid].hex for uid in state.log.moved}
    return [
        hid
        for hid in sorted(board.towns)
        if state.control.get(hid) is Side.SOVIET
        and hid not in ezoc
        and hid not in used
        and net.status_of_hex(hid).in_supply
    ]


def apply_place_replacement(ctx: Context, command: PlaceReplacement) -> list[Event]:
    """Bring a reduced rifle corps back (11.2)."""
    _require_phase(
        ctx, Phase.REPLACEMENT, IllegalCommand("11.2", "replacements are placed only in the replacement phase")
    )
    if command.unit_id not in waiting_replacements(ctx):
        raise IllegalCommand("11.2", "{unit_id} is not a rifle corps ready to return", unit_id=command.unit_id)
    if command.hex not in replacement_hexes(ctx) or not _fits_with(ctx, command.unit_id, command.hex):
        raise IllegalCommand("11.2", "a replacement cannot be placed in {hex}", hex=command.hex)
    ctx.state.log.moved.append(command.unit_id)
    ctx.state.update_unit(command.unit_id, steps=1)
    return _place(ctx, command.unit_id, command.hex, "11.2")
