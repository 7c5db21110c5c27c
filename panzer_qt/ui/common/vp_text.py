"""Soviet victory points by source, as a small HTML table for the VP panel and the game-over summary; how a game
ended other than by play, in words."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from panzer_qt.model.record import Ending
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board
from panzer_qt.rules.victory import VP_REASONS, ending_result, result_level, vp_parts
from panzer_qt.ui.translated import engine_text, word


def vp_rows(state: GameState) -> list[tuple[str, str, int]]:
    """(what scores, rule, VP) for each source of the running total (4.1, 4.2)."""
    return [(engine_text(VP_REASONS[name][0]), VP_REASONS[name][1], value) for name, value in vp_parts(state).items()]


def vp_html(state: GameState, board: Board, ended: Ending | None = None) -> str:
    """Each source with its VP, the total, the marks of 4.3 and what the total reaches (at the end, the result; of a
    game ``ended`` other than by play, its result and why)."""
    rows = "".join(
        QCoreApplication.translate("VpText", "<tr><td>{value} ({rule})</td><td align=right>{vp}</td></tr>").format(
            value=escape(what[:1].upper() + what[1:]), rule=rule, vp=vp
        )
        for what, rule, vp in vp_rows(state)
    )
    table = board.scenario.tables.victory
    reached = _reached(state, board, ended)
    total = QCoreApplication.translate("VpText", "Soviet VP in all")
    marks = QCoreApplication.translate("VpText", "Draw from {draw} VP, Soviet victory from {victory} (4.3).").format(
        draw=table.draw_at, victory=table.soviet_victory_at
    )
    return (
        f"<table cellspacing=0 cellpadding=2 width='100%'>{rows}"
        f"<tr><td><b>{total}</b></td><td align=right><b>{state.vp}</b></td></tr></table><p>{marks} {reached}</p>"
    )


def _reached(state: GameState, board: Board, ended: Ending | None) -> str:
    """The result, or what the total would give if the game ended now."""
    if ended is not None:
        return f"<b>{escape(ending_text(ended))}.</b>"
    level = escape(engine_text(state.result or result_level(board, state.vp)))
    if state.game_over:
        return QCoreApplication.translate("VpText", "Result: <b>{level}</b>").format(level=level)
    return QCoreApplication.translate("VpText", "If the game ended now: <b>{level}</b>").format(level=level)


def ending_text(ended: Ending) -> str:
    """How a game ended other than by play, and its result: "The German side resigned: Soviet victory"."""
    result = ending_result(ended)
    if ended.side is None or result is None:
        return QCoreApplication.translate("VpText", "The game was abandoned: no result")
    return QCoreApplication.translate("VpText", "The {side} side resigned: {result}").format(
        side=word(ended.side), result=engine_text(result)
    )


def ending_heading(ended: Ending) -> str:
    """The game-over line of a game ended other than by play: "Game over: the German side resigned. Soviet
    victory."."""
    result = ending_result(ended)
    if ended.side is None or result is None:
        return QCoreApplication.translate("VpText", "Game over: the game was abandoned. No result.")
    return QCoreApplication.translate("VpText", "Game over: the {side} side resigned. {result}.").format(
        side=word(ended.side), result=engine_text(result)
    )
