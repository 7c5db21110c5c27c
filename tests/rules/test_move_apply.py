"""Applying Move and ExitMap commands (12.0-12.5, 7.2, 6.1-6.2, 3.2, 3.3, 4.1; RULINGS R8, R11-R14)."""

from __future__ import annotations

from typing import TypeVar

import pytest

from panzer_qt.model.commands import EndPhase, ExitMap, Move
from panzer_qt.model.enums import Segment, Side, Weather
from panzer_qt.model.events import (
    ControlChanged,
    DiceRolled,
    Event,
    MoveStopped,
    RiverCrossed,
    UnitExited,
    UnitMoved,
    VPScored,
)
from panzer_qt.model.state import OverstackDecision, UnitStatus
from panzer_qt.rules.dice import Dice
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game
from panzer_qt.rules.stacking_limits import over_stacked
from tests.helpers.movement_kit import game_at

E = TypeVar("E")


def seed_for(roll: int) -> int:
    """The smallest seed whose first die shows ``roll``."""
    return next(s for s in range(1000) if Dice(s).roll() == roll)


def of_type(events: list[Event], kind: type[E]) -> list[E]:
    """The events of one type."""
    return [e for e in events if isinstance(e, kind)]


def exit_points(events: list[Event]) -> list[int]:
    """Points of the VP events for exits (other VP parts may be refreshed by the same command)."""
    return [e.points for e in events if isinstance(e, VPScored) and "exited" in e.reason]


def refused(game: Game, command: Move | ExitMap, rule: str) -> IllegalCommand:
    """Apply a command that must be refused for ``rule``; check that nothing changed."""
    before = game.state.model_dump()
    with pytest.raises(IllegalCommand) as caught:
        game.apply(command)
    assert caught.value.rule == rule
    assert f"({rule})" in str(caught.value)
    assert game.state.model_dump() == before
    return caught.value


def test_a_legal_move_moves_the_stack_and_reports_each_hex() -> None:
    game = game_at("strip", {"de-a": "0102", "de-b": ("0102", 2)})
    events = game.apply(Move(unit_ids=["de-a", "de-b"], path=["0202", "0302"]))
    assert events == [
        UnitMoved(unit_ids=["de-a", "de-b"], from_hex="0102", to_hex="0202", mp=1, mp_left=6, rule="12.0"),
        UnitMoved(unit_ids=["de-a", "de-b"], from_hex="0202", to_hex="0302", mp=1, mp_left=5, rule="12.0"),
    ]
    assert game.state.units["de-a"].hex == game.state.units["de-b"].hex == "0302"
    assert game.state.log.moved == ["de-a", "de-b"]
    assert game.state.log.mp_left == {"de-a": 5, "de-b": 5}


def test_moves_only_in_the_movement_segment_of_the_own_side() -> None:
    combat = game_at("strip", {"de-a": "0102"}, segment=Segment.COMBAT)
    refused(combat, Move(unit_ids=["de-a"], path=["0202"]), "12.0")
    soviet_phase = game_at("strip", {"de-a": "0102"}, acting=Side.SOVIET)
    refused(soviet_phase, Move(unit_ids=["de-a"], path=["0202"]), "12.0")


def test_each_unit_moves_once_per_phase() -> None:
    game = game_at("strip", {"de-a": "0102"})
    game.apply(Move(unit_ids=["de-a"], path=["0202"]))
    refused(game, Move(unit_ids=["de-a"], path=["0302"]), "12.0")


def test_a_stack_starts_from_one_hex() -> None:
    game = game_at("strip", {"de-a": "0102", "de-b": "0103"})
    refused(game, Move(unit_ids=["de-a", "de-b"], path=["0202"]), "12.0")


def test_path_must_be_adjacent_hexes_on_the_map() -> None:
    game = game_at("strip", {"de-a": "0102"})
    refused(game, Move(unit_ids=["de-a"], path=["0302"]), "12.0")
    refused(game, Move(unit_ids=["de-a"], path=["0104"]), "12.0")


def test_no_entering_enemy_hexes() -> None:
    game = game_at("strip", {"de-a": "0502", "su-a": "0602"})
    refused(game, Move(unit_ids=["de-a"], path=["0602"]), "6.0")


def test_ezoc_to_ezoc_is_refused() -> None:
    game = game_at("strip", {"de-a": "0502", "su-a": "0602"})
    error = refused(game, Move(unit_ids=["de-a"], path=["0503"]), "7.2")
    assert "0503" in error.message


def test_the_move_ends_on_entering_an_ezoc() -> None:
    game = game_at("strip", {"de-a": "0301", "su-a": "0602"})
    refused(game, Move(unit_ids=["de-a"], path=["0401", "0502", "0501"]), "7.2")


def test_leaving_an_ezoc_into_a_free_hex_then_into_an_ezoc() -> None:
    game = game_at("strip", {"de-a": "0502", "su-a": "0602"})
    events = game.apply(Move(unit_ids=["de-a"], path=["0501", "0601"]))
    assert events[-1] == MoveStopped(
        unit_ids=["de-a"], hex="0601", reason="entered an enemy zone of control", rule="7.2"
    )
    assert game.state.units["de-a"].hex == "0601"
    assert game.state.log.mp_left["de-a"] == 0


def test_not_more_mp_than_the_allowance() -> None:
    game = game_at("movement", {"de-pz": "0303"}, weather=Weather.STORM)
    path = ["0304", "0303", "0304", "0303"]  # rough and clear for a mechanized unit: 2 + 1 + 2 + 1 = 6 of 7
    game.apply(Move(unit_ids=["de-pz"], path=path))
    game2 = game_at("movement", {"de-pz": "0303"}, weather=Weather.STORM)
    refused(game2, Move(unit_ids=["de-pz"], path=[*path, "0304"]), "12.2")


def test_soviet_restriction_zone() -> None:
    game = game_at("movement", {"su-rifle": "0202"}, acting=Side.SOVIET)
    refused(game, Move(unit_ids=["su-rifle"], path=["0201"]), "12.5")


def test_stand_fast_order() -> None:
    game = game_at("movement", {"de-east": "0603"})
    refused(game, Move(unit_ids=["de-east"], path=["0503", "0403"]), "3.2")
    later = game_at("movement", {"de-east": "0603"}, turn=2)
    later.apply(Move(unit_ids=["de-east"], path=["0503", "0403"]))
    assert later.state.units["de-east"].hex == "0403"


def test_static_garrisons_never_move() -> None:
    game = game_at("movement", {"de-gar": "0402"})
    refused(game, Move(unit_ids=["de-gar"], path=["0403"]), "2.7")


@pytest.mark.parametrize(
    ("units", "side", "mover", "into"),
    [
        ({"de-big": "0303", "de-pz": "0403"}, Side.GERMAN, "de-big", "0403"),  # over nine steps (6.1)
        ({"su-tank": "0703", "su-rifle": "0703", "su-rifle2": "0704"}, Side.SOVIET, "su-rifle2", "0703"),  # 6.2
    ],
)
def test_a_move_may_end_over_stacked_until_the_segment_ends(
    units: dict[str, str], side: Side, mover: str, into: str
) -> None:
    """R52: stacking counts at the end of the phase, not of the move (6.0); the opponent then thins the hex."""
    game = game_at("movement", units, acting=side)
    reach = game.movement_range([mover])
    assert into in reach and reach.overstacks(into)
    game.apply(Move(unit_ids=[mover], path=[into]))
    assert game.state.units[mover].hex == into and over_stacked(game.board, game.state) == [into]
    game.apply(EndPhase())
    (decision,) = game.state.pending
    assert isinstance(decision, OverstackDecision)
    assert (decision.side, decision.hex, decision.rule) == (side.enemy, into, "6.0")


@pytest.mark.parametrize(
    ("start", "target", "roll", "bonus", "extra"),
    [("0302", "0402", 1, 0, 0), ("0302", "0402", 5, 0, 2), ("0302", "0402", 6, 0, 3), ("0602", "0702", 1, 1, 1),
     ("0602", "0702", 5, 1, 3)],
)  # fmt: skip
def test_river_crossing_rolls_one_die_for_the_stack(start: str, target: str, roll: int, bonus: int, extra: int) -> None:
    game = game_at("rivers", {"de-pz": start, "de-inf": start}, seed=seed_for(roll))
    events = game.apply(Move(unit_ids=["de-pz", "de-inf"], path=[target]))
    river = "Minor" if bonus == 0 else "Major"
    assert events == [
        DiceRolled(purpose="river crossing", dice=[roll], modifier=bonus, rule="12.3"),
        RiverCrossed(unit_ids=["de-pz", "de-inf"], from_hex=start, to_hex=target, river=river, cost=extra, rule="12.3"),
        UnitMoved(unit_ids=["de-pz", "de-inf"], from_hex=start, to_hex=target, mp=1 + extra, mp_left=6 - extra,
                  rule="12.0"),
    ]  # fmt: skip
    dice = Dice(seed_for(roll))
    dice.roll()
    assert game.dice == dice  # one die rolled


NEAR_BANK = ["0102", "0103", "0104", "0204", "0304", "0303"]  # 6 MP of a non-mechanized unit's 7


def test_crossing_that_cannot_be_paid_stops_on_the_near_bank() -> None:
    game = game_at("rivers", {"de-inf": "0101"}, seed=seed_for(2))
    events = game.apply(Move(unit_ids=["de-inf"], path=[*NEAR_BANK, "0403"]))
    assert events[-2] == DiceRolled(purpose="river crossing", dice=[2], modifier=0, rule="12.3")
    assert events[-1] == MoveStopped(
        unit_ids=["de-inf"], hex="0303", reason="entering 0403 would cost 2 MP with 1 left", rule="12.3"
    )
    assert game.state.units["de-inf"].hex == "0303"
    assert game.state.log.mp_left["de-inf"] == 0


def test_a_lucky_roll_gets_across_with_the_last_mp() -> None:
    game = game_at("rivers", {"de-inf": "0101"}, seed=seed_for(1))
    events = game.apply(Move(unit_ids=["de-inf"], path=[*NEAR_BANK, "0403"]))
    assert events[-1] == UnitMoved(unit_ids=["de-inf"], from_hex="0303", to_hex="0403", mp=1, mp_left=0, rule="12.0")


def test_a_path_too_dear_even_with_the_best_roll_is_refused() -> None:
    game = game_at("rivers", {"de-inf": "0101"})
    refused(game, Move(unit_ids=["de-inf"], path=[*NEAR_BANK, "0403", "0503"]), "12.2")


@pytest.mark.parametrize(
    ("weather", "kg", "start", "target"),
    [(Weather.FROST, {}, "0302", "0402"), (Weather.THAW, {}, "0304", "0404"), (Weather.THAW, {"kg-a": "0402"}, "0302", "0402")],
)  # fmt: skip
def test_free_crossings_roll_no_die(weather: Weather, kg: dict[str, str], start: str, target: str) -> None:
    game = game_at("rivers", {"de-pz": start}, weather=weather, kg=kg, turn=3)
    dice_before = Dice(0)
    events = game.apply(Move(unit_ids=["de-pz"], path=[target]))
    assert not of_type(events, DiceRolled)
    assert of_type(events, RiverCrossed)[0].cost == 0
    assert game.dice == dice_before


def test_moving_through_a_town_takes_control() -> None:
    game = game_at("movement", {"de-pz": "0303"})
    events = game.apply(Move(unit_ids=["de-pz"], path=["0203", "0103"]))
    assert ControlChanged(hex="0203", side=Side.GERMAN, rule="3.3") in events
    assert game.state.control["0203"] is Side.GERMAN


def test_soviet_capture_of_a_fortified_locality_makes_it_a_town() -> None:
    game = game_at("movement", {"su-tank": "0503"}, acting=Side.SOVIET)
    events = game.apply(Move(unit_ids=["su-tank"], path=["0402"]))
    assert ControlChanged(hex="0402", side=Side.SOVIET, rule="3.3") in events
    assert game.state.fortified_captured == ["0402"]


def test_a_corps_exits_for_one_vp() -> None:
    game = game_at("movement", {"su-rifle": "0303"}, acting=Side.SOVIET)
    game.apply(Move(unit_ids=["su-rifle"], path=["0304", "0204"]))
    vp = game.state.vp
    events = game.apply(ExitMap(unit_ids=["su-rifle"]))
    assert events[0] == UnitExited(unit_ids=["su-rifle"], hex="0204", rule="4.1")
    assert exit_points(events) == [1]
    assert game.state.vp == vp + 1
    assert game.state.vp_exits == 1
    assert game.state.units["su-rifle"].status is UnitStatus.EXITED
    assert game.state.units["su-rifle"].hex is None


def test_a_division_exits_without_vp_and_the_award_is_capped() -> None:
    game = game_at("movement", {"su-div": "0204", "su-rifle": "0105"}, acting=Side.SOVIET)
    assert exit_points(game.apply(ExitMap(unit_ids=["su-div"]))) == []
    game.state.vp_exits = 4
    assert exit_points(game.apply(ExitMap(unit_ids=["su-rifle"]))) == []
    assert game.state.vp_exits == 4


def test_exit_needs_an_exit_hex_a_soviet_unit_and_one_mp() -> None:
    game = game_at("movement", {"su-div": "0303"}, acting=Side.SOVIET)
    refused(game, ExitMap(unit_ids=["su-div"]), "4.1")
    refused(game_at("movement", {"de-inf": "0204"}), ExitMap(unit_ids=["de-inf"]), "4.1")
    stopped = game_at("movement", {"su-div": "0303", "de-inf": "0104"}, acting=Side.SOVIET)
    stopped.apply(Move(unit_ids=["su-div"], path=["0304", "0204"]))
    refused(stopped, ExitMap(unit_ids=["su-div"]), "12.2")
