"""What changed between two positions of a game: units moved (from, to), steps lost or regained, units eliminated,
arrived or gone off the map, town control changed, and the Soviet VP by source (4.1, 4.2). The replay viewer's
Compare panel and ``panzer-qt diff`` list the same lines.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from panzer_qt.model.enums import Side
from panzer_qt.model.record import GameRecord
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.state import GameState, UnitStatus
from panzer_qt.model.text import Text
from panzer_qt.records.cursor import ReplayCursor
from panzer_qt.rules.victory import VP_REASONS, vp_parts

GONE = {UnitStatus.DEAD, UnitStatus.EXITED, UnitStatus.FORFEITED, UnitStatus.REPLACEMENT}
"""Statuses of a unit no longer on the map."""


@dataclass(frozen=True)
class Moved:
    unit: str
    from_hex: str
    to_hex: str


@dataclass(frozen=True)
class StepsChanged:
    unit: str
    hex: str
    before: int
    after: int


@dataclass(frozen=True)
class Left:
    """A unit that was on the map and is no longer: eliminated, exited, forfeited or off to the replacements."""

    unit: str
    hex: str
    status: UnitStatus


@dataclass(frozen=True)
class Arrived:
    unit: str
    hex: str


@dataclass(frozen=True)
class ControlChanged:
    hex: str
    before: Side | None
    after: Side | None


@dataclass(frozen=True)
class Diff:
    """What changed from step ``a`` to step ``b``."""

    a: int
    b: int
    moved: list[Moved] = field(default_factory=list)
    steps: list[StepsChanged] = field(default_factory=list)
    left: list[Left] = field(default_factory=list)
    arrived: list[Arrived] = field(default_factory=list)
    control: list[ControlChanged] = field(default_factory=list)
    vp: dict[str, tuple[int, int]] = field(default_factory=dict)
    """Each VP source's points at ``a`` and at ``b`` (``rules.victory.VP_REASONS``)."""

    @property
    def hexes(self) -> set[str]:
        """Every hex the changes concern."""
        return (
            {h for m in self.moved for h in (m.from_hex, m.to_hex)}
            | {s.hex for s in self.steps}
            | {g.hex for g in self.left}
            | {a.hex for a in self.arrived}
            | {c.hex for c in self.control}
        )


def without(diff: Diff, hidden: Callable[[str], bool]) -> Diff:
    """The diff less what it says of the units ``hidden`` (enemy units a side's view does not show)."""
    return replace(
        diff,
        moved=[m for m in diff.moved if not hidden(m.unit)],
        steps=[s for s in diff.steps if not hidden(s.unit)],
        left=[g for g in diff.left if not hidden(g.unit)],
        arrived=[a for a in diff.arrived if not hidden(a.unit)],
    )


def diff_states(a: int, before: GameState, b: int, after: GameState) -> Diff:
    """The changes from ``before`` (step ``a``) to ``after`` (step ``b``), units in id order."""
    diff = Diff(a, b)
    for uid in sorted(before.units.keys() | after.units.keys()):
        old, new = before.units.get(uid), after.units.get(uid)
        was = old is not None and old.status is UnitStatus.ON_MAP and old.hex is not None
        now = new is not None and new.status is UnitStatus.ON_MAP and new.hex is not None
        if was and now and old and new and old.hex and new.hex:
            if old.hex != new.hex:
                diff.moved.append(Moved(uid, old.hex, new.hex))
            if old.steps != new.steps:
                diff.steps.append(StepsChanged(uid, new.hex, old.steps, new.steps))
        elif was and old and old.hex and new is not None:
            diff.left.append(Left(uid, old.hex, new.status if new.status in GONE else UnitStatus.DEAD))
        elif now and new and new.hex:
            diff.arrived.append(Arrived(uid, new.hex))
    for hid in sorted(before.control.keys() | after.control.keys()):
        if before.control.get(hid) != after.control.get(hid):
            diff.control.append(ControlChanged(hid, before.control.get(hid), after.control.get(hid)))
    parts_a, parts_b = vp_parts(before), vp_parts(after)
    diff.vp.update({name: (parts_a[name], parts_b[name]) for name in VP_REASONS})
    return diff


def diff_steps(cursor: ReplayCursor, a: int, b: int) -> Diff:
    """The changes between two steps of a record, read through ``cursor`` (left at ``b``)."""
    cursor.seek(a)
    before = cursor.game.state.model_copy(deep=True)
    cursor.seek(b)
    return diff_states(a, before, b, cursor.game.state)


LEFT_WORDS = {
    UnitStatus.DEAD: Text("{unit} eliminated in {hex}"),
    UnitStatus.EXITED: Text("{unit} exited off the map from {hex}"),
    UnitStatus.FORFEITED: Text("{unit} forfeited in {hex}"),
    UnitStatus.REPLACEMENT: Text("{unit} eliminated in {hex}, to the replacement pool"),
}


def diff_lines(diff: Diff, scenario: Scenario) -> list[Text]:
    """The changes in words, one a line: moves, steps, units gone and arrived, control, then VP by source."""
    names = {u.id: u.name for u in scenario.units}

    def name(uid: str) -> str:
        return names.get(uid, uid)

    lines = [Text("{unit} moved from {a} to {b}", unit=name(m.unit), a=m.from_hex, b=m.to_hex) for m in diff.moved]
    for s in diff.steps:
        lines.append(
            Text(
                "{unit} in {hex} lost {count} step(s): {before} to {after}"
                if s.after < s.before
                else "{unit} in {hex} regained {count} step(s): {before} to {after}",
                unit=name(s.unit), hex=s.hex, count=abs(s.after - s.before), before=s.before, after=s.after,
            )
        )  # fmt: skip
    lines += [Text(LEFT_WORDS[g.status].template, unit=name(g.unit), hex=g.hex) for g in diff.left]
    lines += [Text("{unit} arrived in {hex}", unit=name(a.unit), hex=a.hex) for a in diff.arrived]
    lines += [Text("{hex}: control {before} to {after}", hex=c.hex, before=_side(c.before), after=_side(c.after))
              for c in diff.control]  # fmt: skip
    total_a, total_b = (sum(v[k] for v in diff.vp.values()) for k in (0, 1))
    lines.append(Text("Soviet VP {a} to {b} ({change})", a=total_a, b=total_b, change=f"{total_b - total_a:+d}"))
    for source, (va, vb) in diff.vp.items():
        if va != vb:
            lines.append(Text("  {source}: {a} to {b} ({change})", source=Text(VP_REASONS[source][0]), a=va, b=vb,
                              change=f"{vb - va:+d}"))  # fmt: skip
    return lines


SIDE_WORDS = {Side.GERMAN: Text("German"), Side.SOVIET: Text("Soviet"), None: Text("nobody")}


def _side(side: Side | None) -> Text:
    return SIDE_WORDS[side]


def diff_record(record: GameRecord, source: str, a: int, b: int) -> list[Text]:
    """``panzer-qt diff``: a heading, then the changes from step ``a`` to step ``b`` of a record (each re-simulated
    and checked on the way; RecordError at a desync before the later one, ValueError for a step the record has
    not)."""
    last = len(record.steps)
    for step in (a, b):
        if not 0 <= step <= last:
            raise ValueError(str(Text("step {step} is not in the record (0 to {last})", step=step, last=last)))
    cursor = ReplayCursor(record, source)
    cursor.seek(max(a, b))
    if cursor.desync is not None:
        raise cursor.desync
    turn_b = cursor.game.state.turn
    cursor.seek(a)
    heading = Text("From step {a} (turn {turn_a}) to step {b} (turn {turn_b}):", a=a, turn_a=cursor.game.state.turn,
                   b=b, turn_b=turn_b)  # fmt: skip
    return [heading, *diff_lines(diff_steps(cursor, a, b), record.scenario)]
