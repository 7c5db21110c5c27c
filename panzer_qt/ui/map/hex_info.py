"""The hover explanation of a hex: terrain, costs, rivers, ZOC, supply / C&C, KG ranges, units. Qt-free."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QCoreApplication

from panzer_qt.model.enums import Side, Weather
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.rules.fog import stack_count
from panzer_qt.rules.game import Game
from panzer_qt.rules.grid import direction
from panzer_qt.rules.kg import KGRange
from panzer_qt.rules.stacking_limits import stack_fits
from panzer_qt.ui.translated import word

DIRECTIONS = ("N", "NE", "SE", "S", "SW", "NW")
SIDE_NAMES = {
    Side.GERMAN: QT_TRANSLATE_NOOP("HexInfo", "German"),
    Side.SOVIET: QT_TRANSLATE_NOOP("HexInfo", "Soviet"),
}
HEX_SETS = (
    ("soviet_supply", QT_TRANSLATE_NOOP("HexInfo", "Soviet supply source (8.2)")),
    ("german_cc", QT_TRANSLATE_NOOP("HexInfo", "German C&C source (9.2)")),
    ("soviet_exit", QT_TRANSLATE_NOOP("HexInfo", "Soviet exit hex (4.1)")),
    ("german_entry", QT_TRANSLATE_NOOP("HexInfo", "German entry hex (10.1)")),
    ("soviet_restricted", QT_TRANSLATE_NOOP("HexInfo", "inside the Soviet restriction zone (12.5)")),
)


@dataclass(frozen=True)
class HexFacts:
    """What the hover text needs, computed once per position for one viewer."""

    game: Game
    viewer: Side | None
    zoc: dict[Side, frozenset[str]]
    supplied: dict[Side, frozenset[str]]
    kg: dict[str, KGRange]
    units: dict[str, list[str]]
    over: frozenset[str] = frozenset()
    """Hexes whose stack, as far as the viewer sees it, breaks the stacking limits (6.0-6.2)."""

    @classmethod
    def of(cls, game: Game, viewer: Side | None, units: dict[str, list[str]] | None = None) -> HexFacts:
        """Gather the facts of the game's current state as ``viewer`` sees it (``units``: what it sees, if known)."""
        seen = game.visible_units(viewer) if units is None else units
        return cls(
            game=game,
            viewer=viewer,
            zoc={side: game.zoc(side) for side in Side},
            supplied={side: game.supply_hexes(side) for side in Side},
            kg=game.kg_ranges(),
            units=seen,
            over=over_stacked_seen(game, seen),
        )


def over_stacked_seen(game: Game, units: dict[str, list[str]]) -> frozenset[str]:
    """The hexes whose units seen (``units``: ids per hex) already break the stacking limits (6.0-6.2)."""
    return frozenset(hid for hid, ids in units.items() if not stack_fits(game.board, game.state, ids))


def as_tooltip(text: str) -> str:
    """Hover text as a tooltip that shows it as it is: names come from the scenario file, and a tooltip
    would otherwise read text that looks like markup (``<img src=...>``) as markup."""
    return (
        QCoreApplication.translate("HexInfo", "<p style='white-space:pre'>{text}</p>").format(text=escape(text))
        if text
        else ""
    )


def explain(facts: HexFacts, hid: str) -> str:
    """The lines of text that describe ``hid`` to the viewer (a warning right after the hex's name)."""
    if hid not in facts.game.board.grid:
        return ""
    lines = [_ground(facts, hid), *_over(facts, hid), _costs(facts, hid)]
    lines += _rivers(facts, hid) + _sets(facts, hid)
    lines.append(_zoc(facts, hid))
    lines += _supply(facts, hid) + _kg(facts, hid) + _units(facts, hid)
    return "\n".join(line for line in lines if line)


def _ground(facts: HexFacts, hid: str) -> str:
    board, state = facts.game.board, facts.game.state
    text = f"{hid}: {word(board.scenario.map.terrain_of(hid))}"
    town = board.towns.get(hid)
    if town is not None:
        fortified = town.fortified and hid not in state.fortified_captured
        kind = (
            QCoreApplication.translate("HexInfo", "fortified locality")
            if fortified
            else QCoreApplication.translate("HexInfo", "town")
        )
        owner = state.control.get(hid)
        held = (
            QCoreApplication.translate("HexInfo", ", held by the {side}s").format(
                side=QCoreApplication.translate("HexInfo", SIDE_NAMES[owner])
            )
            if owner
            else ""
        )
        text += f", {kind} {town.name}{held} (3.3)"
    return text


def _costs(facts: HexFacts, hid: str) -> str:
    tables = facts.game.scenario.tables
    effect = tables.terrain[facts.game.scenario.map.terrain_of(hid)]
    weather = word(facts.game.state.weather)
    shift = (
        QCoreApplication.translate("HexInfo", "; combat {shift:+d} column").format(shift=effect.combat_shift)
        if effect.combat_shift
        else ""
    )
    return QCoreApplication.translate(
        "HexInfo",
        "Entry: {mp_mechanized} MP mechanized, {mp_non_mechanized} MP non-mechanized in {weather} (12.2){shift}",
    ).format(
        mp_mechanized=effect.mp_mechanized, mp_non_mechanized=effect.mp_non_mechanized, weather=weather, shift=shift
    )


def _rivers(facts: HexFacts, hid: str) -> list[str]:
    board = facts.game.board
    found = []
    for other in board.grid.neighbors(hid):
        river = board.river_between(hid, other)
        if river is not None:
            major = QCoreApplication.translate("HexInfo", " (major)") if river.major else ""
            found.append(f"{DIRECTIONS[direction(hid, other)]} {river.name}{major}")
    if not found:
        return []
    return [QCoreApplication.translate("HexInfo", "River sides: ") + ", ".join(found) + "; " + _crossing(facts)]


def _crossing(facts: HexFacts) -> str:
    """What crossing a river costs now (12.3)."""
    if facts.game.scenario.options.river_flat_cost:
        cost = facts.game.scenario.tables.river_crossing.flat_cost
        return QCoreApplication.translate("HexInfo", "each crossing costs +{cost} MP (optional 12.3)").format(cost=cost)
    if facts.game.state.weather is Weather.FROST:
        return QCoreApplication.translate("HexInfo", "crossings are free in frost (12.3)")
    return QCoreApplication.translate(
        "HexInfo", "each crossing costs extra MP by a die roll, +1 on a major river (12.3)"
    )


def _sets(facts: HexFacts, hid: str) -> list[str]:
    sets = facts.game.scenario.map.hex_sets
    labels = [QCoreApplication.translate("HexInfo", label) for name, label in HEX_SETS if hid in getattr(sets, name)]
    return [label[0].upper() + label[1:] for label in labels]


def _zoc(facts: HexFacts, hid: str) -> str:
    sides = [QCoreApplication.translate("HexInfo", SIDE_NAMES[side]) for side in Side if hid in facts.zoc[side]]
    return (
        QCoreApplication.translate("HexInfo", "ZOC of: {sides} (7.0)").format(
            sides=QCoreApplication.translate("HexInfo", " and ").join(sides)
        )
        if sides
        else QCoreApplication.translate("HexInfo", "No ZOC (7.0)")
    )


def _supply(facts: HexFacts, hid: str) -> list[str]:
    soviet = (
        QCoreApplication.translate("HexInfo", "in supply")
        if hid in facts.supplied[Side.SOVIET]
        else QCoreApplication.translate("HexInfo", "OUT of supply")
    )
    german = (
        QCoreApplication.translate("HexInfo", "in C&C")
        if hid in facts.supplied[Side.GERMAN]
        else QCoreApplication.translate("HexInfo", "OUT of C&C")
    )
    return [
        QCoreApplication.translate(
            "HexInfo", "A Soviet unit here would be {soviet} (8.1); a German unit {german} (9.2)"
        ).format(soviet=soviet, german=german)
    ]


def _kg(facts: HexFacts, hid: str) -> list[str]:
    names = {kg.id: kg.name for kg in facts.game.scenario.kg_markers}
    lines = []
    for kg_id, kg_range in sorted(facts.kg.items()):
        name = names.get(kg_id, kg_id)
        if hid in kg_range.traffic:
            state = (
                QCoreApplication.translate("HexInfo", "active (12.4)")
                if kg_range.active
                else QCoreApplication.translate("HexInfo", "negated: {reason}").format(reason=kg_range.reason)
            )
            lines.append(
                QCoreApplication.translate("HexInfo", "{name} traffic range, {state}").format(name=name, state=state)
            )
        elif hid in kg_range.combat:
            lines.append(QCoreApplication.translate("HexInfo", "{name} combat range (13.4)").format(name=name))
    return lines


def _units(facts: HexFacts, hid: str) -> list[str]:
    ids = facts.units.get(hid, [])
    if not ids:
        return []
    board, state = facts.game.board, facts.game.state
    steps = QCoreApplication.translate("HexInfo", "{unit} ({steps}/{most} steps)")
    names = [
        steps.format(unit=board.specs[u].name, steps=state.units[u].steps, most=board.specs[u].max_steps) for u in ids
    ]
    hidden = stack_count(facts.game, hid) - len(ids)
    more = QCoreApplication.translate("HexInfo", " + {hidden} hidden (6.3)").format(hidden=hidden) if hidden > 0 else ""
    return [QCoreApplication.translate("HexInfo", "Units: ") + ", ".join(names) + more]


def over_limit(owner: Side, hid: str) -> str:
    """That ``owner``'s stack in ``hid`` is over the stacking limit and who will thin it, with the rule."""
    return QCoreApplication.translate(
        "HexInfo", "{hex} is over the limit: the {side} player will remove units (6.0)"
    ).format(hex=hid, side=QCoreApplication.translate("HexInfo", SIDE_NAMES[owner.enemy]))


def _over(facts: HexFacts, hid: str) -> list[str]:
    if hid not in facts.over:
        return []
    return [over_limit(facts.game.board.specs[facts.units[hid][0]].side, hid)]
