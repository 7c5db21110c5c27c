"""The stand-fast order beyond the Move command (3.2.6, RULINGS R13, R50): on turn 1 a bound unit
enters no hex west of the column by a probe, an advance after combat or a retreat either.

On the movement map the column is 5 and de-east (printed 0603) is bound; de-late (a reinforcement)
is not. 0503 touches 0402, 0403 (column 4), 0502, 0504 and 0602, 0603.
"""

from __future__ import annotations

import pytest

from panzer_qt.model.commands import Advance, DeclareAttack, Probe, ResolveCombat
from panzer_qt.model.enums import Segment
from panzer_qt.rules.combat.retreat import retreat_hexes
from panzer_qt.rules.errors import IllegalCommand
from tests.helpers.movement_kit import game_at


def test_no_probe_west_of_the_column_on_turn_one() -> None:
    units = {"de-east": "0503", "de-late": "0503", "su-rifle": "0303"}
    game = game_at("movement", units, segment=Segment.COMBAT)
    listed = game.legal_commands()
    assert Probe(unit_ids=["de-late"], hex="0403") in listed
    assert Probe(unit_ids=["de-east"], hex="0403") not in listed
    with pytest.raises(IllegalCommand) as info:
        game.apply(Probe(unit_ids=["de-east"], hex="0403"))
    assert info.value.rule == "3.2"
    game.apply(Probe(unit_ids=["de-late"], hex="0403"))
    later = game_at("movement", units, segment=Segment.COMBAT, turn=2)
    later.apply(Probe(unit_ids=["de-east"], hex="0403"))
    assert later.state.units["de-east"].hex == "0403"


def test_no_advance_west_of_the_column_on_turn_one() -> None:
    """Soviet artillery alone in 0403 is eliminated without a roll (13.2); de-east may not follow into it."""
    units = {"de-east": "0503", "de-late": "0503", "su-art": "0403"}
    game = game_at("movement", units, segment=Segment.COMBAT)
    game.apply(DeclareAttack(attacker_ids=["de-east", "de-late"], defender_hex="0403"))
    game.apply(ResolveCombat())
    assert game.legal_commands() == [Advance(unit_ids=[]), Advance(unit_ids=["de-late"])]
    with pytest.raises(IllegalCommand) as info:
        game.apply(Advance(unit_ids=["de-east", "de-late"]))
    assert info.value.rule == "3.2"
    game.apply(Advance(unit_ids=["de-late"]))
    assert (game.state.units["de-late"].hex, game.state.units["de-east"].hex) == ("0403", "0503")


def test_no_retreat_west_of_the_column_on_turn_one() -> None:
    units = {"de-east": "0503", "de-late": "0504", "su-tank": "0602"}
    turn1 = game_at("movement", units)
    assert sorted(retreat_hexes(turn1, "de-east")) == ["0502", "0504", "0603"]
    turn2 = game_at("movement", units, turn=2)
    assert sorted(retreat_hexes(turn2, "de-east")) == ["0402", "0403", "0502", "0504", "0603"]
    assert "0403" in retreat_hexes(turn1, "de-late")
