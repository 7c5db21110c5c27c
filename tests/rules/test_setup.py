"""Set-up (3.2): German deployment in or next to the printed hex, exact hexes, Soviet over-stacking
allowed until the end of the Soviet turn-1 movement, then thinned by the German player (6.0)."""

from __future__ import annotations

import pytest

from panzer_qt import Game, IllegalCommand
from panzer_qt.model.commands import ChooseSequence, DeployUnit, EndPhase, Move, RemoveUnit
from panzer_qt.model.enums import Phase, Segment, Sequence, Side
from panzer_qt.model.events import UnitEliminated, UnitPlaced
from panzer_qt.model.state import OverstackDecision, UnitStatus
from panzer_qt.rules.placement import deploy_hexes
from panzer_qt.rules.stacking_limits import over_stacked
from panzer_qt.rules.stacks import stacks
from panzer_qt.rules.standfast import bound_column
from tests.helpers.games import of_type, scenario
from tests.helpers.movement_kit import game_at


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
    game.state.update_unit("su-gm", hex="0503")
    assert (game.state.phase, game.state.segment) == (Phase.SOVIET_1, Segment.MOVEMENT)
    game.apply(EndPhase())
    (decision,) = game.state.pending
    assert isinstance(decision, OverstackDecision)
    assert (decision.side, decision.hex) == (Side.GERMAN, "0503")
    with pytest.raises(IllegalCommand):
        game.apply(EndPhase())
    # Only the artillery breaks the limit: removing the rifle corps would not be necessary (6.0).
    assert sorted(decision.candidates) == ["su-art", "su-gm"]
    events = game.apply(RemoveUnit(unit_id="su-art"))
    assert game.state.units["su-art"].status is UnitStatus.DEAD
    assert [e.unit_id for e in of_type(events, UnitEliminated)] == ["su-art"]
    assert not game.state.pending
    game.apply(EndPhase())
    assert (game.state.phase, game.state.segment) == (Phase.SOVIET_1, Segment.COMBAT)


def test_the_default_soviet_set_up_over_stacks_the_ternopol_ring_until_turn_one_movement() -> None:
    """3.2 steps 1 and 5: 23 Rifle, 4 G Tank and the 60th Army support unit are five non-artillery steps in
    0906 (6.2 allows four); moving the tank corps out on turn 1 leaves nothing for the German to thin."""
    game = Game.new(scenario("default"), seed=1)
    assert (game.state.phase, game.state.segment) == (Phase.SOVIET_1, Segment.MOVEMENT)
    assert over_stacked(game.board, game.state) == ["0906"]
    assert sorted(stacks(game.board, game.state)["0906"]) == ["su-1art", "su-23rc", "su-4gt", "su-60a-sup"]
    game.apply(Move(unit_ids=["su-4gt"], path=["1006"]))
    assert over_stacked(game.board, game.state) == []
    game.apply(EndPhase())
    assert not game.state.pending and (game.state.phase, game.state.segment) == (Phase.SOVIET_1, Segment.COMBAT)


def test_an_unresolved_default_set_up_over_stack_is_thinned_by_the_german() -> None:
    game = Game.new(scenario("default"), seed=1)
    game.apply(EndPhase())
    (decision,) = game.state.pending
    assert (decision.side, decision.hex) == (Side.GERMAN, "0906")
    assert sorted(decision.candidates) == ["su-23rc", "su-4gt", "su-60a-sup"]


def stand_fast_game(column: int) -> Game:
    """The movement map in its German set-up, with the stand-fast order at ``column``; the three units
    printed in 0303 are spread so that no hex holds more than nine steps."""
    base = scenario("movement")
    setup = base.setup.model_copy(update={"stand_fast_column": column})
    game = Game.new(base.model_copy(update={"setup": setup}), seed=4, auto_deploy=False)
    game.apply(DeployUnit(unit_id="de-big", hex="0302"))
    game.apply(DeployUnit(unit_id="de-pz", hex="0304"))
    return game


def to_german_movement(game: Game) -> None:
    """End the set-up and the Soviet turn-1 phases (thinning over-stacks) up to the German movement."""
    while (game.state.phase, game.state.segment) != (Phase.GERMAN_1, Segment.MOVEMENT):
        if game.state.pending:
            game.apply(RemoveUnit(unit_id=game.state.pending[0].candidates[0]))
        elif game.state.phase is Phase.GERMAN_1:
            game.apply(ChooseSequence(sequence=Sequence.MOVE_FIGHT))
        else:
            game.apply(EndPhase())


def test_the_engine_resumes_the_end_only_after_the_last_removal() -> None:
    """6.0: the End Phase the Soviet player gave goes on once the German has thinned the last over-stacked hex."""
    game = Game.new(scenario("default"), seed=1)
    assert game.resumed_end() is None
    game.apply(EndPhase())
    assert game.resumed_end() is None  # the German must choose first
    game.apply(RemoveUnit(unit_id="su-4gt"))
    assert game.resumed_end() == EndPhase()
    game.apply(EndPhase())
    assert game.resumed_end() is None


def test_stand_fast_frees_a_unit_set_up_west_of_the_column() -> None:
    """3.2.6 binds units by where they were set up: de-east (printed 0603) set up in 0503 may go west."""
    game = stand_fast_game(6)
    game.apply(DeployUnit(unit_id="de-east", hex="0503"))
    to_german_movement(game)
    game.apply(Move(unit_ids=["de-east"], path=["0403"]))
    assert game.state.units["de-east"].hex == "0403"


def test_stand_fast_binds_a_unit_set_up_east_of_its_printed_column() -> None:
    """de-pz (printed 0303) set up in 0403, at the stand-fast column 4, may not enter column 3 on turn 1."""
    game = stand_fast_game(4)
    game.apply(DeployUnit(unit_id="de-pz", hex="0403"))
    to_german_movement(game)
    assert "0304" not in game.movement_range(["de-pz"])
    with pytest.raises(IllegalCommand) as info:
        game.apply(Move(unit_ids=["de-pz"], path=["0304"]))
    assert info.value.rule == "3.2"


def test_stand_fast_binds_kg_das_reich_at_bar_but_not_1st_panzer_at_gorodok() -> None:
    """3.2.6 on the default set-up: 2 SS Pz (KG Das Reich, printed at Bar 3514) may head west on turn 1 as
    the developer notes advise, but stays bound east of column 23; 1 Pz at Gorodok (2011) is west of it."""
    game = Game.new(scenario("default"), seed=1, auto_deploy=False)
    to_german_movement(game)
    assert bound_column(game.board, game.state, ["de-2sspz"]) == 23
    assert bound_column(game.board, game.state, ["de-1pz"]) is None
    assert "3414" in game.movement_range(["de-2sspz"])
    assert "1911" in game.movement_range(["de-1pz"])


def test_over_stack_removal_takes_the_fewest_units_and_never_a_garrison() -> None:
    """6.0: 13 counted steps in 0402 need one removal of de-big or de-pz; the garrison (no stacking value)
    and the one-step de-east would not bring the hex within the limit."""
    units = {"de-gar": "0402", "de-big": "0402", "de-pz": "0402", "de-east": "0402"}
    game = game_at("movement", units)
    game.apply(EndPhase())
    (decision,) = game.state.pending
    assert (decision.side, decision.hex, decision.candidates) == (Side.SOVIET, "0402", ["de-pz", "de-big"])
    for unnecessary in ("de-gar", "de-east"):
        with pytest.raises(IllegalCommand) as info:
            game.apply(RemoveUnit(unit_id=unnecessary))
        assert info.value.rule == "6.0"
    game.apply(RemoveUnit(unit_id="de-pz"))
    assert not game.state.pending
    assert game.state.units["de-big"].hex == "0402"


def test_over_stack_choices_narrow_after_each_removal() -> None:
    """5 non-artillery and 2 artillery steps need one unit of each kind removed (6.2); once an artillery
    unit is gone, removing the other one is no longer necessary."""
    units = {"su-tank": "0704", "su-rifle": "0704", "su-div": "0704", "su-art": "0704", "su-art2": "0704"}
    game = game_at("movement", units, acting=Side.SOVIET)
    game.apply(EndPhase())
    (decision,) = game.state.pending
    assert (decision.side, sorted(decision.candidates)) == (Side.GERMAN, sorted(units))
    game.apply(RemoveUnit(unit_id="su-art"))
    assert sorted(game.state.pending[0].candidates) == ["su-div", "su-rifle", "su-tank"]
    with pytest.raises(IllegalCommand):
        game.apply(RemoveUnit(unit_id="su-art2"))
    game.apply(RemoveUnit(unit_id="su-div"))
    assert not game.state.pending
    assert [u for u in units if game.state.units[u].status is UnitStatus.ON_MAP] == ["su-tank", "su-rifle", "su-art2"]
