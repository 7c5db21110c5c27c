"""Odds of a combat: every factor and column shift with its source and rule (13.1-13.5, 13.8, R15-R18)."""

from __future__ import annotations

from math import ceil

from panzer_qt.model.enums import Side, Terrain, UnitSize
from panzer_qt.model.odds import Factor, OddsBreakdown, Shift
from panzer_qt.model.oob import StepValues
from panzer_qt.model.state import DeclaredCombat, GameState
from panzer_qt.rules.board import Board
from panzer_qt.rules.combat import crt
from panzer_qt.rules.combat.concentric import is_concentric
from panzer_qt.rules.stacks import stacks


def step_values(board: Board, state: GameState, unit_id: str) -> StepValues:
    """The factors of the step a unit is on now (full strength first)."""
    spec = board.specs[unit_id]
    return spec.steps[spec.max_steps - state.units[unit_id].steps]


def defenders(board: Board, state: GameState, combat: DeclaredCombat) -> list[str]:
    """The enemy units in the defended hex now (a unit retreated there joins later defences, 13.9)."""
    here = stacks(board, state).get(combat.defender_hex, ())
    return [u for u in here if board.specs[u].side is combat.side.enemy]


def attack_hexes(state: GameState, combat: DeclaredCombat) -> list[str]:
    """The hexes the attacking units attack from, sorted."""
    return sorted({h for u in combat.attacker_ids if (h := state.units[u].hex) is not None})


def clear_target(board: Board, combat: DeclaredCombat) -> bool:
    """Whether the defended hex counts as clear terrain (a town hex does not)."""
    hid = combat.defender_hex
    return hid not in board.towns and board.scenario.map.terrain_of(hid) is Terrain.CLEAR


def attack_factors(board: Board, state: GameState, combat: DeclaredCombat) -> list[Factor]:
    """Attackers after OOS halving, 3GM doubling and the artillery cap; then 18th AD support and CAS."""
    factors = [_attacker(board, state, combat, u) for u in combat.attacker_ids]
    factors = _cap_artillery(board, factors)
    if combat.support is not None:
        factors.append(_support(board, state, combat.support))
    if combat.cas:
        factors.append(Factor(source="cas", label="CAS", base=combat.cas, value=combat.cas, rule="13.3"))
    return factors


def _attacker(board: Board, state: GameState, combat: DeclaredCombat, unit_id: str) -> Factor:
    spec = board.specs[unit_id]
    base = step_values(board, state, unit_id).attack
    value, notes = base, []
    if unit_id in combat.out_of_supply:
        value = ceil(value / 2)
        notes.append("halved out of supply, rounded up (8.3)")
    if spec.abilities.doubled_vs_clear and clear_target(board, combat):
        value *= 2
        notes.append("doubled against clear terrain (13.2)")
    return Factor(source=unit_id, label=spec.name, base=base, value=value, notes=notes)


def _cap_artillery(board: Board, factors: list[Factor]) -> list[Factor]:
    """Soviet artillery may add no more than the non-artillery units' total (13.2)."""
    is_art = [board.specs[f.source].abilities.artillery for f in factors]
    room = sum(f.value for f, art in zip(factors, is_art, strict=True) if not art)
    capped = []
    for factor, art in zip(factors, is_art, strict=True):
        kept = factor
        if art and factor.value > room:
            note = f"capped at the non-artillery total (13.2): {factor.value} -> {room}"
            kept = factor.model_copy(update={"value": room, "notes": [*factor.notes, note]})
        if art:
            room -= kept.value
        capped.append(kept)
    return capped


def _support(board: Board, state: GameState, unit_id: str) -> Factor:
    value = step_values(board, state, unit_id).attack
    name = f"{board.specs[unit_id].name} (range-2 support)"
    return Factor(source=unit_id, label=name, base=value, value=value, rule="13.1")


def defence_factors(board: Board, state: GameState, combat: DeclaredCombat) -> list[Factor]:
    """Defending units, then the German defence's 18th AD support and CAS."""
    factors = []
    for unit_id in defenders(board, state, combat):
        value = step_values(board, state, unit_id).defence
        factors.append(Factor(source=unit_id, label=board.specs[unit_id].name, base=value, value=value))
    if combat.defence_support is not None:
        factors.append(_support(board, state, combat.defence_support))
    if combat.defence_cas:
        cas = combat.defence_cas
        factors.append(Factor(source="cas", label="CAS", base=cas, value=cas, rule="13.3"))
    return factors


def shifts(board: Board, state: GameState, combat: DeclaredCombat) -> list[Shift]:
    """Every column shift that applies, in the order the rulebook lists them."""
    found = [*_terrain_shifts(board, state, combat)]
    hexes = attack_hexes(state, combat)
    tables = board.scenario.tables
    target = combat.defender_hex
    if hexes and all(board.river_between(h, target) is not None for h in hexes):
        found.append(Shift(columns=tables.shifts.river, reason="every attacker across a river", rule="13.8.3"))
    if target not in board.towns and is_concentric(target, hexes):
        bonus = tables.shifts.concentric_german if combat.side is Side.GERMAN else tables.shifts.concentric_soviet
        found.append(Shift(columns=bonus, reason="concentric attack", rule="13.8.2", hexes=hexes))
    found.extend(_kg_shifts(board, state, combat))
    found.extend(_tiger_shifts(board, state, combat))
    return found


def _terrain_shifts(board: Board, state: GameState, combat: DeclaredCombat) -> list[Shift]:
    hid = combat.defender_hex
    town = board.towns.get(hid)
    effects = board.scenario.tables.town
    if town is not None and town.fortified and hid not in state.fortified_captured:
        german = combat.side is Side.SOVIET
        columns = effects.fortified_shift_german_defends if german else effects.fortified_shift_soviet_defends
        return [Shift(columns=columns, reason=f"fortified locality {town.name}", rule="13.8.4", hexes=[hid])]
    if town is not None:
        return [Shift(columns=effects.town_shift, reason=f"town {town.name}", rule="13.8.4", hexes=[hid])]
    terrain = board.scenario.map.terrain_of(hid)
    columns = board.scenario.tables.terrain[terrain].combat_shift
    if not columns:
        return []
    return [Shift(columns=columns, reason=f"defender in {terrain.value} terrain", rule="13.8.3", hexes=[hid])]


def _kg_shifts(board: Board, state: GameState, combat: DeclaredCombat) -> list[Shift]:
    bonus = board.scenario.tables.shifts.kg
    found = []
    for kg, sign, role in ((combat.kg, 1, "attack"), (combat.defence_kg, -1, "defence")):
        marker = state.kg.get(kg) if kg is not None else None
        if marker is not None:
            name = next((k.name for k in board.scenario.kg_markers if k.id == kg), kg)
            reason = f"{name} (in {marker}) supports the {role}"
            found.append(Shift(columns=sign * bonus, reason=reason, rule="13.4", hexes=[marker]))
    return found


def _tiger_shifts(board: Board, state: GameState, combat: DeclaredCombat) -> list[Shift]:
    bonus = board.scenario.tables.shifts.tiger
    found = []
    german_attacks = combat.side is Side.GERMAN
    german_units = combat.attacker_ids if german_attacks else defenders(board, state, combat)
    if _tiger_with_division(board, state, german_units):
        sign, role = (1, "attack") if german_attacks else (-1, "defence")
        found.append(Shift(columns=sign * bonus, reason=f"heavy panzers in the {role} with a division", rule="13.5"))
    return found


def _tiger_with_division(board: Board, state: GameState, unit_ids: list[str]) -> bool:
    """A heavy panzer battalion in the combat with a German division in its hex, whether or not the
    division takes part (13.5, R53)."""
    where = stacks(board, state)
    specs = board.specs
    tiger_hexes = {state.units[u].hex for u in unit_ids if specs[u].abilities.heavy_panzer}
    return any(
        specs[u].side is Side.GERMAN and specs[u].size is UnitSize.DIVISION
        for hid in tiger_hexes
        if hid is not None
        for u in where.get(hid, ())
    )


def breakdown(board: Board, state: GameState, combat: DeclaredCombat) -> OddsBreakdown:
    """The full odds calculation of a declared (or contemplated) combat."""
    tables = board.scenario.tables
    attack = attack_factors(board, state, combat)
    defence = defence_factors(board, state, combat)
    attack_total = sum(f.value for f in attack)
    defence_total = sum(f.value for f in defence)
    raw = crt.raw_column(attack_total, defence_total)
    found = shifts(board, state, combat)
    final = crt.shifted(raw, sum(s.columns for s in found))
    return OddsBreakdown(
        attack=attack,
        defence=defence,
        attack_total=attack_total,
        defence_total=defence_total,
        raw_column=raw,
        raw_label=crt.label(raw),
        shifts=found,
        final_column=final,
        final_label=crt.label(final),
        automatic=crt.automatic(tables, final),
        probabilities=crt.probabilities(tables, final),
    )
