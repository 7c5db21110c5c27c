"""Pending decisions after combat or movement: step losses, retreats, advances, over-stack removal.

The panel lists the choices; the map answers them too: click a highlighted retreat hex, the vacated
hex to advance, or a counter to take a loss from.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton, QVBoxLayout, QWidget

from panzer_qt.model.commands import Advance, ChooseRetreat, ChooseStepLoss, Command, RemoveUnit
from panzer_qt.model.state import AdvanceDecision, Decision, OverstackDecision, RetreatDecision, StepLossDecision
from panzer_qt.rules.combat.retreat import retreat_hexes
from panzer_qt.rules.game import Game
from panzer_qt.rules.stacking_limits import stack_fits
from panzer_qt.rules.stacks import stacks
from panzer_qt.ui.common.event_text import side_name
from panzer_qt.ui.help.rule_links import RuleLabel
from panzer_qt.ui.play.session import GameSession


def fitting_advance(game: Game, decision: AdvanceDecision) -> list[str]:
    """As many of the units that may advance as fit the vacated hex, strongest first (attack, then steps; 6.0)."""
    state, specs = game.state, game.board.specs

    def strength(uid: str) -> tuple[int, int]:
        steps = state.units[uid].steps
        return specs[uid].steps[specs[uid].max_steps - steps].attack, steps

    chosen = list(stacks(game.board, state).get(decision.into_hex, ()))
    present = len(chosen)
    for uid in sorted(decision.candidates, key=strength, reverse=True):
        if stack_fits(game.board, state, [*chosen, uid]):
            chosen.append(uid)
    return chosen[present:]


class DecisionPanel(QWidget):
    """Shows the first pending decision of the session's game, a button per answer; ``command`` carries the answer."""

    command = Signal(object)

    def __init__(self, name: Callable[[str], str], session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.session = session
        self.decision: Decision | None = None
        self.retreat_unit: str | None = None
        self.retreat_hexes: list[str] = []
        self.layout_ = QVBoxLayout(self)
        self.prompt = RuleLabel()
        self.prompt.setWordWrap(True)
        self.layout_.addWidget(self.prompt)
        self.refusal = QLabel()
        self.refusal.setObjectName("decision_refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.refusal.hide()
        self.layout_.addWidget(self.refusal)
        self.choices: list[QWidget] = []
        session.changed.connect(self.follow)
        session.refused.connect(self.show_refusal)
        self.follow([])

    def follow(self, _events: list[object]) -> None:
        """The session's game changed."""
        self.show_decision(self.session.game)

    def show_refusal(self, reason: str) -> None:
        """Say here, under the question, why the rules refused the answer (while a decision is shown)."""
        if self.decision is not None:
            self.refusal.setText(self.tr("Not allowed: {reason}").format(reason=reason))
            self.refusal.show()

    def show_decision(self, game: Game) -> None:
        """Rebuild the choices for ``game``'s first pending decision (hidden when there is none)."""
        self.refusal.hide()
        for widget in self.choices:
            widget.deleteLater()
        self.choices = []
        self.decision = game.state.pending[0] if game.state.pending else None
        self.retreat_unit, self.retreat_hexes = None, []
        self.setVisible(self.decision is not None)
        decision = self.decision
        if isinstance(decision, StepLossDecision):
            standing = {game.state.units[u].hex for u in decision.candidates}
            place = (self.tr("in {hex}") if standing <= {decision.hex} else self.tr("attacking {hex}")).format(
                hex=decision.hex
            )
            self._ask(
                self.tr(
                    "{side} player: choose the unit {place} that loses a step ({count} to lose) "
                    "- a button or its counter ({rule})."
                ).format(side=side_name(decision.side), place=place, count=decision.count, rule=decision.rule)
            )
            self._buttons(decision.candidates, lambda u: ChooseStepLoss(unit_id=u), self._with_steps(game))
        elif isinstance(decision, RetreatDecision):
            self.retreat_unit = decision.units[0]
            self.retreat_hexes = retreat_hexes(game, self.retreat_unit)
            if self.retreat_hexes:
                self._ask(
                    self.tr(
                        "German player: click a highlighted hex to retreat {retreat_unit} from {from_hex} ({rule})."
                    ).format(retreat_unit=self.name(self.retreat_unit), from_hex=decision.from_hex, rule=decision.rule)
                )
            else:
                self._ask(
                    self.tr("{retreat_unit} has nowhere to retreat ({rule}).").format(
                        retreat_unit=self.name(self.retreat_unit), rule=decision.rule
                    )
                )
                self._buttons(
                    [self.retreat_unit], lambda u: ChooseRetreat(unit_id=u, hex=None), self.tr("Stay and lose a step")
                )
        elif isinstance(decision, AdvanceDecision):
            self._advance(decision, fitting_advance(game, decision))
        elif isinstance(decision, OverstackDecision):
            self._ask(
                self.tr("{side} player: {hex} is over-stacked; choose a unit to eliminate ({rule}).").format(
                    side=side_name(decision.side), hex=decision.hex, rule=decision.rule
                )
            )
            self._buttons(decision.candidates, lambda u: RemoveUnit(unit_id=u), self._with_steps(game))

    def _ask(self, text: str) -> None:
        self.prompt.setText(text)

    def _add(self, widget: QWidget) -> None:
        self.layout_.addWidget(widget)
        self.choices.append(widget)
        widget.show()

    def _with_steps(self, game: Game) -> Callable[[str], str]:
        """A unit's name with the steps it has left of its full strength."""
        units, specs = game.state.units, game.board.specs
        return lambda uid: self.tr("{unit}: {steps} of {most} steps").format(
            unit=self.name(uid), steps=units[uid].steps, most=specs[uid].max_steps
        )

    def _buttons(
        self, unit_ids: list[str], make: Callable[[str], Command], label: str | Callable[[str], str] | None = None
    ) -> None:
        for uid in unit_ids:
            text = label(uid) if callable(label) else label or self.name(uid)
            button = QPushButton(text)
            button.setToolTip(self.tr("Choose this unit"))
            button.clicked.connect(lambda _=False, u=uid: self.command.emit(make(u)))
            self._add(button)

    def _advance(self, decision: AdvanceDecision, ticked: list[str]) -> None:
        self._ask(
            self.tr(
                "{side} player: tick the units that advance, then click {into_hex} or Advance; Skip to stay ({rule})."
            ).format(side=side_name(decision.side), into_hex=decision.into_hex, rule=decision.rule)
        )
        for uid in decision.candidates:
            box = QCheckBox(self.name(uid))
            box.setToolTip(self.tr("Ticked: this unit advances"))
            box.setProperty("unit_id", uid)
            box.setChecked(uid in ticked)
            self._add(box)
        go = QPushButton(self.tr("Advance"))
        go.setToolTip(self.tr("Advance the ticked units into the empty hex (13.10)"))
        go.clicked.connect(self.advance)
        skip = QPushButton(self.tr("Skip"))
        skip.setToolTip(self.tr("Stay where they are"))
        skip.clicked.connect(lambda: self.command.emit(Advance(unit_ids=[])))
        self._add(go)
        self._add(skip)

    def advance(self) -> None:
        """Advance the ticked units."""
        ticked = [str(w.property("unit_id")) for w in self.choices if isinstance(w, QCheckBox) and w.isChecked()]
        self.command.emit(Advance(unit_ids=ticked))

    def highlights(self) -> dict[str, list[str]]:
        """Map highlights for the decision: retreat hexes, or the hex to advance into."""
        if isinstance(self.decision, AdvanceDecision):
            return {"advance": [self.decision.into_hex]}
        return {"retreat": list(self.retreat_hexes)}

    def click(self, hid: str, units_here: list[str]) -> None:
        """Answer the decision from a map click, when the click means something for it."""
        decision = self.decision
        if isinstance(decision, RetreatDecision) and hid in self.retreat_hexes and self.retreat_unit:
            self.command.emit(ChooseRetreat(unit_id=self.retreat_unit, hex=hid))
        elif isinstance(decision, AdvanceDecision) and hid == decision.into_hex:
            self.advance()
        elif isinstance(decision, StepLossDecision | OverstackDecision):
            chosen = next((u for u in units_here if u in decision.candidates), None)
            if chosen is not None:
                make = ChooseStepLoss if isinstance(decision, StepLossDecision) else RemoveUnit
                self.command.emit(make(unit_id=chosen))
