"""The combat panel: pick a target and attackers, set CAS/KG/18th AD support, see the live odds, declare,
resolve; the German defensive support against Soviet attacks; German probes (13.0-13.8)."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from panzer_qt.model.commands import CommitCas, DeclareAttack, DefenceSupport, Probe, ResolveCombat
from panzer_qt.model.enums import Side, Weather
from panzer_qt.model.events import OddsComputed, PhaseStarted
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.rules.combat.odds import breakdown
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game
from panzer_qt.rules.stacks import occupied
from panzer_qt.ui.common.odds_html import odds_html
from panzer_qt.ui.help.reference import link_rules
from panzer_qt.ui.help.rule_links import RuleLabel, follow_rule_links
from panzer_qt.ui.play.session import GameSession
from panzer_qt.ui.translated import engine_text, unit_names

HINT = QT_TRANSLATE_NOOP(
    "CombatPanel", "Click an enemy stack to target it, then your adjacent stacks to add or drop attackers (13.0)."
)


def resolved_odds(game: Game, defender_hex: str | None = None) -> OddsComputed | None:
    """The odds the latest combat of this segment (at ``defender_hex``, if given) was resolved at, as the engine
    logged them at the roll: losses and retreats since change nothing."""
    for step in reversed(game.steps):
        for event in reversed(step.events):
            if isinstance(event, PhaseStarted):
                return None
            if isinstance(event, OddsComputed) and defender_hex in (None, event.defender_hex):
                return event
    return None


class SupportChoice(QWidget):
    """CAS markers, a KG marker and the 18th AD: the extra support one side may commit to a combat."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = self.form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.cas = QSpinBox()
        self.cas.setToolTip(self.tr("Air support markers to commit to this combat, one factor each (13.3)"))
        self.kg = QComboBox()
        self.kg.setToolTip(self.tr("The Korpsgruppe whose one-column shift this combat gets (13.4)"))
        self.support = QCheckBox(self.tr("18th AD artillery support (13.1)"))
        self.support.setToolTip(
            self.tr("Add the 18th Artillery Division's attack factor from up to two hexes away (13.1)")
        )
        form.addRow(self.tr("CAS markers (13.3)"), self.cas)
        form.addRow(self.tr("KG marker (13.4)"), self.kg)
        form.addRow(self.support)
        self.cas.valueChanged.connect(lambda _value: self.changed.emit())
        self.kg.currentIndexChanged.connect(lambda _index: self.changed.emit())
        self.support.toggled.connect(lambda _on: self.changed.emit())
        self.support_id: str | None = None
        self.target: str | None = None

    def offer(self, game: Game, side: Side, target: str | None) -> None:
        """Offer what ``side`` has: its CAS markers, KGs in range of ``target``, the 18th AD on the map. The KG and
        18th AD rows show only when the German side may use them; a new target starts from no support."""
        self.blockSignals(True)
        if target != self.target:
            self.target = target
            self.cas.setValue(0)
            self.kg.setCurrentIndex(0)
            self.support.setChecked(False)
        self.cas.setMaximum(game.state.cas.get(side, 0))
        kept = self.kg.currentData()
        self.kg.clear()
        self.kg.addItem(self.tr("none"), None)
        german = side is Side.GERMAN
        names = {k.id: k.name for k in game.scenario.kg_markers}
        for kg_id, kg_range in game.kg_ranges().items() if german else ():
            if target is not None and target in kg_range.combat and kg_id not in game.state.log.kg_used:
                self.kg.addItem(f"{names.get(kg_id, kg_id)} ({kg_range.hex})", kg_id)
        self.kg.setCurrentIndex(max(0, self.kg.findData(kept)))
        board, units = game.board, game.state.units
        self.support_id = next(
            (
                u
                for u, s in board.specs.items()
                if s.abilities.range2_support and s.side is side and units[u].hex is not None
            ),
            None,
        )
        self.support.setEnabled(german and self.support_id is not None and not game.state.log.support_used)
        self.support.setChecked(self.support.isChecked() and self.support.isEnabled())
        self.form.setRowVisible(self.kg, self.kg.count() > 1)
        self.form.setRowVisible(self.support, self.support.isEnabled())
        self.blockSignals(False)

    def values(self) -> tuple[int, str | None, str | None]:
        """CAS count, KG id, supporting unit id."""
        return self.cas.value(), self.kg.currentData(), self.support_id if self.support.isChecked() else None


class CombatPanel(QWidget):
    """Declaring and resolving attacks; ``command`` carries what the player decided, ``choiceChanged`` tells
    that the target, the attackers or the probe hex changed. It follows the session's game."""

    command = Signal(object)
    choiceChanged = Signal()  # noqa: N815 (Qt signal name)

    def __init__(self, name: Callable[[str], str], session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.session = session
        self.game: Game | None = None
        self.target: str | None = None
        self.attackers: list[str] = []
        self.probe_hex: str | None = None
        layout = QVBoxLayout(self)
        self.status = RuleLabel(self.tr(HINT))
        self.status.setWordWrap(True)
        self.attack_support = SupportChoice()
        self.defence_box = QGroupBox(self.tr("German defensive support"))
        self.defence_support = SupportChoice()
        defence = QVBoxLayout(self.defence_box)
        defence.addWidget(self.defence_support)
        self.defend_button = QPushButton(self.tr("Commit defence"))
        defence.addWidget(self.defend_button)
        self.more_cas_box = QWidget()
        more_cas = QHBoxLayout(self.more_cas_box)
        more_cas.setContentsMargins(0, 0, 0, 0)
        self.more_cas = QSpinBox()
        self.more_cas.setMinimum(1)
        self.add_cas_button = QPushButton(self.tr("Add CAS"))
        more_cas.addWidget(RuleLabel(self.tr("More CAS before the roll (13.3)")))
        more_cas.addWidget(self.more_cas)
        more_cas.addWidget(self.add_cas_button)
        self.odds_view = QTextBrowser()
        self._odds_html = ""
        follow_rule_links(self.odds_view)
        self.odds_view.setMinimumHeight(160)
        buttons = QHBoxLayout()
        self.declare_button = QPushButton(self.tr("Declare"))
        self.declare_button.setToolTip(
            self.tr("Declare the attack: the defending stack is revealed and the attack cannot be called off (6.3)")
        )
        self.resolve_button = QPushButton(self.tr("Resolve"))
        self.probe_button = QPushButton(self.tr("Probe"))
        self.clear_button = QPushButton(self.tr("Clear"))
        for button in (self.declare_button, self.resolve_button, self.probe_button, self.clear_button):
            buttons.addWidget(button)
        for widget in (self.status, self.attack_support, self.defence_box, self.more_cas_box, self.odds_view):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        self.attack_support.changed.connect(self._show_odds)
        self.declare_button.clicked.connect(self._declare)
        self.resolve_button.clicked.connect(lambda: self.command.emit(ResolveCombat()))
        self.probe_button.clicked.connect(self._probe)
        self.clear_button.clicked.connect(self.clear)
        self.defend_button.clicked.connect(self._defend)
        self.add_cas_button.clicked.connect(self._add_cas)
        session.changed.connect(self.follow)
        self._add_tips()
        self.follow([])

    def follow(self, _events: list[object]) -> None:
        """The session's game changed."""
        self.set_game(self.session.game)

    def clear(self) -> None:
        """Forget the target, attackers and probe hex."""
        self.target, self.attackers, self.probe_hex = None, [], None
        self.refresh()
        self.choiceChanged.emit()

    def click(self, hid: str, own_units: list[str]) -> None:
        """A hex was clicked in a combat segment: target it, toggle its stack as attackers, or offer a probe."""
        game = self.game
        if game is None or game.state.combat is not None or game.state.acting is None:
            return
        side = game.state.acting
        if hid in occupied(game.board, game.state, side.enemy):
            self.target, self.probe_hex = hid, None
        elif own_units:
            if set(own_units) <= set(self.attackers):
                self.attackers = [u for u in self.attackers if u not in own_units]
            else:
                self.attackers += [u for u in own_units if u not in self.attackers]
        elif side is Side.GERMAN:
            self.target, self.probe_hex = None, hid
        self.refresh()
        self.choiceChanged.emit()

    def set_game(self, game: Game) -> None:
        """Follow ``game`` (after each command); another game starts with no choice."""
        if game is not self.game:
            self.target, self.attackers, self.probe_hex = None, [], None
        self.game = game
        self.attackers = [u for u in self.attackers if game.state.units[u].hex is not None]
        if game.state.combat is None and self.target is not None and self.target in game.state.log.attacked_hexes:
            self.target, self.attackers = None, []
        self.refresh()

    def refresh(self) -> None:
        """Update the controls and odds for the current choice or declared combat."""
        game = self.game
        if game is None:
            return
        combat, side = game.state.combat, game.state.acting or Side.GERMAN
        self.attack_support.setVisible(combat is None)
        self.attack_support.offer(game, side, self.target)
        defending = combat is not None and combat.side is Side.SOVIET and not combat.defence_answered
        self.defence_box.setVisible(defending)
        if combat is not None:
            self.defence_support.offer(game, Side.GERMAN, combat.defender_hex)
        held = game.state.cas.get(combat.side, 0) if combat is not None else 0
        rolled = combat is None or combat.result is not None
        can_add = not rolled and not defending and held > 0 and game.state.weather is not Weather.STORM
        self.more_cas_box.setVisible(can_add)
        self.more_cas.setMaximum(max(1, held))
        self.declare_button.setEnabled(combat is None and bool(self.target and self.attackers))
        self.resolve_button.setEnabled(combat is not None and not defending and not game.state.pending)
        self.probe_button.setVisible(side is Side.GERMAN)
        self.probe_button.setEnabled(combat is None and self.probe_hex is not None and bool(self.attackers))
        self.clear_button.setEnabled(combat is None)  # a declaration that revealed a stack stands
        self._show_odds()

    def _show_odds(self) -> None:
        game = self.game
        if game is None:
            return
        combat = game.state.combat
        if combat is not None:
            who = ", ".join(self.name(u) for u in combat.attacker_ids)
            if combat.result is not None:
                step = self.tr("Result {value}: answer the decision above (13.9).").format(value=combat.result.value)
            elif self.defence_box.isVisible():
                step = self.tr("German player: commit defensive support.")
            else:
                step = self.tr("Resolve to roll the die.")
            declared = (
                self.tr("Declared: {who} attacks {hex}. {step}")
                if len(combat.attacker_ids) == 1
                else self.tr("Declared: {who} attack {hex}. {step}")
            )
            self.status.setText(declared.format(who=who, hex=combat.defender_hex, step=step))
            logged = resolved_odds(game, combat.defender_hex) if combat.result is not None else None
            odds = logged.breakdown if logged is not None else breakdown(game.board, game.state, combat)
            self.show_odds(odds_html(odds, self.name))
            return
        who = ", ".join(self.name(u) for u in self.attackers) or self.tr("none")
        where = self.target or (
            self.tr("probe into {probe_hex}").format(probe_hex=self.probe_hex) if self.probe_hex else self.tr("none")
        )
        self.status.setText(
            self.tr("{hint}\nTarget: {where}. Attackers: {who}.").format(hint=self.tr(HINT), where=where, who=who)
        )
        if self.target is None or not self.attackers:
            last = resolved_odds(game) if self.target is None else None
            done = (
                self.tr("<p><b>Last combat, at {defender_hex}, resolved at:</b></p>").format(
                    defender_hex=last.defender_hex
                )
                if last is not None
                else ""
            )
            self.show_odds(done + odds_html(last.breakdown, self.name) if last is not None else "")
            return
        cas, kg, support = self.attack_support.values()
        answers = self.session.answers
        try:
            odds = answers.view.odds(self.attackers, self.target, cas=cas, kg=kg, support=support)
        except IllegalCommand as exc:
            self.show_odds(
                self.tr("<p style='color:#b3261e'>{message} ({rule})</p>").format(
                    message=escape(engine_text(exc.text, unit_names(answers.game.board.specs))), rule=escape(exc.rule)
                )
            )
            self.declare_button.setEnabled(False)
            return
        self.show_odds(odds_html(odds, self.name, answers.hidden.get(self.target, 0)))

    def odds_text(self) -> str:
        """The odds shown, as plain text."""
        return self.odds_view.toPlainText()

    def _declare(self) -> None:
        if self.target is None:
            return
        cas, kg, support = self.attack_support.values()
        attack = DeclareAttack(attacker_ids=self.attackers, defender_hex=self.target, cas=cas, kg=kg, support=support)
        self.command.emit(attack)

    def _probe(self) -> None:
        if self.probe_hex is not None and self.attackers:
            self.command.emit(Probe(unit_ids=self.attackers, hex=self.probe_hex))

    def _add_cas(self) -> None:
        combat = self.game.state.combat if self.game is not None else None
        if combat is not None:
            self.command.emit(CommitCas(side=combat.side, markers=self.more_cas.value()))

    def _defend(self) -> None:
        cas, kg, support = self.defence_support.values()
        self.command.emit(DefenceSupport(cas=cas, kg=kg, support=support))

    def show_odds(self, html: str) -> None:
        """Show an odds breakdown (or a refusal), its rule numbers as links to the rules reference; the same one
        shown again is left as it is (where the player scrolled it)."""
        if html != self._odds_html:
            self._odds_html = html
            self.odds_view.setHtml(link_rules(html))

    def _add_tips(self) -> None:
        """What each button does, in its tooltip."""
        self.defend_button.setToolTip(self.tr("Commit the chosen German defensive support to this combat"))
        self.more_cas.setToolTip(self.tr("How many more air support markers to add before the die is rolled (13.3)"))
        self.add_cas_button.setToolTip(self.tr("Add these air support markers to the declared combat"))
        self.resolve_button.setToolTip(self.tr("Roll the die for the declared combat (13.8)"))
        self.probe_button.setToolTip(self.tr("Advance the chosen German units into the empty target hex (13.6)"))
        self.clear_button.setToolTip(self.tr("Forget the chosen target and attackers"))
