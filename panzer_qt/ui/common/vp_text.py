"""Soviet victory points by source, as a small HTML table for the VP panel and the game-over summary (Qt-free)."""

from __future__ import annotations

from html import escape

from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board
from panzer_qt.rules.victory import VP_REASONS, result_level, vp_parts


def vp_rows(state: GameState) -> list[tuple[str, str, int]]:
    """(what scores, rule, VP) for each source of the running total (4.1, 4.2)."""
    return [(*VP_REASONS[name], value) for name, value in vp_parts(state).items()]


def vp_html(state: GameState, board: Board) -> str:
    """Each source with its VP, the total, the marks of 4.3 and what the total reaches (at the end, the result)."""
    rows = "".join(
        f"<tr><td>{escape(what[:1].upper() + what[1:])} ({rule})</td><td align=right>{vp}</td></tr>"
        for what, rule, vp in vp_rows(state)
    )
    table = board.scenario.tables.victory
    level = state.result or result_level(board, state.vp)
    reached = f"Result: <b>{escape(level)}</b>" if state.game_over else f"If the game ended now: <b>{level}</b>"
    return (
        f"<table cellspacing=0 cellpadding=2 width='100%'>{rows}"
        f"<tr><td><b>Soviet VP in all</b></td><td align=right><b>{state.vp}</b></td></tr></table>"
        f"<p>Draw from {table.draw_at} VP, Soviet victory from {table.soviet_victory_at} (4.3). {reached}</p>"
    )
