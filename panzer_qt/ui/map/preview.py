"""What a move or an attack would change, shown before it is made: towns that change hands (and the VP), own units
that gain or lose supply / C&C, enemy units cut off, a ZOC that stops the move; for an attack declared but not rolled,
the VP at stake on each result. Worked out on a copy of the viewer's view (``Game.copy``), so nothing hidden from the
viewer counts and no roll of the real game is read. Qt-free but for the translations."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from panzer_qt.model.commands import Command, Move
from panzer_qt.model.enums import CombatResult, Side
from panzer_qt.rules.combat.odds import breakdown
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game
from panzer_qt.rules.supply import SupplyStatus
from panzer_qt.ui.translated import word

VACATING = (CombatResult.DR, CombatResult.DL1_DR)
"""Results that leave the defender's hex empty for an advance when the defender survives them (13.9, 13.10)."""


def _die() -> int:
    """The die of a preview: a roll nobody will make (a river crossing at its cheapest)."""
    return 1


@dataclass(frozen=True)
class Preview:
    """The consequences of one command for the viewer's side: towns whose control changes (hex, new holder), the
    Soviet VP change, own units that gain or lose supply / C&C, enemy units it cuts off or frees."""

    towns: tuple[tuple[str, Side | None], ...] = ()
    vp: int = 0
    own_gain: tuple[str, ...] = ()
    own_loss: tuple[str, ...] = ()
    enemy_cut: tuple[str, ...] = ()
    enemy_freed: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.towns or self.vp or self.own_gain or self.own_loss or self.enemy_cut or self.enemy_freed)


Supplies = Mapping[Side, Mapping[str, SupplyStatus]]
"""Each side's supply / C&C status by unit."""


def consequences(view: Game, side: Side, command: Command, before: Supplies) -> Preview:
    """What ``command`` would change on ``view`` (the viewer's view of the game) for ``side``, the supply of each side
    ``before`` it given; an empty Preview when the rules refuse it there."""
    after = view.copy(dice=_die)
    try:
        after.apply(command)
    except IllegalCommand:
        return Preview()
    old, new = view.state, after.state
    towns = tuple((h, new.control.get(h)) for h in view.board.towns if old.control.get(h) != new.control.get(h))
    status = {s: after.supply_status(s) for s in Side}

    def changed(s: Side, gained: bool) -> tuple[str, ...]:
        was = before[s]
        return tuple(
            sorted(
                u for u, st in status[s].items() if u in was and st.in_supply is gained and was[u].in_supply != gained
            )
        )

    return Preview(
        towns=towns,
        vp=new.vp - old.vp,
        own_gain=changed(side, True),
        own_loss=changed(side, False),
        enemy_cut=changed(side.enemy, False),
        enemy_freed=changed(side.enemy, True),
    )


def move_preview(view: Game, unit_ids: list[str], path: list[str], before: Supplies) -> Preview:
    """``consequences`` of moving ``unit_ids`` along ``path``."""
    side = view.board.specs[unit_ids[0]].side
    return consequences(view, side, Move(unit_ids=list(unit_ids), path=list(path)), before)


def preview_lines(view: Game, preview: Preview, name: Mapping[str, str]) -> list[str]:
    """The preview in sentences, with the rules (unit ``name`` by id)."""
    board = view.board
    lines = []
    for hid, holder in preview.towns:
        lines.append(
            QCoreApplication.translate(
                "Preview", "{town} ({hex}) passes to the {side} side: {vp:+d} Soviet VP (4.1)"
            ).format(
                town=board.towns[hid].name,
                hex=hid,
                side=_side(holder),
                vp=board.town_vp[hid] * (1 if holder is Side.SOVIET else -1),
            )
        )
    groups = (
        (preview.own_loss, QCoreApplication.translate("Preview", "Out of supply / C&C after it: {units} (8.0, 9.2)")),
        (preview.own_gain, QCoreApplication.translate("Preview", "Back in supply / C&C: {units} (8.0, 9.2)")),
        (preview.enemy_cut, QCoreApplication.translate("Preview", "Enemy cut off: {units} (8.0, 9.2)")),
        (preview.enemy_freed, QCoreApplication.translate("Preview", "Enemy back in supply / C&C: {units} (8.0, 9.2)")),
    )
    for units, text in groups:
        if units:
            lines.append(text.format(units=", ".join(name.get(u, u) for u in units)))
    return lines


def _side(side: Side | None) -> str:
    return word(side) if side is not None else QCoreApplication.translate("Preview", "nobody")


def stakes(view: Game) -> list[str]:
    """For an attack declared but not rolled, on a town: the Soviet VP at stake on each result, with its chance (the
    town changes hands when the defender leaves it and the attacker advances: 13.9, 13.10, 4.1); none otherwise."""
    combat = view.state.combat
    if combat is None or combat.result is not None or combat.defender_hex not in view.board.towns:
        return []
    hid = combat.defender_hex
    odds = breakdown(view.board, view.state, combat)
    chances = {odds.automatic: 1.0} if odds.automatic is not None else odds.probabilities
    vp = view.board.town_vp[hid] * (1 if combat.side is Side.SOVIET else -1)
    results = [
        QCoreApplication.translate("Preview", "{result} {chance:.0%}: {vp:+d} VP").format(
            result=r.value, chance=p, vp=vp if r in VACATING else 0
        )
        for r, p in chances.items()
        if p > 0
    ]
    return [
        QCoreApplication.translate(
            "Preview", "Soviet VP at stake in {town} ({hex}), if the attacker advances (13.9, 13.10): {results}"
        ).format(town=view.board.towns[hid].name, hex=hid, results="; ".join(results))
    ]
