"""Events in plain words with their rule numbers, and the hexes each one concerns (Qt-free)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

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
    UnitEliminated,
    UnitExited,
    UnitForfeited,
    UnitMoved,
    UnitPlaced,
    VPScored,
    WeatherSet,
)
from panzer_qt.model.scenario import Scenario
from panzer_qt.rules.sequence import PHASE_NUMERALS

PHASE_NAMES: dict[Phase, str] = {
    Phase.SETUP: "German set-up",
    Phase.WEATHER: "Weather and ground",
    Phase.AIR: "Air",
    Phase.KG_DEPLOYMENT: "Korpsgruppe deployment",
    Phase.SOVIET_1: "Soviet 1st phase",
    Phase.SOVIET_2: "Soviet 2nd phase",
    Phase.GERMAN_1: "German 1st phase",
    Phase.GERMAN_MECH_1: "German 1st mechanized combat",
    Phase.GERMAN_2: "German 2nd wave phase",
    Phase.GERMAN_MECH_2: "German 2nd wave mechanized combat",
    Phase.REINFORCEMENT: "German reinforcements",
    Phase.REPLACEMENT: "Soviet replacements",
    Phase.ADMINISTRATIVE: "Administration",
}
"""Short names of the phases of the turn sequence (5.0)."""

SEQUENCE_WORDS = {
    Sequence.MOVE_FIGHT: "move, then fight; in the second phase fight, then move",
    Sequence.FIGHT_MOVE: "fight, then move; in the second phase move, then fight",
}
"""One announcement fixes both of a side's phases, the second mirroring the first (5.4, R51)."""


def phase_title(phase: Phase, segment: Segment = Segment.NONE) -> str:
    """E.g. "VI German 1st phase - movement"."""
    numeral = PHASE_NUMERALS[phase]
    title = f"{numeral} {PHASE_NAMES[phase]}" if numeral else PHASE_NAMES[phase]
    only_combat = phase in (Phase.GERMAN_MECH_1, Phase.GERMAN_MECH_2)
    return title if segment is Segment.NONE or only_combat else f"{title} - {segment.value}"


def side_name(side: Side | None) -> str:
    """The side's name for display, or "nobody"."""
    return side.value.capitalize() if side is not None else "nobody"


def scenario_names(scenario: Scenario) -> dict[str, str]:
    """The names of a scenario's units and KG markers by id, for the log."""
    return {u.id: u.name for u in scenario.units} | {k.id: k.name for k in scenario.kg_markers}


class EventText:
    """Turns events into sentences, naming units by their scenario names.

    ``masked`` tells which units the reader may not know by name: enemy stacks moving, and enemy units
    placed (set-up, reinforcements, replacements), under fog of war are then told by their size only
    (6.3, RULINGS R26).
    """

    def __init__(self, names: Mapping[str, str]) -> None:
        self.names = names
        self.masked: Callable[[str], bool] = lambda _unit_id: False
        self._texts: dict[type[Any], Callable[[Any], str]] = {
            DiceRolled: self._dice,
            PhaseStarted: lambda e: f"Turn {e.turn}: {phase_title(e.phase, e.segment)}",
            WeatherSet: lambda e: f"Weather: {e.weather.value.capitalize()}",
            AirSuperiority: self._air,
            SequenceChosen: lambda e: f"{side_name(e.side)} player will {SEQUENCE_WORDS[e.sequence]}",
            UnitMoved: lambda e: f"{self.movers(e.unit_ids)} {e.from_hex} -> {e.to_hex}: {e.mp} MP, {e.mp_left} left",
            RiverCrossed: lambda e: (
                f"{self.act(e.unit_ids, 'crosses', 'cross')} the {e.river} ({e.from_hex}-{e.to_hex}): {e.cost} MP"
            ),
            MoveStopped: lambda e: f"{self.act(e.unit_ids, 'stops', 'stop')} in {e.hex}: {e.reason}",
            UnitExited: lambda e: f"{self.act(e.unit_ids, 'leaves', 'leave', False)} the map from {e.hex}",
            ControlChanged: lambda e: f"{e.hex} now controlled by the {side_name(e.side)} side",
            UnitPlaced: self._placed,
            UnitForfeited: lambda e: f"{self.movers([e.unit_id])} was not placed and is lost",
            KGDeployed: lambda e: f"{self.unit(e.kg)} " + (f"placed in {e.hex}" if e.hex else "removed from the map"),
            AttackDeclared: lambda e: (
                f"{self.act(e.attacker_ids, 'attacks', 'attack', False)} {e.defender_hex}; "
                f"defenders revealed: {self.units(e.defender_ids)}"
            ),
            DefenceSupported: self._defence,
            RetreatBlocked: lambda e: f"{self.unit(e.unit_id)} cannot retreat from {e.hex}",
            CasCommitted: lambda e: (
                f"{side_name(e.side)} CAS for the combat at {e.defender_hex}: +{e.markers}, {e.total} in all"
            ),
            RetreatIgnored: lambda e: f"The retreat is ignored: the defenders of {e.defender_hex} hold {e.town}",
            OddsComputed: lambda e: (
                f"Odds at {e.defender_hex}: {e.breakdown.attack_total} to "
                f"{e.breakdown.defence_total}, {e.breakdown.raw_label} -> column {e.breakdown.final_label}"
            ),
            CombatResolved: self._combat,
            StepLost: lambda e: f"{self.unit(e.unit_id)} loses a step ({e.steps_left} left)",
            UnitEliminated: self._eliminated,
            Retreated: lambda e: f"{self.unit(e.unit_id)} retreats {e.from_hex} -> {e.to_hex}",
            Advanced: lambda e: f"{self.act(e.unit_ids, 'advances', 'advance', False)} into {e.to_hex}",
            VPScored: lambda e: f"Soviet VP {e.points:+d} ({e.reason}): total {e.total}",
            GameOver: lambda e: f"Game over with {e.vp} Soviet VP: {e.result}",
        }

    def unit(self, unit_id: str) -> str:
        """A unit's or KG marker's name (its id if unknown)."""
        return self.names.get(unit_id, unit_id)

    def units(self, unit_ids: list[str]) -> str:
        """Names joined with commas ("none" for an empty list)."""
        return ", ".join(self.unit(u) for u in unit_ids) or "none"

    def movers(self, unit_ids: list[str]) -> str:
        """The names of moving units, or only their number when they are a masked enemy stack."""
        if unit_ids and all(self.masked(u) for u in unit_ids):
            return "an enemy unit" if len(unit_ids) == 1 else f"an enemy stack of {len(unit_ids)}"
        return self.units(unit_ids)

    def act(self, unit_ids: list[str], one: str, many: str, masked: bool = True) -> str:
        """The units (masked as ``movers`` does, if ``masked``) and a verb agreeing with them: "9 Mech stops"."""
        who = self.movers(unit_ids) if masked else self.units(unit_ids)
        single = len(unit_ids) == 1 or who.startswith("an enemy stack")
        return f"{who} {one if single else many}"

    def __call__(self, event: Event) -> str:
        """The event in words, ending with its rule number in brackets."""
        text = self._texts[type(event)](event)
        return f"{text} ({event.rule})" if event.rule else text

    def _dice(self, e: DiceRolled) -> str:
        dice = ", ".join(str(d) for d in e.dice)
        modifier = f" {e.modifier:+d}" if e.modifier else ""
        return f"{e.purpose[:1].upper()}{e.purpose[1:]}: die {dice}{modifier}"

    def _air(self, e: AirSuperiority) -> str:
        if e.side is None:
            return "No air superiority this turn"
        return f"{side_name(e.side)} air superiority: {e.markers} CAS marker{'s' * (e.markers != 1)}"

    def _placed(self, e: UnitPlaced) -> str:
        """A placement; an enemy unit placed under fog is told without its name or strength (6.3, R26)."""
        if self.masked(e.unit_id):
            return f"{self.movers([e.unit_id])} placed in {e.hex}"
        return f"{self.unit(e.unit_id)} placed in {e.hex} ({e.steps} step{'s' * (e.steps > 1)})"

    def _defence(self, e: DefenceSupported) -> str:
        parts = [f"{e.cas} CAS"] if e.cas else []
        parts += [self.unit(e.kg)] if e.kg else []
        parts += [self.unit(e.support)] if e.support else []
        if not parts:
            return f"German defence of {e.defender_hex}: no support committed"
        return f"German defence of {e.defender_hex} supported by {', '.join(parts)}"

    def _combat(self, e: CombatResolved) -> str:
        roll = f"die {e.roll}" if e.roll is not None else "no roll"
        return f"Combat at {e.defender_hex}: column {e.column}, {roll} -> {e.result.value}"

    def _eliminated(self, e: UnitEliminated) -> str:
        where = f" in {e.hex}" if e.hex else ""
        back = f", may return on turn {e.return_turn}" if e.return_turn else ""
        return f"{self.unit(e.unit_id)} eliminated{where}{back}"


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
