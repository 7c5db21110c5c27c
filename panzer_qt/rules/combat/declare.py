"""Who may attack what, with which support (13.0-13.4, 5.5, 8.3, 2.7, RULINGS R10, R12, R19, R22, R54, R57)."""

from __future__ import annotations

from collections.abc import Sequence

from panzer_qt.model.commands import DeclareAttack, DefenceSupport
from panzer_qt.model.enums import Mobility, Phase, Segment, Side, UnitSize, Weather
from panzer_qt.model.state import DeclaredCombat, GameState, UnitStatus
from panzer_qt.rules.board import Board
from panzer_qt.rules.context import Position
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.grid import distance
from panzer_qt.rules.stacks import occupied
from panzer_qt.rules.supply import units_out_of_supply
from panzer_qt.rules.zoc import zoc_hexes

SECOND_WAVE = frozenset({Phase.GERMAN_MECH_1, Phase.GERMAN_MECH_2})
KG_RANGE = 2
SUPPORT_RANGE = 2


def combat_side(state: GameState) -> Side:
    """The side attacking now; only in the combat segment of a player phase (13.0)."""
    if state.segment is not Segment.COMBAT or state.acting is None:
        raise IllegalCommand("13.0", "attacks happen only in a combat phase")
    return state.acting


def check_attackers(pos: Position, unit_ids: Sequence[str], target: str) -> Side:
    """The attacking side, after checking every unit may attack ``target`` now (13.0, 5.5, 2.7, R19)."""
    side = combat_side(pos.state)
    if target not in pos.board.grid:
        raise IllegalCommand("13.0", "hex {target} is not on the map", target=target)
    if len(set(unit_ids)) != len(unit_ids):
        raise IllegalCommand("13.0", "a unit is listed twice; it attacks with its full strength once")
    for unit_id in unit_ids:
        _check_attacker(pos, side, unit_id, target)
    return side


def _check_attacker(pos: Position, side: Side, unit_id: str, target: str) -> None:
    state, spec = pos.state, pos.board.specs.get(unit_id)
    if spec is None:
        raise IllegalCommand("13.0", "there is no unit {unit}", unit=unit_id)
    unit = state.units[unit_id]
    if spec.side is not side or unit.status is not UnitStatus.ON_MAP or unit.hex is None:
        raise IllegalCommand("13.0", "{unit} is not a {side} unit on the map", unit=spec.name, side=side)
    if spec.abilities.static_garrison:
        raise IllegalCommand("2.7", "{unit} is a static garrison and never attacks", unit=spec.name)
    if unit_id in state.log.attacked:
        raise IllegalCommand("13.0", "{unit} has already attacked in this phase", unit=spec.name)
    if spec.abilities.range2_support and state.log.support_used:
        raise IllegalCommand("13.1", "{unit} has given its support in this phase and cannot attack too", unit=spec.name)
    if state.phase in SECOND_WAVE and spec.mobility is not Mobility.MECHANIZED:
        raise IllegalCommand("5.5", "only mechanized units attack in a 2nd wave phase, not {unit}", unit=spec.name)
    if distance(unit.hex, target) != 1:
        raise IllegalCommand(
            "13.0", "{unit} in {hex} is not adjacent to {target}", unit=spec.name, hex=unit.hex, target=target
        )


def check_declaration(pos: Position, command: DeclareAttack) -> DeclaredCombat:
    """The combat a declaration sets up, or ``IllegalCommand`` naming the rule it breaks."""
    board, state, target = pos.board, pos.state, command.defender_hex
    side = check_attackers(pos, command.attacker_ids, target)
    if target not in occupied(board, state, side.enemy):
        raise IllegalCommand("13.0", "hex {target} holds no enemy unit to attack", target=target)
    out_of_supply = _soviet_supply(pos, command) if side is Side.SOVIET else []
    check_cas(state, side, command.cas)
    if side is Side.SOVIET and (command.kg is not None or command.support is not None):
        raise IllegalCommand("13.4", "only German attacks get KG or 18th AD support")
    if command.kg is not None:
        check_kg(state, command.kg, target)
    if command.support is not None:
        check_support(pos, command.support, target, command.attacker_ids)
    return DeclaredCombat(
        side=side,
        attacker_ids=list(command.attacker_ids),
        defender_hex=target,
        cas=command.cas,
        kg=command.kg,
        support=command.support,
        out_of_supply=out_of_supply,
        defence_answered=side is Side.GERMAN,
    )


def _soviet_supply(pos: Position, command: DeclareAttack) -> list[str]:
    """Soviet attackers out of supply now (R7); artillery needs supply and a non-artillery unit with it."""
    board, state = pos.board, pos.state
    if command.defender_hex in board.soviet_restricted:
        raise IllegalCommand(
            "12.5", "Soviet units may not attack into the restricted hex {hex}", hex=command.defender_hex
        )
    out = units_out_of_supply(board, state, Side.SOVIET, command.attacker_ids)
    for unit_id in command.attacker_ids:
        spec = board.specs[unit_id]
        support_arm = spec.abilities.artillery or spec.size is UnitSize.ARMY_SUPPORT
        if support_arm and unit_id in out:
            raise IllegalCommand("8.3", "{unit} is out of supply and may not attack", unit=spec.name)
        if spec.abilities.artillery and not _with_non_artillery(board, state, unit_id):
            raise IllegalCommand("13.2", "{unit} attacks only when stacked with a non-artillery unit", unit=spec.name)
    return out


def _with_non_artillery(board: Board, state: GameState, unit_id: str) -> bool:
    here = state.units[unit_id].hex
    return any(
        u.hex == here and u.status is UnitStatus.ON_MAP and not board.specs[o].abilities.artillery
        for o, u in state.units.items()
        if board.specs[o].side is Side.SOVIET
    )


def check_cas(state: GameState, side: Side, cas: int) -> None:
    """CAS markers: only the side holding them, never in Storm (13.3, R22)."""
    if not cas:
        return
    if state.weather is Weather.STORM:
        raise IllegalCommand("13.3", "no CAS may fly in Storm")
    if cas > state.cas.get(side, 0):
        raise IllegalCommand(
            "13.3",
            "the {side} side has {markers} CAS markers, not {cas}",
            side=side,
            markers=state.cas.get(side, 0),
            cas=cas,
        )


def check_kg(state: GameState, kg: str, target: str) -> None:
    """A placed KG within two hexes of the combat hex, unused in this phase (13.4, R10)."""
    marker = state.kg.get(kg)
    if marker is None:
        raise IllegalCommand("13.4", "KG {kg} is not on the map", kg=kg)
    if distance(marker, target) > KG_RANGE:
        raise IllegalCommand(
            "13.4",
            "KG {kg} in {marker} is more than {most} hexes from {target}",
            kg=kg,
            marker=marker,
            most=KG_RANGE,
            target=target,
        )
    if kg in state.log.kg_used:
        raise IllegalCommand("13.4", "KG {kg} has already supported a combat in this phase", kg=kg)


def check_support(
    pos: Position, unit_id: str, target: str, attackers: Sequence[str], *, defending: bool = False
) -> None:
    """The 18th AD's range-2 support, once per phase (13.1), to a hex one or two hexes away, never its own
    (R57): for an attack, not next to a Soviet unit nor in a Soviet ZOC; for a defence, only not in a
    Soviet ZOC, so in Storm it may support one next to a Soviet unit (R54)."""
    board, state = pos.board, pos.state
    spec = board.specs.get(unit_id)
    unit = state.units.get(unit_id)
    if spec is None or unit is None or not spec.abilities.range2_support or unit.hex is None:
        raise IllegalCommand("13.1", "{unit} is not a range-2 support unit on the map", unit=unit_id)
    if state.log.support_used:
        raise IllegalCommand("13.1", "{unit} has already given its support in this phase", unit=spec.name)
    if unit_id in attackers or unit_id in state.log.attacked:
        raise IllegalCommand("13.0", "{unit} fights in one combat only", unit=spec.name)
    if unit.hex == target:
        raise IllegalCommand(
            "13.1",
            "{unit} is in {target}: it defends there with its defence factor and supports only hexes one or two "
            "hexes away (a unit fights in one combat only)",
            unit=spec.name,
            target=target,
        )
    if distance(unit.hex, target) > SUPPORT_RANGE:
        raise IllegalCommand(
            "13.1",
            "{unit} in {hex} is more than {most} hexes from {target}",
            unit=spec.name,
            hex=unit.hex,
            most=SUPPORT_RANGE,
            target=target,
        )
    if unit.hex in zoc_hexes(board, state, Side.SOVIET):
        raise IllegalCommand("13.1", "{unit} is in a Soviet ZOC and cannot support", unit=spec.name)
    soviets = occupied(board, state, Side.SOVIET)
    if not defending and any(n in soviets for n in board.grid.neighbors(unit.hex)):
        raise IllegalCommand("13.1", "{unit} is next to a Soviet unit and cannot support an attack", unit=spec.name)


def check_defence(pos: Position, combat: DeclaredCombat, command: DefenceSupport) -> None:
    """The German answer to a Soviet attack: CAS, a KG and the 18th AD (13.1, 13.3, 13.4)."""
    if combat.side is not Side.SOVIET or combat.defence_answered:
        raise IllegalCommand("13.3", "defensive support is given once, against a Soviet attack")
    check_cas(pos.state, Side.GERMAN, command.cas)
    if command.kg is not None:
        check_kg(pos.state, command.kg, combat.defender_hex)
    if command.support is not None:
        check_support(pos, command.support, combat.defender_hex, [], defending=True)
