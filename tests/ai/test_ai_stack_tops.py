"""The computer player's top counters (6.3, RULINGS R58): before it ends a phase it shows on each of its stacks the
unit that leaves the enemy the most stacks to guess beneath it (``ai.planners.stack_tops``)."""

from __future__ import annotations

from panzer_qt.ai.planners.stack_tops import Guesses, hiding_top, stack_cost
from panzer_qt.ai.players.computer import ComputerPlayer
from panzer_qt.model.commands import EndPhase, PutOnTop
from panzer_qt.model.enums import Side
from tests.helpers.combat_kit import combat_game

UNITS = {"de-9ss": "1010", "de-bn": "1010", "de-16pz": "1012", "de-371": "1012", "de-208": "1012", "su-tk": "1019"}


def test_the_top_that_leaves_the_most_guesses() -> None:
    """Under 9 SS (8 steps) only a 1-step unit fits (Pz Bn); under Pz Bn any of 9 SS, 16 Pz, 371, 208 (6.1)."""
    game = combat_game(UNITS)
    view = game.as_seen_by(Side.GERMAN)
    specs, units = game.board.specs, game.state.units
    guess = Guesses(
        limit=(9, 4, 1),
        cost={u: stack_cost(specs[u], units[u].steps) for u in UNITS if u.startswith("de")},
        unseen=("de-bn", "de-371", "de-208"),
    )
    assert guess(("de-9ss", "de-bn"), "de-9ss") == 2 * 1 + 1
    assert guess(("de-9ss", "de-bn"), "de-bn") == 2 * 3
    assert hiding_top(view, Side.GERMAN) == PutOnTop(unit_id="de-bn")


def test_the_computer_player_chooses_its_tops_before_it_ends_the_phase() -> None:
    game = combat_game(UNITS)
    player, chosen = ComputerPlayer(1), []
    while not isinstance(command := player.choose(game), EndPhase):
        chosen.append(command)
        game.apply(command)
    assert chosen == [PutOnTop(unit_id="de-bn")]  # 1012 holds nine steps: any top leaves one guess, 16 Pz stays
    assert game.visible_units(Side.SOVIET) == {"1010": ["de-bn"], "1012": ["de-16pz"], "1019": ["su-tk"]}
