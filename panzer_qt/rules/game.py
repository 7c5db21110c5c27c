"""The engine's front door: ``Game`` holds a scenario and a state and applies commands to it.

``Game.apply`` checks a command against the rules for the current state, raises
``IllegalCommand`` naming the rule when it is not allowed, and otherwise updates the state and
returns the events it produced. Queries (``zoc``, ``supply_status``, ``movement_range``...) never
change the state.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import suppress

from panzer_qt.model.commands import Command, DeclareAttack, DefenceSupport, EndPhase
from panzer_qt.model.enums import Phase, Side
from panzer_qt.model.errors import Problem, RecordError
from panzer_qt.model.events import AttackDeclared, DiceRolled, Event, PhaseStarted
from panzer_qt.model.odds import OddsBreakdown
from panzer_qt.model.record import Bookmark, Ending, GameRecord, RecordStep, scenario_hash
from panzer_qt.model.scenario import Options, Scenario
from panzer_qt.model.situation import Situation
from panzer_qt.model.state import GameState
from panzer_qt.model.text import Text
from panzer_qt.rules.board import Board
from panzer_qt.rules.combat.declare import check_declaration, check_defence
from panzer_qt.rules.combat.odds import breakdown
from panzer_qt.rules.combat.pending import check_open_business
from panzer_qt.rules.context import Context
from panzer_qt.rules.dice import Dice, DieSource, OutOfRolls, RecordedDice, fresh_dice, rolls_in
from panzer_qt.rules.dispatch import handler_for
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.fog import conceal, hidden_units, visible_units
from panzer_qt.rules.kg import KGRange, kg_ranges
from panzer_qt.rules.legal import LegalCommands, legal_commands, must_announce, why_immobile
from panzer_qt.rules.movement.costs import MovePosition
from panzer_qt.rules.movement.range import MovementRange, movement_range
from panzer_qt.rules.movement.route import route, route_range
from panzer_qt.rules.on_top import restack
from panzer_qt.rules.phase_commands import resumed_end
from panzer_qt.rules.record_check import at_step, check_header, check_snapshot, check_snapshots, compare_events
from panzer_qt.rules.sequence import side_to_act
from panzer_qt.rules.setup import initial_state, set_up, situation_state
from panzer_qt.rules.supply import BlockedLine, SupplyStatus, blocked_line, supply_net, supply_status
from panzer_qt.rules.victory import vp_parts
from panzer_qt.rules.zoc import remembered_occupancy, zoc_hexes

UNDO_BARRIERS = (DiceRolled, AttackDeclared, PhaseStarted)
"""Events after which earlier commands can no longer be taken back: dice, revealed stacks, a new phase."""


def _stand_in_dice() -> Dice:
    """The dice of a legality trial: legality never depends on a roll, and the game's own dice stay unread.

    Fixed dice, but not a constant die: the air superiority roll is made again until the totals
    differ (5.2), so a die that always shows 1 never ended a trial reaching it.
    """
    return Dice(0)


class Game:
    """A game in progress: scenario, state, dice, and the commands applied so far."""

    def __init__(
        self,
        scenario: Scenario,
        state: GameState,
        *,
        seed: int | None = None,
        dice: DieSource | None = None,
        board: Board | None = None,
    ) -> None:
        self.scenario = scenario
        self.board = board if board is not None else Board(scenario)
        self._state = state
        self.seed = seed
        """The seed of a reproducible game (its dice unless others are given); None: fresh dice."""
        self.dice: DieSource = dice if dice is not None else Dice(seed) if seed is not None else fresh_dice()
        """Where the rolls come from; held by the game and never by its state or record (see rules/dice.py)."""
        self.start_events: list[Event] = []
        self.steps: list[RecordStep] = []
        self.snapshots: dict[int, GameState] = {}
        """State before step N at each phase start; never changed once taken (clone before use)."""
        self.bookmarks: list[Bookmark] = []
        """A reader's marks from the record this game came from, kept so that saving it again loses none."""
        self.seats: dict[Side, int] = {}
        """The sides a computer plays, with its level (the client's choice, kept in the record so that a saved
        game against the computer opens as one); the engine itself never reads it."""
        self._undo: list[GameState] = []

    @property
    def state(self) -> GameState:
        """The current state (treat as read-only; change it only through ``apply``)."""
        return self._state

    @property
    def ended(self) -> Ending | None:
        """How the game ended other than by play (a side resigned, abandoned): never for a game the engine plays; a
        remote seat's view tells it (``ui.online.session.OnlineGame``)."""
        return None

    @property
    def over(self) -> bool:
        """Whether the game has ended: played to its end (4.3), or ``ended`` otherwise."""
        return self._state.game_over or self.ended is not None

    # -- starting a game ---------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        scenario: Scenario,
        seed: int | None = None,
        options: Options | None = None,
        auto_deploy: bool = True,
        dice: DieSource | None = None,
        *,
        board: Board | None = None,
    ) -> Game:
        """A new game: set-up done (3.1, 3.2); with ``auto_deploy`` the German set-up is accepted as it
        stands, if it can be (no hex over the stacking limit, 6.1), and play runs on to the first
        decision of turn 1. Options the tables cannot support raise a pydantic ValidationError.

        Without a ``seed`` the dice are fresh: nobody can know a roll before it is made. A seed makes
        the game reproducible (simulations, tests, a game a player wants to repeat). ``board``: one built
        already for this scenario with these options (games of one scenario may share it); the game's
        scenario is then its scenario.
        """
        if board is not None:
            scenario = board.scenario
        elif options is not None:
            scenario = scenario.with_options(options)
        state = initial_state(scenario)
        state.phase, state.acting = Phase.SETUP, Side.GERMAN
        game = cls(scenario, state, seed=seed, dice=dice, board=board)
        game.start_events = set_up(game._context(state))
        restack(game.board, state)
        game.snapshots[0] = state.clone()
        if auto_deploy:
            with suppress(IllegalCommand):  # a printed set-up over the stacking limit waits for the German player
                game.apply(EndPhase())
        return game

    @classmethod
    def from_situation(cls, scenario: Scenario, situation: Situation, seed: int | None = None) -> Game:
        """A game set to any position: the listed units placed, the rest waiting off the map.

        Raises ValueError if the situation names units or KGs the scenario lacks, or hexes off its map.
        """
        game = cls(scenario, situation_state(scenario, situation), seed=seed)
        restack(game.board, game.state)
        game._context(game.state).report_vp()
        return game

    @classmethod
    def from_record(
        cls,
        record: GameRecord,
        upto: int | None = None,
        source: str = "record",
        progress: Callable[[int, int], object] | None = None,
    ) -> Game:
        """Replay a record (its first ``upto`` steps) and check every event and snapshot against it; ``progress``
        is told the steps done and the steps in all after each one.

        Raises RecordError naming ``source`` and the first step whose command is refused or whose
        events differ, or the first snapshot that is not the state the commands lead to (a desync).
        """
        game = cls.replaying(record, source)
        steps = record.steps if upto is None else record.steps[:upto]
        for i in range(len(steps)):
            game.replay_step(record, i, source)
            if progress is not None:
                progress(i + 1, len(steps))
        check_snapshots(game.snapshots, record, len(steps), upto is None, source)
        game.bookmarks = [mark for mark in record.bookmarks if mark.step <= len(steps)]
        game.seats = dict(record.seats)
        game.dice = game.fresh_dice_from_now()  # play that goes on from a record rolls dice the record cannot tell
        return game

    def fresh_dice_from_now(self) -> DieSource:
        """Fresh dice for play that goes on from a record: at their first roll the game stops naming its seed (the
        record it writes from then on holds dice no seed gives: "dice as recorded"); until then, it keeps it."""
        fresh, game = fresh_dice(), weakref.ref(self)  # the game holds its dice: no reference cycle back to it

        def roll() -> int:
            rolling = game()
            if rolling is not None:
                rolling.seed = None
            return fresh()

        return roll

    @classmethod
    def replaying(cls, record: GameRecord, source: str = "record", board: Board | None = None) -> Game:
        """The game a record starts from, its set-up checked against the record (RecordError if not); ``board``:
        one built already for the record's scenario (see ``new``)."""
        check_header(record, source)
        start = RecordedDice(rolls_in(record.start_events))
        try:
            game = cls.new(record.scenario, record.seed, record.options, auto_deploy=False, dice=start, board=board)
        except OutOfRolls:
            game = None
        if game is None or game.start_events != record.start_events:
            raise RecordError(
                source, [Problem("$.start_events", Text("the set-up does not match this engine's (desync)"))]
            )
        return game

    def replay_step(self, record: GameRecord, index: int, source: str = "record") -> list[Event]:
        """Apply recorded step ``index`` with its recorded rolls, and check the events it gives and the
        snapshot after it against the record: RecordError at the first difference (a desync)."""
        step = record.steps[index]
        self.dice = RecordedDice(rolls_in(step.events))
        try:
            events = self.apply(step.command)
        except IllegalCommand as exc:
            refused = Text("desync: the engine refuses it: Illegal: {reason} ({rule})", reason=exc.text, rule=exc.rule)
            raise RecordError(
                source, [Problem(f"$.steps[{index}].command", at_step(f"$.steps[{index}]", refused))]
            ) from None
        except OutOfRolls:
            refused = Text("desync: the engine refuses it: the engine rolls a die the record does not hold")
            raise RecordError(
                source, [Problem(f"$.steps[{index}].command", at_step(f"$.steps[{index}]", refused))]
            ) from None
        compare_events(events, step.events, f"$.steps[{index}].events", source)
        snapshot = record.snapshots.get(index + 1)
        if snapshot is not None:
            check_snapshot(snapshot, self._state, f"$.snapshots.{index + 1}", source)
        return events

    def copy(self, dice: DieSource | None = None) -> Game:
        """An independent game in the same position, with the same history, sharing the immutable board.

        The copy never shares the original's future rolls: it gets ``dice``, or fresh ones, so no
        look-ahead on a copy can reveal a roll of the real game.
        """
        twin = Game(self.scenario, self._state.clone(), seed=self.seed, dice=dice, board=self.board)
        twin.start_events = list(self.start_events)
        twin.steps = list(self.steps)
        twin.snapshots = dict(self.snapshots)
        twin.bookmarks = list(self.bookmarks)
        twin.seats = dict(self.seats)
        twin._undo = list(self._undo)
        return twin

    def record(self) -> GameRecord:
        """The game so far as a GameRecord (the scenario embedded, with its hash)."""
        return GameRecord(
            scenario=self.scenario,
            scenario_hash=scenario_hash(self.scenario),
            seed=self.seed,
            options=self.scenario.options,
            start_events=list(self.start_events),
            steps=list(self.steps),
            snapshots={k: v.clone() for k, v in self.snapshots.items()},
            bookmarks=[mark for mark in self.bookmarks if mark.step <= len(self.steps)],
            seats=dict(self.seats),
        )

    # -- commands ----------------------------------------------------------------------------------
    def apply(self, command: Command) -> list[Event]:
        """Apply a command; raise ``IllegalCommand`` (state unchanged) if the rules forbid it.

        The list returned is the caller's own: changing it never changes the step the game recorded (the events
        themselves are frozen values).
        """
        backup = self._state.clone()
        try:
            events = self._run(self._state, command, self.dice)
        except (IllegalCommand, OutOfRolls):
            self._state = backup
            raise
        self.steps.append(RecordStep.model_construct(command=command, events=list(events)))
        if any(isinstance(e, PhaseStarted) for e in events):
            self.snapshots[len(self.steps)] = self._state.clone()
        if any(isinstance(e, UNDO_BARRIERS) for e in events):
            self._undo.clear()
        else:
            self._undo.append(backup)
        return events

    def _run(self, state: GameState, command: Command, dice: DieSource) -> list[Event]:
        """Check and carry out ``command`` on ``state``: the handler's events, then the VP they changed."""
        check_open_business(state, command.type)
        context = Context(self.board, state, vp_parts(state), dice)
        units = state.units.copy()
        events = handler_for(command)(context, command)
        restack(self.board, state, units)
        return events + context.report_vp()

    def _context(self, state: GameState) -> Context:
        return Context(self.board, state, {}, self.dice)

    def is_legal(self, command: Command) -> bool:
        """Whether ``apply(command)`` would be accepted now (tried on a copy with stand-in dice: this game,
        and its rolls to come, are untouched)."""
        try:
            self._run(self._state.clone(), command, _stand_in_dice())
        except IllegalCommand:
            return False
        return True

    def legal_commands(self) -> LegalCommands:
        """What the side to act may do now, read lazily (see ``panzer_qt.rules.legal``)."""
        return legal_commands(self)

    def must_announce(self) -> bool:
        """Whether the side to act must announce move/fight or fight/move now (5.4)."""
        return must_announce(self)

    def why_immobile(self, unit_ids: Iterable[str]) -> IllegalCommand | None:
        """Why these units cannot start a move together now (the rule and the reason); None if they can."""
        return why_immobile(self, tuple(unit_ids))

    def side_to_act(self) -> Side | None:
        """Who decides now: a pending decision's side, the German defender, else the phase's side."""
        return side_to_act(self._state)

    def can_undo(self, side: Side | None = None) -> bool:
        """Whether the last command may be taken back: no die rolled, nothing revealed, same phase since; with
        ``side``, only if that side gave it (a player's undo never takes back the other side's decision)."""
        return bool(self._undo) and (side is None or side_to_act(self._undo[-1]) is side)

    def undo(self, side: Side | None = None) -> Command:
        """Take back the last command (see ``can_undo``) and return it; the state is as before it."""
        if not self._undo:
            raise IllegalCommand("12.0", "nothing to undo: a die was rolled, a stack revealed or a phase begun since")
        if not self.can_undo(side):
            raise IllegalCommand("12.0", "the last command was the other side's decision")
        self._state = self._undo.pop().clone()
        step = self.steps.pop()
        self.snapshots.pop(len(self.steps) + 1, None)
        return step.command

    def resumed_end(self) -> EndPhase | None:
        """The End Phase that goes on after the last over-stacked hex is thinned (6.0), else None."""
        return resumed_end(self.steps, self._state)

    # -- queries -----------------------------------------------------------------------------------
    def zoc(self, side: Side) -> frozenset[str]:
        """Hexes in ``side``'s zone of control (7.0; none in Storm)."""
        return zoc_hexes(self.board, self._state, side)

    def supply_status(self, side: Side) -> dict[str, SupplyStatus]:
        """Soviet supply (8.0) or German C&C (9.2) of each of ``side``'s units on the map, with a path."""
        return supply_status(self.board, self._state, side)

    def supply_hexes(self, side: Side) -> frozenset[str]:
        """Hexes from which a unit of ``side`` would be in supply / C&C now (for the map overlay)."""
        net = supply_net(self.board, self._state, side)
        return net.index.names(net.hexes())

    def blocked_line(self, side: Side, hid: str) -> BlockedLine:
        """For a unit of ``side`` in ``hid`` out of supply / C&C: the line it would need and the hexes that block it
        (enemy units or their ZOC, 8.0, 9.2)."""
        return blocked_line(self.board, self._state, side, hid)

    def supply_from_hex(self, side: Side, hid: str) -> SupplyStatus:
        """The supply / C&C a unit of ``side`` would have in ``hid`` (RULINGS R7: C&C of towns)."""
        return supply_net(self.board, self._state, side).status_of_hex(hid)

    def movement_range(self, unit_ids: Iterable[str]) -> MovementRange:
        """Where these units, moving together from their one hex, can end a move this phase (12.0)."""
        return movement_range(self._move_position(), tuple(unit_ids))

    def route_range(self, unit_ids: Iterable[str], waypoints: Sequence[str]) -> MovementRange:
        """Where these units can end a move that passes through ``waypoints`` in order; its costs and paths count
        the whole route (IllegalCommand, with the rule, when a waypoint cannot be reached that way)."""
        return route_range(self._move_position(), tuple(unit_ids), waypoints)

    def route(self, unit_ids: Iterable[str], waypoints: Sequence[str], target: str) -> list[str]:
        """The path of a Move through ``waypoints`` in order to ``target``, the cheapest at worst on each leg
        (IllegalCommand, with the rule, when no legal route does)."""
        return route(self._move_position(), tuple(unit_ids), waypoints, target)

    def movement_ranges(self, side: Side) -> dict[str, MovementRange]:
        """The movement range of every unit of ``side`` on the map, each moving alone."""
        position = self._move_position()
        return {
            unit_id: movement_range(position, (unit_id,))
            for ids in position.stacks.values()
            for unit_id in ids
            if self.board.specs[unit_id].side is side
        }

    def _move_position(self) -> MovePosition:
        """What the movement queries share of this position (its occupancy remembered for the placement)."""
        return MovePosition(self.board, self._state, remembered_occupancy(self.board, self._state))

    def kg_ranges(self) -> dict[str, KGRange]:
        """Traffic range (and whether active) and combat range of each KG marker on the map (12.4, 13.4)."""
        return kg_ranges(self.board, self._state)

    def as_seen_by(
        self, viewer: Side, dice: DieSource | None = None, concealed: Mapping[str, Iterable[str]] | None = None
    ) -> Game:
        """The game as ``viewer`` knows it (6.3, R26), for odds, supply, ranges and computer players.

        Every enemy unit the side cannot see is off the map, and nothing in the state places it
        (``rules.fog.hidden_units``, ``rules.fog.conceal``; its strength stays public), so nothing worked out on
        the view counts it. The view keeps no history (its
        events would tell where hidden units went), no seed and none of the game's dice: ``dice``, or
        fresh ones. ``rules.fog.hidden_counts`` says how many counters each enemy stack hides.
        ``concealed``: ``rules.fog.hidden_units(self, viewer)`` when the caller has it already.
        """
        by_hex = hidden_units(self, viewer) if concealed is None else concealed
        hidden = (u for units in by_hex.values() for u in units)
        return Game(self.scenario, conceal(self._state.clone(), hidden), dice=dice, board=self.board)

    def visible_units(self, viewer: Side | None) -> dict[str, list[str]]:
        """Unit ids each hex shows to ``viewer`` under fog of war, top first (6.3, R26; None: everything)."""
        return visible_units(self, viewer)

    def odds(
        self,
        attacker_ids: Iterable[str],
        defender_hex: str,
        cas: int = 0,
        kg: str | None = None,
        support: str | None = None,
        *,
        defence_cas: int = 0,
        defence_kg: str | None = None,
        defence_support: str | None = None,
    ) -> OddsBreakdown:
        """The odds of an attack, checked as its declaration (and defensive support) would be (13.8)."""
        attack = DeclareAttack(
            attacker_ids=list(attacker_ids), defender_hex=defender_hex, cas=cas, kg=kg, support=support
        )
        combat = check_declaration(self, attack)
        if defence_cas or defence_kg is not None or defence_support is not None:
            defence = DefenceSupport(cas=defence_cas, kg=defence_kg, support=defence_support)
            check_defence(self, combat, defence)
            combat.defence_cas, combat.defence_kg, combat.defence_support = defence_cas, defence_kg, defence_support
        return breakdown(self.board, self._state, combat)
