"""Why the computer player chose a command (``ComputerPlayer.choose_with_reason``, ``ai.players.reasons``): one
sentence with named fields naming what it does and the evaluation's terms that weighed most for it."""

from __future__ import annotations

from panzer_qt import Game
from panzer_qt.ai.players.computer import ComputerPlayer
from panzer_qt.ai.players.reasons import TERMS
from panzer_qt.model.commands import Command, DeclareAttack, EndPhase, Move
from tests.ai.test_ai_counter_attack import STACK, proskurov
from tests.helpers.games import scenario


def test_the_counter_attack_at_proskurov_says_its_odds_and_what_it_weighs() -> None:
    command, reason = ComputerPlayer(3).choose_with_reason(proskurov())
    assert command == DeclareAttack(attacker_ids=STACK, defender_hex="2608")
    assert reason.terms == (("material", 0.24), ("divisions", -0.05))
    assert reason.text.template == "{action}: {first} {first_vp} VP, {second} {second_vp} VP"
    assert str(reason.text.params["action"]) == "attacks 2608 at 2:1"
    assert reason.text.params["first"] is TERMS["material"]
    assert str(reason) == "attacks 2608 at 2:1: losses and supply +0.2 VP, German divisions threatened -0.1 VP"
    assert reason.soviet_vp is not None and tuple(round(vp, 3) for vp in reason.soviet_vp) == (19.699, 19.548)


def test_a_move_s_reason_says_the_expected_soviet_vp_before_and_after_it() -> None:
    """Seed 1000, the quick Soviet player's first move: only the towns term changes, so the expected final Soviet VP
    grows by that term's 0.45 VP (20.332 -> 20.782)."""
    command, reason = ComputerPlayer(1).choose_with_reason(Game.new(scenario("default"), seed=1000))
    assert isinstance(command, Move) and reason.terms == (("towns", 0.45),)
    assert reason.soviet_vp is not None and tuple(round(vp, 3) for vp in reason.soviet_vp) == (20.332, 20.782)


def test_reasons_change_no_choice_and_every_one_is_a_whole_sentence() -> None:
    """The same commands with and without reasons, from the start of a game through the first Soviet combats."""
    plain, explained = Game.new(scenario("default"), seed=1000), Game.new(scenario("default"), seed=1000)
    first, second = ComputerPlayer(1), ComputerPlayer(1)
    said: list[tuple[Command, str]] = []
    for _ in range(32):
        command = first.choose(plain)
        again, reason = second.choose_with_reason(explained)
        assert again == command
        assert reason.text.complete()
        said.append((command, str(reason)))
        plain.apply(command)
        explained.apply(command)
    moves = [(c, text) for c, text in said if isinstance(c, Move)]
    command, text = moves[0]
    assert text == "moves 60 Army support to 1003: towns +0.5 VP"
    assert command.unit_ids == ("su-60a-sup",) and command.path[-1] == "1003"
    assert any(text == "ends the phase: nothing left gains enough" for c, text in said if isinstance(c, EndPhase))
    assert any(text.startswith("attacks 0805 at 6:1: towns +2.3 VP") for _, text in said)


def test_a_recorded_command_is_explained_by_the_same_terms() -> None:
    """The replay viewer explains a step it did not see chosen: the counter-attack at Proskurov as the deep German
    player weighs it, and a move of the Soviet first segment."""
    game = proskurov()
    attack = DeclareAttack(attacker_ids=STACK, defender_hex="2608")
    reason = ComputerPlayer(3).explain(game, attack)
    assert str(reason) == "attacks 2608 at 2:1: losses and supply +0.2 VP, German divisions threatened -0.1 VP"
    start = Game.new(scenario("default"), seed=1000)
    move = ComputerPlayer(1).choose(start)
    assert isinstance(move, Move)
    assert str(ComputerPlayer(1).explain(start, move)) == "moves 60 Army support to 1003: towns +0.5 VP"
