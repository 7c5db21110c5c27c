"""What the computer players keep between commands: the segment they are in and the moves planned."""

from __future__ import annotations

from dataclasses import dataclass, field

from panzer_qt.ai.judgement.decision import Outlook
from panzer_qt.ai.planners.destinations import MoveOption
from panzer_qt.model.commands import Command
from panzer_qt.model.enums import Phase, Segment
from panzer_qt.model.state import GameState

SegmentKey = tuple[int, Phase, Segment]


def segment_key(state: GameState) -> SegmentKey:
    """Which segment of which turn a state is in."""
    return state.turn, state.phase, state.segment


@dataclass
class MoveQueue:
    """Moves planned for the rest of a segment, carried out one command at a time.

    The queue trusts its plan only while the units end where the plan put them: a river roll that
    stops a stack short (12.3) or a refused command empties it, and the player plans again.
    """

    key: SegmentKey | None = None
    options: list[MoveOption] = field(default_factory=list)
    commands: list[Command] = field(default_factory=list)
    last: MoveOption | None = None

    def reset(self, key: SegmentKey | None, options: list[MoveOption]) -> None:
        """Hold a new plan for segment ``key``."""
        self.key, self.options, self.commands, self.last = key, list(options), [], None

    def holds(self, outlook: Outlook) -> bool:
        """Whether the plan is for this segment and the last move ended where it was meant to."""
        state = outlook.state
        if self.key != segment_key(state):
            return False
        last = self.last
        return last is None or last.to is None or state.units[last.unit_id].hex == last.to

    def finished(self, outlook: Outlook) -> bool:
        """Whether the plan for this segment has been carried out to its end as planned."""
        return self.holds(outlook) and not self.options and not self.commands

    def next(self, outlook: Outlook) -> Command | None:
        """The plan's next command, if the plan still holds in this position."""
        if not self.holds(outlook):
            return None
        if not self.commands:
            if not self.options:
                return None
            self.last = self.options.pop(0)
            self.commands = list(self.last.commands)
        command = self.commands.pop(0)
        return command if outlook.view.is_legal(command) else None

    def carry_on(self, outlook: Outlook) -> Command | None:
        """The plan's next command still legal, the last move's shortfall accepted (for a player with no
        budget left to plan again); None when nothing of the plan is left."""
        if self.key != segment_key(outlook.state):
            return None
        self.last = None
        while self.options or self.commands:
            command = self.next(outlook)
            if command is not None:
                return command
            self.commands, self.last = [], None  # that move cannot be made now: the next one
        return None

    def drop(self) -> None:
        """Forget the plan."""
        self.reset(None, [])


@dataclass
class Refusals:
    """Commands the engine refused in the position now (a retreat or advance hex that hidden enemy units
    close, say): the player must not offer them again until the game moves on."""

    steps: int = -1
    commands: list[Command] = field(default_factory=list)

    def now(self, steps: int) -> tuple[Command, ...]:
        """The commands refused at this step of the game (``steps``: commands played so far)."""
        if steps != self.steps:
            self.steps, self.commands = steps, []
        return tuple(self.commands)

    def note(self, command: Command) -> None:
        """The engine refused ``command`` at the current step."""
        self.commands.append(command)
