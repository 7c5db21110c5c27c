"""Set-up (3.2): German deployment in or next to the printed hex, exact hexes, Soviet over-stacking
allowed until the end of the Soviet turn-1 movement, then thinned by the German player (6.0)."""

from __future__ import annotations

import pytest

from panzer_qt import Game, IllegalCommand
from panzer_qt.model.commands import DeployUnit, EndPhase, RemoveUnit
from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.model.events import UnitEliminated, UnitPlaced
from panzer_qt.model.state import OverstackDecision, UnitStatus
from panzer_qt.rules.placement import deploy_hexes

from .helpers.games import of_type, scenario


def setup_game() -> Game:
    return Game.new(scenario("tiny"), seed=4, auto_deploy=False)


def test_new_game_waits_for_the_german_set_up() -> None:
    game = setup_game()
    assert (game.state.phase, game.state.acting) == (Phase.SETUP, Side.GERMAN)
    placed = [e.unit_id for e in of_type(game.start_events, UnitPlaced)]
    # Soviet units first (3.2 step 1), then the garrison (step 3), then the other German units (step 4).
    assert placed[:4] == ["su-art", "su-gm", "su-rif", "su-tk"]
    assert placed[4] == "de-gar"


def test_german_unit_sets_up_in_or_next_to_its_hex() -> None:
    game = setup_game()
    # 0203 lies in an even column: its neighbours west and east are rows 03 and 04.
    assert sorted(deploy_hexes(game, "de-inf")) == ["0103", "0104", "0202", "0203", "0204", "0303", "0304"]
    game.apply(DeployUnit(unit_id="de-inf", hex="0303"))
    assert game.state.units["de-inf"].hex == "0303"
    with pytest.raises(IllegalCommand) as info:
        game.apply(DeployUnit(unit_id="de-inf", hex="0302"))
    assert info.value.rule == "3.2"


def test_garrisons_and_exact_units_do_not_shift() -> None:
    game = setup_game()
    assert deploy_hexes(game, "de-gar") == []
    with pytest.raises(IllegalCommand, match="garrison"):
        game.apply(DeployUnit(unit_id="de-gar", hex="0104"))


def test_set_up_cannot_end_over_stacked() -> None:
    game = Game.new(scenario("arrivals"), seed=4, auto_deploy=False)
    game.apply(DeployUnit(unit_id="de-big", hex="0202"))  # 8 + 6 steps in one hex
    with pytest.raises(IllegalCommand) as info:
        game.apply(EndPhase())
    assert (info.value.rule, game.state.phase) == ("6.1", Phase.SETUP)
    game.apply(DeployUnit(unit_id="de-big", hex="0303"))
    game.apply(EndPhase())
    assert game.state.phase is Phase.SOVIET_1


def test_soviet_over_stack_removed_by_the_german_after_turn_one_movement() -> None:
    game = Game.new(scenario("tiny"), seed=4)
    # Two artillery steps break the Soviet limit of one (6.2): 0503 becomes over-stacked.
    game.state.units["su-gm"].hex = "0503"
    assert (game.state.phase, game.state.segment) == (Phase.SOVIET_1, Segment.MOVEMENT)
    game.apply(EndPhase())
    (decision,) = game.state.pending
    assert isinstance(decision, OverstackDecision)
    assert (decision.side, decision.hex) == (Side.GERMAN, "0503")
    with pytest.raises(IllegalCommand):
        game.apply(EndPhase())
    assert sorted(decision.candidates) == ["su-art", "su-gm", "su-rif"]
    events = game.apply(RemoveUnit(unit_id="su-art"))
    assert game.state.units["su-art"].status is UnitStatus.DEAD
    assert [e.unit_id for e in of_type(events, UnitEliminated)] == ["su-art"]
    assert not game.state.pending
    game.apply(EndPhase())
    assert (game.state.phase, game.state.segment) == (Phase.SOVIET_1, Segment.COMBAT)
