"""Events in plain words with their rule numbers, and the hexes each one concerns (Qt-free)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from panzer_qt.model.enums import Phase, Segment, Sequence, Side
from panzer_qt.model.events import (
    Advanced,
    AirSuperiority,
    AttackDeclared,
    CasCommitted,
    CombatResolved,
    ControlChanged,
    DefenceSupported,
    DiceRolled,
    Event,
    GameOver,
    KGDeployed,
    MoveStopped,
    OddsComputed,
    PhaseStarted,
    RetreatBlocked,
    Retreated,
    RetreatIgnored,
    RiverCrossed,
    SequenceChosen,
    StepLost,
    TopChosen,
    UnitEliminated,
    UnitExited,
    UnitForfeited,
    UnitMoved,
    UnitPlaced,
    VPScored,
    WeatherSet,
)
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.rules.sequence import PHASE_NUMERALS
from panzer_qt.ui.translated import capitalized, engine_text, word

PHASE_NAMES: dict[Phase, str] = {
    Phase.SETUP: QT_TRANSLATE_NOOP("EventText", "German set-up"),
    Phase.WEATHER: QT_TRANSLATE_NOOP("EventText", "Weather and ground"),
    Phase.AIR: QT_TRANSLATE_NOOP("EventText", "Air"),
    Phase.KG_DEPLOYMENT: QT_TRANSLATE_NOOP("EventText", "Korpsgruppe deployment"),
    Phase.SOVIET_1: QT_TRANSLATE_NOOP("EventText", "Soviet 1st phase"),
    Phase.SOVIET_2: QT_TRANSLATE_NOOP("EventText", "Soviet 2nd phase"),
    Phase.GERMAN_1: QT_TRANSLATE_NOOP("EventText", "German 1st phase"),
    Phase.GERMAN_MECH_1: QT_TRANSLATE_NOOP("EventText", "German 1st mechanized combat"),
    Phase.GERMAN_2: QT_TRANSLATE_NOOP("EventText", "German 2nd wave phase"),
    Phase.GERMAN_MECH_2: QT_TRANSLATE_NOOP("EventText", "German 2nd wave mechanized combat"),
    Phase.REINFORCEMENT: QT_TRANSLATE_NOOP("EventText", "German reinforcements"),
    Phase.REPLACEMENT: QT_TRANSLATE_NOOP("EventText", "Soviet replacements"),
    Phase.ADMINISTRATIVE: QT_TRANSLATE_NOOP("EventText", "Administration"),
}
"""Short names of the phases of the turn sequence (5.0), marked for translation."""

SEQUENCE_WORDS = {
    Sequence.MOVE_FIGHT: QT_TRANSLATE_NOOP("EventText", "move, then fight; in the second phase fight, then move"),
    Sequence.FIGHT_MOVE: QT_TRANSLATE_NOOP("EventText", "fight, then move; in the second phase move, then fight"),
}
"""One announcement fixes both of a side's phases, the second mirroring the first (5.4, R51)."""


def phase_name(phase: Phase) -> str:
    """The phase's short name in the reader's language."""
    return QCoreApplication.translate("EventText", PHASE_NAMES[phase])


def sequence_words(sequence: Sequence) -> str:
    """What announcing the sequence means, in the reader's language."""
    return QCoreApplication.translate("EventText", SEQUENCE_WORDS[sequence])


def phase_title(phase: Phase, segment: Segment = Segment.NONE) -> str:
    """E.g. "VI German 1st phase - movement"."""
    numeral = PHASE_NUMERALS[phase]
    title = f"{numeral} {phase_name(phase)}" if numeral else phase_name(phase)
    only_combat = phase in (Phase.GERMAN_MECH_1, Phase.GERMAN_MECH_2)
    return title if segment is Segment.NONE or only_combat else f"{title} - {word(segment)}"


def side_name(side: Side | None) -> str:
    """The side's name for display, or "nobody"."""
    return word(side) if side is not None else QCoreApplication.translate("EventText", "nobody")


def scenario_names(scenario: Scenario) -> dict[str, str]:
    """The names of a scenario's units and KG markers by id, for the log."""
    return {u.id: u.name for u in scenario.units} | {k.id: k.name for k in scenario.kg_markers}


class EventText:
    """Turns events into sentences, naming units by their scenario names.

    ``masked`` tells which units the reader may not know by name: enemy stacks moving, and enemy units
    placed (set-up, reinforcements, replacements), under fog of war are then told by their size only
    (6.3, RULINGS R26). The templates are translated (context "EventText"); the names, hexes, rule numbers
    and the engine's own reasons are put in as they are.
    """

    def __init__(self, names: Mapping[str, str]) -> None:
        self.names = names
        self.masked: Callable[[str], bool] = lambda _unit_id: False
        self._texts: dict[type[Any], Callable[[Any], str]] = {
            DiceRolled: self._dice,
            PhaseStarted: lambda e: QCoreApplication.translate("EventText", "Turn {turn}: {phase}").format(
                turn=e.turn, phase=phase_title(e.phase, e.segment)
            ),
            WeatherSet: lambda e: QCoreApplication.translate("EventText", "Weather: {weather}").format(
                weather=capitalized(e.weather)
            ),
            AirSuperiority: self._air,
            SequenceChosen: lambda e: QCoreApplication.translate("EventText", "{side} player will {sequence}").format(
                side=side_name(e.side), sequence=sequence_words(e.sequence)
            ),
            UnitMoved: lambda e: QCoreApplication.translate(
                "EventText", "{units} {from_hex} -> {to_hex}: {mp} MP, {left} left"
            ).format(units=self.movers(e.unit_ids), from_hex=e.from_hex, to_hex=e.to_hex, mp=e.mp, left=e.mp_left),
            RiverCrossed: lambda e: self.act(
                e.unit_ids,
                QCoreApplication.translate("EventText", "{units} crosses the {river} ({from_hex}-{to_hex}): {cost} MP"),
                QCoreApplication.translate("EventText", "{units} cross the {river} ({from_hex}-{to_hex}): {cost} MP"),
                river=e.river,
                from_hex=e.from_hex,
                to_hex=e.to_hex,
                cost=e.cost,
            ),
            MoveStopped: lambda e: self.act(
                e.unit_ids,
                QCoreApplication.translate("EventText", "{units} stops in {hex}: {reason}"),
                QCoreApplication.translate("EventText", "{units} stop in {hex}: {reason}"),
                hex=e.hex,
                reason=engine_text(e.reason),
            ),
            UnitExited: lambda e: self.act(
                e.unit_ids,
                QCoreApplication.translate("EventText", "{units} leaves the map from {hex}"),
                QCoreApplication.translate("EventText", "{units} leave the map from {hex}"),
                masked=False,
                hex=e.hex,
            ),
            ControlChanged: lambda e: QCoreApplication.translate(
                "EventText", "{hex} now controlled by the {side} side"
            ).format(hex=e.hex, side=side_name(e.side)),
            UnitPlaced: self._placed,
            UnitForfeited: lambda e: QCoreApplication.translate(
                "EventText", "{units} was not placed and is lost"
            ).format(units=self.movers([e.unit_id])),
            KGDeployed: lambda e: (
                QCoreApplication.translate("EventText", "{kg} placed in {hex}")
                if e.hex
                else QCoreApplication.translate("EventText", "{kg} removed from the map")
            ).format(kg=self.unit(e.kg), hex=e.hex),
            TopChosen: lambda e: QCoreApplication.translate("EventText", "{side} stack in {hex}: {unit} on top").format(
                side=side_name(e.side), hex=e.hex, unit=self.unit(e.unit_id)
            ),
            AttackDeclared: lambda e: self.act(
                e.attacker_ids,
                QCoreApplication.translate("EventText", "{units} attacks {hex}; defenders revealed: {defenders}"),
                QCoreApplication.translate("EventText", "{units} attack {hex}; defenders revealed: {defenders}"),
                masked=False,
                hex=e.defender_hex,
                defenders=self.units(e.defender_ids),
            ),
            DefenceSupported: self._defence,
            RetreatBlocked: lambda e: QCoreApplication.translate(
                "EventText", "{unit} cannot retreat from {hex}"
            ).format(unit=self.unit(e.unit_id), hex=e.hex),
            CasCommitted: lambda e: QCoreApplication.translate(
                "EventText", "{side} CAS for the combat at {hex}: +{markers}, {total} in all"
            ).format(side=side_name(e.side), hex=e.defender_hex, markers=e.markers, total=e.total),
            RetreatIgnored: lambda e: QCoreApplication.translate(
                "EventText", "The retreat is ignored: the defenders of {hex} hold {town}"
            ).format(hex=e.defender_hex, town=e.town),
            OddsComputed: lambda e: QCoreApplication.translate(
                "EventText", "Odds at {hex}: {attack} to {defence}, {raw} -> column {final}"
            ).format(
                hex=e.defender_hex,
                attack=e.breakdown.attack_total,
                defence=e.breakdown.defence_total,
                raw=e.breakdown.raw_label,
                final=e.breakdown.final_label,
            ),
            CombatResolved: self._combat,
            StepLost: lambda e: QCoreApplication.translate("EventText", "{unit} loses a step ({left} left)").format(
                unit=self.unit(e.unit_id), left=e.steps_left
            ),
            UnitEliminated: self._eliminated,
            Retreated: lambda e: QCoreApplication.translate(
                "EventText", "{unit} retreats {from_hex} -> {to_hex}"
            ).format(unit=self.unit(e.unit_id), from_hex=e.from_hex, to_hex=e.to_hex),
            Advanced: lambda e: self.act(
                e.unit_ids,
                QCoreApplication.translate("EventText", "{units} advances into {hex}"),
                QCoreApplication.translate("EventText", "{units} advance into {hex}"),
                masked=False,
                hex=e.to_hex,
            ),
            VPScored: lambda e: QCoreApplication.translate(
                "EventText", "Soviet VP {points:+d} ({reason}): total {total}"
            ).format(points=e.points, reason=engine_text(e.reason), total=e.total),
            GameOver: lambda e: QCoreApplication.translate(
                "EventText", "Game over with {vp} Soviet VP: {result}"
            ).format(vp=e.vp, result=engine_text(e.result)),
        }

    def unit(self, unit_id: str) -> str:
        """A unit's or KG marker's name (its id if unknown)."""
        return self.names.get(unit_id, unit_id)

    def units(self, unit_ids: list[str]) -> str:
        """Names joined with commas ("none" for an empty list)."""
        return ", ".join(self.unit(u) for u in unit_ids) or QCoreApplication.translate("EventText", "none")

    def movers(self, unit_ids: list[str]) -> str:
        """The names of moving units, or only their number when they are a masked enemy stack."""
        if unit_ids and all(self.masked(u) for u in unit_ids):
            if len(unit_ids) == 1:
                return QCoreApplication.translate("EventText", "an enemy unit")
            return QCoreApplication.translate("EventText", "an enemy stack of {count}").format(count=len(unit_ids))
        return self.units(unit_ids)

    def act(self, unit_ids: list[str], one: str, many: str, masked: bool = True, **fields: object) -> str:
        """``one`` or ``many`` (templates with ``{units}``), agreeing with the units, filled in: "9 Mech stops
        in 2120" (the units masked as ``movers`` does, if ``masked``; a masked stack is one subject)."""
        single = len(unit_ids) == 1 or (masked and all(self.masked(u) for u in unit_ids))
        who = self.movers(unit_ids) if masked else self.units(unit_ids)
        return (one if single else many).format(units=who, **fields)

    def __call__(self, event: Event) -> str:
        """The event in words, ending with its rule number in brackets."""
        text = self._texts[type(event)](event)
        return f"{text} ({event.rule})" if event.rule else text

    def _dice(self, e: DiceRolled) -> str:
        purpose = engine_text(e.purpose)
        return QCoreApplication.translate("EventText", "{purpose}: die {dice}{modifier}").format(
            purpose=purpose[:1].upper() + purpose[1:],
            dice=", ".join(str(d) for d in e.dice),
            modifier=f" {e.modifier:+d}" if e.modifier else "",
        )

    def _air(self, e: AirSuperiority) -> str:
        if e.side is None:
            return QCoreApplication.translate("EventText", "No air superiority this turn")
        markers = e.markers
        text = QCoreApplication.translate("EventText", "{side} air superiority: %n CAS marker(s)", None, markers)
        return text.format(side=side_name(e.side))

    def _placed(self, e: UnitPlaced) -> str:
        """A placement; an enemy unit placed under fog is told without its name or strength (6.3, R26)."""
        if self.masked(e.unit_id):
            return QCoreApplication.translate("EventText", "{units} placed in {hex}").format(
                units=self.movers([e.unit_id]), hex=e.hex
            )
        steps = e.steps
        text = QCoreApplication.translate("EventText", "{unit} placed in {hex} (%n step(s))", None, steps)
        return text.format(unit=self.unit(e.unit_id), hex=e.hex)

    def _defence(self, e: DefenceSupported) -> str:
        parts = [QCoreApplication.translate("EventText", "{cas} CAS").format(cas=e.cas)] if e.cas else []
        parts += [self.unit(e.kg)] if e.kg else []
        parts += [self.unit(e.support)] if e.support else []
        if not parts:
            return QCoreApplication.translate("EventText", "German defence of {hex}: no support committed").format(
                hex=e.defender_hex
            )
        return QCoreApplication.translate("EventText", "German defence of {hex} supported by {support}").format(
            hex=e.defender_hex, support=", ".join(parts)
        )

    def _combat(self, e: CombatResolved) -> str:
        roll = (
            QCoreApplication.translate("EventText", "die {roll}").format(roll=e.roll)
            if e.roll is not None
            else QCoreApplication.translate("EventText", "no roll")
        )
        return QCoreApplication.translate("EventText", "Combat at {hex}: column {column}, {roll} -> {result}").format(
            hex=e.defender_hex, column=e.column, roll=roll, result=e.result.value
        )

    def _eliminated(self, e: UnitEliminated) -> str:
        unit = self.unit(e.unit_id)
        if e.hex and e.return_turn:
            text = QCoreApplication.translate("EventText", "{unit} eliminated in {hex}, may return on turn {turn}")
        elif e.hex:
            text = QCoreApplication.translate("EventText", "{unit} eliminated in {hex}")
        elif e.return_turn:
            text = QCoreApplication.translate("EventText", "{unit} eliminated, may return on turn {turn}")
        else:
            text = QCoreApplication.translate("EventText", "{unit} eliminated")
        return text.format(unit=unit, hex=e.hex, turn=e.return_turn)


_HEX_FIELDS = ("hex", "from_hex", "to_hex", "defender_hex")


def event_hexes(event: Event) -> list[str]:
    """The hexes an event concerns (for highlighting it on the map), without repeats."""
    found: list[str] = []
    fields = vars(event)  # a model's fields, without pydantic's slow look-up of missing attributes
    for name in _HEX_FIELDS:
        value = fields.get(name)
        if isinstance(value, str) and value not in found:
            found.append(value)
    for value in fields.get("from_hexes", ()):
        if value not in found:
            found.append(value)
    return found
