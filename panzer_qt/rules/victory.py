"""Soviet victory points (4.0-4.4, RULINGS R25) and the result of the game.

The track always shows the running total: towns and fortified localities the Soviets control now,
corps exited, German divisions eliminated out of C&C and, once the game is over, German towns cut
off from C&C. Each part lives in the state; ``vp_parts`` recomputes the territorial part from
scratch so the total can always be checked.
"""

from __future__ import annotations

from panzer_qt.model.enums import Side
from panzer_qt.model.events import Event, VPScored
from panzer_qt.model.record import Ending
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board
from panzer_qt.rules.supply import supply_net

VP_REASONS: dict[str, tuple[str, str]] = {
    "vp_territory": ("towns and fortified localities under Soviet control", "4.1"),
    "vp_exits": ("Soviet corps exited off the map", "4.1"),
    "vp_eliminations": ("German divisions eliminated out of C&C", "4.2"),
    "vp_cut_off_towns": ("German towns out of C&C at the end of the game", "4.1"),
}


def territory_vp(board: Board, state: GameState) -> int:
    """VP for every town hex (1) and fortified-locality hex (4) the Soviets control (4.1)."""
    control, soviet = state.control, Side.SOVIET
    return sum(vp for hid, vp in board.town_vp.items() if control.get(hid) is soviet)


def cut_off_towns(board: Board, state: GameState) -> list[str]:
    """German-controlled town hexes with no C&C line, traced as if a German unit stood there (R7)."""
    net = supply_net(board, state, Side.GERMAN)
    return sorted(
        hid for hid in board.towns if state.control.get(hid) is Side.GERMAN and not net.status_of_hex(hid).in_supply
    )


def vp_parts(state: GameState) -> dict[str, int]:
    """The parts of the running total, by state field name."""
    return {name: getattr(state, name) for name in VP_REASONS}


def refresh_vp(board: Board, state: GameState, before: dict[str, int]) -> list[Event]:
    """Recompute the territorial part and the total; one VPScored event per part that changed."""
    state.vp_territory = territory_vp(board, state)
    after = vp_parts(state)
    state.vp = sum(after.values())
    events: list[Event] = []
    for name, value in after.items():
        if value != before.get(name, 0):
            reason, rule = VP_REASONS[name]
            events.append(VPScored(points=value - before.get(name, 0), total=state.vp, reason=reason, rule=rule))
    return events


def result_level(board: Board, vp: int) -> str:
    """Soviet victory, draw or German victory for a final total (4.3)."""
    table = board.scenario.tables.victory
    if vp >= table.soviet_victory_at:
        return "Soviet victory"
    if vp >= table.draw_at:
        return "Draw"
    return "German victory"


def ending_result(ended: Ending) -> str | None:
    """The result of a game ended other than by play: the other side's victory when a side resigned; none when the
    game was abandoned."""
    if ended.side is None:
        return None
    return "Soviet victory" if ended.side is Side.GERMAN else "German victory"
