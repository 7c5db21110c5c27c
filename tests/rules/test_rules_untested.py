"""Rules that worked untested until the second fidelity audit, and positions a Situation can now express.

Exits are for good (4.1); a rifle corps comes back every time it dies (11.3); Soviet ZOC reaches into
the restriction zone (12.5); Storm and EZOC leave the KG combat bonus alone (13.4); a unit that
retreated defends again (13.9); captured fortified localities and the replacement track (R30, 11.1).
"""

from __future__ import annotations

import pytest

from panzer_qt import Game
from panzer_qt.model.commands import ChooseRetreat, DeclareAttack, EndPhase, ExitMap, Move, PlaceReplacement
from panzer_qt.model.enums import Phase, Segment, Side, Weather
from panzer_qt.model.events import MoveStopped
from panzer_qt.model.situation import Situation
from panzer_qt.model.state import RetreatDecision, UnitStatus
from panzer_qt.rules.combat.losses import eliminate
from panzer_qt.rules.dice import Dice
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.placement import waiting_replacements
from tests.helpers.combat_kit import combat_game
from tests.helpers.games import context, of_type, placements, scenario
from tests.helpers.movement_kit import game_at


def arrivals_at(phase: Phase, segment: Segment, turn: int = 2, **extra: object) -> Game:
    situation = Situation(phase=phase, segment=segment, turn=turn, **extra)  # type: ignore[arg-type]
    return Game.from_situation(scenario("arrivals"), situation, seed=5)


def run_to(game: Game, turn: int, phase: Phase) -> None:
    """End phases (announcing move/fight where asked) until ``turn`` and ``phase`` (one that stops for a player)."""
    while (game.state.turn, game.state.phase) != (turn, phase):
        command = next(c for c in game.legal_commands() if c.type in ("choose_sequence", "end_phase"))
        game.apply(command)


def test_an_exited_unit_never_comes_back() -> None:
    """4.1: an exited rifle corps is off the map for good: no replacement track, no return."""
    game = arrivals_at(Phase.SOVIET_1, Segment.MOVEMENT, units=placements({"su-rif": "0507", "de-a": "0101"}))
    game.apply(ExitMap(unit_ids=["su-rif"]))
    assert game.state.units["su-rif"].status is UnitStatus.EXITED
    for turn in (3, 4, 5, 6):
        run_to(game, turn, Phase.SOVIET_1)  # through the replacement phases of turns 2 to 5
        assert game.state.units["su-rif"].status is UnitStatus.EXITED and not waiting_replacements(game)
    with pytest.raises(IllegalCommand):
        game.apply(PlaceReplacement(unit_id="su-rif", hex="0704"))


def test_a_rifle_corps_is_replaced_every_time_it_is_eliminated() -> None:
    """11.3: eliminated three times, it returns three times, reduced, at half the die rounded up."""
    game = arrivals_at(
        Phase.REPLACEMENT, Segment.NONE, units=placements({"de-a": "0101"}), replacement_track={"su-rif": 2}
    )
    assert game.state.control["0704"] is Side.SOVIET  # Ostdorf, in supply and free of EZOC (11.2)
    for _ in range(3):
        assert waiting_replacements(game) == ["su-rif"]
        game.apply(PlaceReplacement(unit_id="su-rif", hex="0704"))
        assert (game.state.units["su-rif"].hex, game.state.units["su-rif"].steps) == ("0704", 1)
        game.dice = Dice(7)
        eliminate(context(game), "su-rif", "13.9")
        unit = game.state.units["su-rif"]
        assert unit.status is UnitStatus.REPLACEMENT and unit.return_turn == game.state.turn + (Dice(7)() + 1) // 2
        run_to(game, unit.return_turn, Phase.REPLACEMENT)


def test_soviet_zoc_reaches_into_the_restriction_zone() -> None:
    """12.5: no Soviet unit may enter the zone, yet a Soviet unit next to it projects its ZOC into it."""
    game = game_at("movement", {"su-div": "0302", "de-pz": "0103"})
    restricted = game.board.soviet_restricted
    assert {"0201", "0202"} & restricted == {"0201"} and "0201" in game.zoc(Side.SOVIET)
    events = game.apply(Move(unit_ids=["de-pz"], path=["0102", "0201"]))
    assert of_type(events, MoveStopped)[-1].hex == "0201" and of_type(events, MoveStopped)[-1].rule == "7.2"


@pytest.mark.parametrize(
    ("weather", "marker"),
    [(Weather.STORM, "1012"), (Weather.THAW, "1011")],  # Storm; a Soviet ZOC inside the KG's range
)
def test_storm_and_ezoc_leave_the_kg_combat_bonus(weather: Weather, marker: str) -> None:
    """13.4: the traffic bonus goes (12.4), the one-column combat bonus stays."""
    game = combat_game({"de-16pz": "1009", "su-tk": "1010"}, weather=weather, kg={"kg-a": marker}, turn=3)
    assert not game.kg_ranges()["kg-a"].active
    shifts = [(s.rule, s.columns) for s in game.odds(["de-16pz"], "1010", kg="kg-a").shifts]
    assert ("13.4", 1) in shifts


def test_a_unit_that_retreated_defends_again_in_the_same_phase() -> None:
    """13.9: a Soviet corps retreated next to a second German division adds its defence to a later attack."""
    units = {"de-9ss": "1009", "de-16pz": "1112", "su-rif": "1010", "su-tk": "1111"}
    game = combat_game(units, seed=0)
    game.dice = lambda: 2  # 8 vs 4 = 2:1, a 2 is DR (14.0)
    game.apply(DeclareAttack(attacker_ids=["de-9ss"], defender_hex="1010"))
    game.apply(next(c for c in game.legal_commands() if c.type == "resolve_combat"))
    assert isinstance(game.state.pending[0], RetreatDecision)
    game.apply(ChooseRetreat(unit_id="su-rif", hex="1111"))
    game.apply(next(c for c in game.legal_commands() if c.type == "advance"))
    breakdown = game.odds(["de-16pz"], "1111")
    assert [f.source for f in breakdown.defence] == ["su-tk", "su-rif"]


def test_a_situation_may_hold_a_captured_fortified_locality_and_the_replacement_track() -> None:
    """The position after the Soviets took Burg (now a town worth 4 VP, R30) with a rifle corps due back on turn 4."""
    game = arrivals_at(
        Phase.GERMAN_1,
        Segment.COMBAT,
        turn=3,
        units=placements({"de-a": "0404", "su-tk": "0505"}),
        fortified_captured=["0505"],
        replacement_track={"su-rif": 4},
    )
    state = game.state
    assert state.fortified_captured == ["0505"] and state.control["0505"] is Side.SOVIET
    assert state.vp_territory == 1 + 4  # Ostdorf, Soviet from the start, and Burg
    shifts = [(s.rule, s.columns) for s in game.odds(["de-a"], "0505").shifts]
    assert shifts == [("13.8.4", -1)]  # a town's shift now, not the fortified locality's
    rifle = state.units["su-rif"]
    assert (rifle.status, rifle.steps, rifle.return_turn, rifle.hex) == (UnitStatus.REPLACEMENT, 1, 4, None)
    assert not waiting_replacements(game)
    with pytest.raises(ValueError, match="not a fortified locality"):
        arrivals_at(Phase.GERMAN_1, Segment.COMBAT, fortified_captured=["0704"])
    with pytest.raises(ValueError, match="no rifle corps"):
        arrivals_at(Phase.GERMAN_1, Segment.COMBAT, replacement_track={"su-tk": 4})
    assert EndPhase() in game.legal_commands()
