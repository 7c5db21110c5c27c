"""CAS committed after the declaration, before the roll (13.3), and DR ignored in towns told as an event (13.8.4)."""

from __future__ import annotations

import pytest

from panzer_qt import IllegalCommand
from panzer_qt.model.commands import CommitCas, DeclareAttack, DefenceSupport, ResolveCombat
from panzer_qt.model.enums import CombatResult, Phase, Side, Weather
from panzer_qt.model.events import CasCommitted, CombatResolved, OddsComputed, RetreatIgnored
from tests.helpers.combat_kit import combat_game, seed_for
from tests.helpers.games import of_type

STACK = {"de-16pz": "2218", "de-371": "2218", "de-509": "2218"}


def declared(cas: int = 0, **extra: object):  # type: ignore[no-untyped-def]
    game = combat_game({**STACK, "su-9mech": "2119"}, cas={Side.GERMAN: 3}, **extra)  # type: ignore[arg-type]
    game.apply(DeclareAttack(attacker_ids=list(STACK), defender_hex="2119", cas=cas))
    return game


def test_attacker_adds_cas_after_seeing_the_defenders() -> None:
    game = declared()
    assert game.state.combat is not None and game.state.combat.cas == 0
    events = game.apply(CommitCas(side=Side.GERMAN, markers=2))
    (added,) = of_type(events, CasCommitted)
    assert (added.side, added.markers, added.total, added.rule) == (Side.GERMAN, 2, 2, "13.3")
    assert game.state.cas[Side.GERMAN] == 1
    events = game.apply(ResolveCombat())
    (odds,) = of_type(events, OddsComputed)
    assert odds.breakdown.attack_total == 8 + 2  # 16 Pz + 371 + 509 = 8, plus two markers


def test_no_more_markers_than_held_and_none_after_the_roll() -> None:
    game = declared(cas=2)
    with pytest.raises(IllegalCommand) as info:
        game.apply(CommitCas(side=Side.GERMAN, markers=2))
    assert info.value.rule == "13.3"
    game.apply(ResolveCombat())
    with pytest.raises(IllegalCommand):
        game.apply(CommitCas(side=Side.GERMAN, markers=1))


def test_soviet_cas_never_supports_a_defence() -> None:
    game = combat_game({**STACK, "su-9mech": "2119"}, cas={Side.SOVIET: 3})
    game.apply(DeclareAttack(attacker_ids=list(STACK), defender_hex="2119"))
    with pytest.raises(IllegalCommand, match="Soviet CAS supports attacks only"):
        game.apply(CommitCas(side=Side.SOVIET, markers=1))


def test_german_adds_defensive_cas_after_his_first_answer() -> None:
    game = combat_game({"de-16pz": "2119", "su-9mech": "2218"}, phase=Phase.SOVIET_1, cas={Side.GERMAN: 2})
    game.apply(DeclareAttack(attacker_ids=["su-9mech"], defender_hex="2119"))
    game.apply(DefenceSupport(cas=1))
    game.apply(CommitCas(side=Side.GERMAN, markers=1))
    assert game.state.combat is not None and game.state.combat.defence_cas == 2
    assert game.state.cas[Side.GERMAN] == 0


def test_no_cas_in_storm() -> None:
    game = combat_game({**STACK, "su-9mech": "2119"}, cas={Side.GERMAN: 3}, weather=Weather.STORM)
    game.apply(DeclareAttack(attacker_ids=list(STACK), defender_hex="2119"))
    with pytest.raises(IllegalCommand, match="Storm"):
        game.apply(CommitCas(side=Side.GERMAN, markers=1))


def test_dr_ignored_in_a_town_is_reported() -> None:
    # Stadt (0808) is a town: a DR result there is told in the log and nobody retreats.
    attackers = {**dict.fromkeys(STACK, "0708"), "de-208": "0709", "de-11pz": "0908"}
    game = combat_game({**attackers, "su-9mech": "0808"}, seed=seed_for(1))
    game.apply(DeclareAttack(attacker_ids=list(attackers), defender_hex="0808"))
    events = game.apply(ResolveCombat())
    (done,) = of_type(events, CombatResolved)
    assert (done.column, done.roll, done.result) == ("1:1", 1, CombatResult.DR)  # 13:9 = 1:1, town 1L, Tiger 1R
    (ignored,) = of_type(events, RetreatIgnored)
    assert (ignored.defender_hex, ignored.town, ignored.rule) == ("0808", "Stadt", "13.8.4")
    assert not any(d.kind == "retreat" for d in game.state.pending)
