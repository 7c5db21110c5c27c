"""Who is on top (6.3, RULINGS R58): the owner's choice of the top unit, kept as units join and leave, what the
enemy sees of it, and what a declared attack reveals to each side, before, during and after its combat."""

from __future__ import annotations

import json

import pytest

from panzer_qt.model.commands import DeclareAttack, DefenceSupport, Move, PutOnTop, ResolveCombat
from panzer_qt.model.enums import CombatResult, Phase, Segment, Side, Weather
from panzer_qt.model.errors import RecordError
from panzer_qt.model.events import CombatResolved, TopChosen
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.fog import hidden_counts
from panzer_qt.rules.game import Game
from tests.helpers.combat_kit import combat_game, seed_for
from tests.helpers.games import scenario

MOVEMENT = Segment.MOVEMENT


def refused(game: Game, command: PutOnTop) -> str:
    """The rule an illegal command breaks; the state must not change."""
    before = game.state.model_copy(deep=True)
    with pytest.raises(IllegalCommand) as err:
        game.apply(command)
    assert game.state == before
    return err.value.rule


def on_map(game: Game, side: Side) -> set[str]:
    """The units of ``side`` on the map of ``game``."""
    return {u for u, unit in game.state.units.items() if unit.hex is not None and game.board.specs[u].side is side}


def test_the_owner_puts_a_unit_on_top_and_the_enemy_sees_it() -> None:
    game = combat_game({"de-16pz": "1010", "de-371": "1010", "su-tk": "1012"})
    assert game.visible_units(Side.SOVIET)["1010"] == ["de-16pz"]  # a stack set up: the order of battle's order
    assert game.apply(PutOnTop(unit_id="de-371")) == [
        TopChosen(side=Side.GERMAN, hex="1010", unit_id="de-371", rule="6.3")
    ]
    assert game.visible_units(Side.SOVIET)["1010"] == ["de-371"]
    assert game.visible_units(Side.GERMAN)["1010"] == ["de-371", "de-16pz"]
    assert game.visible_units(None)["1010"] == ["de-371", "de-16pz"]
    view = game.as_seen_by(Side.SOVIET)
    assert on_map(view, Side.GERMAN) == {"de-371"} and hidden_counts(game, Side.SOVIET) == {"1010": 1}
    assert game.as_seen_by(Side.GERMAN).state.units["de-16pz"].hex == "1010"


def test_putting_on_top_is_free_and_only_the_acting_owner_does_it() -> None:
    game = combat_game({"de-16pz": "1010", "de-371": "1010", "su-tk": "1012", "su-rif": "1012"})
    assert refused(game, PutOnTop(unit_id="de-16pz")) == "6.3"  # already on top
    assert refused(game, PutOnTop(unit_id="su-rif")) == "6.3"  # the Soviet player does not act now
    assert refused(game, PutOnTop(unit_id="de-11pz")) == "6.3"  # not on the map
    assert refused(game, PutOnTop(unit_id="nobody")) == "6.3"
    log, cas = game.state.log.model_copy(deep=True), dict(game.state.cas)
    game.apply(PutOnTop(unit_id="de-371"))
    assert (game.state.log, game.state.cas) == (log, cas)  # nothing spent, nothing used
    assert game.can_undo() and game.undo() == PutOnTop(unit_id="de-371")
    assert game.visible_units(Side.SOVIET)["1010"] == ["de-16pz"]


def test_a_unit_on_top_may_be_chosen_while_a_decision_or_a_declared_attack_waits_for_its_side() -> None:
    """R58: whenever the owner acts; here the attacker between his declaration and his roll."""
    game = combat_game({"de-16pz": "1009", "de-371": "1009", "su-tk": "1010"})
    game.apply(DeclareAttack(attacker_ids=["de-16pz"], defender_hex="1010"))
    game.apply(PutOnTop(unit_id="de-371"))
    assert game.visible_units(Side.SOVIET)["1009"] == ["de-371", "de-16pz"]  # 16 Pz named by its attack


def test_a_newcomer_goes_under_and_the_owner_s_next_choice_comes_up() -> None:
    """R58 step by step: 208 Inf put on top of 371 Inf; 16 Pz (first in the order of battle) joins under them;
    208 Inf leaves, and 371 Inf, the next in the owner's order, comes up; a new stack shows the unit that came
    first."""
    game = combat_game({"de-371": "1010", "de-208": "1010", "de-16pz": "1009", "su-rif": "1019"}, segment=MOVEMENT)
    game.apply(PutOnTop(unit_id="de-208"))
    game.apply(Move(unit_ids=["de-16pz"], path=["1010"]))
    assert game.visible_units(None)["1010"] == ["de-208", "de-371", "de-16pz"]
    game.apply(Move(unit_ids=["de-208"], path=["1011"]))
    assert game.visible_units(Side.SOVIET)["1010"] == ["de-371"]
    assert game.visible_units(None)["1010"] == ["de-371", "de-16pz"]
    game.apply(Move(unit_ids=["de-371"], path=["1011"]))
    assert game.visible_units(None) | {} == {"1010": ["de-16pz"], "1011": ["de-208", "de-371"], "1019": ["su-rif"]}


def test_a_stack_that_moves_keeps_its_order() -> None:
    game = combat_game({"de-16pz": "1010", "de-371": "1010", "de-208": "1010", "su-rif": "1019"}, segment=MOVEMENT)
    game.apply(PutOnTop(unit_id="de-208"))
    game.apply(Move(unit_ids=["de-16pz", "de-371", "de-208"], path=["1011"]))
    assert game.visible_units(None)["1011"] == ["de-208", "de-16pz", "de-371"]
    assert game.visible_units(Side.SOVIET)["1011"] == ["de-208"]


def attack_position() -> Game:
    """German 16 Pz attacks 4 Tk (17 Art under it) from a stack that shows 208 Inf and hides the 509 Tiger too;
    the die (2) gives AS at 1:2: nobody is hurt, both stacks stay."""
    units = {"de-16pz": "1009", "de-208": "1009", "de-509": "1009", "su-tk": "1010", "su-art": "1010"}
    game = combat_game(units, seed=seed_for(2))
    game.apply(PutOnTop(unit_id="de-208"))
    return game


def test_an_attack_reveals_the_defenders_for_its_combat_only_and_names_only_its_attackers() -> None:
    game = attack_position()
    german, soviet = (game.as_seen_by(side) for side in (Side.GERMAN, Side.SOVIET))
    assert on_map(german, Side.SOVIET) == {"su-tk"} and on_map(soviet, Side.GERMAN) == {"de-208"}
    game.apply(DeclareAttack(attacker_ids=["de-16pz"], defender_hex="1010"))
    german, soviet = (game.as_seen_by(side) for side in (Side.GERMAN, Side.SOVIET))
    assert on_map(german, Side.SOVIET) == {"su-tk", "su-art"}
    assert on_map(soviet, Side.GERMAN) == {"de-208", "de-16pz"}  # the Tiger stays hidden
    assert game.visible_units(Side.GERMAN)["1010"] == ["su-tk", "su-art"]
    assert game.visible_units(Side.SOVIET)["1009"] == ["de-208", "de-16pz"]  # the attacker named, not the Tiger
    events = game.apply(ResolveCombat())
    (resolved,) = (e for e in events if isinstance(e, CombatResolved))
    assert (resolved.column, resolved.result) == ("1:2", CombatResult.AS)
    assert game.state.combat is None and game.state.revealed == []
    german, soviet = (game.as_seen_by(side) for side in (Side.GERMAN, Side.SOVIET))
    assert on_map(german, Side.SOVIET) == {"su-tk"} and on_map(soviet, Side.GERMAN) == {"de-208"}
    assert game.visible_units(Side.GERMAN)["1010"] == ["su-tk"]
    told = json.dumps([step.model_dump(mode="json") for step in game.steps])
    assert "de-509" not in told  # no event names the hidden, non-attacking Tiger


def test_the_18th_ad_supporting_a_defence_is_named_to_the_attacker() -> None:
    """R58: the 18th AD's support is declared; the unit it hides under stays hidden."""
    units = {"su-9mech": "1009", "de-16pz": "1010", "de-18ad": "1012", "de-371": "1012", "su-rif": "1014"}
    game = combat_game(units, phase=Phase.SOVIET_1, weather=Weather.STORM)
    assert game.visible_units(Side.SOVIET)["1012"] == ["de-371"]  # 371 Inf set up first: on top
    game.apply(DeclareAttack(attacker_ids=["su-9mech"], defender_hex="1010"))
    game.apply(DefenceSupport(support="de-18ad"))
    assert on_map(game.as_seen_by(Side.SOVIET), Side.GERMAN) == {"de-16pz", "de-371", "de-18ad"}


def test_a_record_of_the_state_format_without_stack_order_still_replays() -> None:
    """Records saved before R58 hold format 2 snapshots, with no stack order: they match the replayed states."""
    game = Game.new(scenario("default"), seed=3)
    assert game.visible_units(None)["0906"] == ["su-4gt", "su-23rc", "su-60a-sup", "su-1art"]
    game.apply(PutOnTop(unit_id="su-1art"))
    record = game.record()
    old = record.model_copy(
        update={
            "snapshots": {
                k: s.model_copy(update={"format_version": 2, "stack_order": {}}) for k, s in record.snapshots.items()
            }
        }
    )
    again = Game.from_record(old)
    assert again.state == game.state and again.visible_units(Side.GERMAN)["0906"] == ["su-1art"]
    wrong = record.snapshots[0].model_copy(
        update={"stack_order": {**record.snapshots[0].stack_order, "0906": ["su-1art"]}}
    )
    with pytest.raises(RecordError) as err:
        Game.from_record(record.model_copy(update={"snapshots": {**record.snapshots, 0: wrong}}))
    assert err.value.problems[0].where == "$.snapshots.0.stack_order.0906"
