"""A side's view of a game for computer players (panzer_qt.ai.position.view): exactly what that side may know."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from panzer_qt.ai.position.view import side_view
from panzer_qt.model.commands import DeclareAttack, Move
from panzer_qt.model.enums import Segment, Side
from panzer_qt.rules.fog import stack_count, visible_units
from tests.helpers.movement_kit import game_at
from tests.rules.test_fog import GERMAN_HEXES, GERMANS, SOVIET_HEXES, SOVIETS

STACKED = {"de-pz": "0402", "de-tiger": "0402", "de-inf": "0303", "su-rif": "0503", "su-art": "0503", "su-tk": "0605"}


def test_a_side_view_takes_off_the_map_exactly_the_enemy_units_it_cannot_see() -> None:
    game = game_at("tiny", STACKED)
    view, fog = side_view(game, Side.SOVIET)
    assert fog.viewer is Side.SOVIET
    assert fog.hidden == {"0402": 1}
    assert fog.unseen == frozenset({"de-tiger"})
    on_map = {u for u, unit in view.state.units.items() if unit.hex is not None}
    assert on_map == {"de-pz", "de-inf", "su-rif", "su-art", "su-tk"}
    assert view.state.units["de-tiger"].steps == game.state.units["de-tiger"].steps  # its strength is public
    assert game.state.units["de-tiger"].hex == "0402"  # the game itself is untouched
    _, german = side_view(game, Side.GERMAN)
    assert german.hidden == {"0503": 1} and german.unseen == {"su-art"}


def test_a_side_view_keeps_no_history_no_seed_and_none_of_the_game_dice() -> None:
    game = game_at("tiny", STACKED, seed=7)
    game.apply(Move(unit_ids=["de-inf"], path=["0302"]))
    view, _ = side_view(game, Side.SOVIET)
    assert view.steps == [] and view.start_events == [] and view.snapshots == {} and not view.can_undo()
    assert view.seed is None and view.dice is not game.dice


def test_the_units_of_a_declared_attack_are_known_to_the_defender() -> None:
    game = game_at("tiny", STACKED, acting=Side.SOVIET, segment=Segment.COMBAT)
    game.apply(DeclareAttack(attacker_ids=["su-art", "su-rif"], defender_hex="0402"))
    view, german = side_view(game, Side.GERMAN)
    assert "su-art" not in german.unseen and german.hidden == {}
    assert view.state.units["su-art"].hex == "0503"
    _, soviet = side_view(game, Side.SOVIET)
    assert soviet.hidden == {}  # the attacked stack is revealed (6.3)


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.sampled_from(GERMAN_HEXES), min_size=3, max_size=3),
    st.lists(st.sampled_from(SOVIET_HEXES), min_size=3, max_size=3),
    st.sampled_from(list(Side)),
)
def test_a_view_hides_what_visible_units_hides_and_counts_it(
    german: list[str], soviet: list[str], viewer: Side
) -> None:
    game = game_at("tiny", dict(zip(GERMANS + SOVIETS, german + soviet, strict=True)))
    view, fog = side_view(game, viewer)
    seen = visible_units(game, viewer)
    assert visible_units(view, None) == seen
    assert dict(fog.hidden) == {
        h: stack_count(game, h) - len(ids) for h, ids in seen.items() if stack_count(game, h) > len(ids)
    }
