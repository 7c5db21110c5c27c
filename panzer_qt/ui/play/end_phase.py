"""Ending a phase on purpose: End Phase asks first while stacks could still move or attack or a hex is over the
stacking limit (with "don't ask again"), so no stray click or key throws a segment away or costs a unit unwarned; no
single unmodified key ends a phase."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from panzer_qt.model.commands import DeclareAttack
from panzer_qt.model.enums import Segment
from panzer_qt.rules.game import Game
from panzer_qt.rules.legal import attacks, movers
from panzer_qt.ui.map.hex_info import over_limit
from panzer_qt.ui.map.position_answers import Answers
from panzer_qt.ui.settings import CONFIRM_END_PHASE, Settings
from panzer_qt.ui.window_parts import explain_buttons


def idle_stacks(game: Game) -> tuple[int, str]:
    """How many stacks could still act in this segment, and what they could still do ("move" or "attack")."""
    state = game.state
    if state.segment is Segment.MOVEMENT:
        units = state.units
        free = {units[u].hex for u in movers(game) if game.why_immobile([u]) is None}
        return len(free), "move"
    if state.segment is Segment.COMBAT:
        targets = {c.defender_hex for c in attacks(game) if isinstance(c, DeclareAttack)}
        return len(targets), "attack"
    return 0, ""


def question(count: int, verb: str, over: Sequence[str] = ()) -> str:
    """The question asked before ending a segment with idle stacks or over-stacked hexes (``over``: one sentence
    each, listed first)."""
    if not count:
        ask = QCoreApplication.translate("EndPhase", "End this segment anyway?")
    else:
        if verb == "attack":
            what = QCoreApplication.translate("EndPhase", "%n enemy stack(s) could still be attacked", None, count)
        else:
            what = QCoreApplication.translate("EndPhase", "%n stack(s) could still move", None, count)
        ask = QCoreApplication.translate("EndPhase", "{what}. End this segment anyway?").format(what=what)
    return "\n".join([*(f"{line}." for line in over), ask])


def over_limit_lines(answers: Answers) -> list[str]:
    """One sentence for each hex the viewer sees over the stacking limit: who will thin it (6.0)."""
    specs = answers.game.board.specs
    return [over_limit(specs[answers.visible[hid][0]].side, hid) for hid in sorted(answers.over_stacked)]


class EndPhaseGuard:
    """Asks before ``end`` runs while stacks are idle; the answer box is window-modal and does not block."""

    def __init__(self, parent: QWidget, settings: Settings, end: Callable[[], None]) -> None:
        self.parent, self.settings, self.end = parent, settings, end
        self.box: QMessageBox | None = None

    def request(self, answers: Answers) -> None:
        """End the segment now, or ask first (while stacks are idle or a hex is over the stacking limit)."""
        asking = self.settings.get(CONFIRM_END_PHASE)
        count, verb = idle_stacks(answers.game) if asking else (0, "")
        over = over_limit_lines(answers) if asking and answers.game.state.segment is not Segment.NONE else []
        if count == 0 and not over:
            self.end()
            return
        box = QMessageBox(
            QMessageBox.Icon.Warning if over else QMessageBox.Icon.Question,
            QCoreApplication.translate("EndPhaseGuard", "End this segment?"),
            question(count, verb, over),
            parent=self.parent,
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        again = QCheckBox(QCoreApplication.translate("EndPhaseGuard", "Don't ask again"), box)
        again.setToolTip(
            QCoreApplication.translate("EndPhaseGuard", "End phases at once from now on (Settings can ask again)")
        )
        box.setCheckBox(again)
        explain_buttons(
            box,
            {
                "Yes": QCoreApplication.translate("EndPhaseGuard", "End the segment; the idle stacks stay put"),
                "No": QCoreApplication.translate("EndPhaseGuard", "Go back and give the idle stacks their orders"),
            },
        )
        box.finished.connect(lambda _result: self._answered(box))
        self.box = box
        box.open()

    def _answered(self, box: QMessageBox) -> None:
        self.box = None
        if box.clickedButton() is not box.button(QMessageBox.StandardButton.Yes):
            return
        if box.checkBox().isChecked():
            self.settings.set(CONFIRM_END_PHASE, False)
        self.end()
