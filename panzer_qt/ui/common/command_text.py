"""Commands in plain words, naming units as an ``EventText`` does (masked enemy stacks included). Qt-free.

>>> from panzer_qt.model.commands import Move
>>> command_text(Move(unit_ids=["su-9mech"], path=["2119", "2120"]), EventText({"su-9mech": "9 Mech"}))
'9 Mech moves along 2119 - 2120'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from panzer_qt.model.commands import (
    Advance,
    ChooseRetreat,
    ChooseSequence,
    ChooseStepLoss,
    Command,
    CommitCas,
    DeclareAttack,
    DefenceSupport,
    DeployKG,
    DeployUnit,
    EndPhase,
    ExitMap,
    Move,
    PlaceReinforcement,
    PlaceReplacement,
    Probe,
    PutOnTop,
    RemoveUnit,
    ResolveCombat,
)
from panzer_qt.ui.common.event_text import EventText, sequence_words, side_name


def _support(cas: int, kg: str | None, support: str | None, text: EventText) -> str:
    parts = [QCoreApplication.translate("CommandText", "{cas} CAS").format(cas=cas)] if cas else []
    parts += [kg] if kg else []
    parts += [text.unit(support)] if support else []
    return ", ".join(parts)


def _attack(c: DeclareAttack, text: EventText) -> str:
    extra = _support(c.cas, c.kg, c.support, text)
    attack = text.act(
        list(c.attacker_ids),
        QCoreApplication.translate("CommandText", "{units} attacks {hex}"),
        QCoreApplication.translate("CommandText", "{units} attack {hex}"),
        masked=False,
        hex=c.defender_hex,
    )
    return attack + (
        QCoreApplication.translate("CommandText", ", supported by {extra}").format(extra=extra) if extra else ""
    )


def _defence(c: DefenceSupport, text: EventText) -> str:
    extra = _support(c.cas, c.kg, c.support, text)
    return (
        QCoreApplication.translate("CommandText", "German defensive support: {extra}").format(extra=extra)
        if extra
        else QCoreApplication.translate("CommandText", "No German defensive support")
    )


def _retreat(c: ChooseRetreat, text: EventText) -> str:
    if c.hex is None:
        return QCoreApplication.translate(
            "CommandText", "{unit_id} stays and loses a step instead of retreating"
        ).format(unit_id=text.unit(c.unit_id))
    return QCoreApplication.translate("CommandText", "{unit_id} retreats to {hex}").format(
        unit_id=text.unit(c.unit_id), hex=c.hex
    )


def _advance(c: Advance, text: EventText) -> str:
    if not c.unit_ids:
        return QCoreApplication.translate("CommandText", "No advance after combat")
    return text.act(
        list(c.unit_ids),
        QCoreApplication.translate("CommandText", "{units} advances"),
        QCoreApplication.translate("CommandText", "{units} advance"),
        masked=False,
    )


_TEXTS: dict[type[Any], Callable[[Any, EventText], str]] = {
    Move: lambda c, t: t.act(
        list(c.unit_ids),
        QCoreApplication.translate("CommandText", "{units} moves along {path}"),
        QCoreApplication.translate("CommandText", "{units} move along {path}"),
        path=" - ".join(c.path),
    ),
    ExitMap: lambda c, t: t.act(
        list(c.unit_ids),
        QCoreApplication.translate("CommandText", "{units} leaves the map"),
        QCoreApplication.translate("CommandText", "{units} leave the map"),
        masked=False,
    ),
    DeclareAttack: _attack,
    DefenceSupport: _defence,
    CommitCas: lambda c, t: QCoreApplication.translate("CommandText", "{side} commits {markers} more CAS").format(
        side=side_name(c.side), markers=c.markers
    ),
    ResolveCombat: lambda c, t: QCoreApplication.translate("CommandText", "The die is rolled for the combat"),
    Probe: lambda c, t: t.act(
        list(c.unit_ids),
        QCoreApplication.translate("CommandText", "{units} probes into {hex}"),
        QCoreApplication.translate("CommandText", "{units} probe into {hex}"),
        masked=False,
        hex=c.hex,
    ),
    ChooseStepLoss: lambda c, t: QCoreApplication.translate("CommandText", "{unit_id} takes the step loss").format(
        unit_id=t.unit(c.unit_id)
    ),
    ChooseRetreat: _retreat,
    Advance: _advance,
    RemoveUnit: lambda c, t: QCoreApplication.translate(
        "CommandText", "{unit_id} is removed from the over-stacked hex"
    ).format(unit_id=t.unit(c.unit_id)),
    DeployUnit: lambda c, t: QCoreApplication.translate("CommandText", "{unit_id} is set up in {hex}").format(
        unit_id=t.unit(c.unit_id), hex=c.hex
    ),
    DeployKG: lambda c, t: QCoreApplication.translate("CommandText", "{kg} is placed in {hex}").format(
        kg=c.kg, hex=c.hex
    ),
    PlaceReinforcement: lambda c, t: QCoreApplication.translate("CommandText", "{unit_id} arrives in {hex}").format(
        unit_id=t.unit(c.unit_id), hex=c.hex
    ),
    PlaceReplacement: lambda c, t: QCoreApplication.translate("CommandText", "{unit_id} returns in {hex}").format(
        unit_id=t.unit(c.unit_id), hex=c.hex
    ),
    ChooseSequence: lambda c, t: QCoreApplication.translate(
        "CommandText", "The sequence is announced: {sequence}"
    ).format(sequence=sequence_words(c.sequence)),
    PutOnTop: lambda c, t: QCoreApplication.translate("CommandText", "{unit_id} is put on top of its stack").format(
        unit_id=t.unit(c.unit_id)
    ),
    EndPhase: lambda c, t: QCoreApplication.translate("CommandText", "End of the phase"),
}


def command_text(command: Command, text: EventText) -> str:
    """The command in words."""
    return _TEXTS[type(command)](command, text)
