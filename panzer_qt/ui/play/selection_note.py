"""The note above the decisions: what is selected and what it may still do, or what the player is asked."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from panzer_qt.model.enums import Phase, Segment
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.rules.standfast import bound_column
from panzer_qt.ui.common.event_text import side_name
from panzer_qt.ui.help.rule_links import RuleLabel
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.translated import refusal, unit_names

HINT = QT_TRANSLATE_NOOP("SelectionNote", "Click one of your stacks to select it (Shift: the whole stack).")
PHASE_HINTS = {
    Phase.SETUP: QT_TRANSLATE_NOOP(
        "SelectionNote", "German set-up: click a unit, then one of the highlighted hexes to place it (3.2)."
    ),
    Phase.KG_DEPLOYMENT: QT_TRANSLATE_NOOP(
        "SelectionNote", "Place the KG markers: pick one in the Tray, then click a highlighted hex (5.3)."
    ),
    Phase.REINFORCEMENT: QT_TRANSLATE_NOOP(
        "SelectionNote", "Reinforcements: pick a unit in the Tray, then click a highlighted entry hex (10.1)."
    ),
    Phase.REPLACEMENT: QT_TRANSLATE_NOOP(
        "SelectionNote", "Replacements: pick a rifle corps in the Tray, then click a highlighted hex (11.2)."
    ),
}
"""What to do when nothing is selected, in the phases that are not about moving or fighting stacks."""
GAME_OVER_HINT = QT_TRANSLATE_NOOP(
    "SelectionNote", "The game is over: the Victory points dock shows the result by source."
)


class SelectionNote(RuleLabel):
    """Names the session's selected units and what they may still do; follows the session."""

    def __init__(self, name: Callable[[str], str], session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent=parent)
        self.name, self.session = name, session
        self.setWordWrap(True)  # unit names come from the scenario file: plain text, only rule numbers are links
        session.changed.connect(self.follow)
        session.selectionChanged.connect(self.follow)
        self.follow()

    def follow(self, _events: object = None) -> None:
        """The game or the selection changed."""
        self.setText(self.text_now())

    def text_now(self) -> str:
        """The note for the current position and selection."""
        game, selection = self.session.game, self.session.selection
        if not selection:
            if game.must_announce():
                return self.tr(
                    "{acting} player: announce this turn's order with Move/Fight or Fight/Move on the phase bar (5.4)."
                ).format(acting=side_name(game.state.acting))
            return hint(game.state.phase, game.over)
        text = ", ".join(self.name(u) for u in selection)
        reach = self.session.reach()
        if reach is not None:
            text += self.tr(": {mp_allowance} MP, {reach} hexes in reach; click one to move there (12.0)").format(
                mp_allowance=reach.mp_allowance, reach=len(reach)
            )
            text += route_note(self.session.waypoints)
            text += self.tr(". It may leave the map (4.1).") if reach.can_exit else ""
            column = bound_column(game.board, game.state, selection)
            if column is not None:
                text += self.tr(". Stand fast: no hex west of column {column:02d} this turn (3.2).").format(
                    column=column
                )
        elif game.state.segment is Segment.MOVEMENT:
            reason = game.why_immobile(selection)
            text += f": {refusal(reason, unit_names(game.board.specs))}" if reason is not None else ""
        return self.tr("Selected: {text}").format(text=text) + self.blocked_note()

    def blocked_note(self) -> str:
        """Why the selection is out of supply / C&C: the hexes that block its line (marked on the map)."""
        line = self.session.answers.blocked_line(self.session.selection)
        if line is None:
            return ""
        if not line.path:
            return self.tr(" Out of supply / C&C: no line leads to a source (8.0, 9.2).")
        return self.tr(" Out of supply / C&C: its line to {source} is blocked in {hexes} (8.0, 9.2).").format(
            source=line.path[-1], hexes=", ".join(line.blocks)
        )


def route_note(waypoints: tuple[str, ...]) -> str:
    """How the player routes the move through hexes of his choice, or the route chosen so far."""
    if not waypoints:
        return QCoreApplication.translate("SelectionNote", "; Alt+click one to route the move through it")
    text = QCoreApplication.translate(
        "SelectionNote", ". Route through {hexes}, the range counted from the last; Backspace takes it back, Esc all"
    )
    return text.format(hexes=", ".join(waypoints))


def hint(phase: Phase, game_over: bool) -> str:
    """What the player may do now with nothing selected."""
    if game_over:
        return QCoreApplication.translate("SelectionNote", GAME_OVER_HINT)
    if phase in PHASE_HINTS:
        return QCoreApplication.translate("SelectionNote", PHASE_HINTS[phase])
    return QCoreApplication.translate("SelectionNote", HINT)
