"""Fog of war (6.3, RULINGS R26): enemy stacks show their top unit and their size until attacked."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.commands import DeclareAttack
from panzer_qt.model.enums import Segment, Side
from panzer_qt.model.state import GameState
from panzer_qt.rules.errors import IllegalCommand
from panzer_qt.rules.fog import hidden_counts, hidden_units, stack_count, visible_units
from panzer_qt.rules.game import Game
from tests.helpers.games import scenario
from tests.helpers.movement_kit import game_at

POSITION = {"de-pz": "0402", "de-tiger": "0402", "su-rif": "0503", "su-art": "0503", "su-tk": "0605"}


def test_each_side_sees_its_own_stacks_whole_and_only_the_top_of_enemy_ones() -> None:
    game = game_at("tiny", POSITION)
    german = visible_units(game, Side.GERMAN)
    soviet = visible_units(game, Side.SOVIET)
    assert german["0402"] == ["de-pz", "de-tiger"]
    assert german["0503"] == ["su-rif"]
    assert soviet["0402"] == ["de-pz"]
    assert soviet["0503"] == ["su-rif", "su-art"]
    assert german["0605"] == soviet["0605"] == ["su-tk"]


def test_the_referee_sees_everything() -> None:
    game = game_at("tiny", POSITION)
    assert visible_units(game, None) == {"0402": ["de-pz", "de-tiger"], "0503": ["su-rif", "su-art"], "0605": ["su-tk"]}


def test_both_players_may_count_every_stack() -> None:
    game = game_at("tiny", POSITION)
    assert [stack_count(game, h) for h in ("0402", "0503", "0605", "0101")] == [2, 2, 1, 0]


def test_declaring_an_attack_reveals_the_defending_stack() -> None:
    game = game_at("tiny", POSITION, segment=Segment.COMBAT)
    assert visible_units(game, Side.GERMAN)["0503"] == ["su-rif"]
    game.apply(DeclareAttack(attacker_ids=["de-pz", "de-tiger"], defender_hex="0503"))
    assert "0503" in game.state.revealed
    assert visible_units(game, Side.GERMAN)["0503"] == ["su-rif", "su-art"]
    assert visible_units(game, Side.SOVIET)["0402"] == ["de-pz", "de-tiger"]  # both attack: named (R58)
    assert visible_units(game, Side.SOVIET)["0503"] == ["su-rif", "su-art"]


GERMAN_HEXES, SOVIET_HEXES = ["0202", "0303", "0402"], ["0503", "0605", "0404"]
GERMANS, SOVIETS = ["de-pz", "de-inf", "de-tiger"], ["su-tk", "su-rif", "su-art"]


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.sampled_from(GERMAN_HEXES), min_size=3, max_size=3),
    st.lists(st.sampled_from(SOVIET_HEXES), min_size=3, max_size=3),
    st.sampled_from(list(Side)),
)
def test_fog_hides_exactly_the_enemy_units_below_the_top(german: list[str], soviet: list[str], viewer: Side) -> None:
    game = game_at("tiny", dict(zip(GERMANS + SOVIETS, german + soviet, strict=True)))
    seen, full = visible_units(game, viewer), visible_units(game, None)
    assert seen.keys() == full.keys() == set(german) | set(soviet)
    for hid, ids in full.items():
        own = game.board.specs[ids[0]].side is viewer
        assert seen[hid] == (ids if own else ids[:1])
        assert stack_count(game, hid) == len(ids)


def test_a_side_s_view_holds_only_what_it_may_see() -> None:
    """``as_seen_by`` takes hidden enemy units off the map, so nothing worked out on it counts them."""
    game = game_at("tiny", POSITION, segment=Segment.COMBAT)
    assert hidden_counts(game, Side.GERMAN) == {"0503": 1} and hidden_counts(game, Side.SOVIET) == {"0402": 1}
    view = game.as_seen_by(Side.GERMAN)
    assert visible_units(view, None) == {"0402": ["de-pz", "de-tiger"], "0503": ["su-rif"], "0605": ["su-tk"]}
    full, seen = game.odds(["de-pz"], "0503"), view.odds(["de-pz"], "0503")
    assert [f.source for f in full.defence] == ["su-rif", "su-art"] and [f.source for f in seen.defence] == ["su-rif"]
    assert game.state.units["su-art"].hex == "0503"  # the game itself is untouched
    game.apply(DeclareAttack(attacker_ids=["de-pz"], defender_hex="0503"))
    assert (
        hidden_counts(game, Side.GERMAN) == {} and "su-art" in visible_units(game.as_seen_by(Side.GERMAN), None)["0503"]
    )


def test_a_side_s_view_keeps_no_history_and_no_seed_but_the_declared_attackers() -> None:
    """The view's events would tell where hidden units went, its seed and dice the rolls to come; the units
    of a declared attack are known to the defender (the attacker declares them)."""
    game = game_at("tiny", POSITION, acting=Side.SOVIET, segment=Segment.COMBAT, seed=7)
    game.apply(DeclareAttack(attacker_ids=["su-art", "su-rif"], defender_hex="0402"))
    view = game.as_seen_by(Side.GERMAN)
    assert view.steps == [] and view.start_events == [] and view.snapshots == {} and not view.can_undo()
    assert view.seed is None and view.dice is not game.dice
    assert view.state.units["su-art"].hex == "0503"  # under su-rif, but declared
    assert hidden_counts(game, Side.GERMAN) == {}  # both units of 0503 attack: both named (R58)
    assert game.state.revealed == ["0402"]  # only the defending stack is revealed
    assert game.as_seen_by(Side.SOVIET).state.units["de-tiger"].hex == "0402"  # the attacked stack is revealed


def _placed(state: GameState, unit_id: str) -> list[str]:
    """Where a view's state still places a unit: its hex, a stack's order, the phase's moves, the set-up."""
    places = [f"hex {state.units[unit_id].hex}"] if state.units[unit_id].hex is not None else []
    places += [f"stack order of {hid}" for hid, ids in state.stack_order.items() if unit_id in ids]
    places += ["moved"] * (unit_id in state.log.moved) + ["mp left"] * (unit_id in state.log.mp_left)
    return places + ["set-up hex"] * (unit_id in state.set_up_in)


def test_a_view_places_no_hidden_unit_anywhere_in_its_state() -> None:
    game = Game.new(scenario("default"), seed=5)
    players = {Side.GERMAN: RandomPolicy(1), Side.SOVIET: RandomPolicy(2)}
    checked = 0
    while len(game.steps) < 300:
        for viewer in Side:
            view = game.as_seen_by(viewer).state
            for hex_units in hidden_units(game, viewer).values():
                for unit_id in hex_units:
                    assert _placed(view, unit_id) == [], (viewer, unit_id, len(game.steps))
                    checked += 1
        side = game.side_to_act() or Side.GERMAN
        command = players[side].choose(game)
        try:
            game.apply(command)
        except IllegalCommand:
            players[side].refused(command)
    assert checked > 300
