"""German reinforcements (10.1) and Soviet rifle-corps replacements (11.1, 11.2)."""

from __future__ import annotations

from math import ceil

import pytest

from panzer_qt import Game, IllegalCommand
from panzer_qt.model.commands import EndPhase, PlaceReinforcement, PlaceReplacement
from panzer_qt.model.enums import Phase, Segment, Side
from panzer_qt.model.events import PhaseStarted, UnitForfeited, UnitPlaced
from panzer_qt.model.situation import PlacedUnit, Situation
from panzer_qt.model.state import UnitStatus
from panzer_qt.rules.combat.losses import eliminate
from panzer_qt.rules.dice import Dice
from panzer_qt.rules.placement import reinforcement_hexes, replacement_hexes
from tests.helpers.games import context, of_type, scenario

NONE = Segment.NONE


def arrivals(units: dict[str, str], phase: Phase = Phase.REINFORCEMENT, turn: int = 2, **extra: object) -> Game:
    placed = {uid: PlacedUnit(hex=h) for uid, h in units.items()}
    return Game.from_situation(
        scenario("arrivals"), Situation(units=placed, turn=turn, phase=phase, segment=NONE, **extra)
    )  # type: ignore[arg-type]


def test_entry_hexes_include_a_german_town_with_cc() -> None:
    game = arrivals({"de-a": "0404", "su-tk": "0804"})
    assert reinforcement_hexes(game, "de-ss") == ["0101", "0102", "0303"]
    events = game.apply(PlaceReinforcement(unit_id="de-ss", hex="0303"))
    assert [(e.unit_id, e.hex, e.steps, e.rule) for e in of_type(events, UnitPlaced)] == [("de-ss", "0303", 8, "10.1")]
    assert game.state.units["de-ss"].status is UnitStatus.ON_MAP


def test_town_entry_may_lie_in_an_ezoc() -> None:
    game = arrivals({"su-tk": "0403"})  # 0403 touches 0303
    assert "0303" in game.zoc(Side.SOVIET)
    assert "0303" in reinforcement_hexes(game, "de-ss")


def test_town_entry_closed_when_soviet_controlled_or_cut_off() -> None:
    game = arrivals({"su-tk": "0804"}, control={"0303": Side.SOVIET})
    assert reinforcement_hexes(game, "de-ss") == ["0101", "0102"]
    # Soviet units whose ZOC covers the whole west edge cut every C&C line from 0303 (9.2).
    cut = arrivals({"su-tk": "0201", "su-rif": "0203", "su-b1": "0205", "su-b2": "0206"})
    assert "0303" not in reinforcement_hexes(cut, "de-ss")
    with pytest.raises(IllegalCommand) as info:
        cut.apply(PlaceReinforcement(unit_id="de-ss", hex="0303"))
    assert info.value.rule == "10.1"


def test_entry_refused_when_occupied_by_soviets_or_over_stacked() -> None:
    occupied = arrivals({"su-tk": "0101", "su-rif": "0804"})
    assert "0101" not in reinforcement_hexes(occupied, "de-ss")
    crowded = arrivals({"de-big": "0102", "su-tk": "0804"})
    assert reinforcement_hexes(crowded, "de-ss") == ["0101", "0303"]  # 0102 would hold 16 steps
    assert reinforcement_hexes(crowded, "de-inf") == ["0101", "0303"]  # 8 + 4 steps > 9 (6.1)


def test_an_edge_entry_hex_in_a_soviet_zoc_is_no_usable_source() -> None:
    """R55: an entry hex on the edge must be a usable C&C source, free of EZOC; only the town may lie in one."""
    game = arrivals({"su-tk": "0201", "su-rif": "0403"})  # 0201 touches 0101 and 0102; 0403 touches 0303
    assert {"0101", "0102", "0303"} <= game.zoc(Side.SOVIET)
    assert reinforcement_hexes(game, "de-ss") == ["0303"]
    with pytest.raises(IllegalCommand) as info:
        game.apply(PlaceReinforcement(unit_id="de-ss", hex="0101"))
    assert info.value.rule == "10.1"


def test_unplaced_reinforcements_are_forfeited() -> None:
    game = arrivals({"su-tk": "0804"})
    game.apply(PlaceReinforcement(unit_id="de-ss", hex="0101"))
    events = game.apply(EndPhase())
    assert [e.unit_id for e in of_type(events, UnitForfeited)] == ["de-inf"]
    assert game.state.units["de-inf"].status is UnitStatus.FORFEITED
    assert game.state.units["de-ss"].status is UnitStatus.ON_MAP


def test_reinforcements_only_in_their_phase_and_turn() -> None:
    game = arrivals({"su-tk": "0804"}, phase=Phase.REPLACEMENT)
    with pytest.raises(IllegalCommand):
        game.apply(PlaceReinforcement(unit_id="de-ss", hex="0101"))
    early = arrivals({"su-tk": "0804"}, turn=1)
    with pytest.raises(IllegalCommand, match="not a reinforcement due on turn 1"):
        early.apply(PlaceReinforcement(unit_id="de-ss", hex="0101"))


def test_reinforcement_phase_skipped_when_nothing_arrives() -> None:
    placed = {"su-tk": PlacedUnit(hex="0804")}
    situation = Situation(
        units=placed, turn=3, phase=Phase.GERMAN_2, segment=Segment.MOVEMENT
    )  # move/fight: last (R51)
    game = Game.from_situation(scenario("arrivals"), situation)
    events = game.apply(EndPhase())
    started = [(e.turn, e.phase, e.acting) for e in of_type(events, PhaseStarted)]
    assert started[:3] == [
        (3, Phase.REINFORCEMENT, None),
        (3, Phase.REPLACEMENT, None),
        (3, Phase.ADMINISTRATIVE, None),
    ]


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
def test_rifle_corps_return_turn_is_half_the_die_rounded_up(seed: int) -> None:
    game = arrivals({"su-rif": "0805", "su-tk": "0804"}, phase=Phase.SOVIET_1, turn=2)
    game.dice = Dice(seed)
    roll = Dice(seed).roll()
    eliminate(context(game), "su-rif", "13.9")
    unit = game.state.units["su-rif"]
    assert (unit.status, unit.steps, unit.return_turn) == (UnitStatus.REPLACEMENT, 1, 2 + ceil(roll / 2))


def _ready_replacement(turn: int, return_turn: int, units: dict[str, str]) -> Game:
    game = arrivals(units, phase=Phase.REPLACEMENT, turn=turn)
    game.state.update_unit("su-rif", status=UnitStatus.REPLACEMENT, steps=1, hex=None, return_turn=return_turn)
    return game


def test_replacement_placed_reduced_in_soviet_supplied_town_free_of_ezoc() -> None:
    game = _ready_replacement(3, 3, {"su-tk": "0804", "de-a": "0202"})
    assert replacement_hexes(game) == ["0704"]
    events = game.apply(PlaceReplacement(unit_id="su-rif", hex="0704"))
    assert [(e.unit_id, e.hex, e.steps, e.rule) for e in of_type(events, UnitPlaced)] == [("su-rif", "0704", 1, "11.2")]
    assert replacement_hexes(game) == []  # one unit per town hex in a phase


def test_replacement_refused_in_ezoc_or_before_its_turn() -> None:
    in_ezoc = _ready_replacement(3, 3, {"su-tk": "0804", "de-a": "0604"})  # 0604 touches 0704
    assert replacement_hexes(in_ezoc) == []
    with pytest.raises(IllegalCommand) as info:
        in_ezoc.apply(PlaceReplacement(unit_id="su-rif", hex="0704"))
    assert info.value.rule == "11.2"
    early = _ready_replacement(3, 4, {"su-tk": "0804"})
    with pytest.raises(IllegalCommand, match="not a rifle corps ready to return"):
        early.apply(PlaceReplacement(unit_id="su-rif", hex="0704"))
