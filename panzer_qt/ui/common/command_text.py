"""Commands in plain words, naming units as an ``EventText`` does (masked enemy stacks included). Qt-free.

>>> from panzer_qt.model.commands import Move
>>> command_text(Move(unit_ids=["su-9mech"], path=["2119", "2120"]), EventText({"su-9mech": "9 Mech"}))
'9 Mech moves along 2119 - 2120'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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
    RemoveUnit,
    ResolveCombat,
)
from panzer_qt.ui.common.event_text import SEQUENCE_WORDS, EventText, side_name


def _support(cas: int, kg: str | None, support: str | None, text: EventText) -> str:
    parts = [f"{cas} CAS"] if cas else []
    parts += [kg] if kg else []
    parts += [text.unit(support)] if support else []
    return ", ".join(parts)


def _attack(c: DeclareAttack, text: EventText) -> str:
    extra = _support(c.cas, c.kg, c.support, text)
    return f"{text.act(list(c.attacker_ids), 'attacks', 'attack', False)} {c.defender_hex}" + (
        f", supported by {extra}" if extra else ""
    )


def _defence(c: DefenceSupport, text: EventText) -> str:
    extra = _support(c.cas, c.kg, c.support, text)
    return f"German defensive support: {extra}" if extra else "No German defensive support"


def _retreat(c: ChooseRetreat, text: EventText) -> str:
    if c.hex is None:
        return f"{text.unit(c.unit_id)} stays and loses a step instead of retreating"
    return f"{text.unit(c.unit_id)} retreats to {c.hex}"


def _advance(c: Advance, text: EventText) -> str:
    return f"{text.act(list(c.unit_ids), 'advances', 'advance', False)}" if c.unit_ids else "No advance after combat"


_TEXTS: dict[type[Any], Callable[[Any, EventText], str]] = {
    Move: lambda c, t: f"{t.act(list(c.unit_ids), 'moves', 'move')} along {' - '.join(c.path)}",
    ExitMap: lambda c, t: f"{t.act(list(c.unit_ids), 'leaves', 'leave', False)} the map",
    DeclareAttack: _attack,
    DefenceSupport: _defence,
    CommitCas: lambda c, t: f"{side_name(c.side)} commits {c.markers} more CAS",
    ResolveCombat: lambda c, t: "The die is rolled for the combat",
    Probe: lambda c, t: f"{t.act(list(c.unit_ids), 'probes', 'probe', False)} into {c.hex}",
    ChooseStepLoss: lambda c, t: f"{t.unit(c.unit_id)} takes the step loss",
    ChooseRetreat: _retreat,
    Advance: _advance,
    RemoveUnit: lambda c, t: f"{t.unit(c.unit_id)} is removed from the over-stacked hex",
    DeployUnit: lambda c, t: f"{t.unit(c.unit_id)} is set up in {c.hex}",
    DeployKG: lambda c, t: f"{c.kg} is placed in {c.hex}",
    PlaceReinforcement: lambda c, t: f"{t.unit(c.unit_id)} arrives in {c.hex}",
    PlaceReplacement: lambda c, t: f"{t.unit(c.unit_id)} returns in {c.hex}",
    ChooseSequence: lambda c, t: f"The sequence is announced: {SEQUENCE_WORDS[c.sequence]}",
    EndPhase: lambda c, t: "End of the phase",
}


def command_text(command: Command, text: EventText) -> str:
    """The command in words."""
    return _TEXTS[type(command)](command, text)
