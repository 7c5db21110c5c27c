"""Resolution: every CRT cell with the seeded die, then losses, retreats and advances (13.8-13.10, R20, R21)."""

from __future__ import annotations

import pytest

from panzer_qt.model.commands import (
    Advance,
    ChooseRetreat,
    ChooseStepLoss,
    DeclareAttack,
    Move,
    RemoveUnit,
    ResolveCombat,
)
from panzer_qt.model.enums import CombatResult, Phase, Side
from panzer_qt.model.events import CombatResolved, DiceRolled, Event, StepLost, UnitEliminated
from panzer_qt.model.state import AdvanceDecision, OverstackDecision, RetreatDecision, StepLossDecision, UnitStatus
from panzer_qt.rules.dice import Dice
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game
from tests.helpers.combat_kit import combat_game, seed_for

PRINTED_CRT = """
1:2 DR AS AL1 AL1 AL1 AL1
1:1 DR DR AS AL1 AL1 EX
2:1 DL1 DR DR AS AL1 EX
3:1 DL1+DR DL1 DR DR AS EX
4:1 DL1+DR DL1+DR DL1 DR DR EX
5:1 DL1+DR DL1+DR DL1+DR DL1 DR EX
6:1 DL1+DR DL1+DR DL1+DR DL1+DR DL1 EX
7:1 DL1+DR DL1+DR DL1+DR DL1+DR DL1+DR EX
"""
"""The rulebook's chart (14.0), typed in independently of the engine's default tables."""
CELLS = [
    (column, roll, CombatResult(result))
    for line in PRINTED_CRT.strip().splitlines()
    for column, *results in [line.split()]
    for roll, result in enumerate(results, start=1)
]


def resolve(game: Game, attackers: list[str], target: str, **support: object) -> list[Event]:
    """Declare and roll one attack; the events of both commands."""
    events = game.apply(DeclareAttack(attacker_ids=attackers, defender_hex=target, **support))  # type: ignore[arg-type]
    return events + game.apply(ResolveCombat())


def outcome(events: list[Event]) -> CombatResolved:
    return next(e for e in events if isinstance(e, CombatResolved))


def column_game(column: str, seed: int) -> tuple[Game, list[str]]:
    """A German attack on 30 Rifle in clear terrain at exactly ``column``: 9 SS with n steps vs 1 factor."""
    if column == "1:2":
        return combat_game({"de-bn": "1009", "su-tk": ("1010", 1)}, seed=seed), ["de-bn"]
    steps = int(column.split(":", maxsplit=1)[0])
    return combat_game({"de-9ss": ("1009", steps), "su-rif": ("1010", 1)}, seed=seed), ["de-9ss"]


@pytest.mark.parametrize(("column", "roll", "result"), CELLS)
def test_every_crt_cell(column: str, roll: int, result: CombatResult) -> None:
    """The seeded die's roll on each printed column gives the printed result (13.9, 14.0)."""
    game, attackers = column_game(column, seed_for(roll))
    events = resolve(game, attackers, "1010")
    rolled = next(e for e in events if isinstance(e, DiceRolled))
    assert rolled.dice == [roll]
    assert (outcome(events).column, outcome(events).result) == (column, result)


def test_below_half_is_automatic_al1_without_a_roll() -> None:
    """1 vs 3 is below 1:2: AL1, no die (13.8.1)."""
    game = combat_game({"de-bn": "1009", "su-rif": "1010"}, seed=7)
    events = resolve(game, ["de-bn"], "1010")
    assert not any(isinstance(e, DiceRolled) for e in events)
    assert (outcome(events).roll, outcome(events).result, outcome(events).column) == (None, CombatResult.AL1, "<1:2")
    assert game.dice == Dice(7)  # the generator has not moved: no die rolled


def test_above_seven_is_automatic_dl1_dr() -> None:
    game = combat_game({"de-9ss": "1009", "su-rif": ("1010", 1)})
    events = resolve(game, ["de-9ss"], "1010")
    assert (outcome(events).roll, outcome(events).result) == (None, CombatResult.DL1_DR)


def test_dl1_dr_loses_first_then_retreats_then_advances() -> None:
    """6 vs 2 = 3:1, roll 1: the DL1 part comes before the retreat (13.9); the advance comes last (13.10)."""
    units = {"de-9ss": ("1009", 6), "su-rif": ("1010", 1), "su-rif2": ("1010", 1)}
    game = combat_game(units, seed=seed_for(1))
    resolve(game, ["de-9ss"], "1010")
    assert outcome_of(game) is CombatResult.DL1_DR
    loss = game.state.pending[0]
    assert isinstance(loss, StepLossDecision)
    assert (loss.side, loss.candidates) == ("soviet", ["su-rif", "su-rif2"])
    with pytest.raises(IllegalCommand):
        game.apply(ChooseRetreat(unit_id="su-rif2", hex="1011"))
    game.apply(ChooseStepLoss(unit_id="su-rif"))
    retreat = game.state.pending[0]
    assert isinstance(retreat, RetreatDecision)
    assert (retreat.side, retreat.units) == ("german", ["su-rif2"])
    game.apply(ChooseRetreat(unit_id="su-rif2", hex="1011"))
    advance = game.state.pending[0]
    assert isinstance(advance, AdvanceDecision)
    assert (advance.into_hex, advance.candidates) == ("1010", ["de-9ss"])
    game.apply(Advance(unit_ids=["de-9ss"]))
    assert (game.state.units["de-9ss"].hex, game.state.units["su-rif2"].hex) == ("1010", "1011")
    assert game.state.combat is None and not game.state.pending


def outcome_of(game: Game) -> CombatResult | None:
    combat = game.state.combat
    return combat.result if combat else None


def test_town_ignores_the_retreat_part() -> None:
    """In a town DL1+DR is only a DL1: the survivors stay and nobody advances (13.8.4)."""
    units = {"de-9ss": ("0807", 6), "su-rif": ("0808", 1), "su-rif2": ("0808", 1)}
    game = combat_game(units, seed=seed_for(1))
    resolve(game, ["de-9ss"], "0808")
    game.apply(ChooseStepLoss(unit_id="su-rif2"))
    assert game.state.units["su-rif"].hex == "0808"
    assert game.state.combat is None and not game.state.pending


def test_dr_in_a_town_does_nothing() -> None:
    game = combat_game({"de-9ss": "0807", "su-tk": "0808"}, seed=seed_for(2))  # 8 vs 4 = 2:1 - 1L town = 1:1
    events = resolve(game, ["de-9ss"], "0808")
    assert outcome(events).result is CombatResult.DR
    assert game.state.combat is None and game.state.units["su-tk"].hex == "0808"


RING_OF_GERMANS = {"de-16pz": "1110", "de-371": "1111", "de-208": "1011", "de-11pz": "0911", "de-509": "0910"}


def test_blocked_retreat_costs_one_more_step() -> None:
    """Surrounded by German units (not merely ZOC): the unit stays and loses a step (13.9, R20)."""
    game = combat_game({"de-9ss": "1009", "su-tk": "1010", **RING_OF_GERMANS}, seed=seed_for(2))
    assert outcome(resolve(game, ["de-9ss"], "1010")).result is CombatResult.DR
    with pytest.raises(IllegalCommand):
        game.apply(ChooseRetreat(unit_id="su-tk", hex="1110"))
    events = game.apply(ChooseRetreat(unit_id="su-tk", hex=None))
    assert [e.type for e in events] == ["retreat_blocked", "step_lost"]
    assert (game.state.units["su-tk"].hex, game.state.units["su-tk"].steps) == ("1010", 1)
    assert game.state.combat is None


def test_retreat_choices() -> None:
    """EZOC never blocks; enemy units, over-stacking and the Soviet restricted zone do (13.9, 7.3, R12, R20)."""
    units = {"de-9ss": "1615", "su-tk": "1616", "su-9mech": "1617", "su-rif2": "1617", "de-16pz": "1717"}
    game = combat_game(units, seed=seed_for(2))
    assert outcome(resolve(game, ["de-9ss"], "1616")).result is CombatResult.DR
    with pytest.raises(IllegalCommand, match="not blocked"):
        game.apply(ChooseRetreat(unit_id="su-tk", hex=None))
    for forbidden in ("1615", "1516", "1617", "1717", "1618"):  # German, restricted, full stack, German, too far
        with pytest.raises(IllegalCommand) as err:
            game.apply(ChooseRetreat(unit_id="su-tk", hex=forbidden))
        assert "1716" in err.value.message and forbidden not in err.value.message.split("go to")[1]
    game.apply(ChooseRetreat(unit_id="su-tk", hex="1716"))  # next to 1717: in a German ZOC
    assert game.state.units["su-tk"].hex == "1716"


def test_static_garrison_cannot_retreat() -> None:
    """A garrison never moves, so a retreat is blocked and it loses its step (2.7, 13.9)."""
    game = combat_game({"su-9mech": "1009", "de-gar": "1010"}, phase=Phase.SOVIET_1, seed=seed_for(4))
    assert outcome(resolve(game, ["su-9mech"], "1010")).result is CombatResult.DR  # 8 vs 2 = 4:1, roll 4
    game.apply(ChooseRetreat(unit_id="de-gar", hex=None))
    assert game.state.units["de-gar"].status is UnitStatus.DEAD


def test_exchange_each_side_chooses_and_mobile_before_garrison() -> None:
    """EX: the German mobile unit loses before the garrison; then the attacker picks its own step (13.9)."""
    units = {"su-9mech": "1009", "su-rif": "1009", "de-gar": "1010", "de-16pz": "1010"}
    game = combat_game(units, phase=Phase.SOVIET_1, seed=seed_for(6))
    assert outcome(resolve(game, ["su-9mech", "su-rif"], "1010")).result is CombatResult.EX  # 11 vs 5 = 2:1
    defender = game.state.pending[0]
    assert isinstance(defender, StepLossDecision) and defender.candidates == ["de-16pz"]
    with pytest.raises(IllegalCommand):
        game.apply(ChooseStepLoss(unit_id="de-gar"))
    game.apply(ChooseStepLoss(unit_id="de-16pz"))
    attacker = game.state.pending[0]
    assert isinstance(attacker, StepLossDecision)
    assert (attacker.side, attacker.candidates) == ("soviet", ["su-9mech", "su-rif"])
    game.apply(ChooseStepLoss(unit_id="su-9mech"))
    assert (game.state.units["de-16pz"].steps, game.state.units["su-9mech"].steps) == (3, 1)
    assert game.state.combat is None


def test_multi_step_division_steps_down_to_its_next_values() -> None:
    """After a loss the division fights with its next step's factors (2.6)."""
    game = combat_game({"su-9mech": "1009", "de-16pz": "1010"}, phase=Phase.SOVIET_1, seed=seed_for(1))
    assert outcome(resolve(game, ["su-9mech"], "1010")).result is CombatResult.DL1  # 8 vs 3 = 2:1, roll 1
    game.apply(ChooseStepLoss(unit_id="de-16pz"))
    assert game.state.units["de-16pz"].steps == 3
    game.state.log.attacked.clear()
    assert [f.value for f in game.odds(["su-9mech"], "1010").defence] == [3]


def test_attacker_loss_is_chosen_by_the_attacker() -> None:
    game = combat_game({"de-bn": "1009", "de-509": "1110", "su-9mech": "1010"}, seed=seed_for(4))
    assert outcome(resolve(game, ["de-bn", "de-509"], "1010")).result is CombatResult.AL1  # 4 vs 9 = 1:2
    decision = game.state.pending[0]
    assert isinstance(decision, StepLossDecision) and decision.candidates == ["de-bn", "de-509"]
    events = game.apply(ChooseStepLoss(unit_id="de-509"))
    assert [e.type for e in events] == ["step_lost", "unit_eliminated"]
    assert game.state.units["de-509"].status is UnitStatus.DEAD and game.state.combat is None


def test_attack_stalled_changes_nothing() -> None:
    game = combat_game({"de-9ss": "1009", "su-tk": "1010"}, seed=seed_for(4))
    before = {u: s.model_copy() for u, s in game.state.units.items()}
    assert outcome(resolve(game, ["de-9ss"], "1010")).result is CombatResult.AS
    assert game.state.units == before and game.state.combat is None and not game.state.pending


def test_advance_eligibility() -> None:
    """Only attacking units advance, never the supporting 18th AD, never over-stacked; before the next combat."""
    units = {"de-9ss": "1009", "de-16pz": "1110", "de-11pz": "1110", "de-18ad": "1008", "su-rif": ("1010", 1)}
    units["su-tk"] = "1414"
    game = combat_game(units, seed=seed_for(1))
    resolve(game, ["de-9ss", "de-16pz"], "1010", support="de-18ad")  # 15 vs 1: automatic DL1+DR
    game.apply(ChooseStepLoss(unit_id="su-rif"))
    decision = game.state.pending[0]
    assert isinstance(decision, AdvanceDecision) and decision.candidates == ["de-9ss", "de-16pz"]
    for illegal in (["de-18ad"], ["de-11pz"], ["de-9ss", "de-16pz"]):  # support, not attacking, 12 steps
        with pytest.raises(IllegalCommand):
            game.apply(Advance(unit_ids=illegal))
    with pytest.raises(IllegalCommand):
        game.apply(DeclareAttack(attacker_ids=["de-11pz"], defender_hex="1010"))
    with pytest.raises(IllegalCommand):
        game.apply(Move(unit_ids=["de-11pz"], path=["1111"]))
    events = game.apply(Advance(unit_ids=["de-16pz"]))
    assert [e.type for e in events] == ["advanced"] and events[0].rule == "13.10"
    assert game.state.units["de-16pz"].hex == "1010" and game.state.combat is None


def test_declining_to_advance() -> None:
    game = combat_game({"de-9ss": "1009", "su-rif": ("1010", 1)})
    resolve(game, ["de-9ss"], "1010")
    game.apply(ChooseStepLoss(unit_id="su-rif"))
    assert game.apply(Advance()) == [] and game.state.units["de-9ss"].hex == "1009"


def test_soviet_artillery_alone_is_eliminated_without_a_roll() -> None:
    """R21: no die, the artillery goes to the dead pile, the attacker may advance."""
    game = combat_game({"de-bn": "1009", "su-art": "1010"}, seed=3)
    events = resolve(game, ["de-bn"], "1010")
    assert [e.type for e in events] == ["attack_declared", "unit_eliminated"]
    assert events[1].rule == "13.2" and game.dice == Dice(3)
    assert game.state.units["su-art"].status is UnitStatus.DEAD
    assert isinstance(game.state.pending[0], AdvanceDecision)


def test_rifle_corps_goes_to_the_replacement_track() -> None:
    """11.1: roll, halve rounding up: it returns that many turns later on its reduced side."""
    for roll in range(1, 7):
        game = combat_game({"de-9ss": "1009", "su-rif": ("1010", 1)}, seed=seed_for(roll), turn=3)
        resolve(game, ["de-9ss"], "1010")  # automatic DL1+DR, so the first roll is the replacement's
        events = game.apply(ChooseStepLoss(unit_id="su-rif"))
        (rolled,) = [e for e in events if isinstance(e, DiceRolled)]
        eliminated = next(e for e in events if isinstance(e, UnitEliminated))
        unit = game.state.units["su-rif"]
        assert rolled.rule == "11.1" and rolled.dice == [roll]
        assert (unit.status, unit.steps, unit.hex) == (UnitStatus.REPLACEMENT, 1, None)
        assert unit.return_turn == eliminated.return_turn == 3 + (roll + 1) // 2


def test_other_units_go_to_the_dead_pile() -> None:
    game = combat_game({"de-9ss": "1009", "su-tk": ("1010", 1)})
    resolve(game, ["de-9ss"], "1010")  # 8 vs 2: automatic
    events = game.apply(ChooseStepLoss(unit_id="su-tk"))
    assert game.state.units["su-tk"].status is UnitStatus.DEAD
    assert any(isinstance(e, StepLost) and e.steps_left == 0 for e in events)


CUT_GERMAN_CC = {"su-rif2": "0219"}
"""A Soviet unit next to the one German C&C source (0120) puts it in an EZOC."""


@pytest.mark.parametrize(
    ("unit", "cut", "points"),
    [("de-208", True, 2), ("de-208", False, 0), ("de-bn", True, 0)],
)
def test_division_eliminated_out_of_cc_scores_its_steps(unit: str, cut: bool, points: int) -> None:
    """4.2, R7: a German division destroyed out of C&C gives its full step count; battalions never score."""
    units = {"su-9mech": "1009", unit: ("1010", 1), **(CUT_GERMAN_CC if cut else {})}
    game = combat_game(units, phase=Phase.SOVIET_1, seed=seed_for(1))
    vp = game.state.vp
    resolve(game, ["su-9mech"], "1010")  # 8 vs 1: automatic DL1+DR
    events = game.apply(ChooseStepLoss(unit_id=unit))
    assert game.state.vp == vp + points
    scored = [e for e in events if e.type == "vp_scored"]
    assert [(e.points, e.rule) for e in scored] == ([(points, "4.2")] if points else [])


def test_removing_units_from_an_over_stacked_hex() -> None:
    """6.0: the opponent removes units until the hex is legal; a removed rifle corps is replaced (11.1)."""
    units = {"su-9mech": "1010", "su-tk": "1010", "su-rif": "1010", "de-16pz": "1212"}
    game = combat_game(units, phase=Phase.SOVIET_1, seed=seed_for(5))
    game.state.pending.append(
        OverstackDecision(side=Side.GERMAN, hex="1010", candidates=["su-9mech", "su-tk", "su-rif"])
    )
    with pytest.raises(IllegalCommand) as err:
        game.apply(RemoveUnit(unit_id="de-16pz"))
    assert err.value.rule == "6.0"
    with pytest.raises(IllegalCommand):
        game.apply(ChooseStepLoss(unit_id="su-rif"))
    events = game.apply(RemoveUnit(unit_id="su-rif"))
    assert [e.type for e in events] == ["dice_rolled", "unit_eliminated"]
    assert game.state.units["su-rif"].return_turn == 1 + 3  # roll 5, halved and rounded up
    assert game.state.pending == []


def test_worked_example_plays_out() -> None:
    """Example turn: 2:1, a roll of 2 is DR; 9 Mech goes to 2019 and the stack advances into 2119."""
    stack = {"de-16pz": "2218", "de-371": "2218", "de-509": "2218"}
    game = combat_game({**stack, "su-9mech": "2119"}, kg={"kg-a": "2219"}, cas={Side.GERMAN: 3}, seed=seed_for(2))
    events = resolve(game, list(stack), "2119", cas=1, kg="kg-a")
    assert (outcome(events).column, outcome(events).roll, outcome(events).result) == ("2:1", 2, CombatResult.DR)
    game.apply(ChooseRetreat(unit_id="su-9mech", hex="2019"))
    game.apply(Advance(unit_ids=list(stack)))
    assert {u: game.state.units[u].hex for u in [*stack, "su-9mech"]} == {
        **dict.fromkeys(stack, "2119"),
        "su-9mech": "2019",
    }
    assert (game.state.cas[Side.GERMAN], game.state.log.kg_used) == (2, ["kg-a"])
