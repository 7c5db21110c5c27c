"""What the side to act may do now, as concrete commands (``Game.legal_commands``).

Choices that combine freely (which CAS markers, which of the adjacent units join an attack) are
listed by one representative each: every unit's move to every hex it can reach, an attack on each
enemy hex by all units that may attack it, a probe by each unit into each hex it may probe, each
answer to a pending decision. Other combinations may be legal too: ``Game.is_legal`` answers exactly for
any one command.
"""

from __future__ import annotations

from collections import abc
from collections.abc import Iterable, Iterator
from typing import overload

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
from panzer_qt.model.enums import Mobility, Phase, Segment, Sequence, Side, Weather
from panzer_qt.model.state import (
    AdvanceDecision,
    Decision,
    DeclaredCombat,
    RetreatDecision,
    StepLossDecision,
    UnitStatus,
)
from panzer_qt.rules.combat.declare import check_attackers, check_declaration, check_defence
from panzer_qt.rules.combat.retreat import retreat_hexes
from panzer_qt.rules.context import Position
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.movement.commands import check_unmoved
from panzer_qt.rules.movement.costs import MovePosition
from panzer_qt.rules.movement.range import movement_range
from panzer_qt.rules.phase_commands import ANNOUNCING
from panzer_qt.rules.placement import (
    deploy_hexes,
    kg_hexes,
    reinforcement_hexes,
    replacement_hexes,
    waiting_reinforcements,
    waiting_replacements,
)
from panzer_qt.rules.stacks import occupied, stacks
from panzer_qt.rules.standfast import closed_to


class LegalCommands(abc.Sequence[Command]):
    """The commands open now, worked out family by family only as far as they are read.

    Like python-chess's ``legal_moves``: asking costs nothing until the commands are used, so a
    player that reads the first few, or asks ``command in legal``, pays only for what it reads
    (a movement segment lists every unit's move to every hex it can reach: thousands of commands).
    Indexing, ``len`` and comparison with a list read as far as they need.
    """

    def __init__(self, source: Iterable[Command]) -> None:
        self._source: Iterator[Command] | None = iter(source)
        self._read: list[Command] = []

    def _read_to(self, count: int | None) -> None:
        """Read from the source until ``count`` commands are known (all of them for None)."""
        source = self._source
        while source is not None and (count is None or len(self._read) < count):
            found = next(source, None)
            if found is None:
                self._source = source = None
            else:
                self._read.append(found)

    def __iter__(self) -> Iterator[Command]:
        index = 0
        while True:
            while index < len(self._read):
                yield self._read[index]
                index += 1
            self._read_to(index + 1)
            if index >= len(self._read):
                return

    def __contains__(self, command: object) -> bool:
        return any(found == command for found in self)

    def __len__(self) -> int:
        self._read_to(None)
        return len(self._read)

    @overload
    def __getitem__(self, index: int) -> Command: ...

    @overload
    def __getitem__(self, index: slice) -> list[Command]: ...

    def __getitem__(self, index: int | slice) -> Command | list[Command]:
        end = index.stop if isinstance(index, slice) else index + 1
        self._read_to(end if end is not None and end > 0 else None)
        return self._read[index]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LegalCommands | list | tuple):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        more = "..." if self._source is not None else ""
        return f"<LegalCommands {len(self._read)} read{more}>"


def legal_commands(pos: Position) -> LegalCommands:
    """Every command family open to the acting side now (see the module docstring), read lazily."""
    return LegalCommands(_all_commands(pos))


def _all_commands(pos: Position) -> Iterator[Command]:
    state = pos.state
    if state.game_over:
        return
    if state.pending:
        yield from decision_answers(pos, state.pending[0])
    elif state.combat is not None:
        yield from combat_answers(pos)
    else:
        yield from _phase_commands(pos)
        if can_end_phase(pos):
            yield EndPhase()


def must_announce(pos: Position) -> bool:
    """Whether the side to act must announce its move/fight order now (5.4)."""
    state = pos.state
    return state.phase in ANNOUNCING and state.segment is Segment.NONE and not state.pending


def why_immobile(pos: Position, unit_ids: Iterable[str]) -> IllegalCommand | None:
    """Why these units cannot start a move together now, naming the rule; None if they can."""
    try:
        check_unmoved(pos, tuple(unit_ids))
    except IllegalCommand as reason:
        return reason
    return None


def can_end_phase(pos: Position) -> bool:
    """Whether EndPhase is open now (no decision, no declared attack, no announcement owed)."""
    state = pos.state
    announcing = state.phase in ANNOUNCING and state.segment is Segment.NONE
    return not (state.game_over or state.pending or state.combat is not None or announcing)


def _phase_commands(pos: Position) -> Iterator[Command]:
    state = pos.state
    if state.phase is Phase.SETUP:
        yield from _deployments(pos)
    elif state.phase in ANNOUNCING and state.segment is Segment.NONE:
        yield from sequence_choices(pos)
    elif state.segment is Segment.MOVEMENT:
        shared = MovePosition(pos.board, state)
        for unit_id in movers(pos):
            yield from moves_for(pos, unit_id, shared)
    elif state.segment is Segment.COMBAT:
        yield from attacks(pos)
        yield from probes(pos)
    elif state.phase is Phase.KG_DEPLOYMENT:
        for kg in pos.board.scenario.kg_markers:
            if state.turn >= kg.deploy_from_turn:
                yield from (DeployKG.model_construct(kg=kg.id, hex=h) for h in kg_hexes(pos, kg.id))
    elif state.phase is Phase.REINFORCEMENT:
        for uid in waiting_reinforcements(pos):
            yield from (PlaceReinforcement(unit_id=uid, hex=h) for h in reinforcement_hexes(pos, uid))
    elif state.phase is Phase.REPLACEMENT:
        for uid in waiting_replacements(pos):
            yield from (PlaceReplacement(unit_id=uid, hex=h) for h in replacement_hexes(pos))


def _deployments(pos: Position) -> Iterator[Command]:
    for uid, unit in pos.state.units.items():
        for hid in deploy_hexes(pos, uid):
            if hid != unit.hex:
                yield DeployUnit(unit_id=uid, hex=hid)


def sequence_choices(pos: Position) -> list[Command]:
    """Move/fight and fight/move, or only move/fight for the Soviets on turn 1 (5.4)."""
    state = pos.state
    if ANNOUNCING[state.phase] is Side.SOVIET and state.turn == 1:
        return [ChooseSequence(sequence=Sequence.MOVE_FIGHT)]
    return [ChooseSequence(sequence=s) for s in Sequence]


def decision_answers(pos: Position, decision: Decision) -> Iterator[Command]:
    """The commands that answer a pending decision."""
    if isinstance(decision, StepLossDecision):
        yield from (ChooseStepLoss(unit_id=u) for u in decision.candidates)
    elif isinstance(decision, RetreatDecision):
        for uid in decision.units:
            hexes = retreat_hexes(pos, uid)
            yield from (ChooseRetreat(unit_id=uid, hex=h) for h in hexes)
            if not hexes:
                yield ChooseRetreat(unit_id=uid, hex=None)
    elif isinstance(decision, AdvanceDecision):
        yield Advance(unit_ids=[])
        board, state, into = pos.board, pos.state, decision.into_hex
        yield from (Advance(unit_ids=[u]) for u in decision.candidates if not closed_to(board, state, [u], into))
    else:
        yield from (RemoveUnit(unit_id=u) for u in decision.candidates)


def combat_answers(pos: Position) -> Iterator[Command]:
    """While an attack is declared: the German defensive support (against Soviet attacks), then the roll."""
    combat = pos.state.combat
    assert combat is not None
    if combat.side is Side.SOVIET and not combat.defence_answered:
        yield from defence_supports(pos)
        return
    for side in (combat.side, Side.GERMAN) if combat.side is Side.SOVIET else (Side.GERMAN,):
        if pos.state.cas.get(side, 0) and pos.state.weather is not Weather.STORM:
            yield CommitCas(side=side, markers=1)
    yield ResolveCombat()


def defence_supports(pos: Position) -> list[DefenceSupport]:
    """The German answers to a declared Soviet attack: none, and each kind of support open now (all his CAS
    markers, each KG in range, the 18th AD); more than one means the German player has a choice to make."""
    state, board = pos.state, pos.board
    combat = state.combat
    assert combat is not None
    supporters = [u for u, spec in board.specs.items() if spec.abilities.range2_support and spec.side is Side.GERMAN]
    options = [
        DefenceSupport(cas=state.cas.get(Side.GERMAN, 0)),
        *(DefenceSupport(kg=kg) for kg, hid in sorted(state.kg.items()) if hid is not None),
        *(DefenceSupport(support=unit) for unit in supporters),
    ]
    return [DefenceSupport(), *(o for o in options if o != DefenceSupport() and _defence_open(pos, combat, o))]


def _defence_open(pos: Position, combat: DeclaredCombat, option: DefenceSupport) -> bool:
    try:
        check_defence(pos, combat, option)
    except IllegalCommand:
        return False
    return True


def movers(pos: Position) -> list[str]:
    """Units of the acting side that may still move this segment."""
    state, specs = pos.state, pos.board.specs
    side = state.acting
    return [
        uid
        for uid, unit in state.units.items()
        if unit.status is UnitStatus.ON_MAP
        and specs[uid].side is side
        and specs[uid].mobility is not Mobility.STATIC
        and uid not in state.log.moved
    ]


def moves_for(pos: Position, unit_id: str, shared: MovePosition | None = None) -> Iterator[Command]:
    """A Move to every hex the unit can reach alone, and ExitMap where it may leave the map, one by one.

    ``shared`` is the movement view of this position when the caller already has one.
    """
    reach = movement_range(shared or MovePosition(pos.board, pos.state), (unit_id,))
    if reach.can_exit:
        yield ExitMap(unit_ids=[unit_id])
    # Built without validation: the range only holds map hexes reached hex by hex from the start.
    ids = (unit_id,)
    for hid in reach:
        yield Move.model_construct(unit_ids=ids, path=tuple(reach.path(hid)))


def _eligible(pos: Position, unit_ids: list[str], target: str) -> list[str]:
    found = []
    for uid in unit_ids:
        try:
            check_attackers(pos, [uid], target)
        except IllegalCommand:
            continue
        found.append(uid)
    return found


def attacks(pos: Position) -> list[Command]:
    """For each enemy hex, an attack by every unit that may join it (without artillery if it may not)."""
    state, board = pos.state, pos.board
    side = state.acting
    if side is None:
        return []
    where = stacks(board, state)
    commands: list[Command] = []
    for target in sorted(occupied(board, state, side.enemy)):
        near = [u for h in board.grid.neighbors(target) for u in where.get(h, []) if board.specs[u].side is side]
        attackers = _eligible(pos, near, target)
        without_artillery = [u for u in attackers if not board.specs[u].abilities.artillery]
        for group in (attackers, without_artillery):
            if group and _declarable(pos, command := DeclareAttack(attacker_ids=group, defender_hex=target)):
                commands.append(command)
                break
    return commands


def _declarable(pos: Position, command: DeclareAttack) -> bool:
    try:
        check_declaration(pos, command)
    except IllegalCommand:
        return False
    return True


def probes(pos: Position) -> list[Command]:
    """German probes: each unit that may attack, into each empty hex next to a Soviet unit (13.6); none in
    Storm, where no unit has a ZOC to probe (7.5)."""
    state, board = pos.state, pos.board
    if state.acting is not Side.GERMAN or state.weather is Weather.STORM:
        return []
    where = stacks(board, state)
    soviets = occupied(board, state, Side.SOVIET)
    targets = {n for h in soviets for n in board.grid.neighbors(h)} - set(where)
    commands: list[Command] = []
    for target in sorted(targets):
        near = [u for h in board.grid.neighbors(target) for u in where.get(h, []) if board.specs[u].side is Side.GERMAN]
        eligible = [u for u in _eligible(pos, near, target) if not closed_to(board, state, [u], target)]
        commands.extend(Probe(unit_ids=[u], hex=target) for u in eligible)
    return commands
