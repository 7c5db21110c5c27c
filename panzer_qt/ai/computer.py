"""The computer player: plays either side from what that side may see, at a chosen level.

``ComputerPlayer.choose(game)`` returns the next command for the side to act; a client runs it off
its UI thread (it reads the game only through ``ai.view.side_view`` and never changes it) and may pass
``progress`` (called with the share of the work done, 0 to 1) and ``cancel`` (polled while it
thinks; when it answers True, ``choose`` raises ``Stopped``). The player holds no dice and no hidden
knowledge, and nothing in it is left to chance: the same position and the same commands before it
give the same answer, so a seeded game between computer players replays exactly. A level bounds the
positions the player may score in one segment (``Level.budget``): work, not time, so its thinking time
per phase is bounded on any machine without making its answers depend on the machine's speed.

Where the greedy yardstick (``ai.greedy``) takes one command at a time, the computer player plans:

- a movement segment whole, every unit weighed with the moves before it made: the plan that gains most
  of the greedy player's own (the units in the order of battle), the move that gains most first and,
  from the standard level on, the units in order with the hexes worth going to worked out again after
  every move (``ai.movement.MovePlanner.plan``); at the deep level each move weighed again once the
  others are placed;
- its attacks one at a time, the one expected to gain most first, every attack weighed again before
  each (the gains worked out before are trusted only once the budget is spent: ``CombatPlanner.best``);
- its attacks with every unit that may go, CAS where it lifts the column,
  the KG and the 18th AD where they help, German probes by one unit or by all that may go, and the
  greedy player's attacks and probes besides (``ai.combat``);
- its move/fight announcement by the attacks open before it moves against those open after the greedy
  player's moves (5.4);
- before it ends a phase, the top unit of each of its stacks: the one that tells the enemy least
  (``ai.stack_tops``, 6.3, R58).

It also weighs with chances measured in games where the evaluation's own are far off: each German
division's chance of being destroyed out of C&C (``ai.threats``), and late in the game each town's chance
of ending Soviet (``_weights``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from panzer_qt.ai.answers import answer
from panzer_qt.ai.combat import CombatPlanner, Plan
from panzer_qt.ai.evaluation import DEFAULT_WEIGHTS, Weights
from panzer_qt.ai.movement import MovePlanner
from panzer_qt.ai.moves import with_move
from panzer_qt.ai.outlook import Outlook
from panzer_qt.ai.picture import Memory, moves_left
from panzer_qt.ai.stack_tops import hiding_top
from panzer_qt.ai.threats import MEASURED_THREATS
from panzer_qt.ai.turn import MoveQueue, Refusals, SegmentKey, segment_key
from panzer_qt.ai.view import played
from panzer_qt.model.commands import ChooseSequence, Command, EndPhase
from panzer_qt.model.enums import Segment, Sequence, Side
from panzer_qt.model.state import GameState
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.rules.game import Game

Progress = Callable[[float], None]
Cancel = Callable[[], bool]

FIGHT_FIRST = 1.0
"""How much more (VP) the attacks open at the announcement must be expected to gain than those open after
the side's moves for it to fight first."""


def last_move_towns(weights: Weights) -> Weights:
    """``weights`` with the chances that a Soviet town ends Soviet as they are from the Soviet side's last
    movement segment on, when the German still moves twice and nothing can be taken back: an empty town within
    the German reach is all but lost, one beyond it mostly kept, one with a Soviet unit in it kept (measured in
    games: benchmarks/README.md, computer player, fourth round)."""
    return replace(weights, town_held=1.0, town_exposed=0.02, town_safe=0.72)


def next_to_last_move_towns(weights: Weights) -> Weights:
    """``weights`` with the chances that a town ends Soviet as they are in the Soviet side's next to last
    movement segment (turn 8, the first Soviet phase), when the Soviets move once more before the German
    moves twice: a unit may still step into an empty town near it, or leave the one it stands in, so a Soviet
    town with a unit in it is about as likely kept as an empty one within the German reach, and a German town
    the Soviets cannot reach in one move is not taken (measured in games: benchmarks/README.md, computer player,
    fifth round)."""
    return replace(
        weights, town_held=0.55, town_exposed=0.55, town_safe=0.72, town_open=0.33, town_defended=0.01, town_far=0.0
    )


def before_last_soviet_turn(weights: Weights) -> Weights:
    """``weights`` with the chances that a town ends Soviet as they are after the German side's last movement
    segment before the Soviet side's last turn, when the Soviets still move twice and the German twice: a German
    town with a German unit in it is seldom taken, an empty one beyond the Soviet reach more often than the
    evaluation says; a Soviet town is kept less surely than it says with a unit in it, and more surely without
    (measured in games: benchmarks/README.md, computer player, fifth round)."""
    return replace(weights, town_defended=0.015, town_open=0.43, town_far=0.13, town_held=0.69, town_exposed=0.57)


SOVIET_LAST_TURN = 2
"""Movement segments the Soviet side has in its last turn."""
GERMAN_LAST_TURN = 2
"""... the German side."""


class Stopped(Exception):
    """The caller asked the player to stop thinking (``cancel``)."""


@dataclass(frozen=True)
class Level:
    """How hard the player thinks: destinations weighed per unit, whether moves are weighed twice, whether
    a movement plan is also tried with its aims worked out again after every move, and how many positions
    it may score in one segment (its budget: work, not time, so that the same seed gives the same game on
    any machine)."""

    number: int
    name: str
    destinations: int
    second_look: bool
    budget: int
    fresh_aims: bool = True

    def destinations_for(self, units: int) -> int:
        """Destinations weighed per unit for a segment in which ``units`` units may move: fewer when many
        move, so that a first look at every unit takes about a third of the budget."""
        return max(MIN_DESTINATIONS, min(self.destinations, self.budget // (3 * max(units, 1)) - 1))


MIN_DESTINATIONS = 2
LEVELS = {
    1: Level(1, QT_TRANSLATE_NOOP("Engine", "quick"), destinations=4, second_look=False, budget=1200, fresh_aims=False),
    2: Level(2, QT_TRANSLATE_NOOP("Engine", "standard"), destinations=6, second_look=False, budget=2500),
    3: Level(3, QT_TRANSLATE_NOOP("Engine", "deep"), destinations=9, second_look=True, budget=6000),
}
DEFAULT_LEVEL = 2


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


class ComputerPlayer:
    """Plays the side to act at ``level`` (see ``LEVELS``)."""

    def __init__(self, level: int = DEFAULT_LEVEL, seed: int = 0, weights: Weights = DEFAULT_WEIGHTS) -> None:
        if level not in LEVELS:
            raise ValueError(f"no level {level}; the levels are {sorted(LEVELS)}")
        del seed  # nothing is left to chance; kept so every player is made the same way
        self.level = LEVELS[level]
        self.name = f"ai:{level}"
        self.weights = weights
        self._queue = MoveQueue()
        self._refusals = Refusals()
        self._memory = Memory()
        self._key: SegmentKey | None = None
        self._spent = 0
        self._gains: dict[Plan, float] = {}

    def choose(self, game: Game, progress: Progress | None = None, cancel: Cancel | None = None) -> Command:
        """The next command for the side to act (see the module docstring)."""
        side = game.side_to_act()
        if side is None:
            raise ValueError("the game is over: nobody is to act")
        key = segment_key(game.state)
        if key != self._key:
            self._key, self._memory, self._spent, self._gains = key, Memory(), 0, {}
            self._queue.drop()
        weights = self._weights(game, side)
        outlook = Outlook.of(game, side, weights, self._memory, refused=self._refusals.now(played(game)))
        outlook.budget = self.level.budget - self._spent
        thinking = _Thinking(progress, cancel, self._expected(outlook))
        try:
            command = self._decide(outlook, thinking)
        finally:
            self._spent += outlook.judge.weighed
        thinking.finish()
        if isinstance(command, EndPhase):
            top = hiding_top(outlook.view, side)
            command = top if top is not None and top not in outlook.refused else command
        return command

    def decision_weights(self, game: Game) -> Weights:
        """The weights this player scores the side to act's next decision with: what a reason for its choice reads
        the evaluation's parts with (``ai.evaluation.Judge.assess``)."""
        side = game.side_to_act()
        if side is None:
            raise ValueError("the game is over: nobody is to act")
        return self._weights(game, side)

    def _weights(self, game: Game, side: Side) -> Weights:
        """The weights of a decision: either side's division threats as measured in games (``ai.threats``); the Soviet
        side's towns at their chances in its next to last movement segment (``next_to_last_move_towns``) and at their
        last-move chances (``last_move_towns``) from its last movement segment on; the German side's towns at their
        chances before the Soviet side's last turn (``before_last_soviet_turn``) in its last movement segment before
        that turn and the combats after it."""
        board, state = game.board, game.state
        soviet = moves_left(board, state, Side.SOVIET)
        weights = replace(self.weights, measured=MEASURED_THREATS)
        if side is Side.SOVIET:
            if soviet <= 1:
                return last_move_towns(weights)
            if soviet == SOVIET_LAST_TURN:
                return next_to_last_move_towns(weights)
        elif soviet == SOVIET_LAST_TURN:
            german = moves_left(board, state, Side.GERMAN) - GERMAN_LAST_TURN
            if german == 0 or (german == 1 and state.segment is Segment.MOVEMENT):
                return before_last_soviet_turn(weights)
        return weights

    def refused(self, command: Command) -> None:
        """A refused command (one hidden units made illegal): not again here; plan again from the position."""
        self._refusals.note(command)
        self._queue.drop()

    def _expected(self, outlook: Outlook) -> int:
        """About how many positions the decision weighs (for the progress share)."""
        units = sum(1 for u in outlook.state.units.values() if u.hex is not None)
        return min(units * (self.level.destinations + 2) * (2 if self.level.second_look else 1), self.level.budget)

    def _decide(self, outlook: Outlook, thinking: _Thinking) -> Command:
        state = outlook.state
        if state.segment is not Segment.MOVEMENT or state.pending:
            outlook.judge.memory = Memory()
            outlook.judge.picture(state).freeze()
        reply = answer(outlook)
        if reply is not None:
            return reply
        if outlook.view.must_announce():
            return self._announce(outlook, thinking)
        if state.segment is Segment.MOVEMENT:
            return self._move(outlook, thinking)
        if state.segment is Segment.COMBAT:
            planner = CombatPlanner(outlook, thinking.tick)
            top = planner.best(planner.own_list(), self._gains)
            if top is not None:
                return top.command()
        return EndPhase()

    def _announce(self, outlook: Outlook, thinking: _Thinking) -> Command:
        """Fight first only when the attacks open now are worth clearly more than those open after the
        segment's moves (5.4; the Soviet turn 1 is move/fight): moving first lets units close a pocket or
        join an attack before it is made."""
        options = outlook.view.legal_commands()
        if len(options) == 1:
            return options[0]
        now = self._attacks_worth(outlook, outlook.state, thinking)
        if now <= FIGHT_FIRST:
            return ChooseSequence(sequence=Sequence.MOVE_FIGHT)
        moving = self._acting(outlook, outlook.state, Segment.MOVEMENT)
        planner = MovePlanner.start(moving, self.level.destinations, thinking.tick)
        units = planner.units()
        planner.limit = self.level.destinations_for(len(units))
        _, plan = planner.in_order(units)
        state = moving.state
        for option in plan:
            state = with_move(outlook.board, state, option)
        later = self._attacks_worth(outlook, state, thinking)
        fight = now > later + FIGHT_FIRST
        return ChooseSequence(sequence=Sequence.FIGHT_MOVE if fight else Sequence.MOVE_FIGHT)

    @staticmethod
    def _acting(outlook: Outlook, state: GameState, segment: Segment) -> Outlook:
        """The side's outlook on ``state`` as if its ``segment`` had begun."""
        there = state.clone()
        there.segment, there.acting = segment, outlook.side
        view = Game(outlook.view.scenario, there, dice=outlook.view.dice, board=outlook.board)
        return Outlook(view, outlook.side, outlook.judge, budget=outlook.budget)

    def _attacks_worth(self, outlook: Outlook, state: GameState, thinking: _Thinking) -> float:
        """What the side's best six attacks open in ``state`` are expected to gain, each weighed alone."""
        planner = CombatPlanner(self._acting(outlook, state, Segment.COMBAT), thinking.tick)
        gains = sorted((w.gain for w in planner.weigh(planner.own_list())), reverse=True)
        return sum(g for g in gains[:6] if g > 0)

    def _move(self, outlook: Outlook, thinking: _Thinking) -> Command:
        command = self._queue.next(outlook)
        if command is not None:
            return command
        if self._queue.finished(outlook):
            return EndPhase()
        if outlook.exhausted():
            return self._queue.carry_on(outlook) or EndPhase()
        planner = MovePlanner.start(outlook, self.level.destinations, thinking.tick)
        units = planner.units()
        planner.limit = self.level.destinations_for(len(units))
        plan = planner.plan(units, fresh_aims=self.level.fresh_aims)
        if self.level.second_look:
            plan = planner.improve(plan)
        self._queue.reset(segment_key(outlook.state), plan)
        command = self._queue.next(outlook)
        return command if command is not None else EndPhase()
