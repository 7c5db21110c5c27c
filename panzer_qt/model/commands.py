"""Commands: what a player decides. The UI and the AI build these and hand them to ``Game.apply``.

Commands are immutable, hashable values (sequences are tuples; in JSON they are arrays).

>>> Move(unit_ids=["su-6gm"], path=["0805", "0905"]) == Move(unit_ids=("su-6gm",), path=("0805", "0905"))
True
>>> len({EndPhase(), EndPhase(), Move(unit_ids=["a"], path=["0101"])})
2
"""

from __future__ import annotations

from typing import Annotated, Literal, TypeAlias

from pydantic import Field, TypeAdapter

from panzer_qt.model.enums import Sequence, Side
from panzer_qt.model.ids import HexId, KGId, UnitId
from panzer_qt.model.tables import Frozen


class Move(Frozen):
    """Move a unit or a stack together along ``path`` (the hexes entered, in order) (12.0)."""

    type: Literal["move"] = "move"
    unit_ids: tuple[UnitId, ...] = Field(min_length=1)
    path: tuple[HexId, ...] = Field(min_length=1)


class ExitMap(Frozen):
    """Soviet units in an exit hex leave the map for 1 MP (4.1, RULINGS R14)."""

    type: Literal["exit_map"] = "exit_map"
    unit_ids: tuple[UnitId, ...] = Field(min_length=1)


class DeclareAttack(Frozen):
    """Attack ``defender_hex`` with the listed units and any CAS, KG and 18th AD support (13.0)."""

    type: Literal["declare_attack"] = "declare_attack"
    attacker_ids: tuple[UnitId, ...] = Field(min_length=1)
    defender_hex: HexId
    cas: int = Field(default=0, ge=0)
    kg: KGId | None = None
    support: UnitId | None = None


class DefenceSupport(Frozen):
    """The German player's defensive CAS, KG and 18th AD support for a declared Soviet attack."""

    type: Literal["defence_support"] = "defence_support"
    cas: int = Field(default=0, ge=0)
    kg: KGId | None = None
    support: UnitId | None = None


class CommitCas(Frozen):
    """More CAS markers for the declared attack (attacker) or its defence (German only), before the roll (13.3)."""

    type: Literal["commit_cas"] = "commit_cas"
    side: Side
    markers: int = Field(ge=1)


class ResolveCombat(Frozen):
    """Roll the die for the declared attack."""

    type: Literal["resolve_combat"] = "resolve_combat"


class Probe(Frozen):
    """German probing attack: the units advance into an empty hex in a Soviet ZOC (13.6)."""

    type: Literal["probe"] = "probe"
    unit_ids: tuple[UnitId, ...] = Field(min_length=1)
    hex: HexId


class ChooseStepLoss(Frozen):
    """Answer a pending step loss: this unit loses a step."""

    type: Literal["choose_step_loss"] = "choose_step_loss"
    unit_id: UnitId


class ChooseRetreat(Frozen):
    """Answer a pending retreat: move this unit to ``hex`` (None: it stays and loses a step)."""

    type: Literal["choose_retreat"] = "choose_retreat"
    unit_id: UnitId
    hex: HexId | None


class Advance(Frozen):
    """Answer a pending advance with the units that enter the vacated hex (empty: none)."""

    type: Literal["advance"] = "advance"
    unit_ids: tuple[UnitId, ...] = ()


class RemoveUnit(Frozen):
    """Answer an over-stack decision by eliminating this unit (6.0)."""

    type: Literal["remove_unit"] = "remove_unit"
    unit_id: UnitId


class DeployUnit(Frozen):
    """German set-up: place a unit in or next to its set-up hex (3.2)."""

    type: Literal["deploy_unit"] = "deploy_unit"
    unit_id: UnitId
    hex: HexId


class DeployKG(Frozen):
    """Place a KG marker (5.3)."""

    type: Literal["deploy_kg"] = "deploy_kg"
    kg: KGId
    hex: HexId


class PlaceReinforcement(Frozen):
    """Place an arriving German unit (10.1)."""

    type: Literal["place_reinforcement"] = "place_reinforcement"
    unit_id: UnitId
    hex: HexId


class PlaceReplacement(Frozen):
    """Place a returning Soviet rifle corps (11.2)."""

    type: Literal["place_replacement"] = "place_replacement"
    unit_id: UnitId
    hex: HexId


class ChooseSequence(Frozen):
    """Announce move/fight or fight/move for this turn (5.4)."""

    type: Literal["choose_sequence"] = "choose_sequence"
    sequence: Sequence


class PutOnTop(Frozen):
    """Put one of the acting side's units on top of its stack (6.3, RULINGS R58): free, and it changes only
    what the enemy sees (the top unit of each of his stacks)."""

    type: Literal["put_on_top"] = "put_on_top"
    unit_id: UnitId


class EndPhase(Frozen):
    """Finish the current phase or segment."""

    type: Literal["end_phase"] = "end_phase"


Command: TypeAlias = Annotated[
    Move
    | ExitMap
    | DeclareAttack
    | DefenceSupport
    | CommitCas
    | ResolveCombat
    | Probe
    | ChooseStepLoss
    | ChooseRetreat
    | Advance
    | RemoveUnit
    | DeployUnit
    | DeployKG
    | PlaceReinforcement
    | PlaceReplacement
    | ChooseSequence
    | PutOnTop
    | EndPhase,
    Field(discriminator="type"),
]

COMMAND_ADAPTER: TypeAdapter[Command] = TypeAdapter(Command)
