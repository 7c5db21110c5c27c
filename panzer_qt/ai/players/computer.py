"""The computer player: plays either side from what that side may see, at a chosen level.

``ComputerPlayer.choose(game)`` returns the next command for the side to act; a client runs it off
its UI thread (it reads the game only through ``position.view.side_view`` and never changes it) and may
pass ``progress`` (called with the share of the work done, 0 to 1) and ``cancel`` (polled while it
thinks; when it answers True, ``choose`` raises ``Stopped``). The player holds no dice and no hidden
knowledge, and nothing in it is left to chance: the same position and the same commands before it
give the same answer, so a seeded game between computer players replays exactly. A level bounds the
positions the player may score in one segment (``Level.budget``): work, not time, so its thinking time
per phase is bounded on any machine without making its answers depend on the machine's speed.

It follows the decision skeleton it shares with the greedy yardstick (``players.judging``). Where the greedy
yardstick (``players.greedy``) takes one command at a time, the computer player plans:

- a movement segment whole, every unit weighed with the moves before it made: the plan that gains most
  of the greedy player's own (the units in the order of battle), the move that gains most first and,
  from the standard level on, the units in order with the hexes worth going to worked out again after
  every move (``planners.movement.MovePlanner.plan``); at the deep level each move weighed again once the
  others are placed;
- its attacks one at a time, the one expected to gain most first, every attack weighed again before
  each (the gains worked out before are trusted only once the budget is spent: ``CombatPlanner.best``);
- its attacks with every unit that may go, CAS where it lifts the column,
  the KG and the 18th AD where they help, German probes by one unit or by all that may go, and the
  greedy player's attacks and probes besides (``planners.combat``);
- its move/fight announcement by the attacks open before it moves against those open after the greedy
  player's moves (5.4);
- before it ends a phase, the top unit of each of its stacks: the one that tells the enemy least
  (``planners.stack_tops``, 6.3, R58).

It also weighs with chances measured in games where the evaluation's own are far off: each German
division's chance of being destroyed out of C&C (``judgement.threats``), and late in the game each town's
chance of ending Soviet (``judgement.weights.weights_for``).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator
from dataclasses import replace

from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.judgement.evaluation import Judge
from panzer_qt.ai.judgement.weights import DEFAULT_WEIGHTS, FIGHT_FIRST, Weights, counter_attacking, weights_for
from panzer_qt.ai.planners.combat import CombatPlanner, Plan, Weighed
from panzer_qt.ai.planners.destinations import MoveOption, with_move
from panzer_qt.ai.planners.movement import MovePlanner
from panzer_qt.ai.planners.stack_tops import hiding_top
from panzer_qt.ai.players.judging import JudgingPlayer
from panzer_qt.ai.players.levels import DEFAULT_LEVEL, LEVELS, REPLY_LEVEL, Stopped
from panzer_qt.ai.players.lookahead import best_plan
from panzer_qt.ai.players.reasons import Reason, explained, reason_for
from panzer_qt.ai.players.segment import segment_key
from panzer_qt.model.commands import ChooseSequence, Command, EndPhase
from panzer_qt.model.enums import Segment, Sequence, Side
from panzer_qt.model.state import GameState
from panzer_qt.rules.game import Game

log = logging.getLogger(__name__)

Progress = Callable[[float], None]
Cancel = Callable[[], bool]


class _Thinking:
    """Progress reports and the stop check of one ``choose`` call."""

    def __init__(self, progress: Progress | None, cancel: Cancel | None, expected: int) -> None:
        self.progress, self.cancel = progress, cancel
        self.expected, self.done = max(expected, 1), 0

    def tick(self) -> None:
        self.done += 1
        if self.cancel is not None and self.cancel():
            raise Stopped
        if self.progress is not None and self.done % 10 == 0:
            self.progress(min(0.99, self.done / self.expected))

    def finish(self) -> None:
        if self.progress is not None:
            self.progress(1.0)


class _Timing:
    """How long a player thought in one segment, and over how many decisions (logged when the segment is over)."""

    def __init__(self) -> None:
        self.seconds, self.decisions, self.side, self.key = 0.0, 0, Side.GERMAN, (0, "", "")

    def add(self, seconds: float, state: GameState, side: Side) -> None:
        self.seconds, self.side = self.seconds + seconds, side
        self.key = (state.turn, state.phase.value, state.segment.value)
        self.decisions += 1
        log.debug("%s decision in %.3f s", side.value, seconds)

    def report(self, name: str) -> None:
        """Log the segment's total (turn, phase and segment: nothing hidden) and start counting again."""
        if self.decisions:
            log.info("%s (%s) thought %.2f s over %d decisions: turn %d, %s, %s",
                     name, self.side.value, self.seconds, self.decisions, *self.key)  # fmt: skip
        self.seconds, self.decisions = 0.0, 0


class ComputerPlayer(JudgingPlayer):
    """Plays the side to act at ``level`` (see ``LEVELS``)."""

    def __init__(self, level: int = DEFAULT_LEVEL, seed: int = 0, weights: Weights = DEFAULT_WEIGHTS) -> None:
        if level not in LEVELS:
            raise ValueError(f"no level {level}; the levels are {sorted(LEVELS)}")
        del seed  # nothing is left to chance; kept so every player is made the same way
        super().__init__(weights)
        self.level = LEVELS[level]
        self.name = f"ai:{level}"
        self._spent = 0
        self._gains: dict[Plan, float] = {}
        self._thinking = _Thinking(None, None, 1)
        self._thought = _Timing()
        self._why: tuple[Outlook, Weighed | None, MoveOption | None] | None = None

    def choose(self, game: Game, progress: Progress | None = None, cancel: Cancel | None = None) -> Command:
        """The next command for the side to act (see the module docstring)."""
        started = time.perf_counter()
        outlook = self.outlook(game)
        outlook.budget = self.level.budget - self._spent
        self._why = (outlook, None, None)
        self._thinking = _Thinking(progress, cancel, self._expected(outlook))
        try:
            command = self.decide(outlook)
        finally:
            self._spent += outlook.judge.weighed
        self._thinking.finish()
        self._thought.add(time.perf_counter() - started, game.state, outlook.side)
        return command

    def choose_with_reason(
        self, game: Game, progress: Progress | None = None, cancel: Cancel | None = None
    ) -> tuple[Command, Reason]:
        """The next command (as ``choose`` gives it) and why: what it does and the evaluation's terms that weighed
        most for it (``players.reasons``). Working the reason out changes none of the player's later choices."""
        command = self.choose(game, progress, cancel)
        assert self._why is not None, "choose notes the decision it made"
        outlook, weighed, move = self._why
        return command, reason_for(outlook, command, weighed, move)

    def explain(self, game: Game, command: Command) -> Reason:
        """Why ``command`` (chosen by anyone: a record's step, say) is worth making for the side to act, by this
        player's evaluation (``players.reasons.explained``); it changes nothing the player keeps."""
        side = game.side_to_act()
        if side is None:
            raise ValueError("the game is over: nobody is to act")
        return explained(Outlook.of(game, side, self._weights(game, side)), command)

    def new_segment(self) -> None:
        """A new segment: a new budget, no gains known (the last one's thinking time logged)."""
        self._thought.report(self.name)
        self._spent, self._gains = 0, {}

    def _weights(self, game: Game, side: Side) -> Weights:
        """The weights of a decision (``judgement.weights.weights_for``; at a level that counter-attacks, the German
        side's with ``counter_attacking``)."""
        weights = weights_for(game.board, game.state, side, self.weights)
        return counter_attacking(weights) if self.level.counter_attacks and side is Side.GERMAN else weights

    def fresh_memory(self, state: GameState) -> bool:
        """Outside a movement segment, and while a decision is pending in one."""
        return state.segment is not Segment.MOVEMENT or bool(state.pending)

    def end_phase(self, outlook: Outlook) -> Command:
        """Before it ends a phase, the top unit of each of its stacks that tells the enemy least (6.3, R58)."""
        top = hiding_top(outlook.view, outlook.side)
        return top if top is not None and top not in outlook.refused else EndPhase()

    def _expected(self, outlook: Outlook) -> int:
        """About how many positions the decision weighs (for the progress share)."""
        units = sum(1 for u in outlook.state.units.values() if u.hex is not None)
        looks = 2 if self.level.second_look else 1
        return min(units * (self.level.destinations_of(outlook.side) + 2) * looks, self.level.budget)

    def attack(self, outlook: Outlook) -> Weighed | None:
        """The attack that gains most, every one weighed again (``CombatPlanner.best``)."""
        planner = CombatPlanner(outlook, self._thinking.tick)
        top = planner.best(planner.own_list(), self._gains)
        self._why = (outlook, top, None)
        return top

    def announce(self, outlook: Outlook) -> Command:
        """Fight first only when the attacks open now are worth clearly more than those open after the
        segment's moves (5.4; the Soviet turn 1 is move/fight): moving first lets units close a pocket or
        join an attack before it is made."""
        options = outlook.view.legal_commands()
        if len(options) == 1:
            return options[0]
        now = self._attacks_worth(outlook, outlook.state)
        if now <= FIGHT_FIRST:
            return ChooseSequence(sequence=Sequence.MOVE_FIGHT)
        moving = self._acting(outlook, outlook.state, Segment.MOVEMENT)
        planner, units = self._planner(moving)
        _, plan = planner.in_order(units)
        state = moving.state
        for option in plan:
            state = with_move(outlook.board, state, option)
        later = self._attacks_worth(outlook, state)
        fight = now > later + FIGHT_FIRST
        return ChooseSequence(sequence=Sequence.FIGHT_MOVE if fight else Sequence.MOVE_FIGHT)

    @staticmethod
    def _acting(outlook: Outlook, state: GameState, segment: Segment) -> Outlook:
        """The side's outlook on ``state`` as if its ``segment`` had begun."""
        there = state.clone()
        there.segment, there.acting = segment, outlook.side
        view = Game(outlook.view.scenario, there, dice=outlook.view.dice, board=outlook.board)
        return Outlook(view, outlook.side, outlook.judge, budget=outlook.budget)

    def _attacks_worth(self, outlook: Outlook, state: GameState) -> float:
        """What the side's best six attacks open in ``state`` are expected to gain, each weighed alone."""
        planner = CombatPlanner(self._acting(outlook, state, Segment.COMBAT), self._thinking.tick)
        gains = sorted((w.gain for w in planner.weigh(planner.own_list())), reverse=True)
        return sum(g for g in gains[:6] if g > 0)

    def _planner(self, outlook: Outlook) -> tuple[MovePlanner, list[str]]:
        """A planner for the side's movement segment, and the units that may move: each weighs as many destinations
        as the level gives a unit of that side when that many move (``Level.destinations_for``)."""
        planner = MovePlanner.start(outlook, self.level.destinations_of(outlook.side), self._thinking.tick)
        units = planner.units()
        planner.limit = self.level.destinations_for(outlook.side, len(units))
        return planner, units

    def move(self, outlook: Outlook) -> Command:
        """The next move of the segment's plan (noted for its reason)."""
        command = self._move(outlook)
        self._why = (outlook, None, self._queue.last)
        return command

    def _looked_ahead(self, outlook: Outlook, planner: MovePlanner, units: list[str]) -> list[MoveOption]:
        """The plan kept by the look-ahead among the level's best few (``candidates``) and the side's plans of
        other postures (``posed``): the one whose playout through the opponent's next segment ends best
        (``players.lookahead.best_plan``)."""
        candidates = self.candidates(planner, units)
        for plan in self.posed(outlook):
            if plan not in candidates:
                candidates.append(plan)
        if len(candidates) == 1:
            return candidates[0]
        return self.looked_ahead(outlook, candidates)

    def candidates(self, planner: MovePlanner, units: list[str]) -> list[list[MoveOption]]:
        """The level's best few whole-segment plans for the planner's side, best by one look first (weighed again
        once the others are placed, at a level that does so), each once."""
        tried = sorted(planner.plans(units, fresh_aims=self.level.fresh_aims), key=lambda found: -found[0])
        first = tried[0][1]
        if self.level.second_look:
            first = planner.improve(list(first))
        found: list[list[MoveOption]] = []
        for plan in [first, *(p for _, p in tried)]:
            if plan not in found:
                found.append(plan)
        return found[: self.level.lookahead_of(planner.outlook.side)]

    def posed(self, outlook: Outlook) -> Iterator[list[MoveOption]]:
        """The side's plans with the exposure to enemy attacks weighed more or less (``Level.postures_of``), each
        planned as the level plans, with the decision's budget of its own."""
        for factor in self.level.postures_of(outlook.side):
            weights = replace(outlook.judge.weights, exposure=outlook.judge.weights.exposure * factor)
            judge = Judge(outlook.board, outlook.fog, weights, outlook.judge.memory)
            planner, units = self._planner(replace(outlook, judge=judge))
            yield planner.plan(units, fresh_aims=self.level.fresh_aims)

    def looked_ahead(self, outlook: Outlook, candidates: list[list[MoveOption]]) -> list[MoveOption]:
        """Of the candidate plans, the one whose playout through the opponent's next segment, played by the
        standard level, ends best."""
        own_combat = outlook.side in self.level.own_combat
        return best_plan(
            outlook, candidates, lambda: ComputerPlayer(REPLY_LEVEL), self._thinking.tick, own_combat=own_combat
        )

    def _move(self, outlook: Outlook) -> Command:
        """The next move of the segment's plan, planned afresh when the last plan no longer holds (while the
        budget lasts; after it, what is left of the plan)."""
        command = self._queue.next(outlook)
        if command is not None:
            return command
        if self._queue.finished(outlook):
            return EndPhase()
        if outlook.exhausted():
            return self._queue.carry_on(outlook) or EndPhase()
        planner, units = self._planner(outlook)
        if self.level.lookahead_of(outlook.side):
            plan = self._looked_ahead(outlook, planner, units)
        else:
            plan = planner.plan(units, fresh_aims=self.level.fresh_aims)
            if self.level.second_look:
                plan = planner.improve(plan)
        self._queue.reset(segment_key(outlook.state), plan)
        command = self._queue.next(outlook)
        return command if command is not None else EndPhase()
